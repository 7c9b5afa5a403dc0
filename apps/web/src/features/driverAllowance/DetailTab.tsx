import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AllowanceDetailLine } from '@limo/domain';
import { formatDate } from '@limo/domain';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { readerName } from '../../i18n/readerName';
import type { DetailGroup } from './allowanceModel';
import { DriverSection, OPEN_ALL_LIMIT } from './DriverSection';
import { formatMoney, minutesToHm, shortTime } from './hrFormat';

interface Props {
  groups: readonly DetailGroup[];
  /** Only this driver's lines (opened from the summary); null: every driver. */
  driverId: number | null;
  onAllDrivers: () => void;
}

const COLUMNS = ['date', 'kind', 'orderRefId', 'pickupTime', 'description', 'qty', 'amount'] as const;

/** OT lines carry their minutes as qty: shown as h:mm like everywhere else. */
const qtyOf = (line: AllowanceDetailLine) => (line.kind === 'OT' ? minutesToHm(line.qty) : String(line.qty));

/** Every line of the period, by driver then date, with day and driver sums; "no rate" lines stand out. */
export function DetailTab({ groups, driverId, onAllDrivers }: Props) {
  const { t, i18n } = useTranslation();
  const shown = driverId === null ? groups : groups.filter((g) => g.driverId === driverId);
  const noRate = shown.reduce((n, g) => n + g.noRate, 0);
  const openAll = shown.reduce((n, g) => n + g.days.reduce((m, d) => m + d.lines.length, 0), 0) <= OPEN_ALL_LIMIT;

  return (
    <Box>
      {driverId !== null && (
        <Button size="small" onClick={onAllDrivers} sx={{ mb: 1 }}>
          {t('driverAllowance.allDriversDetail')}
        </Button>
      )}
      {noRate > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('driverAllowance.noRateHint', { count: noRate })}
        </Alert>
      )}
      {!shown.length && <Typography color="text.secondary">{t('driverAllowance.none')}</Typography>}
      {shown.map((g) => (
        <DriverSection
          key={`${g.driverId}-${openAll}`}
          title={`${g.driverNo} ${readerName(i18n.language, g.driverNameEng, g.driverNameChi)}`.trim()}
          defaultOpen={openAll}
          aside={
            <>
              {g.noRate > 0 && (
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'warning.dark' }}>
                  <WarningAmberIcon fontSize="small" aria-hidden />
                  {t('driverAllowance.noRateCount', { count: g.noRate })}
                </Box>
              )}
              <span>
                {t('driverAllowance.total')}: {formatMoney(g.amount)}
              </span>
            </>
          }
        >
          <Table size="small" aria-label={t('driverAllowance.detailOf', { driver: g.driverNo })}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableCell key={c} align={c === 'qty' || c === 'amount' ? 'right' : 'left'}>
                    {t(`driverAllowance.col.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {g.days.map((day) => (
                <Fragment key={day.date}>
                  {day.lines.map((line, i) => (
                    <TableRow
                      key={`${line.kind}-${line.orderVehicleId ?? line.allowanceOtherId ?? ''}-${i}`}
                      sx={line.noRate ? { bgcolor: 'warning.light' } : undefined}
                    >
                      <TableCell>{i === 0 ? formatDate(day.date) : ''}</TableCell>
                      <TableCell>{t(`driverAllowance.kind.${line.kind}`)}</TableCell>
                      <TableCell>{line.orderRefId ?? ''}</TableCell>
                      <TableCell>{shortTime(line.pickupTime)}</TableCell>
                      <TableCell>
                        {line.noRate ? (
                          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 'bold' }}>
                            <WarningAmberIcon fontSize="small" color="warning" aria-hidden />
                            {t('driverAllowance.noRate')}
                            {line.description ? ` · ${line.description}` : ''}
                          </Box>
                        ) : (
                          line.description
                        )}
                      </TableCell>
                      <TableCell align="right">{qtyOf(line)}</TableCell>
                      <TableCell align="right">{formatMoney(line.amount)}</TableCell>
                    </TableRow>
                  ))}
                  <TableRow sx={{ '& td': { color: 'text.secondary', borderBottomWidth: 2 } }}>
                    <TableCell colSpan={COLUMNS.length - 1} align="right">
                      {t('driverAllowance.dayTotal', { date: formatDate(day.date) })}
                    </TableCell>
                    <TableCell align="right">{formatMoney(day.amount)}</TableCell>
                  </TableRow>
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </DriverSection>
      ))}
    </Box>
  );
}
