import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { PeriodFields, usePeriodForm } from '../batchVoid/PeriodFields';
import { RefFilter } from '../orderEnquiry/RefFilter';
import type { RecalcFilter } from './recalcModel';

/** Client, tariff and period; Preview (or Enter) prices the order vehicles. */
export function RecalcFilterBar({ initial, busy, onPreview }: { initial: RecalcFilter; busy: boolean; onPreview: (f: RecalcFilter) => void }) {
  const { t } = useTranslation();
  const { filter, set, submit, problems } = usePeriodForm(initial, onPreview);
  return (
    <Box component="form" onSubmit={submit} aria-label={t('ops.filters')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 1 }}>
      <RefFilter resource="clients" display="clientCode" label={t('ops.client')} value={filter.clientId} onChange={(v) => set('clientId', v)} />
      <RefFilter resource="tariffs" display="tariffCode" label={t('rc.tariff')} value={filter.tariffId} onChange={(v) => set('tariffId', v)} />
      <PeriodFields value={filter} problems={problems} onChange={set} />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={busy}>
        {t('ops.preview')}
      </Button>
    </Box>
  );
}
