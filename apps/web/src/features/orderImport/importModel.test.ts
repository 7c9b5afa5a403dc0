import { guessMapping, type Sheet } from '@limo/domain';
import { describe, expect, it } from 'vitest';
import type { BatchAnswer } from './importApi';
import { checkedOf, editCell, type ImportState, preview, withoutPath } from './importModel';
import { remap, sampleText } from './MappingStep';

const lookups = {
  locations: [
    { id: 1, code: 'HKG', name: 'Airport' },
    { id: 2, code: 'PEN', name: 'The Peninsula' },
  ],
  vehicleTypes: [{ id: 7, code: 'S-CLASS' }],
};
const sheet: Sheet = {
  headers: ['Date', 'Time', 'Type', 'From', 'To', 'Car', 'Guest'],
  rows: [
    ['10/02/2030', '09:30', 'Arrival', 'HKG', 'PEN', 'S-CLASS', 'Chan Tai Man'],
    ['10/02/2030', '10:30', 'Arrival', 'HKG', 'XXX', 'S-CLASS', 'Lee Siu Ming'],
    ['11/02/2030', '11:00', 'Departure', 'PEN', 'HKG', 'S-CLASS', 'Wong Ka Fai'],
  ],
};
const mapping = guessMapping(sheet.headers);
const base: ImportState = { sheet, mapping, clientId: 5, orderStatus: 'A', lookups, checked: null };
const bodies = (s: ImportState) => preview(s).rows.map((r) => r.body);

/** What the dry run answers for the rows: row 2's drop-off unknown (no id sent), row 3 without a rate. */
const answer: BatchAnswer = {
  created: 0,
  orders: [
    { row: 0, fareAmt: '650.00', errors: [] },
    {
      row: 1,
      fareAmt: null,
      errors: [{ field: 'orders[1].orderVehicles[0].dropoffLocationId', message: 'orders[1].orderVehicles[0].dropoffLocationId is required for an Arrival' }],
    },
    {
      row: 2,
      fareAmt: null,
      errors: [
        {
          field: 'orders[2].orderVehicles[0].vehicleTypeId',
          message: 'orders[2].orderVehicles[0]: No rate for vehicle type S-CLASS in tariff TX on 2030-02-11',
        },
        { field: 'orders[2].clientId', message: 'orders[2].clientId: client C1 is cancelled: no new booking can be taken for it' },
      ],
    },
  ],
};

describe('the preview of an import', () => {
  it('lays the dry run over the cells: the sheet reading first, the server on the other cells, the rest on the row', () => {
    const checked = checkedOf(preview(base).rows, answer);
    const p = preview({ ...base, checked });
    expect(p.current).toBe(true);
    expect(p.bad).toBe(2);
    expect(p.canCreate).toBe(false);
    expect(p.total).toBeNull();
    const [first, second, third] = p.rows;
    expect(first).toMatchObject({ fareAmt: '650.00', problems: {}, serverProblems: {}, rowProblems: [] });
    // The sheet says why the drop-off is missing; the server's "is required" is not repeated.
    expect(second.problems).toEqual({ dropoffLocation: { code: 'unknownLocation', value: 'XXX' } });
    expect(second.serverProblems).toEqual({});
    expect(third.serverProblems).toEqual({ vehicleType: 'No rate for vehicle type S-CLASS in tariff TX on 2030-02-11' });
    expect(third.rowProblems).toEqual(['client C1 is cancelled: no new booking can be taken for it']);
  });

  it('forgets the check of an edited row until the next check, and allows creating only a clean, current check', () => {
    const checked = checkedOf(preview(base).rows, answer);
    const edited = { ...base, sheet: editCell(sheet, mapping, 1, 'dropoffLocation', 'pen'), checked };
    const p = preview(edited);
    expect(p.current).toBe(false);
    expect(p.rows[1].problems).toEqual({});
    expect(p.rows[1].body.orderVehicles).toMatchObject([{ dropoffLocationId: 2 }]);
    // Row 3's body did not change: its problems stay shown.
    expect(p.rows[2].serverProblems.vehicleType).toBeDefined();
    expect(p.canCreate).toBe(false);

    const clean: BatchAnswer = { created: 0, orders: bodies(edited).map((_, row) => ({ row, fareAmt: '650.00', errors: [] })) };
    const ready = preview({ ...edited, checked: checkedOf(preview(edited).rows, clean) });
    expect(ready).toMatchObject({ current: true, bad: 0, canCreate: true, total: '1950.00' });
  });

  it('writes an edit into the cell of the mapped column only', () => {
    expect(editCell(sheet, mapping, 0, 'pickupTime', '21:00').rows[0]).toEqual(['10/02/2030', '21:00', 'Arrival', 'HKG', 'PEN', 'S-CLASS', 'Chan Tai Man']);
    expect(editCell(sheet, mapping, 0, 'flightNo', 'CX101')).toBe(sheet);
  });

  it('takes the path out of a server message', () => {
    expect(withoutPath('orders[12].orderVehicles[0].paxCount must be a whole number from 1 to 99')).toBe('must be a whole number from 1 to 99');
    expect(withoutPath('orders[3].orderVehicles[1]: No rate for X')).toBe('No rate for X');
    expect(withoutPath('orders[3]: must be an object')).toBe('must be an object');
  });
});

describe('mapping the columns', () => {
  it('moves a field to the column it is chosen for, and clears a column', () => {
    expect(remap({ A: 'pickupDate', B: 'pickupTime' }, 'C', 'pickupDate')).toEqual({ B: 'pickupTime', C: 'pickupDate' });
    expect(remap({ A: 'pickupDate', B: 'pickupTime' }, 'A', '')).toEqual({ B: 'pickupTime' });
  });

  it('shows an Excel date or time of the first row as what its field reads', () => {
    expect(sampleText(47159, 'pickupDate')).toBe('10/02/2029');
    expect(sampleText(0.75, 'pickupTime')).toBe('18:00');
    expect(sampleText(47159, 'paxCount')).toBe('47159');
    expect(sampleText('10/02/2030', 'pickupDate')).toBe('10/02/2030');
  });
});
