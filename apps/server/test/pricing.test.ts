import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client, expectError, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { makePricingCard, type PricingCard, setParameter } from './pricing-card.js';

// POST /limo/api/getOrderTariff and /getOcAmt on a rate card made through the collection calls
// (pricing-card.ts); the numbers follow docs/pricing.md's worked examples.

let app: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let card: PricingCard;

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
});
afterAll(() => app.close());

type Line = { kind: string; code: string; description: string; qty: number; unitAmount: string; amount: string; rule: string };
const price = (body: Record<string, unknown>, token = admin, headers: Record<string, string> = {}) =>
  api.post(token, '/limo/api/getOrderTariff', body, headers);
const ocAmt = (body: Record<string, unknown>, token = admin) => api.post(token, '/limo/api/getOcAmt', body);
const trip = (over: Record<string, unknown> = {}) => ({
  clientId: card.c1,
  vehicleTypeId: card.vt,
  serviceType: 'Arrival',
  serviceDate: '2030-02-10',
  pickupTime: '10:00',
  pickupLocationId: card.loc.AP,
  dropoffLocationId: card.loc.PEN,
  ...over,
});

/** The answer, after checking it is a 200, and its lines as [kind, code, qty, unit, amount]. */
async function priced(body: Record<string, unknown>, token = admin) {
  const res = await price(body, token);
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json() as { tariffId: number; tariffCode: string; rateSource: string; rateId: number; lines: Line[]; total: string };
  return { ...answer, rows: answer.lines.map((l) => [l.kind, l.code, l.qty, l.unitAmount, l.amount]) };
}

describe('getOrderTariff prices each service line by line', () => {
  it('an Arrival: table L, a stop, waiting beyond the free time, the client discount and a charge', async () => {
    const p = await priced(trip({ stops: [card.loc.IFC], waitingMinutes: 50, ocs: [{ tariffOcId: card.oc.MG, qty: 1 }] }));
    expect(p).toMatchObject({ tariffId: card.tariff.id, tariffCode: card.tariff.code, rateSource: 'CLASS', rateId: card.classRate, total: '885.00' });
    expect(p.rows).toEqual([
      ['BASE', 'L', 1, '650.00', '650.00'],
      ['STOP', expect.any(String), 1, '100.00', '100.00'],
      ['WAITING', 'WAIT', 2, '50.00', '100.00'],
      ['DISCOUNT', 'CLIENT', 1, '-85.00', '-85.00'],
      ['OC', expect.any(String), 1, '120.00', '120.00'],
    ]);
    expect(p.lines[0]).toMatchObject({
      description: 'Arrival Test Airport → Test Peninsula',
      rule: `Table L Test Airport → Test Peninsula, class rate ${card.classRate} of tariff ${card.tariff.code}`,
    });
    expect(p.lines[1].description).toBe('Stop at Test IFC');
    expect(p.lines.every((l) => l.rule.length > 0)).toBe(true);
  });

  it('a Departure: table B the other way round and the midnight band', async () => {
    const p = await priced(trip({ serviceType: 'Departure', pickupTime: '23:30:00', pickupLocationId: card.loc.IFC, dropoffLocationId: card.loc.AP }));
    expect(p.rows).toEqual([
      ['BASE', 'B', 1, '700.00', '700.00'],
      ['TIME', 'MIDNIGHT', 1, '150.00', '150.00'],
      ['DISCOUNT', 'CLIENT', 1, '-85.00', '-85.00'],
    ]);
    expect(p.lines[0].rule).toContain('Table B CENTRAL → AIRPORT (either direction)');
    expect(p.total).toBe('765.00');
  });

  it('a Transfer with no route row: the transfer amount', async () => {
    const p = await priced(trip({ serviceType: 'Transfer', pickupLocationId: card.loc.PEN, dropoffLocationId: card.loc.FAR }));
    expect(p.rows).toEqual([
      ['BASE', 'TRANSFER', 1, '900.00', '900.00'],
      ['DISCOUNT', 'CLIENT', 1, '-90.00', '-90.00'],
    ]);
    expect(p.total).toBe('810.00');
  });

  it('a Hire on a holiday: the package, the started blocks beyond it, the holiday percent of the base', async () => {
    const p = await priced(trip({ serviceType: 'Hire', serviceDate: '2030-02-05', pickupTime: '14:00', dropoffLocationId: null, hireMinutes: 310 }));
    expect(p.rows).toEqual([
      ['BASE', 'HIRE', 4, '300.00', '1200.00'],
      ['HIRE_BLOCK', expect.any(String), 3, '160.00', '480.00'],
      ['HOLIDAY', 'HOL', 1, '240.00', '240.00'],
      ['DISCOUNT', 'CLIENT', 1, '-192.00', '-192.00'],
    ]);
    expect(p.total).toBe('1728.00');
  });

  it('a voucher of the client pays the base; the discount then covers the extras only; nothing is redeemed', async () => {
    const p = await priced(trip({ pickupTime: '23:15', voucherNo: card.voucherNo.toLowerCase() }));
    expect(p.rows).toEqual([
      ['BASE', 'L', 1, '650.00', '650.00'],
      ['TIME', 'MIDNIGHT', 1, '150.00', '150.00'],
      ['VOUCHER', card.voucherNo, 1, '-650.00', '-650.00'],
      ['DISCOUNT', 'CLIENT', 1, '-15.00', '-15.00'],
    ]);
    expect(p.total).toBe('135.00');
    const [voucher] = (await app.database.db.select().from(t.vouchers)).filter((v) => v.voucherNo === card.voucherNo);
    expect(voucher).toMatchObject({ voucherStatus: 'A', serviceDate: null });
  });

  it('an at-cost charge takes the amount given; the rate valid on the date prices (not the expired one)', async () => {
    const q = await priced(trip({ ocs: [{ tariffOcId: card.oc.PARK, qty: 2, amount: '45.50' }] }));
    expect(q.rows).toEqual([
      ['BASE', 'L', 1, '650.00', '650.00'],
      ['DISCOUNT', 'CLIENT', 1, '-65.00', '-65.00'],
      ['OC', expect.any(String), 2, '45.50', '91.00'],
    ]);
    expect(q.lines[2].rule).toContain('amount given on the order');
  });
});

describe('getOrderTariff chooses tariff and rate', () => {
  it("the client's special rate wins over the class rate while it is valid, as a whole", async () => {
    const special = await priced(trip({ clientId: card.c2, serviceDate: '2030-03-10', waitingMinutes: 70, ocs: [{ tariffOcId: card.oc.CHILD, qty: 1 }] }));
    expect(special).toMatchObject({ rateSource: 'SPECIAL', rateId: card.specialRate, total: '670.00' });
    expect(special.rows).toEqual([
      ['BASE', 'L', 1, '520.00', '520.00'],
      ['WAITING', 'WAIT', 1, '60.00', '60.00'],
      ['OC', expect.any(String), 1, '90.00', '90.00'],
    ]);
    expect(special.lines[2].rule).toContain(`special rate ${card.specialRate}`);
    const before = await priced(trip({ clientId: card.c2, serviceDate: '2030-02-28', ocs: [{ tariffOcId: card.oc.CHILD, qty: 1 }] }));
    expect(before).toMatchObject({ rateSource: 'CLASS', rateId: card.classRate });
    expect(before.rows).toEqual([
      ['BASE', 'L', 1, '650.00', '650.00'],
      ['OC', expect.any(String), 1, '100.00', '100.00'],
    ]);
  });

  it('a client without a client tariff is priced by the tariff of defaultTariffCode; none is a 400', async () => {
    await setParameter(app, admin, 'defaultTariffCode', card.tariff.code.toLowerCase());
    const p = await priced(trip({ clientId: card.c3 }));
    expect(p).toMatchObject({ tariffId: card.tariff.id, rateSource: 'CLASS', total: '650.00' });
    expect(p.rows).toEqual([['BASE', 'L', 1, '650.00', '650.00']]);
    await setParameter(app, admin, 'defaultTariffCode', 'NOSUCH');
    const body = expectError(await price(trip({ clientId: card.c3 })), 400);
    expect(body.errors).toEqual([expect.stringMatching(/^No tariff for client C\w+ on 2030-02-10: .*defaultTariffCode names no active tariff \("NOSUCH"\)$/)]);
  });

  it('reads holidays of the holidayArea and rounds to priceRoundingUnit', async () => {
    const hire = trip({ serviceType: 'Hire', serviceDate: '2030-02-05', dropoffLocationId: null, hireMinutes: 240 });
    expect((await priced(hire)).rows.map((r) => r[0])).toEqual(['BASE', 'HOLIDAY', 'DISCOUNT']);
    await setParameter(app, admin, 'holidayArea', 'MO');
    expect((await priced(hire)).rows.map((r) => r[0])).toEqual(['BASE', 'DISCOUNT']);
    await setParameter(app, admin, 'holidayArea', 'HK');
    await setParameter(app, admin, 'priceRoundingUnit', '0.10');
    const p = await priced(trip({ ocs: [{ tariffOcId: card.oc.PARK, qty: 1, amount: '45.55' }] }));
    expect(p.rows[2]).toEqual(['OC', expect.any(String), 1, '45.55', '45.60']);
    await setParameter(app, admin, 'priceRoundingUnit', '1.00');
  });
});

describe('getOrderTariff refuses what it cannot price, listing every problem', () => {
  it('lists the missing fields and the unknown records of one body together, and saves nothing', async () => {
    const before = (await app.database.db.select({ n: count() }).from(t.vouchers))[0].n;
    const res = await price({ clientId: 999999, vehicleTypeId: card.vt, serviceType: 'Flight', pickupLocationId: 999998, stops: [card.loc.IFC, 999997] });
    const body = expectError(res, 400);
    expect(body.errors).toEqual([
      'serviceType must be one of Arrival, Departure, Transfer, Hire',
      'serviceDate is required',
      'pickupTime is required',
      'dropoffLocationId is required for an Arrival, Departure or Transfer',
      'Client 999999 does not exist',
      'Location 999998 (pick-up) does not exist',
      'Location 999997 (stop 2) does not exist',
    ]);
    expect(body.invalidValues).toContainEqual({ field: 'serviceType', value: 'Flight' });
    expect((await app.database.db.select({ n: count() }).from(t.vouchers))[0].n).toBe(before);
  });

  it('lists every unknown record of a well-formed body', async () => {
    const res = await price(trip({ clientId: 999999, dropoffLocationId: 999996, ocs: [{ tariffOcId: 999995, qty: 1 }], voucherNo: 'NOPE-1' }));
    expect(expectError(res, 400).errors).toEqual([
      'Client 999999 does not exist',
      'Other charge 999995 does not exist',
      'Location 999996 (drop-off) does not exist',
      'Voucher NOPE-1 does not exist',
    ]);
  });

  it('no rate names the vehicle type, the tariff and the date', async () => {
    const res = await price(trip({ vehicleTypeId: card.vtNoRate }));
    const [message] = expectError(res, 400).errors;
    expect(message).toMatch(new RegExp(`^No rate for vehicle type VN\\w+ in tariff ${card.tariff.code} on 2030-02-10: `));
  });

  it('no route price names the route', async () => {
    const res = await price(trip({ clientId: card.c2, serviceDate: '2030-03-10', pickupLocationId: card.loc.PEN, dropoffLocationId: card.loc.FAR }));
    expect(expectError(res, 400).errors).toEqual([
      `No price for route Test Peninsula → Test Far Away in special rate ${card.specialRate} of tariff ${card.tariff.code}: no table L row, no table B row for zones TST → FARAWAY, and no transfer amount`,
    ]);
  });

  it('a charge with no amount from any source is named with the vehicle type', async () => {
    const res = await price(trip({ ocs: [{ tariffOcId: card.oc.PARK, qty: 1 }] }));
    expect(expectError(res, 400).errors).toEqual([expect.stringMatching(new RegExp(`^No amount for other charge PK\\w+ and vehicle type ${card.vtCode}: `))]);
  });

  it('refuses a body that is not an object', async () => {
    expect(expectError(await price([] as never), 400).errors).toEqual(['body must be an object']);
  });
});

describe('getOcAmt', () => {
  it('answers the unit amount by the order of sources: client, contract term, special rate, vehicle type', async () => {
    const want = { clientId: card.c2, vehicleTypeId: card.vt, tariffOcId: card.oc.MG, serviceDate: '2030-03-10' };
    const answer = async () => {
      const res = await ocAmt(want);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { amount: string; rule: string };
    };
    expect(await answer()).toEqual({ amount: '120.00', rule: expect.stringMatching(/^Other charge MG\w+: amount of MG\w+ for vehicle type VT\w+$/) });
    const make = async (collection: string, body: Record<string, unknown>) => {
      const res = await api.post(admin, `/limo/api/${collection}`, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    await make('tariffSPRateOCs', { tariffSPRateId: card.specialRate, tariffOcId: card.oc.MG, amount: '95' });
    expect(await answer()).toMatchObject({ amount: '95.00', rule: expect.stringMatching(new RegExp(`: special rate ${card.specialRate}$`)) });
    // Outside the special rate's dates the vehicle type's amount answers again.
    const outside = await ocAmt({ ...want, serviceDate: '2030-02-10' });
    expect(outside.json()).toMatchObject({ amount: '120.00' });
    await make('contractTermOCParms', { contractTermTypeId: card.ct2, tariffOcId: card.oc.MG, amount: '80' });
    expect(await answer()).toMatchObject({ amount: '80.00', rule: expect.stringMatching(new RegExp(`: contract term ${card.ct2} OC parameter$`)) });
    const parm = await make('clientOCParms', { clientId: card.c2, tariffOcId: card.oc.MG, amount: '70' });
    expect(await answer()).toMatchObject({ amount: '70.00', rule: expect.stringMatching(/: client C\w+ OC parameter$/) });
    expect((await api.patch(admin, `/limo/api/clientOCParms/${parm}`, { waiveFlag: 1 })).statusCode).toBe(200);
    expect(await answer()).toMatchObject({ amount: '0.00', rule: expect.stringMatching(/: waived by the client C\w+ OC parameter$/) });
  });

  it('refuses missing and unknown input, listing each, and a charge without amount', async () => {
    const res = await ocAmt({ clientId: 999999, tariffOcId: 999995, serviceDate: '2030-13-01' });
    expect(expectError(res, 400).errors).toEqual([
      'vehicleTypeId is required',
      'serviceDate must be a date YYYY-MM-DD',
      'Client 999999 does not exist',
      'Other charge 999995 does not exist',
    ]);
    const none = await ocAmt({ clientId: card.c1, vehicleTypeId: card.vt, tariffOcId: card.oc.PARK, serviceDate: '2030-02-10' });
    expect(expectError(none, 400).errors).toEqual([expect.stringMatching(/^No amount for other charge PK\w+ and vehicle type VT\w+: /)]);
  });
});

describe('who may price', () => {
  it('ordering and every tariff right may; others get a 403', async () => {
    for (const right of ['ORDERING', 'TARIFF', 'CLASSRATE', 'CLIENTRATE', 'OTHERCHARGES']) {
      const staff = await newStaff(app, admin, [right]);
      expect((await price(trip(), staff.token)).statusCode, right).toBe(200);
      expect(
        (await ocAmt({ clientId: card.c1, vehicleTypeId: card.vt, tariffOcId: card.oc.MG, serviceDate: '2030-02-10' }, staff.token)).statusCode,
        right,
      ).toBe(200);
    }
    const hr = await app.login('hr');
    expectError(await price(trip(), hr), 403, 'You do not have the right ORDERING or TARIFF or CLASSRATE or CLIENTRATE or OTHERCHARGES');
    expectError(await ocAmt({}, hr), 403);
  });

  it('prices only vehicle types used in the selected branch, like unknown ones otherwise', async () => {
    const out = `Vehicle type ${card.vt1} is not used in the selected branch`;
    const dispatcher = await app.login('dispatcher');
    expect(expectError(await price(trip({ vehicleTypeId: card.vt1 }), dispatcher), 400).errors).toEqual([out]);
    const sz = await app.login('sz.dispatcher');
    expect(expectError(await price(trip({ vehicleTypeId: card.vt1 }), sz, { 'x-branch-id': '2' }), 400).errors).toEqual([out]);
    const inSz = await price(trip({ vehicleTypeId: card.vt1 }), sz, { 'x-branch-id': '1' });
    expect(inSz.statusCode, inSz.body).toBe(200);
    // C1's discount is for VT only.
    expect(inSz.json()).toMatchObject({ total: '500.00', lines: [{ kind: 'BASE', code: 'TRANSFER', amount: '500.00' }] });
    // A broken body names the out-of-branch type the same way.
    expect(expectError(await price({ vehicleTypeId: card.vt1 }, dispatcher), 400).errors).toContain(out);
    expect(
      expectError(await ocAmt({ clientId: card.c1, vehicleTypeId: card.vt1, tariffOcId: card.oc.MG, serviceDate: '2030-02-10' }, dispatcher), 400).errors,
    ).toEqual([out]);
  });
});
