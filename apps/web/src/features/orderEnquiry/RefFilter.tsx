import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/http';
import { useSession } from '../../app/session/SessionContext';
import { byTypedText, type LookupOption as Option, lookupOptions, lookupOptionText } from '../../resources/lookups';
import { mayLookUp } from './orderEnquiry';

interface Props {
  /** The collection picked from (clients, drivers, vehicles) and the code it is picked by. */
  resource: string;
  display: string;
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
}

/**
 * A record picked by its code from /api/lookups (the open list shows its names too, and typing finds them);
 * a user who may read no such list types the id.
 */
export function RefFilter({ resource, display, label, value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const allowed = mayLookUp(resource, useSession().user?.rights ?? []);
  const q = useQuery({
    queryKey: ['lookup', resource, display],
    queryFn: async () => lookupOptions(await api(`/api/lookups/${resource}`), resource, display),
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
      filterOptions={(os, state) => byTypedText(os, state.inputValue)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, o) => onChange(o?.id ?? null)}
      renderOption={(props, o) => (
        <li {...props} key={o.id}>
          {lookupOptionText(o, i18n.language)}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ width: 170 }}
    />
  );
}
