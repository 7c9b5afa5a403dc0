import { DEFAULT_REGION_CENTRES, REGION_RADIUS_METRES } from '@limo/domain';
import { describe, expect, it } from 'vitest';
import {
  ageOf,
  ageText,
  type LiveVehicle,
  markerLabel,
  matchesSearch,
  mergeVehicles,
  regionCircles,
  shownDrivers,
  STATUS_COLOURS,
  STATUS_KEYS,
  statusColour,
  statusOf,
  toLiveVehicle,
  type Translate,
  usableTileUrl,
} from './liveModel';

const NOW = Date.parse('2030-06-01T12:00:00Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const ago = (ms: number) => new Date(NOW - ms).toISOString();

const vehicle = (driverId: number, over: Partial<LiveVehicle> = {}): LiveVehicle => ({
  driverId,
  latitude: 22.3,
  longitude: 114.17,
  speed: 30,
  orderId: null,
  startedFlag: 1,
  lastUpdateTime: ago(5 * MIN),
  driverNo: `D${String(driverId).padStart(3, '0')}`,
  driverNameEng: `Driver ${driverId}`,
  licensePlateNo: `LM${1000 + driverId}`,
  ...over,
});

// A stand-in for i18next: the key and its values, so each test sees what was asked for.
const t: Translate = (key, options) => (options ? `${key}:${JSON.stringify(options)}` : key);

describe('reading live records off the wire', () => {
  it('takes a full record with its extras', () => {
    const v = toLiveVehicle({
      driverId: 7,
      latitude: 22.31,
      longitude: 114.17,
      speed: 42.5,
      orderId: 90,
      startedFlag: 1,
      pushToken: null,
      appVersion: '1.2',
      lastUpdateTime: '2030-06-01T11:55:00Z',
      driverNo: 'D007',
      driverNameEng: 'Chan Tai Man',
      licensePlateNo: 'LM7',
      vehicleId: 3,
      orderVehicleId: 91,
      orderRefId: 'HK300601-0001',
      jobStatus: 'POB',
    });
    expect(v).toEqual({
      driverId: 7,
      latitude: 22.31,
      longitude: 114.17,
      speed: 42.5,
      orderId: 90,
      startedFlag: 1,
      pushToken: null,
      appVersion: '1.2',
      lastUpdateTime: '2030-06-01T11:55:00Z',
      driverNo: 'D007',
      driverNameEng: 'Chan Tai Man',
      licensePlateNo: 'LM7',
      vehicleId: 3,
      orderVehicleId: 91,
      orderRefId: 'HK300601-0001',
      jobStatus: 'POB',
    });
  });

  it('reads numbers sent as text, and leaves out extras the record does not carry', () => {
    expect(
      toLiveVehicle({ driverId: '4', latitude: '22.3', longitude: '114.1', speed: '12', orderId: null, startedFlag: '0', lastUpdateTime: ago(0) }),
    ).toEqual({
      driverId: 4,
      latitude: 22.3,
      longitude: 114.1,
      speed: 12,
      orderId: null,
      startedFlag: 0,
      lastUpdateTime: ago(0),
    });
  });

  it('refuses a record it cannot place: no driver, no position, a position off the globe, no or a bad time', () => {
    const base = { driverId: 1, latitude: 22.3, longitude: 114.1, lastUpdateTime: ago(0) };
    expect(toLiveVehicle({ ...base, driverId: undefined })).toBeNull();
    expect(toLiveVehicle({ ...base, latitude: null })).toBeNull();
    expect(toLiveVehicle({ ...base, longitude: 'east' })).toBeNull();
    expect(toLiveVehicle({ ...base, latitude: 95 })).toBeNull();
    expect(toLiveVehicle({ ...base, longitude: -181 })).toBeNull();
    expect(toLiveVehicle({ ...base, lastUpdateTime: undefined })).toBeNull();
    expect(toLiveVehicle({ ...base, lastUpdateTime: 'yesterday' })).toBeNull();
  });

  it('treats an unknown job status as none and a negative speed as standing still', () => {
    const v = toLiveVehicle({ driverId: 1, latitude: 22.3, longitude: 114.1, lastUpdateTime: ago(0), jobStatus: 'PARKED', speed: -3 });
    expect(v?.jobStatus).toBeNull();
    expect(v?.speed).toBe(0);
  });
});

describe('merging gps events by driver', () => {
  it('moves a known driver and adds a new one', () => {
    const current = [vehicle(1), vehicle(2)];
    const merged = mergeVehicles(current, [
      { driverId: 2, latitude: 22.4, longitude: 114.2, speed: 50, orderId: null, startedFlag: 1, lastUpdateTime: ago(0) },
      { driverId: 3, latitude: 22.28, longitude: 114.15, speed: 0, orderId: null, startedFlag: 0, lastUpdateTime: ago(0), driverNo: 'D003' },
    ]);
    expect(merged.map((v) => v.driverId)).toEqual([1, 2, 3]);
    expect(merged[0]).toBe(current[0]);
    expect(merged[1]).toMatchObject({ latitude: 22.4, longitude: 114.2, speed: 50, lastUpdateTime: ago(0) });
    expect(merged[2]).toMatchObject({ driverId: 3, driverNo: 'D003' });
  });

  it('keeps the extras a gps record leaves out (name, plate), takes the ones it brings', () => {
    const [merged] = mergeVehicles(
      [vehicle(1, { jobStatus: 'ACK', orderId: 5, orderRefId: 'R5' })],
      [{ driverId: 1, latitude: 22.31, longitude: 114.18, speed: 20, orderId: 5, startedFlag: 1, lastUpdateTime: ago(0), jobStatus: 'ON_THE_WAY' }],
    );
    expect(merged).toMatchObject({ driverNo: 'D001', driverNameEng: 'Driver 1', licensePlateNo: 'LM1001', orderRefId: 'R5', jobStatus: 'ON_THE_WAY' });
  });

  it("drops the old job's extras when the order changes and the record brings none", () => {
    const [merged] = mergeVehicles(
      [vehicle(1, { orderId: 5, orderVehicleId: 51, orderRefId: 'R5', jobStatus: 'COMPLETED' })],
      [{ driverId: 1, latitude: 22.31, longitude: 114.18, speed: 0, orderId: null, startedFlag: 1, lastUpdateTime: ago(0) }],
    );
    expect(merged.orderId).toBeNull();
    expect(merged).not.toHaveProperty('orderVehicleId');
    expect(merged).not.toHaveProperty('orderRefId');
    expect(merged).not.toHaveProperty('jobStatus');
    expect(merged.driverNo).toBe('D001');
  });

  it('ignores a late event older than the position held', () => {
    const current = [vehicle(1, { lastUpdateTime: ago(MIN), latitude: 22.3 })];
    const merged = mergeVehicles(current, [{ driverId: 1, latitude: 22.5, longitude: 114.1, lastUpdateTime: ago(2 * MIN) }]);
    expect(merged).toBe(current);
    expect(merged[0].latitude).toBe(22.3);
  });

  it('answers the same list when nothing applies (no records, or only broken ones)', () => {
    const current = [vehicle(1)];
    expect(mergeVehicles(current, [])).toBe(current);
    expect(mergeVehicles(current, [{ driverId: 9 }])).toBe(current);
  });

  it('keeps the newest of two records for one driver in one event', () => {
    const merged = mergeVehicles(
      [],
      [
        { driverId: 1, latitude: 22.2, longitude: 114.1, lastUpdateTime: ago(0) },
        { driverId: 1, latitude: 22.1, longitude: 114.1, lastUpdateTime: ago(MIN) },
      ],
    );
    expect(merged).toHaveLength(1);
    expect(merged[0].latitude).toBe(22.2);
  });
});

describe('the age windows of spec section 9', () => {
  const at = (ms: number) => vehicle(1, { lastUpdateTime: ago(ms) });
  const shows = (v: LiveVehicle, recentOnly: boolean) => shownDrivers([v], { recentOnly, search: '' }, NOW).shown.length === 1;

  it('keeps a position exactly 24 hours old and ignores one a millisecond older, in both views', () => {
    expect(shows(at(24 * HOUR), false)).toBe(true);
    expect(shows(at(24 * HOUR + 1), false)).toBe(false);
    expect(shownDrivers([at(24 * HOUR + 1)], { recentOnly: false, search: '' }, NOW).total).toBe(0);
  });

  it('the filtered view keeps a position exactly 3 hours (10 800 000 ms) old and drops one a millisecond older', () => {
    expect(shows(at(10_800_000), true)).toBe(true);
    expect(shows(at(10_800_001), true)).toBe(false);
    expect(shows(at(10_800_001), false)).toBe(true);
  });

  it('counts every driver with a live position as the total, whatever the view shows', () => {
    const drivers = [at(MIN), vehicle(2, { lastUpdateTime: ago(5 * HOUR) }), vehicle(3, { lastUpdateTime: ago(25 * HOUR) })];
    expect(shownDrivers(drivers, { recentOnly: true, search: '' }, NOW)).toMatchObject({ total: 2, shown: [{ driverId: 1 }] });
    expect(shownDrivers(drivers, { recentOnly: false, search: '' }, NOW).shown.map((d) => d.driverId)).toEqual([1, 2]);
  });

  it('moves with the clock: the same record leaves the filtered view once it is past 3 hours', () => {
    const v = vehicle(1, { lastUpdateTime: ago(3 * HOUR - MIN) });
    expect(shownDrivers([v], { recentOnly: true, search: '' }, NOW).shown).toHaveLength(1);
    expect(shownDrivers([v], { recentOnly: true, search: '' }, NOW + 2 * MIN).shown).toHaveLength(0);
  });
});

describe('search and order', () => {
  const d = vehicle(12, { driverNo: 'D012', driverNameEng: 'Chan Tai Man', licensePlateNo: 'LM 1234' });

  it('finds a driver by driver no., name or plate, whatever the case and spaces', () => {
    expect(matchesSearch(d, 'd012')).toBe(true);
    expect(matchesSearch(d, 'tai man')).toBe(true);
    expect(matchesSearch(d, 'lm12')).toBe(true);
    expect(matchesSearch(d, '  ')).toBe(true);
    expect(matchesSearch(d, 'wong')).toBe(false);
  });

  it('finds a driver by the Chinese name too, full-width letters as half-width (issue 30)', () => {
    const zh = { ...d, driverNameChi: '陳大文' };
    expect(matchesSearch(zh, '大文')).toBe(true);
    expect(matchesSearch(d, '大文')).toBe(false);
    expect(matchesSearch(zh, 'ＣＨＡＮ')).toBe(true);
  });

  it('does not search other fields (order ref.)', () => {
    expect(matchesSearch({ ...d, orderRefId: 'HK999' }, 'HK999')).toBe(false);
  });

  it('sorts by driver no. as numbers within the text (D2 before D10), then by id', () => {
    const drivers = [vehicle(1, { driverNo: 'D10' }), vehicle(2, { driverNo: 'D2' }), vehicle(4, { driverNo: undefined }), vehicle(3, { driverNo: 'D2' })];
    expect(shownDrivers(drivers, { recentOnly: true, search: '' }, NOW).shown.map((v) => v.driverId)).toEqual([4, 2, 3, 1]);
  });

  it('applies the search to what the age view keeps', () => {
    const drivers = [d, vehicle(13, { driverNo: 'D013', lastUpdateTime: ago(4 * HOUR) }), vehicle(14, { driverNo: 'D014' })];
    expect(shownDrivers(drivers, { recentOnly: false, search: 'D01' }, NOW).shown.map((v) => v.driverId)).toEqual([12, 13, 14]);
    expect(shownDrivers(drivers, { recentOnly: true, search: 'D01' }, NOW).shown.map((v) => v.driverId)).toEqual([12, 14]);
    expect(shownDrivers(drivers, { recentOnly: false, search: 'D013' }, NOW)).toMatchObject({ total: 3, shown: [{ driverId: 13 }] });
  });
});

describe('colour per job state', () => {
  it('gives none/idle and every job mark its own colour', () => {
    expect(STATUS_KEYS).toEqual(['NONE', 'ACK', 'ON_THE_WAY', 'ARRIVED', 'POB', 'COMPLETED', 'NO_SHOW']);
    expect(new Set(STATUS_KEYS.map((s) => STATUS_COLOURS[s])).size).toBe(STATUS_KEYS.length);
  });

  it('reads the state off the record: null, missing or unknown is none', () => {
    expect(statusOf({ jobStatus: null })).toBe('NONE');
    expect(statusOf({})).toBe('NONE');
    expect(statusOf({ jobStatus: 'XX' as never })).toBe('NONE');
    expect(statusOf({ jobStatus: 'ARRIVED' })).toBe('ARRIVED');
    expect(statusColour({ jobStatus: 'NO_SHOW' })).toBe(STATUS_COLOURS.NO_SHOW);
    expect(statusColour({ jobStatus: undefined })).toBe(STATUS_COLOURS.NONE);
  });
});

describe('ages and marker labels', () => {
  it('says just now under a minute (and for a clock running ahead), then minutes, then hours', () => {
    expect(ageOf(ago(59_999), NOW)).toEqual({ key: 'map.age.now', count: 0 });
    expect(ageOf(ago(-5 * MIN), NOW)).toEqual({ key: 'map.age.now', count: 0 });
    expect(ageOf(ago(MIN), NOW)).toEqual({ key: 'map.age.minutes', count: 1 });
    expect(ageOf(ago(5 * MIN + 59_000), NOW)).toEqual({ key: 'map.age.minutes', count: 5 });
    expect(ageOf(ago(HOUR - 1), NOW)).toEqual({ key: 'map.age.minutes', count: 59 });
    expect(ageOf(ago(HOUR), NOW)).toEqual({ key: 'map.age.hours', count: 1 });
    expect(ageOf(ago(3 * HOUR - 1), NOW)).toEqual({ key: 'map.age.hours', count: 2 });
    expect(ageText(ago(5 * MIN), NOW, t)).toBe('map.age.minutes:{"count":5}');
  });

  it('labels a marker with driver no. and name, plate, order ref., job state and age', () => {
    const d = vehicle(1, { orderRefId: 'HK300601-0001', jobStatus: 'POB' });
    expect(markerLabel(d, NOW, t)).toBe('D001 Driver 1, LM1001, HK300601-0001, map.status.POB, map.age.minutes:{"count":5}');
  });

  it("names the driver in the reader's language: the Chinese name in zh-HK, else the English one (issue 30)", () => {
    const d = vehicle(1, { driverNameChi: '陳大文', lastUpdateTime: ago(0) });
    expect(markerLabel(d, NOW, t, 'zh-HK')).toBe('D001 陳大文, LM1001, map.status.NONE, map.age.now:{"count":0}');
    expect(markerLabel(d, NOW, t, 'en')).toBe('D001 Driver 1, LM1001, map.status.NONE, map.age.now:{"count":0}');
    expect(markerLabel({ ...d, driverNameChi: null }, NOW, t, 'zh-HK')).toBe('D001 Driver 1, LM1001, map.status.NONE, map.age.now:{"count":0}');
    expect(toLiveVehicle({ driverId: 1, latitude: 22.3, longitude: 114.1, lastUpdateTime: ago(0), driverNameChi: '陳大文' })?.driverNameChi).toBe('陳大文');
  });

  it('leaves out what the record lacks, naming the driver by id without a driver no.', () => {
    const d = vehicle(8, { driverNo: undefined, driverNameEng: undefined, licensePlateNo: null, lastUpdateTime: ago(0) });
    expect(markerLabel(d, NOW, t)).toBe('#8, map.status.NONE, map.age.now:{"count":0}');
  });
});

describe('map settings from the answer', () => {
  it("draws the answer's centres and radii for airport, Central and Kowloon", () => {
    const centres = {
      airport: { latitude: 1, longitude: 2 },
      central: { latitude: 3, longitude: 4 },
      kln: { latitude: 5, longitude: 6 },
      kwaiFongCarPark: { latitude: 7, longitude: 8 },
    };
    expect(regionCircles(centres, { airport: 100, central: 200, kln: 300, kwaiFongCarPark: 156 })).toEqual([
      { region: 'airport', centre: { latitude: 1, longitude: 2 }, radius: 100 },
      { region: 'central', centre: { latitude: 3, longitude: 4 }, radius: 200 },
      { region: 'kln', centre: { latitude: 5, longitude: 6 }, radius: 300 },
    ]);
  });

  it("falls back to the spec's centres and radii when the answer lacks or breaks them", () => {
    expect(regionCircles()).toEqual([
      { region: 'airport', centre: DEFAULT_REGION_CENTRES.airport, radius: REGION_RADIUS_METRES.airport },
      { region: 'central', centre: DEFAULT_REGION_CENTRES.central, radius: REGION_RADIUS_METRES.central },
      { region: 'kln', centre: DEFAULT_REGION_CENTRES.kln, radius: REGION_RADIUS_METRES.kln },
    ]);
    expect(regionCircles({ airport: { latitude: 'x' } }, { airport: -1, central: '1500' })[0]).toEqual({
      region: 'airport',
      centre: DEFAULT_REGION_CENTRES.airport,
      radius: REGION_RADIUS_METRES.airport,
    });
    expect(regionCircles(null, { central: '1500' })[1].radius).toBe(1500);
  });

  it('uses a tile template only when it is set and names {z}, {x} and {y}', () => {
    expect(usableTileUrl(' https://tile.example/{z}/{x}/{y}.png ')).toBe('https://tile.example/{z}/{x}/{y}.png');
    expect(usableTileUrl(null)).toBeNull();
    expect(usableTileUrl(undefined)).toBeNull();
    expect(usableTileUrl('')).toBeNull();
    expect(usableTileUrl('   ')).toBeNull();
    expect(usableTileUrl('https://tile.example/map.png')).toBeNull();
  });
});
