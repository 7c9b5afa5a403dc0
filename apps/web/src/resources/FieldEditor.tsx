import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldDef } from '@limo/domain';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitedTextField } from '../widgets/LimitedTextField';
import { DatePickerField } from '../widgets/DatePickerField';
import { FlagToggle } from '../widgets/FlagToggle';
import { TimePickerField } from '../widgets/TimePickerField';
import { fieldLabel, optionText } from './labels';
import { lookupLabel, lookupOptionText, useLookup } from './lookups';
import { ReferenceListEditor } from './ReferenceListEditor';

export interface FieldEditorProps {
  field: FieldDef;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The message shown under the input; its presence marks the input as wrong. */
  error?: string;
  disabled?: boolean;
  /** In a table cell: no floating label (the column header names it), the label is the accessible name. */
  compact?: boolean;
  /** Accessible name in compact mode (default the field's label). */
  ariaLabel?: string;
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** One input per field type (the UI side of the definition's fixed set of types), controlled by its caller. */
export function FieldEditor({ field, value, onChange, onBlur, inputRef, error, disabled, compact, ariaLabel }: FieldEditorProps) {
  const { i18n } = useTranslation();
  const label = fieldLabel(field, i18n.language);
  const name = ariaLabel ?? label;
  const lookup = useLookup(field.type === 'reference' ? field : undefined);
  const common = {
    label: compact ? undefined : label,
    error: Boolean(error),
    helperText: error,
    required: field.required && !compact,
    disabled,
    fullWidth: true,
  };
  const aria = compact ? { 'aria-label': name } : {};
  // A select's accessible element is its combobox, which takes the name through the select's inputProps.
  const selectAria = compact ? { select: { inputProps: { 'aria-label': name } } } : {};
  const pickerProps = { label: compact ? '' : label, ariaLabel: name, error: Boolean(error), helperText: error, required: common.required, disabled };
  switch (field.type) {
    case 'date':
      return <DatePickerField {...pickerProps} value={str(value) || null} onChange={onChange} onBlur={onBlur} />;
    case 'time':
      return <TimePickerField {...pickerProps} value={str(value) || null} onChange={onChange} onBlur={onBlur} />;
    case 'flag':
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: compact ? 0 : 40 }}>
          <FlagToggle label={name} value={value} onChange={disabled ? undefined : onChange} />
          {!compact && <Typography variant="body2">{label}</Typography>}
          {error && <FormHelperText error>{error}</FormHelperText>}
        </Box>
      );
    case 'status':
      return (
        <TextField {...common} select value={str(value)} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} inputRef={inputRef} slotProps={selectAria}>
          {(field.options ?? ['A', 'C']).map((o) => (
            <MenuItem key={o} value={o}>
              {optionText(field, o, i18n.language)}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'references':
      return (
        <ReferenceListEditor
          field={field}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          inputRef={inputRef}
          label={common.label}
          ariaLabel={name}
          error={error}
          required={common.required}
          disabled={disabled}
        />
      );
    case 'reference':
      if (lookup.failed) {
        return (
          <TextField
            {...common}
            value={str(value)}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            inputRef={inputRef}
            slotProps={{ htmlInput: { inputMode: 'numeric', ...aria } }}
          />
        );
      }
      return (
        <TextField
          {...common}
          select
          value={lookup.loading ? '' : str(value)}
          onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
          onBlur={onBlur}
          inputRef={inputRef}
          // The open list names each record in both languages; the closed box shows its code.
          slotProps={{ select: { ...(compact ? { inputProps: { 'aria-label': name } } : {}), renderValue: (v) => lookupLabel(lookup.options, v) } }}
        >
          <MenuItem value="">
            <em>—</em>
          </MenuItem>
          {lookup.options.map((o) => (
            <MenuItem key={o.id} value={String(o.id)}>
              {lookupOptionText(o, i18n.language)}
            </MenuItem>
          ))}
        </TextField>
      );
    default: {
      const numeric = field.type === 'integer' || field.type === 'decimal' || field.type === 'money';
      const props = {
        ...common,
        multiline: field.type === 'longText' && !compact,
        minRows: field.type === 'longText' && !compact ? 3 : undefined,
        value: str(value),
        onChange: (e: { target: { value: string } }) => onChange(e.target.value),
        onBlur,
        inputRef,
        slotProps: {
          htmlInput: {
            ...aria,
            inputMode: numeric ? ('decimal' as const) : undefined,
            style: { textTransform: field.upper ? ('uppercase' as const) : undefined, textAlign: numeric ? ('right' as const) : undefined },
          },
        },
      };
      // Text with a limit counts as it is typed and is marked beyond it (the form's schema refuses it too).
      return !numeric && !compact && field.max !== undefined ? <LimitedTextField max={field.max} {...props} /> : <TextField {...props} />;
    }
  }
}
