import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_KEY, keyForTrip, loadDraft, saveDraft } from './draftStore';
import { emptyDraft } from './tripModel';

// A key belongs to one exact trip (issue 33 review): the server answers 422 IDEMPOTENCY_KEY_REUSED to a key sent with another trip.

const TRIP = JSON.stringify({ pickupDate: '2030-02-10', pickupTime: '09:15' });
const OTHER = JSON.stringify({ pickupDate: '2030-02-10', pickupTime: '09:30' });

describe('keyForTrip', () => {
  it('keeps the key for a first attempt and for a retry of the same trip', () => {
    const first = keyForTrip({ idempotencyKey: 'key-0001' }, TRIP);
    expect(first).toEqual({ idempotencyKey: 'key-0001', sentTrip: TRIP });
    expect(keyForTrip(first, TRIP)).toEqual({ idempotencyKey: 'key-0001', sentTrip: TRIP });
  });

  it('makes a new key, each time different, once the trip changed after an attempt', () => {
    const changed = keyForTrip({ idempotencyKey: 'key-0001', sentTrip: TRIP }, OTHER);
    expect(changed.sentTrip).toBe(OTHER);
    expect(changed.idempotencyKey).toMatch(/^[\w-]{16,}$/);
    expect(changed.idempotencyKey).not.toBe('key-0001');
    const back = keyForTrip(changed, TRIP);
    expect(back.idempotencyKey).not.toBe(changed.idempotencyKey);
    expect(back.idempotencyKey).not.toBe('key-0001');
  });
});

describe('the stored draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the trip last sent with the key through a reload, and reads a draft stored before it', () => {
    const draft = emptyDraft('2030-02-10');
    saveDraft({ draft, idempotencyKey: 'key-0001', sentTrip: TRIP });
    expect(loadDraft()).toEqual({ draft, idempotencyKey: 'key-0001', sentTrip: TRIP });
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ draft, idempotencyKey: 'key-0002', sentTrip: 7 }));
    expect(loadDraft()).toEqual({ draft, idempotencyKey: 'key-0002' });
  });
});
