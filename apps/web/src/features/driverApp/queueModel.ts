/*
 * The driver's outgoing writes (issue 11): every mark, mileage, petrol and position is queued when
 * the driver acts, with its own clientEventId, and sent strictly in order. The server applies a
 * repeated clientEventId once, so an item whose answer never came back is simply sent again.
 */
import type { JobStatus } from '@limo/domain/rules/live/index';

interface Common {
  /** Made when the driver acts (crypto.randomUUID()); the server's key for "already done". */
  clientEventId: string;
  /** The login that made it: a shared phone sends each driver's writes under their own token. */
  driver: string;
}

export interface ProgressItem extends Common {
  kind: 'progress';
  orderVehicleId: number;
  /** For messages: the order reference the driver knows the job by. */
  orderRefId: string | null;
  jobStatus: JobStatus;
  at: string;
}

export interface MileageItem extends Common {
  kind: 'mileage';
  orderVehicleId: number;
  orderRefId: string | null;
  startMileage?: number;
  endMileage?: number;
}

export interface PetrolItem extends Common {
  kind: 'petrol';
  orderVehicleId: number;
  orderRefId: string | null;
  litres: string;
  amount: string;
  receiptNo: string | null;
}

export interface PositionItem extends Common {
  kind: 'position';
  latitude: number;
  longitude: number;
  /** km/h */
  speed: number;
  orderVehicleId?: number;
  at: string;
}

export type QueueItem = ProgressItem | MileageItem | PetrolItem | PositionItem;

/** The server takes at most this many positions in one call. */
export const POSITION_BATCH = 100;

/** What the page calls itself in the positions call. */
export const APP_VERSION = 'driver-web/1';

/** One call to make: the items it carries, where it goes and what it says. */
export interface Send {
  items: QueueItem[];
  path: string;
  body: Record<string, unknown>;
}

/** This driver's items, in the order they were made. */
export const pendingFor = (queue: readonly QueueItem[], driver: string | null): QueueItem[] => (driver ? queue.filter((i) => i.driver === driver) : []);

function bodyOf(item: Exclude<QueueItem, PositionItem>): Record<string, unknown> {
  const { clientEventId } = item;
  switch (item.kind) {
    case 'progress':
      return { jobStatus: item.jobStatus, at: item.at, clientEventId };
    case 'mileage':
      return {
        ...(item.startMileage !== undefined && { startMileage: item.startMileage }),
        ...(item.endMileage !== undefined && { endMileage: item.endMileage }),
        clientEventId,
      };
    case 'petrol':
      return { litres: item.litres, amount: item.amount, ...(item.receiptNo && { receiptNo: item.receiptNo }), clientEventId };
  }
}

const positionOf = (p: PositionItem) => ({
  latitude: p.latitude,
  longitude: p.longitude,
  speed: p.speed,
  ...(p.orderVehicleId !== undefined && { orderVehicleId: p.orderVehicleId }),
  at: p.at,
  clientEventId: p.clientEventId,
});

/**
 * The next call for `driver`: the oldest item alone, or when it is a position, it and the
 * positions right behind it (up to a batch), so nothing overtakes an older write.
 */
export function nextSend(queue: readonly QueueItem[], driver: string | null): Send | null {
  const mine = pendingFor(queue, driver);
  const head = mine[0];
  if (!head) return null;
  if (head.kind === 'position') {
    const run: PositionItem[] = [];
    for (const item of mine) {
      if (item.kind !== 'position' || run.length === POSITION_BATCH) break;
      run.push(item);
    }
    return { items: run, path: '/driver/api/positions', body: { positions: run.map(positionOf), appVersion: APP_VERSION } };
  }
  return { items: [head], path: `/driver/api/jobs/${head.orderVehicleId}/${head.kind}`, body: bodyOf(head) };
}

/**
 * What an answer means for the items of a call: 2xx done; 401 the driver must sign in again (the
 * items wait); any other 4xx will never succeed, so they are dropped and the driver told; a 5xx
 * or no answer at all (network) leaves them at the head for a later try.
 */
export type Outcome = 'sent' | 'dropped' | 'signedOut' | 'retry';

export function outcomeOf(status: number | 'network'): Outcome {
  if (status === 'network') return 'retry';
  if (status >= 200 && status < 300) return 'sent';
  if (status === 401) return 'signedOut';
  if (status >= 400 && status < 500) return 'dropped';
  return 'retry';
}
