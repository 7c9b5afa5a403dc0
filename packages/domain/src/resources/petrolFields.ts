import { decimal, type FieldDef, money, reference, text } from './define.js';

/** What a petrol record holds, on a roster or on a driver job: the car, the station, litres, amount and receipt. */
export const petrolFields = (vehicleRequired: boolean): FieldDef[] => [
  reference('vehicleId', 'Vehicle', '車輛', 'vehicles', 'licensePlateNo', { required: vehicleRequired }),
  reference('petrolStationId', 'Petrol Station', '油站', 'petrolStations', 'petrolStationCode'),
  decimal('litres', 'Litres', '公升', { required: true, min: 0, max: 999 }),
  money('amount', 'Amount', '金額', { required: true, min: 0 }),
  text('receiptNo', 'Receipt No.', '收據號碼', { max: 30 }),
];
