import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isChinese } from '../../i18n';
import type { CellProps } from './EditableRowsTable';
import { type LocationOption, locationOptions } from './rateApi';

/** The location pick-list, read once and shared by every route cell. */
export function useLocations() {
  const q = useQuery({ queryKey: ['rateLocations'], queryFn: locationOptions, staleTime: 5 * 60_000 });
  const zones = useMemo(() => [...new Set((q.data ?? []).map((l) => l.zone).filter(Boolean))].sort(), [q.data]);
  return { locations: q.data ?? [], zones };
}

const small = { size: 'small' as const, fullWidth: true };

/** The text input of a picker cell: named by its column and row, its message under it. */
const cellInput = (ariaLabel: string, error?: string) =>
  function CellInput(params: AutocompleteRenderInputParams) {
    return (
      <TextField
        {...params}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': ariaLabel } }}
      />
    );
  };
const locationText = (l: LocationOption, zh: boolean) => `${l.code} - ${zh ? l.nameZh : l.name}`;

/**
 * A location of route table L, chosen by typing a part of its code or name. A location the
 * pick-list no longer has (cancelled) still shows by the code the rate answered.
 */
export function LocationCell({ value, onChange, error, ariaLabel, disabled, shownCode }: CellProps & { shownCode?: string | null }) {
  const { locations } = useLocations();
  const zh = isChinese(useTranslation().i18n.language);
  const id = value === '' || value === null || value === undefined ? null : Number(value);
  const chosen = locations.find((l) => l.id === id) ?? (id === null ? null : { id, code: shownCode ?? String(id), name: '', nameZh: '', zone: '' });
  return (
    <Autocomplete
      {...small}
      options={locations}
      value={chosen}
      disabled={disabled}
      autoHighlight
      getOptionLabel={(l) => (l.name ? locationText(l, zh) : l.code)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, l) => onChange(l ? l.id : '')}
      renderInput={cellInput(ariaLabel, error)}
    />
  );
}

/** A zone of route table B: one of the locations' zones, or a new one typed in (upper case). */
export function ZoneCell({ value, onChange, error, ariaLabel, disabled }: CellProps) {
  const { zones } = useLocations();
  const text = typeof value === 'string' ? value : '';
  return (
    <Autocomplete
      {...small}
      freeSolo
      autoSelect
      options={zones}
      value={text || null}
      inputValue={text}
      disabled={disabled}
      onInputChange={(_, v, reason) => {
        if (reason !== 'reset') onChange(v.toUpperCase());
      }}
      onChange={(_, v) => onChange(typeof v === 'string' ? v.toUpperCase() : '')}
      renderInput={cellInput(ariaLabel, error)}
    />
  );
}
