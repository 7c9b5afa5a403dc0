import EventIcon from '@mui/icons-material/Event';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { maskIsoDate, parseIsoEntry } from '@limo/domain';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';

export interface DatePickerFieldProps {
  label: string;
  /** An ISO date, or the incomplete text typed so far (so validation can name it), or null. */
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

/**
 * A date picker with typed input under the mask ####-##-##: typing eight digits formats
 * them, deleting the text clears the value, the calendar button picks a day.
 */
export function DatePickerField({ label, value, onChange, onBlur, name, error, helperText, required, disabled, ariaLabel }: DatePickerFieldProps) {
  const [text, setText] = useState(value ?? '');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useEffect(() => setText(value ?? ''), [value]);

  const typed = (raw: string) => {
    const masked = maskIsoDate(raw);
    setText(masked);
    onChange(masked === '' ? null : (parseIsoEntry(masked) ?? masked));
  };
  const valid = parseIsoEntry(text);

  return (
    <>
      <TextField
        label={label}
        name={name}
        value={text}
        placeholder="YYYY-MM-DD"
        onChange={(e) => typed(e.target.value)}
        onBlur={onBlur}
        error={error}
        helperText={helperText}
        required={required}
        disabled={disabled}
        size="small"
        fullWidth
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 10, 'aria-label': label ? undefined : ariaLabel },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label={`Choose ${ariaLabel ?? label}`} size="small" disabled={disabled} onClick={(e) => setAnchor(e.currentTarget)}>
                  <EventIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DateCalendar
            value={valid ? dayjs(valid) : null}
            minDate={dayjs('1900-01-01')}
            maxDate={dayjs('2099-12-31')}
            onChange={(d) => {
              if (d?.isValid()) typed(d.format('YYYYMMDD'));
              setAnchor(null);
            }}
          />
        </LocalizationProvider>
      </Popover>
    </>
  );
}
