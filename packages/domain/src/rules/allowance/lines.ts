import type { ServerLanguage } from '../../i18n/serverMessages.js';
import { renderServerText, type ServerText } from '../../i18n/serverText.js';
import { shownText } from '../../i18n/storedText.js';
import { centsToMoney } from '../wire.js';
import type { AllowanceDetailLine, AllowanceLineKind } from './types.js';

/** A detail line while it is computed: its amount in cents, and what orders it within its day and kind. */
export interface CentsLine extends Omit<AllowanceDetailLine, 'amount' | 'textCode' | 'textParams'> {
  /** The description as a text (issue 30); `description` is its English. */
  text: ServerText;
  cents: number;
  /** JOB: the pick-up time; OT: the duty time; others ''. */
  time: string;
  /** The last tie-break: the order vehicle, roster or other item's id. */
  tie: number;
}

const RANK: Readonly<Record<AllowanceLineKind, number>> = { JOB: 0, PT_BASIC: 1, OT: 2, OTHER: 3 };
const kindRank = (kind: AllowanceLineKind) => RANK[kind];
const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A line's text and its English description. */
export const described = (text: ServerText): Pick<CentsLine, 'text' | 'description'> => ({ text, description: renderServerText('en', text) });

/** The contract's order: driverNo, date, kind (JOB, PT_BASIC, OT, OTHER), then pick-up time. */
export function compareLines(a: CentsLine, b: CentsLine): number {
  return (
    text(a.driverNo ?? '', b.driverNo ?? '') ||
    a.driverId - b.driverId ||
    text(a.date, b.date) ||
    kindRank(a.kind) - kindRank(b.kind) ||
    text(a.time, b.time) ||
    a.tie - b.tie
  );
}

/** The wire line: the contract's fields, then the optional extras the line has. */
export function toWireLine(l: CentsLine): AllowanceDetailLine {
  const wire: AllowanceDetailLine = {
    driverId: l.driverId,
    date: l.date,
    kind: l.kind,
    orderVehicleId: l.orderVehicleId,
    allowanceRateId: l.allowanceRateId,
    description: l.description,
    qty: l.qty,
    amount: centsToMoney(l.cents),
    textCode: l.text.key,
    textParams: l.text.params ?? {},
  };
  if (l.driverNo !== undefined) wire.driverNo = l.driverNo;
  if (l.orderRefId !== undefined) wire.orderRefId = l.orderRefId;
  if (l.pickupTime !== undefined) wire.pickupTime = l.pickupTime;
  if (l.noRate !== undefined) wire.noRate = l.noRate;
  if (l.allowanceOtherId !== undefined) wire.allowanceOtherId = l.allowanceOtherId;
  if (l.allowancePtBasicId !== undefined) wire.allowancePtBasicId = l.allowancePtBasicId;
  return wire;
}

/**
 * A detail line (computed or closed) as answered: its description in `lang` (a line closed before it had a
 * key keeps its text); the key itself is kept in the closed month's row, not answered.
 */
export function allowanceLineIn(lang: ServerLanguage, line: AllowanceDetailLine): AllowanceDetailLine {
  const { textCode, textParams, ...shown } = line;
  // The English description is the one computed or closed with the line: only Chinese is worded again.
  return lang === 'en' ? shown : { ...shown, description: shownText(lang, textCode, textParams, line.description) };
}
