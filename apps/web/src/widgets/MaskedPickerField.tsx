import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { type ReactNode, useEffect, useState } from 'react';

/** What a date or time field shares with the other: typed text under a mask, and a picker in a popover. */
export interface PickerFieldProps {
  label: string;
  /** The value, or the text typed so far when it is not a value yet (so validation can name it), or null. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  name?: string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /** The accessible name when the label is not shown (a table cell); default the label. */
  ariaLabel?: string;
}

interface MaskedPickerProps extends PickerFieldProps {
  /** The text shown for a value. */
  shown: (value: string | null | undefined) => string;
  mask: (raw: string) => string;
  /** The value of complete text, or undefined while it is not one. */
  parse: (text: string) => string | null | undefined;
  placeholder: string;
  maxLength: number;
  inputMode?: 'numeric' | 'text';
  icon: ReactNode;
  /** The picker, given the current value, a way to type a choice and to close. */
  picker: (valid: string | null | undefined, type: (raw: string) => void, close: () => void) => ReactNode;
}

export function MaskedPickerField(props: MaskedPickerProps) {
  const { label, value, onChange, onBlur, name, error, helperText, required, disabled, ariaLabel, shown, mask, parse } = props;
  const [text, setText] = useState(shown(value));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useEffect(() => setText(shown(value)), [value, shown]);

  const typed = (raw: string) => {
    const masked = mask(raw);
    setText(masked);
    onChange(masked === '' ? null : (parse(masked) ?? masked));
  };

  return (
    <>
      <TextField
        label={label}
        name={name}
        value={text}
        placeholder={props.placeholder}
        onChange={(e) => typed(e.target.value)}
        onBlur={onBlur}
        error={error}
        helperText={helperText}
        required={required}
        disabled={disabled}
        size="small"
        fullWidth
        slotProps={{
          htmlInput: { inputMode: props.inputMode, maxLength: props.maxLength, 'aria-label': label ? undefined : ariaLabel },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label={`Choose ${ariaLabel ?? label}`} size="small" disabled={disabled} onClick={(e) => setAnchor(e.currentTarget)}>
                  {props.icon}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <LocalizationProvider dateAdapter={AdapterDayjs}>{props.picker(parse(text), typed, () => setAnchor(null))}</LocalizationProvider>
      </Popover>
    </>
  );
}
