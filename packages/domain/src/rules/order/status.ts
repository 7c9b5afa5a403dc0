import { type RuleText, ruleEnglish, ruleText } from '../../i18n/serverRules.js';
/**
 * Order statuses and the moves between them (issue 9, docs/ordering.md): P pending (a quote),
 * A active (confirmed), C cancelled, V void. Nothing leaves V. A pending order may be voided too
 * (issue 15: a batch void takes P and A).
 */
export const ORDER_STATUSES = ['P', 'A', 'C', 'V'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses a new order may be saved with. */
export const NEW_ORDER_STATUSES = ['P', 'A'] as const;

const MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  P: ['A', 'C', 'V'],
  A: ['C', 'V'],
  C: ['A'],
  V: [],
};

/** Input sources: O the order form, S the scheduling grid. */
export const INPUT_SOURCES = { ordering: 'O', scheduling: 'S' } as const;

export const isOrderStatus = (v: unknown): v is OrderStatus => typeof v === 'string' && (ORDER_STATUSES as readonly string[]).includes(v);

/** The statuses an order of `from` may move to. */
export function orderStatusMoves(from: OrderStatus): readonly OrderStatus[] {
  return MOVES[from];
}

/** True when an order may go from `from` to `to` (staying put is not a move). */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return MOVES[from].includes(to);
}

/** Cancelling and voiding ask for a cancel reason. */
export function needsCancelReason(to: OrderStatus): boolean {
  return to === 'C' || to === 'V';
}

/** The refusal of a move, or undefined when it is allowed. */
export function orderMoveProblemText(from: OrderStatus, to: OrderStatus, cancelReasonId: number | null | undefined): RuleText | undefined {
  if (from === to) return undefined;
  if (!canMoveOrder(from, to)) {
    const allowed = MOVES[from];
    if (!allowed.length) return ruleText('srv.ord.moveFromVoid', { from, to });
    return ruleText('srv.ord.move', { from, to, allowed: { en: allowed.join(' or '), zh: allowed.join(' 或 ') } });
  }
  if (needsCancelReason(to) && !cancelReasonId) return ruleText(to === 'C' ? 'srv.ord.reasonCancel' : 'srv.ord.reasonVoid');
  return undefined;
}

/** The refusal of a move in English. */
export const orderMoveProblem = (from: OrderStatus, to: OrderStatus, cancelReasonId: number | null | undefined): string | undefined =>
  ruleEnglish(orderMoveProblemText(from, to, cancelReasonId));

/** Orders left out of the scheduling grid's vehicle-capacity view (spec section 4). */
export function countsForCapacity(orderStatus: string, noshowFlag: number | null | undefined): boolean {
  return orderStatus !== 'C' && orderStatus !== 'V' && noshowFlag !== 1;
}
