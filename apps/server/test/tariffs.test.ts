import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { client, code, embedded, expectError, type Item, newStaff } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';

// The hand-written tariff calls (issue 8): tariffs with their vehicle types, other charges with
// their amounts and order, other-charge terms of clients and contract term types, holidays.

let app: TestApp;
let admin: string;
let hr: string;
let api: ReturnType<typeof client>;
const db = () => app.database.db;
const type: Record<string, number> = {};
const clientId: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp();
  api = client(app);
  [admin, hr] = await Promise.all([app.login('admin'), app.login('hr')]);
  for (const v of await db().select().from(t.vehicleTypes)) type[v.vehicleType] = v.id;
  for (const c of await db().select().from(t.clients)) clientId[c.clientCode] = c.id;
});
afterAll(() => app.close());

const mapsOf = async (tariffId: number) =>
  (await db().select().from(t.tariffVehicleTypeMaps).where(eq(t.tariffVehicleTypeMaps.tariffId, tariffId))).map((m) => m.vehicleTypeId).sort();
const tariffRow = async (id: number) => (await db().select().from(t.tariffs).where(eq(t.tariffs.id, id)))[0];
const newTariff = async (types: number[]) => {
  const res = await api.post(admin, '/limo/api/createTariffs', {
    tariffCode: code('TF'),
    tariffDescEng: 'Test tariff',
    tariffVehicleTypeMaps: types.map((vehicleTypeId) => ({ vehicleTypeId })),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Item;
};

describe('createTariffs / updateTariffs', () => {
  it('creates a tariff with its vehicle types and replaces them on update, in one call each', async () => {
    const made = await newTariff([type['S-CLASS'], type['ALPHARD']]);
    expect((made.tariffVehicleTypeMaps as Item[]).map((m) => m.vehicleTypeId).sort()).toEqual([type['S-CLASS'], type['ALPHARD']].sort());
    expect(await mapsOf(made.id)).toEqual([type['S-CLASS'], type['ALPHARD']].sort());

    // The screen sends the ticked types without ids: one kept, one dropped, one added.
    const res = await api.put(admin, `/limo/api/updateTariffs/${made.id}`, {
      tariffDescEng: 'Test tariff renamed',
      tariffVehicleTypeMaps: [{ vehicleTypeId: type['ALPHARD'] }, { vehicleTypeId: type['V-CLASS'] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tariffDescEng).toBe('Test tariff renamed');
    expect(await mapsOf(made.id)).toEqual([type['ALPHARD'], type['V-CLASS']].sort());
    const listed = embedded(await api.get(admin, `/limo/api/tariffs/${made.id}/vehicleTypes`), 'vehicleTypes');
    expect(listed.map((v) => v.id).sort()).toEqual([type['ALPHARD'], type['V-CLASS']].sort());
    const read = await api.get(admin, `/limo/api/getTariff/${made.id}`);
    expect(read.statusCode).toBe(200);
    expect((read.json().tariffVehicleTypeMaps as Item[]).map((m) => m.vehicleTypeId).sort()).toEqual([type['ALPHARD'], type['V-CLASS']].sort());
  });

  it("keeps the links of vehicle types another branch's user does not see", async () => {
    const branchTypes = await db().select({ id: t.vehicleTypeBranches.vehicleTypeId, branchId: t.vehicleTypeBranches.branchId }).from(t.vehicleTypeBranches);
    const inBranch1 = new Set(branchTypes.filter((b) => b.branchId === 1).map((b) => b.id));
    const only2 = Object.values(type).find((id) => !inBranch1.has(id) && branchTypes.some((b) => b.id === id && b.branchId === 2)) as number;
    const both = [...inBranch1][0];
    expect(only2).toBeDefined();
    const made = await newTariff([both, only2]);
    const sz = await newStaff(app, admin, ['TARIFF'], 1);
    const res = await api.put(sz.token, `/limo/api/updateTariffs/${made.id}`, { tariffVehicleTypeMaps: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await mapsOf(made.id)).toEqual([only2]);
  });

  it('saves nothing when a row fails on saving (one transaction)', async () => {
    const made = await newTariff([type['S-CLASS']]);
    const res = await api.put(admin, `/limo/api/updateTariffs/${made.id}`, {
      tariffDescEng: 'Never saved',
      tariffVehicleTypeMaps: [{ vehicleTypeId: type['COASTER'] }, { vehicleTypeId: 999999 }],
    });
    expectError(res, 400, /^Tariff Vehicle Type, row 2: /);
    expect((await tariffRow(made.id)).tariffDescEng).toBe('Test tariff');
    expect(await mapsOf(made.id)).toEqual([type['S-CLASS']]);
  });

  it('lists every problem of the tariff and of its rows in one 400, saving nothing', async () => {
    const before = (await db().select().from(t.tariffs)).length;
    const res = await api.post(admin, '/limo/api/createTariffs', {
      tariffCode: '',
      recordStatus: 'X',
      tariffVehicleTypeMaps: [{ vehicleTypeId: 'x' }, {}, { vehicleTypeId: type['S-CLASS'] }, { vehicleTypeId: type['S-CLASS'] }, 7],
    });
    const body = expectError(res, 400, 'Tariff Code is required');
    expect(body.errors).toEqual([
      'Tariff Code is required',
      'Description (English) is required',
      'Status must be one of A, C',
      'Tariff Vehicle Type, row 1: Vehicle Type must be a whole number',
      'Tariff Vehicle Type, row 2: Vehicle Type is required',
      `Tariff Vehicle Type, row 4: Vehicle Type ${type['S-CLASS']} is listed twice`,
      'Tariff Vehicle Type, row 5: must be an object',
    ]);
    expect((await db().select().from(t.tariffs)).length).toBe(before);
  });

  it('is a 403 without TARIFF and a 404 for a tariff that does not exist', async () => {
    expectError(await api.post(hr, '/limo/api/createTariffs', { tariffCode: code('TF'), tariffDescEng: 'x' }), 403);
    const made = await newTariff([]);
    expectError(await api.put(hr, `/limo/api/updateTariffs/${made.id}`, { tariffDescEng: 'x' }), 403);
    expectError(await api.get(hr, `/limo/api/getTariff/${made.id}`), 403);
    expectError(await api.put(admin, '/limo/api/updateTariffs/999999', { tariffDescEng: 'x' }), 404, 'Tariff 999999 not found');
    expectError(await api.get(admin, '/limo/api/getTariff/999999'), 404);
  });
});

const ocRow = async (id: number) => (await db().select().from(t.tariffOCs).where(eq(t.tariffOCs.id, id)))[0];
const amountsOf = async (ocId: number) =>
  Object.fromEntries((await db().select().from(t.tariffOCDtls).where(eq(t.tariffOCDtls.tariffOcId, ocId))).map((d) => [d.vehicleTypeId, Number(d.amount)]));
const newOC = async (amounts: Record<number, string> = {}, extra: Record<string, unknown> = {}) => {
  const res = await api.post(admin, '/limo/api/createTariffOCs', {
    ocCode: code('OC'),
    ocDescEng: 'Test charge',
    tariffOCDtls: Object.entries(amounts).map(([vehicleTypeId, amount]) => ({ vehicleTypeId: Number(vehicleTypeId), amount })),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Item;
};

describe('createTariffOCs / updateTariffOCs', () => {
  it('creates a charge with its amounts per vehicle type, last in the order, and updates them in one call', async () => {
    const last = Math.max(...(await db().select().from(t.tariffOCs)).map((o) => o.seq));
    const made = await newOC({ [type['S-CLASS']]: '80', [type['ALPHARD']]: '120.50' });
    expect(made.seq).toBe(last + 10);
    expect(await amountsOf(made.id)).toEqual({ [type['S-CLASS']]: 80, [type['ALPHARD']]: 120.5 });
    const dtls = made.tariffOCDtls as Item[];
    const alphard = dtls.find((d) => d.vehicleTypeId === type['ALPHARD']) as Item;
    const res = await api.put(admin, `/limo/api/updateTariffOCs/${made.id}`, {
      ocDescEng: 'Test charge renamed',
      tariffOCDtls: [
        { id: alphard.id, vehicleTypeId: type['ALPHARD'], amount: '150' },
        { vehicleTypeId: type['COASTER'], amount: '300' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await amountsOf(made.id)).toEqual({ [type['ALPHARD']]: 150, [type['COASTER']]: 300 });
    expect((await ocRow(made.id)).ocDescEng).toBe('Test charge renamed');
    const given = await newOC({}, { seq: 5 });
    expect(given.seq).toBe(5);
  });

  it('saves nothing when a row fails on saving (one transaction)', async () => {
    const made = await newOC({ [type['S-CLASS']]: '80' });
    const res = await api.put(admin, `/limo/api/updateTariffOCs/${made.id}`, {
      ocDescEng: 'Never saved',
      tariffOCDtls: [
        { vehicleTypeId: type['S-CLASS'], amount: '99' },
        { vehicleTypeId: 999999, amount: '1' },
      ],
    });
    expectError(res, 400, /^Other Charge Amount, row 2: /);
    expect((await ocRow(made.id)).ocDescEng).toBe('Test charge');
    expect(await amountsOf(made.id)).toEqual({ [type['S-CLASS']]: 80 });
  });

  it('lists every problem of the charge and of its rows in one 400', async () => {
    const made = await newOC({ [type['S-CLASS']]: '80' });
    const res = await api.put(admin, `/limo/api/updateTariffOCs/${made.id}`, {
      ocCode: '',
      tariffOCDtls: [{ vehicleTypeId: type['S-CLASS'], amount: '-5' }, { amount: '10' }, { vehicleTypeId: type['ALPHARD'] }],
    });
    const body = expectError(res, 400, 'Charge Code is required');
    expect(body.errors).toEqual([
      'Charge Code is required',
      'Other Charge Amount, row 1: Amount must be at least 0',
      'Other Charge Amount, row 2: Vehicle Type is required',
      'Other Charge Amount, row 3: Amount is required',
    ]);
    expect(await amountsOf(made.id)).toEqual({ [type['S-CLASS']]: 80 });
  });

  it('is a 403 without OTHERCHARGES and a 404 for a charge that does not exist', async () => {
    expectError(await api.post(hr, '/limo/api/createTariffOCs', { ocCode: code('OC'), ocDescEng: 'x' }), 403);
    expectError(await api.put(admin, '/limo/api/updateTariffOCs/999999', { ocDescEng: 'x' }), 404, 'Other Charge 999999 not found');
  });
});

describe('reseqTariffOCs', () => {
  const order = async () => (await db().select().from(t.tariffOCs).orderBy(asc(t.tariffOCs.seq), asc(t.tariffOCs.ocCode))).map((o) => o.id);

  it('gives every charge its new sequence in one call and answers them in the new order', async () => {
    await newOC();
    const reversed = (await order()).reverse();
    const res = await api.post(admin, '/limo/api/reseqTariffOCs', { tariffOCs: reversed.map((id, i) => ({ id, seq: (i + 1) * 10 })) });
    const answer = embedded(res, 'tariffOCs');
    expect(answer.map((o) => o.id)).toEqual(reversed);
    expect(await order()).toEqual(reversed);
    for (const [i, id] of reversed.entries()) expect((await ocRow(id)).seq).toBe((i + 1) * 10);
  });

  it('lists every problem of the body in one 400 and changes nothing', async () => {
    const before = await order();
    const bad = expectError(await api.post(admin, '/limo/api/reseqTariffOCs', { tariffOCs: [{ id: 'x', seq: -1 }, { seq: 5 }] }), 400);
    expect(bad.errors).toHaveLength(3);
    const [a, b] = before;
    const twice = expectError(
      await api.post(admin, '/limo/api/reseqTariffOCs', {
        tariffOCs: [
          { id: a, seq: 10 },
          { id: a, seq: 20 },
          { id: b, seq: 20 },
        ],
      }),
      400,
    );
    expect(twice.errors).toEqual([`Other Charge ${a} is listed twice`, 'Sequence 20 is given to more than one charge']);
    expectError(await api.post(admin, '/limo/api/reseqTariffOCs', { tariffOCs: [] }), 400, 'tariffOCs must not be empty');
    expect(await order()).toEqual(before);
  });

  it('is a 404 naming every unknown charge, changing none of the others, and a 403 without OTHERCHARGES', async () => {
    const before = await order();
    const seqBefore = (await ocRow(before[0])).seq;
    const res = await api.post(admin, '/limo/api/reseqTariffOCs', {
      tariffOCs: [
        { id: before[0], seq: 99990 },
        { id: 999998, seq: 1 },
        { id: 999999, seq: 2 },
      ],
    });
    expectError(res, 404, 'Other Charge 999998, 999999 not found');
    expect((await ocRow(before[0])).seq).toBe(seqBefore);
    expectError(await api.post(hr, '/limo/api/reseqTariffOCs', { tariffOCs: [{ id: before[0], seq: 1 }] }), 403);
  });
});

const newTerm = async () => {
  const res = await api.post(admin, '/limo/api/contractTermTypes', { contractTermTypeCode: code('CT'), contractTermTypeDescEng: 'Test terms' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};
const clientTerms = async (id: number) =>
  Object.fromEntries(
    (await db().select().from(t.clientOCParms).where(eq(t.clientOCParms.clientId, id))).map((p) => [p.tariffOcId, p.waiveFlag ? 'waived' : Number(p.amount)]),
  );
const termTerms = async (id: number) =>
  Object.fromEntries(
    (await db().select().from(t.contractTermOCParms).where(eq(t.contractTermOCParms.contractTermTypeId, id))).map((p) => [
      p.tariffOcId,
      p.waiveFlag ? 'waived' : Number(p.amount),
    ]),
  );
/** A client of the demo with no terms yet, for one test alone. */
const freshClient = async () => {
  const res = await api.post(admin, '/limo/api/createClients', {
    clientCode: code('CL', 20),
    clientShortName: 'Terms',
    clientNameEng: 'Terms Test Ltd',
    clientTypeId: (await db().select().from(t.clients).where(eq(t.clients.id, clientId.PEN)))[0].clientTypeId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};

describe('updateClientOCParms / updateContractTermOCParms', () => {
  it("saves a client's whole list of terms in one call: rows kept, added and left out", async () => {
    const [a, b, c] = [await newOC(), await newOC(), await newOC()];
    const id = await freshClient();
    const first = embedded(
      await api.put(admin, `/limo/api/updateClientOCParms/${id}`, {
        clientOCParms: [
          { tariffOcId: a.id, waiveFlag: 1 },
          { tariffOcId: b.id, amount: '45' },
        ],
      }),
      'clientOCParms',
    );
    expect(await clientTerms(id)).toEqual({ [a.id]: 'waived', [b.id]: 45 });
    const rowB = first.find((r) => r.tariffOcId === b.id) as Item;
    const second = embedded(
      await api.put(admin, `/limo/api/updateClientOCParms/${id}`, {
        clientOCParms: [
          { id: rowB.id, tariffOcId: b.id, amount: '50' },
          { tariffOcId: c.id, waiveFlag: 0, amount: '12.5' },
        ],
      }),
      'clientOCParms',
    );
    expect(second.map((r) => r.tariffOcId).sort()).toEqual([b.id, c.id].sort());
    expect(await clientTerms(id)).toEqual({ [b.id]: 50, [c.id]: 12.5 });
    expect((await db().select().from(t.clientOCParms).where(eq(t.clientOCParms.id, rowB.id)))[0].amount).toBe('50.00');
  });

  it("saves a contract term type's list, and nothing when a row fails on saving (one transaction)", async () => {
    const oc = await newOC();
    const term = await newTerm();
    embedded(
      await api.put(admin, `/limo/api/updateContractTermOCParms/${term}`, { contractTermOCParms: [{ tariffOcId: oc.id, amount: '30' }] }),
      'contractTermOCParms',
    );
    expect(await termTerms(term)).toEqual({ [oc.id]: 30 });
    const res = await api.put(admin, `/limo/api/updateContractTermOCParms/${term}`, {
      contractTermOCParms: [
        { tariffOcId: oc.id, waiveFlag: 1 },
        { tariffOcId: 999999, waiveFlag: 1 },
      ],
    });
    expectError(res, 400, /^Contract Term, row 2: /);
    expect(await termTerms(term)).toEqual({ [oc.id]: 30 });
  });

  it('lists every problem of the rows in one 400, saving nothing', async () => {
    const oc = await newOC();
    const id = await freshClient();
    const res = await api.put(admin, `/limo/api/updateClientOCParms/${id}`, {
      clientOCParms: [{ tariffOcId: oc.id, waiveFlag: 0 }, { tariffOcId: 'a', waiveFlag: 1 }, { tariffOcId: oc.id, waiveFlag: 1 }, { waiveFlag: 2 }],
    });
    const body = expectError(res, 400);
    expect(body.errors).toEqual([
      'Client Contract Term, row 1: Amount is required when Waived is 0',
      'Client Contract Term, row 2: Other Charge must be a whole number',
      `Client Contract Term, row 3: Other Charge ${oc.id} is listed twice`,
      'Client Contract Term, row 4: Other Charge is required',
      'Client Contract Term, row 4: Waived must be 1 or 0',
    ]);
    expectError(await api.put(admin, `/limo/api/updateClientOCParms/${id}`, {}), 400, /^clientOCParms is required/);
    expect(await clientTerms(id)).toEqual({});
  });

  it('is a 403 without the right of the screen and a 404 for an owner that does not exist', async () => {
    const id = await freshClient();
    expectError(await api.put(hr, `/limo/api/updateClientOCParms/${id}`, { clientOCParms: [] }), 403);
    expectError(await api.put(hr, `/limo/api/updateContractTermOCParms/${await newTerm()}`, { contractTermOCParms: [] }), 403);
    expectError(await api.put(admin, '/limo/api/updateClientOCParms/999999', { clientOCParms: [] }), 404, 'Client 999999 not found');
    expectError(await api.put(admin, '/limo/api/updateContractTermOCParms/999999', { contractTermOCParms: [] }), 404, 'Contract Term Type 999999 not found');
  });
});

describe('what the Client Contract Terms screen reads with its right alone', () => {
  it('lets a clerk holding only CLIENTCONTRACTTERMS pick a client, read its terms and the charges, and save them', async () => {
    const clerk = await newStaff(app, admin, ['CLIENTCONTRACTTERMS']);
    const oc = await newOC();
    const id = await freshClient();
    expect(embedded(await api.get(clerk.token, '/limo/node/api/clients'), 'clients').some((c) => c.id === id)).toBe(true);
    expect(embedded(await api.get(clerk.token, '/limo/api/lookups/tariffOCs'), 'tariffOCs').some((c) => c.id === oc.id)).toBe(true);
    embedded(await api.put(clerk.token, `/limo/api/updateClientOCParms/${id}`, { clientOCParms: [{ tariffOcId: oc.id, amount: '15' }] }), 'clientOCParms');
    const rows = embedded(await api.get(clerk.token, `/limo/api/clientOCParms?clientId=${id}`), 'clientOCParms');
    expect(rows.map((r) => [r.tariffOcId, r.amount])).toEqual([[oc.id, '15.00']]);
  });
});

describe('copyClientOCParms / copyContractTermOCParms / copyTariffOCParms', () => {
  /** Source terms: a waived, b 20. Target terms: a 10, c 5. */
  async function setUp() {
    const [a, b, c] = [await newOC(), await newOC(), await newOC()];
    const from = await freshClient();
    const to = await freshClient();
    const save = async (id: number, rows: unknown[]) =>
      embedded(await api.put(admin, `/limo/api/updateClientOCParms/${id}`, { clientOCParms: rows }), 'clientOCParms');
    await save(from, [
      { tariffOcId: a.id, waiveFlag: 1 },
      { tariffOcId: b.id, amount: '20' },
    ]);
    await save(to, [
      { tariffOcId: a.id, amount: '10' },
      { tariffOcId: c.id, amount: '5' },
    ]);
    return { a: a.id, b: b.id, c: c.id, from, to };
  }

  it("merges by default: the source's charges are added or overwritten, the target's others kept", async () => {
    const s = await setUp();
    const rows = embedded(await api.post(admin, '/limo/api/copyClientOCParms', { fromClientId: s.from, toClientId: s.to }), 'clientOCParms');
    expect(rows.map((r) => r.tariffOcId).sort()).toEqual([s.a, s.b, s.c].sort());
    expect(await clientTerms(s.to)).toEqual({ [s.a]: 'waived', [s.b]: 20, [s.c]: 5 });
    expect(await clientTerms(s.from)).toEqual({ [s.a]: 'waived', [s.b]: 20 });
  });

  it('replaces with replaceFlag 1: the target keeps only the copied charges', async () => {
    const s = await setUp();
    embedded(await api.post(admin, '/limo/api/copyClientOCParms', { fromClientId: s.from, toClientId: s.to, replaceFlag: 1 }), 'clientOCParms');
    expect(await clientTerms(s.to)).toEqual({ [s.a]: 'waived', [s.b]: 20 });
  });

  it('copies between contract term types, and from a term type to a client and back (copyTariffOCParms)', async () => {
    const s = await setUp();
    const [t1, t2] = [await newTerm(), await newTerm()];
    const toTerm = await api.post(admin, '/limo/api/copyTariffOCParms', { fromClientId: s.from, toContractTermTypeId: t1 });
    expect(embedded(toTerm, 'contractTermOCParms')).toHaveLength(2);
    expect(await termTerms(t1)).toEqual({ [s.a]: 'waived', [s.b]: 20 });
    embedded(await api.post(admin, '/limo/api/copyContractTermOCParms', { fromContractTermTypeId: t1, toContractTermTypeId: t2 }), 'contractTermOCParms');
    expect(await termTerms(t2)).toEqual({ [s.a]: 'waived', [s.b]: 20 });
    const id = await freshClient();
    embedded(await api.post(admin, '/limo/api/copyTariffOCParms', { fromContractTermTypeId: t2, toClientId: id, replaceFlag: 1 }), 'clientOCParms');
    expect(await clientTerms(id)).toEqual({ [s.a]: 'waived', [s.b]: 20 });
  });

  it('lists every problem of the body in one 400 and refuses a copy onto itself or from an owner without terms', async () => {
    const s = await setUp();
    const bad = expectError(await api.post(admin, '/limo/api/copyClientOCParms', { toClientId: 'x', replaceFlag: 2 }), 400);
    expect(bad.errors).toEqual(['fromClientId is required', 'toClientId must be the id of a record', 'replaceFlag must be 1 or 0']);
    const sides = expectError(await api.post(admin, '/limo/api/copyTariffOCParms', { fromClientId: s.from, fromContractTermTypeId: 1 }), 400);
    expect(sides.errors).toEqual(['give fromClientId or fromContractTermTypeId, not both', 'toClientId or toContractTermTypeId is required']);
    expectError(await api.post(admin, '/limo/api/copyClientOCParms', { fromClientId: s.from, toClientId: s.from }), 400, /onto the same Client/);
    const empty = await freshClient();
    expectError(
      await api.post(admin, '/limo/api/copyClientOCParms', { fromClientId: empty, toClientId: s.to, replaceFlag: 1 }),
      400,
      /has no other-charge terms to copy/,
    );
    expect(await clientTerms(s.to)).toEqual({ [s.a]: 10, [s.c]: 5 });
  });

  it('is a 404 for an owner that does not exist, and a 403 without the rights of both sides', async () => {
    const s = await setUp();
    expectError(await api.post(admin, '/limo/api/copyClientOCParms', { fromClientId: 999999, toClientId: s.to }), 404, 'Client 999999 not found');
    expectError(await api.post(admin, '/limo/api/copyClientOCParms', { fromClientId: s.from, toClientId: 999999 }), 404, 'Client 999999 not found');
    const term = await newTerm();
    expectError(
      await api.post(admin, '/limo/api/copyContractTermOCParms', { fromContractTermTypeId: 999999, toContractTermTypeId: term }),
      404,
      'Contract Term Type 999999 not found',
    );
    expectError(await api.post(hr, '/limo/api/copyClientOCParms', { fromClientId: s.from, toClientId: s.to }), 403);
    expectError(await api.post(hr, '/limo/api/copyContractTermOCParms', { fromContractTermTypeId: term, toContractTermTypeId: term }), 403);
    // Client terms only: copying onto a contract term type needs CONTRACTTERMS as well.
    const clerk = await newStaff(app, admin, ['CLIENTCONTRACTTERMS']);
    expectError(await api.post(clerk.token, '/limo/api/copyTariffOCParms', { fromClientId: s.from, toContractTermTypeId: term }), 403);
    expect(await termTerms(term)).toEqual({});
    embedded(await api.post(clerk.token, '/limo/api/copyTariffOCParms', { fromClientId: s.from, toClientId: s.to }), 'clientOCParms');
  });
});

describe('GET /limo/node/api/holidays/{area}/{year}', () => {
  const AREA = 'ZZ';
  beforeAll(async () => {
    for (const [holidayDate, holidayDescEng] of [
      ['2031-12-26', 'Boxing Day'],
      ['2031-01-01', "New Year's Day"],
      ['2031-12-25', 'Christmas Day'],
      ['2032-01-01', "New Year's Day"],
    ]) {
      const res = await api.post(admin, '/limo/api/holidays', { areaInitial: AREA, holidayDate, holidayDescEng });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  const dates = async (path: string, token = admin) => embedded(await api.get(token, `/limo/node/api/holidays/${path}`), 'holidays').map((h) => h.holidayDate);

  it("answers a year's holidays of the area by date, and a month's for a longer value", async () => {
    expect(await dates(`${AREA}/2031`)).toEqual(['2031-01-01', '2031-12-25', '2031-12-26']);
    expect(await dates(`${AREA.toLowerCase()}/203112`)).toEqual(['2031-12-25', '2031-12-26']);
    expect(await dates(`${AREA}/2031-12`)).toEqual(['2031-12-25', '2031-12-26']);
    expect(await dates(`${AREA}/203102`)).toEqual([]);
    expect(await dates('QQ/2031')).toEqual([]);
    const other = await db()
      .select()
      .from(t.holidays)
      .where(and(eq(t.holidays.areaInitial, AREA), inArray(t.holidays.holidayDate, ['2032-01-01'])));
    expect(other).toHaveLength(1);
  });

  it('is readable by dispatchers and the roster staff, not by accounts', async () => {
    expect(await dates(`${AREA}/2031`, await app.login('dispatcher'))).toHaveLength(3);
    expect(await dates(`${AREA}/2031`, hr)).toHaveLength(3);
    expectError(await api.get(await app.login('accounts'), `/limo/node/api/holidays/${AREA}/2031`), 403);
  });

  it('lists every problem of the area and the year in one 400', async () => {
    const body = expectError(await api.get(admin, '/limo/node/api/holidays/H-K/20311'), 400);
    expect(body.errors).toEqual(['area must be an area code of letters and digits (HK)', 'year must be a year (2026) or a month (202612)']);
    expectError(await api.get(admin, `/limo/node/api/holidays/${AREA}/203113`), 400, 'year must be a year (2026) or a month (202612)');
  });
});
