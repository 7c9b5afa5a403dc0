import { RESOURCES } from '@limo/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithClient } from '../test/render';
import { FieldEditor } from './FieldEditor';
import { byTypedText, lookupOptionText } from './lookups';

// Issue 30: a pick-list of records (lookups) shows the code and both names, the user's language first,
// and finds a record by its code or either name, ignoring case and width.

const LOCATIONS = [
  { id: 1, locationCode: 'HKG', locationDescEng: 'Hong Kong International Airport', locationDescChi: '香港國際機場', recordStatus: 'A' },
  { id: 2, locationCode: 'PEN', locationDescEng: 'The Peninsula Hong Kong', locationDescChi: '香港半島酒店', recordStatus: 'A' },
  { id: 3, locationCode: 'LMC', locationDescEng: 'Lok Ma Chau Control Point', locationDescChi: null, recordStatus: 'A' },
];
const CLIENT_TYPES = [
  { id: 7, clientTypeCode: 'OUS', clientTypeDescEng: 'Overseas', clientTypeDescChi: '海外', recordStatus: 'A' },
  { id: 8, clientTypeCode: 'HTL', clientTypeDescEng: 'Hotel', clientTypeDescChi: '酒店', recordStatus: 'A' },
];

function lookups() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/limo/api/lookups/locations') return jsonResponse(200, { _embedded: { locations: LOCATIONS } });
      if (url === '/limo/api/lookups/clientTypes') return jsonResponse(200, { _embedded: { clientTypes: CLIENT_TYPES } });
      return jsonResponse(404, {});
    }),
  );
}

const field = (resource: string, name: string) => RESOURCES[resource].fields.find((f) => f.name === name)!;
const optionTexts = () => screen.getAllByRole('option').map((o) => o.textContent);

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('a list of records picked by typing (allowance location group)', () => {
  async function typeInto(text: string) {
    const input = await screen.findByRole('combobox', { name: /^(Locations|地點)/ });
    act(() => input.focus());
    fireEvent.change(input, { target: { value: text } });
    return input;
  }

  it('offers the code and both names, finds a Chinese name or a full-width code, and keeps the code on the chip', async () => {
    lookups();
    const onChange = vi.fn();
    renderWithClient(<FieldEditor field={field('allowanceLocations', 'locationIds')} value={[]} onChange={onChange} />);
    await typeInto('半島');
    await waitFor(() => expect(optionTexts()).toEqual(['PEN The Peninsula Hong Kong 香港半島酒店']));
    const input = await typeInto('ｌｍｃ');
    await waitFor(() => expect(optionTexts()).toEqual(['LMC Lok Ma Chau Control Point']));
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith([3]);
  });

  it('in Chinese puts the Chinese name first', async () => {
    await i18next.changeLanguage('zh-HK');
    lookups();
    renderWithClient(<FieldEditor field={field('allowanceLocations', 'locationIds')} value={[]} onChange={() => {}} />);
    await typeInto('ＨＯＮＧ kong');
    await waitFor(() => expect(optionTexts()).toEqual(['HKG 香港國際機場 Hong Kong International Airport', 'PEN 香港半島酒店 The Peninsula Hong Kong']));
  });
});

describe('a single reference (a client type)', () => {
  it('lists each record with both names and shows the chosen one by its code', async () => {
    lookups();
    renderWithClient(<FieldEditor field={field('clients', 'clientTypeId')} value={8} onChange={() => {}} />);
    const select = await screen.findByRole('combobox', { name: /Client Type/ });
    await waitFor(() => expect(select.textContent).toBe('HTL'));
    fireEvent.mouseDown(select);
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['—', 'OUS Overseas 海外', 'HTL Hotel 酒店']);
  });
});

describe('lookupOptionText and byTypedText', () => {
  const options = [
    { id: 1, label: 'HKG', en: 'Hong Kong International Airport', zh: '香港國際機場' },
    { id: 2, label: 'Central', en: 'Central' },
  ];
  it('writes a code that is also the English name once', () => {
    expect(lookupOptionText(options[1], 'en')).toBe('Central');
    expect(lookupOptionText(options[0], 'zh-HK')).toBe('HKG 香港國際機場 Hong Kong International Airport');
  });
  it('matches code and names ignoring case and width', () => {
    expect(byTypedText(options, 'ｈｋｇ').map((o) => o.id)).toEqual([1]);
    expect(byTypedText(options, '國際').map((o) => o.id)).toEqual([1]);
    expect(byTypedText(options, 'CENTRAL').map((o) => o.id)).toEqual([2]);
    expect(byTypedText(options, '').map((o) => o.id)).toEqual([1, 2]);
  });
});
