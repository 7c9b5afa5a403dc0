import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@limo/domain';
import { useTranslation } from 'react-i18next';
import { readerName } from '../../i18n/readerName';
import type { MonthlyGroup } from './allowanceModel';
import { DriverSection, OPEN_ALL_LIMIT } from './DriverSection';
import { formatMoney, minutesToHm, sumMoney } from './hrFormat';

const COLUMNS = ['date', 'jobs', 'jobAmount', 'ptAmount', 'otMinutes', 'otAmount', 'otherAmount', 'total'] as const;

/** The period day by day for each driver: what each day earned, by kind. */
export function MonthlyTab({ groups }: { groups: readonly MonthlyGroup[] }) {
  const { t, i18n } = useTranslation();
  const openAll = groups.reduce((n, g) => n + g.rows.length, 0) <= OPEN_ALL_LIMIT;
  if (!groups.length) return <Typography color="text.secondary">{t('driverAllowance.none')}</Typography>;
  return (
    <>
      {groups.map((g) => (
        <DriverSection
          key={`${g.driverId}-${openAll}`}
          title={`${g.driverNo} ${readerName(i18n.language, g.driverNameEng, g.driverNameChi)}`.trim()}
          defaultOpen={openAll}
          aside={
            <span>
              {t('driverAllowance.total')}: {formatMoney(sumMoney(g.rows.map((r) => r.total)))}
            </span>
          }
        >
          <Table size="small" aria-label={t('driverAllowance.monthlyOf', { driver: g.driverNo })}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableCell key={c} align={c === 'date' ? 'left' : 'right'}>
                    {t(`driverAllowance.col.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {g.rows.map((r) => (
                <TableRow key={r.date}>
                  <TableCell>{formatDate(r.date)}</TableCell>
                  <TableCell align="right">{r.jobs}</TableCell>
                  <TableCell align="right">{formatMoney(r.jobAmount)}</TableCell>
                  <TableCell align="right">{formatMoney(r.ptAmount)}</TableCell>
                  <TableCell align="right">{minutesToHm(r.otMinutes)}</TableCell>
                  <TableCell align="right">{formatMoney(r.otAmount)}</TableCell>
                  <TableCell align="right">{formatMoney(r.otherAmount)}</TableCell>
                  <TableCell align="right">{formatMoney(r.total)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DriverSection>
      ))}
    </>
  );
}
