import { HK_MIDNIGHT_PAST, restoreZonesAfterEach } from '@limo/domain/rules/operator-time.fixtures';
import { waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, stubSignedIn } from '../../test/render';
import { useSession } from '../../app/session/SessionContext';
import SchedulingScreen from './SchedulingScreen';

// No live connection in a test (its address would be read from a page that has none): one that never opens.
vi.mock('../../api/socket', () => ({ openScheduleSocket: () => () => {} }));

/** The screen once the user is loaded, as the shell's guard shows it. */
function Guarded() {
  return useSession().user ? <SchedulingScreen /> : null;
}

restoreZonesAfterEach();
afterEach(() => {
  vi.useRealTimers();
});

describe('the scheduling grid', () => {
  it("opens on the operator's today at 00:30, not on the day before", async () => {
    process.env.TZ = 'America/Los_Angeles';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(HK_MIDNIGHT_PAST));
    const asked: string[] = [];
    stubSignedIn(['SCHEDULING'], (url) => {
      asked.push(url);
      return undefined;
    });
    renderSignedIn(
      <MemoryRouter initialEntries={['/operation/scheduling']}>
        <Guarded />
      </MemoryRouter>,
    );
    await waitFor(() => expect(asked.some((u) => u.includes('/scheduling/day/'))).toBe(true));
    expect(asked.find((u) => u.includes('/scheduling/day/'))).toContain('/scheduling/day/2026-11-24');
  });
});
