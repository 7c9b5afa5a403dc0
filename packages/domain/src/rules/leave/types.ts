/** Leave types (issue 16 rule 10): annual, sick and no-pay leave; no-pay leave has no quota. */
export const LEAVE_TYPES = ['AL', 'SL', 'NP'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

/** The types a driver has a yearly quota of. */
export const QUOTA_LEAVE_TYPES = ['AL', 'SL'] as const satisfies readonly LeaveType[];

export const LEAVE_TYPE_LABELS: Readonly<Record<LeaveType, { eng: string; chi: string }>> = {
  AL: { eng: 'Annual leave', chi: '年假' },
  SL: { eng: 'Sick leave', chi: '病假' },
  NP: { eng: 'No-pay leave', chi: '無薪假' },
};

export const isLeaveType = (value: unknown): value is LeaveType => (LEAVE_TYPES as readonly unknown[]).includes(value);

/** True for AL and SL: NP is never counted against a quota. */
export const hasLeaveQuota = (type: LeaveType): boolean => type !== 'NP';
