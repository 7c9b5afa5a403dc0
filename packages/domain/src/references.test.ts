import { describe, expect, it } from 'vitest';
import { code, defineResource, references, RESOURCES, type ResourceDef } from './resources/index.js';
import { bodySchema, describeIssues } from './schema.js';

/** A 'references' field: a list of ids of another collection (an allowance location group's locations). */

function parse(def: ResourceDef, mode: 'create' | 'patch', body: unknown) {
  const result = bodySchema(def, mode).safeParse(body);
  if (result.success) return { ok: true as const, data: result.data as Record<string, unknown>, problems: [] };
  return { ok: false as const, data: undefined, problems: describeIssues(def, result.error.issues, body) };
}

const groups = RESOURCES.allowanceLocations;
const group = { allowanceLocationCode: 'n1', descEng: 'North' };

describe('a list of ids', () => {
  it('is kept without repeats, in id order', () => {
    const r = parse(groups, 'create', { ...group, locationIds: [12, 3, 12, 7, 3] });
    expect(r.ok).toBe(true);
    expect(r.data?.locationIds).toEqual([3, 7, 12]);
  });

  it('reads ids sent as digits', () => {
    expect(parse(groups, 'create', { ...group, locationIds: ['5', 2] }).data?.locationIds).toEqual([2, 5]);
  });

  it('is the empty list when absent or null on create, never null', () => {
    expect(parse(groups, 'create', group).data?.locationIds).toEqual([]);
    expect(parse(groups, 'create', { ...group, locationIds: null }).data?.locationIds).toEqual([]);
    expect(parse(groups, 'create', { ...group, locationIds: [] }).data?.locationIds).toEqual([]);
  });

  it('is left alone by a patch that leaves it out, and emptied by a null', () => {
    const left = parse(groups, 'patch', { descEng: 'North East' });
    expect(left.ok).toBe(true);
    expect(left.data).not.toHaveProperty('locationIds');
    expect(parse(groups, 'patch', { locationIds: null }).data?.locationIds).toEqual([]);
    expect(parse(groups, 'patch', { locationIds: [9, 4] }).data?.locationIds).toEqual([4, 9]);
  });

  it('refuses an item that is not an id, naming the list and the item', () => {
    for (const bad of [0, -1, 1.5, 'abc', true, null, [2], 2_147_483_648]) {
      const r = parse(groups, 'create', { ...group, locationIds: [1, bad] });
      expect(r.ok, JSON.stringify(bad)).toBe(false);
      expect(r.problems).toHaveLength(1);
      expect(r.problems[0].field).toBe('locationIds');
      expect(r.problems[0].message).toMatch(/^Locations must be (the id of a record|a whole number)$/);
      expect(r.problems[0].value).toEqual(bad);
    }
  });

  it('refuses anything but a list', () => {
    for (const bad of ['1,2', 3, { 0: 1 }]) {
      const r = parse(groups, 'patch', { locationIds: bad });
      expect(
        r.problems.map((p) => [p.field, p.message]),
        JSON.stringify(bad),
      ).toEqual([['locationIds', 'Locations must be a list of ids']]);
    }
  });

  it('holds at most 1000 ids', () => {
    const many = Array.from({ length: 1001 }, (_, i) => i + 1);
    expect(parse(groups, 'patch', { locationIds: many }).problems[0].message).toBe('Locations must hold at most 1000 ids');
    expect(parse(groups, 'patch', { locationIds: many.slice(0, 1000) }).ok).toBe(true);
  });

  it('is built by references() with the collection and code it names', () => {
    const def = defineResource({
      name: 'testGroups',
      singular: 'testGroup',
      label: { en: 'Test Group', zh: '測試組別' },
      rights: { read: 'ALLOWANCERATE', write: 'ALLOWANCERATE' },
      fields: [code('groupCode', 'Code', '編號'), references('memberIds', 'Members', '成員', 'vehicleTypes', 'vehicleType')],
      listColumns: ['groupCode', 'memberIds'],
      filters: ['groupCode'],
      search: ['groupCode'],
      defaultSort: ['groupCode', 'asc'],
    });
    const field = def.fields[1];
    expect(field).toMatchObject({ type: 'references', ref: { resource: 'vehicleTypes', display: 'vehicleType' } });
    expect(parse(def, 'create', { groupCode: 'g', memberIds: [2, 1, 2] }).data?.memberIds).toEqual([1, 2]);
    expect(RESOURCES.allowanceVehicleTypes.fields.find((f) => f.name === 'vehicleTypeIds')).toMatchObject({
      type: 'references',
      ref: { resource: 'vehicleTypes' },
    });
  });

  it('names each member by a field of the collection it lists (the pick-list and the list column show it)', () => {
    for (const def of Object.values(RESOURCES))
      for (const f of def.fields.filter((x) => x.type === 'references')) {
        const target = RESOURCES[f.ref?.resource ?? ''];
        expect(target, `${def.name}.${f.name}`).toBeDefined();
        expect(
          target.fields.map((x) => x.name),
          `${def.name}.${f.name}: ${f.ref?.display} is no field of ${target.name}`,
        ).toContain(f.ref?.display);
      }
  });
});
