import { brokenRules, type FieldError, type ResourceDef, type ServerText, srvText } from '@limo/domain';
import { recordBodySchema } from '../../engine/column-ranges.js';
import { badRequest, bodyNotObject } from '../../engine/errors.js';
import { describeIssueTexts } from '../../engine/field-text.js';

/** A problem of the body with its text in either language. */
export type Problem = FieldError & { text: ServerText };

/** A child list of a record saved with it: its definition and the field holding the parent's id. */
export interface ChildDef {
  def: ResourceDef;
  foreignKey: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** Checks one record as the store will (fields, then rules on a new record); the problems found. */
function recordProblems(def: ResourceDef, mode: 'create' | 'patch', body: Record<string, unknown>): Problem[] {
  const parsed = recordBodySchema(def, mode).safeParse(body);
  if (!parsed.success) return describeIssueTexts(def, parsed.error.issues, body);
  return mode === 'create' ? brokenRules(def, parsed.data as Record<string, unknown>) : [];
}

/** Every problem of the rows of one child list, each message prefixed with its row ("Other Charge Amount, row 2: ..."). */
export function rowProblems(child: ChildDef, rows: unknown): Problem[] {
  const { def, foreignKey } = child;
  if (!Array.isArray(rows))
    return [{ field: def.name, message: `${def.name} must be a list`, value: rows, text: srvText('srv.notAList', { field: def.name }) }];
  const out: Problem[] = [];
  const seen = new Map<string, Set<string>>();
  const unique = def.fields.filter((f) => f.uniqueWithin === foreignKey);
  rows.forEach((row, i) => {
    const where = `${def.label.en}, row ${i + 1}`;
    const at = (text: ServerText) => srvText('srv.at', { where: srvText('srv.row', { what: def.label, row: i + 1 }), text });
    if (!isObject(row)) {
      out.push({ field: def.name, message: `${where}: must be an object`, value: row, text: at(srvText('srv.rowNotObject')) });
      return;
    }
    const { id, ...values } = row;
    // The parent's id is set by the save (and is not known yet for a new parent): any id checks here.
    const mode = id === undefined || id === null ? 'create' : 'patch';
    for (const p of recordProblems(def, mode, { ...values, [foreignKey]: 1 })) out.push({ ...p, message: `${where}: ${p.message}`, text: at(p.text) });
    for (const f of unique) {
      const value = values[f.name];
      if (value === undefined || value === null || value === '') continue;
      const key = String(value).toLowerCase();
      const taken = seen.get(f.name) ?? new Set<string>();
      if (taken.has(key)) {
        const text = at(srvText('srv.listedTwice', { what: f.label, value: String(value) }));
        out.push({ field: f.name, message: `${where}: ${f.label.en} ${String(value)} is listed twice`, value, text });
      }
      seen.set(f.name, taken.add(key));
    }
  });
  return out;
}

/**
 * Every problem of a record-with-children body before anything is saved, so one 400 lists them all
 * (the save itself stops at the first broken row).
 */
export function checkAggregateBody(def: ResourceDef, mode: 'create' | 'patch', body: unknown, children: ChildDef[]): Record<string, unknown> {
  if (!isObject(body)) throw bodyNotObject(body);
  const fields = { ...body };
  const problems: Problem[] = [];
  for (const c of children) {
    if (!(c.def.name in fields)) continue;
    problems.push(...rowProblems(c, fields[c.def.name]));
    delete fields[c.def.name];
  }
  problems.unshift(...recordProblems(def, mode, fields));
  throwProblems(problems);
  return body;
}

/** One 400 naming every problem, when there is any. */
export function throwProblems(problems: Problem[]) {
  if (!problems.length) return;
  throw badRequest(
    problems[0].text,
    problems.map((p) => p.text),
    problems.map((p) => ({ field: p.field, value: p.value })),
  );
}
