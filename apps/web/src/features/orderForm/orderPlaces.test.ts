import { describe, expect, it } from 'vitest';
import { pricingBody } from '../pricing/usePricing';
import { calculatorOf, copyRow, newVehicle, type OrderWire, priceable } from './orderModel';
import { formFromWire, orderBody } from './orderWire';

// Issue 30 part 3: free addresses with their zones go through the form unchanged, in the save and price bodies.

const freeOrder: OrderWire = {
  id: 9,
  version: 1,
  orderRefId: 'HK300211-0001',
  clientId: 7,
  orderStatus: 'A',
  orderVehicles: [
    {
      id: 41,
      serviceType: 'Transfer',
      pickupDate: '2030-02-11',
      pickupTime: '10:00:00',
      pickupLocationId: null,
      pickupAddress: '1 Sky Plaza Road',
      pickupZone: 'AIRPORT',
      dropoffLocationId: 12,
      dropoffAddress: null,
      dropoffZone: null,
      stops: [{ locationId: null, address: '8 Finance Street', zone: 'CENTRAL' }, 13],
      vehicleTypeId: 3,
      paxCount: 1,
      orderVehicleStatus: 'A',
      orderMiscs: [],
      orderPaxes: [],
    },
  ],
};

describe('free addresses in the order form', () => {
  it('reads them from getOrder and sends them back in the updateOrder body', () => {
    const form = formFromWire(freeOrder);
    expect(form.vehicles[0]).toMatchObject({ pickupLocationId: null, pickupAddress: '1 Sky Plaza Road', pickupZone: 'AIRPORT', dropoffLocationId: 12 });
    const v = (orderBody(form).orderVehicles as Record<string, unknown>[])[0];
    expect(v).toMatchObject({
      pickupLocationId: null,
      pickupAddress: '1 Sky Plaza Road',
      pickupZone: 'AIRPORT',
      dropoffLocationId: 12,
      stops: [{ address: '8 Finance Street', zone: 'CENTRAL' }, 13],
    });
    expect(v).not.toHaveProperty('dropoffAddress');
  });

  it('prices a row with an address and its zone, not before the zone is chosen; a copy keeps its own stops', () => {
    const row = { ...newVehicle(), serviceType: 'Transfer' as const, pickupTime: '10:00', vehicleTypeId: 3, dropoffLocationId: 12, pickupAddress: 'Gate 5' };
    expect(priceable(row, 7)).toBe(false);
    const zoned = { ...row, pickupZone: 'TST', stops: [{ address: 'IFC', zone: 'CENTRAL' }] };
    expect(priceable(zoned, 7)).toBe(true);
    expect(pricingBody(calculatorOf(zoned, 7))).toMatchObject({
      pickupLocationId: null,
      pickupAddress: 'Gate 5',
      pickupZone: 'TST',
      stops: [{ address: 'IFC', zone: 'CENTRAL' }],
    });
    const copy = copyRow(zoned);
    expect(copy.stops).toEqual(zoned.stops);
    expect(copy.stops[0]).not.toBe(zoned.stops[0]);
  });

  it('sends no address once a location is chosen', () => {
    const row = { ...newVehicle(), pickupLocationId: 11, pickupAddress: 'left over', pickupZone: 'TST' };
    expect(pricingBody(calculatorOf(row, 7))).not.toHaveProperty('pickupAddress');
  });
});
