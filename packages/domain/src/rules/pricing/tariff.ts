/** Rule 1: the tariff of the client on the service date, else the default tariff. */
import type { TariffCard } from './card.js';
import { PricingError } from './result.js';
import type { TariffRow } from './types.js';
import { latestFirst, validOn } from './validity.js';

export interface TariffChoice {
  tariff: TariffRow;
  /** 'client tariff from 2026-01-01' or 'default tariff (system parameter defaultTariffCode)'. */
  reason: string;
}

const active = (t: TariffRow | null | undefined): t is TariffRow => !!t && (!t.recordStatus || t.recordStatus === 'A');

/**
 * The client's clientTariffs row valid on the date (latest effectiveDate wins; a cancelled tariff
 * never prices), else the default tariff. The server may call this before loading the rates.
 */
export function chooseTariff(card: TariffCard, serviceDate: string, clientLabel = 'the client'): TariffChoice {
  const row = card.clientTariffs.filter((r) => validOn(r, serviceDate) && active(r.tariff)).sort(latestFirst)[0];
  if (row) return { tariff: row.tariff, reason: `client tariff from ${row.effectiveDate}` };
  if (active(card.defaultTariff)) return { tariff: card.defaultTariff, reason: 'default tariff (system parameter defaultTariffCode)' };
  const code = card.defaultTariffCode?.trim();
  const why = code ? `the system parameter defaultTariffCode names no active tariff ("${code}")` : 'the system parameter defaultTariffCode is not set';
  throw new PricingError('NO_TARIFF', `No tariff for ${clientLabel} on ${serviceDate}: no client tariff is valid on that date and ${why}`);
}
