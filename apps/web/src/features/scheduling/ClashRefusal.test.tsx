import Dialog from '@mui/material/Dialog';
import { fireEvent, render, screen } from '@testing-library/react';
import { schedulingEn, schedulingZhHK } from '@limo/domain/i18n/scheduling';
import { describe, expect, it, vi } from 'vitest';
import { findClashes } from '@limo/domain';
import { initI18n, registerTexts } from '../../i18n';
import '../../test/render';
import { ClashRefusal } from './ClashRefusal';

registerTexts(schedulingEn, schedulingZhHK);

const clashes = [{ kind: 'ON_LEAVE' as const, orderVehicleId: 5, message: 'Driver D001 is on approved leave on 2030-03-10' }];

describe('the clash refusal', () => {
  it('lists the clashes and offers "Assign anyway" and Close, both buttons', () => {
    const onOverride = vi.fn();
    const onClose = vi.fn();
    render(<ClashRefusal clashes={clashes} onOverride={onOverride} onClose={onClose} />);
    expect(screen.getByRole('alert').textContent).toContain('The server refused it: it clashes.');
    const line = screen.getByText('On leave: Driver D001 is on approved leave on 2030-03-10');
    expect(line.getAttribute('data-kind')).toBe('ON_LEAVE');
    fireEvent.click(screen.getByRole('button', { name: 'Assign anyway' }));
    expect(onOverride).toHaveBeenCalledTimes(1);
    const close = screen.getByRole('button', { name: 'Close the clash message' });
    expect(close.textContent).toBe('Close');
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape, inside a dialog without closing the dialog', () => {
    const onClose = vi.fn();
    const onDialogClose = vi.fn();
    render(
      <Dialog open onClose={onDialogClose}>
        <ClashRefusal clashes={clashes} onOverride={() => undefined} onClose={onClose} />
      </Dialog>,
    );
    const close = screen.getByRole('button', { name: 'Close the clash message' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onDialogClose).not.toHaveBeenCalled();
  });

  it("words a clash the grid found in the user's language, the server's table (issue 30)", async () => {
    const found = findClashes(
      { orderVehicleId: 5, startDate: '2030-03-10', startTime: '09:00:00', endDate: '2030-03-10', endTime: '10:00:00', orderStatus: 'A' },
      7,
      null,
      { jobs: [], rosters: [], leaves: [{ driverId: 7, fromDate: '2030-03-10', toDate: '2030-03-10' }], bufferMinutes: 15, driverName: () => 'D007' },
    ).filter((c) => c.kind === 'ON_LEAVE');
    const i18n = initI18n('en');
    await i18n.changeLanguage('zh-HK');
    try {
      render(<ClashRefusal clashes={found} beforeSaving onOverride={() => undefined} />);
      expect(screen.getByText('司機休假: 司機 D007 於 10/03/2030 已獲批休假').getAttribute('data-kind')).toBe('ON_LEAVE');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says the clashes were found before saving when the grid found them', () => {
    render(<ClashRefusal clashes={clashes} beforeSaving onOverride={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('This would clash:');
    // Without onClose there is nothing to close.
    expect(screen.queryByRole('button', { name: 'Close the clash message' })).toBeNull();
  });
});
