/** Rule 2: a client special rate valid on the date wins over the tariff's class rate. */
import { type ServerText, srvText } from '../../i18n/serverText.js';
import type { RateCardInput } from './card.js';
import { PricingError } from './result.js';
import type { ClientRow, RateCardRate, RateSource, TariffRow, TariffSPRateInput, VehicleTypeRow } from './types.js';
import { latestValid } from './validity.js';

export interface RateChoice {
  source: RateSource;
  rate: RateCardRate;
  /** The special rate, for its other charges (rule 5); null for a class rate. */
  special: TariffSPRateInput | null;
  /** 'class rate 12' or 'special rate 7', for the lines' rule texts. */
  label: string;
  /** The label as a text. */
  labelText: ServerText;
}

interface Wanted {
  clientId: number;
  vehicleTypeId: number;
  serviceDate: string;
}

export const clientLabel = (client: ClientRow | null, id: number) => (client?.clientCode ? `client ${client.clientCode}` : `client ${id}`);
export const vehicleTypeLabel = (vt: VehicleTypeRow | null, id: number) => (vt?.vehicleType ? `vehicle type ${vt.vehicleType}` : `vehicle type ${id}`);
/** clientLabel and vehicleTypeLabel as texts. */
export const clientText = (client: ClientRow | null, id: number) => srvText('srv.price.client', { client: client?.clientCode || id });
export const vehicleTypeText = (vt: VehicleTypeRow | null, id: number) => srvText('srv.price.vehicleType', { type: vt?.vehicleType || id });

/** The client's special rate for the vehicle type valid on the date (latest effectiveDate wins). */
export function chooseSpecialRate(rates: readonly TariffSPRateInput[], want: Wanted): TariffSPRateInput | undefined {
  return latestValid(
    rates.filter((r) => r.clientId === want.clientId && r.vehicleTypeId === want.vehicleTypeId),
    want.serviceDate,
  );
}

/** The rate that prices the request: special, else class; a PricingError naming vehicle type, tariff and date when neither. */
export function chooseRate(card: Pick<RateCardInput, 'tariffRates' | 'tariffSPRates' | 'client' | 'vehicleType'>, tariff: TariffRow, want: Wanted): RateChoice {
  const special = chooseSpecialRate(card.tariffSPRates, want);
  if (special)
    return { source: 'SPECIAL', rate: special, special, label: `special rate ${special.id}`, labelText: srvText('srv.price.specialRate', { id: special.id }) };
  const classRate = latestValid(
    card.tariffRates.filter((r) => r.tariffId === tariff.id && r.vehicleTypeId === want.vehicleTypeId),
    want.serviceDate,
  );
  if (classRate)
    return {
      source: 'CLASS',
      rate: classRate,
      special: null,
      label: `class rate ${classRate.id}`,
      labelText: srvText('srv.price.classRate', { id: classRate.id }),
    };
  const vt = vehicleTypeLabel(card.vehicleType, want.vehicleTypeId);
  throw new PricingError(
    'NO_RATE',
    `No rate for ${vt} in tariff ${tariff.tariffCode} on ${want.serviceDate}: no class rate of the tariff and no special rate of ${clientLabel(card.client, want.clientId)} is valid on that date`,
  );
}
