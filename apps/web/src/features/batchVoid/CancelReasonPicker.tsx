import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { readList } from '../../api/hal';
import { api } from '../../api/http';
import { useSession } from '../../app/session/SessionContext';
import { mayLookUp } from '../orderEnquiry/orderEnquiry';

interface Props {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: boolean;
}

/** The cancel reasons in use (not cancelled), by code: a short list, so a plain select; a user who may read no such list types the id. */
export function CancelReasonPicker({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const allowed = mayLookUp('cancelReasons', useSession().user?.rights ?? []);
  const q = useQuery({
    queryKey: ['lookup', 'cancelReasons', 'cancelReasonCode'],
    queryFn: async () => readList<{ id: number; cancelReasonCode?: string; recordStatus?: string }>(await api('/api/lookups/cancelReasons'), 'cancelReasons'),
    enabled: allowed,
    retry: false,
    staleTime: 60_000,
  });
  const label = t('ops.cancelReason');
  const common = { size: 'small', required: true, error, sx: { width: 200 } } as const;
  if (!allowed) {
    return (
      <TextField
        {...common}
        label={t('enq.byId', { field: label })}
        value={value ?? ''}
        onChange={(e) => onChange(/^\d{1,9}$/.test(e.target.value.trim()) ? Number(e.target.value.trim()) : null)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    );
  }
  const options = (q.data ?? [])
    .filter((r) => r.recordStatus !== 'C')
    .map((r) => ({ id: r.id, label: String(r.cancelReasonCode ?? r.id) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <TextField
      {...common}
      select
      label={label}
      value={options.some((o) => o.id === value) ? value : ''}
      onChange={(e) => onChange(Number(e.target.value) || null)}
    >
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
