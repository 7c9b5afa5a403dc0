import { RIGHT_CODES, type RightCode } from '@limo/domain';
import { count, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../modules/security/passwords.js';
import type { Tx } from '../db/client.js';
import { authControls, modules, staffBranches, staffs, staffUserGroups, userGroups } from '../db/schema/index.js';

const OPERATION_FILE_RIGHTS: RightCode[] = [
  'LOCATION',
  'REMARK',
  'DRIVER',
  'VEHICLE',
  'VEHICLETYPE',
  'CLIENTTYPE',
  'CLIENTTYPEGROUP',
  'CLIENTGROUP',
  'ORDEREVENT',
  'TARIFF',
  'CLASSRATE',
  'PETROLSTATION',
  'OTHERCHARGES',
  'VOUCHER',
  'VOUCHERREDEEM',
  'CLIENTRATE',
  'CLIENTCONTRACTTERMS',
  'APIVEHICLETYPE',
  'COUNTRY',
  'CITY',
  'INVOICEHEADER',
  'LICENSETYPE',
  'VEHICLETYPEMAP',
  'LOCATIONTYPE',
  'LOCATIONASSOCIATE',
  'LOCATIONPATTERN',
  'CONTRACTTERMS',
  'CONTRACTTERMTYPE',
  'DRIVERAUTH',
];
const REPORT_RIGHTS: RightCode[] = [
  'SALESREPORT',
  'CASHREPORT',
  'AIRPORTORDERLIST',
  'OUTSOURCEPLREPORT',
  'ORDERSSTATISTIC',
  'RESPERFORMANCE',
  'REDUCEPAYRPT',
  'REFUELRPT',
  'DRIVEROTRPT',
  'INVOICERPT',
  'CLIENTSALESRPT',
  'DASHBOARD',
];

/** The demo user groups and their rights (issue 2, item 8). */
export const DEMO_GROUPS: Record<string, { descEng: string; descChi: string; rights: RightCode[] }> = {
  admin: { descEng: 'Administrators', descChi: '系統管理員', rights: RIGHT_CODES },
  dispatcher: {
    descEng: 'Dispatchers',
    descChi: '調度員',
    rights: [
      'ORDERING',
      'BATCHVOID',
      'SCHEDULING',
      'SCHEDULINGWRITE',
      'DRIVERROSTER',
      'DRIVERJOB',
      // The dashboard shows the drivers a dispatcher sends out (issue 11).
      'DASHBOARD',
      'OPERATIONMENU',
      'ORDERENQUIRY',
      'OPERATIONFILES',
      ...OPERATION_FILE_RIGHTS,
      'DEPARTURENOTE',
      'AIRPORTSIGN',
      'ORDERAPI',
      'RECALCORDER',
      // Clients and vendors are files a dispatcher keeps before taking an order (issue 4).
      'CLIENT',
    ],
  },
  accounts: { descEng: 'Accounts', descChi: '會計部', rights: ['ACCOUNTMENU', 'ORDERINVOICE', 'INVOICING', 'REPORTMENU', ...REPORT_RIGHTS] },
  hr: {
    descEng: 'Human Resources',
    descChi: '人力資源部',
    rights: ['HRMENU', 'ALLOWANCERATE', 'DRIVERALLOWANCE', 'ALLOWANCEREOPEN', 'DRIVERROSTERHR', 'OPERATIONMENU', 'LEAVEAPPROVAL', 'DRIVEROTRPT', 'REPORTMENU'],
  },
};

export interface NewStaff {
  staffCode: string;
  staffNameEng: string;
  staffNameChi?: string;
  username: string;
  passwordHash: string;
  branchId: number;
  branches: number[];
  departmentId?: number;
  staffShiftingId?: number;
  groups: string[];
}

/** Creates a user group with the given rights, or returns the existing one. */
export async function ensureGroup(tx: Tx, code: string, descEng: string, descChi: string, rights: readonly string[]) {
  const [existing] = await tx.select().from(userGroups).where(eq(userGroups.userGroup, code));
  if (existing) return existing.id;
  const [group] = await tx.insert(userGroups).values({ userGroup: code, userGroupDescEng: descEng, userGroupDescChi: descChi }).returning();
  const mods = await tx
    .select({ id: modules.id })
    .from(modules)
    .where(inArray(modules.moduleCode, [...rights]));
  if (mods.length) await tx.insert(authControls).values(mods.map((m) => ({ moduleId: m.id, userGroupId: group.id })));
  return group.id;
}

export async function createStaff(tx: Tx, s: NewStaff, groupIds: Record<string, number>) {
  const { branches: branchIds, groups, ...fields } = s;
  const [staff] = await tx
    .insert(staffs)
    .values({ ...fields, passwordChangedDt: new Date() })
    .returning({ id: staffs.id });
  await tx.insert(staffBranches).values([...new Set([s.branchId, ...branchIds])].map((branchId) => ({ staffId: staff.id, branchId })));
  if (groups.length) await tx.insert(staffUserGroups).values(groups.map((g) => ({ staffId: staff.id, userGroupId: groupIds[g] })));
  return staff.id;
}

export async function staffCount(tx: Tx) {
  const [{ n }] = await tx.select({ n: count() }).from(staffs);
  return n;
}

/**
 * `n` hashes of one password, each with its own salt (one shared hash would let a single crack open
 * every login). Argon2 runs on libuv's worker threads, so they are computed side by side.
 */
export const hashEach = (password: string, n: number) => Promise.all(Array.from({ length: n }, () => hashPassword(password)));
