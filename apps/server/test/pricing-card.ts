import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client, code } from './files-helpers.js';
import type { TestApp } from './harness.js';

/*
 * A rate card of its own, made through the generic collection calls as admin, in 2030 so no demo
 * rate, holiday or voucher can answer instead (the numbers are those of docs/pricing.md's examples):
 *
 * - locations AP (zone AIRPORT), PEN (TST), IFC (CENTRAL), FAR (FARAWAY: no route row);
 * - vehicle type VT (branch HK); tariff TX with class rate 2030-01-01 onwards: transfer 900, stop
 *   100, 30 minutes free then 50 per started 15; L AP → PEN 650; B AIRPORT → CENTRAL 700 and
 *   TST → CENTRAL 400; hire 4 h at 300 (30-minute blocks at 160) and 8 h at 280 (60 at 280);
 *   TIME MIDNIGHT 23:00–06:00 150; HOLIDAY HOL 20 %. An expired 2029 class rate (L AP → PEN 999);
 * - a HK holiday on 2030-02-05; other charges MG (120 for VT), CHILD (100), PARK (at cost, none);
 * - client C1 (contract term CT1) on TX from 2030-01-01 with 10 % off for VT, and a voucher;
 * - client C2 (contract term CT2) on TX with special rate SP 2030-03-01 to 2030-12-31: L AP → PEN
 *   520, 60 minutes free then 60 per started 30, CHILD 90, no transfer amount;
 * - client C3 without a client tariff (priced by the default tariff);
 * - vehicle type VT1 of branch SZ only, with a class rate of TX (transfer 500).
 */
export interface PricingCard {
  loc: { AP: number; PEN: number; IFC: number; FAR: number };
  vt: number;
  vt1: number;
  vtNoRate: number;
  vtCode: string;
  tariff: { id: number; code: string };
  classRate: number;
  specialRate: number;
  oc: { MG: number; CHILD: number; PARK: number };
  c1: number;
  c2: number;
  c3: number;
  ct2: number;
  voucherNo: string;
}

export async function makePricingCard(app: TestApp, admin: string): Promise<PricingCard> {
  const api = client(app);
  const make = async (collection: string, body: Record<string, unknown>, headers?: Record<string, string>) => {
    const res = await api.post(admin, `/limo/api/${collection}`, body, headers);
    expect(res.statusCode, `${collection}: ${res.body}`).toBe(201);
    return res.json().id as number;
  };
  const location = (zone: string, name: string) => make('locations', { locationCode: code('L', 20), locationDescEng: name, contractLabel: zone });
  const loc = {
    AP: await location('AIRPORT', 'Test Airport'),
    PEN: await location('TST', 'Test Peninsula'),
    IFC: await location('CENTRAL', 'Test IFC'),
    FAR: await location('FARAWAY', 'Test Far Away'),
  };
  const vtCode = code('VT', 30);
  const vehicleType = (name: string, branch: number) =>
    make('vehicleTypes', { vehicleType: name, vehicleTypeDescEng: `Test ${name}`, maxCapacity: 4 }, { 'x-branch-id': String(branch) });
  const vt = await vehicleType(vtCode, 2);
  const vt1 = await vehicleType(code('VS', 30), 1);
  const vtNoRate = await vehicleType(code('VN', 30), 2);
  const tariffCode = code('TX');
  const tariff = { id: await make('tariffs', { tariffCode, tariffDescEng: 'Test tariff' }), code: tariffCode };

  const wait = { freeWaitMins: 30, waitBlockMins: 15, waitBlockAmt: '50' };
  const classRate = await make('tariffRates', {
    tariffId: tariff.id,
    vehicleTypeId: vt,
    effectiveDate: '2030-01-01',
    transferAmt: '900',
    stopAmt: '100',
    ...wait,
  });
  const old = await make('tariffRates', { tariffId: tariff.id, vehicleTypeId: vt, effectiveDate: '2029-01-01', expiryDate: '2029-12-31', transferAmt: '999' });
  await make('tariffRateDtls', { tariffRateId: old, tableType: 'L', fromLocationId: loc.AP, toLocationId: loc.PEN, amount: '999' });
  const dtl = (rate: number, row: Record<string, unknown>) => make('tariffRateDtls', { tariffRateId: rate, ...row });
  await dtl(classRate, { tableType: 'L', fromLocationId: loc.AP, toLocationId: loc.PEN, amount: '650' });
  await dtl(classRate, { tableType: 'B', fromZone: 'AIRPORT', toZone: 'CENTRAL', amount: '700' });
  await dtl(classRate, { tableType: 'B', fromZone: 'TST', toZone: 'CENTRAL', amount: '400' });
  await make('tariffRateHires', { tariffRateId: classRate, minHours: 4, hourAmt: '300', blockMins: 30, blockAmt: '160' });
  await make('tariffRateHires', { tariffRateId: classRate, minHours: 8, hourAmt: '280', blockMins: 60, blockAmt: '280' });
  await make('tariffRateExtras', { tariffRateId: classRate, extraType: 'TIME', extraCode: 'MIDNIGHT', fromTime: '23:00', toTime: '06:00', amount: '150' });
  await make('tariffRateExtras', { tariffRateId: classRate, extraType: 'HOLIDAY', extraCode: 'HOL', percent: 20 });
  await make('tariffRates', { tariffId: tariff.id, vehicleTypeId: vt1, effectiveDate: '2030-01-01', transferAmt: '500' }, { 'x-branch-id': '1' });
  await make('holidays', { areaInitial: 'HK', holidayDate: '2030-02-05', holidayDescEng: 'Test holiday' });

  const charge = async (ocCode: string, amount?: string) => {
    const id = await make('tariffOCs', { ocCode: code(ocCode), ocDescEng: `Test ${ocCode}`, atCostFlag: amount ? 0 : 1 });
    if (amount) await make('tariffOCDtls', { tariffOcId: id, vehicleTypeId: vt, amount });
    return id;
  };
  const oc = { MG: await charge('MG', '120'), CHILD: await charge('CH', '100'), PARK: await charge('PK') };

  const [clientType] = await app.database.db.select().from(t.clientTypes).limit(1);
  const term = () => make('contractTermTypes', { contractTermTypeCode: code('CT'), contractTermTypeDescEng: 'Test terms' });
  const newClient = (contractTermTypeId?: number) =>
    make('clients', { clientCode: code('C', 20), clientShortName: 'Test', clientNameEng: 'Test Client', clientTypeId: clientType.id, contractTermTypeId });
  const ct2 = await term();
  const c1 = await newClient(await term());
  const c2 = await newClient(ct2);
  const c3 = await newClient();
  for (const c of [c1, c2]) await make('clientTariffs', { clientId: c, tariffId: tariff.id, effectiveDate: '2030-01-01' });
  await make('clientDiscounts', { clientId: c1, vehicleTypeId: vt, discountPercent: 10, effectiveDate: '2030-01-01' });

  const specialRate = await make('tariffSPRates', {
    clientId: c2,
    vehicleTypeId: vt,
    effectiveDate: '2030-03-01',
    expiryDate: '2030-12-31',
    freeWaitMins: 60,
    waitBlockMins: 30,
    waitBlockAmt: '60',
  });
  await make('tariffSPRateDtls', { tariffSPRateId: specialRate, tableType: 'L', fromLocationId: loc.AP, toLocationId: loc.PEN, amount: '520' });
  await make('tariffSPRateOCs', { tariffSPRateId: specialRate, tariffOcId: oc.CHILD, amount: '90' });

  const prefix = code('PV', 8);
  const vouchers = await api.post(admin, '/limo/api/createVouchers', {
    prefix,
    startNo: 1,
    count: 1,
    clientId: c1,
    amount: '650',
    issueDate: '2030-01-01',
    expiryDate: '2030-12-31',
  });
  expect(vouchers.statusCode, vouchers.body).toBe(201);
  return { loc, vt, vt1, vtNoRate, vtCode, tariff, classRate, specialRate, oc, c1, c2, c3, ct2, voucherNo: `${prefix}0001` };
}

/** Sets a system parameter of the test database (its own copy) through the collection call. */
export async function setParameter(app: TestApp, admin: string, parmKey: string, parmValue: string) {
  const [row] = await app.database.db.select().from(t.sysParameters).where(eq(t.sysParameters.parmKey, parmKey));
  const api = client(app);
  const res = row
    ? await api.patch(admin, `/limo/api/sysParameters/${row.id}`, { parmValue })
    : await api.post(admin, '/limo/api/sysParameters', { parmKey, parmValue });
  expect(res.statusCode, res.body).toBeLessThan(300);
}
