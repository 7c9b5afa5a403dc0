import { describe, expect, it } from 'vitest';
import { order } from './portalTestKit';
import { changeBody, draftFromOrder, draftProblems, emptyDraft, emptyPlace, newPax, TIME_SLOTS, type TripDraft, tripBody } from './tripModel';

const full = (over: Partial<TripDraft> = {}): TripDraft => ({
  ...emptyDraft('2030-02-10'),
  serviceTypeId: 'Transfer',
  pickupTime: '09:15',
  pickup: { ...emptyPlace('stored'), clientPlaceId: '4' },
  dropoff: { ...emptyPlace('address'), address: ' 1 Queen’s Road ', zone: 'Central' },
  stops: [{ ...emptyPlace('location'), locationId: '21' }],
  vehicleTypeId: '11',
  paxCount: '2',
  luggageCount: '1',
  passengers: [newPax({ clientPassengerId: '8' }), newPax({ name: ' Mr Wong ', mobile: '6123', notify: true })],
  remarks: ' VIP ',
  ...over,
});

describe('the booking draft', () => {
  it('offers the day in 15-minute steps', () => {
    expect(TIME_SLOTS).toHaveLength(96);
    expect(TIME_SLOTS[0]).toBe('00:00');
    expect(TIME_SLOTS[1]).toBe('00:15');
    expect(TIME_SLOTS[95]).toBe('23:45');
    for (const s of TIME_SLOTS) expect(Number(s.slice(3)) % 15, s).toBe(0);
  });

  it('makes the trip body of each kind of place and passenger', () => {
    expect(tripBody(full())).toEqual({
      serviceTypeId: 'Transfer',
      pickupDate: '2030-02-10',
      pickupTime: '09:15',
      pickup: { clientPlaceId: 4 },
      dropoff: { address: '1 Queen’s Road', zone: 'Central' },
      stops: [{ locationId: 21 }],
      vehicleTypeId: 11,
      paxCount: 2,
      luggageCount: 1,
      passengers: [{ clientPassengerId: 8 }, { name: 'Mr Wong', mobile: '6123', notify: 1 }],
      remarks: 'VIP',
    });
    const noDropoff = tripBody(full({ dropoff: emptyPlace('none'), flightNo: ' cx251 ' }));
    expect(noDropoff.flightNo).toBe('CX251');
    expect('dropoff' in noDropoff).toBe(false);
  });

  it('names each missing field, and none on a complete draft', () => {
    expect(draftProblems(full())).toEqual([]);
    expect(draftProblems(emptyDraft(''))).toEqual(['serviceTypeId', 'pickupDate', 'pickupTime', 'pickup', 'dropoff', 'vehicleTypeId']);
    expect(draftProblems(full({ pickupTime: '09:10', paxCount: '0', luggageCount: '-1', passengers: [newPax()] }))).toEqual([
      'pickupTime',
      'paxCount',
      'luggageCount',
      'passengers',
    ]);
    expect(draftProblems(full({ dropoff: { ...emptyPlace('address'), address: 'x' } }))).toEqual(['dropoff']);
    expect(draftProblems(full({ stops: [emptyPlace('location')] }))).toEqual(['stops']);
  });

  it('books a Hire by the hour, with or without a drop-off', () => {
    const hire = full({ serviceTypeId: 'Hire', dropoff: emptyPlace('none') });
    expect(draftProblems(hire)).toEqual(['hireHours']);
    expect(draftProblems({ ...hire, hireHours: '25' })).toEqual(['hireHours']);
    expect(tripBody({ ...hire, hireHours: '3' })).toMatchObject({ serviceTypeId: 'Hire', hireMinutes: 180 });
    expect('hireMinutes' in tripBody(full())).toBe(false);
    expect(draftProblems(full({ dropoff: emptyPlace('none') }))).toEqual(['dropoff']);
  });

  it('reopens a booked trip as a draft, and a change sends only what the booker may change', () => {
    const d = draftFromOrder(order({}, { stops: [21, { locationId: null, address: 'Shop 3', zone: 'Kowloon' }], flightNo: 'CX1', remarks: 'Gate B' }));
    expect(d).toMatchObject({
      serviceTypeId: 'Transfer',
      pickupDate: '2030-02-10',
      pickupTime: '09:30',
      pickup: { kind: 'location', locationId: '21' },
      dropoff: { kind: 'address', address: '1 Queen’s Road', zone: 'Central' },
      stops: [
        { kind: 'location', locationId: '21' },
        { kind: 'address', address: 'Shop 3', zone: 'Kowloon' },
      ],
      vehicleTypeId: '11',
      paxCount: '2',
      flightNo: 'CX1',
      remarks: 'Gate B',
    });
    expect(d.passengers.map((p) => [p.name, p.mobile])).toEqual([['Mr Wong', '61234567']]);
    expect(Object.keys(changeBody(d)).sort()).toEqual(['dropoff', 'flightNo', 'passengers', 'pickup', 'pickupDate', 'pickupTime', 'remarks', 'stops']);
  });
});
