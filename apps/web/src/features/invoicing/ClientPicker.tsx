import { holdsSearch } from '@limo/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type ClientOption, loadClients } from './invoicingApi';

/** The clients both invoice screens pick from, loaded once a minute at most; a client by id as listed and as printed. */
export function useClients() {
  const q = useQuery({ queryKey: ['invoiceClients'], queryFn: loadClients, retry: false, staleTime: 60_000 });
  const data = q.data;
  const label = useCallback((id: number) => data?.find((c) => c.id === id)?.label ?? String(id), [data]);
  const fullName = useCallback((id: number) => data?.find((c) => c.id === id)?.fullName ?? String(id), [data]);
  return { ...q, label, fullName };
}

interface Props {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  placeholder?: string;
  width?: number;
}

/** A client picked by code, short name or either full name, ignoring case and width (typing filters; Enter takes the highlighted one). */
export function ClientPicker({ label, value, onChange, required, error, helperText, placeholder, width = 260 }: Props) {
  const q = useClients();
  const options = q.data ?? [];
  const chosen = value === null ? null : (options.find((o) => o.id === value) ?? { id: value, label: String(value), fullName: String(value) });
  return (
    <Autocomplete<ClientOption>
      size="small"
      options={options}
      loading={q.isPending}
      value={chosen}
      autoHighlight
      openOnFocus
      getOptionLabel={(o) => o.label}
      filterOptions={(os, state) => os.filter((o) => holdsSearch([o.label, o.fullName], state.inputValue))}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, o) => onChange(o?.id ?? null)}
      renderOption={(props, o) => (
        <li {...props} key={o.id}>
          {[o.label, o.names].filter(Boolean).join(' ')}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} required={required} error={error} helperText={helperText} placeholder={placeholder} />}
      sx={{ width }}
    />
  );
}
