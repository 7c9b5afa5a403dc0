import { describe, expect, it } from 'vitest';
import { holdsSearch, pickLabel, searchForm } from './search.js';

describe('pickLabel', () => {
  it('shows the code and both names, the reader’s language first', () => {
    expect(pickLabel('PEN', 'The Peninsula', '半島酒店', 'en')).toBe('PEN The Peninsula 半島酒店');
    expect(pickLabel('PEN', 'The Peninsula', '半島酒店', 'zh-HK')).toBe('PEN 半島酒店 The Peninsula');
  });
  it('leaves out an empty name and writes a text shown already only once', () => {
    expect(pickLabel('LMC', 'Lok Ma Chau', null, 'zh-HK')).toBe('LMC Lok Ma Chau');
    expect(pickLabel('Central', 'Central', '中環', 'en')).toBe('Central 中環');
  });
});

describe('searchForm and holdsSearch', () => {
  it('ignore case and width', () => {
    expect(searchForm('ＨＫＧ Ａirport')).toBe('hkg airport');
    expect(holdsSearch(['Hong Kong International Airport', '香港國際機場'], 'ＡＩＲ')).toBe(true);
    expect(holdsSearch(['Hong Kong International Airport', '香港國際機場'], '半島')).toBe(false);
  });
});
