import { RESOURCES } from '@limo/domain';
import { z } from 'zod';
import { halListOrPageSchema, halListSchema, wireFieldSchema, wireRecordSchema, wireRecordWith } from '../../engine/wire-schemas.js';

export const MAX_BATCH_ROWS = 5000;

/** insertLocationPatternTmpBatch: the rows of an uploaded pattern file. */
export const patternBatchSchema = z.object({
  rows: z
    // A missing cell is checked per row ("Location code is required"), not a reason to refuse the whole file.
    .array(z.object({ pattern: z.unknown().optional(), locationCode: z.unknown().optional() }), { error: 'must be a list of {pattern, locationCode}' })
    .min(1, 'must hold at least one row')
    .max(MAX_BATCH_ROWS, `must hold at most ${MAX_BATCH_ROWS} rows`),
});
export type PatternRow = z.infer<typeof patternBatchSchema>['rows'][number];

/** searchLocationPatterns: the free text to find patterns in. */
export const patternSearchSchema = z.object({
  text: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(500, 'must be at most 500 characters')
    .refine((v) => !v.includes('\u0000'), 'must not hold a NUL character'),
});

const count = () => z.int().min(0).max(MAX_BATCH_ROWS);
const location = (name: string) => wireFieldSchema(RESOURCES.locations, name);
export const locationListAnswer = halListOrPageSchema('locations', wireRecordSchema(RESOURCES.locations));
export const patternSearchAnswer = halListSchema(
  'locationPatterns',
  wireRecordWith(RESOURCES.locationPatterns, {
    locationCode: location('locationCode'),
    locationDescEng: location('locationDescEng'),
    locationDescChi: location('locationDescChi'),
  }),
);
export const patternBatchAnswer = z.strictObject({
  batchId: z.uuid().describe('names the batch for applyLocationPatternTmpBatch and locationPatternTmpBatch'),
  total: count(),
  accepted: count(),
  rejected: z.array(z.strictObject({ rowNo: count(), pattern: z.string(), locationCode: z.string(), error: z.string() })),
});
export const patternApplyAnswer = z.strictObject({ batchId: z.uuid(), inserted: count(), skipped: count() });
