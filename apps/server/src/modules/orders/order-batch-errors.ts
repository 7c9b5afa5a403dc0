import { orderBodySchema } from '@limo/domain';
import type { HttpError } from '../../engine/errors.js';
import type { BatchError } from './order-batch.schemas.js';

/*
 * createOrder's refusals as a batch row's errors: each message gets its row's prefix (`orders[3].`)
 * and a field, the full path of the value it is about, so a screen can show it on the cell.
 */

const ORDER_KEYS = new Set(Object.keys(orderBodySchema.shape));
/** A message that starts with a body path: `clientId: ...`, `orderStatus of ...`, `orderVehicles[1]: ...`. */
const LEADING_PATH = /^([A-Za-z]\w*(?:\[\d+\])?(?:\.[A-Za-z]\w*(?:\[\d+\])?)*)(?=:? )/;

/** The vehicle field an engine's sentence is about (its words are the domain's, docs/pricing.md), or none. */
const ENGINE_FIELDS: [RegExp, string | ((m: RegExpExecArray) => string)][] = [
  [/\(pick-up\)/, 'pickupLocationId'],
  [/\(drop-off\)|^The drop-off location|^No price for route/, 'dropoffLocationId'],
  [/\(stop (\d+)\)/, (m) => `stops[${Number(m[1]) - 1}]`],
  [/^Vehicle type|^No rate for/, 'vehicleTypeId'],
  [/^Voucher/, 'voucherNo'],
  [/^Other charge|other charge/i, 'orderMiscs'],
  [/^No hire package|^The hire minutes/, 'hireMinutes'],
  [/^The service date/, 'pickupDate'],
  [/^The pick-up time/, 'pickupTime'],
];
/** Sentences about the order as a whole (its client). */
const ORDER_LEVEL = [/^Client \d+ does not exist/, /^No tariff for/];

function engineField(sentence: string): string | undefined {
  for (const [pattern, field] of ENGINE_FIELDS) {
    const m = pattern.exec(sentence);
    if (m) return typeof field === 'string' ? field : field(m);
  }
  return undefined;
}

/** One of createOrder's messages as an error of batch row `row`. */
export function rowError(row: number, message: string): BatchError {
  const where = `orders[${row}]`;
  const path = LEADING_PATH.exec(message)?.[1];
  if (!path || !ORDER_KEYS.has(path.replace(/[[.].*$/, ''))) return { field: where, message: `${where}: ${message}` };
  const rest = message.slice(path.length).replace(/^: /, '');
  let field = path;
  if (/^orderVehicles\[\d+\]$/.test(path)) {
    if (ORDER_LEVEL.some((p) => p.test(rest))) field = 'clientId';
    else {
      const inVehicle = engineField(rest);
      if (inVehicle) field = `${path}.${inVehicle}`;
    }
  }
  return { field: `${where}.${field}`, message: `${where}.${message}` };
}

/**
 * A 400 of createOrder's reading as errors of a row. parseWithPaths names each message's field in
 * invalidValues, one for one; other refusals carry their path in the message.
 */
export function rowErrors(row: number, err: HttpError): BatchError[] {
  const where = `orders[${row}]`;
  const paired = err.invalidValues.length === err.errors.length;
  return err.errors.map((message, i) => {
    const field = paired ? err.invalidValues[i].field : undefined;
    if (field === 'body') return { field: where, message: `${where}${message.replace(/^body/, '')}` };
    if (field && message.startsWith(field)) return { field: `${where}.${field}`, message: `${where}.${message}` };
    return rowError(row, message);
  });
}
