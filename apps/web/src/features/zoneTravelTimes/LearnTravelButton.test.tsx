import { nextDate, operatorToday } from '@limo/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokens } from '../../api/tokens';
import { jsonResponse, renderWithClient } from '../../test/render';
import { LearnTravelButton } from './LearnTravelButton';

function serve(status: number, body: unknown) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (!url.endsWith('/api/learnZoneTravelTimes')) return jsonResponse(404, {});
      sent.push(JSON.parse(String(init.body)));
      return jsonResponse(status, body);
    }),
  );
  tokens.set('t', 'r');
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('LearnTravelButton', () => {
  it("learns from the four weeks to yesterday (the operator's) unless changed, and says what was written, kept and left", async () => {
    const sent = serve(200, { written: [{}, {}], kept: [{}], skipped: [] });
    renderWithClient(<LearnTravelButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Learn from completed jobs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Learn travel times from completed jobs' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Learn' }));
    expect(await screen.findByText(/Rows written: 2\. Rows kept: 1\. .*: 0\./)).toBeTruthy();
    const yesterday = nextDate(operatorToday(), -1);
    expect(sent).toEqual([{ fromDate: nextDate(yesterday, -27), toDate: yesterday }]);
  });

  it("shows the server's refusal", async () => {
    serve(400, { status: 400, message: 'toDate: at most 92 days', errors: ['toDate: travel times are learnt from at most 92 days'] });
    renderWithClient(<LearnTravelButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Learn from completed jobs' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Learn' }));
    expect(await screen.findByText(/at most 92 days/)).toBeTruthy();
  });
});
