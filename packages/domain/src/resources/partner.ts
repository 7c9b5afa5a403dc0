import { defineResource, integer, longText, text } from './define.js';

/*
 * The chinaLink partner feed (issue 18, docs/partner-feed.md). The API log is written by the feed
 * only (one row per attempt in or out, secrets never stored), so the generic calls read it.
 */

export const apiHistories = defineResource({
  name: 'apiHistories',
  singular: 'apiHistory',
  label: { en: 'API Log', zh: '接口記錄' },
  rights: { read: 'ORDERAPI', write: 'ORDERAPI' },
  readOnly: true,
  fields: [
    text('partner', 'Partner', '合作夥伴', { required: true, max: 30 }),
    text('direction', 'Direction', '方向', { required: true, max: 3 }),
    text('method', 'Method', '方法', { required: true, max: 10 }),
    text('url', 'URL', '網址', { required: true, max: 500 }),
    longText('requestBody', 'Request', '請求', { max: 100000 }),
    integer('responseStatus', 'Status', '狀態'),
    longText('responseBody', 'Response', '回應', { max: 100000 }),
    integer('durationMs', 'Duration (ms)', '用時（毫秒）'),
    integer('orderId', 'Order', '訂單'),
    integer('attempt', 'Attempt', '嘗試', { required: true, min: 1 }),
  ],
  listColumns: ['createDt', 'partner', 'direction', 'method', 'url', 'responseStatus', 'durationMs', 'orderId', 'attempt'],
  filters: ['partner', 'direction', 'responseStatus', 'orderId'],
  search: ['url', 'requestBody', 'responseBody'],
  defaultSort: ['createDt', 'desc'],
});
