/**
 * The other-charge terms of a client (Client Contract Terms, /clientOCParm) or of a contract term
 * type (Contract Terms, /contractTermOCParm): whose they are, how they are read, saved as a whole
 * list (updateClientOCParms / updateContractTermOCParms) and copied (spec section 7).
 */
import { type ResourceDef, RESOURCES, type Right } from '@limo/domain';
import type { HalRecord } from '../../api/hal';
import { readList } from '../../api/hal';
import { api } from '../../api/http';
import { listAll } from '../../api/resources';
import type { MasterDetailConfig } from '../../resources/masterDetail/configs';

export type OwnerKind = 'client' | 'term';

export interface OwnerOption {
  id: number;
  label: string;
}

export interface Owner {
  kind: OwnerKind;
  /** The owner's collection: its definition lists the terms as a child list. */
  parent: ResourceDef;
  /** The terms' collection. */
  rows: ResourceDef;
  foreignKey: 'clientId' | 'contractTermTypeId';
  /** The PUT that saves the whole list. */
  update: string;
  /** Who may read this kind's terms (and so copy from them). */
  readRight: Right;
  options: () => Promise<OwnerOption[]>;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export const OWNERS: Record<OwnerKind, Owner> = {
  client: {
    kind: 'client',
    parent: RESOURCES.clients,
    rows: RESOURCES.clientOCParms,
    foreignKey: 'clientId',
    update: 'updateClientOCParms',
    readRight: RESOURCES.clientOCParms.rights.read,
    // The client pick-list: active clients with their names.
    options: async () =>
      readList(await api('/node/api/clients'), 'clients').map((c) => ({
        id: c.id,
        label: `${text(c.clientCode)} – ${text(c.clientShortName || c.clientNameEng)}`,
      })),
  },
  term: {
    kind: 'term',
    parent: RESOURCES.contractTermTypes,
    rows: RESOURCES.contractTermOCParms,
    foreignKey: 'contractTermTypeId',
    update: 'updateContractTermOCParms',
    readRight: RESOURCES.contractTermOCParms.rights.read,
    // Codes through the lookups call, open to whoever reads contract terms.
    options: async () =>
      readList(await api('/api/lookups/contractTermTypes'), 'contractTermTypes').map((c) => ({ id: c.id, label: text(c.contractTermTypeCode) })),
  },
};

/** The terms of one owner as a master-detail child list (the owner itself is not edited here). */
export function termsConfig(owner: Owner): MasterDetailConfig {
  const name = owner.rows.name;
  return {
    children: [name],
    members: [],
    load: async (id) => ({ record: { id }, children: { [name]: await listAll(name, { [owner.foreignKey]: id }) }, members: {} }),
    save: async (id, body) => {
      await saveTerms(owner, id as number, (body[name] as Record<string, unknown>[]) ?? []);
      return { id: id as number };
    },
  };
}

export async function saveTerms(owner: Owner, id: number, rows: Record<string, unknown>[]): Promise<HalRecord[]> {
  return readList(await api(`/api/${owner.update}/${id}`, { method: 'PUT', body: { [owner.rows.name]: rows } }), owner.rows.name);
}

/** The copy call and its body: the owner kinds' own copy call, or copyTariffOCParms across kinds. */
export function copyRequest(from: { kind: OwnerKind; id: number }, to: { kind: OwnerKind; id: number }, replace: boolean) {
  const side = (prefix: 'from' | 'to', o: { kind: OwnerKind; id: number }) => ({
    [`${prefix}${o.kind === 'client' ? 'ClientId' : 'ContractTermTypeId'}`]: o.id,
  });
  const call = from.kind !== to.kind ? 'copyTariffOCParms' : from.kind === 'client' ? 'copyClientOCParms' : 'copyContractTermOCParms';
  return { path: `/api/${call}`, body: { ...side('from', from), ...side('to', to), replaceFlag: replace ? 1 : 0 } };
}

export async function copyTerms(from: { kind: OwnerKind; id: number }, to: { kind: OwnerKind; id: number }, replace: boolean): Promise<void> {
  const { path, body } = copyRequest(from, to, replace);
  await api(path, { method: 'POST', body });
}
