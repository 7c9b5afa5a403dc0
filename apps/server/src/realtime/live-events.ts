import type { Events } from '../engine/events.js';
import type { LiveFeed } from './live-feed.js';
import type { ScheduleFeed } from './schedule-feed.js';

/**
 * The sockets hear of the modules' changes once they committed, before the call that made them
 * answers (issue 29): the schedule rows of the order vehicles changed, the live records of drivers moved.
 */
export function sendChangesLive(events: Events, feed: ScheduleFeed, live: LiveFeed) {
  events.afterCommit('orderChanged', (e, log) => feed.orderChanged(e.branchId, e.orderId, log));
  events.afterCommit('orderVehiclesChanged', (e, log) => feed.vehiclesChanged(e.branchId, e.orderVehicleIds, log));
  events.afterCommit('scheduleChanged', (e) => feed.send(e.branchId, e.rows));
  events.afterCommit('driverJobChanged', async (e, log) => {
    await feed.vehiclesChanged(e.branchId, [e.orderVehicleId], log);
    await live.driversChanged(e.branchId, [e.driverId]);
  });
  events.afterCommit('driverMoved', (e) => live.driversChanged(e.branchId, [e.driverId]));
}
