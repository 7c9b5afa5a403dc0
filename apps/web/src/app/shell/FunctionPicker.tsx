import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type PickerEntry, pickerEntries } from '../access';
import { routeTitle } from '../routeTitle';
import { SEARCH_INPUT_ID } from './shortcutKeys';

/** The searchable function picker: allowed, non-excluded routes sorted by title; choosing one navigates. */
export function FunctionPicker({ rights }: { rights: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const options = useMemo(() => pickerEntries(rights, (r) => routeTitle(r, t), i18n.language), [rights, t, i18n.language]);
  return (
    <Autocomplete<PickerEntry>
      id={SEARCH_INPUT_ID}
      options={options}
      getOptionLabel={(o) => o.title}
      isOptionEqualToValue={(a, b) => a.path === b.path}
      value={null}
      blurOnSelect
      clearOnBlur
      autoHighlight
      onChange={(_, v) => v && navigate(v.path)}
      renderOption={(props, o) => (
        <li {...props} key={o.path}>
          {o.title}
        </li>
      )}
      sx={{ width: 220 }}
      size="small"
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t('shell.picker')}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('shell.picker') } }}
          sx={{ '& .MuiInputBase-root': { bgcolor: 'background.paper', borderRadius: 1, height: 32, py: '0 !important' } }}
        />
      )}
    />
  );
}
