/**
 * The order form's flight lookup (issue 15; docs/order-operations.md "Flights"): the call, and what
 * an answer changes in a vehicle row. Pure apart from the call: the component and its test share it.
 */
import { type FlightAnswer, normalizeFlightNo } from '@limo/domain/rules/operations/flights';
import { ApiError } from '../../api/errors';
import { api } from '../../api/http';
import type { VehicleRow } from './orderModel';

/** getFlightSch's answer (times HH:mm at Hong Kong); an HTTP provider may say more than SCHEDULED. */
export type FlightSch = Omit<FlightAnswer, 'status'> & { status: string };

export const HOME_AIRPORT = 'HKG';

/** POST /node/api/getFlightSch; null when the provider knows no such flight that day (404). */
export async function getFlightSch(flightNo: string, date: string, signal?: AbortSignal): Promise<FlightSch | null> {
  try {
    return await api<FlightSch>('/node/api/getFlightSch', { method: 'POST', body: { flightNo, date }, transform: false, signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

type Trip = Pick<VehicleRow, 'serviceType' | 'flightNo' | 'flightEtaDate' | 'pickupDate' | 'pickupTime'>;

/** The flight's date at Hong Kong: an arrival's ETA date (its pick-up date until one is typed); any other trip's pick-up date. */
export function lookupDate(row: Pick<Trip, 'serviceType' | 'flightEtaDate' | 'pickupDate'>): string | null {
  return (row.serviceType === 'Arrival' ? row.flightEtaDate || row.pickupDate : row.pickupDate) || null;
}

/** The key of a lookup: the answer shown belongs to the row while its flight number and date stay. */
export const lookupKey = (row: Trip) => `${normalizeFlightNo(row.flightNo)} ${lookupDate(row) ?? ''}`;

/**
 * What an answer changes in the row: the flight number as the provider writes it; for an arrival into
 * Hong Kong the ETA (the estimate, else the schedule), and the pick-up time when none is typed (the
 * scheduled landing: the grid start follows the ETA plus arrivalMeetingMinutes on the server).
 */
export function flightChanges(row: Trip, answer: FlightSch): Partial<VehicleRow> {
  const changes: Partial<VehicleRow> = { flightNo: answer.flightNo };
  const eta = answer.estimatedTime ?? answer.scheduledTime;
  if (row.serviceType !== 'Arrival' || answer.destination !== HOME_AIRPORT || !eta) return changes;
  changes.flightEtaDate = answer.date;
  changes.flightEtaTime = eta;
  if (!row.pickupTime) changes.pickupTime = answer.scheduledTime ?? eta;
  return changes;
}

/** A word when the flight does not fit the trip: an arrival on a flight leaving Hong Kong, a departure on one landing here. */
export function mismatch(row: Pick<Trip, 'serviceType'>, answer: FlightSch): 'flight.departsHere' | 'flight.arrivesHere' | null {
  const lands = answer.destination === HOME_AIRPORT;
  if (row.serviceType === 'Arrival' && !lands) return 'flight.departsHere';
  if (row.serviceType === 'Departure' && lands) return 'flight.arrivesHere';
  return null;
}
