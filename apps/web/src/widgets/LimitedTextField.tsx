import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

type Props = TextFieldProps & {
  max: number;
  /** The text to count when `value` is not passed (an Autocomplete's input). */
  text?: string;
};

/**
 * A text field with a limit: near it a counter shows, beyond it the field is marked with the limit.
 * The text is never cut (no maxLength: the browser would truncate a paste silently).
 */
export function LimitedTextField({ max, text, value, error, helperText, ...rest }: Props) {
  const { t } = useTranslation();
  const counted = text ?? (typeof value === 'string' ? value : '');
  const count = counted.length;
  const over = count > max;
  const hint = over && !error ? t('common.tooLong', { max, count }) : (helperText ?? (count >= max * 0.8 ? t('common.counter', { max, count }) : undefined));
  return <TextField {...rest} {...(value === undefined ? {} : { value })} error={Boolean(error) || over} helperText={hint} />;
}
