/*
 * The booking form kept in sessionStorage until booked (issue 33: never lose the form), with its
 * Idempotency-Key: a retry of the same trip after a network error sends the same key, so the server
 * answers the first order instead of booking twice. A key belongs to one exact trip: once the trip
 * changed after an attempt, a new key (the server refuses the old one for another trip, 422).
 */
import type { TripDraft } from './tripModel';

export const DRAFT_KEY = 'limo.portalDraft';

export interface StoredDraft {
  draft: TripDraft;
  idempotencyKey: string;
  /** The trip (its body's JSON) last sent with the key; none before the first attempt. */
  sentTrip?: string;
}

type KeyState = Pick<StoredDraft, 'idempotencyKey' | 'sentTrip'>;

/** The key to send `trip` (its body's JSON) with: the same for a first attempt or a retry of the same trip, else a new one. */
export function keyForTrip(state: KeyState, trip: string): Required<KeyState> {
  const changed = state.sentTrip !== undefined && state.sentTrip !== trip;
  return { idempotencyKey: changed ? newIdempotencyKey() : state.idempotencyKey, sentTrip: trip };
}

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function loadDraft(): StoredDraft | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    const parsed = raw ? (JSON.parse(raw) as StoredDraft) : null;
    if (!parsed?.draft || typeof parsed.idempotencyKey !== 'string') return null;
    return typeof parsed.sentTrip === 'string' ? parsed : { draft: parsed.draft, idempotencyKey: parsed.idempotencyKey };
  } catch {
    return null;
  }
}

export function saveDraft(stored: StoredDraft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(stored));
  } catch {
    // A full or refused storage: the form still works, it is only not kept.
  }
}

export const clearDraft = () => sessionStorage.removeItem(DRAFT_KEY);
