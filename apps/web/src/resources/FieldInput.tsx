import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldDef } from '@limo/domain';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DatePickerField } from '../widgets/DatePickerField';
import { FlagToggle } from '../widgets/FlagToggle';
import { TimePickerField } from '../widgets/TimePickerField';
import type { FormValues } from './formValues';
import { fieldLabel, statusText } from './labels';
import { useLookup } from './lookups';

interface Props {
  field: FieldDef;
  control: Control<FormValues>;
  disabled?: boolean;
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** One input per field type (the UI side of the definition's fixed set of types). */
export function FieldInput({ field, control, disabled }: Props) {
  const { i18n } = useTranslation();
  const label = fieldLabel(field, i18n.language);
  const lookup = useLookup(field.type === 'reference' ? field : undefined);
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: f, fieldState }) => {
        const common = { label, name: f.name, error: Boolean(fieldState.error), helperText: fieldState.error?.message, required: field.required, disabled };
        switch (field.type) {
          case 'date':
            return <DatePickerField {...common} value={str(f.value) || null} onChange={f.onChange} onBlur={f.onBlur} />;
          case 'time':
            return <TimePickerField {...common} value={str(f.value) || null} onChange={f.onChange} onBlur={f.onBlur} />;
          case 'flag':
            return (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40 }}>
                <FlagToggle label={label} value={f.value} onChange={disabled ? undefined : f.onChange} />
                <Typography variant="body2">{label}</Typography>
                {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
              </Box>
            );
          case 'status':
            return (
              <TextField {...common} select fullWidth value={str(f.value)} onChange={f.onChange} onBlur={f.onBlur} inputRef={f.ref}>
                {(field.options ?? ['A', 'C']).map((o) => (
                  <MenuItem key={o} value={o}>
                    {statusText(o, i18n.language)}
                  </MenuItem>
                ))}
              </TextField>
            );
          case 'reference':
            if (lookup.failed) {
              return <TextField {...common} fullWidth value={str(f.value)} onChange={f.onChange} onBlur={f.onBlur} inputRef={f.ref} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />;
            }
            return (
              <TextField {...common} select fullWidth value={lookup.loading ? '' : str(f.value)} onChange={(e) => f.onChange(e.target.value === '' ? '' : Number(e.target.value))} onBlur={f.onBlur} inputRef={f.ref}>
                <MenuItem value="">
                  <em>—</em>
                </MenuItem>
                {lookup.options.map((o) => (
                  <MenuItem key={o.id} value={String(o.id)}>
                    {o.label}
                  </MenuItem>
                ))}
              </TextField>
            );
          default: {
            const numeric = field.type === 'integer' || field.type === 'decimal' || field.type === 'money';
            return (
              <TextField
                {...common}
                fullWidth
                multiline={field.type === 'longText'}
                minRows={field.type === 'longText' ? 3 : undefined}
                value={str(f.value)}
                onChange={f.onChange}
                onBlur={f.onBlur}
                inputRef={f.ref}
                slotProps={{
                  htmlInput: {
                    inputMode: numeric ? 'decimal' : undefined,
                    style: { textTransform: field.upper ? 'uppercase' : undefined, textAlign: numeric ? 'right' : undefined },
                  },
                }}
              />
            );
          }
        }
      }}
    />
  );
}
