import TextField from '@mui/material/TextField';
import { formatDmy, parseDateEntry } from '@limo/domain';
import { useEffect, useState } from 'react';

interface Props {
  label: string;
  /** ISO date or null. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  name?: string;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  /** For tests: the day that gives the current year. */
  today?: Date;
}

/**
 * Free date entry (spec section 5): d/m (current year), d/m/yyyy (1900 to 2099), - as separator,
 * or ddmmyyyy. On leaving the field the entry is read and shown dd/mm/yyyy; anything else
 * gives no value and the field is emptied.
 */
export function DateEntryField({ label, value, onChange, name, error, helperText, disabled, today }: Props) {
  const [text, setText] = useState(formatDmy(value));
  useEffect(() => setText(formatDmy(value)), [value]);
  return (
    <TextField
      label={label}
      name={name}
      value={text}
      placeholder="dd/mm/yyyy"
      onChange={(e) => setText(e.target.value)}
      onBlur={() => {
        const iso = parseDateEntry(text, today);
        setText(formatDmy(iso));
        if (iso !== (value ?? null)) onChange(iso);
      }}
      error={error}
      helperText={helperText}
      disabled={disabled}
      size="small"
      fullWidth
    />
  );
}
