import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { loadHolidays } from './demo-holidays.js';

/*
 * The demo operator's rate cards (issue 8), in Hong Kong dollars: a standard (STD) and a corporate
 * (CORP) tariff for every vehicle type, priced zone to zone over the locations' zones (their
 * contractLabel, see demo-locations.ts) and location to location for a few contract routes; hire
 * packages; a midnight band and a holiday surcharge; ten other charges; contract terms, special
 * rates and discounts for some clients; Hong Kong holidays.
 */

type Ids = Record<string, number>;
type Size = 'car' | 'mpv' | 'van' | 'bus';

/** Price level of each type against a Mercedes E-Class saloon, its hourly hire, and its size for the other charges. */
const TYPES: Record<string, { level: number; hourly: number; size: Size }> = {
  'S-CLASS': { level: 1.3, hourly: 520, size: 'car' },
  'E-CLASS': { level: 1, hourly: 380, size: 'car' },
  TESLA: { level: 1.05, hourly: 400, size: 'car' },
  ALPHARD: { level: 1.35, hourly: 480, size: 'mpv' },
  'V-CLASS': { level: 1.45, hourly: 520, size: 'mpv' },
  HIACE: { level: 1.6, hourly: 560, size: 'van' },
  COASTER: { level: 2.6, hourly: 780, size: 'bus' },
  COACH49: { level: 3.6, hourly: 950, size: 'bus' },
};

// Table B, zone to zone either way, for an E-Class on the standard tariff.
const ZONE_ROUTES: [string, string, number][] = [
  ['AIRPORT', 'AIRPORT', 380],
  ['AIRPORT', 'CENTRAL', 680],
  ['AIRPORT', 'TST', 620],
  ['AIRPORT', 'KOWLOON', 600],
  ['AIRPORT', 'NT', 650],
  ['AIRPORT', 'BORDER', 780],
  ['AIRPORT', 'CHINA', 1800],
  ['CENTRAL', 'CENTRAL', 380],
  ['CENTRAL', 'TST', 420],
  ['CENTRAL', 'KOWLOON', 450],
  ['CENTRAL', 'NT', 560],
  ['CENTRAL', 'BORDER', 780],
  ['CENTRAL', 'CHINA', 1600],
  ['TST', 'TST', 320],
  ['TST', 'KOWLOON', 350],
  ['TST', 'NT', 480],
  ['TST', 'BORDER', 680],
  ['TST', 'CHINA', 1500],
  ['KOWLOON', 'KOWLOON', 320],
  ['KOWLOON', 'NT', 450],
  ['KOWLOON', 'BORDER', 650],
  ['KOWLOON', 'CHINA', 1450],
  ['NT', 'NT', 380],
  ['NT', 'BORDER', 520],
  ['NT', 'CHINA', 1300],
  ['BORDER', 'BORDER', 450],
  ['BORDER', 'CHINA', 900],
  ['CHINA', 'CHINA', 800],
];
// Table L, location to location either way, winning over the zones: hotel contracts, the expo shuttle, the cruise terminal, Shenzhen.
const LOCATION_ROUTES: [string, string, number][] = [
  ['HKG-T1', 'PEN', 600],
  ['HKG-T1', 'FSH', 650],
  ['HKG-T1', 'GHK', 660],
  ['HKCEC', 'AWE', 500],
  ['KTCT', 'HKG-T1', 640],
  ['HKG-T1', 'SZX', 2200],
  ['HKG-T1', 'SZFT-SL', 1900],
];

// [code, English, Chinese, at cost, amount by size (car, MPV, van, bus)]; at-cost charges are priced on the order.
const OTHER_CHARGES: [string, string, string, number, number[]][] = [
  ['MEET', 'Meet and greet with name board', '舉牌接機服務', 0, [100, 100, 120, 200]],
  ['CHILD', 'Child seat', '兒童座椅', 0, [80, 80, 80, 80]],
  ['BOOSTER', 'Booster seat', '兒童增高座墊', 0, [50, 50, 50, 50]],
  ['XBPERMIT', 'Cross-border permit and closed-area fee', '過境許可及禁區費', 0, [300, 400, 500, 800]],
  ['TUNNEL', 'Harbour tunnel toll', '過海隧道費', 0, [60, 60, 60, 120]],
  ['PARKING', 'Car park fee (at cost)', '停車場費用（實報實銷）', 1, []],
  ['LUGGAGE', 'Extra luggage, per piece', '額外行李（每件）', 0, [50, 50, 50, 80]],
  ['WIFI', 'Portable Wi-Fi router', '隨身 Wi-Fi 路由器', 0, [60, 60, 60, 60]],
  ['FLOWERS', 'Welcome bouquet', '迎賓花束', 0, [380, 380, 380, 380]],
  ['PET', 'Pet in a carrier', '寵物乘車（須放寵物籠）', 0, [150, 150, 150, 150]],
];
const SIZES: Size[] = ['car', 'mpv', 'van', 'bus'];

/** Contract term types, the client type that gets each, and their terms: waive a charge, or this amount. */
const CONTRACT_TERMS: [string, string, string, string, Record<string, number | 'waive'>][] = [
  ['HOTEL', 'Hotel partner', '合作酒店', 'HTL', { MEET: 'waive', LUGGAGE: 'waive', FLOWERS: 300 }],
  ['CORP', 'Corporate account', '企業客戶', 'CORP', { MEET: 60, WIFI: 'waive' }],
  ['AGENT', 'Travel agent (net rates)', '旅行社（淨價）', 'TA', { MEET: 90, CHILD: 60 }],
];
const CLIENT_TERMS: [string, string, number | 'waive'][] = [
  ['PEN', 'MEET', 'waive'],
  ['PEN', 'CHILD', 'waive'],
  ['FSH', 'FLOWERS', 250],
  ['HSBCC', 'XBPERMIT', 250],
  ['HSBCC', 'WIFI', 'waive'],
  ['CXC', 'LUGGAGE', 'waive'],
];

/** Whole tens of dollars, as money. */
const money = (n: number) => (Math.round(n / 10) * 10).toFixed(2);
const term = (v: number | 'waive') => (v === 'waive' ? { waiveFlag: 1, amount: null } : { waiveFlag: 0, amount: money(v) });

type Extra = {
  extraType: string;
  extraCode: string;
  extraDescEng: string;
  extraDescChi: string;
  fromTime?: string;
  toTime?: string;
  amount?: string;
  percent?: string;
};

/** A rate's own values and its rows at a price level (1 = E-Class standard), without the parent's id. */
function rateCard(level: number, hourly: number, loc: Ids, opts: { routes?: boolean } = {}) {
  const routes = opts.routes ?? true;
  return {
    rate: { transferAmt: money(450 * level), stopAmt: money(120 * level), freeWaitMins: 30, waitBlockMins: 15, waitBlockAmt: money(80 * level) },
    dtls: routes
      ? [
          ...ZONE_ROUTES.map(([fromZone, toZone, amt]) => ({ tableType: 'B', fromZone, toZone, amount: money(amt * level) })),
          ...LOCATION_ROUTES.map(([from, to, amt]) => ({ tableType: 'L', fromLocationId: loc[from], toLocationId: loc[to], amount: money(amt * level) })),
        ]
      : [],
    hires: [
      { minHours: '3', hourAmt: money(hourly), blockMins: 30, blockAmt: money(hourly / 2) },
      { minHours: '8', hourAmt: money(hourly * 0.9), blockMins: 60, blockAmt: money(hourly * 0.9) },
    ],
    extras: <Extra[]>[
      {
        extraType: 'TIME',
        extraCode: 'MIDNIGHT',
        extraDescEng: 'Midnight surcharge (23:00 to 07:00)',
        extraDescChi: '深夜附加費（23:00 至 07:00）',
        fromTime: '23:00:00',
        toTime: '07:00:00',
        amount: money(100 * level),
      },
      { extraType: 'HOLIDAY', extraCode: 'HOLIDAY', extraDescEng: 'Public holiday surcharge', extraDescChi: '公眾假期附加費', percent: '15' },
    ],
  };
}
type Card = ReturnType<typeof rateCard>;

async function classRate(tx: Tx, values: typeof t.tariffRates.$inferInsert, card: Card) {
  const [rate] = await tx
    .insert(t.tariffRates)
    .values({ ...values, ...card.rate })
    .returning();
  if (card.dtls.length) await tx.insert(t.tariffRateDtls).values(card.dtls.map((d) => ({ ...d, tariffRateId: rate.id })));
  await tx.insert(t.tariffRateHires).values(card.hires.map((h) => ({ ...h, tariffRateId: rate.id })));
  await tx.insert(t.tariffRateExtras).values(card.extras.map((e) => ({ ...e, tariffRateId: rate.id })));
}

async function specialRate(tx: Tx, values: typeof t.tariffSPRates.$inferInsert, card: Card, ocs: [number, number][] = []) {
  const [rate] = await tx
    .insert(t.tariffSPRates)
    .values({ ...card.rate, ...values })
    .returning();
  if (card.dtls.length) await tx.insert(t.tariffSPRateDtls).values(card.dtls.map((d) => ({ ...d, tariffSPRateId: rate.id })));
  if (card.hires.length) await tx.insert(t.tariffSPRateHires).values(card.hires.map((h) => ({ ...h, tariffSPRateId: rate.id })));
  if (card.extras.length) await tx.insert(t.tariffSPRateExtras).values(card.extras.map((e) => ({ ...e, tariffSPRateId: rate.id })));
  if (ocs.length)
    await tx.insert(t.tariffSPRateOCs).values(ocs.map(([tariffOcId, amount]) => ({ tariffSPRateId: rate.id, tariffOcId, amount: money(amount) })));
}

const idsBy = <T extends { id: number }>(rows: T[], key: keyof T): Ids => Object.fromEntries(rows.map((r) => [String(r[key]), r.id]));

/** The demo tariffs, other charges, contract terms, client rates and holidays; `typeId` is the vehicle types' ids by code. */
export async function loadTariffs(tx: Tx, typeId: Ids) {
  const loc = idsBy(await tx.select({ id: t.locations.id, code: t.locations.locationCode }).from(t.locations), 'code');
  const client = idsBy(await tx.select({ id: t.clients.id, code: t.clients.clientCode }).from(t.clients), 'code');

  const tariffs = await tx
    .insert(t.tariffs)
    .values([
      { tariffCode: 'STD', tariffDescEng: 'Standard rates', tariffDescChi: '標準收費' },
      { tariffCode: 'CORP', tariffDescEng: 'Corporate account rates', tariffDescChi: '企業客戶收費' },
    ])
    .returning();
  const tariff = idsBy(tariffs, 'tariffCode');
  const levels: Record<string, number> = { STD: 1, CORP: 0.92 };
  for (const code of ['STD', 'CORP']) {
    for (const [type, { level, hourly }] of Object.entries(TYPES)) {
      await tx.insert(t.tariffVehicleTypeMaps).values({ tariffId: tariff[code], vehicleTypeId: typeId[type] });
      const at = level * levels[code];
      await classRate(tx, { tariffId: tariff[code], vehicleTypeId: typeId[type], effectiveDate: '2026-01-01' }, rateCard(at, hourly * levels[code], loc));
    }
  }
  // Last year's E-Class card, expired: the 2026 one (the latest valid) prices 2026 dates.
  await classRate(
    tx,
    { tariffId: tariff.STD, vehicleTypeId: typeId['E-CLASS'], effectiveDate: '2025-01-01', expiryDate: '2025-12-31', remarks: '2025 rate card' },
    rateCard(0.95, 360, loc),
  );

  const ocRows = await tx
    .insert(t.tariffOCs)
    .values(OTHER_CHARGES.map(([ocCode, ocDescEng, ocDescChi, atCostFlag], i) => ({ ocCode, ocDescEng, ocDescChi, atCostFlag, seq: (i + 1) * 10 })))
    .returning();
  const oc = idsBy(ocRows, 'ocCode');
  await tx.insert(t.tariffOCDtls).values(
    OTHER_CHARGES.flatMap(([code, , , , amounts]) =>
      amounts.length
        ? Object.entries(TYPES).map(([type, { size }]) => ({
            tariffOcId: oc[code],
            vehicleTypeId: typeId[type],
            amount: money(amounts[SIZES.indexOf(size)]),
          }))
        : [],
    ),
  );

  const clientTypes = idsBy(await tx.select({ id: t.clientTypes.id, code: t.clientTypes.clientTypeCode }).from(t.clientTypes), 'code');
  for (const [code, eng, chi, clientType, terms] of CONTRACT_TERMS) {
    const [row] = await tx
      .insert(t.contractTermTypes)
      .values({ contractTermTypeCode: code, contractTermTypeDescEng: eng, contractTermTypeDescChi: chi })
      .returning();
    await tx
      .insert(t.contractTermOCParms)
      .values(Object.entries(terms).map(([ocCode, v]) => ({ contractTermTypeId: row.id, tariffOcId: oc[ocCode], ...term(v) })));
    await tx.update(t.clients).set({ contractTermTypeId: row.id }).where(eq(t.clients.clientTypeId, clientTypes[clientType]));
  }
  await tx.insert(t.clientOCParms).values(CLIENT_TERMS.map(([c, ocCode, v]) => ({ clientId: client[c], tariffOcId: oc[ocCode], ...term(v) })));

  // Corporate accounts and three hotels are on CORP; the others on the default tariff (defaultTariffCode STD).
  const corporate = ['HSBCC', 'JMH', 'SWP', 'MSA', 'HKJC', 'SHKP', 'PWC', 'HKTDC', 'CXC', 'PEN', 'FSH', 'MOH'];
  await tx
    .insert(t.clientTariffs)
    .values([
      ...corporate.map((c) => ({ clientId: client[c], tariffId: tariff.CORP, effectiveDate: '2026-01-01' })),
      { clientId: client.GSA, tariffId: tariff.STD, effectiveDate: '2025-01-01', expiryDate: '2025-12-31' },
      { clientId: client.GSA, tariffId: tariff.CORP, effectiveDate: '2026-01-01' },
      { clientId: client.WOT, tariffId: tariff.STD, effectiveDate: '2026-01-01', expiryDate: '2026-12-31' },
    ]);

  // Special rates: they win over the tariff's class rate while valid.
  const sp = (c: string, type: string, share: number, dates: { effectiveDate: string; expiryDate?: string }) => ({
    values: { clientId: client[c], vehicleTypeId: typeId[type], ...dates, remarks: `Contract rate of ${c}` },
    card: rateCard(TYPES[type].level * share, TYPES[type].hourly * share, loc),
  });
  for (const { values, card } of [sp('PEN', 'ALPHARD', 0.85, { effectiveDate: '2026-01-01' }), sp('PEN', 'S-CLASS', 0.85, { effectiveDate: '2026-01-01' })]) {
    await specialRate(tx, values, card, [[oc.CHILD, 40]]);
  }
  const hsbc = sp('HSBCC', 'S-CLASS', 0.88, { effectiveDate: '2026-04-01', expiryDate: '2027-03-31' });
  await specialRate(tx, hsbc.values, hsbc.card, [[oc.MEET, 50]]);
  const hkjc = sp('HKJC', 'V-CLASS', 0.9, { effectiveDate: '2026-01-01', expiryDate: '2026-12-31' });
  await specialRate(tx, hkjc.values, hkjc.card);
  // Cathay crew vans: one flat transfer price anywhere (no route table), a small night supplement.
  const crew = rateCard(1, 0, loc, { routes: false });
  await specialRate(
    tx,
    { clientId: client.CXC, vehicleTypeId: typeId.HIACE, effectiveDate: '2026-01-01', remarks: 'Crew transport, flat rate', transferAmt: '520.00' },
    { ...crew, hires: [], extras: [{ ...crew.extras[0], amount: '60.00' }] },
  );

  // Discounts for one service (the client's discounts for every service are in demo-clients.ts).
  await tx.insert(t.clientDiscounts).values([
    { clientId: client.KLK, serviceType: 'Arrival', discountPercent: '5', effectiveDate: '2026-01-01' },
    { clientId: client.TRP, serviceType: 'Departure', discountPercent: '3', effectiveDate: '2026-01-01', expiryDate: '2026-12-31' },
    { clientId: client.HKTDC, vehicleTypeId: typeId.COACH49, serviceType: 'Hire', discountPercent: '10', effectiveDate: '2026-01-01' },
    {
      clientId: client.HSBCC,
      vehicleTypeId: typeId['S-CLASS'],
      serviceType: 'Transfer',
      discountPercent: '12',
      effectiveDate: '2026-01-01',
      expiryDate: '2026-12-31',
    },
  ]);

  await loadHolidays(tx);
}
