/**
 * Batch create from a client's spreadsheet (issue 15, docs/order-operations.md): one sheet row is one
 * order of one vehicle. The client's column mapping names, per sheet column, the order field it
 * holds; parseOrderSheet turns the rows into createOrder bodies and names each cell it cannot read.
 * Everything else (prices, rates, unknown ids) is the server's dry run.
 */
import { z } from 'zod';
import {
  cellText,
  findLocation,
  findVehicleType,
  hoursAsMinutes,
  parseServiceType,
  parseSheetDate,
  parseSheetTime,
  type SheetCell,
  type SheetLookups,
  wholeNumber,
} from './order-sheet-cells.js';

type Kind = 'date' | 'time' | 'serviceType' | 'location' | 'vehicleType' | 'text' | 'count' | 'hours';

/** The order fields a sheet column may hold, with where each goes in the createOrder body. */
export const ORDER_SHEET_FIELDS = [
  { name: 'pickupDate', path: 'orderVehicles[0].pickupDate', kind: 'date', required: true },
  { name: 'pickupTime', path: 'orderVehicles[0].pickupTime', kind: 'time', required: true },
  { name: 'serviceType', path: 'orderVehicles[0].serviceType', kind: 'serviceType', required: true },
  { name: 'pickupLocation', path: 'orderVehicles[0].pickupLocationId', kind: 'location', required: true },
  { name: 'dropoffLocation', path: 'orderVehicles[0].dropoffLocationId', kind: 'location', required: false },
  { name: 'vehicleType', path: 'orderVehicles[0].vehicleTypeId', kind: 'vehicleType', required: true },
  { name: 'paxName', path: 'orderVehicles[0].orderPaxes[0].paxName', kind: 'text', required: false },
  { name: 'paxTel', path: 'orderVehicles[0].orderPaxes[0].paxTel', kind: 'text', required: false },
  { name: 'paxCount', path: 'orderVehicles[0].paxCount', kind: 'count', required: false },
  { name: 'luggageCount', path: 'orderVehicles[0].luggageCount', kind: 'count', required: false },
  { name: 'flightNo', path: 'orderVehicles[0].flightNo', kind: 'text', required: false },
  { name: 'hireHours', path: 'orderVehicles[0].hireMinutes', kind: 'hours', required: false },
  { name: 'waitingMinutes', path: 'orderVehicles[0].waitingMinutes', kind: 'count', required: false },
  { name: 'voucherNo', path: 'orderVehicles[0].voucherNo', kind: 'text', required: false },
  { name: 'vehicleRemarks', path: 'orderVehicles[0].remarks', kind: 'text', required: false },
  { name: 'contactName', path: 'contactName', kind: 'text', required: false },
  { name: 'contactTel', path: 'contactTel', kind: 'text', required: false },
  { name: 'remarks', path: 'remarks', kind: 'text', required: false },
] as const satisfies readonly { name: string; path: string; kind: Kind; required: boolean }[];

export type OrderSheetField = (typeof ORDER_SHEET_FIELDS)[number]['name'];
export const ORDER_SHEET_FIELD_NAMES = ORDER_SHEET_FIELDS.map((f) => f.name) as [OrderSheetField, ...OrderSheetField[]];
const FIELD = new Map<string, (typeof ORDER_SHEET_FIELDS)[number]>(ORDER_SHEET_FIELDS.map((f) => [f.name, f]));

/** At most this many mapped columns (a sheet has far fewer order fields). */
export const MAX_MAPPED_COLUMNS = 100;

/** A mapping {sheet column header -> order field}: each field from one column at most. */
export const orderImportMappingSchema = z
  .record(
    z.string().trim().min(1, 'a column header must not be empty').max(100, 'a column header must be at most 100 characters'),
    z.enum(ORDER_SHEET_FIELD_NAMES, { error: `must be one of ${ORDER_SHEET_FIELD_NAMES.join(', ')}` }),
    { error: 'must be an object {sheet column: order field}' },
  )
  .refine((m) => Object.keys(m).length <= MAX_MAPPED_COLUMNS, `must map at most ${MAX_MAPPED_COLUMNS} columns`)
  .superRefine((m, ctx) => {
    const seen = new Map<string, string>();
    for (const [column, field] of Object.entries(m)) {
      const first = seen.get(field);
      if (first !== undefined) ctx.addIssue({ code: 'custom', path: [column], message: `maps ${field}, which column "${first}" maps already` });
      else seen.set(field, column);
    }
  });
export type OrderImportMapping = Partial<Record<string, OrderSheetField>>;

export interface Sheet {
  /** The header row's texts, one per column (made unique by the reader). */
  headers: string[];
  /** The rows below the header, one cell per column. */
  rows: SheetCell[][];
  /** The workbook counts dates from 1904 (old Mac Excel): serial 0 is 1904-01-01. */
  date1904?: boolean;
}

export type CellProblemCode =
  'required' | 'badDate' | 'badTime' | 'badServiceType' | 'unknownLocation' | 'ambiguousLocation' | 'unknownVehicleType' | 'badNumber';
export interface CellProblem {
  code: CellProblemCode;
  /** The cell as read. */
  value: string;
}

export interface SheetOrder {
  /** The row's index in the sheet's rows (0 = the first row under the header). */
  index: number;
  /** Its row number as the spreadsheet shows it (the header is row 1). */
  sheetRow: number;
  /** Each mapped field's cell as text (what the preview shows and edits): a date, time or service type read as the body has it. */
  values: Partial<Record<OrderSheetField, string>>;
  problems: Partial<Record<OrderSheetField, CellProblem>>;
  /** The createOrder body; a field whose cell has a problem is left out (the dry run says it is missing). */
  body: Record<string, unknown>;
}

type Read = { value: unknown } | { problem: CellProblemCode };

/** One cell read as its field's kind. */
function readCell(kind: Kind, cell: SheetCell, lookups: SheetLookups, date1904: boolean): Read {
  const text = cellText(cell);
  const or = (value: unknown, problem: CellProblemCode): Read => (value === undefined ? { problem } : { value });
  switch (kind) {
    case 'date':
      return or(parseSheetDate(cell, date1904), 'badDate');
    case 'time':
      return or(parseSheetTime(cell), 'badTime');
    case 'serviceType':
      return or(parseServiceType(cell), 'badServiceType');
    case 'location': {
      const found = findLocation(lookups, text);
      return found.ambiguous ? { problem: 'ambiguousLocation' } : or(found.id, 'unknownLocation');
    }
    case 'vehicleType':
      return or(findVehicleType(lookups, text), 'unknownVehicleType');
    case 'count':
      return or(wholeNumber(cell), 'badNumber');
    case 'hours':
      return or(hoursAsMinutes(cell), 'badNumber');
    case 'text':
      return { value: text };
  }
}

/** Sets a value at a path like `orderVehicles[0].orderPaxes[0].paxName`, making the objects and lists on the way. */
function setAt(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split(/\.|(?=\[)/).map((k) => (k.startsWith('[') ? Number(k.slice(1, -1)) : k));
  let cur: Record<string | number, unknown> = target;
  keys.slice(0, -1).forEach((k, i) => {
    cur[k] ??= typeof keys[i + 1] === 'number' ? [] : {};
    cur = cur[k] as Record<string | number, unknown>;
  });
  cur[keys[keys.length - 1]] = value;
}

/** A row is blank when every mapped cell is. */
const blank = (row: SheetCell[], columns: number[]) => columns.every((c) => cellText(row[c]) === '');

/**
 * The sheet's rows as createOrder bodies of the client, one vehicle each, with each cell that
 * cannot be read named; blank rows are left out. A passenger count left blank is 1; a required
 * field left blank is a problem of its cell.
 */
export function parseOrderSheet(
  sheet: Sheet,
  mapping: OrderImportMapping,
  lookups: SheetLookups,
  order: { clientId: number | null; orderStatus: 'A' | 'P' },
): SheetOrder[] {
  const columns = sheet.headers.flatMap((h, c) => {
    const field = mapping[h];
    return field && FIELD.has(field) ? [{ c, field: FIELD.get(field)! }] : [];
  });
  const mappedColumns = columns.map((x) => x.c);
  const out: SheetOrder[] = [];
  sheet.rows.forEach((row, index) => {
    if (blank(row, mappedColumns)) return;
    const body: Record<string, unknown> = { clientId: order.clientId, orderStatus: order.orderStatus, orderVehicles: [{ paxCount: 1 }] };
    const values: SheetOrder['values'] = {};
    const problems: SheetOrder['problems'] = {};
    for (const { c, field } of columns) {
      const cell = row[c] ?? null;
      const text = cellText(cell);
      values[field.name] = text;
      if (text === '') {
        if (field.required) problems[field.name] = { code: 'required', value: '' };
        continue;
      }
      const read = readCell(field.kind, cell, lookups, sheet.date1904 ?? false);
      if ('problem' in read) problems[field.name] = { code: read.problem, value: text };
      else {
        setAt(body, field.path, read.value);
        if (field.kind === 'date' || field.kind === 'time' || field.kind === 'serviceType') values[field.name] = String(read.value);
      }
    }
    // A phone or name alone makes no passenger: the name is what the row lists.
    const vehicle = (body.orderVehicles as Record<string, unknown>[])[0];
    const paxes = vehicle.orderPaxes as { paxName?: string }[] | undefined;
    if (paxes && !paxes[0]?.paxName) delete vehicle.orderPaxes;
    out.push({ index, sheetRow: index + 2, values, problems, body });
  });
  return out;
}

/** The sheet field a createOrder path names (`orders[3].orderVehicles[0].pickupLocationId` -> pickupLocation), or undefined for the row as a whole. */
export function sheetFieldOfPath(path: string): OrderSheetField | undefined {
  const inRow = path.replace(/^orders\[\d+\]\.?/, '');
  const exact = ORDER_SHEET_FIELDS.find((f) => f.path === inRow);
  if (exact) return exact.name;
  if (/^orderVehicles\[0\]\.orderPaxes\[0\]$/.test(inRow)) return 'paxName';
  return undefined;
}

const ALIASES: Record<OrderSheetField, string[]> = {
  pickupDate: ['pickupdate', 'date', 'servicedate', 'jobdate', '日期', '接載日期', '服務日期'],
  pickupTime: ['pickuptime', 'time', 'jobtime', '時間', '接載時間'],
  serviceType: ['servicetype', 'service', 'type', 'trip', '服務', '服務類型'],
  pickupLocation: ['pickuplocation', 'pickup', 'from', 'pickupfrom', '上車地點', '接載地點', '由'],
  dropoffLocation: ['dropofflocation', 'dropoff', 'to', 'destination', '下車地點', '目的地', '往'],
  vehicleType: ['vehicletype', 'vehicle', 'cartype', 'car', '車型', '車種'],
  paxName: ['paxname', 'passenger', 'passengername', 'guest', 'guestname', 'name', '乘客', '乘客姓名', '姓名'],
  paxTel: ['paxtel', 'passengertel', 'passengermobile', 'guesttel', 'mobile', '乘客電話'],
  paxCount: ['paxcount', 'pax', 'noofpax', 'passengers', '人數'],
  luggageCount: ['luggagecount', 'luggage', 'bags', '行李'],
  flightNo: ['flightno', 'flight', 'flightnumber', '航班', '航班編號'],
  hireHours: ['hirehours', 'hours', '包車時數'],
  waitingMinutes: ['waitingminutes', 'waiting', '等候時間'],
  voucherNo: ['voucherno', 'voucher', '禮券'],
  vehicleRemarks: ['vehicleremarks', 'jobremarks', 'driverremarks', '司機備註'],
  contactName: ['contactname', 'contact', '聯絡人'],
  contactTel: ['contacttel', 'contactphone', 'tel', 'phone', '聯絡電話'],
  remarks: ['remarks', 'remark', 'notes', 'note', '備註'],
};
const squeeze = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The mapping of a sheet's headers: the client's remembered mapping for the headers it knows, then
 * a guess by the header's words for the fields still free; a header guessed for nothing stays unmapped.
 */
export function guessMapping(headers: string[], remembered: OrderImportMapping = {}): OrderImportMapping {
  const out: OrderImportMapping = {};
  const taken = new Set<string>();
  for (const h of headers) {
    const field = remembered[h];
    if (field && FIELD.has(field) && !taken.has(field)) {
      out[h] = field;
      taken.add(field);
    }
  }
  for (const h of headers) {
    if (out[h]) continue;
    const word = squeeze(h);
    const field = ORDER_SHEET_FIELD_NAMES.find((f) => !taken.has(f) && (squeeze(f) === word || ALIASES[f].includes(word)));
    if (field) {
      out[h] = field;
      taken.add(field);
    }
  }
  return out;
}

/** The required fields no column maps. */
export function unmappedRequired(mapping: OrderImportMapping): OrderSheetField[] {
  const mapped = new Set(Object.values(mapping));
  return ORDER_SHEET_FIELDS.filter((f) => f.required && !mapped.has(f.name)).map((f) => f.name);
}
