import type { HalRecord } from '../../api/hal';
import { PriceCalculatorButton } from '../pricing/PriceCalculatorButton';

/** The price calculator of a rate, opened on the rate's tariff (or client) and vehicle type. */
export function RatePriceCalculator({ record }: { record: HalRecord }) {
  const id = (v: unknown) => (typeof v === 'number' ? v : undefined);
  return <PriceCalculatorButton defaults={{ tariffId: id(record.tariffId), clientId: id(record.clientId), vehicleTypeId: id(record.vehicleTypeId) }} />;
}
