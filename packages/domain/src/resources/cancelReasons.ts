import { code, defineResource, descChi, descEng, recordStatus, seq } from './define.js';

export const cancelReasons = defineResource({
  name: 'cancelReasons',
  singular: 'cancelReason',
  label: { en: 'Cancel Reason', zh: '取消原因' },
  rights: { read: 'CANCELREASON', write: 'CANCELREASON' },
  fields: [code('cancelReasonCode', 'Code', '編號', 10), descEng('cancelReasonDescEng'), descChi('cancelReasonDescChi'), seq(), recordStatus()],
  listColumns: ['cancelReasonCode', 'cancelReasonDescEng', 'cancelReasonDescChi', 'displaySeq', 'recordStatus'],
  filters: ['cancelReasonCode', 'recordStatus'],
  search: ['cancelReasonCode', 'cancelReasonDescEng', 'cancelReasonDescChi'],
  defaultSort: ['displaySeq', 'asc'],
});
