import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { AllowanceDriverSummary, AllowanceFigures } from '@limo/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MONEY_COLUMNS, SUMMARY_COLUMNS, type SummaryColumn, summaryValue } from './allowanceModel';
import { formatMoney, minutesToHm } from './hrFormat';
import { nextSort, type SortState, sortRows } from './sortRows';

interface Props {
  rows: readonly AllowanceDriverSummary[];
  footer: AllowanceFigures | undefined;
  /** Opens a driver's detail (a click or Enter on the row); none when printed. */
  onOpen?: (driverId: number) => void;
}

const numeric = (key: string) => key !== 'driverNo' && key !== 'driverNameEng';

/** A figure of a summary or footer row as shown: money with separators, minutes as h:mm, the driver by the reader's name. */
export function figure(row: Record<string, unknown>, key: SummaryColumn, language?: string): string {
  const v = key === 'driverNameEng' ? summaryValue(row as unknown as AllowanceDriverSummary, key, language) : row[key];
  if (MONEY_COLUMNS.has(key)) return formatMoney(v as string | undefined);
  if (key === 'otMinutes') return minutesToHm(v as number | undefined);
  return v === undefined || v === null ? '' : String(v);
}

/** One row per driver with the footer's totals; sortable headings unless printed. */
export function SummaryTable({ rows, footer, onOpen }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [sort, setSort] = useState<SortState<SummaryColumn>>({ key: 'driverNo', dir: 'asc' });
  const shown = useMemo(() => (onOpen ? sortRows(rows, sort, (r, k) => summaryValue(r, k, language)) : rows), [rows, sort, onOpen, language]);
  const heading = (key: SummaryColumn) => t(`driverAllowance.col.${key}`);

  return (
    <TableContainer sx={{ maxHeight: onOpen ? 'calc(100vh - 330px)' : undefined, minHeight: onOpen ? 200 : undefined }}>
      <Table size="small" stickyHeader={Boolean(onOpen)} aria-label={t('driverAllowance.tab.summary')}>
        <TableHead>
          <TableRow>
            {SUMMARY_COLUMNS.map((key) => (
              <TableCell key={key} align={numeric(key) ? 'right' : 'left'} sortDirection={onOpen && sort.key === key ? sort.dir : false}>
                {onOpen ? (
                  <TableSortLabel active={sort.key === key} direction={sort.key === key ? sort.dir : 'asc'} onClick={() => setSort((s) => nextSort(s, key))}>
                    {heading(key)}
                  </TableSortLabel>
                ) : (
                  heading(key)
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row) => (
            <TableRow
              key={row.driverId}
              hover={Boolean(onOpen)}
              tabIndex={onOpen ? 0 : undefined}
              aria-label={onOpen ? t('driverAllowance.openDriver', { driver: row.driverNo }) : undefined}
              onClick={onOpen ? () => onOpen(row.driverId) : undefined}
              onKeyDown={onOpen ? (e) => e.key === 'Enter' && onOpen(row.driverId) : undefined}
              sx={onOpen ? { cursor: 'pointer', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } } : undefined}
            >
              {SUMMARY_COLUMNS.map((key) => (
                <TableCell key={key} align={numeric(key) ? 'right' : 'left'}>
                  {figure(row as unknown as Record<string, unknown>, key, language)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {!rows.length && (
            <TableRow>
              <TableCell colSpan={SUMMARY_COLUMNS.length}>{t('driverAllowance.none')}</TableCell>
            </TableRow>
          )}
        </TableBody>
        {footer && (
          <TableFooter>
            <TableRow data-testid="allowance-footer" sx={{ '& td': { fontWeight: 'bold', color: 'text.primary', fontSize: '0.875rem' } }}>
              <TableCell colSpan={2}>{t('driverAllowance.totals')}</TableCell>
              {SUMMARY_COLUMNS.slice(2).map((key) => (
                <TableCell key={key} align="right">
                  {figure(footer as unknown as Record<string, unknown>, key)}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
