/**
 * The order being typed, kept in this browser per user (and per order: `new` for a new one) so a
 * reload or a crash loses nothing; the form offers it back and clears it on save or discard.
 */
import { formatDateTime, formatTime, operatorToday, toOperatorDate } from '@limo/domain';
import { useEffect, useRef, useState } from 'react';
import { newVehicle, type OrderForm } from './orderModel';
import { orderBody } from './orderWire';

export interface OrderDraft {
  /** When it was last written (epoch ms). */
  savedAt: number;
  form: OrderForm;
}

export const orderDraftKey = (userId: number, orderId: number | null) => `limo.orderDraft.${userId}.${orderId ?? 'new'}`;

export function readDraft(key: string): OrderDraft | null {
  try {
    const d = JSON.parse(localStorage.getItem(key) ?? 'null') as OrderDraft | null;
    return d && typeof d.savedAt === 'number' && Array.isArray(d.form?.vehicles) ? d : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, form: OrderForm, at = Date.now()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: at, form } satisfies OrderDraft));
  } catch {
    // Storage full or refused: the form works on without a draft.
  }
}

export function clearDraft(key: string): void {
  localStorage.removeItem(key);
}

/** The draft's time as the operator reads it: HH:mm today, else the date too. */
export function draftTime(savedAt: number, now = Date.now()): string {
  return toOperatorDate(savedAt) === operatorToday(now) ? formatTime(savedAt) : formatDateTime(savedAt);
}

/** New rows get fresh keys: the made-up keys of another page load may come again. */
const rekey = (form: OrderForm): OrderForm => ({ ...form, vehicles: form.vehicles.map((v) => (v.id === null ? { ...v, key: newVehicle().key } : v)) });

/**
 * Offers a stored draft that differs from `initial`, then keeps the draft while the form is dirty.
 * `key` is null until the user is known.
 */
export function useOrderDraft(key: string | null, initial: OrderForm, form: OrderForm, dirty: boolean, setForm: (f: OrderForm) => void) {
  const [offer, setOffer] = useState<OrderDraft | null>(null);
  const checked = useRef<string | null>(null);
  useEffect(() => {
    if (!key) return;
    if (checked.current !== key) {
      checked.current = key;
      const d = readDraft(key);
      if (d && JSON.stringify(orderBody(d.form)) !== JSON.stringify(orderBody(initial))) {
        setOffer(d);
        return;
      }
    }
    if (offer) return; // the user has not answered yet: the stored draft stays
    if (dirty) writeDraft(key, form);
    else clearDraft(key);
  }, [key, form, dirty, offer, initial]);

  return {
    offer,
    restore: () => {
      if (offer) setForm(rekey(offer.form));
      setOffer(null);
    },
    discard: () => {
      if (key) clearDraft(key);
      setOffer(null);
    },
    clear: () => {
      if (key) clearDraft(key);
    },
  };
}
