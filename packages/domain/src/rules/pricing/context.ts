/** What every rule of one pricing run reads. */
import type { Bilingual } from '../../i18n/serverMessages.js';
import { type ServerText, srvText } from '../../i18n/serverText.js';
import type { RateCardInput } from './card.js';
import type { RateChoice } from './rate.js';
import type { LocationRow, PricingRequest, TariffRow } from './types.js';

export interface PricingContext {
  request: PricingRequest;
  card: RateCardInput;
  tariff: TariffRow;
  rate: RateChoice;
  /** The priceRoundingUnit in cents. */
  unit: number;
  /** Every location the request names (checked to exist before pricing). */
  location(id: number): LocationRow;
}

export const locationLabel = (loc: LocationRow): string => loc.locationDescEng?.trim() || loc.locationCode?.trim() || `location ${loc.id}`;

/** The location's name in both languages: the Chinese one, else the English label. */
export const locationName = (loc: LocationRow): Bilingual => ({ en: locationLabel(loc), zh: loc.locationDescChi?.trim() || locationLabel(loc) });

/** A zone (contractLabel) compared without case or outer spaces; '' for none. */
export const zoneOf = (loc: LocationRow): string => (loc.contractLabel ?? '').trim().toUpperCase();

/** 'class rate 12 of tariff STD', closing each line's rule text. */
export const rateOf = (ctx: PricingContext): string => `${ctx.rate.label} of tariff ${ctx.tariff.tariffCode}`;

/** rateOf as a text. */
export const rateText = (ctx: PricingContext): ServerText => srvText('srv.price.rateOf', { rate: ctx.rate.labelText, tariff: ctx.tariff.tariffCode });
