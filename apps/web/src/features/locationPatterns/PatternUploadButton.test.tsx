import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithClient } from '../../test/render';
import { PatternUploadButton } from './PatternUploadButton';

function pick(text: string, name = 'patterns.csv') {
  const input = screen.getByLabelText('Upload CSV', { selector: 'input' });
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

describe('PatternUploadButton', () => {
  it('checks the rows, previews the rejected ones with file row numbers and reasons, then applies', async () => {
    const calls: { method: string; url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
        if (url.endsWith('/insertLocationPatternTmpBatch'))
          return jsonResponse(200, {
            batchId: 'b-1',
            total: 3,
            accepted: 2,
            rejected: [{ rowNo: 2, pattern: 'Nowhere Inn', locationCode: 'XXX', error: 'There is no location XXX' }],
          });
        if (url.includes('/applyLocationPatternTmpBatch/')) return jsonResponse(200, { batchId: 'b-1', inserted: 2, skipped: 1 });
        return jsonResponse(404, {});
      }),
    );
    renderWithClient(<PatternUploadButton />);
    pick('pattern,locationCode\nPeninsula Hotel HK,PEN\n\nNowhere Inn,xxx\nICC Tower,ICC\n');
    const preview = await screen.findByRole('dialog', { name: 'Pattern upload - patterns.csv' });
    expect(calls[0].body).toEqual({
      rows: [
        { pattern: 'Peninsula Hotel HK', locationCode: 'PEN' },
        { pattern: 'Nowhere Inn', locationCode: 'XXX' },
        { pattern: 'ICC Tower', locationCode: 'ICC' },
      ],
    });
    const table = within(preview).getByRole('table', { name: 'Rejected' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // Row 4 of the file: the header is row 1 and row 3 is blank.
    expect(cells).toEqual(['4', 'Nowhere Inn', 'XXX', 'There is no location XXX']);
    fireEvent.click(within(preview).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Patterns added: 2. Rows left out: 1.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Pattern upload/ })).toBeNull());
    expect(calls[1]).toMatchObject({ method: 'POST', url: '/limo/api/applyLocationPatternTmpBatch/b-1' });
  });

  it('discards the batch when the preview is left', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url}`);
        return url.endsWith('/insertLocationPatternTmpBatch')
          ? jsonResponse(200, {
              batchId: 'b-2',
              total: 1,
              accepted: 0,
              rejected: [{ rowNo: 1, pattern: '', locationCode: 'PEN', error: 'Pattern is required' }],
            })
          : new Response(null, { status: 204 });
      }),
    );
    renderWithClient(<PatternUploadButton />);
    pick(',PEN');
    const preview = await screen.findByRole('dialog', { name: /Pattern upload/ });
    expect(within(preview).getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
    fireEvent.click(within(preview).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(calls).toContain('DELETE /limo/api/locationPatternTmpBatch/b-2'));
  });

  it('says so when the file holds no rows, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithClient(<PatternUploadButton />);
    pick('pattern,locationCode\n\n');
    expect(await screen.findByText('The file holds no rows.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
