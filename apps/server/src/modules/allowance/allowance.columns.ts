import {
  type AllowanceDayRow,
  type AllowanceDetailLine,
  type AllowanceDriverSummary,
  type AllowanceFigures,
  LANGS,
  nameIn,
  renderServerText,
  type ServerLanguage,
  srvText,
} from '@limo/domain';
import type { NamedColumn } from '../../documents/table.js';

/* The columns of the allowance files (.xlsx): the rows the JSON answers hold, one sheet each, headed in the reader's language. */

const l = (en: string, zh: string) => ({ en, zh });

type Named = { driverNo: string; driverNameEng: string };
/** A sheet row: a driver's line with the reader's name for them, or the footer (driverNo "Total"). */
export type SummarySheetRow = { driverNo?: string; driverName?: string } & AllowanceFigures;

/** The sheets' names, in the reader's language. */
export const SHEETS = {
  detail: l('Allowance detail', '津貼明細'),
  summary: l('Allowance summary', '津貼摘要'),
  monthly: l('Allowance by day', '每日津貼'),
};

/** A word of the screen's (the kinds, "No rate"), so the file says what the screen says. */
const screenWord = (lang: ServerLanguage, key: string) => LANGS[lang][key] ?? LANGS.en[key] ?? key;

export const detailColumns = (lang: ServerLanguage): NamedColumn<AllowanceDetailLine>[] => [
  { header: l('Driver No.', '司機編號'), type: 'text', value: (r) => r.driverNo, width: 11 },
  { header: l('Date', '日期'), type: 'date', value: (r) => r.date, width: 12 },
  { header: l('Kind', '類別'), type: 'text', value: (r) => screenWord(lang, `driverAllowance.kind.${r.kind}`), width: 14 },
  { header: l('Order Ref.', '訂單編號'), type: 'text', value: (r) => r.orderRefId, width: 18 },
  { header: l('Pick-up', '接載時間'), type: 'time', value: (r) => r.pickupTime, width: 9 },
  { header: l('Description', '描述'), type: 'text', value: (r) => r.description, width: 60 },
  { header: l('Qty', '數量'), type: 'number', value: (r) => r.qty, width: 8 },
  { header: l('Amount', '金額'), type: 'money', value: (r) => r.amount, width: 12 },
  { header: l('No Rate', '沒有津貼率'), type: 'text', value: (r) => (r.noRate ? screenWord(lang, 'driverAllowance.noRate') : ''), width: 11 },
];

const figureColumns = <R extends Omit<AllowanceFigures, 'ptDays'> & { ptDays?: number }>(withPtDays: boolean): NamedColumn<R>[] => [
  { header: l('Jobs', '工作數目'), type: 'number', value: (r) => r.jobs },
  { header: l('Job Allowance', '工作津貼'), type: 'money', value: (r) => r.jobAmount, width: 14 },
  ...(withPtDays ? [{ header: l('PT Days', '兼職日數'), type: 'number' as const, value: (r: R) => r.ptDays }] : []),
  { header: l('PT Basic', '兼職底薪'), type: 'money', value: (r) => r.ptAmount, width: 12 },
  { header: l('OT Minutes', '超時分鐘'), type: 'number', value: (r) => r.otMinutes, width: 12 },
  { header: l('Overtime', '超時津貼'), type: 'money', value: (r) => r.otAmount, width: 12 },
  { header: l('Other Items', '其他項目'), type: 'money', value: (r) => r.otherAmount, width: 12 },
  { header: l('Total', '合計'), type: 'money', value: (r) => r.total, width: 13 },
];

export const SUMMARY_COLUMNS: NamedColumn<SummarySheetRow>[] = [
  { header: l('Driver No.', '司機編號'), type: 'text', value: (r) => r.driverNo, width: 11 },
  { header: l('Driver Name', '司機姓名'), type: 'text', value: (r) => r.driverName, width: 26 },
  ...figureColumns<SummarySheetRow>(true),
];

export const monthlyColumns = (drivers: ReadonlyMap<number, Named>): NamedColumn<AllowanceDayRow>[] => [
  { header: l('Driver No.', '司機編號'), type: 'text', value: (r) => drivers.get(r.driverId)?.driverNo, width: 11 },
  { header: l('Date', '日期'), type: 'date', value: (r) => r.date, width: 12 },
  ...figureColumns<AllowanceDayRow>(false),
];

/** The summary's rows, each driver by the reader's name, and the footer as its last row. */
export const summarySheet = (summary: AllowanceDriverSummary[], footer: AllowanceFigures, lang: ServerLanguage = 'en'): SummarySheetRow[] => [
  ...summary.map(({ driverNameEng, driverNameChi, ...figures }) => ({ ...figures, driverName: nameIn(lang, { en: driverNameEng, zh: driverNameChi ?? '' }) })),
  { driverNo: renderServerText(lang, srvText('srv.rep.total')), driverName: '', ...footer },
];
