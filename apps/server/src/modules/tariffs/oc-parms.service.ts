import { hasRight, type ServerText, srvText } from '@limo/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { saveChildRows } from '../../engine/aggregate.js';
import type { Principal } from '../../engine/auth.js';
import { mapDbError } from '../../engine/db-errors.js';
import { badRequest, forbidden } from '../../engine/errors.js';
import { toWire } from '../../engine/hal.js';
import type { CollectionStore, Row } from '../../engine/store.js';
import { rowProblems, throwProblems } from './body-check.js';
import type { CopyAny } from './tariffs.schemas.js';

/*
 * Other-charge terms (waive, or this amount) of a client (clientOCParms) or of a contract term type
 * (contractTermOCParms): saved as a whole list per owner, and copied from one owner to another.
 */

type Stores = Record<string, CollectionStore>;
export type OwnerKind = 'client' | 'term';

const OWNERS = {
  client: { parent: 'clients', rows: 'clientOCParms', foreignKey: 'clientId', code: 'clientCode' },
  term: { parent: 'contractTermTypes', rows: 'contractTermOCParms', foreignKey: 'contractTermTypeId', code: 'contractTermTypeCode' },
} as const;

export interface Owner {
  kind: OwnerKind;
  id: number;
}

export const rowsName = (kind: OwnerKind) => OWNERS[kind].rows;

function parts(stores: Stores, kind: OwnerKind) {
  const o = OWNERS[kind];
  return { ...o, parentStore: stores[o.parent], store: stores[o.rows] };
}

async function rowsOf(tx: Tx, store: CollectionStore, foreignKey: string, ownerId: number): Promise<Row[]> {
  return (await tx.select().from(store.table).where(eq(store.columns[foreignKey], ownerId)).orderBy(asc(store.columns.tariffOcId))) as Row[];
}

/** The owner's rows as the wire shows them. */
async function answerRows(tx: Tx, stores: Stores, kind: OwnerKind, ownerId: number) {
  const p = parts(stores, kind);
  return (await rowsOf(tx, p.store, p.foreignKey, ownerId)).map((r) => toWire(p.store.def, r));
}

/** update{Client,ContractTerm}OCParms: the owner's whole list of terms in one transaction (every problem in one 400 first). */
export async function saveOcParms(db: Db, stores: Stores, owner: Owner, body: unknown, principal: Principal) {
  const p = parts(stores, owner.kind);
  const rows = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[p.rows] : undefined;
  if (rows === undefined) throw badRequest(srvText('srv.tar.rowsRequired', { field: p.rows, what: p.parentStore.def.label }));
  throwProblems(rowProblems({ def: p.store.def, foreignKey: p.foreignKey }, rows));
  return mapDbError(p.store.def, () =>
    db.transaction(async (tx) => {
      await p.parentStore.findOne(tx, owner.id, principal);
      await saveChildRows(tx, p.parentStore.def.label, owner.id, { store: p.store, foreignKey: p.foreignKey }, true, rows, principal);
      return answerRows(tx, stores, owner.kind, owner.id);
    }),
  );
}

/** The source and target of copyTariffOCParms, or a 400 naming what is missing or doubled. */
export function ownersOf(input: CopyAny): { from: Owner; to: Owner } {
  const pick = (client: number | undefined, term: number | undefined, side: 'from' | 'to'): Owner | ServerText => {
    if (client !== undefined && term !== undefined) return srvText('srv.tar.ownerBoth', { side });
    if (client !== undefined) return { kind: 'client', id: client };
    if (term !== undefined) return { kind: 'term', id: term };
    return srvText('srv.tar.ownerMissing', { side });
  };
  const from = pick(input.fromClientId, input.fromContractTermTypeId, 'from');
  const to = pick(input.toClientId, input.toContractTermTypeId, 'to');
  const problems = [from, to].filter((x): x is ServerText => 'key' in x);
  if (problems.length) throw badRequest(problems[0], problems);
  return { from: from as Owner, to: to as Owner };
}

/** The source's rows must be readable and the target's writable by the user. */
export function checkCopyRights(stores: Stores, from: Owner, to: Owner, principal: Principal) {
  const read = stores[rowsName(from.kind)].def.rights.read;
  const write = stores[rowsName(to.kind)].def.rights.write;
  if (!hasRight(principal.rights, read)) throw forbidden(srvText('srv.tar.copyFromRight', { what: stores[OWNERS[from.kind].parent].def.label, right: read }));
  if (!hasRight(principal.rights, write)) throw forbidden(srvText('srv.tar.copyToRight', { what: stores[OWNERS[to.kind].parent].def.label, right: write }));
}

/**
 * Copies the source's terms onto the target in one transaction: each copied charge is added to the
 * target or overwrites the target's row for that charge; with `replace` the target's other rows go.
 * Answers the target's rows.
 */
export async function copyOcParms(db: Db, stores: Stores, from: Owner, to: Owner, replace: boolean, principal: Principal) {
  const src = parts(stores, from.kind);
  const dst = parts(stores, to.kind);
  if (from.kind === to.kind && from.id === to.id) throw badRequest(srvText('srv.tar.copySame', { what: src.parentStore.def.label }));
  return mapDbError(dst.store.def, () =>
    db.transaction(async (tx) => {
      const source = await src.parentStore.findOne(tx, from.id, principal);
      await dst.parentStore.findOne(tx, to.id, principal);
      const rows = await rowsOf(tx, src.store, src.foreignKey, from.id);
      if (!rows.length) throw badRequest(srvText('srv.tar.nothingToCopy', { what: src.parentStore.def.label, code: String(source[src.code]) }));
      const target = await rowsOf(tx, dst.store, dst.foreignKey, to.id);
      const copied = new Set(rows.map((r) => r.tariffOcId));
      if (replace) for (const gone of target.filter((t) => !copied.has(t.tariffOcId))) await dst.store.remove(tx, gone.id, principal);
      for (const r of rows) {
        const terms = { waiveFlag: r.waiveFlag, amount: r.amount };
        const mine = target.find((t) => t.tariffOcId === r.tariffOcId);
        if (mine) await dst.store.update(tx, mine.id, terms, principal);
        else await dst.store.create(tx, { ...terms, [dst.foreignKey]: to.id, tariffOcId: r.tariffOcId }, principal);
      }
      return answerRows(tx, stores, to.kind, to.id);
    }),
  );
}
