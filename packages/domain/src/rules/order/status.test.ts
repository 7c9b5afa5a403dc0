import { describe, expect, it } from 'vitest';
import { canMoveOrder, countsForCapacity, needsCancelReason, ORDER_STATUSES, orderMoveProblem, orderStatusMoves } from './status.js';

// The moves of docs/ordering.md, written out as the table the issue gives.
// Issue 15 adds P -> V: a batch void takes pending orders as well as active ones.
const ALLOWED = new Set(['P>A', 'P>C', 'P>V', 'A>C', 'A>V', 'C>A']);

describe('order status moves', () => {
  it.each(ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)))('%s → %s follows the table', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(ALLOWED.has(`${from}>${to}`));
    expect(orderStatusMoves(from).includes(to)).toBe(ALLOWED.has(`${from}>${to}`));
  });

  it('nothing leaves void, and staying put is no move but no problem either', () => {
    expect(orderStatusMoves('V')).toEqual([]);
    expect(orderMoveProblem('V', 'A', 1)).toMatch(/void order stays void/);
    for (const s of ORDER_STATUSES) expect(orderMoveProblem(s, s, null)).toBeUndefined();
  });

  it('cancelling and voiding ask for a cancel reason; confirming and reinstating do not', () => {
    expect(needsCancelReason('C')).toBe(true);
    expect(needsCancelReason('V')).toBe(true);
    expect(orderMoveProblem('A', 'C', null)).toMatch(/cancel reason is required/);
    expect(orderMoveProblem('A', 'V', undefined)).toMatch(/cancel reason is required/);
    expect(orderMoveProblem('A', 'V', 4)).toBeUndefined();
    expect(orderMoveProblem('P', 'A', null)).toBeUndefined();
    expect(orderMoveProblem('C', 'A', null)).toBeUndefined();
    expect(orderMoveProblem('P', 'V', 4)).toBeUndefined();
    expect(orderMoveProblem('P', 'V', null)).toMatch(/cancel reason is required to make the order void/);
    expect(orderMoveProblem('C', 'V', 4)).toMatch(/cannot become V \(it may become A\)/);
  });

  it('the capacity view leaves out cancelled, void and no-show orders (spec section 4)', () => {
    expect(countsForCapacity('A', 0)).toBe(true);
    expect(countsForCapacity('P', null)).toBe(true);
    expect(countsForCapacity('C', 0)).toBe(false);
    expect(countsForCapacity('V', 0)).toBe(false);
    expect(countsForCapacity('A', 1)).toBe(false);
  });
});
