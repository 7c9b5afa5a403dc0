import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate, operatorToday } from '@limo/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { isChinese } from '../../i18n';
import { rosterWeekOf } from './rosterApi';
import { weekCell, weekDriverName, weekdayKey } from './rosterWeekModel';

/** The roster's week view (issue 30 part 8b): drivers as rows, Monday to Sunday of the chosen date's week as columns. */
export function RosterWeekTable({ date, filter, onOpenDay }: { date: string; filter: string; onOpenDay: (date: string) => void }) {
  const { t, i18n } = useTranslation();
  const week = useQuery({ queryKey: ['rosterWeek', date], queryFn: () => rosterWeekOf(date), retry: false });
  if (week.error) return <Alert severity="error">{formatError(week.error)}</Alert>;
  if (!week.data) return null;
  const { dates, fromDate, toDate } = week.data;
  const chinese = isChinese(i18n.language);
  const text = filter.trim().toLowerCase();
  const rows = week.data.drivers
    .map((d) => ({ ...d, name: weekDriverName(d, chinese) }))
    .filter((d) => !text || d.driverNo.toLowerCase().includes(text) || d.name.toLowerCase().includes(text));
  const today = operatorToday();
  const label = t('ros.weekOf', { from: formatDate(fromDate), to: formatDate(toDate) });
  return (
    // Focusable so a keyboard can scroll a long week; each day's header opens that day.
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ flex: 1, border: '1px solid #dee2e6' }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('ros.driver')}</TableCell>
            {dates.map((d) => (
              <TableCell key={d} sx={{ bgcolor: d === today ? '#e7f5ff' : undefined }}>
                <Button size="small" onClick={() => onOpenDay(d)} aria-label={t('ros.openDay', { day: t(weekdayKey(d)), date: formatDate(d) })}>
                  {t(weekdayKey(d))} {formatDate(d).slice(0, 5)}
                </Button>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((d) => (
            <TableRow key={d.driverId} data-driver={d.driverNo}>
              <TableCell component="th" scope="row">
                <b>{d.driverNo}</b> {d.name}
              </TableCell>
              {dates.map((date, i) => {
                const cell = weekCell(d.days[i]);
                return (
                  <TableCell key={date} data-date={date} sx={{ whiteSpace: 'nowrap', bgcolor: cell.kind === 'leave' ? '#f1f3f5' : undefined }}>
                    {cell.kind === 'leave' ? (
                      <Chip size="small" color="warning" label={t('ros.onLeave', { type: cell.leave })} title={t(`sch.leave.${cell.leave}`)} />
                    ) : cell.kind === 'duty' ? (
                      <Box component="span">
                        {cell.shift ? <b>{cell.shift} </b> : null}
                        {cell.hours}
                      </Box>
                    ) : cell.kind === 'noDuty' ? (
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {cell.shift ? `${cell.shift} ` : ''}
                        {t('ros.noDuty')}
                      </Box>
                    ) : (
                      <Box component="span" sx={{ color: 'text.secondary' }} title={t('ros.notRostered')}>
                        –
                      </Box>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
