import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SERVICE_TYPES } from '@limo/domain';
import { useTranslation } from 'react-i18next';
import { RefFilter } from '../orderEnquiry/RefFilter';
import type { VoidFilter } from './batchVoidModel';
import { PeriodFields, usePeriodForm } from './PeriodFields';

interface Props {
  initial: VoidFilter;
  busy: boolean;
  onPreview: (filter: VoidFilter) => void;
}

/** Client, period and service type; Preview (or Enter) asks for the orders. */
export function VoidFilterBar({ initial, busy, onPreview }: Props) {
  const { t } = useTranslation();
  const { filter, set, submit, problems } = usePeriodForm(initial, onPreview);
  return (
    <Box component="form" onSubmit={submit} aria-label={t('ops.filters')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 1 }}>
      <RefFilter resource="clients" display="clientCode" label={t('ops.client')} value={filter.clientId} onChange={(v) => set('clientId', v)} />
      <PeriodFields value={filter} problems={problems} onChange={set} />
      <TextField
        select
        size="small"
        label={t('ops.serviceType')}
        value={filter.serviceType}
        onChange={(e) => set('serviceType', e.target.value)}
        sx={{ width: 150 }}
      >
        <MenuItem value="">{t('ops.anyServiceType')}</MenuItem>
        {SERVICE_TYPES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`option.serviceType.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={busy}>
        {t('ops.preview')}
      </Button>
    </Box>
  );
}
