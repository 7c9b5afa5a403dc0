import { code, defineResource, descChi, descEng, recordStatus } from './define.js';

/** Kinds of client contract (hotel partner, corporate account...), each with its other-charge terms; a client names one. */
export const contractTermTypes = defineResource({
  name: 'contractTermTypes',
  singular: 'contractTermType',
  label: { en: 'Contract Term Type', zh: '合約條款類別' },
  rights: { read: 'CONTRACTTERMTYPE', write: 'CONTRACTTERMTYPE' },
  fields: [
    code('contractTermTypeCode', 'Contract Term Code', '合約條款編號', 10),
    descEng('contractTermTypeDescEng'),
    descChi('contractTermTypeDescChi'),
    recordStatus(),
  ],
  listColumns: ['contractTermTypeCode', 'contractTermTypeDescEng', 'contractTermTypeDescChi', 'recordStatus'],
  filters: ['contractTermTypeCode', 'recordStatus'],
  search: ['contractTermTypeCode', 'contractTermTypeDescEng', 'contractTermTypeDescChi'],
  defaultSort: ['contractTermTypeCode', 'asc'],
  children: [{ name: 'contractTermOCParms', foreignKey: 'contractTermTypeId' }],
});
