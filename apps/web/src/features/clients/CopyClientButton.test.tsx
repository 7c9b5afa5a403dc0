import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithClient } from '../../test/render';
import { CopyClientButton, copyClientBody } from './CopyClientButton';

describe('copy client', () => {
  it('sends the source, the new code and the names given (blank ones left to the source)', () => {
    expect(copyClientBody(3, { clientCode: ' ous009 ', clientShortName: '', clientNameEng: 'Nine Cars', clientNameChi: ' ' })).toEqual({
      clientId: 3,
      clientCode: 'ous009',
      clientNameEng: 'Nine Cars',
      clientNameChi: null,
    });
  });
  it('asks for the new code, copies, and opens the copy; a refusal is shown', async () => {
    const calls: unknown[] = [];
    let answer = jsonResponse(409, { status: 409, error: 'Conflict', errors: ['Client Code OUS001 already exists'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(JSON.parse(String(init.body)));
        return answer;
      }),
    );
    const onCopied = vi.fn();
    renderWithClient(
      <CopyClientButton
        source={{ id: 3, clientCode: 'OUS002', clientShortName: 'Tai Ping', clientNameEng: 'Tai Ping Car Hire', clientNameChi: '太平' }}
        onCopied={onCopied}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy Client' }));
    expect((screen.getByLabelText(/Name \(English\)/) as HTMLInputElement).value).toBe('Tai Ping Car Hire');
    fireEvent.change(screen.getByLabelText(/Client Code/), { target: { value: 'OUS001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Client Code OUS001 already exists')).toBeTruthy();
    answer = jsonResponse(201, { id: 40, clientCode: 'OUS009' });
    fireEvent.change(screen.getByLabelText(/Client Code/), { target: { value: 'OUS009' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onCopied).toHaveBeenCalledWith(40));
    expect(calls[1]).toEqual({ clientId: 3, clientCode: 'OUS009', clientShortName: 'Tai Ping', clientNameEng: 'Tai Ping Car Hire', clientNameChi: '太平' });
  });
});
