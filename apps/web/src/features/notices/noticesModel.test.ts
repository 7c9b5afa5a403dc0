import { setOperatorTimeZone } from '@limo/domain/rules/operator-time';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultDate,
  layoutSignName,
  noticeLines,
  type NoticeRow,
  pdfQuery,
  selectedRows,
  SIGN_NAME_PX,
  signClient,
  signName,
  toggle,
  toggleAll,
  validDate,
} from './noticesModel';

const rows = [{ orderVehicleId: 3 }, { orderVehicleId: 7 }, { orderVehicleId: 9 }];

const notice: NoticeRow = {
  orderVehicleId: 3,
  orderId: 1,
  orderRefId: 'HK2030031200001',
  pickupDate: '2030-03-12',
  pickupTime: '11:00',
  flightNo: 'CX520',
  terminal: 'T1',
  paxNames: ['John Smith'],
  paxCount: 1,
  pickupLocation: 'The Peninsula',
  pickupLocationChi: '半島酒店',
  dropoffLocation: 'HKIA T1',
  dropoffLocationChi: null,
  flightDate: '2030-03-12',
  flightTime: '14:05',
  driverName: null,
  driverNameChi: null,
  driverMobile: null,
  plate: null,
  vehicleType: 'E-CLASS',
  vehicleTypeDesc: 'Mercedes E-Class',
  clientName: 'Peninsula Hotel',
  clientNameChi: null,
  remarks: null,
};

afterEach(() => {
  vi.useRealTimers();
  setOperatorTimeZone('Asia/Hong_Kong');
});

describe('the print screens', () => {
  it("open on the operator's today, wherever the browser is", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 2030-03-11 20:30 UTC is already 04:30 on the 12th in Hong Kong.
    vi.setSystemTime(new Date('2030-03-11T20:30:00Z'));
    expect(defaultDate()).toBe('2030-03-12');
  });

  it('takes real dates only', () => {
    expect(validDate('2030-03-12')).toBe(true);
    for (const bad of ['2030-02-30', '2030-3-12', '', null, undefined]) expect(validDate(bad)).toBe(false);
  });

  it('prints every row unless unticked; select all ticks all, or unticks all when all are ticked', () => {
    expect(selectedRows(rows, new Set())).toEqual(rows);
    const off = toggle(new Set(), 7);
    expect(selectedRows(rows, off).map((r) => r.orderVehicleId)).toEqual([3, 9]);
    expect(toggle(off, 7).size).toBe(0);
    expect(toggleAll(rows, new Set())).toEqual(new Set([3, 7, 9]));
    expect(toggleAll(rows, off)).toEqual(new Set());
  });

  it("asks the PDF for the ticked rows only when some are unticked, and for the sign's language", () => {
    expect(pdfQuery(rows, new Set())).toEqual({ format: 'pdf' });
    expect(pdfQuery(rows, new Set([7]), 'zh')).toEqual({ format: 'pdf', orderVehicleIds: '3,9', lang: 'zh' });
    expect(pdfQuery(rows, new Set(), 'en')).toEqual({ format: 'pdf', lang: 'en' });
  });

  it("shows the sign's name and client in the language picked, the other when the order has none in it", () => {
    const both = { paxNameEng: 'Chan Tai Man', paxNameChi: '陳大文', clientNameEng: 'Peninsula Hotel', clientNameChi: '半島酒店' };
    expect(signName(both, 'zh')).toBe('陳大文');
    expect(signName(both, 'en')).toBe('Chan Tai Man');
    expect(signName({ paxNameEng: null, paxNameChi: '陳大文' }, 'en')).toBe('陳大文');
    expect(signName({ paxNameEng: 'John Smith', paxNameChi: null }, 'zh')).toBe('John Smith');
    expect(signName({ paxNameEng: null, paxNameChi: null }, 'en')).toBe('');
    expect(signClient(both, 'zh')).toBe('半島酒店');
    expect(signClient(both, 'en')).toBe('Peninsula Hotel');
    expect(signClient({ ...both, clientNameChi: null }, 'zh')).toBe('Peninsula Hotel');
  });

  it('lists what a notice prints, a dash for what the order lacks, remarks only when there are some', () => {
    const lines = Object.fromEntries(noticeLines(notice));
    expect(lines['notices.label.pickupTime']).toBe('12/03/2030  11:00');
    expect(lines['notices.label.pickupAt']).toBe('The Peninsula  半島酒店');
    expect(lines['notices.label.flight']).toBe('CX520  12/03/2030  14:05  T1');
    expect(lines['notices.label.driver']).toBe('-');
    expect(lines['notices.label.vehicle']).toBe('Mercedes E-Class');
    expect(lines['notices.label.remarks']).toBeUndefined();
    expect(Object.fromEntries(noticeLines({ ...notice, remarks: 'Two golf bags' }))['notices.label.remarks']).toBe('Two golf bags');
  });
});

describe("a sign's name", () => {
  // 50 px a character at 100 px: a name of n characters is n * 50 px wide at 100 px.
  const measure = (text: string) => text.length * 50;

  it('is set as large as fits the width, never above the largest size', () => {
    expect(layoutSignName('LI', measure, 1000)).toEqual({ lines: ['LI'], px: SIGN_NAME_PX.oneLine });
    // 12 characters: 600 px at 100 px; 980 px of room -> 163 px.
    expect(layoutSignName('Chan Tai Man', measure, 1000)).toEqual({ lines: ['Chan Tai Man'], px: 163 });
  });

  it('takes two lines when a long name of several words is then larger, and never goes below the least size', () => {
    const long = 'Maximilian Alexander Featherstonehaugh-Worthington';
    const two = layoutSignName(long, measure, 1000);
    expect(two.lines).toEqual(['Maximilian Alexander', 'Featherstonehaugh-Worthington']);
    // The longer line, 29 characters, sets the size: 980 / 1450 * 100.
    expect(two.px).toBe(67);
    expect(layoutSignName('X'.repeat(100), measure, 1000)).toEqual({ lines: ['X'.repeat(100)], px: SIGN_NAME_PX.least });
  });
});
