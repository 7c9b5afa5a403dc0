import { describe, expect, it } from 'vitest';
import { describeIssues } from '../../schema.js';
import { AIRPORT, card, IFC, PENINSULA, request, rows } from './pricing.fixtures.js';
import { priceOrderVehicle } from './price.js';
import { pricingRequestSchema } from './request.js';

// Issue 30 part 3: a free address is priced through its zone exactly as a location with that contractLabel.

const body = {
  clientId: 1,
  vehicleTypeId: 10,
  serviceType: 'Arrival',
  serviceDate: '2026-02-10',
  pickupTime: '10:00',
  dropoffLocationId: IFC,
};
const price = (b: Record<string, unknown>) => priceOrderVehicle(pricingRequestSchema.parse(b), card());
const amounts = (b: Record<string, unknown>) => rows(price(b)).map(([kind, , qty, unit, amount]) => [kind, qty, unit, amount]);
const problems = (b: unknown) => {
  const r = pricingRequestSchema.safeParse(b);
  return r.success ? [] : describeIssues(undefined, r.error.issues, b).map((p) => p.message);
};

describe('a free address in getOrderTariff', () => {
  it('prices a free pick-up by table B of its zone, as the airport location of that zone', () => {
    const free = price({ ...body, pickupAddress: '1 Cheong Hong Rd, Chek Lap Kok', pickupZone: 'airport' });
    const located = price({ ...body, pickupLocationId: AIRPORT });
    expect(free.total).toBe('700.00');
    expect(free.total).toBe(located.total);
    expect(free.lines[0]).toMatchObject({ kind: 'BASE', code: 'B', description: 'Arrival 1 Cheong Hong Rd, Chek Lap Kok → IFC Tower' });
  });

  it('prices free drop-offs and stops the same way; table L never matches an address', () => {
    const stops = [{ address: '8 Finance St', zone: 'CENTRAL' }, PENINSULA];
    const free = amounts({ ...body, pickupLocationId: AIRPORT, dropoffLocationId: null, dropoffAddress: 'Salisbury Rd', dropoffZone: 'TST', stops });
    // AIRPORT → TST has no B row: the transfer amount (the location PEN would take L AP → PEN at 650).
    expect(free).toEqual([
      ['BASE', 1, '900.00', '900.00'],
      ['STOP', 1, '100.00', '100.00'],
      ['STOP', 1, '100.00', '100.00'],
    ]);
    expect(price({ ...body, pickupLocationId: AIRPORT, stops }).lines[1]).toMatchObject({ code: 'CENTRAL', description: 'Stop at 8 Finance St' });
  });

  it('turns free places into negative ids carried as location rows (the engine reads nothing else)', () => {
    const parsed = pricingRequestSchema.parse({ ...body, pickupAddress: ' Tung Chung ', pickupZone: 'AIRPORT', stops: [{ address: 'IFC', zone: 'Central' }] });
    expect(parsed).toMatchObject({
      pickupLocationId: -1,
      stops: [-3],
      freePlaces: [
        { id: -1, locationDescEng: 'Tung Chung', contractLabel: 'AIRPORT' },
        { id: -3, locationDescEng: 'IFC', contractLabel: 'Central' },
      ],
    });
    expect(pricingRequestSchema.parse({ ...body, pickupLocationId: AIRPORT })).not.toHaveProperty('freePlaces');
    // A negative id without its row is no place at all.
    expect(() => priceOrderVehicle(request({ pickupLocationId: -1 }), card())).toThrow('Location -1 (pick-up) does not exist');
  });

  it('refuses a place with neither or both, an address without its zone, a zone without an address', () => {
    expect(problems({ ...body })).toEqual(['pickupLocationId is required']);
    expect(problems({ ...body, pickupLocationId: AIRPORT, pickupAddress: 'x', pickupZone: 'AIRPORT' })).toEqual([
      'pickupAddress is given with pickupLocationId: give one of them',
    ]);
    expect(problems({ ...body, pickupAddress: 'x' })).toEqual(['pickupZone is required with pickupAddress']);
    expect(problems({ ...body, pickupLocationId: AIRPORT, dropoffLocationId: null, dropoffZone: 'TST' })).toEqual([
      'dropoffZone is given without dropoffAddress',
      'dropoffLocationId is required for an Arrival, Departure or Transfer',
    ]);
    expect(problems({ ...body, pickupLocationId: AIRPORT, stops: [{ zone: 'TST' }, { address: 'a'.repeat(201), zone: 'TST' }] })).toEqual([
      'stops.1.address must be at most 200 characters',
      'stops.0.locationId is required',
      'stops.0.zone is given without address',
    ]);
  });
});
