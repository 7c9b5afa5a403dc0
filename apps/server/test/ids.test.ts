import { MAX_ID, RESOURCES } from '@limo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, code, expectError, type Method } from './files-helpers.js';
import { createTestApp, type TestApp } from './harness.js';
import { CHINALINK_SCREEN_ID_ROUTES } from './partner-screen-fixtures.js';
import { OUTBOX_ID_ROUTES } from './partner-outbox-fixtures.js';
import { PORTAL_QUEUE_ID_ROUTES } from './portal-fixtures.js';
import { MESSAGE_ID_ROUTES } from './portal-messages-fixtures.js';

// Ids are PostgreSQL integers: one past the largest must be a 400 or 404, never a 500.
const BIG = MAX_ID + 1;
const HUGE = '99999999999999999999';

let t: TestApp;
let admin: string;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  admin = await t.login('admin');
});
afterAll(() => t.close());

it('the largest id is the largest PostgreSQL integer', () => {
  expect(MAX_ID).toBe(2 ** 31 - 1);
});

/** Every route path and method the server has (from Fastify's route tree). */
function registeredRoutes(): { method: string; path: string }[] {
  const out: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    stack.push(m[2]);
    for (const method of m[3].split(', ')) if (method !== 'HEAD') out.push({ method, path: stack.join('') });
  }
  return out;
}

describe('a path id beyond the id range is a 404, on every route that takes one', () => {
  const generic = Object.values(RESOURCES).flatMap((def) => [
    { method: 'GET', path: `/limo/api/${def.name}/:id`, label: def.label.en },
    ...(def.readOnly
      ? []
      : [
          { method: 'PATCH', path: `/limo/api/${def.name}/:id`, label: def.label.en },
          { method: 'DELETE', path: `/limo/api/${def.name}/:id`, label: def.label.en },
        ]),
    ...(def.children ?? []).map((c) => ({ method: 'GET', path: `/limo/api/${def.name}/:id/${c.name}`, label: def.label.en })),
  ]);
  const handWritten = [
    { method: 'GET', path: '/limo/api/getClient/:id', of: 'clients' },
    { method: 'PUT', path: '/limo/api/updateClients/:id', of: 'clients' },
    { method: 'PUT', path: '/limo/api/updateClientGroups/:id', of: 'clientGroups' },
    { method: 'PUT', path: '/limo/api/updateClientTypeGroups/:id', of: 'clientTypeGroups' },
    { method: 'GET', path: '/limo/api/clientGroups/:id/clients', of: 'clientGroups' },
    { method: 'GET', path: '/limo/api/clientTypeGroups/:id/clientTypes', of: 'clientTypeGroups' },
    { method: 'GET', path: '/limo/api/getPetrolStation/:id', of: 'petrolStations' },
    { method: 'PUT', path: '/limo/api/updatePetrolStations/:id', of: 'petrolStations' },
    { method: 'GET', path: '/limo/api/getApiVehicleType/:id', of: 'apiVehicleTypes' },
    { method: 'PUT', path: '/limo/api/updateApiVehicleTypes/:id', of: 'apiVehicleTypes' },
    { method: 'GET', path: '/limo/api/getDriver/:id', of: 'drivers' },
    { method: 'GET', path: '/limo/api/getVehicleType/:id', of: 'vehicleTypes' },
    { method: 'GET', path: '/limo/api/tariffs/:id/vehicleTypes', of: 'tariffs' },
    { method: 'PUT', path: '/limo/api/updateTariffRates/:id', of: 'tariffRates' },
    { method: 'PUT', path: '/limo/api/updateTariffSPRates/:id', of: 'tariffSPRates' },
    { method: 'GET', path: '/limo/api/getTariffRateDtls/:id/:vehicleTypeId', of: 'tariffRates' },
    { method: 'GET', path: '/limo/api/getTariffSPRateDtls/:id/:vehicleTypeId/:clientId', of: 'tariffSPRates' },
    { method: 'GET', path: '/limo/api/getTariff/:id', of: 'tariffs' },
    { method: 'PUT', path: '/limo/api/updateTariffs/:id', of: 'tariffs' },
    { method: 'GET', path: '/limo/api/getTariffOC/:id', of: 'tariffOCs' },
    { method: 'PUT', path: '/limo/api/updateTariffOCs/:id', of: 'tariffOCs' },
    { method: 'GET', path: '/limo/api/getOrder/:id', of: 'orders' },
    { method: 'GET', path: '/limo/api/invoices/:id/pdf', of: 'invoices' },
    { method: 'GET', path: '/limo/api/invoices/:id/letterhead', of: 'invoices' },
    { method: 'PUT', path: '/limo/api/updateOrder/:id', of: 'orders' },
    { method: 'POST', path: '/limo/api/updateOrderTariff/:id', of: 'orders' },
    { method: 'PUT', path: '/limo/api/updateRecalcs/:id', of: 'recalcs' },
    { method: 'GET', path: '/limo/api/getOrderDriverVehicles/:id', of: 'orders' },
    { method: 'GET', path: '/limo/api/getOrdersByVoucher/:id', of: 'vouchers' },
    { method: 'GET', path: '/limo/api/orderVehicles/:id/driver', of: 'orderVehicles' },
    { method: 'GET', path: '/limo/api/orderVehicles/:id/vehicle', of: 'orderVehicles' },
    { method: 'GET', path: '/limo/api/orderVehicles/:id/vehicleType', of: 'orderVehicles' },
    { method: 'POST', path: '/limo/api/secondCallAssign/:id', of: 'orderVehicles' },
    { method: 'POST', path: '/limo/api/secondCallRemove/:id', of: 'orderDriverVehicles' },
    { method: 'GET', path: '/limo/api/secondCallAssign/:id', of: 'orderVehicles' },
    { method: 'GET', path: '/limo/api/secondCallRemove/:id', of: 'orderDriverVehicles' },
    { method: 'POST', path: '/limo/api/revokeTrackingToken/:id', of: 'orderVehicles' },
    { method: 'PUT', path: '/limo/node/api/driverJobPetrols/:id', of: 'driverJobPetrols' },
    { method: 'DELETE', path: '/limo/node/api/driverJobPetrols/:id', of: 'driverJobPetrols' },
    { method: 'GET', path: '/limo/api/getAllowanceRate/:id', of: 'allowanceRates' },
    { method: 'GET', path: '/limo/api/allowanceOtherGroupNature/:id', of: 'allowanceOtherGroupNatures' },
    { method: 'GET', path: '/limo/api/getAllowanceOther/:id', of: 'allowanceOthers' },
    { method: 'POST', path: '/limo/api/approveLeave/:id', of: 'leaves' },
    { method: 'POST', path: '/limo/api/rejectLeave/:id', of: 'leaves' },
    { method: 'GET', path: '/limo/api/leaveJobs/:id', of: 'leaves' },
  ];
  // The security calls name their records as their other messages do ("User group 7 not found").
  const security = [
    { method: 'GET', path: '/limo/api/modules/:id/userGroups', label: 'Module' },
    { method: 'GET', path: '/limo/api/modules/:id/staffs', label: 'Module' },
    { method: 'GET', path: '/limo/api/userGroups/:id/modules', label: 'User group' },
    { method: 'GET', path: '/limo/api/userGroups/:id/staffs', label: 'User group' },
    { method: 'GET', path: '/limo/api/staffs/:id/userGroups', label: 'Staff' },
    { method: 'GET', path: '/limo/api/staffs/:id/branches', label: 'Staff' },
    { method: 'GET', path: '/limo/api/staffs/:id/modules', label: 'Staff' },
  ];
  const routes = [
    ...generic,
    ...handWritten.map((r) => ({ method: r.method, path: r.path, label: RESOURCES[r.of].label.en })),
    ...security,
    ...CHINALINK_SCREEN_ID_ROUTES,
    ...OUTBOX_ID_ROUTES,
    ...PORTAL_QUEUE_ID_ROUTES,
    ...MESSAGE_ID_ROUTES,
    // The day planner's plans (issue 32).
    { method: 'GET', path: '/limo/api/scheduling/plans/:id', label: 'Plan' },
    { method: 'POST', path: '/limo/api/scheduling/plans/:id/apply', label: 'Plan' },
    // The operator's invitation of a portal user (issue 33).
    { method: 'POST', path: '/limo/api/inviteClientUser/:id', label: 'Portal User' },
  ];

  it('covers every route of the server with an :id in its path', () => {
    // The client portal's routes take a portal token, not admin's: their ids are checked in portal-people.test.ts.
    const withId = registeredRoutes().filter((r) => r.path.includes('/:id') && !r.path.startsWith('/limo/portal/'));
    expect(withId.length).toBeGreaterThan(Object.keys(RESOURCES).length);
    const covered = new Set(routes.map((r) => `${r.method} ${r.path}`));
    expect(withId.map((r) => `${r.method} ${r.path}`).filter((r) => !covered.has(r))).toEqual([]);
  });

  it.each(routes)('$method $path', async ({ method, path, label }) => {
    for (const id of [String(BIG), HUGE]) {
      const res = await api.call(admin, method as Method, path.replace(':id', id), method === 'PUT' || method === 'PATCH' ? {} : undefined);
      expectError(res, 404, `${label} ${id} not found`);
    }
    // Not an id at all: a 400 (the request is malformed, no record is meant).
    expectError(await api.call(admin, method as Method, path.replace(':id', 'abc'), method === 'PUT' || method === 'PATCH' ? {} : undefined), 400);
  });
});

describe('a reference or number filter beyond the integer range is a 400 on every collection', () => {
  const cases = Object.values(RESOURCES).flatMap((def) =>
    def.filters
      .map((name) => def.fields.find((f) => f.name === name))
      .filter((f) => f?.type === 'reference' || f?.type === 'integer')
      .map((f) => ({ collection: def.name, filter: f?.name as string, type: f?.type as string })),
  );

  it('has such filters to check', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  it.each(cases)('$collection?$filter', async ({ collection, filter, type }) => {
    const value = type === 'reference' ? BIG : 2 ** 31;
    const body = expectError(await api.get(admin, `/limo/api/${collection}?${filter}=${value}`), 400);
    expect(body.invalidValues).toEqual([{ field: filter, value: String(value) }]);
    expect(body.errors[0]).toMatch(new RegExp(`^${filter} must be `));
  });
});

describe('a reference beyond the id range in a body is a 400 naming the field, on every collection', () => {
  const cases = Object.values(RESOURCES)
    .filter((def) => !def.readOnly)
    .flatMap((def) => def.fields.filter((f) => f.type === 'reference' && !f.readOnly).map((f) => ({ collection: def.name, field: f.name, label: f.label.en })));

  it.each(cases)('POST $collection {$field}', async ({ collection, field, label }) => {
    const body = expectError(await api.post(admin, `/limo/api/${collection}`, { [field]: BIG }), 400);
    expect(body.errors).toContain(`${label} must be the id of a record`);
    expect(body.invalidValues).toContainEqual({ field, value: BIG });
  });
});

describe('an id beyond the id range in the query or body of a hand-written call is a 400 naming it', () => {
  const query = [
    ['/limo/api/enqStaffs', 'userGroupId'],
    ['/limo/api/moduleOfUserGroup', 'userGroupId'],
    ['/limo/node/api/enqClients', 'clientTypeId'],
    ['/limo/node/api/enqClients', 'clientGroupId'],
    ['/limo/api/clientContactMaps', 'clientId'],
    ['/limo/node/api/vehicles', 'vehicleTypeId'],
  ].map(([url, name]) => ({ url, name }));

  it.each(query)('GET $url?$name=', async ({ url, name }) => {
    const body = expectError(await api.get(admin, `${url}?${name}=${BIG}`), 400, `${name} must be the id of a record`);
    expect(body.invalidValues).toEqual([{ field: name, value: String(BIG) }]);
  });

  const bodies: { url: string; body: () => Record<string, unknown>; field: string }[] = [
    { url: '/limo/api/upsertDriver', body: () => ({ id: BIG, driverNameEng: 'Big' }), field: 'id' },
    { url: '/limo/api/upsertVehicleType', body: () => ({ id: BIG }), field: 'id' },
    { url: '/limo/api/driverResetPassword', body: () => ({ driverId: BIG, newPassword: 'Harbour-Lights-2026' }), field: 'driverId' },
    { url: '/limo/api/copyClients', body: () => ({ clientId: BIG, clientCode: code('C') }), field: 'clientId' },
    { url: '/limo/api/createClientGroups', body: () => ({ clientGroupCode: code('G'), clientGroupDesc: 'Big', clients: [BIG] }), field: 'clients.0' },
    {
      url: '/limo/api/createClientTypeGroups',
      body: () => ({ clientTypeGroupCode: code('G'), clientTypeGroupDesc: 'Big', clientTypes: [BIG] }),
      field: 'clientTypes.0',
    },
    { url: '/limo/api/updateVehicleType', body: () => ({ vehicleTypes: [{ id: BIG, displaySeq: 1 }] }), field: 'vehicleTypes.0.id' },
    { url: '/limo/api/searchVouchers', body: () => ({ clientId: BIG }), field: 'clientId' },
    { url: '/limo/api/createVouchers', body: () => ({ prefix: 'BIG', startNo: 1, count: 1, clientId: BIG }), field: 'clientId' },
    { url: '/limo/api/updateModuleSecurity', body: () => ({ moduleId: BIG }), field: 'moduleId' },
    { url: '/limo/api/updateModuleSecurity', body: () => ({ moduleId: 1, userGroups: [BIG] }), field: 'userGroups.0' },
    { url: '/limo/api/updateUserGroupSecurity', body: () => ({ userGroupId: BIG }), field: 'userGroupId' },
    { url: '/limo/api/updateUserGroupSecurity', body: () => ({ userGroupId: 1, removeStaffs: [BIG] }), field: 'removeStaffs.0' },
    { url: '/limo/api/updateStaffSecurity', body: () => ({ staffId: BIG }), field: 'staffId' },
    { url: '/limo/api/updateStaffSecurity', body: () => ({ staffId: 1, branches: [BIG] }), field: 'branches.0' },
    { url: '/limo/api/copyUserGroup', body: () => ({ userGroupId: BIG, userGroup: code('G'), userGroupDescEng: 'Big' }), field: 'userGroupId' },
    { url: '/limo/api/resetPassword', body: () => ({ staffId: BIG, newPassword: 'Harbour-Lights-2026' }), field: 'staffId' },
    { url: '/limo/api/postOrderRef/', body: () => ({ orderId: BIG, agentRef: 'BIG' }), field: 'orderId' },
    { url: '/limo/api/orderEventsByClient', body: () => ({ clientId: BIG }), field: 'clientId' },
    {
      url: '/limo/api/createOrderPayment',
      body: () => ({ orderId: 1, paymentMethodId: BIG, amount: '1', paymentDate: '2030-01-01' }),
      field: 'paymentMethodId',
    },
  ];

  it.each(bodies)('POST $url {$field}', async ({ url, body, field }) => {
    const res = expectError(await api.post(admin, url, body()), 400);
    expect(res.errors).toContain(`${field} must be the id of a record`);
    expect(res.invalidValues).toContainEqual({ field, value: BIG });
  });
});
