import { holdsSearch, pickLabel } from '@limo/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** A driver as a picker offers it: the number and both names (issue 30 part 2). */
export interface DriverChoice {
  id: number;
  driverNo: string;
  en?: string | null;
  zh?: string | null;
}

/** "D001 Chan Tai Man 陳大文", the reader's language first, as every other picker shows a record. */
export const driverChoiceText = (d: DriverChoice, language?: string) => pickLabel(d.driverNo, d.en, d.zh, language);

/** A driver of a drivers' list or pick-list (/api/lookups/drivers answers both names) as a choice. */
export const driverChoiceOf = (d: { id: number; driverNo?: unknown; driverNameEng?: string | null; driverNameChi?: string | null }): DriverChoice => ({
  id: d.id,
  driverNo: String(d.driverNo ?? d.id),
  en: d.driverNameEng,
  zh: d.driverNameChi,
});

/** The drivers whose number or either name holds the typed text, case and width ignored (ＤＯＯ１, 陳大文). */
export const byDriverText = (drivers: readonly DriverChoice[], typed: string) => drivers.filter((d) => holdsSearch([d.driverNo, d.en, d.zh], typed));

interface Props {
  drivers: readonly DriverChoice[];
  value: number | null;
  onChange: (id: number | null) => void;
  label: string;
  placeholder?: string;
  loading?: boolean;
  required?: boolean;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: string;
  openOnFocus?: boolean;
  sx?: SxProps<Theme>;
}

/** One driver picked by number, English or Chinese name; the option and the chosen value show both names. */
export function DriverPicker({ drivers, value, onChange, label, placeholder, loading, required, autoFocus, error, helperText, openOnFocus, sx }: Props) {
  const { i18n } = useTranslation();
  // A value missing from the list (a driver left since) still shows, by its id.
  const chosen = value === null ? null : (drivers.find((d) => d.id === value) ?? { id: value, driverNo: String(value) });
  return (
    <Autocomplete<DriverChoice>
      size="small"
      autoHighlight
      openOnFocus={openOnFocus}
      loading={loading}
      options={drivers as DriverChoice[]}
      value={chosen}
      onChange={(_, d) => onChange(d?.id ?? null)}
      getOptionLabel={(d) => driverChoiceText(d, i18n.language)}
      filterOptions={(os, state) => byDriverText(os, state.inputValue)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={(props, d) => (
        <li {...props} key={d.id}>
          {driverChoiceText(d, i18n.language)}
        </li>
      )}
      sx={sx}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={label}
          placeholder={placeholder}
          required={required}
          autoFocus={autoFocus}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
