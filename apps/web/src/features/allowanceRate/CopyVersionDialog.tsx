import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatDate, isValidIsoDate } from '@limo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { DatePickerField } from '../../widgets/DatePickerField';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { copyVersion } from './allowanceRateApi';
import type { AllowanceVersion } from './allowanceRateModel';

interface Props {
  from: AllowanceVersion;
  onClose: () => void;
  onCopied: (created: AllowanceVersion) => void;
}

/** Copies a version (its overtime terms, rate rows and part-time basics) to a new effective date. */
export function CopyVersionDialog({ from, onClose, onCopied }: Props) {
  const { t } = useTranslation();
  const [effDate, setEffDate] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setError(null);
    if (!effDate || !isValidIsoDate(effDate)) return setFieldError(t('allowanceRate.effDateRequired'));
    setBusy(true);
    try {
      onCopied(await copyVersion(from.id, effDate));
    } catch (err) {
      setError(formatError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} slotProps={{ paper: { sx: { width: '100%', maxWidth: 500 } } }} aria-labelledby="allowance-copy-title">
      <DialogTitle id="allowance-copy-title">{t('allowanceRate.copyVersion')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('allowanceRate.copyHint', { date: formatDate(from.effDate) })}
        </Typography>
        <ErrorAlert message={error} onClose={() => setError(null)} />
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          sx={{ pt: 1 }}
        >
          <DatePickerField
            label={t('allowanceRate.newEffDate')}
            required
            value={effDate}
            onChange={(v) => {
              setEffDate(v);
              setFieldError(null);
            }}
            error={Boolean(fieldError)}
            helperText={fieldError ?? undefined}
          />
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {t('allowanceRate.copy')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
