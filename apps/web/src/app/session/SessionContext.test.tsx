import { DEFAULT_OPERATOR_TIME_ZONE, operatorTimeZone, setOperatorTimeZone } from '@limo/domain/rules/operator-time';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTabSync, type TabChannel, type TabMessage } from '../../api/tabSync';
import { tokens } from '../../api/tokens';
import { jsonResponse } from '../../test/render';
import { makeQueryClient } from '../queryClient';
import { SessionProvider, useSession } from './SessionContext';

afterEach(() => setOperatorTimeZone(DEFAULT_OPERATOR_TIME_ZONE));

function signedInWith(parameters: Record<string, unknown>) {
  tokens.set('t1', 'r1');
  const fetch = vi.fn(async (url: string) => {
    if (url.endsWith('/auth/user')) return jsonResponse(200, { rights: ['ALL'], username: 'u', fullname: 'User', userid: 1, branchId: 1, branches: [1] });
    if (url.includes('/api/publicParameters')) return jsonResponse(200, parameters);
    return jsonResponse(404, { error: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetch);
  let helpUrl = '';
  let token: string | null = null;
  function Probe() {
    ({ helpUrl, token } = useSession());
    return null;
  }
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { fetch, helpUrl: () => helpUrl, token: () => token };
}

describe('the operator time zone in the browser', () => {
  it('is the one the server names in the public parameters', async () => {
    const s = signedInWith({ defaultErrorMessage: null, elearningUrl: 'https://learn.example/', timeZone: 'Asia/Tokyo' });
    await waitFor(() => expect(s.helpUrl()).toBe('https://learn.example/'));
    expect(operatorTimeZone()).toBe('Asia/Tokyo');
  });

  it('stays Hong Kong when the server names none, or one the browser does not know', async () => {
    for (const timeZone of [undefined, 'Mars/Olympus', 42]) {
      const s = signedInWith({ elearningUrl: `https://learn.example/${String(timeZone)}`, timeZone });
      await waitFor(() => expect(s.helpUrl()).toBe(`https://learn.example/${String(timeZone)}`));
      expect(operatorTimeZone(), String(timeZone)).toBe('Asia/Hong_Kong');
      cleanup();
    }
  });
});

describe('the session across tabs', () => {
  it('signs this tab off when another tab signs off', async () => {
    // The other tab: it has removed the shared tokens already when its word arrives.
    let hear: (m: TabMessage) => void = () => undefined;
    const channel: TabChannel = { post: () => undefined, listen: (l) => ((hear = l), () => undefined), close: () => undefined };
    startTabSync(() => channel);
    const s = signedInWith({ elearningUrl: 'https://learn.example/' });
    await waitFor(() => expect(s.helpUrl()).toBe('https://learn.example/'));
    expect(s.token()).toBe('t1');
    localStorage.clear();
    act(() => hear({ type: 'signedOff' }));
    expect(s.token()).toBeNull();
  });
});
