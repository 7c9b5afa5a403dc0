import TextField from '@mui/material/TextField';
import { formatDate, operatorToday, parseDateEntry } from '@limo/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateProblemText } from './dateProblem';

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
 * or ddmmyyyy. On leaving the field the entry is read and shown dd/mm/yyyy; anything else gives
 * no value, but its text stays with the reason (31/02: that month has 28 days) for the user to mend.
 */
export function DateEntryField({ label, value, onChange, name, error, helperText, disabled, today }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(formatDate(value));
  const [problem, setProblem] = useState<string | undefined>();
  // Set while a bad entry is kept: the null it gave comes back as the value and must not empty the field.
  const keptBad = useRef(false);
  useEffect(() => {
    if (keptBad.current && (value ?? null) === null) return;
    keptBad.current = false;
    setText(formatDate(value));
    setProblem(undefined);
  }, [value]);
  const leave = () => {
    const iso = parseDateEntry(text, today);
    if (iso || text.trim() === '') {
      keptBad.current = false;
      setProblem(undefined);
      setText(formatDate(iso));
      if (iso !== (value ?? null)) onChange(iso);
      return;
    }
    // d/m is read in the current year: its reason is told with that year.
    const s = text.trim();
    const year = operatorToday(today ?? Date.now()).slice(0, 4);
    const full = /^\d{1,2}([/-])\d{1,2}$/.exec(s) ? `${s}${s.includes('-') ? '-' : '/'}${year}` : s;
    keptBad.current = true;
    setProblem(dateProblemText(full, t, true));
    if ((value ?? null) !== null) onChange(null);
  };
  return (
    <TextField
      label={label}
      name={name}
      value={text}
      placeholder={t('date.placeholder')}
      onChange={(e) => setText(e.target.value)}
      onBlur={leave}
      error={error || Boolean(problem)}
      helperText={problem ?? helperText}
      disabled={disabled}
      size="small"
      fullWidth
    />
  );
}
