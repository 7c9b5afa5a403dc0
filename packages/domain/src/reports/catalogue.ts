import { SERVICE_TYPES } from '../rules/pricing/types.js';
import type { Label } from '../resources/define.js';
import type { ReportColumn, ReportDef, ReportFilter } from './types.js';

/* The ten reports of issue 17 (docs/reports.md). DriverOTReport is the HR issue's; /report/report is the menu. */

const l = (en: string, zh: string): Label => ({ en, zh });
const col = (name: string, en: string, zh: string, type: ReportColumn['type'], opts: Partial<ReportColumn> = {}): ReportColumn => ({
  name,
  label: l(en, zh),
  type,
  ...opts,
});
const sum = (name: string, en: string, zh: string, type: 'money' | 'number' = 'money') => col(name, en, zh, type, { total: true, width: 13 });

const clientFilter: ReportFilter = { name: 'clientId', label: l('Client', '客戶'), kind: 'reference', resource: 'clients', display: 'clientCode' };
const serviceFilter: ReportFilter = {
  name: 'serviceType',
  label: l('Service', '服務'),
  kind: 'option',
  options: SERVICE_TYPES.map((s) => ({ value: s, label: l(s, { Arrival: '接機', Departure: '送機', Transfer: '接送', Hire: '包車' }[s]) })),
};
const driverFilter: ReportFilter = { name: 'driverId', label: l('Driver', '司機'), kind: 'reference', resource: 'drivers', display: 'driverNo' };

const pickupDate = col('pickupDate', 'Pick-up Date', '接載日期', 'date', { width: 12 });
const orderRefId = col('orderRefId', 'Order Ref.', '訂單編號', 'text', { width: 16 });
const clientCode = col('clientCode', 'Client', '客戶', 'text', { width: 10 });
const serviceType = col('serviceType', 'Service', '服務', 'text', { width: 10 });
/** The invoice report's views: the invoice's number, client and date; its status as a word. */
const invoiceOf = [
  col('invoiceNo', 'Invoice No.', '發票編號', 'text', { width: 15 }),
  clientCode,
  col('invoiceDate', 'Invoice Date', '發票日期', 'date', { width: 12 }),
];
const invoiceStatus = col('status', 'Status', '狀態', 'text', { width: 7, words: { A: l('Active', '有效'), V: l('Void', '作廢') } });
const driverOrVendor = col('driverOrVendor', 'Driver / Vendor', '司機／外判商', 'text', { width: 18 });

export const REPORT_DEFS: ReportDef[] = [
  {
    key: 'sales',
    route: '/report/salesreport',
    right: 'SALESREPORT',
    title: l('Sales Report', '銷售報表'),
    period: 'range',
    maxDays: 92,
    filters: [
      clientFilter,
      serviceFilter,
      { name: 'vehicleTypeId', label: l('Vehicle Type', '車種'), kind: 'reference', resource: 'vehicleTypes', display: 'vehicleType' },
      driverFilter,
    ],
    description: l('Every order vehicle of an active order picked up in the period, with its fare.', '期間內有效訂單的每輛訂單車輛及其車資。'),
    views: [
      {
        call: 'enqSalesReport',
        resultsName: 'salesReportResults',
        label: l('Detail', '明細'),
        columns: [
          pickupDate,
          col('pickupTime', 'Time', '時間', 'time', { width: 7 }),
          orderRefId,
          clientCode,
          serviceType,
          col('vehicleType', 'Vehicle Type', '車種', 'text', { width: 12 }),
          driverOrVendor,
          sum('amount', 'Amount', '金額'),
        ],
      },
      {
        call: 'enqSalesReportSummary',
        resultsName: 'salesReportResults',
        label: l('By client', '按客戶'),
        columns: [
          clientCode,
          col('clientNameEng', 'Client Name', '客戶名稱', 'text', { width: 30 }),
          sum('count', 'Order Vehicles', '訂單車輛', 'number'),
          sum('amount', 'Amount', '金額'),
        ],
      },
    ],
  },
  {
    key: 'cash',
    route: '/report/cashreport',
    right: 'CASHREPORT',
    title: l('Cash Report', '現金報表'),
    period: 'range',
    maxDays: 92,
    filters: [
      { name: 'paymentMethodId', label: l('Payment Method', '付款方式'), kind: 'reference', resource: 'paymentMethods', display: 'paymentMethodCode' },
      clientFilter,
    ],
    description: l(
      "Every payment received in the period, with the method's fee that day and what is left.",
      '期間內收到的每筆付款，連同當日付款方式的手續費及淨額。',
    ),
    views: [
      {
        call: 'enqCashReport/',
        resultsName: 'cashReportResults',
        label: l('Detail', '明細'),
        columns: [
          col('paymentDate', 'Payment Date', '付款日期', 'date', { width: 12 }),
          orderRefId,
          clientCode,
          col('paymentMethodCode', 'Method', '付款方式', 'text', { width: 10 }),
          sum('amount', 'Amount', '金額'),
          sum('fee', 'Fee', '手續費'),
          sum('net', 'Net', '淨額'),
        ],
      },
      {
        call: 'enqCashReportSummary/',
        resultsName: 'cashReportResults',
        label: l('By method', '按付款方式'),
        columns: [
          col('paymentMethodCode', 'Method', '付款方式', 'text', { width: 10 }),
          col('paymentMethodDescEng', 'Description', '描述', 'text', { width: 24 }),
          sum('count', 'Payments', '付款數目', 'number'),
          sum('amount', 'Amount', '金額'),
          sum('fee', 'Fee', '手續費'),
          sum('net', 'Net', '淨額'),
        ],
      },
    ],
  },
  {
    key: 'airportOrders',
    route: '/report/airportOrderList',
    right: 'AIRPORTORDERLIST',
    title: l('Airport Order List', '機場訂單列表'),
    period: 'date',
    maxDays: 31,
    filters: [
      {
        name: 'serviceType',
        label: l('Service', '服務'),
        kind: 'option',
        options: [
          { value: 'Arrival', label: l('Arrival', '接機') },
          { value: 'Departure', label: l('Departure', '送機') },
        ],
      },
    ],
    description: l(
      'The arrivals and departures of the day by time, with flight, passengers and who drives.',
      '當日按時間排列的接機及送機，連同航班、乘客及司機。',
    ),
    views: [
      {
        call: 'reports/airportOrders',
        resultsName: 'airportOrderResults',
        label: l('List', '列表'),
        columns: [
          pickupDate,
          col('pickupTime', 'Time', '時間', 'time', { width: 7 }),
          serviceType,
          col('flightNo', 'Flight', '航班', 'text', { width: 9 }),
          col('flightEtaTime', 'ETA', '預計抵達', 'time', { width: 7 }),
          orderRefId,
          col('paxNames', 'Passengers', '乘客', 'text', { width: 26 }),
          sum('paxCount', 'Pax', '人數', 'number'),
          driverOrVendor,
          col('licensePlateNo', 'Plate', '車牌', 'text', { width: 10 }),
        ],
      },
    ],
  },
  {
    key: 'outsourcePL',
    route: '/report/outsourcePLReport',
    right: 'OUTSOURCEPLREPORT',
    title: l('Outsource P&L Report', '外判損益報表'),
    period: 'range',
    maxDays: 92,
    filters: [{ name: 'outsourceVendorId', label: l('Vendor', '外判商'), kind: 'reference', resource: 'clients', display: 'clientCode' }],
    description: l(
      'Every outsourced order vehicle: what the client pays, what the vendor charges, the margin (a cost not entered counts as 0.00).',
      '每輛外判訂單車輛：客戶車資、外判成本及利潤（未輸入的成本作 0.00 計）。',
    ),
    views: [
      {
        call: 'reports/outsourcePL',
        resultsName: 'outsourcePLResults',
        label: l('Detail', '明細'),
        columns: [
          pickupDate,
          orderRefId,
          clientCode,
          serviceType,
          col('vendorCode', 'Vendor', '外判商', 'text', { width: 10 }),
          sum('amount', 'Amount', '金額'),
          sum('outsourceCost', 'Outsource Cost', '外判成本'),
          sum('margin', 'Margin', '利潤'),
        ],
      },
      {
        call: 'reports/outsourcePLByVendor',
        resultsName: 'outsourcePLResults',
        label: l('By vendor', '按外判商'),
        columns: [
          col('vendorCode', 'Vendor', '外判商', 'text', { width: 10 }),
          col('vendorNameEng', 'Vendor Name', '外判商名稱', 'text', { width: 30 }),
          sum('count', 'Order Vehicles', '訂單車輛', 'number'),
          sum('amount', 'Amount', '金額'),
          sum('outsourceCost', 'Outsource Cost', '外判成本'),
          sum('margin', 'Margin', '利潤'),
        ],
      },
    ],
  },
  {
    key: 'ordersStatistic',
    route: '/report/ordersStatistic',
    right: 'ORDERSSTATISTIC',
    title: l('Orders Statistic', '訂單統計'),
    period: 'range',
    maxDays: 366,
    filters: [clientFilter],
    description: l(
      'Orders and order vehicles per day, service and status (no-shows counted apart from other active ones).',
      '每日按服務及狀態的訂單及訂單車輛數目（未有出現另計）。',
    ),
    views: [
      {
        call: 'reports/ordersStatistic',
        resultsName: 'ordersStatisticResults',
        label: l('Statistic', '統計'),
        columns: [
          col('date', 'Date', '日期', 'date', { width: 12 }),
          serviceType,
          col('status', 'Status', '狀態', 'text', { width: 9 }),
          sum('orders', 'Orders', '訂單', 'number'),
          sum('orderVehicles', 'Order Vehicles', '訂單車輛', 'number'),
        ],
      },
    ],
  },
  {
    key: 'resPerformance',
    route: '/report/resPerformance',
    right: 'RESPERFORMANCE',
    title: l('Reservation Performance', '訂車表現'),
    period: 'range',
    maxDays: 366,
    filters: [],
    description: l(
      'Each staff member who took orders in the period (by the day the order was taken): orders, vehicles, amount and cancellations.',
      '期間內（按接單日期）每位接單職員的訂單、車輛、金額及取消數目。',
    ),
    views: [
      {
        call: 'reports/resPerformance',
        resultsName: 'resPerformanceResults',
        label: l('By staff', '按職員'),
        columns: [
          col('staffCode', 'Staff', '職員', 'text', { width: 12 }),
          col('staffName', 'Name', '姓名', 'text', { width: 26 }),
          sum('orders', 'Orders', '訂單', 'number'),
          sum('orderVehicles', 'Order Vehicles', '訂單車輛', 'number'),
          sum('amount', 'Amount', '金額'),
          sum('cancelled', 'Cancelled', '已取消', 'number'),
        ],
      },
    ],
  },
  {
    key: 'reducePay',
    route: '/report/ReducePayReport',
    right: 'REDUCEPAYRPT',
    title: l('Reduce Pay Report', '折扣及手動車資報表'),
    period: 'range',
    maxDays: 92,
    filters: [clientFilter],
    description: l(
      "Order vehicles charged below the engine's own total (a lower manual fare, a discount or a voucher).",
      '收費低於價目計算總額的訂單車輛（較低的手動車資、折扣或禮券）。',
    ),
    views: [
      {
        call: 'reports/reducePay',
        resultsName: 'reducePayResults',
        label: l('Detail', '明細'),
        columns: [
          pickupDate,
          orderRefId,
          clientCode,
          serviceType,
          sum('engineTotal', 'Engine Total', '價目總額'),
          sum('charged', 'Charged', '實收'),
          sum('reduction', 'Reduction', '減收'),
          col('reason', 'Reason', '原因', 'text', { width: 30 }),
        ],
      },
    ],
  },
  {
    key: 'refuel',
    route: '/report/RefuelReport',
    right: 'REFUELRPT',
    title: l('Refuel Report', '入油報表'),
    period: 'range',
    maxDays: 92,
    filters: [{ name: 'vehicleId', label: l('Vehicle', '車輛'), kind: 'reference', resource: 'vehicles', display: 'licensePlateNo' }, driverFilter],
    description: l(
      'Each vehicle and driver in the period: litres, petrol paid, kilometres and km per litre.',
      '期間內每輛車及司機的入油量、油費、行車公里及每公升公里。',
    ),
    views: [
      {
        call: 'reports/refuel',
        resultsName: 'refuelResults',
        label: l('By vehicle', '按車輛'),
        columns: [
          col('licensePlateNo', 'Plate', '車牌', 'text', { width: 10 }),
          col('driverNo', 'Driver', '司機', 'text', { width: 9 }),
          col('driverNameEng', 'Driver Name', '司機姓名', 'text', { width: 24 }),
          { ...sum('litres', 'Litres', '公升', 'number'), decimals: 2 },
          sum('petrolAmount', 'Petrol', '油費'),
          sum('kmDriven', 'Km', '公里', 'number'),
          col('kmPerLitre', 'Km / Litre', '每公升公里', 'number', { width: 11, decimals: 2 }),
        ],
      },
    ],
  },
  {
    key: 'invoices',
    route: '/report/InvoiceReport',
    right: 'INVOICERPT',
    title: l('Invoice Report', '發票報表'),
    period: 'range',
    maxDays: 366,
    filters: [
      clientFilter,
      {
        name: 'status',
        label: l('Status', '狀態'),
        kind: 'option',
        options: [
          { value: 'A', label: l('Active', '有效') },
          { value: 'V', label: l('Void', '作廢') },
        ],
      },
    ],
    description: l(
      'Every invoice dated in the period, and each of its lines; void ones are shown with their reason and left out of the totals.',
      '期間內的每張發票及其明細；作廢的連同原因列出，不計入總額。',
    ),
    views: [
      {
        call: 'reports/invoices',
        resultsName: 'invoiceReportResults',
        label: l('Invoices', '發票'),
        columns: [
          ...invoiceOf,
          col('dueDate', 'Due Date', '到期日', 'date', { width: 12 }),
          sum('total', 'Total', '總額'),
          invoiceStatus,
          col('voidReason', 'Void Reason', '作廢原因', 'text', { width: 30 }),
        ],
      },
      {
        // Each line as printed, in its invoice's language: a trip with its route and passengers (issue 30 part 8b).
        call: 'reports/invoiceLines',
        resultsName: 'invoiceLineReportResults',
        label: l('Lines', '明細'),
        columns: [
          ...invoiceOf,
          col('seq', 'Line', '行', 'number', { width: 6 }),
          col('description', 'Description', '描述', 'text', { width: 90 }),
          sum('amount', 'Amount', '金額'),
          invoiceStatus,
        ],
      },
    ],
  },
  {
    key: 'clientSales',
    route: '/report/ClientSalesReport',
    right: 'CLIENTSALESRPT',
    title: l('Client Sales Report', '客戶銷售報表'),
    period: 'year',
    maxDays: 366,
    filters: [clientFilter],
    description: l("Each client's sales per month of the year, and the year's.", '每位客戶全年每月及全年的銷售額。'),
    views: [
      {
        call: 'reports/clientSales',
        resultsName: 'clientSalesResults',
        label: l('By client', '按客戶'),
        columns: [
          clientCode,
          col('clientNameEng', 'Client Name', '客戶名稱', 'text', { width: 26 }),
          ...Array.from({ length: 12 }, (_, i) => {
            const m = String(i + 1).padStart(2, '0');
            const en = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][i];
            return sum(`m${m}`, en, `${i + 1}月`);
          }),
          sum('year', 'Year', '全年'),
        ],
      },
    ],
  },
];

export const REPORT_BY_KEY: Record<string, ReportDef> = Object.fromEntries(REPORT_DEFS.map((r) => [r.key, r]));
export const REPORT_BY_ROUTE: Record<string, ReportDef> = Object.fromEntries(REPORT_DEFS.map((r) => [r.route, r]));
