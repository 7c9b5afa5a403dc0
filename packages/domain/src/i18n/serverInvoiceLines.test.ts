import { describe, expect, it } from 'vitest';
import { serverInvoiceLinesEn, serverInvoiceLinesZhHK } from './serverInvoiceLines.js';
import { renderServerText, srvText } from './serverText.js';

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the invoice line texts of a trip (issue 30 part 8b)', () => {
  it('have the same keys and placeholders in English and Chinese', () => {
    expect(Object.keys(serverInvoiceLinesZhHK).sort()).toEqual(Object.keys(serverInvoiceLinesEn).sort());
    for (const [key, text] of Object.entries(serverInvoiceLinesEn))
      expect(placeholders(serverInvoiceLinesZhHK[key as keyof typeof serverInvoiceLinesEn]), key).toEqual(placeholders(text));
  });

  it('chain any number of places and names, each place in the reader language', () => {
    const route = srvText('srv.inv.routeNext', {
      first: { en: 'Airport', zh: '機場' },
      rest: srvText('srv.inv.routeNext', { first: '8 Finance Street', rest: { en: 'Peninsula', zh: '' } }),
    });
    const pax = srvText('srv.inv.tripPaxes', { names: srvText('srv.inv.paxNext', { first: 'Chan', rest: 'Lee' }) });
    expect(renderServerText('en', route) + renderServerText('en', pax)).toBe('Airport → 8 Finance Street → Peninsula; passengers Chan, Lee');
    expect(renderServerText('zh-HK', route) + renderServerText('zh-HK', pax)).toBe('機場 → 8 Finance Street → Peninsula；乘客：Chan、Lee');
  });
});
