/** The checked upload of location patterns (docs/decisions.md "Pattern upload"). */
import { api } from '../../api/http';
import type { PatternRow } from './patternCsv';

/** The server checks at most this many rows in one batch. */
export const MAX_PATTERN_ROWS = 5000;

export interface RejectedRow {
  rowNo: number;
  pattern: string;
  locationCode: string;
  error: string;
}

export interface CheckedBatch {
  batchId: string;
  total: number;
  accepted: number;
  rejected: RejectedRow[];
}

/** POST /api/insertLocationPatternTmpBatch: every row checked and kept for the preview. */
export function checkPatterns(rows: PatternRow[]): Promise<CheckedBatch> {
  return api<CheckedBatch>('/api/insertLocationPatternTmpBatch', { method: 'POST', body: { rows }, transform: false });
}

/** POST /api/applyLocationPatternTmpBatch/{batchId}: the accepted rows become patterns. */
export function applyPatterns(batchId: string): Promise<{ inserted: number; skipped: number }> {
  return api('/api/applyLocationPatternTmpBatch/' + encodeURIComponent(batchId), { method: 'POST' });
}

/** DELETE /api/locationPatternTmpBatch/{batchId}. */
export function discardPatterns(batchId: string): Promise<void> {
  return api('/api/locationPatternTmpBatch/' + encodeURIComponent(batchId), { method: 'DELETE' });
}
