import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import type { Problem } from './driverJobModel';

interface Props {
  title: string;
  /** The server's refusal, shown above the fields. */
  error: string | null;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The screen's edit dialogs: 500 px wide (the spec's default), a form so Enter in a field saves,
 * Escape or Cancel closes. The server's messages sit on top, one per line.
 */
export function FormDialog({ title, error, busy, onSubmit, onClose, children }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: { width: '100%', maxWidth: 500 } } }}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          <ErrorAlert message={error} />
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

interface FieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The check's problem with this field, shown under it. */
  problem?: Problem;
  htmlInput: object;
  autoFocus?: boolean;
}

/** A text field of these dialogs: its check's message under it, in the reader's language. */
export function FormTextField({ name, label, value, onChange, problem, htmlInput, autoFocus = false }: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      autoFocus={autoFocus}
      fullWidth
      size="small"
      name={name}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(problem)}
      helperText={problem ? t(problem.key, problem.values) : undefined}
      slotProps={{ htmlInput }}
    />
  );
}
