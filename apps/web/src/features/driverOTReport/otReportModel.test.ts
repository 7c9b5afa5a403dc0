import { describe, expect, it } from 'vitest';
import { driversOf, mergeDrivers, readReport, workedTotal } from './otReportModel';

const row = (driverId: number, driverNo: string, date: string, workedMinutes: number | null) => ({
  driverId,
  driverNo,
  driverNameEng: `Name ${driverNo}`,
  date,
  dutyTime: '08:00:00',
  offDutyTime: '19:00:00',
  workedMinutes,
  otMinutes: 60,
  otAmount: '75.00',
});

describe('the overtime report', () => {
  it('reads the HAL answer, an empty one included', () => {
    const rows = [row(1, 'D1', '2030-05-01', 660)];
    expect(readReport({ _embedded: { driverOTResults: rows }, totals: { otMinutes: 60, otAmount: '75.00' } })).toEqual({
      rows,
      totals: { otMinutes: 60, otAmount: '75.00' },
    });
    expect(readReport({})).toEqual({ rows: [], totals: { otMinutes: 0, otAmount: '0.00' } });
  });

  it('sums worked minutes and lists the drivers it names', () => {
    const rows = [row(2, 'D10', '2030-05-01', 660), row(1, 'D2', '2030-05-01', null), row(2, 'D10', '2030-05-02', 700)];
    expect(workedTotal(rows)).toBe(1360);
    expect(driversOf(rows).map((d) => d.driverNo)).toEqual(['D2', 'D10']);
    expect(
      mergeDrivers(
        [
          { id: 1, label: 'D2' },
          { id: 3, label: 'D3' },
        ],
        driversOf(rows),
      ).map((d) => [d.driverId, d.driverNameEng]),
    ).toEqual([
      [1, 'Name D2'],
      [3, ''],
      [2, 'Name D10'],
    ]);
  });
});
