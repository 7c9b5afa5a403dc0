import { RESOURCES } from '@limo/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { ResourceFormDialog } from '../../resources/ResourceFormDialog';
import { jsonResponse, renderWithClient } from '../../test/render';

// The client's language setting (issue 30 part 1): the language its invoices are issued in unless the clerk chooses another.

function backend() {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return jsonResponse(201, { id: 9, version: 0, ...(posts[0] as object) });
      }
      if (String(url).includes('clientTypes')) return jsonResponse(200, { _embedded: { clientTypes: [{ id: 4, clientTypeCode: 'HTL', recordStatus: 'A' }] } });
      return jsonResponse(200, { _embedded: {} });
    }),
  );
  return posts;
}

const languagePicker = (name: RegExp) => screen.getByRole('combobox', { name });

describe('the client form: Invoice Language', { timeout: 30_000 }, () => {
  it('starts a new client on English and saves the language chosen', async () => {
    const posts = backend();
    const onClose = vi.fn();
    renderWithClient(<ResourceFormDialog def={RESOURCES.clients} id={null} canWrite onClose={onClose} />);
    expect(languagePicker(/Invoice Language/).textContent).toBe('English');
    fireEvent.mouseDown(languagePicker(/Invoice Language/));
    fireEvent.click(await screen.findByRole('option', { name: 'Traditional Chinese' }));
    expect(languagePicker(/Invoice Language/).textContent).toBe('Traditional Chinese');
    fireEvent.change(screen.getByLabelText(/Client Code/), { target: { value: 'ZH1' } });
    fireEvent.change(screen.getByLabelText(/Short Name/), { target: { value: 'Chinese client' } });
    fireEvent.change(screen.getByLabelText(/Name \(English\)/), { target: { value: 'Chinese Client Ltd' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Client Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: /HTL/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ clientCode: 'ZH1', language: 'zh-HK' });
  });

  it('words the setting in Chinese for a zh-HK user', async () => {
    backend();
    await i18next.changeLanguage('zh-HK');
    try {
      renderWithClient(<ResourceFormDialog def={RESOURCES.clients} id={null} canWrite onClose={() => {}} />);
      expect(languagePicker(/發票語言/).textContent).toBe('英文');
      fireEvent.mouseDown(languagePicker(/發票語言/));
      const list = await screen.findByRole('listbox');
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['英文', '繁體中文']);
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
