import { describe, expect, it } from 'vitest';
import { readList, readPage } from './hal';

describe('readPage', () => {
  it('reads the embedded list and the page', () => {
    const p = readPage({ _embedded: { banks: [{ id: 1 }, { id: 2 }] }, page: { size: 20, totalElements: 22, totalPages: 2, number: 1 } }, 'banks');
    expect(p.rows.map((r) => r.id)).toEqual([1, 2]);
    expect(p.page).toEqual({ size: 20, totalElements: 22, totalPages: 2, number: 1 });
  });
  it('gives an empty list for an empty page', () => {
    expect(readPage({ page: { size: 20, totalElements: 0, totalPages: 0, number: 0 } }, 'banks').rows).toEqual([]);
    expect(readPage({ _embedded: { banks: [] } }, 'banks').rows).toEqual([]);
    expect(readPage(undefined, 'banks').rows).toEqual([]);
    expect(readPage(null, 'banks').page.totalElements).toBe(0);
  });
  it('reads a child list named after the collection', () => {
    expect(readList({ _embedded: { userGroups: [{ id: 7 }] } }, 'userGroups')).toEqual([{ id: 7 }]);
    expect(readList({}, 'userGroups')).toEqual([]);
  });
});
