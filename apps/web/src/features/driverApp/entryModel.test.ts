import { describe, expect, it } from 'vitest';
import { mileageEntry, petrolEntry } from './entryModel';

const none = { startMileage: null, endMileage: null };

describe('mileageEntry', () => {
  it('takes whole km, either or both readings', () => {
    expect(mileageEntry('12345', '', none)).toEqual({ ok: true, value: { startMileage: 12345 } });
    expect(mileageEntry('', ' 12,400 ', none)).toEqual({ ok: true, value: { endMileage: 12400 } });
    expect(mileageEntry('100', '180', none)).toEqual({ ok: true, value: { startMileage: 100, endMileage: 180 } });
    expect(mileageEntry('0', '0', none)).toEqual({ ok: true, value: { startMileage: 0, endMileage: 0 } });
  });
  it('refuses nothing typed, decimals, signs and more than 7 digits', () => {
    expect(mileageEntry('', '  ', none)).toEqual({ ok: false, errors: { form: 'drv.mileage.none' } });
    expect(mileageEntry('12.5', '', none)).toEqual({ ok: false, errors: { startMileage: 'drv.mileage.notKm' } });
    expect(mileageEntry('', '-3', none)).toEqual({ ok: false, errors: { endMileage: 'drv.mileage.notKm' } });
    expect(mileageEntry('12345678', 'abc', none)).toEqual({ ok: false, errors: { startMileage: 'drv.mileage.notKm', endMileage: 'drv.mileage.notKm' } });
  });
  it('refuses an end below the start, typed now or known already', () => {
    expect(mileageEntry('200', '100', none)).toEqual({ ok: false, errors: { endMileage: 'drv.mileage.endBeforeStart' } });
    expect(mileageEntry('', '100', { startMileage: 200, endMileage: null })).toEqual({ ok: false, errors: { endMileage: 'drv.mileage.endBeforeStart' } });
    expect(mileageEntry('300', '', { startMileage: null, endMileage: 250 })).toEqual({ ok: false, errors: { endMileage: 'drv.mileage.endBeforeStart' } });
    expect(mileageEntry('', '200', { startMileage: 200, endMileage: null })).toEqual({ ok: true, value: { endMileage: 200 } });
  });
});

describe('petrolEntry', () => {
  it('keeps litres and amount as strings, the amount with two decimals', () => {
    expect(petrolEntry('12.5', '300', 'S-0042')).toEqual({ ok: true, value: { litres: '12.5', amount: '300.00', receiptNo: 'S-0042' } });
    expect(petrolEntry('012.50', '$1,234.5', '  ')).toEqual({ ok: true, value: { litres: '12.50', amount: '1234.50', receiptNo: null } });
    expect(petrolEntry('40', '0.01', '')).toEqual({ ok: true, value: { litres: '40', amount: '0.01', receiptNo: null } });
  });
  it('refuses zero, negative, over-precise or huge figures', () => {
    expect(petrolEntry('0', '0.00', '')).toEqual({ ok: false, errors: { litres: 'drv.petrol.badLitres', amount: 'drv.petrol.badAmount' } });
    expect(petrolEntry('12.555', '-5', '')).toEqual({ ok: false, errors: { litres: 'drv.petrol.badLitres', amount: 'drv.petrol.badAmount' } });
    expect(petrolEntry('1000', '12345678', '')).toEqual({ ok: false, errors: { litres: 'drv.petrol.badLitres', amount: 'drv.petrol.badAmount' } });
    expect(petrolEntry('', '', '')).toEqual({ ok: false, errors: { litres: 'drv.petrol.badLitres', amount: 'drv.petrol.badAmount' } });
    expect(petrolEntry('10', '10.001', '')).toEqual({ ok: false, errors: { amount: 'drv.petrol.badAmount' } });
  });
  it('refuses a receipt number over 50 characters', () => {
    expect(petrolEntry('10', '100', 'x'.repeat(51))).toEqual({ ok: false, errors: { receiptNo: 'drv.petrol.badReceipt' } });
  });
});
