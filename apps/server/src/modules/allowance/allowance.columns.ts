import type { AllowanceDayRow, AllowanceDetailLine, AllowanceDriverSummary, AllowanceFigures } from '@limo/domain';
import type { TableColumn } from '../../documents/table.js';

/* The columns of the allowance files (.xlsx): the rows the JSON answers hold, one sheet each. */

type Named = { driverNo: string; driverNameEng: string };
/** A sheet row: a driver's line, or the footer (driverNo "Total"). */
export type SummarySheetRow = Partial<Named> & AllowanceFigures;

export const DETAIL_COLUMNS: TableColumn<AllowanceDetailLine>[] = [
  { header: 'Driver No.', type: 'text', value: (r) => r.driverNo, width: 11 },
  { header: 'Date', type: 'date', value: (r) => r.date, width: 12 },
  { header: 'Kind', type: 'text', value: (r) => r.kind, width: 10 },
  { header: 'Order Ref.', type: 'text', value: (r) => r.orderRefId, width: 18 },
  { header: 'Pick-up', type: 'time', value: (r) => r.pickupTime, width: 9 },
  { header: 'Description', type: 'text', value: (r) => r.description, width: 60 },
  { header: 'Qty', type: 'number', value: (r) => r.qty, width: 8 },
  { header: 'Amount', type: 'money', value: (r) => r.amount, width: 12 },
  { header: 'No Rate', type: 'text', value: (r) => (r.noRate ? 'Y' : ''), width: 9 },
];

const figureColumns = <R extends Omit<AllowanceFigures, 'ptDays'> & { ptDays?: number }>(withPtDays: boolean): TableColumn<R>[] => [
  { header: 'Jobs', type: 'number', value: (r) => r.jobs },
  { header: 'Job Allowance', type: 'money', value: (r) => r.jobAmount, width: 14 },
  ...(withPtDays ? [{ header: 'PT Days', type: 'number' as const, value: (r: R) => r.ptDays }] : []),
  { header: 'PT Basic', type: 'money', value: (r) => r.ptAmount, width: 12 },
  { header: 'OT Minutes', type: 'number', value: (r) => r.otMinutes, width: 12 },
  { header: 'Overtime', type: 'money', value: (r) => r.otAmount, width: 12 },
  { header: 'Other Items', type: 'money', value: (r) => r.otherAmount, width: 12 },
  { header: 'Total', type: 'money', value: (r) => r.total, width: 13 },
];

export const SUMMARY_COLUMNS: TableColumn<SummarySheetRow>[] = [
  { header: 'Driver No.', type: 'text', value: (r) => r.driverNo, width: 11 },
  { header: 'Driver Name', type: 'text', value: (r) => r.driverNameEng, width: 26 },
  ...figureColumns<SummarySheetRow>(true),
];

export const monthlyColumns = (drivers: ReadonlyMap<number, Named>): TableColumn<AllowanceDayRow>[] => [
  { header: 'Driver No.', type: 'text', value: (r) => drivers.get(r.driverId)?.driverNo, width: 11 },
  { header: 'Date', type: 'date', value: (r) => r.date, width: 12 },
  ...figureColumns<AllowanceDayRow>(false),
];

/** The summary's rows and the footer as its last row. */
export const summarySheet = (summary: AllowanceDriverSummary[], footer: AllowanceFigures): SummarySheetRow[] => [
  ...summary,
  { driverNo: 'Total', driverNameEng: '', ...footer },
];
