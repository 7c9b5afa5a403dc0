import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A key just issued: shown this once (the server keeps its hash only), with Copy. Clicking outside does not
 * close it, so the key is not lost by a stray click; Close (or Escape) does.
 */
export function IssuedKeyDialog({ value, onClose }: { value: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <Dialog
      open
      aria-labelledby={titleId}
      onClose={(_, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 600 } } }}
    >
      <DialogTitle id={titleId}>{t('oapi.keys.issueTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('oapi.keys.once')}
        </Alert>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            value={value}
            label={t('oapi.keys.key')}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'issued-key', style: { fontFamily: 'monospace' } } }}
            onFocus={(e) => e.target.select()}
          />
          <Button variant="contained" onClick={() => void copy()} autoFocus>
            {t('oapi.keys.copy')}
          </Button>
        </Stack>
        {copied && (
          <Typography role="status" variant="body2" sx={{ mt: 1 }} color={copied === 'yes' ? 'success.main' : 'error'}>
            {t(copied === 'yes' ? 'oapi.keys.copied' : 'oapi.keys.copyFailed')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
