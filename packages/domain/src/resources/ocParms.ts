import type { RightCode } from '../rights.js';
import { defineResource, flag, type Label, money, reference } from './define.js';

/*
 * A client's own terms for an other charge (clientOCParms), and those of every client of a
 * contract term type (contractTermOCParms): waive it, or charge this amount. The client's row
 * comes first, then its contract term type's (docs/pricing.md, rule 5).
 */
const ocParms = (o: { name: string; singular: string; label: Label; owner: ReturnType<typeof reference>; rights: { read: RightCode; write: RightCode } }) =>
  defineResource({
    name: o.name,
    singular: o.singular,
    label: o.label,
    rights: o.rights,
    fields: [
      { ...o.owner, required: true },
      reference('tariffOcId', 'Other Charge', '其他費用', 'tariffOCs', 'ocCode', { required: true, uniqueWithin: o.owner.name }),
      flag('waiveFlag', 'Waived', '豁免', { default: 0 }),
      money('amount', 'Amount', '金額', { min: 0 }),
    ],
    listColumns: [o.owner.name, 'tariffOcId', 'waiveFlag', 'amount'],
    filters: [o.owner.name, 'tariffOcId', 'waiveFlag'],
    search: [],
    defaultSort: [o.owner.name, 'asc'],
    // A charge that is not waived needs its amount.
    rules: [{ kind: 'requiredWhen', when: 'waiveFlag', equals: 0, fields: ['amount'] }],
  });

/** Kept on the Client Contract Terms screen (/clientOCParm), which reads and writes them with one right. */
export const clientOCParms = ocParms({
  name: 'clientOCParms',
  singular: 'clientOCParm',
  label: { en: 'Client Contract Term', zh: '客戶合約條款' },
  owner: reference('clientId', 'Client', '客戶', 'clients', 'clientCode'),
  rights: { read: 'CLIENTCONTRACTTERMS', write: 'CLIENTCONTRACTTERMS' },
});

export const contractTermOCParms = ocParms({
  name: 'contractTermOCParms',
  singular: 'contractTermOCParm',
  label: { en: 'Contract Term', zh: '合約條款' },
  owner: reference('contractTermTypeId', 'Contract Term Type', '合約條款類別', 'contractTermTypes', 'contractTermTypeCode'),
  rights: { read: 'CONTRACTTERMS', write: 'CONTRACTTERMS' },
});
