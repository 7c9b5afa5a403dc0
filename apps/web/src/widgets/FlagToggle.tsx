import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

interface Props {
  value: unknown;
  onChange?: (value: 0 | 1) => void;
  label: string;
  disabled?: boolean;
}

/** A tick/cross toggle for a 1/0 flag. */
export function FlagToggle({ value, onChange, label, disabled }: Props) {
  const on = value === 1 || value === '1' || value === true;
  return (
    <IconButton
      role="switch"
      aria-checked={on}
      aria-label={label}
      disabled={disabled || !onChange}
      color={on ? 'success' : 'default'}
      onClick={() => onChange?.(on ? 0 : 1)}
      size="small"
    >
      {on ? <CheckIcon fontSize="small" /> : <CloseIcon fontSize="small" />}
    </IconButton>
  );
}

/** The read-only display of a flag in lists. */
export function FlagMark({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const on = value === 1 || value === '1' || value === true;
  return on ? (
    <CheckIcon fontSize="small" color="success" aria-label={t('common.yes')} />
  ) : (
    <CloseIcon fontSize="small" color="disabled" aria-label={t('common.no')} />
  );
}
