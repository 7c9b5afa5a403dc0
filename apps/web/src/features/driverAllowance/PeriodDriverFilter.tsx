import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isValidIsoDate, pickLabel } from '@limo/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickerField } from '../../widgets/DatePickerField';
import { DriverPicker } from '../../widgets/DriverPicker';
import type { DriverName } from './allowanceModel';
import { isMonth, monthRange, nextMonth, previousMonth, validPeriod, wholeMonth } from './hrFormat';

/** What the filter holds while it is edited: the month (or '' for free dates), the dates, the driver. */
export interface PeriodDraft {
  month: string;
  dateFrom: string | null;
  dateTo: string | null;
  driverId: number | null;
}

interface Props {
  value: PeriodDraft;
  drivers: readonly DriverName[];
  driversLoading?: boolean;
  onChange: (next: PeriodDraft) => void;
  onShow: () => void;
  busy?: boolean;
}

/** The number and both names, the reader's language first (issue 30 part 2). */
export const driverLabel = (d: DriverName, language?: string) => pickLabel(d.driverNo, d.driverNameEng, d.driverNameChi, language);

/**
 * A month (previous / next month buttons) or free dates, an optional driver and Show. Picking a
 * month fills the dates; dates that cover a month whole name that month again. Enter in the month
 * field shows.
 */
export function PeriodDriverFilter({ value, drivers, driversLoading, onChange, onShow, busy }: Props) {
  const { t } = useTranslation();
  const choices = useMemo(() => drivers.map((d) => ({ id: d.driverId, driverNo: d.driverNo, en: d.driverNameEng, zh: d.driverNameChi })), [drivers]);
  const setMonth = (month: string) => onChange({ ...value, month, ...(isMonth(month) ? monthRange(month) : {}) });
  const setDate = (field: 'dateFrom' | 'dateTo', date: string | null) => {
    const next = { ...value, [field]: date };
    const whole = date && isValidIsoDate(date) ? wholeMonth({ dateFrom: next.dateFrom ?? undefined, dateTo: next.dateTo ?? undefined }) : null;
    onChange({ ...next, month: whole ?? '' });
  };
  const canShow = validPeriod({ dateFrom: value.dateFrom ?? undefined, dateTo: value.dateTo ?? undefined });
  const monthProblem = value.month !== '' && !isMonth(value.month);

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 1 }} className="no-print">
      <IconButton
        aria-label={t('driverAllowance.prevMonth')}
        disabled={!isMonth(value.month)}
        onClick={() => setMonth(previousMonth(`${value.month}-01`))}
        sx={{ mt: 0.5 }}
      >
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        size="small"
        label={t('driverAllowance.month')}
        value={value.month}
        placeholder="YYYY-MM"
        error={monthProblem}
        helperText={monthProblem ? t('driverAllowance.err.month') : undefined}
        onChange={(e) => setMonth(e.target.value.trim())}
        onKeyDown={(e) => e.key === 'Enter' && canShow && onShow()}
        slotProps={{ htmlInput: { maxLength: 7, inputMode: 'numeric' } }}
        sx={{ width: 120 }}
      />
      <IconButton
        aria-label={t('driverAllowance.nextMonth')}
        disabled={!isMonth(value.month)}
        onClick={() => setMonth(nextMonth(value.month))}
        sx={{ mt: 0.5 }}
      >
        <ChevronRightIcon />
      </IconButton>
      <Box sx={{ width: 170 }}>
        <DatePickerField label={t('driverAllowance.dateFrom')} value={value.dateFrom} onChange={(d) => setDate('dateFrom', d)} />
      </Box>
      <Box sx={{ width: 170 }}>
        <DatePickerField label={t('driverAllowance.dateTo')} value={value.dateTo} onChange={(d) => setDate('dateTo', d)} />
      </Box>
      <DriverPicker
        sx={{ width: 280 }}
        openOnFocus
        loading={driversLoading}
        drivers={choices}
        value={value.driverId}
        onChange={(driverId) => onChange({ ...value, driverId })}
        label={t('driverAllowance.driver')}
        placeholder={t('driverAllowance.allDrivers')}
      />
      <Button variant="contained" onClick={onShow} disabled={!canShow || busy} sx={{ mt: 0.25 }}>
        {t('driverAllowance.show')}
      </Button>
    </Stack>
  );
}
