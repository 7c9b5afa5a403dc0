import { srvText } from '../../i18n/serverText.js';
import { AllowanceError, parseDecimal, productCents, qtyNumber } from './decimal.js';
import { type CentsLine, described } from './lines.js';
import type { OtherGroup, OtherItem, OtherNature } from './types.js';

const blank = (s: string | null | undefined): s is null | undefined => s === null || s === undefined || s.trim() === '';

/** The item's own amount, else the nature's default; null when neither is kept. */
export const amountOf = (item: Pick<OtherItem, 'amount'>, defaultAmount: string | null): string | null =>
  !blank(item.amount) ? item.amount.trim() : !blank(defaultAmount) ? defaultAmount.trim() : null;

/** Rule 7: sign x qty x (the item's amount, else the nature's defaultAmount), rounded to cents half away from zero; no amount at all is 0. */
export function otherItemCents(item: Pick<OtherItem, 'qty' | 'amount'>, sign: 1 | -1, defaultAmount: string | null): number {
  const amount = amountOf(item, defaultAmount);
  if (amount === null) return 0;
  if (sign !== 1 && sign !== -1) throw new AllowanceError(`The sign of an other allowance group must be 1 or -1, not ${String(sign)}`);
  return productCents([parseDecimal(item.qty, 'The quantity of an other item'), parseDecimal(amount, 'The amount of an other item')], BigInt(sign));
}

/** An other item's OTHER line; the group and nature it names must be among those loaded. */
export function otherLine(item: OtherItem, groups: ReadonlyMap<number, OtherGroup>, natures: ReadonlyMap<number, OtherNature>): CentsLine {
  const group = groups.get(item.allowanceOtherGroupId);
  const nature = natures.get(item.allowanceOtherGroupNatureId);
  if (!group) throw new AllowanceError(`Other item ${item.id} names the unknown group ${item.allowanceOtherGroupId}`);
  if (!nature) throw new AllowanceError(`Other item ${item.id} names the unknown nature ${item.allowanceOtherGroupNatureId}`);
  const qty = parseDecimal(item.qty, `The quantity of other item ${item.id}`);
  const amount = amountOf(item, nature.defaultAmount);
  const named = (code: string, en: string, zh: string | null | undefined) => srvText('srv.allow.named', { code, name: { en, zh: zh?.trim() || en } });
  const how = amount === null ? srvText('srv.allow.noAmount') : srvText('srv.allow.qtyAmount', { qty: qtyNumber(qty), amount });
  const text = srvText('srv.allow.other', {
    group: named(group.groupCode, group.descEng, group.descChi),
    deduction: group.sign === -1 ? srvText('srv.allow.deduction') : '',
    nature: named(nature.natureCode, nature.descEng, nature.descChi),
    how,
    remarks: item.remarks?.trim() ? srvText('srv.allow.remarks', { remarks: item.remarks.trim() }) : '',
  });
  return {
    driverId: item.driverId,
    date: item.otherDate,
    kind: 'OTHER',
    orderVehicleId: null,
    allowanceRateId: null,
    ...described(text),
    qty: qtyNumber(qty),
    cents: otherItemCents(item, group.sign, nature.defaultAmount),
    allowanceOtherId: item.id,
    time: '',
    tie: item.id,
  };
}
