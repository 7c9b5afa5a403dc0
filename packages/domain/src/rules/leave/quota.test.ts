import { describe, expect, it } from 'vitest';
import { renderServerText } from '../../i18n/serverText.js';
import { leaveBalance, quotaProblem } from './quota.js';
import { hasLeaveQuota, isLeaveType, LEAVE_TYPE_LABELS, LEAVE_TYPES, type LeaveType } from './types.js';

describe('rule 10: leave quotas', () => {
  it.each([
    [14, 0, 14],
    [14, 12, 2],
    [14, 14, 0],
    [10, 12, -2],
  ])('quota %i, taken %i: balance %i', (quotaDays, takenDays, balance) => {
    expect(leaveBalance({ quotaDays, takenDays })).toBe(balance);
  });

  it.each<[string, LeaveType, number, number, number, string | null]>([
    ['AL within the balance', 'AL', 2, 14, 12, null],
    ['AL using the whole balance', 'AL', 3, 14, 11, null],
    ['AL one day beyond', 'AL', 3, 14, 12, 'Annual leave of 3 days exceeds the balance of 2 days (quota 14, taken 12)'],
    ['SL with no quota kept', 'SL', 1, 0, 0, 'Sick leave of 1 day exceeds the balance of 0 days (quota 0, taken 0)'],
    ['SL within', 'SL', 1, 10, 0, null],
    ['NP has no quota: never a problem', 'NP', 30, 0, 0, null],
  ])('%s', (_name, type, requested, quota, taken, message) => {
    const problem = quotaProblem(type, requested, quota, taken);
    expect(problem && { code: problem.code, message: problem.message }).toEqual(message === null ? null : { code: 'QUOTA_EXCEEDED', message });
    // The text renders the same English, and Chinese with the leave type's Chinese name (issue 30).
    if (problem) {
      expect(renderServerText('en', problem.text)).toBe(message);
      expect(renderServerText('zh-HK', problem.text)).toBe(
        `${LEAVE_TYPE_LABELS[type].chi} ${requested} 日超出餘額 ${quota - taken} 日（配額 ${quota}，已用 ${taken}）`,
      );
    }
  });

  it('knows the types, their labels and which have a quota', () => {
    expect(LEAVE_TYPES).toEqual(['AL', 'SL', 'NP']);
    expect(LEAVE_TYPES.map((t) => LEAVE_TYPE_LABELS[t].eng)).toEqual(['Annual leave', 'Sick leave', 'No-pay leave']);
    expect(LEAVE_TYPES.filter(hasLeaveQuota)).toEqual(['AL', 'SL']);
    expect([isLeaveType('AL'), isLeaveType('XX'), isLeaveType(null)]).toEqual([true, false, false]);
  });
});
