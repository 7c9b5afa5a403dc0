import type { z } from 'zod';

/** The machine code of a zod problem (the shared schemas word them in English; screens word the code). */
export function issueCode(issue: z.core.$ZodIssue): { code: string; params?: Record<string, string | number> } {
  const message = issue.message;
  if (issue.code === 'too_big' && issue.origin === 'string') return { code: 'TOO_LONG', params: { max: Number(issue.maximum) } };
  if (issue.code === 'too_big' && issue.origin === 'array') return { code: 'TOO_MANY', params: { max: Number(issue.maximum) } };
  if (issue.code === 'too_small' && issue.origin === 'array') return { code: 'TOO_FEW', params: { min: Number(issue.minimum) } };
  if (/\bis required\b/.test(message)) return { code: 'REQUIRED' };
  if (message === 'must be the id of a record') return { code: 'NOT_AN_ID' };
  if (message.startsWith('must be a date')) return { code: 'NOT_A_DATE' };
  if (message.startsWith('must be a time')) return { code: 'NOT_A_TIME' };
  const range = /^must be a whole number from (\d+) to (\d+)$/.exec(message);
  if (range) return { code: 'OUT_OF_RANGE', params: { min: Number(range[1]), max: Number(range[2]) } };
  const oneOf = /^must be one of (.+)$/.exec(message);
  if (oneOf) return { code: 'NOT_ONE_OF', params: { values: oneOf[1] } };
  return { code: 'INVALID' };
}
