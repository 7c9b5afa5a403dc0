import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { FieldDef } from '@limo/domain';
import { type Ref, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { byTypedText, type LookupOption, lookupOptionText, useLookup } from './lookups';

export interface ReferenceListEditorProps {
  field: FieldDef;
  value: unknown;
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  label?: string;
  /** Accessible name of the input (the label's text, or a table cell's name). */
  ariaLabel: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/** The ids of a form value: a list of ids, or nothing. */
export const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number).filter((n) => Number.isInteger(n) && n > 0) : []);

/** A typed id ("12"), for users who may not read the pick-list. */
const typedId = (s: string) => (/^\d{1,10}$/.test(s.trim()) ? Number(s.trim()) : undefined);

/**
 * A 'references' field: records of another collection picked by their code, shown as chips. The
 * pick-list is the one a single reference uses (/api/lookups); ids it does not hold (a record the
 * user does not see) stay as chips showing the id. Keyboard: type to filter, arrows and Enter
 * pick (the list stays open for the next), Backspace takes the last chip off. A user who may not
 * read the pick-list types ids and presses Enter. An option shows the code and both names, and typing finds
 * either name, ignoring case and width.
 */
export function ReferenceListEditor({ field, value, onChange, onBlur, inputRef, label, ariaLabel, error, required, disabled }: ReferenceListEditorProps) {
  const { i18n } = useTranslation();
  const lookup = useLookup(field);
  // The chosen options keep their identity while the ids stay the same: Autocomplete clears the
  // typed text whenever its value changes, and a form re-renders while the user types.
  const key = idsOf(value).join(',');
  const chosen = useMemo(() => {
    const byId = new Map(lookup.options.map((o) => [o.id, o]));
    return (key ? key.split(',').map(Number) : []).map((id) => byId.get(id) ?? { id, label: String(id) });
  }, [key, lookup.options]);
  const typing = lookup.failed;

  return (
    <Autocomplete<LookupOption | string, true, false, boolean>
      multiple
      freeSolo={typing}
      options={typing ? [] : lookup.options}
      value={chosen}
      loading={lookup.loading}
      disabled={disabled}
      autoHighlight
      disableCloseOnSelect
      filterSelectedOptions
      size="small"
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.label)}
      filterOptions={(os, state) => byTypedText(os, state.inputValue)}
      isOptionEqualToValue={(a, b) => typeof a !== 'string' && typeof b !== 'string' && a.id === b.id}
      onChange={(_, picked) => {
        const next = picked.map((o) => (typeof o === 'string' ? typedId(o) : o.id)).filter((id): id is number => id !== undefined);
        onChange([...new Set(next)]);
      }}
      onBlur={onBlur}
      renderOption={(props, o) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {typeof o === 'string' ? o : lookupOptionText(o, i18n.language)}
          </li>
        );
      }}
      renderValue={(items, getItemProps) =>
        items.map((o, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={typeof o === 'string' ? o : o.label} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error}
          required={required}
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label ? undefined : ariaLabel, inputMode: typing ? 'numeric' : undefined },
          }}
        />
      )}
    />
  );
}
