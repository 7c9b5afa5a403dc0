/*
 * What the driver types for a job's mileage and petrol, checked before it is queued (a write the
 * server would refuse is better caught while the driver still has the receipt in hand).
 * Amounts stay strings: money is never a float here.
 */
import { normalizeMoney } from '@limo/domain/rules/wire';

export const MAX_MILEAGE_KM = 9_999_999;

export type Entry<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

export interface MileageValue {
  startMileage?: number;
  endMileage?: number;
}

const KM = /^\d{1,7}$/;

/**
 * Start and end km as typed; blank leaves that reading out. Error keys are the i18n keys to show.
 * An end below the start (typed now or known already) is refused.
 */
export function mileageEntry(startText: string, endText: string, known: { startMileage: number | null; endMileage: number | null }): Entry<MileageValue> {
  const errors: Record<string, string> = {};
  const read = (text: string, field: 'startMileage' | 'endMileage') => {
    const s = text.trim().replace(/,/g, '');
    if (!s) return undefined;
    if (!KM.test(s)) {
      errors[field] = 'drv.mileage.notKm';
      return undefined;
    }
    return Number(s);
  };
  const startMileage = read(startText, 'startMileage');
  const endMileage = read(endText, 'endMileage');
  if (startMileage === undefined && endMileage === undefined && !Object.keys(errors).length) errors.form = 'drv.mileage.none';
  const start = startMileage ?? known.startMileage;
  const end = endMileage ?? known.endMileage;
  if (!errors.endMileage && start != null && end != null && end < start) errors.endMileage = 'drv.mileage.endBeforeStart';
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { ...(startMileage !== undefined && { startMileage }), ...(endMileage !== undefined && { endMileage }) } };
}

export interface PetrolValue {
  litres: string;
  amount: string;
  receiptNo: string | null;
}

const LITRES = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** Litres (up to 999.99), amount (dollars and cents) and an optional receipt number. */
export function petrolEntry(litresText: string, amountText: string, receiptText: string): Entry<PetrolValue> {
  const errors: Record<string, string> = {};
  const litres = litresText.trim();
  const l = LITRES.exec(litres);
  if (!l || /^0*(\.0*)?$/.test(litres)) errors.litres = 'drv.petrol.badLitres';
  const amount = normalizeMoney(amountText.trim().replace(/^\$/, '').replace(/,/g, ''));
  if (!amount || amount.startsWith('-') || amount === '0.00' || amount.split('.')[0].length > 7) errors.amount = 'drv.petrol.badAmount';
  const receiptNo = receiptText.trim();
  if (receiptNo.length > 50) errors.receiptNo = 'drv.petrol.badReceipt';
  if (Object.keys(errors).length) return { ok: false, errors };
  // 012.50 is sent as 12.50: the digits as typed, leading zeros aside.
  const litresOut = `${l![1].replace(/^0+(?=\d)/, '')}${l![2] ? `.${l![2]}` : ''}`;
  return { ok: true, value: { litres: litresOut, amount: amount!, receiptNo: receiptNo || null } };
}
