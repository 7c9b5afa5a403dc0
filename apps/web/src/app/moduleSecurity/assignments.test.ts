import { describe, expect, it } from 'vitest';
import { difference, nameOf, toggled, toRows } from './assignments';

describe('assignments', () => {
  it('names with the English then the Chinese description', () => {
    expect(nameOf('Dispatch', '調度')).toBe('Dispatch 調度');
    expect(nameOf('Dispatch', null)).toBe('Dispatch');
    expect(nameOf('Dispatch', '  ')).toBe('Dispatch');
    expect(nameOf(undefined, undefined)).toBe('');
  });
  it('keeps status A only and sorts by code', () => {
    const rows = toRows(
      [
        { id: 1, userGroup: 'OPS', userGroupDescEng: 'Operations', recordStatus: 'A' },
        { id: 2, userGroup: 'ADMIN', userGroupDescEng: 'Admin', userGroupDescChi: '管理', recordStatus: 'A' },
        { id: 3, userGroup: 'OLD', userGroupDescEng: 'Old', recordStatus: 'C' },
      ],
      'userGroup',
      'userGroupDescEng',
      'userGroupDescChi',
    );
    expect(rows).toEqual([
      { id: 2, code: 'ADMIN', name: 'Admin 管理' },
      { id: 1, code: 'OPS', name: 'Operations' },
    ]);
  });
  it('computes the add and remove lists as differences', () => {
    expect(difference(new Set([1, 2, 3]), new Set([2, 3, 5, 4]))).toEqual({ add: [4, 5], remove: [1] });
    expect(difference(new Set(), new Set())).toEqual({ add: [], remove: [] });
    expect(difference(new Set([7]), toggled(toggled(new Set([7]), 7), 7))).toEqual({ add: [], remove: [] });
  });
});
