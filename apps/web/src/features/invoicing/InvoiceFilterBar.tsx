import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickerField } from '../../widgets/DatePickerField';
import { ClientPicker } from './ClientPicker';
import type { InvoiceFilter } from './invoicingModel';

interface Props {
  initial: InvoiceFilter;
  onSearch: (filter: InvoiceFilter) => void;
}

/** Client, status, period and invoice number; Search (or Enter in any field) lists the invoices. */
export function InvoiceFilterBar({ initial, onSearch }: Props) {
  const { t } = useTranslation();
  const [f, setF] = useState(initial);
  const set = <K extends keyof InvoiceFilter>(key: K, value: InvoiceFilter[K]) => setF((old) => ({ ...old, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(f);
  };
  return (
    <Box component="form" onSubmit={submit} aria-label={t('inv.search')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 1 }}>
      <ClientPicker label={t('inv.client')} placeholder={t('inv.anyClient')} value={f.clientId} onChange={(id) => set('clientId', id)} />
      <TextField
        select
        size="small"
        label={t('inv.status')}
        value={f.status}
        onChange={(e) => set('status', e.target.value as InvoiceFilter['status'])}
        sx={{ width: 120 }}
      >
        {(['', 'A', 'V'] as const).map((s) => (
          <MenuItem key={s} value={s}>
            {t(s ? `inv.status.${s}` : 'inv.status.all')}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ width: 170 }}>
        <DatePickerField label={t('inv.dateFrom')} value={f.dateFrom} onChange={(d) => set('dateFrom', d)} />
      </Box>
      <Box sx={{ width: 170 }}>
        <DatePickerField label={t('inv.dateTo')} value={f.dateTo} onChange={(d) => set('dateTo', d)} />
      </Box>
      <TextField size="small" label={t('inv.invoiceNo')} value={f.invoiceNo} onChange={(e) => set('invoiceNo', e.target.value)} sx={{ width: 170 }} />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ mt: 0.25 }}>
        {t('inv.search')}
      </Button>
    </Box>
  );
}
