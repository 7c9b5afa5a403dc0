import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FieldDef, ResourceDef } from '@limo/domain';
import { useTranslation } from 'react-i18next';
import { fieldLabel, optionText } from './labels';
import { useLookup } from './lookups';

/** A single reference, or a list of them (filtered by one record it holds). */
const isRef = (f: FieldDef) => f.type === 'reference' || f.type === 'references';

/** At most this many filter boxes beside the search box; the quick search covers the rest. */
export const MAX_FILTERS = 4;

/**
 * The definition's filters that a pick-list serves well: statuses, references (single or lists) and flags
 * (codes and names are found by the quick search).
 */
export function pickFilters(def: ResourceDef): FieldDef[] {
  return def.filters
    .map((name) => def.fields.find((f) => f.name === name))
    .filter((f): f is FieldDef => f !== undefined && (f.type === 'status' || isRef(f) || f.type === 'flag') && f.name !== 'branchId')
    .slice(0, MAX_FILTERS);
}

interface Props {
  fields: FieldDef[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
}

function FilterSelect({ field, value, onChange }: { field: FieldDef; value: string; onChange: (v: string) => void }) {
  const { t, i18n } = useTranslation();
  const lookup = useLookup(isRef(field) ? field : undefined);
  // A reference the user may not read cannot offer its records: no filter then.
  if (isRef(field) && lookup.failed) return null;
  const options: { value: string; label: string }[] =
    field.type === 'flag'
      ? [
          { value: '1', label: t('common.yes') },
          { value: '0', label: t('common.no') },
        ]
      : field.type === 'status'
        ? (field.options ?? ['A', 'C']).map((o) => ({ value: o, label: optionText(field, o, i18n.language) }))
        : lookup.options.map((o) => ({ value: String(o.id), label: o.label }));
  return (
    <TextField
      select
      label={fieldLabel(field, i18n.language)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width: 150, bgcolor: 'background.paper' }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>{t('common.all')}</em>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Field filters of a list (?field=value), one pick-list each, "All" for none. */
export function ListFilters({ fields, values, onChange }: Props) {
  return (
    <>
      {fields.map((f) => (
        <FilterSelect key={f.name} field={f} value={values[f.name] ?? ''} onChange={(v) => onChange(f.name, v)} />
      ))}
    </>
  );
}
