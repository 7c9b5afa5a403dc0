import { orderFieldPath } from '@limo/domain';
import type { z } from 'zod';
import { type BoundProblem, boundFieldProblem, boundProblems } from './body-bounds.js';
import { type FieldProblem, fieldsRefused } from './errors.js';
import { issueCode } from './field-codes.js';

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let cur = input;
  for (const p of path) {
    if (!cur || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[p];
  }
  return cur ?? null;
}

/**
 * A body of nested lists, or a 400 naming each problem by its place (`orderVehicles[1].pickupLocationId`, `[3].dutyTime`),
 * numbers and dates the schema leaves unbounded held to what PostgreSQL holds (engine/body-bounds.ts).
 */
export function parseWithPaths<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  const bounds = boundProblems(schema, body);
  if (result.success && !bounds.length) return result.data;
  throw fieldsRefused(withBounds(result.success ? [] : issueProblems(result.error.issues, body), bounds));
}

/** The schema's problems and, at places it does not name, the values beyond what PostgreSQL holds. */
export function withBounds(problems: FieldProblem[], bounds: BoundProblem[]): FieldProblem[] {
  const named = new Set(problems.map((p) => p.field));
  const beyond = bounds.map((b) => boundFieldProblem(b, orderFieldPath(b.path))).filter((p) => !named.has(p.field));
  return [...problems, ...beyond];
}

export function issueProblems(issues: readonly z.core.$ZodIssue[], body: unknown): FieldProblem[] {
  return issues.map((issue) => {
    const field = orderFieldPath(issue.path);
    return { field, value: valueAt(body, issue.path), message: `${field} ${issue.message}`, ...issueCode(issue) };
  });
}
