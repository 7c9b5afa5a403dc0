import { describe, expect, it } from 'vitest';
import { byTypedText } from '../pricing/PickField';
import { pricingBody } from '../pricing/usePricing';
import { calculatorOf, copyRow, newOrderForm, newVehicle, type OrderWire, priceable, problemsByField, repeatOrder, sumMoney } from './orderModel';
import { formFromWire, orderBody } from './orderWire';
import { rowTotal } from './useRowPrices';

const saved: OrderWire = {
  id: 9,
  version: 3,
  orderRefId: 'HK300210-0001',
  clientId: 7,
  orderStatus: 'A',
  contactName: 'Ms Lee',
  contactTel: null,
  orderEventId: null,
  remarks: null,
  cancelReasonId: null,
  orderVehicles: [
    {
      id: 41,
      serviceType: 'Arrival',
      pickupDate: '2030-02-10',
      pickupTime: '10:00:00',
      flightNo: 'CX101',
      flightEtaDate: '2030-02-09',
      flightEtaTime: '23:40:00',
      pickupLocationId: 11,
      dropoffLocationId: 12,
      stops: [13],
      vehicleTypeId: 3,
      paxCount: 2,
      luggageCount: null,
      hireMinutes: null,
      waitingMinutes: 50,
      voucherNo: 'V1',
      manualFareAmt: null,
      manualFareReason: null,
      startDate: '2030-02-09',
      startTime: '23:40:00',
      endDate: '2030-02-10',
      endTime: '01:10:00',
      noshowFlag: 0,
      orderVehicleStatus: 'A',
      fareAmt: '770.00',
      tariffFareAmt: '770.00',
      fareLines: [{ kind: 'BASE', code: 'L', description: 'Arrival', qty: 1, unitAmount: '650.00', amount: '650.00', rule: 'Table L' }],
      orderMiscs: [{ tariffOcId: 21, qty: 1, amount: null }],
      orderPaxes: [{ paxName: 'Chan', paxTel: null }],
      orderOCDiscounts: [{ tariffOcId: 21, discountPercent: 10 }],
    },
    { id: 42, serviceType: 'Hire', orderVehicleStatus: 'C', orderMiscs: [], orderPaxes: [] },
  ],
};

describe('order form model', () => {
  it('reads a saved order and sends it back as the updateOrder body, its cancelled vehicles left out', () => {
    const form = formFromWire(saved);
    expect(form.vehicles).toHaveLength(1);
    const body = orderBody(form);
    expect(body).toMatchObject({ clientId: 7, orderStatus: 'A', contactName: 'Ms Lee', contactTel: null, version: 3 });
    expect((body.orderVehicles as unknown[])[0]).toEqual({
      id: 41,
      serviceType: 'Arrival',
      pickupDate: '2030-02-10',
      pickupTime: '10:00',
      flightNo: 'CX101',
      flightEtaDate: '2030-02-09',
      flightEtaTime: '23:40',
      pickupLocationId: 11,
      dropoffLocationId: 12,
      stops: [13],
      vehicleTypeId: 3,
      paxCount: 2,
      luggageCount: null,
      hireMinutes: null,
      waitingMinutes: 50,
      voucherNo: 'V1',
      manualFareAmt: null,
      manualFareReason: null,
      remarks: null,
      startDate: '2030-02-09',
      startTime: '23:40',
      endDate: '2030-02-10',
      endTime: '01:10',
      noshowFlag: 0,
      orderMiscs: [{ tariffOcId: 21, qty: 1 }],
      orderPaxes: [{ paxName: 'Chan', paxTel: null }],
      orderOCDiscounts: [{ tariffOcId: 21, discountPercent: 10 }],
    });
  });

  it('a new order has no id, version or grid times, and a Hire sends no drop-off, ETA or waiting', () => {
    const form = { ...newOrderForm(), clientId: 7 };
    form.vehicles[0] = {
      ...form.vehicles[0],
      serviceType: 'Hire',
      dropoffLocationId: 12,
      flightEtaDate: '2030-01-01',
      waitingMinutes: '30',
      hireMinutes: '180',
    };
    const body = orderBody(form);
    expect(body).not.toHaveProperty('version');
    const v = (body.orderVehicles as Record<string, unknown>[])[0];
    expect(v).not.toHaveProperty('id');
    expect(v).not.toHaveProperty('startDate');
    expect(v).toMatchObject({ dropoffLocationId: null, flightEtaDate: null, waitingMinutes: null, hireMinutes: 180 });
  });

  it('prices a row with the body the price calculator sends, once it holds a whole trip', () => {
    const row = formFromWire(saved).vehicles[0];
    expect(pricingBody(calculatorOf(row, 7))).toMatchObject({
      clientId: 7,
      serviceDate: '2030-02-10',
      pickupTime: '10:00',
      stops: [13],
      ocs: [{ tariffOcId: 21, qty: 1 }],
      voucherNo: 'V1',
    });
    expect(priceable(row, 7)).toBe(true);
    expect(priceable(row, null)).toBe(false);
    expect(priceable({ ...row, pickupTime: '10:' }, 7)).toBe(false);
    expect(priceable({ ...row, serviceType: 'Hire', hireMinutes: '' }, 7)).toBe(false);
  });

  it('a copied row and a repeated order carry no ids, voucher or grid times; the repeat moves dates', () => {
    const form = formFromWire(saved);
    const copy = copyRow(form.vehicles[0]);
    expect(copy).toMatchObject({ id: null, voucherNo: '', startDate: null, fareAmt: null, pickupLocationId: 11 });
    expect(copy.key).not.toBe(form.vehicles[0].key);
    const again = repeatOrder(form, '2030-03-01');
    expect(again).toMatchObject({ id: null, version: null, orderRefId: null, clientId: 7, contactName: 'Ms Lee' });
    for (const v of again.vehicles)
      expect(v).toMatchObject({ id: null, voucherNo: '', pickupDate: '2030-03-01', flightEtaDate: '2030-02-28', startDate: null });
  });

  it('names the field of each problem of a 400', () => {
    expect(
      problemsByField([
        'orderVehicles[1].pickupLocationId is required',
        'orderVehicles[0]: No rate for vehicle type 3',
        'orderVehicles[0].orderPaxes[0].paxName is required',
        'clientId is required',
      ]),
    ).toEqual({
      'orderVehicles[1].pickupLocationId': 'is required',
      'orderVehicles[0]': 'No rate for vehicle type 3',
      'orderVehicles[0].orderPaxes[0].paxName': 'is required',
      clientId: 'is required',
    });
  });

  it("a manual fare replaces the engine's total; totals add up to the cent", () => {
    const row = { ...newVehicle(), manualFareAmt: '500' };
    const priced = { result: { total: '885.00' } as never, problems: [], pending: false };
    expect(rowTotal(row, priced)).toBe('500.00');
    expect(rowTotal({ ...row, manualFareAmt: '' }, priced)).toBe('885.00');
    expect(sumMoney(['0.10', '0.20', null, '100.05'])).toBe('100.35');
  });

  it('a saved row keeps its saved price while its trip is as read, and has no total while a changed trip is priced', () => {
    const row = formFromWire(saved).vehicles[0];
    expect(row.saved).toEqual({ body: JSON.stringify(pricingBody(calculatorOf(row, 7))), lines: saved.orderVehicles[0].fareLines, total: '770.00' });
    expect(JSON.stringify(pricingBody(calculatorOf({ ...row, pickupTime: '11:00' }, 7)))).not.toBe(row.saved?.body);
    expect(rowTotal(row, { result: null, problems: [], pending: true })).toBeNull();
    expect(rowTotal(row, { result: null, problems: ['No rate'], pending: false })).toBeNull();
    expect(rowTotal(row, undefined)).toBe('770.00');
  });

  it('a typed code picks that code first, then codes starting with it, then labels containing it', () => {
    const options = [
      { id: 1, label: 'PENH Penang House' },
      { id: 2, label: 'KLN The Peninsula' },
      { id: 3, label: 'PEN The Peninsula Hong Kong' },
      { id: 4, label: 'AP Airport' },
    ];
    expect(byTypedText(options, 'pen').map((o) => o.id)).toEqual([3, 1, 2]);
  });
});
