import type { Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';

// Hong Kong general holidays as gazetted (Sundays aside): [date, English, Chinese].
const HK: [string, string, string][] = [
  ['2026-01-01', 'The first day of January', '一月一日'],
  ['2026-02-17', "Lunar New Year's Day", '農曆年初一'],
  ['2026-02-18', 'The second day of Lunar New Year', '農曆年初二'],
  ['2026-02-19', 'The third day of Lunar New Year', '農曆年初三'],
  ['2026-04-03', 'Good Friday', '耶穌受難節'],
  ['2026-04-04', 'The day following Good Friday', '耶穌受難節翌日'],
  ['2026-04-06', 'The day following Ching Ming Festival', '清明節翌日'],
  ['2026-04-07', 'The day following Easter Monday', '復活節星期一翌日'],
  ['2026-05-01', 'Labour Day', '勞動節'],
  ['2026-05-25', 'The day following the Birthday of the Buddha', '佛誕翌日'],
  ['2026-06-19', 'Tuen Ng Festival', '端午節'],
  ['2026-07-01', 'Hong Kong Special Administrative Region Establishment Day', '香港特別行政區成立紀念日'],
  ['2026-09-26', 'The day following the Chinese Mid-Autumn Festival', '中秋節翌日'],
  ['2026-10-01', 'National Day', '國慶日'],
  ['2026-10-19', 'The day following Chung Yeung Festival', '重陽節翌日'],
  ['2026-12-25', 'Christmas Day', '聖誕節'],
  ['2026-12-26', 'The first weekday after Christmas Day', '聖誕節後第一個周日'],
  ['2027-01-01', 'The first day of January', '一月一日'],
  ['2027-02-06', "Lunar New Year's Day", '農曆年初一'],
  ['2027-02-08', 'The third day of Lunar New Year', '農曆年初三'],
  ['2027-02-09', 'The fourth day of Lunar New Year', '農曆年初四'],
  ['2027-03-26', 'Good Friday', '耶穌受難節'],
  ['2027-03-27', 'The day following Good Friday', '耶穌受難節翌日'],
  ['2027-03-29', 'Easter Monday', '復活節星期一'],
  ['2027-04-05', 'Ching Ming Festival', '清明節'],
  ['2027-05-01', 'Labour Day', '勞動節'],
  ['2027-05-13', 'The Birthday of the Buddha', '佛誕'],
  ['2027-06-09', 'Tuen Ng Festival', '端午節'],
  ['2027-07-01', 'Hong Kong Special Administrative Region Establishment Day', '香港特別行政區成立紀念日'],
  ['2027-09-16', 'The day following the Chinese Mid-Autumn Festival', '中秋節翌日'],
  ['2027-10-01', 'National Day', '國慶日'],
  ['2027-10-08', 'Chung Yeung Festival', '重陽節'],
  ['2027-12-25', 'Christmas Day', '聖誕節'],
  ['2027-12-27', 'The first weekday after Christmas Day', '聖誕節後第一個周日'],
];

/** Hong Kong public holidays of 2026 and 2027 (area HK, the system parameter holidayArea). */
export async function loadHolidays(tx: Tx) {
  await tx
    .insert(t.holidays)
    .values(HK.map(([holidayDate, holidayDescEng, holidayDescChi]) => ({ areaInitial: 'HK', holidayDate, holidayDescEng, holidayDescChi })));
}
