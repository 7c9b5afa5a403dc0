import { describe, expect, it } from 'vitest';
import { changedRows, rosterRows, type SavedRoster, toBody } from './rosterModel';

const saved = (driverId: number, over: Partial<SavedRoster> = {}): SavedRoster => ({
  id: driverId + 10,
  driverId,
  dutyTime: '07:00:00',
  dutyEndTime: '19:00:00',
  offDutyTime: null,
  vehicleId: null,
  staffShiftingId: null,
  remarks: null,
  ...over,
});

describe('the roster rows and approved leave (issue 16)', () => {
  const drivers = [
    { id: 1, driverNo: 'D001' },
    { id: 2, driverNo: 'D002' },
    { id: 3, driverNo: 'D003' },
  ];

  it('carries the leave the server marks on a roster, and none elsewhere', () => {
    const rows = rosterRows(drivers, [saved(1, { onLeave: 'SL' }), saved(2)]);
    expect(rows.map((r) => [r.driverNo, r.onLeave])).toEqual([
      ['D001', 'SL'],
      ['D002', null],
      ['D003', null],
    ]);
  });

  it('never sends the leave back, nor counts it as a change', () => {
    const rows = rosterRows(drivers, [saved(1, { onLeave: 'AL' })]);
    expect(toBody(rows[0])).not.toHaveProperty('onLeave');
    expect(
      changedRows(
        rows,
        rows.map((r) => ({ ...r, onLeave: null })),
      ),
    ).toEqual([]);
  });
});
