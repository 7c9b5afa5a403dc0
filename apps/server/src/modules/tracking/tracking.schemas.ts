import { z } from 'zod';
import { wireId } from '../../engine/wire-schemas.js';

/** The documented shapes of the tracking calls (issue 33, docs/portal.md "Tracking link"). */

export const TRACK_STATUSES = ['PENDING', 'CONFIRMED', 'ASSIGNED', 'ON_THE_WAY', 'ARRIVED', 'POB', 'COMPLETED', 'NO_SHOW'] as const;
export type TrackStatus = (typeof TRACK_STATUSES)[number];

export const trackAnswer = z.strictObject({
  status: z.enum(TRACK_STATUSES).describe("the trip's state in the portal's words: PENDING or CONFIRMED before a driver, then the driver's marks"),
  pickupDate: z.string().describe('YYYY-MM-DD, Hong Kong'),
  pickupTime: z.string().describe('HH:MM, Hong Kong'),
  pickupText: z.string().describe("the pick-up place's name in the caller's language, or its free address"),
  vehicleType: z.string().describe("the vehicle type's name in the caller's language"),
  plate: z.string().nullable().describe("the car's plate once a car is assigned"),
  driverFirstName: z.string().nullable().describe("the driver's first name (in Chinese: the surname with 師傅) once a driver is assigned"),
  position: z
    .strictObject({
      lat: z.number(),
      lng: z.number(),
      at: z.string().describe("the phone's time of the position (ISO 8601)"),
      minutesAgo: z.int().min(0),
    })
    .optional()
    .describe("the car's last position: only while the driver is on the way or has arrived"),
  hotline: z.string().nullable().describe("the operator's hotline (system parameter hotline)"),
});

export const revokeAnswer = z.strictObject({
  orderVehicleId: wireId(),
  trackingToken: z.string().describe('the new token: the old link answers 410 from now on'),
  trackingUrl: z.string().describe("the new link, on PUBLIC_URL or the caller's origin"),
});
