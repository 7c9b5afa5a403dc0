import { code, defineResource, descChi, descEng, recordStatus, seq, text } from './define.js';

/** Standard remark texts, by what they are used for. */
export const remarks = defineResource({
  name: 'remarks',
  singular: 'remark',
  label: { en: 'Remark', zh: '備註' },
  rights: { read: 'REMARK', write: 'REMARK' },
  fields: [
    code('remarkCode', 'Remark Code', '備註編號', 10),
    descEng('remarkDescEng', 200),
    descChi('remarkDescChi', 200),
    text('remarkType', 'Used For', '用途', { max: 20 }),
    seq(),
    recordStatus(),
  ],
  listColumns: ['remarkCode', 'remarkDescEng', 'remarkDescChi', 'remarkType', 'recordStatus'],
  filters: ['remarkCode', 'remarkType', 'recordStatus'],
  search: ['remarkCode', 'remarkDescEng', 'remarkDescChi'],
  defaultSort: ['remarkCode', 'asc'],
});
