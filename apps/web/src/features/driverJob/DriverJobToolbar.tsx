import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { nextDate, operatorToday, parseIsoEntry } from '@limo/domain';
import { useTranslation } from 'react-i18next';
import { DatePickerField } from '../../widgets/DatePickerField';
import { driverChoiceOf, DriverPicker } from '../../widgets/DriverPicker';
import type { PickDriver } from './driverJobApi';

interface Props {
  drivers: PickDriver[];
  loading: boolean;
  driverId: number | null;
  dutyDate: string;
  onDriver: (driverId: number | null) => void;
  onDate: (dutyDate: string) => void;
}

/** The driver picker and the duty date with previous / next day: Tab goes driver, previous, date, next, today. */
export function DriverJobToolbar({ drivers, loading, driverId, dutyDate, onDriver, onDate }: Props) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      {/* The number and both names, found by either name (issue 30 part 2), as every driver picker. */}
      <DriverPicker
        sx={{ width: 320 }}
        openOnFocus
        loading={loading}
        drivers={drivers.map(driverChoiceOf)}
        value={driverId}
        onChange={onDriver}
        label={t('dj.driver')}
      />
      <IconButton aria-label={t('dj.prevDay')} onClick={() => onDate(nextDate(dutyDate, -1))} size="small">
        <ChevronLeftIcon />
      </IconButton>
      <Box sx={{ width: 170 }}>
        {/* The field passes text still being typed: only a whole date moves the screen. */}
        <DatePickerField label={t('dj.dutyDate')} value={dutyDate} onChange={(d) => d && parseIsoEntry(d) && onDate(d)} />
      </Box>
      <IconButton aria-label={t('dj.nextDay')} onClick={() => onDate(nextDate(dutyDate, 1))} size="small">
        <ChevronRightIcon />
      </IconButton>
      <Button size="small" onClick={() => onDate(operatorToday())} disabled={dutyDate === operatorToday()}>
        {t('dj.today')}
      </Button>
    </Stack>
  );
}
