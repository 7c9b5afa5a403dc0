/*
 * A small strict reader of Prometheus's text format (0.0.4), enough to test /limo/metrics: every line
 * must be a comment (HELP, TYPE), blank, or a sample `name{label="value",...} number`.
 */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  samples: Sample[];
  /** Family name to its TYPE (counter, gauge, histogram...). */
  types: Map<string, string>;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (-?[0-9.e+-]+|NaN|\\+Inf|-Inf)$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(,|$)/y;
const COMMENT = new RegExp(`^# (HELP|TYPE) (${NAME}) (.*)$`);

export function parsePrometheus(text: string): Exposition {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const [i, line] of text.split('\n').entries()) {
    if (line === '') continue;
    const comment = COMMENT.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') types.set(comment[2], comment[3]);
      continue;
    }
    const m = SAMPLE.exec(line);
    if (!m) throw new Error(`line ${i + 1} is not Prometheus text: ${line}`);
    samples.push({ name: m[1], labels: parseLabels(m[2] ?? '', line), value: Number(m[3].replace('+Inf', 'Infinity')) });
  }
  return { samples, types };
}

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const m = LABEL.exec(text);
    if (!m) throw new Error(`bad labels in: ${line}`);
    labels[m[1]] = m[2].replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1');
  }
  return labels;
}

/** The samples of a name whose labels include `labels`. */
export const samplesOf = (e: Exposition, name: string, labels: Record<string, string> = {}) =>
  e.samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

/** The one value of a name and labels; undefined when there is none. */
export function valueOf(e: Exposition, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samplesOf(e, name, labels);
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

/** The family a sample belongs to: a histogram's _bucket, _sum and _count belong to it. */
export const familyOf = (e: Exposition, name: string) => (e.types.has(name) ? name : name.replace(/_(bucket|sum|count)$/, ''));
