import { isValidIsoDate, normalizeFlightNo, RESOURCES } from '@limo/domain';
import { z } from 'zod';

/* getFlightSch and importFlightSchedules: bodies and answers (issue 15, docs/order-operations.md "Flights"). */

const flightNoField = RESOURCES.flightSchedules.fields.find((f) => f.name === 'flightNo');
/** The timetable's own rule on a flight number (an airline code and a number, as CX251). */
const FLIGHT_NO = new RegExp(flightNoField?.pattern?.regex ?? '^[A-Za-z0-9]{2}[A-Za-z]? ?\\d{1,4}[A-Za-z]?$');

export const flightSchBody = z.strictObject({
  flightNo: z
    .string({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be a flight number, as CX251') })
    .transform(normalizeFlightNo)
    .refine((v) => v !== '', 'is required')
    .refine((v) => v === '' || FLIGHT_NO.test(v), 'must be an airline code and a number, as CX251'),
  date: z
    .string({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be a date YYYY-MM-DD') })
    .refine(isValidIsoDate, "must be a date YYYY-MM-DD (the flight's date at Hong Kong)"),
});
export type FlightSchBody = z.output<typeof flightSchBody>;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** The answer: the HTTP provider may give any status word; the timetable says SCHEDULED. */
export const flightSchAnswer = z.strictObject({
  flightNo: z.string().describe('upper case, without spaces'),
  date: z.iso.date().describe("the flight's date at Hong Kong: an arrival's at HKG (its flightEtaDate), a departure's from HKG"),
  origin: z.string().describe('IATA airport code'),
  destination: z.string().describe('IATA airport code'),
  scheduledTime: hhmm.nullable().describe('HH:mm at Hong Kong: the arrival time of an arrival into HKG, the departure time of a departure'),
  estimatedTime: hhmm.nullable().describe('HH:mm at Hong Kong, as scheduledTime; the timetable knows no better than the schedule'),
  terminal: z.string().nullable(),
  status: z.string().describe('SCHEDULED from the timetable; the HTTP provider may say more (DELAYED, LANDED...)'),
});
export type FlightSch = z.output<typeof flightSchAnswer>;

/** Most rows one import takes. */
export const MAX_IMPORT_ROWS = 5000;

export const importBody = z
  .strictObject({
    csv: z
      .string({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be the text of the CSV file') })
      .refine((v) => v.trim() !== '', 'is empty: the file needs a header row and at least one flight'),
  })
  .describe(
    'the CSV file as text (or send the file itself as the body, Content-Type text/csv). Header row: flightNo, origin, destination, scheduledDeparture, scheduledArrival, weekdays, validFrom, validTo, terminal',
  );

export const importAnswer = z.strictObject({
  rows: z.int().min(0).describe('the flights of the file'),
  inserted: z.int().min(0).describe('flights new to the timetable'),
  replaced: z.int().min(0).describe('flights that replaced the stored row of the same flight number and validFrom'),
});
export type ImportAnswer = z.output<typeof importAnswer>;
