import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ORDER_STATUSES } from '@limo/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateEntryField } from '../../widgets/DateEntryField';
import type { EnquiryFilters } from './orderEnquiry';
import { RefFilter } from './RefFilter';

interface Props {
  initial: EnquiryFilters;
  blank: EnquiryFilters;
  onSearch: (filters: EnquiryFilters) => void;
}

/**
 * The enquiry's filters. Search and Enter in any field search; a date typed and not yet left is
 * read first (the date field reads its entry when it loses focus), so Enter never searches the old one.
 */
export function EnquiryFilterBar({ initial, blank, onSearch }: Props) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(initial);
  // The latest filters, also between a blur's change and the next render.
  const latest = useRef(initial);
  const set = <K extends keyof EnquiryFilters>(key: K, value: EnquiryFilters[K]) => {
    latest.current = { ...latest.current, [key]: value };
    setFilters(latest.current);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    active?.blur();
    onSearch(latest.current);
    active?.focus();
  };
  const text = (key: 'orderRefId' | 'agentRef' | 'flightNo' | 'paxName', width = 130) => (
    <TextField size="small" label={t(`enq.${key}`)} value={filters[key]} onChange={(e) => set(key, e.target.value)} sx={{ width }} />
  );
  return (
    <Box component="form" onSubmit={submit} aria-label={t('common.search')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
      <Box sx={{ width: 140 }}>
        <DateEntryField label={t('enq.dateFrom')} name="dateFrom" value={filters.dateFrom} onChange={(v) => set('dateFrom', v)} />
      </Box>
      <Box sx={{ width: 140 }}>
        <DateEntryField label={t('enq.dateTo')} name="dateTo" value={filters.dateTo} onChange={(v) => set('dateTo', v)} />
      </Box>
      <RefFilter resource="clients" display="clientCode" label={t('enq.client')} value={filters.clientId} onChange={(v) => set('clientId', v)} />
      <TextField
        select
        size="small"
        label={t('enq.status')}
        value={filters.orderStatus}
        onChange={(e) => set('orderStatus', e.target.value)}
        sx={{ width: 130 }}
      >
        <MenuItem value="">{t('enq.anyStatus')}</MenuItem>
        {ORDER_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      {text('orderRefId', 150)}
      {text('agentRef')}
      {text('flightNo', 110)}
      {text('paxName', 160)}
      <RefFilter resource="drivers" display="driverNo" label={t('enq.driver')} value={filters.driverId} onChange={(v) => set('driverId', v)} />
      <RefFilter resource="vehicles" display="licensePlateNo" label={t('enq.vehicle')} value={filters.vehicleId} onChange={(v) => set('vehicleId', v)} />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        {t('common.search')}
      </Button>
      <Button
        onClick={() => {
          latest.current = blank;
          setFilters(blank);
        }}
      >
        {t('enq.clear')}
      </Button>
    </Box>
  );
}
