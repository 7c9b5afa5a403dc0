import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';

const TYPES: [string, string, string][] = [
  ['HTL', 'Hotel', '酒店'],
  ['TA', 'Travel agent', '旅行社'],
  ['CORP', 'Corporate account', '企業客戶'],
  ['IND', 'Individual', '個人客戶'],
  ['OUS', 'Outsourcing vendor', '外判商'],
  ['INT', 'Internal use (not for orders)', '內部用途'],
];

// [code, short name, English, Chinese, type, contact, phone]
type C = [string, string, string, string, string, string, string];
const CLIENTS: C[] = [
  ['PEN', 'Peninsula', 'The Peninsula Hong Kong', '香港半島酒店', 'HTL', 'Concierge Desk', '+852 2920 2888'],
  ['FSH', 'Four Seasons', 'Four Seasons Hotel Hong Kong', '香港四季酒店', 'HTL', 'Chief Concierge', '+852 3196 8888'],
  ['MOH', 'Mandarin Oriental', 'Mandarin Oriental, Hong Kong', '香港文華東方酒店', 'HTL', 'Guest Relations', '+852 2522 0111'],
  ['GHK', 'Grand Hyatt', 'Grand Hyatt Hong Kong', '香港君悅酒店', 'HTL', 'Transport Desk', '+852 2588 1234'],
  ['ISL', 'Island Shangri-La', 'Island Shangri-La, Hong Kong', '港島香格里拉大酒店', 'HTL', 'Front Office', '+852 2877 3838'],
  ['RWH', 'Rosewood', 'Rosewood Hong Kong', '香港瑰麗酒店', 'HTL', 'Concierge', '+852 3891 8888'],
  ['RGH', 'Regent', 'Regent Hong Kong', '香港麗晶酒店', 'HTL', 'Concierge', '+852 2721 1211'],
  ['UPH', 'Upper House', 'The Upper House', '奕居', 'HTL', 'Guest Experience', '+852 2918 1838'],
  ['RCH', 'Ritz-Carlton', 'The Ritz-Carlton, Hong Kong', '香港麗思卡爾頓酒店', 'HTL', 'Concierge', '+852 2263 2263'],
  ['KSL', 'Kowloon Shangri-La', 'Kowloon Shangri-La, Hong Kong', '九龍香格里拉大酒店', 'HTL', 'Front Office', '+852 2721 2111'],
  ['WOT', 'Wing On Travel', 'Wing On Travel (Holdings) Limited', '永安旅遊', 'TA', 'Ground Operations', '+852 2316 2222'],
  ['MRT', 'Miramar Travel', 'Miramar Travel Limited', '美麗華旅遊', 'TA', 'Coach Desk', '+852 2302 8888'],
  ['EGL', 'EGL Tours', 'EGL Tours Company Limited', '東瀛遊', 'TA', 'Operations', '+852 3926 9888'],
  ['JBT', 'Jebsen Travel', 'Jebsen Travel Limited', '捷成旅遊', 'TA', 'Corporate Travel', '+852 2923 8600'],
  ['TRP', 'Trip.com HK', 'Trip.com Hong Kong Limited', '攜程香港', 'TA', 'Supplier Desk', '+852 3008 3295'],
  ['KLK', 'Klook', 'Klook Travel Technology Limited', '客路', 'TA', 'Partner Ops', '+852 3001 1234'],
  ['HSBCC', 'HSBC', 'The Hongkong and Shanghai Banking Corporation Limited', '香港上海滙豐銀行有限公司', 'CORP', 'Executive Office', '+852 2822 1111'],
  ['JMH', 'Jardine Matheson', 'Jardine Matheson Limited', '怡和有限公司', 'CORP', 'Office Services', '+852 2843 8288'],
  ['SWP', 'Swire Properties', 'Swire Properties Limited', '太古地產有限公司', 'CORP', 'Admin Department', '+852 2844 3888'],
  ['GSA', 'Goldman Sachs', 'Goldman Sachs (Asia) L.L.C.', '高盛（亞洲）', 'CORP', 'Travel Desk', '+852 2978 1000'],
  ['MSA', 'Morgan Stanley', 'Morgan Stanley Asia Limited', '摩根士丹利亞洲', 'CORP', 'Travel Desk', '+852 2848 5200'],
  ['HKJC', 'Jockey Club', 'The Hong Kong Jockey Club', '香港賽馬會', 'CORP', 'Protocol Office', '+852 2966 8111'],
  ['CXC', 'Cathay Crew', 'Cathay Pacific Airways Limited (crew transport)', '國泰航空（機組人員接送）', 'CORP', 'Crew Control', '+852 2747 3333'],
  ['SHKP', 'SHK Properties', 'Sun Hung Kai Properties Limited', '新鴻基地產發展有限公司', 'CORP', 'Chairman Office', '+852 2827 8111'],
  ['PWC', 'PwC HK', 'PricewaterhouseCoopers Hong Kong', '羅兵咸永道香港', 'CORP', 'Facilities', '+852 2289 8888'],
  ['HKTDC', 'HKTDC', 'Hong Kong Trade Development Council', '香港貿易發展局', 'CORP', 'Events Logistics', '+852 1830 668'],
  ['IND001', 'Mr Tam', 'Tam Chi Wai', '譚志偉', 'IND', 'Tam Chi Wai', '+852 9876 5432'],
  ['IND002', 'Ms Lo', 'Lo Mei Ling', '盧美玲', 'IND', 'Lo Mei Ling', '+852 6123 4567'],
  ['OUS001', 'Kowloon Star', 'Kowloon Star Limousine Service Limited', '九龍之星豪華轎車服務有限公司', 'OUS', 'Dispatch Desk', '+852 2388 1234'],
  ['OUS002', 'Tai Ping Car Hire', 'Tai Ping Car Hire Company', '太平汽車租賃公司', 'OUS', 'Mr Chow', '+852 2771 2345'],
  ['OUS003', 'Pengcheng Transport', 'Shenzhen Pengcheng Cross-border Transport Co., Ltd.', '深圳鵬城跨境運輸有限公司', 'OUS', 'Ms Zhang', '+86 755 8323 4567'],
  ['OUS004', 'Island Coach', 'Island Coach Services Limited', '港島旅遊巴士服務有限公司', 'OUS', 'Coach Control', '+852 2555 6789'],
  // The chinaLink partner (issue 18): its bookings are our orders for it, and our mainland legs go to it as trips.
  ['OUSCL', 'chinaLink', 'ChinaLink Cross-border Car Services Co., Ltd.', '中港通跨境汽車服務有限公司', 'OUS', 'Partner Desk', '+86 755 8666 1234'],
  ['STAFF', 'Staff transport', 'Staff and company use', '員工及公司用車', 'INT', 'Operations', '+852 2828 8888'],
];

/** Client types and groups, clients (hotels, agents, corporates, vendors) and their contacts, discounts and invoice lines. */
export async function loadClients(tx: Tx, typeId: Record<string, number>) {
  const types = await tx
    .insert(t.clientTypes)
    .values(TYPES.map(([code, eng, chi]) => ({ clientTypeCode: code, clientTypeDescEng: eng, clientTypeDescChi: chi })))
    .returning();
  const type = Object.fromEntries(types.map((x) => [x.clientTypeCode, x.id]));
  const [staff] = await tx.select({ id: t.staffs.id }).from(t.staffs).limit(1);
  const methods = await tx.select().from(t.paymentMethods);
  const invoiceMethod = methods.find((m) => m.paymentMethodCode === 'INV')?.id;
  const rows = await tx
    .insert(t.clients)
    .values(
      CLIENTS.map(([code, short, eng, chi, ty, , tel], i) => ({
        clientCode: code,
        clientShortName: short,
        clientNameEng: eng,
        clientNameChi: chi,
        clientTypeId: type[ty],
        staffId: staff?.id,
        paymentMethodId: ty === 'IND' ? null : invoiceMethod,
        creditTermDays: ty === 'IND' ? 0 : ty === 'HTL' ? 30 : 60,
        creditLimit: ty === 'IND' ? null : (50000 + i * 5000).toFixed(2),
        telNo: tel,
        resReminder: ty === 'HTL' ? 'Confirm the room number and guest name with the concierge before dispatch.' : null,
        irregularRate: code === 'HKTDC' ? 1 : 0,
        defaultRequest: ty === 'HTL' ? 'Meet and greet with name board' : null,
      })),
    )
    .returning();
  const id = Object.fromEntries(rows.map((r) => [r.clientCode, r.id]));
  await tx
    .insert(t.clientContacts)
    .values(
      CLIENTS.flatMap(([code, , , , , contact, tel], i) => [
        { clientId: id[code], contactName: contact, telNo: tel, email: `${code.toLowerCase()}@example.hk`, invoiceFlag: 0 },
        ...(i % 3 === 0
          ? [{ clientId: id[code], contactName: 'Accounts Payable', telNo: tel, email: `ap.${code.toLowerCase()}@example.hk`, invoiceFlag: 1 }]
          : []),
      ]),
    );
  await tx.insert(t.clientDiscounts).values([
    { clientId: id.HSBCC, discountPercent: '10', effectiveDate: '2026-01-01', expiryDate: '2026-12-31' },
    { clientId: id.JMH, vehicleTypeId: typeId['S-CLASS'], discountPercent: '8', effectiveDate: '2026-01-01', expiryDate: '2027-06-30' },
    { clientId: id.PEN, vehicleTypeId: typeId.ALPHARD, discountPercent: '5', effectiveDate: '2026-04-01' },
    { clientId: id.WOT, discountPercent: '12.5', effectiveDate: '2026-01-01', expiryDate: '2026-12-31' },
  ]);
  await tx.insert(t.clientInvoiceMiscs).values([
    { clientId: id.HKTDC, description: 'Event coordination fee', amount: '1500.00', monthlyFlag: 1 },
    { clientId: id.CXC, description: 'Crew waiting time surcharge', amount: '250.00', monthlyFlag: 0 },
    { clientId: id.GSA, description: 'Monthly account service charge', amount: '800.00', monthlyFlag: 1 },
  ]);

  const groups = await tx
    .insert(t.clientGroups)
    .values([
      { clientGroupCode: 'HOTELS', clientGroupDescEng: 'Hotel partners', clientGroupDescChi: '合作酒店' },
      { clientGroupCode: 'AGENTS', clientGroupDescEng: 'Travel agents', clientGroupDescChi: '旅行社' },
      { clientGroupCode: 'FIN', clientGroupDescEng: 'Banks and financial', clientGroupDescChi: '銀行及金融' },
      { clientGroupCode: 'VIP', clientGroupDescEng: 'VIP accounts', clientGroupDescChi: '貴賓客戶' },
    ])
    .returning();
  const group = Object.fromEntries(groups.map((g) => [g.clientGroupCode, g.id]));
  const member = (g: string, codes: string[]) => codes.map((c) => ({ clientGroupId: group[g], clientId: id[c] }));
  await tx.insert(t.clientGroupClientMaps).values([
    ...member(
      'HOTELS',
      CLIENTS.filter((c) => c[4] === 'HTL').map((c) => c[0]),
    ),
    ...member(
      'AGENTS',
      CLIENTS.filter((c) => c[4] === 'TA').map((c) => c[0]),
    ),
    ...member('FIN', ['HSBCC', 'GSA', 'MSA', 'PWC']),
    ...member('VIP', ['PEN', 'FSH', 'HSBCC', 'HKJC', 'SHKP']),
  ]);
  const typeGroups = await tx
    .insert(t.clientTypeGroups)
    .values([
      { clientTypeGroupCode: 'HOSP', clientTypeGroupDescEng: 'Hospitality and travel', clientTypeGroupDescChi: '酒店及旅遊' },
      { clientTypeGroupCode: 'ACCT', clientTypeGroupDescEng: 'Account customers', clientTypeGroupDescChi: '月結客戶' },
      { clientTypeGroupCode: 'OUTS', clientTypeGroupDescEng: 'Outsourcing', clientTypeGroupDescChi: '外判' },
    ])
    .returning();
  const tg = Object.fromEntries(typeGroups.map((g) => [g.clientTypeGroupCode, g.id]));
  await tx.insert(t.clientTypeGroupClientTypeMaps).values([
    { clientTypeGroupId: tg.HOSP, clientTypeId: type.HTL },
    { clientTypeGroupId: tg.HOSP, clientTypeId: type.TA },
    { clientTypeGroupId: tg.ACCT, clientTypeId: type.CORP },
    { clientTypeGroupId: tg.ACCT, clientTypeId: type.HTL },
    { clientTypeGroupId: tg.OUTS, clientTypeId: type.OUS },
  ]);

  await tx.insert(t.vouchers).values(
    Array.from({ length: 20 }, (_, i) => ({
      voucherNo: `HLS-V26-${String(i + 1).padStart(4, '0')}`,
      clientId: id[['PEN', 'FSH', 'WOT', 'HSBCC'][i % 4]],
      vehicleTypeId: i % 2 ? typeId['S-CLASS'] : typeId.ALPHARD,
      amount: i % 2 ? '680.00' : '880.00',
      issueDate: '2026-06-01',
      expiryDate: '2027-05-31',
      serviceDate: i < 5 ? `2026-10-${String(i + 10).padStart(2, '0')}` : null,
      voucherStatus: i < 5 ? 'R' : i === 19 ? 'V' : 'A',
      remarks: i < 5 ? 'Airport transfer redeemed' : null,
    })),
  );

  await tx.insert(t.orderEvents).values([
    { orderEventCode: 'ARTBASEL26', orderEventDescEng: 'Art Basel Hong Kong 2026', orderEventDescChi: '巴塞爾藝術展香港展會 2026' },
    { orderEventCode: 'HK7S26', orderEventDescEng: 'Hong Kong Sevens 2026', orderEventDescChi: '香港國際七人欖球賽 2026' },
    {
      orderEventCode: 'TDCFAIR26',
      orderEventDescEng: 'HKTDC Electronics Fair (Autumn) 2026',
      orderEventDescChi: '香港貿發局秋季電子產品展 2026',
      clientId: id.HKTDC,
    },
    {
      orderEventCode: 'HKJCINTL26',
      orderEventDescEng: 'LONGINES Hong Kong International Races 2026',
      orderEventDescChi: '浪琴表香港國際賽事 2026',
      clientId: id.HKJC,
    },
  ]);

  // The spec's special client lists point at demo clients here (production keeps the spec's ids).
  const setParm = (parmKey: string, parmValue: string) => tx.update(t.sysParameters).set({ parmValue }).where(eq(t.sysParameters.parmKey, parmKey));
  await setParm('excludedClientTypeId', String(type.INT));
  await setParm('specialClientIds', [id.PEN, id.FSH].join(','));
  await setParm('filterClientIds', ['PEN', 'FSH', 'MOH', 'GHK', 'WOT', 'MRT', 'HSBCC', 'JMH', 'CXC', 'HKJC'].map((c) => id[c]).join(','));
  const vendorIds = rows.filter((r) => r.clientCode.startsWith('OUS')).map((r) => r.id);
  return { clientCount: rows.length, vendors: (await tx.select().from(t.clients).where(inArray(t.clients.id, vendorIds))).length };
}

export async function loadReferenceFiles(tx: Tx) {
  const countries = await tx
    .insert(t.countries)
    .values([
      { countryCode: 'HKG', countryNameEng: 'Hong Kong SAR', countryNameChi: '香港特別行政區' },
      { countryCode: 'MAC', countryNameEng: 'Macao SAR', countryNameChi: '澳門特別行政區' },
      { countryCode: 'CHN', countryNameEng: 'Mainland China', countryNameChi: '中國內地' },
      { countryCode: 'SGP', countryNameEng: 'Singapore', countryNameChi: '新加坡' },
      { countryCode: 'JPN', countryNameEng: 'Japan', countryNameChi: '日本' },
      { countryCode: 'GBR', countryNameEng: 'United Kingdom', countryNameChi: '英國' },
    ])
    .returning();
  const c = Object.fromEntries(countries.map((x) => [x.countryCode, x.id]));
  await tx.insert(t.cities).values([
    { cityCode: 'HKG', cityNameEng: 'Hong Kong', cityNameChi: '香港', countryId: c.HKG },
    { cityCode: 'MFM', cityNameEng: 'Macau', cityNameChi: '澳門', countryId: c.MAC },
    { cityCode: 'SZX', cityNameEng: 'Shenzhen', cityNameChi: '深圳', countryId: c.CHN },
    { cityCode: 'CAN', cityNameEng: 'Guangzhou', cityNameChi: '廣州', countryId: c.CHN },
    { cityCode: 'ZUH', cityNameEng: 'Zhuhai', cityNameChi: '珠海', countryId: c.CHN },
    { cityCode: 'DGG', cityNameEng: 'Dongguan', cityNameChi: '東莞', countryId: c.CHN },
    { cityCode: 'SIN', cityNameEng: 'Singapore', cityNameChi: '新加坡', countryId: c.SGP },
    { cityCode: 'TYO', cityNameEng: 'Tokyo', cityNameChi: '東京', countryId: c.JPN },
    { cityCode: 'LON', cityNameEng: 'London', cityNameChi: '倫敦', countryId: c.GBR },
  ]);
  await tx.insert(t.remarks).values(
    [
      ['MEET', 'Meet and greet with name board at arrival hall', '接機大堂舉牌迎接', 'ORDER'],
      ['CHILD', 'Child seat required', '需要兒童座椅', 'ORDER'],
      ['WHEEL', 'Wheelchair passenger: folding wheelchair in the boot', '輪椅乘客：摺椅放車尾箱', 'ORDER'],
      ['LUGG', 'Extra luggage: send an MPV or van', '額外行李：派七人車或客貨車', 'ORDER'],
      ['VIP', 'VIP guest: driver in suit, bottled water and towels', '貴賓：司機穿西裝，備樽裝水及毛巾', 'ORDER'],
      ['XBDOC', 'Cross-border: passenger carries passport and Home Return Permit', '跨境：乘客須帶備護照及回鄉證', 'ORDER'],
      ['NOCALL', 'Do not call the passenger; message the hotel concierge', '不要致電乘客，請聯絡酒店禮賓部', 'DRIVER'],
    ].map(([code, eng, chi, type], i) => ({ remarkCode: code, remarkDescEng: eng, remarkDescChi: chi, remarkType: type, displaySeq: (i + 1) * 10 })),
  );
  await tx.insert(t.invoiceHeaders).values([
    {
      invoiceHeaderCode: 'HLS',
      companyNameEng: 'Harbour Limousine Services Limited',
      companyNameChi: '海港豪華轎車服務有限公司',
      address: '8/F, Harbour Centre, 25 Harbour Road, Wan Chai, Hong Kong',
      telNo: '+852 2828 8888',
      bankAccount: 'HSBC 004-123-456789-001',
      footerText: 'Payment within the credit term by cheque payable to Harbour Limousine Services Limited or FPS.',
    },
    {
      invoiceHeaderCode: 'HLS-SZ',
      companyNameEng: 'Harbour Limousine Services Limited (Cross-border)',
      companyNameChi: '海港豪華轎車服務有限公司（跨境）',
      address: 'Futian District, Shenzhen',
      telNo: '+86 755 8888 1234',
      bankAccount: 'China Merchants Bank 7559 1234 5678 901',
    },
  ]);
}
