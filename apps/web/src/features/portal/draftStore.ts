/*
 * The booking form kept in sessionStorage until booked (issue 33: never lose the form), with the
 * Idempotency-Key made once per form: a retry after a network error sends the same key, so the
 * server answers the first order instead of booking twice.
 */
import type { TripDraft } from './tripModel';

export const DRAFT_KEY = 'limo.portalDraft';

export interface StoredDraft {
  draft: TripDraft;
  idempotencyKey: string;
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
    return parsed?.draft && typeof parsed.idempotencyKey === 'string' ? parsed : null;
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
