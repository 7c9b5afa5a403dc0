import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  /** Why the text is no value, said under the field (the text stays); `left`: the field was left since the last change. */
  problem?: (text: string, left: boolean) => string | undefined;
  maxLength: number;
  inputMode?: 'numeric' | 'text';
  icon: ReactNode;
  /** Starts loading the picker (when the pointer or the focus reaches its button), so that it is there when it opens. */
  preload?: () => void;
  /** The picker, given the current value, a way to type a choice and to close; it may load on demand (it suspends meanwhile). */
  picker: (valid: string | null | undefined, type: (raw: string) => void, close: () => void) => ReactNode;
}

export function MaskedPickerField(props: MaskedPickerProps) {
  const { label, value, onChange, onBlur, name, error, helperText, required, disabled, ariaLabel, shown, mask, parse } = props;
  const { t } = useTranslation();
  const [text, setText] = useState(shown(value));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [left, setLeft] = useState(false);
  useEffect(() => setText(shown(value)), [value, shown]);

  const typed = (raw: string) => {
    const masked = mask(raw);
    setText(masked);
    setLeft(false);
    onChange(masked === '' ? null : (parse(masked) ?? masked));
  };
  const own = props.problem?.(text, left);

  return (
    <>
      <TextField
        label={label}
        name={name}
        value={text}
        placeholder={props.placeholder}
        onChange={(e) => typed(e.target.value)}
        onBlur={() => {
          setLeft(true);
          onBlur?.();
        }}
        error={error || Boolean(own)}
        helperText={own ?? helperText}
        required={required}
        disabled={disabled}
        size="small"
        fullWidth
        slotProps={{
          htmlInput: { inputMode: props.inputMode, maxLength: props.maxLength, 'aria-label': label ? undefined : ariaLabel },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={t('common.choose', { what: ariaLabel ?? label })}
                  size="small"
                  disabled={disabled}
                  onPointerEnter={props.preload}
                  onFocus={props.preload}
                  onClick={(e) => setAnchor(e.currentTarget)}
                >
                  {props.icon}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Suspense
          fallback={
            <Box sx={{ p: 2 }}>
              <CircularProgress size={24} />
            </Box>
          }
        >
          {props.picker(parse(text), typed, () => setAnchor(null))}
        </Suspense>
      </Popover>
    </>
  );
}
