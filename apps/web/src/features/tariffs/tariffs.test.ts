import { describe, expect, it } from 'vitest';
import { tariffBody } from './tariffs';

describe('the body of a tariff save', () => {
  it('sends the ticked vehicle types as the tariff vehicle type rows, in one call with the fields', () => {
    expect(tariffBody({ tariffCode: 'VIP', tariffDescEng: 'VIP rates', vehicleTypes: [3, 1] })).toEqual({
      tariffCode: 'VIP',
      tariffDescEng: 'VIP rates',
      tariffVehicleTypeMaps: [{ vehicleTypeId: 3 }, { vehicleTypeId: 1 }],
    });
    // No ticks at all is a tariff without vehicle types, not a list left alone.
    expect(tariffBody({ tariffDescEng: 'x', vehicleTypes: [] })).toEqual({ tariffDescEng: 'x', tariffVehicleTypeMaps: [] });
    expect(tariffBody({ tariffDescEng: 'x' })).toEqual({ tariffDescEng: 'x' });
  });
});
