import { code, defineResource, descChi, descEng, recordStatus, seq } from './define.js';

export const titles = defineResource({
  name: 'titles',
  singular: 'title',
  label: { en: 'Title', zh: '稱謂' },
  rights: { read: 'TITLE', write: 'TITLE' },
  fields: [code('titleCode', 'Code', '編號', 10), descEng('titleDescEng', 30), descChi('titleDescChi', 30), seq(), recordStatus()],
  listColumns: ['titleCode', 'titleDescEng', 'titleDescChi', 'displaySeq', 'recordStatus'],
  filters: ['titleCode', 'recordStatus'],
  search: ['titleCode', 'titleDescEng', 'titleDescChi'],
  defaultSort: ['displaySeq', 'asc'],
});
