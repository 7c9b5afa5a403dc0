import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { formatDate } from '@limo/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, minutesToHm, shortTime } from '../driverAllowance/hrFormat';
import { nextSort, type SortState, sortRows } from '../driverAllowance/sortRows';
import { type DriverOTReport, type DriverOTRow, isNumericColumn, OT_COLUMNS, type OTColumn, otValue, workedTotal } from './otReportModel';

function cell(row: DriverOTRow, key: OTColumn, language: string): string {
  switch (key) {
    case 'driverNameEng':
      return String(otValue(row, key, language));
    case 'date':
      return formatDate(row.date);
    case 'dutyTime':
    case 'offDutyTime':
      return shortTime(row[key]);
    case 'workedMinutes':
    case 'otMinutes':
      return minutesToHm(row[key]);
    case 'otAmount':
      return formatMoney(row.otAmount);
    default:
      return row[key];
  }
}

/** The report's rows, sorted by any heading (click or Enter), with the totals row. */
export function DriverOTTable({ report }: { report: DriverOTReport }) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<SortState<OTColumn>>({ key: 'driverNo', dir: 'asc' });
  const rows = useMemo(() => sortRows(report.rows, sort, (r, k) => otValue(r, k, i18n.language)), [report.rows, sort, i18n.language]);
  return (
    <TableContainer sx={{ maxHeight: 'calc(100vh - 240px)', minHeight: 200 }}>
      <Table size="small" stickyHeader aria-label={t('driverOT.table')}>
        <TableHead>
          <TableRow>
            {OT_COLUMNS.map((key) => (
              <TableCell key={key} align={isNumericColumn(key) ? 'right' : 'left'} sortDirection={sort.key === key ? sort.dir : false}>
                <TableSortLabel active={sort.key === key} direction={sort.key === key ? sort.dir : 'asc'} onClick={() => setSort((s) => nextSort(s, key))}>
                  {t(`driverOT.col.${key}`)}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.driverId}-${row.date}`}>
              {OT_COLUMNS.map((key) => (
                <TableCell key={key} align={isNumericColumn(key) ? 'right' : 'left'}>
                  {cell(row, key, i18n.language)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {!rows.length && (
            <TableRow>
              <TableCell colSpan={OT_COLUMNS.length}>{t('driverOT.none')}</TableCell>
            </TableRow>
          )}
        </TableBody>
        <TableFooter>
          <TableRow data-testid="ot-totals" sx={{ '& td': { fontWeight: 'bold', color: 'text.primary', fontSize: '0.875rem' } }}>
            <TableCell colSpan={5}>{t('driverOT.totals')}</TableCell>
            <TableCell align="right">{minutesToHm(workedTotal(report.rows))}</TableCell>
            <TableCell align="right">{minutesToHm(report.totals.otMinutes)}</TableCell>
            <TableCell align="right">{formatMoney(report.totals.otAmount)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
