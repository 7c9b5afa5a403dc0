import { defineResource, text } from './define.js';

export const sysParameters = defineResource({
  name: 'sysParameters',
  singular: 'sysParameter',
  label: { en: 'System Parameter', zh: '系統參數' },
  rights: { read: 'SYSTEMPARM', write: 'SYSTEMPARM' },
  fields: [
    text('parmKey', 'Key', '參數', {
      required: true,
      max: 50,
      unique: true,
      pattern: { regex: '^[A-Za-z0-9_.-]+$', message: 'may hold letters, digits, dot, underscore and dash only' },
    }),
    text('parmValue', 'Value', '數值', { max: 500 }),
    text('parmDesc', 'Description', '描述', { max: 200 }),
  ],
  listColumns: ['parmKey', 'parmValue', 'parmDesc'],
  filters: ['parmKey'],
  search: ['parmKey', 'parmValue', 'parmDesc'],
  defaultSort: ['parmKey', 'asc'],
});
