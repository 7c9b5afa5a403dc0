/** Properties of every price: the total is the sum of its lines and never negative; a valid special rate always wins. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToMoney, moneyToCents } from '../wire.js';
import type { RateCardInput } from './card.js';
import { card, classRate, LOCATIONS, specialRate } from './pricing.fixtures.js';
import { priceOrderVehicle } from './price.js';
import { PricingError, type PricingResult } from './result.js';
import type { PricingRequest, RateCardRate, RateExtraRow } from './types.js';

const DAY = 86_400_000;
const dateOf = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * DAY).toISOString().slice(0, 10);
const date = fc.integer({ min: 0, max: 364 }).map(dateOf);
const amount = (min = 0) => fc.integer({ min, max: 200_000 }).map(centsToMoney);
const percent = fc.integer({ min: 0, max: 1_000_000 }).map((u) => `${Math.floor(u / 10_000)}.${String(u % 10_000).padStart(4, '0')}`);
const time = fc.integer({ min: 0, max: 1439 }).map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`);
const locationId = fc.constantFrom(...LOCATIONS.map((l) => l.id));
const zone = fc.constantFrom('AIRPORT', 'TST', 'CENTRAL', 'NT', 'BORDER');

const extra = (minAmount: number): fc.Arbitrary<RateExtraRow> =>
  fc.record({
    extraType: fc.constantFrom('TIME', 'HOLIDAY'),
    extraCode: fc.constantFrom('X1', 'X2'),
    fromTime: fc.option(time),
    toTime: fc.option(time),
    amount: fc.option(amount(minAmount)),
    percent: percent,
  });

/** The parts of a rate (its tables, hires and extras); `minAmount` below 0 lets surcharges be discounts. */
const parts = (minAmount = 0) =>
  fc.record({
    transferAmt: fc.option(amount()),
    stopAmt: fc.option(amount()),
    freeWaitMins: fc.option(fc.integer({ min: 0, max: 90 })),
    waitBlockMins: fc.option(fc.integer({ min: 1, max: 60 })),
    waitBlockAmt: fc.option(amount()),
    dtls: fc.array(
      fc.oneof(
        fc.record({ tableType: fc.constant('L'), fromLocationId: locationId, toLocationId: locationId, amount: amount() }),
        fc.record({ tableType: fc.constant('B'), fromZone: zone, toZone: zone, amount: amount() }),
      ),
      { maxLength: 6 },
    ),
    hires: fc.array(
      fc.record({
        minHours: fc.integer({ min: 0, max: 10 }),
        hourAmt: amount(),
        blockMins: fc.option(fc.integer({ min: 1, max: 120 })),
        blockAmt: fc.option(amount()),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    extras: fc.array(extra(minAmount), { maxLength: 3 }),
  });
const validity = fc.record({ effectiveDate: date, expiryDate: fc.option(date) });

const request: fc.Arbitrary<PricingRequest> = fc.record({
  clientId: fc.constant(1),
  vehicleTypeId: fc.constant(10),
  serviceType: fc.constantFrom('Arrival', 'Departure', 'Transfer', 'Hire'),
  serviceDate: date,
  pickupTime: time,
  pickupLocationId: locationId,
  dropoffLocationId: locationId,
  stops: fc.array(locationId, { maxLength: 3 }),
  hireMinutes: fc.integer({ min: 1, max: 1_000 }),
  waitingMinutes: fc.integer({ min: 0, max: 300 }),
  ocs: fc.array(fc.record({ tariffOcId: fc.constantFrom(51, 52, 53, 54), qty: fc.integer({ min: 1, max: 5 }), amount: amount() }), { maxLength: 3 }),
  voucherNo: fc.constantFrom(null, 'V-1'),
});

const cardOf = (minAmount = 0): fc.Arbitrary<Partial<RateCardInput>> =>
  fc.record({
    // The first class rate runs all year, so most requests have a rate.
    tariffRates: fc
      .array(fc.tuple(parts(minAmount), validity), { minLength: 1, maxLength: 2 })
      .map((rs) => rs.map(([p, v], i) => classRate({ ...p, ...(i === 0 ? { effectiveDate: '2025-01-01', expiryDate: null } : v), id: 12 + i }))),
    tariffSPRates: fc.array(fc.tuple(parts(minAmount), validity), { maxLength: 2 }).map((rs) => rs.map(([p, v], i) => specialRate({ ...p, ...v, id: 7 + i }))),
    clientDiscounts: fc.array(
      fc.record({
        effectiveDate: date,
        expiryDate: fc.option(date),
        vehicleTypeId: fc.option(fc.constant(10)),
        serviceType: fc.option(fc.constantFrom('Arrival', 'Hire')),
        discountPercent: percent,
      }),
      { maxLength: 3 },
    ),
    orderOCDiscounts: fc.array(fc.record({ tariffOcId: fc.constantFrom(51, 52), discountPercent: fc.option(percent), discountAmt: fc.option(amount()) }), {
      maxLength: 2,
    }),
    holidays: fc.array(
      date.map((holidayDate) => ({ holidayDate })),
      { maxLength: 20 },
    ),
    priceRoundingUnit: fc.constantFrom('0.01', '0.05', '0.10', '0.50', '1.00', '5.00'),
    voucher: fc.constant({ voucherNo: 'V-1', voucherStatus: 'A', clientId: 1, issueDate: null, expiryDate: null }),
  });

/** The price, or undefined when the rate card has no price for it (a PricingError; any other error fails). */
function tryPrice(req: PricingRequest, over: Partial<RateCardInput>): PricingResult | undefined {
  try {
    return priceOrderVehicle(req, card(over));
  } catch (e) {
    if (e instanceof PricingError) return undefined;
    throw e;
  }
}

const sum = (r: PricingResult) => r.lines.reduce((s, l) => s + moneyToCents(l.amount), 0);
const RUNS = { numRuns: 400 };

describe('pricing properties', () => {
  it('the total is the sum of the lines, and each line is a multiple of the rounding unit', () => {
    let priced = 0;
    fc.assert(
      fc.property(request, cardOf(), (req, over) => {
        const r = tryPrice(req, over);
        if (!r) return;
        priced++;
        expect(moneyToCents(r.total)).toBe(sum(r));
        const unit = moneyToCents(over.priceRoundingUnit!);
        for (const line of r.lines) expect(Math.abs(moneyToCents(line.amount)) % unit).toBe(0);
      }),
      RUNS,
    );
    expect(priced).toBeGreaterThan(RUNS.numRuns / 2);
  });

  it('the total is never negative, even with surcharges below zero', () => {
    let priced = 0;
    fc.assert(
      fc.property(request, cardOf(-50_000), (req, over) => {
        const r = tryPrice(req, over);
        if (!r) return;
        priced++;
        expect(moneyToCents(r.total)).toBe(Math.max(0, sum(r)));
        expect(r.total.startsWith('-')).toBe(false);
      }),
      RUNS,
    );
    expect(priced).toBeGreaterThan(RUNS.numRuns / 2);
  });

  it('a special rate valid on the date always wins over the class rates', () => {
    const validSpecial = fc.tuple(parts(), fc.integer({ min: 0, max: 60 }), fc.option(fc.integer({ min: 0, max: 60 })));
    fc.assert(
      fc.property(request, cardOf(), validSpecial, (req, over, [p, before, after]) => {
        const day = Math.round((Date.parse(`${req.serviceDate}T00:00:00Z`) - Date.UTC(2026, 0, 1)) / DAY);
        const special = specialRate({
          ...p,
          transferAmt: '100.00',
          id: 99,
          effectiveDate: dateOf(day - before),
          expiryDate: after === null ? null : dateOf(day + after),
        });
        const r = tryPrice(req, { ...over, tariffSPRates: [...over.tariffSPRates!, special] });
        if (!r) return;
        expect(r.rateSource).toBe('SPECIAL');
        expect(r.lines[0].rule).toContain('special rate');
      }),
      RUNS,
    );
  });

  it('a special rate that is not valid on the date never wins', () => {
    fc.assert(
      fc.property(request, cardOf(), parts(), fc.integer({ min: 1, max: 60 }), (req, over, p, gap) => {
        const day = Math.round((Date.parse(`${req.serviceDate}T00:00:00Z`) - Date.UTC(2026, 0, 1)) / DAY);
        const expired: RateCardRate = specialRate({ ...p, id: 99, effectiveDate: dateOf(day - 400), expiryDate: dateOf(day - gap) });
        const r = tryPrice(req, { ...over, tariffSPRates: [expired as ReturnType<typeof specialRate>] });
        if (!r) return;
        expect(r.rateSource).toBe('CLASS');
      }),
      RUNS,
    );
  });
});
