import { describe, expect, it } from 'vitest';
import { guessMapping, orderImportMappingSchema, parseOrderSheet, type Sheet, sheetFieldOfPath, unmappedRequired } from './order-sheet.js';
import { parseServiceType, parseSheetDate, parseSheetTime } from './order-sheet-cells.js';

const lookups = {
  locations: [
    { id: 1, code: 'HKG-T1', name: 'Hong Kong Airport T1', nameChi: '香港機場一號客運大樓' },
    { id: 2, code: 'PEN', name: 'The Peninsula' },
    { id: 3, code: 'PEN2', name: 'The Peninsula' },
    { id: 4, code: 'IFC', name: 'IFC Mall' },
  ],
  vehicleTypes: [
    { id: 7, code: 'S-CLASS', name: 'Mercedes S-Class' },
    { id: 8, code: 'VAN', name: 'Toyota Alphard' },
  ],
};

describe('reading the cells', () => {
  it('reads dates as Hong Kong writes them, ISO dates and Excel serials', () => {
    expect(parseSheetDate('2030-02-10')).toBe('2030-02-10');
    expect(parseSheetDate('2030/2/1')).toBe('2030-02-01');
    expect(parseSheetDate('10/02/2030')).toBe('2030-02-10');
    expect(parseSheetDate('1-2-30')).toBe('2030-02-01');
    expect(parseSheetDate('12 Mar 2030')).toBe('2030-03-12');
    expect(parseSheetDate('March 12, 2030')).toBe('2030-03-12');
    expect(parseSheetDate('2030-02-10 09:30')).toBe('2030-02-10');
    // Excel: 47159 is 2029-02-10 in the 1900 system; 1904 counts 1,462 days fewer.
    expect(parseSheetDate(47159)).toBe('2029-02-10');
    expect(parseSheetDate(47159.75)).toBe('2029-02-10');
    expect(parseSheetDate(47159 - 1462, true)).toBe('2029-02-10');
    for (const bad of ['31/02/2030', 'tomorrow', '2030-13-01', '', 0, -3]) expect(parseSheetDate(bad), String(bad)).toBeUndefined();
  });

  it('reads times in 24 hours, with am/pm, as digits and as Excel fractions of a day', () => {
    expect(parseSheetTime('9:30')).toBe('09:30');
    expect(parseSheetTime('09.30')).toBe('09:30');
    expect(parseSheetTime('0930')).toBe('09:30');
    expect(parseSheetTime('930')).toBe('09:30');
    expect(parseSheetTime('21:05:59')).toBe('21:05');
    expect(parseSheetTime('9:30 pm')).toBe('21:30');
    expect(parseSheetTime('12:15 a.m.')).toBe('00:15');
    expect(parseSheetTime('9pm')).toBe('21:00');
    expect(parseSheetTime('2030-02-10 18:45')).toBe('18:45');
    expect(parseSheetTime(0.75)).toBe('18:00');
    expect(parseSheetTime(47159.3958333)).toBe('09:30');
    for (const bad of ['25:00', '9', '13pm', '9:75', 'noon', -0.5]) expect(parseSheetTime(bad), String(bad)).toBeUndefined();
  });

  it('reads service types by name, initial or Chinese word', () => {
    expect(['arrival', 'A', 'ARR', '接機'].map(parseServiceType)).toEqual(['Arrival', 'Arrival', 'Arrival', 'Arrival']);
    expect(['Departure', 'dep', '送機', 'Transfer', 'trf', 'Hire', '包車'].map(parseServiceType)).toEqual([
      'Departure',
      'Departure',
      'Departure',
      'Transfer',
      'Transfer',
      'Hire',
      'Hire',
    ]);
    expect(parseServiceType('Limo')).toBeUndefined();
  });
});

describe('parseOrderSheet', () => {
  const sheet: Sheet = {
    headers: ['Date', 'Time', 'Type', 'From', 'To', 'Car', 'Guest', 'Pax', 'Flight', 'Notes'],
    rows: [
      ['10/02/2030', '09:30', 'Arrival', 'hkg-t1', 'IFC Mall', 'S-CLASS', 'Chan Tai Man', 2, 'cx 251', 'VIP'],
      ['', '', '', '', '', '', '', '', '', ''],
      [47159, 0.75, 'dep', 'The Peninsula', '香港機場一號客運大樓', 'Limo', '', '', '', ''],
      ['2030-02-11', '8am', 'T', 'IFC', 'NOWHERE', 'van', 'Lee', 'two', '', ''],
    ],
  };
  const mapping = guessMapping(sheet.headers);

  it('guesses the mapping from the headers', () => {
    expect(mapping).toEqual({
      Date: 'pickupDate',
      Time: 'pickupTime',
      Type: 'serviceType',
      From: 'pickupLocation',
      To: 'dropoffLocation',
      Car: 'vehicleType',
      Guest: 'paxName',
      Pax: 'paxCount',
      Flight: 'flightNo',
      Notes: 'remarks',
    });
    expect(unmappedRequired(mapping)).toEqual([]);
    expect(unmappedRequired({ Date: 'pickupDate' })).toEqual(['pickupTime', 'serviceType', 'pickupLocation', 'vehicleType']);
  });

  it('makes one createOrder body a row, leaves blank rows out and names each cell it cannot read', () => {
    const rows = parseOrderSheet(sheet, mapping, lookups, { clientId: 5, orderStatus: 'A' });
    expect(rows.map((r) => [r.index, r.sheetRow])).toEqual([
      [0, 2],
      [2, 4],
      [3, 5],
    ]);
    expect(rows[0].problems).toEqual({});
    expect(rows[0].body).toEqual({
      clientId: 5,
      orderStatus: 'A',
      remarks: 'VIP',
      orderVehicles: [
        {
          paxCount: 2,
          pickupDate: '2030-02-10',
          pickupTime: '09:30',
          serviceType: 'Arrival',
          pickupLocationId: 1,
          dropoffLocationId: 4,
          vehicleTypeId: 7,
          orderPaxes: [{ paxName: 'Chan Tai Man' }],
          flightNo: 'cx 251',
        },
      ],
    });
    // "The Peninsula" names two locations; "Limo" no vehicle type; a blank passenger count is 1.
    expect(rows[1].problems).toEqual({
      pickupLocation: { code: 'ambiguousLocation', value: 'The Peninsula' },
      vehicleType: { code: 'unknownVehicleType', value: 'Limo' },
    });
    expect(rows[1].body.orderVehicles).toEqual([
      { paxCount: 1, pickupDate: '2029-02-10', pickupTime: '18:00', serviceType: 'Departure', dropoffLocationId: 1 },
    ]);
    expect(rows[2].problems).toEqual({ dropoffLocation: { code: 'unknownLocation', value: 'NOWHERE' }, paxCount: { code: 'badNumber', value: 'two' } });
    expect(rows[2].values).toMatchObject({ pickupDate: '2030-02-11', pickupTime: '08:00', serviceType: 'Transfer', vehicleType: 'van', paxCount: 'two' });
  });

  it('calls a required cell left blank a problem', () => {
    const [row] = parseOrderSheet({ headers: ['Date', 'Time'], rows: [['2030-02-10', '']] }, { Date: 'pickupDate', Time: 'pickupTime' }, lookups, {
      clientId: 5,
      orderStatus: 'P',
    });
    expect(row.problems).toEqual({ pickupTime: { code: 'required', value: '' } });
    expect(row.body.orderStatus).toBe('P');
  });

  it("prefers the client's remembered mapping, then guesses the rest", () => {
    expect(guessMapping(['Day', 'Time', 'Pickup'], { Day: 'pickupDate', Time: 'remarks' })).toEqual({
      Day: 'pickupDate',
      Time: 'remarks',
      Pickup: 'pickupLocation',
    });
  });
});

describe('the paths of the dry run back to the sheet', () => {
  it("names the sheet field of a createOrder path, none for the order's own", () => {
    expect(sheetFieldOfPath('orders[12].orderVehicles[0].pickupLocationId')).toBe('pickupLocation');
    expect(sheetFieldOfPath('orders[3].orderVehicles[0].orderPaxes[0].paxName')).toBe('paxName');
    expect(sheetFieldOfPath('orders[3].contactTel')).toBe('contactTel');
    expect(sheetFieldOfPath('orders[3].clientId')).toBeUndefined();
    expect(sheetFieldOfPath('orders[3].orderVehicles[0]')).toBeUndefined();
  });
});

describe('the mapping a client keeps', () => {
  it('takes known fields, each from one column', () => {
    expect(orderImportMappingSchema.safeParse({ Date: 'pickupDate', Car: 'vehicleType' }).success).toBe(true);
    expect(orderImportMappingSchema.safeParse({ Date: 'pickupDay' }).success).toBe(false);
    const twice = orderImportMappingSchema.safeParse({ Date: 'pickupDate', Day: 'pickupDate' });
    expect(twice.error?.issues.map((i) => [i.path, i.message])).toEqual([[['Day'], 'maps pickupDate, which column "Date" maps already']]);
  });
});
