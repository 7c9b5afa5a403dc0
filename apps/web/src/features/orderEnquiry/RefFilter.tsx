import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { readList } from '../../api/hal';
import { api } from '../../api/http';
import { useSession } from '../../app/session/SessionContext';
import { mayLookUp } from './orderEnquiry';

interface Option {
  id: number;
  label: string;
}

interface Props {
  /** The collection picked from (clients, drivers, vehicles) and the code it is picked by. */
  resource: string;
  display: string;
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
}

/** A record picked by its code from /api/lookups; a user who may read no such list types the id. */
export function RefFilter({ resource, display, label, value, onChange }: Props) {
  const { t } = useTranslation();
  const allowed = mayLookUp(resource, useSession().user?.rights ?? []);
  const q = useQuery({
    queryKey: ['lookup', resource, display],
    queryFn: async (): Promise<Option[]> =>
      readList(await api(`/api/lookups/${resource}`), resource).map((r) => ({ id: r.id, label: String(r[display] ?? r.id) })),
    enabled: allowed,
    retry: false,
    staleTime: 60_000,
  });
  if (!allowed) {
    return (
      <TextField
        size="small"
        label={t('enq.byId', { field: label })}
        value={value ?? ''}
        onChange={(e) => onChange(/^\d{1,9}$/.test(e.target.value.trim()) ? Number(e.target.value.trim()) : null)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ width: 150 }}
      />
    );
  }
  const options = [...(q.data ?? [])].sort((a, b) => a.label.localeCompare(b.label));
  const chosen = value === null ? null : (options.find((o) => o.id === value) ?? { id: value, label: String(value) });
  return (
    <Autocomplete<Option>
      size="small"
      options={options}
      loading={q.isPending}
      value={chosen}
      autoHighlight
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, o) => onChange(o?.id ?? null)}
      renderOption={(props, o) => (
        <li {...props} key={o.id}>
          {o.label}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ width: 170 }}
    />
  );
}
