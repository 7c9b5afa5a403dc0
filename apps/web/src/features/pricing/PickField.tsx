import { searchForm } from '@limo/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { type PickKind, type PickOption, usePickList } from './usePricing';

interface Props {
  kind: PickKind;
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  autoFocus?: boolean;
}

/**
 * Options whose code (first word) is the typed text first, then those starting with it (a typed code then Enter
 * picks that code), then those containing it; case and width ignored (ＨＫＧ, hkg), Chinese names included.
 */
export function byTypedText<T extends { label: string }>(options: T[], typed: string): T[] {
  const q = searchForm(typed.trim());
  if (!q) return options;
  const label = (o: T) => searchForm(o.label);
  const exact = options.filter((o) => label(o).split(' ')[0] === q);
  const starts = options.filter((o) => !exact.includes(o) && label(o).startsWith(q));
  return [...exact, ...starts, ...options.filter((o) => !exact.includes(o) && !starts.includes(o) && label(o).includes(q))];
}

const asId = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);

/** One record picked from its pick-list; a user who may read no list of them types its id. */
export function PickField({ kind, label, value, onChange, disabled, required, error, helperText, autoFocus }: Props) {
  const { t } = useTranslation();
  const { options, loading } = usePickList(kind);
  if (options === null) {
    return (
      <TextField
        size="small"
        label={t('price.byId', { field: label })}
        value={value ?? ''}
        onChange={(e) => onChange(asId(e.target.value))}
        disabled={disabled}
        required={required}
        error={error}
        helperText={helperText}
        autoFocus={autoFocus}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    );
  }
  // A value not in the list (a default of another branch) still shows, by its id.
  const chosen = value === null ? null : (options.find((o) => o.id === value) ?? { id: value, label: String(value) });
  return (
    <Autocomplete<PickOption>
      size="small"
      options={options}
      loading={loading}
      value={chosen}
      disabled={disabled}
      autoHighlight
      getOptionLabel={(o) => o.label}
      filterOptions={(os, state) => byTypedText(os, state.inputValue)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, o) => onChange(o?.id ?? null)}
      renderOption={(props, o) => (
        <li {...props} key={o.id}>
          {o.label}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} required={required} error={error} helperText={helperText} autoFocus={autoFocus} />}
    />
  );
}
