import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join, sep } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ZoneTravelTime } from '@limo/domain';
import { serverRoot } from '../../server-root.js';
import type { PlanOutcome, PlanProblem } from './plan-problem.js';

/*
 * Runs planDay in a worker thread (plan-worker.ts), so a solve of several seconds never holds the
 * server's other calls. The problem crosses as data: the travel rule as its rows and default.
 */

export type PlanInput = Omit<PlanProblem, 'travel'> & { travelRows: readonly ZoneTravelTime[]; defaultTravelMinutes: number };

/** Beyond its time limit, a solve this much longer is stuck: the worker is ended and the call fails. */
const GRACE_MS = 30_000;

/**
 * The compiled worker beside the bundle (dist); else (tests, `npm run dev`) the TypeScript source, loaded through
 * tsx's loader registered in the thread first (a worker does not inherit the parent's loader).
 */
function startWorker(input: PlanInput): Worker {
  const here = fileURLToPath(import.meta.url);
  const dist = join(serverRoot(dirname(here)), 'dist');
  const compiled = join(dist, 'modules', 'planning', 'plan-worker.js');
  if (here.startsWith(dist + sep) && existsSync(compiled)) return new Worker(compiled, { workerData: input });
  const source = pathToFileURL(join(dirname(here), 'plan-worker.ts')).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true, workerData: input });
}

export function planInThread(input: PlanInput): Promise<PlanOutcome> {
  const worker = startWorker(input);
  return new Promise<PlanOutcome>((resolve, reject) => {
    const timer = setTimeout(
      () => {
        void worker.terminate();
        reject(new Error(`the day planner did not answer within ${input.timeLimitSeconds} s and ${GRACE_MS / 1000} s more`));
      },
      input.timeLimitSeconds * 1000 + GRACE_MS,
    );
    worker.once('message', (msg: { outcome?: PlanOutcome; error?: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (msg.outcome) resolve(msg.outcome);
      else reject(new Error(`day planner: ${msg.error}`));
    });
    worker.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`the day planner's thread ended with code ${code}`));
    });
  });
}
