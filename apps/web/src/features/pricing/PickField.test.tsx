import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderSignedIn, stubSignedIn } from '../../test/render';
import { byTypedText, PickField } from './PickField';

// Issue 30: a picker shows the code and both names, the user's language first, and finds a record by either name.

const LOCATIONS = [
  { id: 1, locationCode: 'HKG', locationDescEng: 'Hong Kong International Airport', locationDescChi: '香港國際機場', recordStatus: 'A' },
  { id: 2, locationCode: 'PEN', locationDescEng: 'The Peninsula Hong Kong', locationDescChi: '香港半島酒店', recordStatus: 'A' },
  { id: 3, locationCode: 'LMC', locationDescEng: 'Lok Ma Chau Control Point', locationDescChi: null, recordStatus: 'A' },
];

function mount() {
  stubSignedIn(['ORDERING'], (url) => (url.includes('/node/api/locations') ? jsonResponse(200, { _embedded: { locations: LOCATIONS } }) : undefined));
  const picked: (number | null)[] = [];
  renderSignedIn(<PickField kind="locations" label="Pick-up" value={null} onChange={(id) => picked.push(id)} />);
  return picked;
}

async function typeInto(text: string) {
  const input = await screen.findByRole('combobox', { name: /^Pick-up/ });
  // Focused as a user's typing is: an unfocused Autocomplete resets what was typed on its next render.
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  return input;
}

/** Waits until the open list offers exactly these options. */
const offered = (texts: string[]) => waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(texts));

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('a location picker', () => {
  it('shows the code and both names, English first, and finds a record by its Chinese name', async () => {
    const picked = mount();
    await typeInto('半島');
    await offered(['PEN The Peninsula Hong Kong 香港半島酒店']);
    fireEvent.click(screen.getByRole('option'));
    expect(picked).toEqual([2]);
  });

  it('in Chinese shows the Chinese name first, and the English one alone when there is no Chinese name', async () => {
    await i18next.changeLanguage('zh-HK');
    mount();
    await typeInto('Ｈｏｎｇ ｋｏｎｇ');
    await offered(['HKG 香港國際機場 Hong Kong International Airport', 'PEN 香港半島酒店 The Peninsula Hong Kong']);
    await typeInto('lmc');
    await offered(['LMC Lok Ma Chau Control Point']);
  });
});

describe('byTypedText', () => {
  it('ignores width and case: ＨＫＧ and hkg find the code HKG first', () => {
    const options = [
      { id: 1, label: 'AHKG Another 香港' },
      { id: 2, label: 'HKG Hong Kong International Airport 香港國際機場' },
    ];
    expect(byTypedText(options, 'ＨＫＧ').map((o) => o.id)).toEqual([2, 1]);
    expect(byTypedText(options, 'hkg').map((o) => o.id)).toEqual([2, 1]);
    expect(byTypedText(options, '國際').map((o) => o.id)).toEqual([2]);
  });
});
