import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../driverAllowance/hrFormat';
import { type Invoice, voidReason } from './invoicingModel';

interface Props {
  invoice: Invoice;
  busy: boolean;
  error: string | null;
  onVoid: (reason: string) => void;
  onClose: () => void;
}

/** Asks the reason (required) and confirms the void in one step; the server's refusal is shown here. */
export function VoidDialog({ invoice, busy, error, onVoid, onClose }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const missing = tried && voidReason(text) === null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const reason = voidReason(text);
    if (reason) onVoid(reason);
  };
  const title = t('inv.voidTitle', { invoiceNo: invoice.invoiceNo });
  const titleId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: { width: '100%', maxWidth: 520 } } }}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('inv.voidConfirm', { invoiceNo: invoice.invoiceNo, total: formatMoney(invoice.total) })}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            required
            multiline
            minRows={2}
            label={t('inv.voidReason')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              // Enter voids (Shift+Enter starts a new line), as in a one-line field.
              if (e.key === 'Enter' && !e.shiftKey) submit(e);
            }}
            error={missing}
            helperText={missing ? t('inv.voidReasonRequired') : undefined}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {error && (
            <DialogContentText role="alert" color="error" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
              {error}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {t('inv.void')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
