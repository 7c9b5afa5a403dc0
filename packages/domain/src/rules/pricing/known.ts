/** Every unknown or unusable input of a request, listed at once (the server answers 400 with all of them). */
import type { OcRateCard, RateCardInput } from './card.js';
import { locationsOf } from './free-places.js';
import { PricingError } from './result.js';
import type { OcAmountRequest, PricingRequest } from './types.js';
import { secondsOfDay } from './validity.js';
import { voucherProblems } from './voucher-line.js';
import { isValidIsoDate } from '../wire.js';

function basics(request: { clientId: number; vehicleTypeId: number }, card: OcRateCard, ocIds: number[]): string[] {
  const problems: string[] = [];
  if (card.client?.id !== request.clientId) problems.push(`Client ${request.clientId} does not exist`);
  if (card.vehicleType?.id !== request.vehicleTypeId) problems.push(`Vehicle type ${request.vehicleTypeId} does not exist`);
  for (const id of new Set(ocIds)) if (!card.tariffOCs.some((o) => o.id === id)) problems.push(`Other charge ${id} does not exist`);
  return problems;
}

export function checkPricingInput(request: PricingRequest, card: RateCardInput): void {
  const problems = basics(
    request,
    card,
    request.ocs.map((o) => o.tariffOcId),
  );
  if (!isValidIsoDate(request.serviceDate)) problems.push(`The service date "${request.serviceDate}" is not a date YYYY-MM-DD`);
  if (secondsOfDay(request.pickupTime) === undefined) problems.push(`The pick-up time "${request.pickupTime}" is not a time HH:mm:ss`);
  if (request.serviceType === 'Hire' ? !(request.hireMinutes > 0) : request.dropoffLocationId === null) {
    problems.push(
      request.serviceType === 'Hire'
        ? 'The hire minutes (above 0) are required for a Hire'
        : 'The drop-off location is required for an Arrival, Departure or Transfer',
    );
  }
  const known = new Set(locationsOf(card, request).map((l) => l.id));
  const named: [number | null, string][] = [
    [request.pickupLocationId, 'pick-up'],
    [request.dropoffLocationId, 'drop-off'],
    ...request.stops.map((id, i): [number, string] => [id, `stop ${i + 1}`]),
  ];
  for (const [id, role] of named) if (id !== null && !known.has(id)) problems.push(`Location ${id} (${role}) does not exist`);
  problems.push(...voucherProblems(request, card));
  if (problems.length) throw new PricingError('INVALID_INPUT', problems);
}

export function checkOcInput(request: OcAmountRequest, card: OcRateCard): void {
  const problems = basics(request, card, [request.tariffOcId]);
  if (!isValidIsoDate(request.serviceDate)) problems.push(`The service date "${request.serviceDate}" is not a date YYYY-MM-DD`);
  if (problems.length) throw new PricingError('INVALID_INPUT', problems);
}
