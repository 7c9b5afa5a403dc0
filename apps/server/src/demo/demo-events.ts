import { Events } from '../engine/events.js';
import { tellPartnerOfChanges } from '../integrations/chinalink/partner-events.js';

/** The demo's changes go through the services with the partner's outbox listening, as the app's do; no socket hears them. */
export function demoEvents(): Events {
  const events = new Events();
  tellPartnerOfChanges(events);
  return events;
}
