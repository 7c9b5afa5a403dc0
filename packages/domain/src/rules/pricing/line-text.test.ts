import { describe, expect, it } from 'vitest';
import { priceLineIn } from './lines.js';
import { card, LOCATIONS, PENINSULA, request, VOUCHER } from './pricing.fixtures.js';
import { ocAmount, priceOrderVehicle } from './price.js';
import type { PriceLine } from './result.js';
import type { RateCardInput } from './card.js';
import type { PricingRequest } from './types.js';

// Issue 30 part 1: each price line keeps its description and rule as a key and parameters, worded in
// the reader's language, with the Chinese names of locations, charges and holidays.

const CHINESE_NAMES: Record<string, string> = { 'Airport T1': '機場一號客運大樓', 'Peninsula Hotel': '半島酒店', 'IFC Tower': '國際金融中心' };
const locations = LOCATIONS.map((l) => ({ ...l, locationDescChi: CHINESE_NAMES[l.locationDescEng ?? ''] ?? null }));
const tariffOCs = card().tariffOCs.map((oc) => (oc.ocCode === 'MG' ? { ...oc, ocDescChi: '接機服務' } : oc));
const holiday = { holidayDate: '2026-02-10', areaInitial: 'HK', holidayDescEng: 'Lunar New Year', holidayDescChi: '農曆新年' };

function priced(req: Partial<PricingRequest>, over: Partial<RateCardInput> = {}): PriceLine[] {
  return priceOrderVehicle(request(req), card({ locations, tariffOCs, ...over })).lines;
}

/** Each kind of line, as the engine makes it, with the Chinese words its description must show. */
const KINDS: { kind: string; line: () => PriceLine; zh: RegExp }[] = [
  { kind: 'BASE (table L)', line: () => priced({})[0], zh: /^接機：機場一號客運大樓 至 半島酒店$/ },
  { kind: 'BASE (hire)', line: () => priced({ serviceType: 'Hire', dropoffLocationId: null, hireMinutes: 300 })[0], zh: /^包車 4 小時$/ },
  {
    kind: 'HIRE_BLOCK',
    line: () => priced({ serviceType: 'Hire', dropoffLocationId: null, hireMinutes: 300 }).find((l) => l.kind === 'HIRE_BLOCK')!,
    zh: /^額外 30 分鐘$/,
  },
  { kind: 'STOP', line: () => priced({ stops: [PENINSULA] }).find((l) => l.kind === 'STOP')!, zh: /^停站：半島酒店$/ },
  { kind: 'WAITING', line: () => priced({ waitingMinutes: 50 }).find((l) => l.kind === 'WAITING')!, zh: /^等候 50 分鐘$/ },
  { kind: 'TIME', line: () => priced({ pickupTime: '23:30:00' }).find((l) => l.kind === 'TIME')!, zh: /^時段附加費 MIDNIGHT$/ },
  { kind: 'HOLIDAY', line: () => priced({}, { holidays: [holiday] }).find((l) => l.kind === 'HOLIDAY')!, zh: /^假期附加費 HOL 20%$/ },
  { kind: 'OC', line: () => priced({ ocs: [{ tariffOcId: 51, qty: 1 }] }).find((l) => l.kind === 'OC')!, zh: /^接機服務$/ },
  {
    kind: 'DISCOUNT (client)',
    line: () => priced({}, { clientDiscounts: [{ id: 1, effectiveDate: '2026-01-01', discountPercent: '10' }] }).find((l) => l.kind === 'DISCOUNT')!,
    zh: /^客戶折扣 10%$/,
  },
  {
    kind: 'DISCOUNT (order charge)',
    line: () =>
      priced({ ocs: [{ tariffOcId: 51, qty: 1 }] }, { orderOCDiscounts: [{ tariffOcId: 51, discountPercent: '25' }] }).find((l) => l.kind === 'DISCOUNT')!,
    zh: /^MG 折扣 25%$/,
  },
  { kind: 'VOUCHER', line: () => priced({ voucherNo: VOUCHER.voucherNo }, { voucher: VOUCHER }).find((l) => l.kind === 'VOUCHER')!, zh: /^禮券 HLS-V26-0007$/ },
];

// English words of the engine's texts that a Chinese line must not show (codes and names aside).
const ENGLISH =
  /\b(Arrival|Hire|Extra|Stop|Waiting|Time band|Holiday|surcharge|Client|discount|Discount|Voucher|Table|Transfer|class rate|tariff|booked|minutes|amount|Other charge|parameter|the base|pick-up)\b/;

describe('price lines in the reader language (issue 30 part 1)', () => {
  it.each(KINDS)('$kind: Chinese description and rule from its key, with Chinese names', ({ line, zh }) => {
    const l = line();
    expect(l.textCode).toMatch(/^srv\.price\./);
    expect(l.ruleCode).toMatch(/^srv\.price\./);
    const shown = priceLineIn('zh-HK', l);
    expect(shown.description).toMatch(zh);
    expect(shown.rule).toMatch(/[\u4e00-\u9fff]/);
    expect(shown.rule).not.toMatch(ENGLISH);
    expect(shown.description).not.toMatch(ENGLISH);
  });

  it.each(KINDS)('$kind: English as the engine words it, unchanged', ({ line }) => {
    const l = line();
    expect(priceLineIn('en', l)).toEqual(l);
  });

  it('names the locations, the holiday and the rate in the rules in Chinese', () => {
    const [base] = priced({});
    expect(priceLineIn('zh-HK', base).rule).toBe('L 表 機場一號客運大樓 至 半島酒店，收費表 STD 的級別收費 12');
    expect(base.rule).toBe('Table L Airport T1 → Peninsula Hotel, class rate 12 of tariff STD');
    const hol = priced({}, { holidays: [holiday] }).find((l) => l.kind === 'HOLIDAY')!;
    expect(priceLineIn('zh-HK', hol).rule).toContain('2026-02-10 是 HK 的假期（農曆新年）');
    expect(hol.rule).toContain('2026-02-10 is a holiday in HK (Lunar New Year)');
  });

  it('falls back to the English name when a record has no Chinese one', () => {
    const [base] = priceOrderVehicle(request({ pickupLocationId: 104, dropoffLocationId: 102 }), card({ locations })).lines;
    expect(priceLineIn('zh-HK', base).description).toBe('接機：Lok Ma Chau 至 國際金融中心');
  });

  it('a line saved before it had keys keeps its text in either language', () => {
    const old = { kind: 'BASE', code: 'L', description: 'Arrival A → B', qty: 1, unitAmount: '1.00', amount: '1.00', rule: 'Table L A → B' } as PriceLine;
    expect(priceLineIn('zh-HK', old)).toEqual(old);
  });

  it("getOcAmt's rule in either language", () => {
    const req = { clientId: 1, vehicleTypeId: 10, tariffOcId: 51, serviceDate: '2026-02-10' };
    expect(ocAmount(req, card(), 'en').rule).toBe('Other charge MG: amount of MG for vehicle type E-CLASS');
    expect(ocAmount(req, card(), 'zh-HK').rule).toBe('其他收費 MG：MG 於車型 E-CLASS 的金額');
  });
});
