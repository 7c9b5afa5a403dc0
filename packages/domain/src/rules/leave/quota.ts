import { type ServerText, srvText } from '../../i18n/serverText.js';
import { hasLeaveQuota, LEAVE_TYPE_LABELS, type LeaveType } from './types.js';

/** What is left of a year's quota (negative when more was taken than kept). */
export function leaveBalance({ quotaDays, takenDays }: { quotaDays: number; takenDays: number }): number {
  return quotaDays - takenDays;
}

export interface QuotaProblem {
  code: 'QUOTA_EXCEEDED';
  message: string;
  /** The message as a text the server renders in the reader's language. */
  text: ServerText;
}

/** Rule 10: approving more days than the balance is QUOTA_EXCEEDED; NP has no quota and is never a problem. */
export function quotaProblem(leaveType: LeaveType, requestedDays: number, quotaDays: number, takenDays: number): QuotaProblem | null {
  if (!hasLeaveQuota(leaveType)) return null;
  const balance = leaveBalance({ quotaDays, takenDays });
  if (requestedDays <= balance) return null;
  const plural = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
  return {
    code: 'QUOTA_EXCEEDED',
    message: `${LEAVE_TYPE_LABELS[leaveType].eng} of ${plural(requestedDays)} exceeds the balance of ${plural(balance)} (quota ${quotaDays}, taken ${takenDays})`,
    text: srvText('srv.leave.quota', {
      type: { en: LEAVE_TYPE_LABELS[leaveType].eng, zh: LEAVE_TYPE_LABELS[leaveType].chi },
      days: { en: plural(requestedDays), zh: `${requestedDays} 日` },
      balance: { en: plural(balance), zh: `${balance} 日` },
      quota: quotaDays,
      taken: takenDays,
    }),
  };
}
