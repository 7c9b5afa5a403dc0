import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, embedded, expectError, type Item } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let admin: string;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  admin = await t.login('admin');
});
afterAll(() => t.close());

/** A list call: GET, or POST with a body (searchVouchers takes its filters in the body, paging in the query). */
interface ListCall {
  url: string;
  name: string;
  /** A field the list may be sorted by. */
  sortField: string;
  body?: unknown;
}
const run = (l: ListCall, query: string) => {
  const url = `${l.url}${l.url.includes('?') ? '&' : '?'}${query}`;
  return l.body === undefined ? api.get(admin, url) : api.post(admin, url, l.body);
};

const LISTS: ListCall[] = [
  { url: '/limo/api/banks', name: 'banks', sortField: 'bankCode' },
  { url: '/limo/api/enqStaffs', name: 'staffs', sortField: 'staffCode' },
  { url: '/limo/node/api/enqClients', name: 'clients', sortField: 'clientCode' },
  { url: '/limo/node/api/clients', name: 'clients', sortField: 'clientCode' },
  { url: '/limo/node/api/drivers', name: 'drivers', sortField: 'driverNo' },
  { url: '/limo/node/api/vehicles', name: 'vehicles', sortField: 'licensePlateNo' },
  { url: '/limo/node/api/locations', name: 'locations', sortField: 'locationCode' },
  { url: '/limo/node/api/locations/a', name: 'locations', sortField: 'locationCode' },
  { url: '/limo/api/clientContactMaps', name: 'clientContactMaps', sortField: 'contactName' },
  { url: '/limo/api/enqVehicleTypes', name: 'vehicleTypes', sortField: 'vehicleType' },
  { url: '/limo/api/searchVouchers', name: 'vouchers', sortField: 'voucherNo', body: {} },
  { url: '/limo/api/clients/1/clientContacts', name: 'clientContacts', sortField: 'contactName' },
];

describe('every list reads page, size and sort the same way: a bad one is a 400 naming it', () => {
  const BAD: [string, string, RegExp][] = [
    ['size=101', 'size', /^size must be a whole number from 1 to 100$/],
    ['size=0', 'size', /^size must be a whole number from 1 to 100$/],
    ['page=abc', 'page', /^page must be a whole number from 0 to 1000000$/],
    ['page=-1', 'page', /^page must be a whole number from 0 to 1000000$/],
    ['sort=FIELD,asc,extra', 'sort', /^sort must be field,asc or field,desc, not \w+,asc,extra$/],
    ['sort=nosuch,asc', 'sort', /^Cannot sort by nosuch: not a field of /],
    ['sort=FIELD,up', 'sort', /^Sort direction must be asc or desc, not up$/],
    ['colour=red', 'colour', /^Cannot filter by colour: not a filter of /],
  ];
  const cases = LISTS.flatMap((l) => BAD.map(([query, field, message]) => ({ ...l, query: query.replace('FIELD', l.sortField), field, message })));

  it.each(cases)('$url?$query', async (c) => {
    const body = expectError(await run(c, c.query), 400);
    expect(body.message).toMatch(c.message);
    expect(body.invalidValues).toEqual([{ field: c.field, value: c.query.split('=')[1] }]);
  });

  it.each(LISTS)('$url takes a good page, size and sort', async (l) => {
    const res = await run(l, `size=2&page=0&sort=${l.sortField},desc`);
    const rows = embedded(res, l.name);
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(res.json().page).toMatchObject({ size: 2, number: 0 });
    const all = embedded(await run(l, `sort=${l.sortField},desc&size=100`), l.name);
    expect(rows.map((r) => r.id)).toEqual(all.slice(0, 2).map((r) => r.id));
  });
});

describe('searchVouchers takes an object of search fields, nothing else', () => {
  it.each([
    ['null', null, 'body must be an object'],
    ['a list', [], 'body must be an object'],
    ['a number', 7, 'body must be an object'],
    ['an unknown field', { voucherNumber: 'X' }, 'voucherNumber is not a search field of vouchers'],
  ])('refuses %s with 400', async (_what, body, message) => {
    const res = await t.as(admin, {
      method: 'POST',
      url: '/limo/api/searchVouchers',
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, 400, message);
  });

  it('refuses no body at all', async () => {
    expectError(await t.as(admin, { method: 'POST', url: '/limo/api/searchVouchers' }), 400, 'body must be an object');
  });
});

describe('?q= matches % and _ literally on every list that searches', () => {
  /** Sets `field` of record `id` through the generic PATCH. */
  const set = async (collection: string, id: number, field: string, value: string) => {
    const res = await api.patch(admin, `/limo/api/${collection}/${id}`, { [field]: value });
    expect(res.statusCode, res.body).toBe(200);
  };
  const found = async (url: string, name: string, q: string) => embedded(await api.get(admin, `${url}?q=${encodeURIComponent(q)}`), name).map((r) => r.id);

  // A name with the wildcards in it, and one a wildcard would match: only the first is found.
  it.each([
    { url: '/limo/api/banks', name: 'banks', collection: 'banks', field: 'bankNameEng' },
    { url: '/limo/api/enqStaffs', name: 'staffs', collection: 'staffs', field: 'staffNameEng' },
    { url: '/limo/node/api/enqClients', name: 'clients', collection: 'clients', field: 'clientNameEng' },
    { url: '/limo/node/api/clients', name: 'clients', collection: 'clients', field: 'clientNameEng' },
    { url: '/limo/node/api/drivers', name: 'drivers', collection: 'drivers', field: 'driverNameEng' },
    { url: '/limo/node/api/locations', name: 'locations', collection: 'locations', field: 'locationDescEng' },
    { url: '/limo/api/enqVehicleTypes', name: 'vehicleTypes', collection: 'vehicleTypes', field: 'vehicleTypeDescEng' },
  ])('$url', async ({ url, name, collection, field }) => {
    const [a, b] = embedded(await api.get(admin, url), name);
    expect(b, 'two records to search').toBeDefined();
    const tag = `${collection.slice(0, 3)}${Date.now() % 100000}`;
    await set(collection, a.id, field, `Lit ${tag} 5%_off`);
    await set(collection, b.id, field, `Lit ${tag} 5Xoff`);
    expect(await found(url, name, `${tag} 5%_off`)).toEqual([a.id]);
    expect(await found(url, name, `${tag} 5_off`)).toEqual([]);
    expect(await found(url, name, `${tag} 5%off`)).toEqual([]);
    expect((await found(url, name, `${tag} 5`)).sort()).toEqual([a.id, b.id].sort());
  });

  it('on the vehicle pick-list and the voucher number', async () => {
    const [vehicle] = embedded(await api.get(admin, '/limo/node/api/vehicles'), 'vehicles');
    const plate = String(vehicle.licensePlateNo);
    expect(plate.length).toBeGreaterThan(2);
    expect(await found('/limo/node/api/vehicles', 'vehicles', plate)).toContain(vehicle.id);
    expect(await found('/limo/node/api/vehicles', 'vehicles', `${plate[0]}_${plate.slice(2)}`)).toEqual([]);
    expect(await found('/limo/node/api/vehicles', 'vehicles', `${plate[0]}%${plate.slice(-1)}`)).toEqual([]);

    const search = async (voucherNo: string) => embedded(await api.post(admin, '/limo/api/searchVouchers', { voucherNo }), 'vouchers').map((v) => v.id);
    const [voucher] = embedded(await api.post(admin, '/limo/api/searchVouchers', {}), 'vouchers');
    const no = String(voucher.voucherNo);
    expect(await search(no)).toEqual([voucher.id]);
    expect(await search(`${no[0]}_${no.slice(2)}`)).toEqual([]);
    expect(await search(`${no[0]}%${no.slice(-1)}`)).toEqual([]);
  });
});

describe('pages link to the first, previous, next and last page, keeping filters and sort', () => {
  const PAGED: (ListCall & { query: string })[] = [
    { url: '/limo/api/clients', name: 'clients', sortField: 'clientCode', query: 'recordStatus=A&sort=clientTypeId,asc&sort=clientCode,desc&size=3' },
    { url: '/limo/api/enqStaffs', name: 'staffs', sortField: 'staffCode', query: 'recordStatus=A&sort=staffCode,desc&size=2' },
    { url: '/limo/node/api/enqClients', name: 'clients', sortField: 'clientCode', query: 'q=o&sort=clientNameEng,desc&size=3' },
    { url: '/limo/node/api/clients', name: 'clients', sortField: 'clientCode', query: 'size=3&sort=clientShortName,asc' },
    { url: '/limo/node/api/locations', name: 'locations', sortField: 'locationCode', query: 'q=a&size=4' },
    { url: '/limo/api/searchVouchers', name: 'vouchers', sortField: 'voucherNo', body: { voucherStatus: 'A' }, query: 'sort=voucherNo,desc&size=2' },
  ];

  /** The query of an href, as a list of [key, value] pairs without page and size. */
  const kept = (href: string) => [...new URL(href, 'http://x').searchParams].filter(([k]) => k !== 'page' && k !== 'size');
  const follow = (l: ListCall, href: string) => (l.body === undefined ? api.get(admin, href) : api.post(admin, href, l.body));

  it.each(PAGED)('$url?$query', async (l) => {
    const first = await run(l, l.query);
    const size = Number(new URLSearchParams(l.query).get('size'));
    const { totalPages } = first.json().page;
    expect(totalPages, 'a list of at least three pages').toBeGreaterThanOrEqual(3);
    const all = embedded(await run(l, `${l.query.replace(/size=\d+/, 'size=100')}`), l.name).map((r) => r.id);

    // Walk from the first page to the last by next, checking every page's links.
    const seen: number[] = [];
    let res: LightMyRequestResponse = first;
    for (let number = 0; number < totalPages; number++) {
      const page = res.json();
      expect(page.page).toMatchObject({ number, size, totalPages });
      const links = page._links as Record<string, { href: string }>;
      const expected: Record<string, number> = { first: 0, last: totalPages - 1 };
      if (number > 0) expected.prev = number - 1;
      if (number < totalPages - 1) expected.next = number + 1;
      expect(Object.keys(links).sort()).toEqual([...Object.keys(expected), 'self'].sort());
      for (const [rel, to] of Object.entries(expected)) {
        const url = new URL(links[rel].href, 'http://x');
        expect(url.pathname, rel).toBe(l.url);
        expect(url.searchParams.get('page'), rel).toBe(String(to));
        expect(url.searchParams.get('size'), rel).toBe(String(size));
        expect(kept(links[rel].href), rel).toEqual(kept(`${l.url}?${l.query}`));
      }
      // prev of this page leads back to the page before it.
      if (number > 0) expect((await follow(l, links.prev.href)).json().page.number).toBe(number - 1);
      seen.push(...embedded(res, l.name).map((r: Item) => r.id));
      if (links.next) res = await follow(l, links.next.href);
    }
    expect(seen).toEqual(all);
    const last = await follow(l, first.json()._links.last.href);
    expect(last.json()._links.next).toBeUndefined();
  });

  it('a single page has only self; prev and first stay on a page past the end', async () => {
    const one = (await api.get(admin, '/limo/api/banks?size=100')).json();
    expect(one.page.totalPages).toBe(1);
    expect(Object.keys(one._links)).toEqual(['self']);
    const beyond = (await api.get(admin, '/limo/api/banks?size=100&page=5')).json();
    expect(new URL(beyond._links.prev.href, 'http://x').searchParams.get('page')).toBe('4');
    expect(new URL(beyond._links.last.href, 'http://x').searchParams.get('page')).toBe('0');
    expect(beyond._links.next).toBeUndefined();
  });

  it('a list that pages on request answers every row, without page and links, when not asked', async () => {
    const res = (await api.get(admin, '/limo/node/api/clients')).json();
    expect(res.page).toBeUndefined();
    expect(Object.keys(res._links)).toEqual(['self']);
  });
});
