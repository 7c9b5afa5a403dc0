import type { Db } from '../client.js';
import { sysParameters } from '../schema/index.js';

/** System parameters the product reads, with the spec's values; added on every start when missing, never overwritten. */
export const DEFAULT_PARAMETERS: { parmKey: string; parmValue: string; parmDesc: string }[] = [
  { parmKey: 'defaultErrorMessage', parmValue: 'Unknown error. Unable to proceed.', parmDesc: 'Message shown when nothing else applies' },
  { parmKey: 'vendorPrefix', parmValue: 'OUS', parmDesc: 'Client codes of outsourcing vendors start with this' },
  { parmKey: 'excludedClientTypeId', parmValue: '16', parmDesc: 'Client type (id) left out of the client pick-list' },
  { parmKey: 'specialClientIds', parmValue: '316,407', parmDesc: 'Clients (ids) singled out on the ordering screen' },
  { parmKey: 'filterClientIds', parmValue: '222,223,237,311,383,407,409,742,418,298', parmDesc: 'Clients (ids) of scheduling filters 4 and 5' },
  { parmKey: 'smallVehicleMaxCapacity', parmValue: '8', parmDesc: 'Vehicle types below this capacity count in the capacity view' },
  { parmKey: 'elearningUrl', parmValue: 'https://elearning.harbour-limo.example/', parmDesc: 'Help icon link' },
  // Pricing (issue 8, docs/pricing.md).
  { parmKey: 'defaultTariffCode', parmValue: 'STD', parmDesc: 'Tariff (code) of clients without a client tariff on the service date' },
  { parmKey: 'holidayArea', parmValue: 'HK', parmDesc: 'Area (areaInitial) of the public holidays that bring the holiday surcharges' },
  { parmKey: 'priceRoundingUnit', parmValue: '1.00', parmDesc: 'Each price line is rounded half away from zero to a multiple of this amount' },
  // Ordering (issue 9, docs/ordering.md).
  { parmKey: 'earliestPobMinutes', parmValue: '30', parmDesc: 'A driver marks POB or COMPLETED from this many minutes before the pick-up' },
  { parmKey: 'arrivalMeetingMinutes', parmValue: '30', parmDesc: 'An arrival starts on the grid this many minutes after the flight ETA' },
  { parmKey: 'defaultTripMinutes', parmValue: '60', parmDesc: 'How long a trip other than a hire lasts on the grid, before waiting' },
  // Scheduling (issue 10, docs/scheduling.md).
  { parmKey: 'turnaroundMinutes', parmValue: '15', parmDesc: 'Minutes a driver or vehicle needs between two jobs before they clash' },
  // Travel between jobs (issue 32): a pair of zones without a zoneTravelTimes row.
  { parmKey: 'defaultTravelMinutes', parmValue: '30', parmDesc: 'Minutes from one zone to another without a zone travel times row' },
  // Driver jobs and live data (issue 11, docs/driver-jobs.md): centres as "latitude,longitude".
  { parmKey: 'regionCentreAirport', parmValue: '22.3080,113.9185', parmDesc: 'Centre of the airport region (3000 m): Hong Kong International Airport' },
  { parmKey: 'regionCentreCentral', parmValue: '22.2819,114.1582', parmDesc: 'Centre of the Central region (1477 m)' },
  { parmKey: 'regionCentreKln', parmValue: '22.3117,114.1722', parmDesc: 'Centre of the Kowloon region (3469 m)' },
  { parmKey: 'regionCentreKwaiFong', parmValue: '22.3571,114.1278', parmDesc: 'Centre of the Kwai Fong car park (156 m)' },
  { parmKey: 'positionHistoryDays', parmValue: '30', parmDesc: "Days the drivers' position history is kept" },
  // Order operations (issue 15, docs/order-operations.md): the email-to-SMS gateway.
  {
    parmKey: 'smsGatewaySuffix',
    parmValue: '@sms.gateway.invalid',
    parmDesc: 'Appended to the mobile (with its country code) to make the SMS gateway address; holds the @',
  },
  { parmKey: 'smsSubject', parmValue: 'SMS', parmDesc: 'Subject of the emails sent to the SMS gateway' },
  { parmKey: 'smsDefaultCountryCode', parmValue: '852', parmDesc: 'Country code given to a mobile written without one' },
  // The chinaLink partner feed (issue 18, docs/partner-feed.md).
  { parmKey: 'chinaLinkBranchCode', parmValue: 'HK', parmDesc: "Branch (code) the chinaLink partner's bookings belong to" },
  {
    parmKey: 'chinaLinkAutoAccept',
    parmValue: '1',
    parmDesc: 'Accept a chinaLink booking into the order book by itself when every field maps (1) or never (0)',
  },
  {
    parmKey: 'chinaLinkClientCode',
    parmValue: 'OUSCL',
    parmDesc: 'Client (code) of chinaLink: the client of the orders made from its bookings and the vendor its trips are outsourced to',
  },
  { parmKey: 'apiHistoryDays', parmValue: '90', parmDesc: 'Days the API log (apiHistories) is kept' },
  // The passenger's tracking page (issue 33): the one phone number it shows.
  { parmKey: 'hotline', parmValue: '+852 2345 6789', parmDesc: "Operator's hotline shown on the passenger's tracking page" },
  { parmKey: 'mapTileUrl', parmValue: '', parmDesc: 'Map tiles of the real-time vehicle map, as https://host/{z}/{x}/{y}.png; empty shows no background map' },
];

export async function syncSystemParameters(db: Db) {
  await db.insert(sysParameters).values(DEFAULT_PARAMETERS).onConflictDoNothing(); // any case of a key already there: lower(parm_key) is unique
}
