import type { Right } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import { API, halList } from '../../engine/hal.js';
import { callDoc } from '../../engine/openapi.js';
import { callSchema, idParam, readWith, typed } from '../../engine/route-schema.js';
import type { CollectionStore } from '../../engine/store.js';
import { copyOcParms, checkCopyRights, type Owner, type OwnerKind, ownersOf, rowsName, saveOcParms } from './oc-parms.service.js';
import { anyOCParmsAnswer, clientOCParmsAnswer, copyAnySchema, copyClientSchema, copyTermSchema, ocParmRowsDoc, termOCParmsAnswer } from './tariffs.schemas.js';

const tags = ['Tariff'];
const answers = { client: clientOCParmsAnswer, term: termOCParmsAnswer };
type Owners = { from: Owner; to: Owner; replace: boolean };
const copyNote = 'each charge of the source is added to the target or overwrites its row; replaceFlag 1 also deletes the target rows of other charges';

/** Client Contract Terms and Contract Terms: a whole list saved in one call, and the copy calls of spec section 7. */
export function ocParmRoutes(base: FastifyInstance, db: Db, stores: Record<string, CollectionStore>) {
  const app = typed(base);
  const answer = (kind: OwnerKind, rows: unknown[], url: string) => halList(rowsName(kind), rows, url);

  const saveRoute = (kind: OwnerKind, call: string, owner: 'clients' | 'contractTermTypes', param: string) => {
    const store = stores[rowsName(kind)];
    const parent = stores[owner].def.label;
    const schema = callDoc({
      params: idParam(parent, param),
      tags,
      summary: `Every ${store.def.label.en} of a ${parent.en} in one call: rows with an id are kept, rows without added, rows left out deleted`,
      body: ocParmRowsDoc(owner, rowsName(kind), param),
      answer: answers[kind],
    });
    app.put(`${API}/${call}/:${param}`, { config: { rights: [store.def.rights.write] }, schema }, async (request) => {
      const id = request.params[param];
      return answer(kind, await saveOcParms(db, stores, { kind, id }, request.body, principalOf(request)), request.url);
    });
  };
  saveRoute('client', 'updateClientOCParms', 'clients', 'clientId');
  saveRoute('term', 'updateContractTermOCParms', 'contractTermTypes', 'contractTermTypeId');

  /** body: the copy's body read as its source and target owners. */
  const copyRoute = (call: string, body: z.ZodType<Owners>, rights: Right[], summary: string, answerDoc: z.ZodType) => {
    const schema = callSchema({ tags, summary: `${summary}: ${copyNote}`, body, answer: answerDoc });
    app.post(`${API}/${call}`, { config: { rights }, schema }, async (request) => {
      const principal = principalOf(request);
      const { from, to, replace } = request.body;
      checkCopyRights(stores, from, to, principal);
      return answer(to.kind, await copyOcParms(db, stores, from, to, replace, principal), request.url);
    });
  };
  copyRoute(
    'copyClientOCParms',
    readWith(copyClientSchema, (i): Owners => ({
      from: { kind: 'client', id: i.fromClientId },
      to: { kind: 'client', id: i.toClientId },
      replace: i.replaceFlag === 1,
    })),
    [stores.clientOCParms.def.rights.write],
    "Copy a client's other-charge terms to another client",
    clientOCParmsAnswer,
  );
  copyRoute(
    'copyContractTermOCParms',
    readWith(copyTermSchema, (i): Owners => ({
      from: { kind: 'term', id: i.fromContractTermTypeId },
      to: { kind: 'term', id: i.toContractTermTypeId },
      replace: i.replaceFlag === 1,
    })),
    [stores.contractTermOCParms.def.rights.write],
    "Copy a contract term type's other-charge terms to another contract term type",
    termOCParmsAnswer,
  );
  copyRoute(
    'copyTariffOCParms',
    readWith(copyAnySchema, (i): Owners => ({ ...ownersOf(i), replace: i.replaceFlag === 1 })),
    [stores.clientOCParms.def.rights.write, stores.contractTermOCParms.def.rights.write],
    'Copy other-charge terms from a client or contract term type (from...) to a client or contract term type (to...)',
    anyOCParmsAnswer,
  );
}
