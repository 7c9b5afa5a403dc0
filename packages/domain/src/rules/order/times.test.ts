import { describe, expect, it } from 'vitest';
import { addMinutes, defaultGridTimes } from './times.js';

const p = { arrivalMeetingMinutes: 30, defaultTripMinutes: 60 };

describe("an order vehicle's default times on the grid", () => {
  it('an Arrival with a flight starts at the ETA plus the meeting allowance', () => {
    expect(
      defaultGridTimes({ serviceType: 'Arrival', pickupDate: '2026-11-24', pickupTime: '10:00', flightEtaDate: '2026-11-24', flightEtaTime: '09:40' }, p),
    ).toEqual({
      startDate: '2026-11-24',
      startTime: '10:10:00',
      endDate: '2026-11-24',
      endTime: '11:10:00',
    });
  });

  it('an Arrival without an ETA starts at the pick-up', () => {
    expect(defaultGridTimes({ serviceType: 'Arrival', pickupDate: '2026-11-24', pickupTime: '10:00:00' }, p).startTime).toBe('10:00:00');
  });

  it('a late flight carries the start and end over midnight, into the next date', () => {
    expect(
      defaultGridTimes({ serviceType: 'Arrival', pickupDate: '2026-12-31', pickupTime: '23:50', flightEtaDate: '2026-12-31', flightEtaTime: '23:45' }, p),
    ).toEqual({
      startDate: '2027-01-01',
      startTime: '00:15:00',
      endDate: '2027-01-01',
      endTime: '01:15:00',
    });
  });

  it('a Hire lasts its hire minutes and is never lengthened by waiting', () => {
    expect(defaultGridTimes({ serviceType: 'Hire', pickupDate: '2026-11-24', pickupTime: '14:00', hireMinutes: 310, waitingMinutes: 45 }, p)).toMatchObject({
      endDate: '2026-11-24',
      endTime: '19:10:00',
    });
  });

  it('a Departure or Transfer lasts the default trip minutes plus the waiting booked', () => {
    expect(defaultGridTimes({ serviceType: 'Departure', pickupDate: '2026-11-24', pickupTime: '22:30', waitingMinutes: 20 }, p)).toMatchObject({
      endDate: '2026-11-24',
      endTime: '23:50:00',
    });
    expect(
      defaultGridTimes({ serviceType: 'Transfer', pickupDate: '2026-11-24', pickupTime: '23:30' }, { arrivalMeetingMinutes: 0, defaultTripMinutes: 90 }),
    ).toMatchObject({ endDate: '2026-11-25', endTime: '01:00:00' });
  });

  it('adds minutes across days both ways', () => {
    expect(addMinutes('2026-11-24', '00:10', -20)).toEqual({ date: '2026-11-23', time: '23:50:00' });
    expect(addMinutes('2026-11-24', '12:00', 3 * 24 * 60)).toEqual({ date: '2026-11-27', time: '12:00:00' });
  });
});
