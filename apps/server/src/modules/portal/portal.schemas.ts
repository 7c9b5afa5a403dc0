import { isValidIsoDate, PORTAL_STATUSES } from '@limo/domain';
import { z } from 'zod';
import { wireId } from '../../engine/wire-schemas.js';
import { orderAnswer, orderVehicleAnswer } from '../orders/order.schemas.js';
import { REJECT_REASON_MAX } from './portal-queue.service.js';

/* The documented shapes of the portal's booking calls and the operator's "To confirm" queue (issue 33, docs/portal.md). */

const numberText = (what: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.int().min(0).max(max))
    .describe(what);
const dateText = z.string().refine(isValidIsoDate, 'must be a date YYYY-MM-DD');
const money = z.string().regex(/^\d+\.\d{2}$/);
const portalStatus = z.enum(PORTAL_STATUSES);

export const tripListQuery = z.strictObject({
  from: dateText.optional().describe('pick-ups on or after this date'),
  to: dateText.optional().describe('pick-ups on or before this date'),
  status: portalStatus.optional(),
  page: numberText('the page, from 0', 100_000).default(0),
  size: numberText('rows a page, 1 to 100 (20)', 100).pipe(z.int().min(1)).default(20),
});

export const tripListAnswer = z.strictObject({
  items: z.array(
    z.strictObject({
      id: wireId(),
      orderRefId: z.string(),
      pickupDate: z.string(),
      pickupTime: z.string(),
      pickupText: z.string().nullable(),
      dropoffText: z.string().nullable(),
      vehicleTypeId: wireId(),
      portalStatus,
      total: money.nullable(),
    }),
  ),
  total: z.int(),
  page: z.int(),
  size: z.int(),
});

const passenger = z.strictObject({
  clientPassengerId: wireId().nullable(),
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  language: z.string(),
  notify: z.int(),
});

/** getOrder's answer with portalStatus on the order and each vehicle, the reason of a rejection or the booker's cancel, and the passengers. */
export const portalOrderAnswer = orderAnswer.extend({
  portalStatus,
  rejectReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  orderVehicles: z.array(
    orderVehicleAnswer.omit({ outsourceCost: true, outsourceVendorId: true, outsourceDriverName: true } as never).extend({
      portalStatus,
      passengers: z.array(passenger).describe('who rides, as the booker named them: the stored passenger, the email and the opt-in to messages'),
    }),
  ),
});

/** The operator's answer of a confirm or a reject: getOrder's with portalStatus and the rejection's reason. */
export const queueOrderAnswer = orderAnswer.extend({
  portalStatus,
  rejectReason: z.string().nullable(),
  orderVehicles: z.array(orderVehicleAnswer.extend({ portalStatus })),
});

export const cancelBody = z.strictObject({ reason: z.string().trim().min(1).max(500).describe("the booker's reason, kept on the order") });

export const rejectBody = z
  .strictObject({ reason: z.string().max(REJECT_REASON_MAX).optional().describe('required: the booker is told it') })
  .describe('{reason}');

const named = z.strictObject({ id: z.union([wireId(), z.string()]), name: z.string(), nameChi: z.string().nullable() });
export const lookupsAnswer = z.strictObject({
  serviceTypes: z.array(named).describe('ids are the service type codes (Arrival, Departure, Transfer, Hire)'),
  vehicleTypes: z.array(named.extend({ maxPax: z.int() })),
  zones: z.array(z.string()),
  locations: z.array(named),
});

export const invoicesAnswer = z.strictObject({
  items: z.array(
    z.strictObject({
      id: wireId(),
      invoiceNo: z.string(),
      invoiceDate: z.string(),
      dueDate: z.string(),
      dateFrom: z.string(),
      dateTo: z.string(),
      status: z.enum(['A', 'V']).describe('A issued, V void'),
      total: money,
      language: z.string(),
    }),
  ),
});

export const queueQuery = z.strictObject({
  status: z.enum(['P', 'A', 'C', 'V']).default('P').describe('the orders of this status (P: to confirm)'),
  page: numberText('the page, from 0', 100_000).default(0),
  size: numberText('rows a page, 1 to 100 (50)', 100).pipe(z.int().min(1)).default(50),
});

export const queueAnswer = z.strictObject({
  items: z.array(
    z.strictObject({
      id: wireId(),
      orderRefId: z.string(),
      clientId: wireId(),
      clientCode: z.string(),
      clientName: z.string(),
      clientNameChi: z.string().nullable(),
      bookerName: z.string(),
      bookerUsername: z.string(),
      pickupDate: z.string().nullable(),
      pickupTime: z.string().nullable(),
      vehicleTypeId: wireId().nullable(),
      vehicleType: z.string().nullable(),
      total: money.nullable(),
      bookedAt: z.string(),
    }),
  ),
  total: z.int(),
  page: z.int(),
  size: z.int(),
});

export const countAnswer = z.strictObject({ count: z.int().describe('portal orders of the branch waiting for confirmation') });
