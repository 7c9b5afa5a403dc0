/**
 * Rule 5: the unit amount of an other charge is the first found of: the amount given on the
 * order; the client's OC parameter (waived is 0); the contract term's OC parameter; the special
 * rate's amount; the charge's amount for the vehicle type.
 */
import type { ServerLanguage } from '../../i18n/serverMessages.js';
import { renderServerText, type ServerText, srvText } from '../../i18n/serverText.js';
import type { OcRateCard } from './card.js';
import { cents, hasValue, money } from './money.js';
import { clientText, vehicleTypeLabel, vehicleTypeText } from './rate.js';
import { type OcAmountResult, PricingError } from './result.js';
import type { MoneyText, OcParmRow, TariffOcRow, TariffSPRateInput } from './types.js';

export interface OcUnit {
  cents: number;
  /** Where the amount came from, for the line's rule. */
  source: ServerText;
}

interface Wanted {
  clientId: number;
  vehicleTypeId: number;
  /** An amount given on the order (at-cost charges). */
  amount?: MoneyText | null;
}

const waived = (row: OcParmRow) => row.waiveFlag === 1 || row.waiveFlag === '1';

/** A parameter row decides when it waives the charge or holds an amount; an empty row does not. */
function fromParm(rows: readonly OcParmRow[], oc: TariffOcRow, whose: ServerText): OcUnit | undefined {
  const row = rows.find((r) => r.tariffOcId === oc.id && (waived(r) || hasValue(r.amount)));
  if (!row) return undefined;
  if (waived(row)) return { cents: 0, source: srvText('srv.price.ocWaived', { whose }) };
  const what = `The ${renderServerText('en', whose)} OC parameter amount of ${oc.ocCode}`;
  return { cents: cents(row.amount!, what), source: srvText('srv.price.ocParm', { whose }) };
}

/** The unit amount of the charge, or undefined when no source has one. */
export function findOcUnit(card: OcRateCard, oc: TariffOcRow, special: TariffSPRateInput | null, want: Wanted): OcUnit | undefined {
  if (hasValue(want.amount)) return { cents: cents(want.amount!, `The amount given for ${oc.ocCode}`), source: srvText('srv.price.ocGiven') };
  const client = fromParm(card.clientOCParms, oc, clientText(card.client, want.clientId));
  if (client) return client;
  if (card.client?.contractTermTypeId) {
    const term = fromParm(card.contractTermOCParms, oc, srvText('srv.price.contractTerm', { id: card.client.contractTermTypeId }));
    if (term) return term;
  }
  const sp = special?.ocs.find((r) => r.tariffOcId === oc.id);
  if (sp)
    return {
      cents: cents(sp.amount, `The amount of ${oc.ocCode} in special rate ${special!.id}`),
      source: srvText('srv.price.ocSpecial', { id: special!.id }),
    };
  const dtl = oc.dtls.find((d) => d.vehicleTypeId === want.vehicleTypeId);
  if (dtl)
    return {
      cents: cents(dtl.amount, `The amount of ${oc.ocCode} for the vehicle type`),
      source: srvText('srv.price.ocForType', { code: oc.ocCode, type: vehicleTypeText(card.vehicleType, want.vehicleTypeId) }),
    };
  return undefined;
}

export const noOcAmount = (card: OcRateCard, oc: TariffOcRow, vehicleTypeId: number) =>
  `No amount for other charge ${oc.ocCode} and ${vehicleTypeLabel(card.vehicleType, vehicleTypeId)}: no client or contract term parameter, no special rate amount and no amount for the vehicle type`;

/** getOcAmt: the unit amount of one charge (its rule in `lang`) for a client and vehicle type on a date (not rounded: it is a unit price). */
export function ocAmountOf(card: OcRateCard, oc: TariffOcRow, special: TariffSPRateInput | null, want: Wanted, lang: ServerLanguage = 'en'): OcAmountResult {
  const unit = findOcUnit(card, oc, special, want);
  if (!unit) throw new PricingError('NO_OC_AMOUNT', noOcAmount(card, oc, want.vehicleTypeId));
  return { amount: money(unit.cents), rule: renderServerText(lang, ocRule(oc, unit)) };
}

/** "Other charge PARK: client ACME OC parameter": an OC line's rule and getOcAmt's. */
export function ocRule(oc: TariffOcRow, unit: OcUnit): ServerText {
  return srvText('srv.price.ruleOc', { code: oc.ocCode, source: unit.source });
}
