import type { ReportSource } from '../report-source.js';
import { airportOrders } from './airport.js';
import { cashByMethod, cashDetail } from './cash.js';
import { salesByClient, salesDetail } from './sales.js';
import { clientSales } from './client-sales.js';
import { invoiceLineReport, invoiceReport } from './invoice-report.js';
import { outsourcePL, outsourcePLByVendor } from './outsource.js';
import { resPerformance } from './performance.js';
import { reducePayReport } from './reduce-pay.js';
import { refuel } from './refuel.js';
import { ordersStatistic } from './statistic.js';

/*
 * The server side of each call of REPORT_DEFS (packages/domain/src/reports), by its call:
 * reports.routes.ts registers a route for every call listed here. One line a call.
 */
export const REPORT_SOURCES: Record<string, ReportSource> = {
  enqSalesReport: salesDetail,
  enqSalesReportSummary: salesByClient,
  'enqCashReport/': cashDetail,
  'enqCashReportSummary/': cashByMethod,
  'reports/airportOrders': airportOrders,
  'reports/outsourcePL': outsourcePL,
  'reports/outsourcePLByVendor': outsourcePLByVendor,
  'reports/ordersStatistic': ordersStatistic,
  'reports/resPerformance': resPerformance,
  'reports/reducePay': reducePayReport,
  'reports/refuel': refuel,
  'reports/invoices': invoiceReport,
  'reports/invoiceLines': invoiceLineReport,
  'reports/clientSales': clientSales,
};
