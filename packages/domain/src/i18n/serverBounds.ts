/*
 * Issue 31 part 1 (no 5xx): a date-time beyond what PostgreSQL holds. English keeps the line the
 * server words ({{english}}); Traditional Chinese names the field by its label and says what to send.
 * (Whole numbers and dates beyond their columns are worded by srv.v.OUT_OF_RANGE and srv.v.NOT_A_DATE.)
 */

export const serverBoundsEn = {
  'srv.bounds.instant': '{{english}}',
} as const;

export const serverBoundsZhHK: Record<keyof typeof serverBoundsEn, string> = {
  'srv.bounds.instant': '{{label}}必須是 0001 至 9999 年之間的 ISO 8601 日期時間',
};
