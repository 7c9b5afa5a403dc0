import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DatePickerField } from '../../widgets/DatePickerField';
import { type DriverChoice, DriverPicker } from '../../widgets/DriverPicker';
import { LEAVE_STATUSES, type LeaveFilters, type LeaveStatus } from './leaveModel';

interface Props {
  filters: LeaveFilters;
  onChange: (patch: Partial<LeaveFilters>) => void;
  drivers: DriverChoice[];
  onNew: () => void;
  onRefresh: () => void;
}

/** Status, driver and dates of the requests shown, and the screen's actions. */
export function LeaveFiltersBar({ filters, onChange, drivers, onNew, onRefresh }: Props) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
      <TextField
        select
        size="small"
        label={t('leave.filter.status')}
        value={filters.status}
        onChange={(e) => onChange({ status: e.target.value as LeaveStatus | '' })}
        sx={{ width: 150 }}
      >
        <MenuItem value="">{t('leave.filter.allStatuses')}</MenuItem>
        {LEAVE_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`leave.status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <DriverPicker
        drivers={drivers}
        value={filters.driverId}
        onChange={(driverId) => onChange({ driverId })}
        label={t('leave.filter.driver')}
        placeholder={t('leave.filter.allDrivers')}
        sx={{ width: 280 }}
      />
      <Box sx={{ width: 170 }}>
        <DatePickerField label={t('leave.filter.from')} value={filters.from} onChange={(v) => onChange({ from: v })} />
      </Box>
      <Box sx={{ width: 170 }}>
        <DatePickerField label={t('leave.filter.to')} value={filters.to} onChange={(v) => onChange({ to: v })} />
      </Box>
      <Button startIcon={<RefreshIcon />} onClick={onRefresh}>
        {t('leave.refresh')}
      </Button>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onNew}>
        {t('leave.new')}
      </Button>
    </Stack>
  );
}
