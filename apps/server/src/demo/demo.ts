import type { Db, Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { loadDemoAllowances } from './demo-allowances.js';
import { loadDemoFlights } from './demo-flights.js';
import { loadDemoInvoices } from './demo-invoices.js';
import { loadClients, loadReferenceFiles } from './demo-clients.js';
import { loadDemoLeaves } from './demo-leaves.js';
import { loadDemoOrders, principalOf } from './demo-orders.js';
import { loadDemoPartner } from './demo-partner.js';
import { loadDemoSms } from './demo-sms.js';
import { loadDemoTripLogs } from './demo-trip-logs.js';
import { assignDemoJobs, loadDemoRosters, loadDemoTravel } from './demo-rosters.js';
import { loadFleet, loadStations } from './demo-fleet.js';
import { loadLocations } from './demo-locations.js';
import { loadDemoPortal, loadDemoPortalBookings } from './demo-portal.js';
import { loadTariffs } from './demo-tariffs.js';
import { createStaff, DEMO_GROUPS, ensureGroup, hashEach, staffCount } from './users.js';

export const DEMO_PASSWORD = 'limo-demo';

/**
 * The demo data of a new embedded database: a Hong Kong operator with a cross-border branch.
 * Branch 2 (HK) is the main branch, as the spec's "branch 2" filters assume.
 * Loaded once, when the database has no staff; one transaction, so a failed load leaves nothing.
 * `orders: false` leaves out the demo fortnight of orders (the slow part: each is taken through the
 * order service), for test databases and benchmarks that make their own.
 */
export async function loadDemoData(db: Db, opts: { orders?: boolean } = {}) {
  await db.transaction(async (tx) => {
    if ((await staffCount(tx)) > 0) return;
    const org = await loadOrganisation(tx);
    await loadSystemFiles(tx);
    await loadPaymentFiles(tx);
    await loadReferenceFiles(tx);
    await loadLocations(tx);
    const fleet = await loadFleet(tx, { hk: org.hk, sz: org.sz }, (n) => hashEach(DEMO_PASSWORD, n));
    await loadStations(tx);
    const groupIds: Record<string, number> = {};
    for (const [code, g] of Object.entries(DEMO_GROUPS)) groupIds[code] = await ensureGroup(tx, code, g.descEng, g.descChi, g.rights);
    const both = [org.hk, org.sz];
    const users = [
      { staffCode: 'S0001', staffNameEng: 'Alice Chan', staffNameChi: '陳愛麗', username: 'admin', branches: both, dept: org.depts.ADM, groups: ['admin'] },
      {
        staffCode: 'S0002',
        staffNameEng: 'Kenneth Wong',
        staffNameChi: '黃健新',
        username: 'dispatcher',
        branches: [org.hk],
        dept: org.depts.OPS,
        groups: ['dispatcher'],
      },
      {
        staffCode: 'S0003',
        staffNameEng: 'Mandy Lee',
        staffNameChi: '李敏儀',
        username: 'accounts',
        branches: [org.hk],
        dept: org.depts.ACC,
        groups: ['accounts'],
      },
      { staffCode: 'S0004', staffNameEng: 'Peter Lau', staffNameChi: '劉柏濤', username: 'hr', branches: [org.hk], dept: org.depts.HR, groups: ['hr'] },
      {
        staffCode: 'S0005',
        staffNameEng: 'Jason Ho',
        staffNameChi: '何俊生',
        username: 'sz.dispatcher',
        branches: both,
        dept: org.depts.OPS,
        groups: ['dispatcher'],
      },
    ];
    const hashes = await hashEach(DEMO_PASSWORD, users.length);
    for (const [i, u] of users.entries()) {
      const { dept, ...rest } = u;
      await createStaff(tx, { ...rest, passwordHash: hashes[i], branchId: org.hk, departmentId: dept, staffShiftingId: undefined }, groupIds);
    }
    await loadClients(tx, fleet.typeId);
    await loadDemoPortal(tx, (n) => hashEach(DEMO_PASSWORD, n));
    await loadTariffs(tx, fleet.typeId);
    await loadDemoRosters(tx);
    await loadDemoTravel(tx, org.hk);
    await loadDemoLeaves(tx);
    await loadDemoAllowances(tx);
    await loadDemoSms(tx);
    await loadDemoFlights(tx);
    if (opts.orders ?? true) {
      await loadDemoOrders(tx);
      await loadDemoPortalBookings(tx);
      await assignDemoJobs(tx);
      await loadDemoTripLogs(tx);
      await loadDemoPartner(tx, await principalOf(tx, 'dispatcher', org.hk));
      await loadDemoInvoices(tx);
    }
  });
}

async function loadOrganisation(tx: Tx) {
  const [company] = await tx
    .insert(t.companies)
    .values({
      companyCode: 'HLS',
      companyNameEng: 'Harbour Limousine Services Limited',
      companyNameChi: '海港豪華轎車服務有限公司',
      brNo: '61234567',
      address: '8/F, Harbour Centre, 25 Harbour Road, Wan Chai, Hong Kong',
      telNo: '+852 2828 8888',
      email: 'bookings@harbour-limo.example',
    })
    .returning();
  // Inserted in this order so the Shenzhen branch is 1 and Hong Kong, the main branch, is 2.
  const [sz] = await tx
    .insert(t.branches)
    .values({
      branchCode: 'SZ',
      branchNameEng: 'Shenzhen Cross-border',
      branchNameChi: '深圳跨境',
      companyId: company.id,
      address: 'Futian, Shenzhen',
      telNo: '+86 755 8888 1234',
    })
    .returning();
  const [hk] = await tx
    .insert(t.branches)
    .values({
      branchCode: 'HK',
      branchNameEng: 'Hong Kong',
      branchNameChi: '香港',
      companyId: company.id,
      address: 'Wan Chai, Hong Kong',
      telNo: '+852 2828 8888',
    })
    .returning();
  const deptRows = [
    ['ADM', 'Administration', '行政部'],
    ['OPS', 'Operations', '營運部'],
    ['ACC', 'Accounts', '會計部'],
    ['HR', 'Human Resources', '人力資源部'],
    ['SAL', 'Sales', '銷售部'],
  ];
  const depts: Record<string, number> = {};
  for (const branchId of [hk.id, sz.id]) {
    const rows = await tx
      .insert(t.departments)
      .values(deptRows.map(([code, eng, chi]) => ({ departmentCode: code, departmentDescEng: eng, departmentDescChi: chi, branchId })))
      .returning();
    if (branchId === hk.id) for (const r of rows) depts[r.departmentCode] = r.id;
  }
  return { hk: hk.id, sz: sz.id, depts };
}

async function loadSystemFiles(tx: Tx) {
  await tx.insert(t.staffShiftings).values([
    // A shift starting before 06:00 runs into the next day (spec): the early shift starts at 06:00.
    { staffShiftingCode: 'EARLY', staffShiftingDesc: 'Early shift (airport first arrivals)', dutyHourFrom: '06:00:00', dutyHourTo: '15:00:00' },
    { staffShiftingCode: 'DAY', staffShiftingDesc: 'Day shift', dutyHourFrom: '09:00:00', dutyHourTo: '18:00:00' },
    { staffShiftingCode: 'LATE', staffShiftingDesc: 'Late shift', dutyHourFrom: '14:00:00', dutyHourTo: '23:00:00' },
    { staffShiftingCode: 'NIGHT', staffShiftingDesc: 'Night shift (past midnight)', dutyHourFrom: '22:00:00', dutyHourTo: '07:00:00' },
    // Starts before 06:00: read as hours plus 24, the small hours at the end of the duty date (spec).
    {
      staffShiftingCode: 'GRAVE',
      staffShiftingDesc: 'Graveyard shift (small hours, runs into the next day)',
      dutyHourFrom: '02:00:00',
      dutyHourTo: '10:00:00',
    },
  ]);
  await tx.insert(t.cancelReasons).values(
    [
      ['CLT', 'Cancelled by client', '客戶取消'],
      ['FLT', 'Flight cancelled', '航班取消'],
      ['DUP', 'Duplicate booking', '重複訂單'],
      ['NSH', 'Passenger no-show', '乘客未有出現'],
      ['WTH', 'Typhoon / bad weather', '颱風 / 惡劣天氣'],
      ['OTH', 'Other reason', '其他原因'],
    ].map(([code, eng, chi], i) => ({ cancelReasonCode: code, cancelReasonDescEng: eng, cancelReasonDescChi: chi, displaySeq: (i + 1) * 10 })),
  );
  await tx.insert(t.titles).values(
    [
      ['MR', 'Mr', '先生'],
      ['MRS', 'Mrs', '太太'],
      ['MS', 'Ms', '女士'],
      ['MISS', 'Miss', '小姐'],
      ['DR', 'Dr', '博士'],
      ['PROF', 'Prof', '教授'],
    ].map(([code, eng, chi], i) => ({ titleCode: code, titleDescEng: eng, titleDescChi: chi, displaySeq: (i + 1) * 10 })),
  );
  await tx.insert(t.fleets).values([
    { fleetCode: 'HKL', fleetDescEng: 'Hong Kong limousines', fleetDescChi: '香港豪華轎車' },
    { fleetCode: 'HKV', fleetDescEng: 'Hong Kong vans and coaches', fleetDescChi: '香港客貨車及旅遊巴' },
    { fleetCode: 'XB', fleetDescEng: 'Cross-border (two-plate)', fleetDescChi: '中港兩地牌' },
  ]);
}

async function loadPaymentFiles(tx: Tx) {
  await tx.insert(t.banks).values([
    { bankCode: 'HSBC', bankNameEng: 'The Hongkong and Shanghai Banking Corporation', bankNameChi: '香港上海滙豐銀行', swiftCode: 'HSBCHKHH' },
    { bankCode: 'BOCHK', bankNameEng: 'Bank of China (Hong Kong)', bankNameChi: '中國銀行（香港）', swiftCode: 'BKCHHKHH' },
    { bankCode: 'HASE', bankNameEng: 'Hang Seng Bank', bankNameChi: '恒生銀行', swiftCode: 'HASEHKHH' },
    { bankCode: 'SCB', bankNameEng: 'Standard Chartered Bank (Hong Kong)', bankNameChi: '渣打銀行（香港）', swiftCode: 'SCBLHKHH' },
    { bankCode: 'CMB', bankNameEng: 'China Merchants Bank', bankNameChi: '招商銀行', swiftCode: 'CMBCCNBS' },
  ]);
  await tx.insert(t.cardTypes).values([
    {
      cardTypeCode: 'FUSGOLD',
      cardTypeDescEng: 'Fusion Gold member',
      cardTypeDescChi: 'Fusion 金卡會員',
      discountPercent: '10',
      effectiveDate: '2026-01-01',
      expiryDate: '2026-12-31',
    },
    {
      cardTypeCode: 'FUSPLAT',
      cardTypeDescEng: 'Fusion Platinum member',
      cardTypeDescChi: 'Fusion 白金會員',
      discountPercent: '15',
      effectiveDate: '2026-01-01',
      expiryDate: '2027-12-31',
    },
  ]);
  const methods = await tx
    .insert(t.paymentMethods)
    .values(
      [
        ['CASH', 'Cash', '現金', 1],
        ['VISA', 'Visa', 'Visa 信用卡', 0],
        ['MASTER', 'Mastercard', 'Mastercard 信用卡', 0],
        ['AMEX', 'American Express', '美國運通', 0],
        ['OCTOPUS', 'Octopus', '八達通', 0],
        ['FPS', 'Faster Payment System', '轉數快', 0],
        ['ALIPAY', 'AlipayHK', '支付寶香港', 0],
        ['INV', 'Monthly invoice', '月結', 0],
      ].map(([code, eng, chi, cash], i) => ({
        paymentMethodCode: code as string,
        paymentMethodDescEng: eng as string,
        paymentMethodDescChi: chi as string,
        cashFlag: cash as number,
        displaySeq: (i + 1) * 10,
      })),
    )
    .returning();
  const id = (code: string) => methods.find((m) => m.paymentMethodCode === code)?.id as number;
  await tx.insert(t.paymentMethodFees).values([
    { paymentMethodId: id('VISA'), effectiveDate: '2026-01-01', feePercent: '2.5', minFee: '5.00' },
    { paymentMethodId: id('MASTER'), effectiveDate: '2026-01-01', feePercent: '2.5', minFee: '5.00' },
    { paymentMethodId: id('AMEX'), effectiveDate: '2026-01-01', feePercent: '3.2', minFee: '8.00' },
    { paymentMethodId: id('ALIPAY'), effectiveDate: '2026-01-01', feePercent: '1.8', minFee: '0.00' },
  ]);
  await tx.insert(t.paymentMethodRefunds).values([
    { paymentMethodId: id('VISA'), effectiveDate: '2026-01-01', refundPercent: '100', refundDays: 2 },
    { paymentMethodId: id('VISA'), effectiveDate: '2026-07-01', refundPercent: '50', refundDays: 0 },
    { paymentMethodId: id('CASH'), effectiveDate: '2026-01-01', refundPercent: '100', refundDays: 1 },
  ]);
}
