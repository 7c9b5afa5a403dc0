// bench/results/day.json and the section "A full day's load" of bench/README.md.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DeliveryResult, FamilyResult, Percentiles } from './day-load.js';
import type { Machine, Watched } from './day-monitor.js';

export const GOALS = { apiP95Ms: 100, socketP95Ms: 250 } as const;

export interface DayBench {
  seconds: number;
  warmUpSeconds: number;
  people: { dispatchers: number; clerks: number; drivers: number; sockets: number };
  day: { date: string; vehicles: number; seedSeconds: number };
  pace: Record<string, unknown>;
  signIn: { staff: Percentiles; drivers: Percentiles; seconds: number };
  families: Record<string, FamilyResult>;
  overall: Percentiles;
  errors: number;
  firstError?: string;
  delivery: { schedule: DeliveryResult; gps: DeliveryResult };
  socketDisconnects: number;
  /** `dashboard` events at one socket in the measured window, and their JSON's size (bytes). */
  dashboard: { events: number; bytes: number };
  watched: Watched;
  machine: Machine;
}

const f = (n: number) => n.toFixed(1);
const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');

/** Whether each goal holds: no errors (calls, events owed, sockets), every family's p95 and the deliveries' p95. */
export function goals(b: DayBench) {
  const missing = b.delivery.schedule.missing + b.delivery.gps.missing;
  return {
    noErrors: b.errors === 0 && missing === 0 && b.socketDisconnects === 0,
    apiP95: Object.values(b.families).every((x) => x.count === 0 || x.p95 < GOALS.apiP95Ms) && b.overall.p95 < GOALS.apiP95Ms,
    socketP95: b.delivery.schedule.p95 < GOALS.socketP95Ms && b.delivery.gps.p95 < GOALS.socketP95Ms,
  };
}

export function reportDay(root: string, b: DayBench) {
  const when = new Date().toISOString();
  const g = goals(b);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/day.json'), `${JSON.stringify({ when, goals: g, ...b }, null, 2)}\n`);
  const m = b.machine;
  const w = b.watched;
  const pct = (cores: number) => `${(cores * 100).toFixed(0)} %`;
  const minutes = b.seconds >= 120 ? `${(b.seconds / 60).toFixed(0)} minutes` : `${b.seconds} s`;
  const families = Object.entries(b.families).map(
    ([name, x]) =>
      `| \`${name}\` | ${x.count} | ${f(x.p50)} | ${f(x.p95)} | ${f(x.p99)} | ${f(x.max)} | ${x.errors} | ${x.count ? verdict(x.p95 < GOALS.apiP95Ms) : '-'} |`,
  );
  const delivery = (what: string, d: DeliveryResult) =>
    `| ${what} | ${d.changes} | ${d.count} | ${d.missing} | ${f(d.p50)} | ${f(d.p95)} | ${f(d.p99)} | ${f(d.max)} | ${verdict(d.p95 < GOALS.socketP95Ms)} |`;
  const section = [
    '<!-- day:start -->',
    `Last run ${when.slice(0, 16).replace('T', ' ')} UTC: ${minutes} measured after a ${b.warmUpSeconds} s warm-up, on a day of ${b.day.vehicles} order vehicles (${b.day.date}, seeded in ${b.day.seedSeconds.toFixed(0)} s with the demo operator); ${b.people.dispatchers} dispatchers (${b.people.sockets} sockets), ${b.people.clerks} clerks, ${b.people.drivers} drivers, all signed in first (${b.signIn.seconds.toFixed(0)} s).`,
    `Machine: ${m.cores} cores (${m.model}), ${m.memoryGiB} GiB, Node ${m.node}, ${m.postgres}; load average (1, 5, 15 min) ${m.loadBefore.map((x) => x.toFixed(2)).join(' ')} before and ${(m.loadAfter ?? []).map((x) => x.toFixed(2)).join(' ')} after. The server, PostgreSQL and this bench share the two cores.`,
    '',
    '| goal (2 cores) | measured | |',
    '|---|---|---|',
    `| no errors | ${b.errors} failed calls${b.firstError ? ` (first: ${b.firstError.replace(/\|/g, '/').slice(0, 200)})` : ''}, ${b.delivery.schedule.missing + b.delivery.gps.missing} events owed that never came, ${b.socketDisconnects} sockets dropped | ${verdict(g.noErrors)} |`,
    `| API p95 under ${GOALS.apiP95Ms} ms, every call family | all calls together ${f(b.overall.p95)} ms (p99 ${f(b.overall.p99)}), the slowest family's p95 ${f(Math.max(...Object.values(b.families).map((x) => x.p95)))} ms | ${verdict(g.apiP95)} |`,
    `| socket delivery p95 under ${GOALS.socketP95Ms} ms, change → event at each socket | \`schedule\` ${f(b.delivery.schedule.p95)} ms, \`gps\` ${f(b.delivery.gps.p95)} ms | ${verdict(g.socketP95)} |`,
    '',
    '| call family | calls | p50 ms | p95 ms | p99 ms | max ms | errors | p95 < 100 ms |',
    '|---|---|---|---|---|---|---|---|',
    ...families,
    `| all calls | ${b.overall.count} | ${f(b.overall.p50)} | ${f(b.overall.p95)} | ${f(b.overall.p99)} | ${f(b.overall.max)} | ${b.errors} | ${verdict(b.overall.p95 < GOALS.apiP95Ms)} |`,
    '',
    '| change → event at each of the sockets | changes | deliveries | missing | p50 ms | p95 ms | p99 ms | max ms | p95 < 250 ms |',
    '|---|---|---|---|---|---|---|---|---|',
    delivery("`schedule`: a dispatcher's updateOrderVehicle, a clerk's createOrder / updateOrder, a driver's mark", b.delivery.schedule),
    delivery("`gps`: a driver's position", b.delivery.gps),
    '',
    '| resource, over the measured window | |',
    '|---|---|',
    `| CPU: server process / PostgreSQL's client backends / this bench (one core = 100 %) | ${pct(w.cpu.server)} / ${pct(w.cpu.postgres)} / ${pct(w.cpu.bench)} |`,
    `| server process memory (RSS): start / max / end | ${w.serverRssMiB.start} / ${w.serverRssMiB.max} / ${w.serverRssMiB.end} MiB |`,
    `| PostgreSQL connections (pg_stat_activity, every 5 s): most / mean / most active at once / most idle in transaction | ${w.connections.maxTotal} / ${w.connections.meanTotal} / ${w.connections.maxActive} / ${w.connections.maxIdleInTransaction} |`,
    `| sign-in before the run (Argon2, 4 at a time): staff p95 / drivers p95 | ${f(b.signIn.staff.p95)} / ${f(b.signIn.drivers.p95)} ms |`,
    `| \`GET /limo/health\` every 250 ms (no database: the wait for the server's event loop): p50 / p95 / max | ${f(w.health.p50)} / ${f(w.health.p95)} / ${f(w.health.max)} ms |`,
    `| \`dashboard\` events at one socket: count / KB each (JSON) | ${b.dashboard.events} / ${b.dashboard.events ? (b.dashboard.bytes / b.dashboard.events / 1000).toFixed(0) : 0} |`,
    `| this bench's event loop delay p99 (what the bench itself may add to a latency) | ${f(w.benchLoopP99)} ms |`,
    '<!-- day:end -->',
  ].join('\n');
  writeReadmeSection(root, section);
  console.log(section);
}

/** Replaces the marked section of bench/README.md, or adds it at the end under its heading. */
function writeReadmeSection(root: string, section: string) {
  const path = join(root, 'bench/README.md');
  const readme = readFileSync(path, 'utf8');
  const marked = /<!-- day:start -->[\s\S]*<!-- day:end -->/;
  writeFileSync(path, marked.test(readme) ? readme.replace(marked, () => section) : `${readme.trimEnd()}\n\n## A full day's load\n\n${section}\n`);
}
