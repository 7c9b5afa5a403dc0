import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { fitName, fitSize, FONT_NAME, signName } from '../src/modules/notices/notices.pdf.js';
import { leadNames } from '../src/modules/notices/notices.service.js';
import { client, expectError, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { pdfPageTexts } from './pdf-text.js';
import { makeTrip, NOTICES_ROUTES, pageCount, pdfStreams, setOrderStatus, unicodeHex } from './notices-fixtures.js';
import { answerChecker, type OpenApiDoc, operationOf, successes, inlined } from './openapi-docs.js';
import { crew } from './scheduling-fixtures.js';
import { makePricingCard, type PricingCard } from './pricing-card.js';

// Departure notices and airport signs (issue 15): the rows of a date, their rights, and the PDFs with the embedded Chinese font.

const DAY = '2030-03-12';
let app: TestApp;
let admin: string;
let card: PricingCard;
let doc: OpenApiDoc;
const check = answerChecker();
const trips: Record<string, { orderId: number; orderRefId: string; orderVehicleId: number }> = {};

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  card = await makePricingCard(app, admin);
  doc = inlined((await app.app.inject({ method: 'GET', url: '/limo/api-docs/json' })).json() as OpenApiDoc);
  const db = app.database.db;
  await db.update(t.clients).set({ clientNameChi: '測試客戶' }).where(eq(t.clients.id, card.c1));
  await db.insert(t.flightSchedules).values([
    { flightNo: 'CX251', origin: 'LHR', destination: 'HKG', scheduledDeparture: '22:00', scheduledArrival: '16:35', validFrom: '2030-01-01', terminal: 'T1' },
    { flightNo: 'CX520', origin: 'HKG', destination: 'NRT', scheduledDeparture: '14:05', scheduledArrival: '19:30', validFrom: '2030-01-01', terminal: 'T1' },
  ]);
  const trip = (name: string, o: Parameters<typeof makeTrip>[3]) => makeTrip(app, admin, card, o).then((r) => (trips[name] = r));
  await trip('depLate', { serviceType: 'Departure', date: DAY, time: '11:00', paxNames: ['John Smith'], flightNo: 'cx 520', remarks: 'Two golf bags' });
  await trip('depEarly', { serviceType: 'Departure', date: DAY, time: '06:30', paxNames: ['陳大文', 'Mary Chan'] });
  await trip('arrChi', { serviceType: 'Arrival', date: DAY, time: '17:10', paxNames: ['陳大文 Chan Tai Man', '李小龍'], flightNo: 'CX251' });
  await trip('arrEng', { serviceType: 'Arrival', date: DAY, time: '09:00', paxNames: ['Maximilian Alexander Featherstonehaugh-Worthington'] });
  await trip('arrTyped', { serviceType: 'Arrival', date: DAY, time: '20:00', flightNo: 'CX251', flightEtaTime: '19:45' });
  await trip('transfer', { serviceType: 'Transfer', date: DAY, time: '10:00', paxNames: ['Not Shown'] });
  await trip('otherDay', { serviceType: 'Arrival', date: '2030-03-13', time: '10:00', paxNames: ['Tomorrow'] });
  await trip('cancelled', { serviceType: 'Arrival', date: DAY, time: '12:00', paxNames: ['Cancelled Pax'] });
  await trip('void', { serviceType: 'Departure', date: DAY, time: '12:00', paxNames: ['Void Pax'] });
  await trip('removed', { serviceType: 'Arrival', date: DAY, time: '13:00', paxNames: ['Removed Car'] });
  await trip('branch1', { serviceType: 'Arrival', date: DAY, time: '08:00', paxNames: ['Shenzhen Pax'], branch: 1 });
  await setOrderStatus(app, trips.cancelled.orderId, 'C');
  await setOrderStatus(app, trips.void.orderId, 'V');
  await db.update(t.orderVehicles).set({ orderVehicleStatus: 'C' }).where(eq(t.orderVehicles.id, trips.removed.orderVehicleId));
  // The late departure's car and driver; the early one is outsourced.
  const people = crew(app, admin);
  const [driver, vehicle] = [await people.driver(), await people.vehicle()];
  await db.update(t.orderVehicles).set({ driverId: driver, vehicleId: vehicle }).where(eq(t.orderVehicles.id, trips.depLate.orderVehicleId));
  await db.update(t.orderVehicles).set({ outsourceDriverName: 'Ho Ka Fai@+852 9876 5432' }).where(eq(t.orderVehicles.id, trips.depEarly.orderVehicleId));
});
afterAll(() => app.close());

/** Calls a route as admin and checks a JSON answer against the route's documented answer. */
async function call(route: string, date: string, query = '', token = admin, headers: Record<string, string> = {}) {
  const path = route.split(' ')[1].replace('{date}', date);
  const res = await client(app).get(token, `${path}${query}`, headers);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  if (res.headers['content-type']?.toString().startsWith('application/json')) {
    const [ok] = successes(operationOf(doc, route));
    expect(check(ok.schema as Record<string, unknown>, res.json()), `${route} against its document`).toEqual([]);
  }
  return res;
}
const [SIGNS, NOTICES] = NOTICES_ROUTES;
const ids = (rows: { orderVehicleId: number }[]) => rows.map((r) => r.orderVehicleId);

describe('GET enqDepartureNotices/{date}', () => {
  it('lists the departures of the date of the selected branch, not cancelled or void, by pick-up time', async () => {
    const rows = (await call(NOTICES, DAY)).json();
    expect(ids(rows)).toEqual([trips.depEarly.orderVehicleId, trips.depLate.orderVehicleId]);
    const [early, late] = rows;
    expect(late).toMatchObject({
      orderRefId: trips.depLate.orderRefId,
      orderId: trips.depLate.orderId,
      pickupDate: DAY,
      pickupTime: '11:00',
      pickupLocation: 'Test Peninsula',
      dropoffLocation: 'Test Airport',
      flightNo: 'CX520',
      flightDate: DAY,
      // Not typed on the order: the timetable's departure and terminal.
      flightTime: '14:05',
      terminal: 'T1',
      paxNames: ['John Smith'],
      paxCount: 1,
      driverName: 'Test Driver',
      driverMobile: '+852 9123 4567',
      clientName: 'Test Client',
      clientNameChi: '測試客戶',
      remarks: 'Two golf bags',
    });
    expect(late.plate).toMatch(/^[A-Z0-9]+$/);
    expect(late.vehicleType).toBe(card.vtCode);
    expect(early).toMatchObject({ paxNames: ['陳大文', 'Mary Chan'], paxCount: 2, driverName: 'Ho Ka Fai', driverMobile: '+852 9876 5432', plate: null });
    expect(early.flightNo).toBeNull();
    expect(early.flightTime).toBeNull();
  });

  it('keeps the rows asked for, and answers [] for a date without departures', async () => {
    expect(ids((await call(NOTICES, DAY, `?orderVehicleIds=${trips.depLate.orderVehicleId}`)).json())).toEqual([trips.depLate.orderVehicleId]);
    expect((await call(NOTICES, '2030-03-13')).json()).toEqual([]);
  });
});

describe('GET enqAirportSigns/{date}', () => {
  it('lists the arrivals of the date of the selected branch with the names by language', async () => {
    const rows = (await call(SIGNS, DAY)).json();
    expect(ids(rows)).toEqual([trips.arrEng.orderVehicleId, trips.arrChi.orderVehicleId, trips.arrTyped.orderVehicleId]);
    const [eng, chi, typed] = rows;
    expect(chi).toMatchObject({
      orderRefId: trips.arrChi.orderRefId,
      paxNames: ['陳大文 Chan Tai Man', '李小龍'],
      // The lead passenger's name, typed in both scripts.
      paxNameEng: 'Chan Tai Man',
      paxNameChi: '陳大文',
      clientNameEng: 'Test Client',
      clientNameChi: '測試客戶',
      flightNo: 'CX251',
      // No ETA typed: the timetable's arrival, origin and terminal.
      flightEtaTime: '16:35',
      origin: 'LHR',
      terminal: 'T1',
      pickupTime: '17:10',
      pickupLocation: 'Test Airport',
    });
    expect(eng).toMatchObject({ paxNameChi: null, paxNameEng: 'Maximilian Alexander Featherstonehaugh-Worthington', flightNo: null, terminal: null });
    // The typed ETA wins over the timetable; nobody named: the order's contact.
    expect(typed).toMatchObject({ flightEtaDate: DAY, flightEtaTime: '19:45', paxNames: [], paxNameEng: 'Desk Contact', paxNameChi: null });
  });

  it('answers another branch its own arrivals only', async () => {
    const rows = (await call(SIGNS, DAY, '', admin, { 'X-Branch-Id': '1' })).json();
    expect(ids(rows)).toEqual([trips.branch1.orderVehicleId]);
  });
});

describe('rights and bad requests', () => {
  it('answers 403 without DEPARTURENOTE or AIRPORTSIGN, each call its own right', async () => {
    const signsOnly = (await newStaff(app, admin, ['AIRPORTSIGN'])).token;
    expectError(await client(app).get(signsOnly, `/limo/api/enqDepartureNotices/${DAY}`), 403);
    expect((await client(app).get(signsOnly, `/limo/api/enqAirportSigns/${DAY}`)).statusCode).toBe(200);
    const noticesOnly = (await newStaff(app, admin, ['DEPARTURENOTE'])).token;
    expectError(await client(app).get(noticesOnly, `/limo/api/enqAirportSigns/${DAY}?format=pdf`), 403);
    expect((await client(app).get(noticesOnly, `/limo/api/enqDepartureNotices/${DAY}`)).statusCode).toBe(200);
  });

  it('answers 400 for a date that is not one, and for a bad format, language or selection', async () => {
    for (const date of ['2030-02-30', '12-03-2030', 'today']) {
      const res = await client(app).get(admin, `/limo/api/enqAirportSigns/${date}`);
      expect(expectError(res, 400, 'date must be a date YYYY-MM-DD').invalidValues).toEqual([{ field: 'date', value: date }]);
    }
    expectError(await client(app).get(admin, `/limo/api/enqDepartureNotices/${DAY}?format=xlsx`), 400, /format/);
    expectError(await client(app).get(admin, `/limo/api/enqAirportSigns/${DAY}?lang=fr`), 400, /lang/);
    expectError(await client(app).get(admin, `/limo/api/enqAirportSigns/${DAY}?orderVehicleIds=1,x`), 400, /order vehicle ids/);
    // Ids beyond the column's range (issue 31: the contract test's 500), and 0, name no row: a 400, not a 500.
    for (const list of ['12,2147483648', '5156375141', '0'])
      for (const path of ['enqAirportSigns', 'enqDepartureNotices'])
        expectError(await client(app).get(admin, `/limo/api/${path}/${DAY}?format=pdf&orderVehicleIds=${list}`), 400, /order vehicle ids/);
    expectError(await client(app).get(admin, `/limo/api/enqDepartureNotices/${DAY}?lang=zh`), 400);
  });
});

describe('the PDFs', () => {
  const largestSize = (streams: string) => Math.max(...[...streams.matchAll(/\/F\d+ ([\d.]+) Tf/g)].map((m) => Number(m[1])));

  it('prints one A5 departure notice a page, Chinese names in the embedded font', async () => {
    const res = await call(NOTICES, DAY, '?format=pdf');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`departure-notices-${DAY}.pdf`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(2);
    const text = pdfStreams(pdf);
    expect(text).toMatch(/\/MediaBox \[0 0 419\.53 595\.28\]/);
    expect(text).toContain(`+${FONT_NAME}`);
    expect(text).toContain('/FontFile2');
    // The ToUnicode map knows the name's characters: a reader extracts 陳大文 as text.
    for (const ch of '陳大文離港通知') expect(text.toLowerCase()).toContain(`<${unicodeHex(ch)}>`);
    // A subset: the whole font is 7 MB.
    expect(pdf.length).toBeLessThan(150_000);
    // Dates as every screen shows them (issue 30): the pick-up day dd/mm/yyyy, never the wire's ISO text.
    const pages = pdfPageTexts(pdf).join('\n');
    expect(pages).toContain('12/03/2030');
    expect(pages).not.toContain(DAY);
  });

  it('prints one A4 landscape sign a page, the name as large as fits, in English or Chinese', async () => {
    const english = (await call(SIGNS, DAY, '?format=pdf')).rawPayload;
    expect(pageCount(english)).toBe(3);
    expect(pdfStreams(english)).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    const chinese = (await call(SIGNS, DAY, `?format=pdf&lang=zh&orderVehicleIds=${trips.arrChi.orderVehicleId}`)).rawPayload;
    expect(pageCount(chinese)).toBe(1);
    const zh = pdfStreams(chinese);
    for (const ch of '陳大文測試客戶') expect(zh.toLowerCase()).toContain(`<${unicodeHex(ch)}>`);
    expect(chinese.length).toBeLessThan(100_000);
    // Three characters fit at the largest size; a long English name is shrunk to the width.
    expect(largestSize(zh)).toBe(200);
    const long = pdfStreams((await call(SIGNS, DAY, `?format=pdf&orderVehicleIds=${trips.arrEng.orderVehicleId}`)).rawPayload);
    expect(largestSize(long)).toBeLessThan(130);
    expect(largestSize(long)).toBeGreaterThan(40);
  });

  it('prints a page saying so for a date without rows', async () => {
    const pdf = (await call(NOTICES, '2030-03-14', '?format=pdf')).rawPayload;
    expect(pageCount(pdf)).toBe(1);
  });
});

describe('the layout rules', () => {
  it('fits a text to a width: as large as fits, capped, never below the least', () => {
    expect(fitSize(2, 700, 200, 28)).toBe(200);
    expect(fitSize(10, 700, 200, 28)).toBe(69.5);
    expect(fitSize(7.3, 700, 200, 28)).toBe(95.5);
    expect(fitSize(100, 700, 200, 28)).toBe(28);
    expect(fitSize(0, 700, 200, 28)).toBe(200);
  });

  it('sets a long name of several words on two lines when that makes it larger', () => {
    const measure = (text: string) => text.length * 0.5;
    expect(fitName('LI', measure, 700)).toEqual({ lines: ['LI'], size: 200 });
    expect(fitName('Chan Tai Man', measure, 700)).toEqual({ lines: ['Chan Tai Man'], size: 116.5 });
    expect(fitName('Maximilian Alexander Featherstonehaugh-Worthington', measure, 700)).toEqual({
      lines: ['Maximilian Alexander', 'Featherstonehaugh-Worthington'],
      size: 48,
    });
    // One word too long for the width: the least size, on one line (pdfkit wraps it).
    expect(fitName('X'.repeat(80), measure, 700)).toEqual({ lines: ['X'.repeat(80)], size: 28 });
  });

  it("names the lead passenger on a sign, in the scripts the lead's name is typed in", () => {
    expect(leadNames(['陳大文 Chan Tai Man', '李小龍'], 'Desk')).toEqual({ eng: 'Chan Tai Man', chi: '陳大文' });
    expect(leadNames(['CHAN Tai Man (陳大文)'], null)).toEqual({ eng: 'CHAN Tai Man', chi: '陳大文' });
    // Another passenger's Chinese name is not the lead's: it may be someone else.
    expect(leadNames(['Ng Mei Ling', '王靜'], null)).toEqual({ eng: 'Ng Mei Ling', chi: null });
    expect(leadNames(['陳大文'], null)).toEqual({ eng: null, chi: '陳大文' });
    expect(leadNames([], '李先生')).toEqual({ eng: null, chi: '李先生' });
    expect(leadNames([], null)).toEqual({ eng: null, chi: null });
    expect(signName({ paxNameEng: 'Chan Tai Man', paxNameChi: '陳大文' }, 'zh')).toBe('陳大文');
    expect(signName({ paxNameEng: 'Chan Tai Man', paxNameChi: '陳大文' }, 'en')).toBe('Chan Tai Man');
    expect(signName({ paxNameEng: null, paxNameChi: '陳大文' }, 'en')).toBe('陳大文');
    expect(signName({ paxNameEng: 'John Smith', paxNameChi: null }, 'zh')).toBe('John Smith');
    expect(signName({ paxNameEng: null, paxNameChi: null }, 'zh')).toBe('');
  });
});
