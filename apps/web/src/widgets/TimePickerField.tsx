import ScheduleIcon from '@mui/icons-material/Schedule';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { maskTimeEntry, parseTimeEntry } from '@limo/domain';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';

export interface TimePickerFieldProps {
  label: string;
  /** HH:mm, or the text typed so far when it is not a time yet, or null. */
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

const shown = (v: string | null | undefined) => (v && /^\d{2}:\d{2}:\d{2}$/.test(v) ? v.slice(0, 5) : (v ?? ''));

/** A 24-hour time picker: four typed digits become hh:mm; the clock button picks a time. */
export function TimePickerField({ label, value, onChange, onBlur, name, error, helperText, required, disabled, ariaLabel }: TimePickerFieldProps) {
  const [text, setText] = useState(shown(value));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useEffect(() => setText(shown(value)), [value]);

  const typed = (raw: string) => {
    const masked = maskTimeEntry(raw.trim());
    setText(masked);
    onChange(masked === '' ? null : (parseTimeEntry(masked) ?? masked));
  };
  const valid = parseTimeEntry(text);

  return (
    <>
      <TextField
        label={label}
        name={name}
        value={text}
        placeholder="HH:mm"
        onChange={(e) => typed(e.target.value)}
        onBlur={onBlur}
        error={error}
        helperText={helperText}
        required={required}
        disabled={disabled}
        size="small"
        fullWidth
        slotProps={{
          htmlInput: { maxLength: 5, 'aria-label': label ? undefined : ariaLabel },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label={`Choose ${ariaLabel ?? label}`} size="small" disabled={disabled} onClick={(e) => setAnchor(e.currentTarget)}>
                  <ScheduleIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <MultiSectionDigitalClock
            ampm={false}
            value={valid ? dayjs(`2000-01-01T${valid}`) : null}
            onChange={(d) => {
              if (d?.isValid()) typed(d.format('HHmm'));
            }}
          />
        </LocalizationProvider>
      </Popover>
    </>
  );
}
