import { REPORT_BY_KEY } from '@limo/domain';
import { HK_MIDNIGHT_PAST, restoreZonesAfterEach, underEveryProcessZone } from '@limo/domain/rules/operator-time.fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cellText,
  daysIn,
  defaultDraft,
  draftProblem,
  filterLine,
  nameIn,
  optionLabel,
  pageRange,
  readAnswer,
  reportBody,
  totalsCells,
  totalsLabelSpan,
} from './reportModel';

const sales = REPORT_BY_KEY.sales;
const airport = REPORT_BY_KEY.airportOrders;
const clientSales = REPORT_BY_KEY.clientSales;
const invoices = REPORT_BY_KEY.invoices;

restoreZonesAfterEach();
afterEach(() => vi.useRealTimers());

describe('the period a report opens on', () => {
  it("is this month, today or this year on the operator's calendar, whatever the machine's zone", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 16:30 UTC on the 23rd is 00:30 on the 24th in Hong Kong.
    vi.setSystemTime(new Date(HK_MIDNIGHT_PAST));
    underEveryProcessZone((zone) => {
      expect([defaultDraft(sales).dateFrom, defaultDraft(sales).dateTo], zone).toEqual(['2026-11-01', '2026-11-30']);
      expect([defaultDraft(airport).dateFrom, defaultDraft(airport).dateTo], zone).toEqual(['2026-11-24', '2026-11-24']);
      expect(defaultDraft(clientSales).year, zone).toBe('2026');
    });
  });

  it("turns the month and the year at the operator's midnight, not the machine's", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Still 31 December 2026 in UTC and Los Angeles; already 2027 in Hong Kong.
    vi.setSystemTime(new Date('2026-12-31T16:30:00Z'));
    underEveryProcessZone((zone) => {
      expect(reportBody(sales, defaultDraft(sales)), zone).toEqual({ dateFrom: '2027-01-01', dateTo: '2027-01-31' });
      expect(reportBody(clientSales, defaultDraft(clientSales)), zone).toEqual({ dateFrom: '2027-01-01', dateTo: '2027-12-31' });
    });
  });

  it('gives every filter a blank value', () => {
    expect(defaultDraft(sales, '2030-02-10')).toEqual({
      dateFrom: '2030-02-01',
      dateTo: '2030-02-28',
      year: '2030',
      filters: { clientId: '', serviceType: '', vehicleTypeId: '', driverId: '' },
      labels: {},
    });
  });
});

describe('the body of a call', () => {
  it('holds the period and the filters given: references as ids, options as codes', () => {
    const draft = { ...defaultDraft(sales, '2030-02-10'), filters: { clientId: '7', serviceType: 'Arrival', vehicleTypeId: '', driverId: ' ' } };
    expect(reportBody(sales, draft)).toEqual({ dateFrom: '2030-02-01', dateTo: '2030-02-28', clientId: 7, serviceType: 'Arrival' });
  });

  it('sends one date as dateFrom and dateTo, and a year as its first and last day', () => {
    expect(reportBody(airport, { ...defaultDraft(airport, '2030-02-10'), dateTo: '2030-03-01' })).toEqual({ dateFrom: '2030-02-10', dateTo: '2030-02-10' });
    expect(reportBody(clientSales, { ...defaultDraft(clientSales, '2030-02-10'), year: '2029', filters: { clientId: '3' } })).toEqual({
      dateFrom: '2029-01-01',
      dateTo: '2029-12-31',
      clientId: 3,
    });
  });
});

describe('what stops Show', () => {
  const draft = defaultDraft(sales, '2030-02-10');
  it('names a date that is not one, dates the wrong way round and a period over the longest', () => {
    expect(draftProblem(sales, draft)).toBeNull();
    expect(draftProblem(sales, { ...draft, dateFrom: '2030-02' })).toMatchObject({ key: 'reports.err.date', field: 'dateFrom' });
    expect(draftProblem(sales, { ...draft, dateTo: null })).toMatchObject({ key: 'reports.err.date', field: 'dateTo' });
    expect(draftProblem(sales, { ...draft, dateFrom: '2030-03-01' })).toMatchObject({ key: 'reports.err.order', field: 'dateTo' });
    // 92 days are allowed, 93 are not.
    expect(daysIn('2030-01-01', '2030-04-02')).toBe(92);
    expect(draftProblem(sales, { ...draft, dateFrom: '2030-01-01', dateTo: '2030-04-02' })).toBeNull();
    expect(draftProblem(sales, { ...draft, dateFrom: '2030-01-01', dateTo: '2030-04-03' })).toEqual({
      key: 'reports.err.maxDays',
      values: { days: 92 },
      field: 'dateTo',
    });
  });

  it('takes a year of four digits from 2000', () => {
    const y = defaultDraft(clientSales, '2030-02-10');
    expect(draftProblem(clientSales, y)).toBeNull();
    expect(draftProblem(clientSales, { ...y, year: '203' })).toMatchObject({ key: 'reports.err.year' });
    expect(draftProblem(clientSales, { ...y, year: '1999' })).toMatchObject({ key: 'reports.err.year' });
  });
});

describe('the answer', () => {
  const [detail, summary] = sales.views;
  it('reads rows, totals and page; no _embedded is no rows', () => {
    const body = {
      _embedded: { salesReportResults: [{ clientCode: 'ISL', count: 2, amount: '1200.5' }] },
      totals: { count: 2, amount: '1200.50' },
      page: { size: 50, totalElements: 51, totalPages: 2, number: 1 },
    };
    expect(readAnswer(body, summary)).toEqual({
      rows: body._embedded.salesReportResults,
      totals: body.totals,
      page: body.page,
    });
    expect(readAnswer({ totals: { amount: '0.00' }, page: { size: 50, totalElements: 0, totalPages: 0, number: 0 } }, detail).rows).toEqual([]);
    expect(pageRange({ size: 50, totalElements: 51, totalPages: 2, number: 1 }, 1)).toEqual({ from: 51, to: 51, count: 51 });
    expect(pageRange({ size: 50, totalElements: 0, totalPages: 0, number: 0 }, 0)).toEqual({ from: 0, to: 0, count: 0 });
  });

  it('shows money with two decimals and separators, numbers with separators, dates and times as the app does', () => {
    expect(cellText({ type: 'money' }, '1234567.5')).toBe('1,234,567.50');
    expect(cellText({ type: 'money' }, '-0.5')).toBe('-0.50');
    expect(cellText({ type: 'number' }, 12345)).toBe('12,345');
    expect(cellText({ type: 'number' }, '8.456')).toBe('8.46');
    // A column of litres keeps its two decimals, so the rows line up.
    expect(cellText({ type: 'number', decimals: 2 }, 40)).toBe('40.00');
    expect(cellText({ type: 'number', decimals: 2 }, 11.2)).toBe('11.20');
    expect(cellText({ type: 'date' }, '2030-02-03')).toBe('03/02/2030');
    expect(cellText({ type: 'time' }, '09:05:00')).toBe('09:05');
    expect(cellText({ type: 'text' }, null)).toBe('');
  });

  it('puts the totals under the total columns and the word Totals over the text columns before them', () => {
    expect(totalsLabelSpan(detail)).toBe(7);
    expect(totalsCells(detail, { amount: '98765.4' })).toEqual(['', '', '', '', '', '', '', '98,765.40']);
    expect(totalsLabelSpan(summary)).toBe(2);
    // A total the server left out is nought.
    expect(totalsCells(summary, { amount: '10.00' })).toEqual(['', '', '0', '10.00']);
  });

  it("names option codes in the reader's language and lists the filters of a shown report", () => {
    expect(optionLabel(invoices, 'status', 'V', false)).toBe('Void');
    expect(optionLabel(invoices, 'status', 'V', true)).toBe('作廢');
    expect(optionLabel(invoices, 'clientCode', 'ISL', true)).toBeNull();
    const client = { clientNameEng: 'Island Shangri-La', clientNameChi: '港島香格里拉' };
    expect([nameIn(client, 'clientNameEng', true), nameIn(client, 'clientNameEng', false)]).toEqual(['港島香格里拉', 'Island Shangri-La']);
    expect(nameIn({ clientNameEng: 'Tam Chi Wai', clientNameChi: ' ' }, 'clientNameEng', true)).toBe('Tam Chi Wai');
    // A report without a service filter names the codes as the others do.
    expect(optionLabel(REPORT_BY_KEY.ordersStatistic, 'serviceType', 'Arrival', true)).toBe('接機');
    const draft = {
      ...defaultDraft(sales, '2030-02-10'),
      filters: { clientId: '7', serviceType: 'Hire', vehicleTypeId: '', driverId: '' },
      labels: { clientId: 'ISL' },
    };
    expect(filterLine(sales, draft, false)).toBe('01/02/2030 – 28/02/2030 · Client: ISL · Service: Hire');
    expect(filterLine(sales, draft, true)).toBe('01/02/2030 – 28/02/2030 · 客戶: ISL · 服務: 包車');
  });
});
