import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueRow } from './portalQueueApi';

/** Asks the reason of a rejection (required: the booker is told it); Enter in the field does not send, the button does. */
export function RejectDialog({ row, busy, onReject, onClose }: { row: QueueRow; busy: boolean; onReject: (reason: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const title = t('portal.queue.rejectTitle', { ref: row.orderRefId });
  return (
    <Dialog open onClose={onClose} aria-labelledby="portal-reject-title" slotProps={{ paper: { sx: { width: '100%', maxWidth: 500 } } }}>
      <DialogTitle id="portal-reject-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>{t('portal.queue.rejectText', { booker: row.bookerName })}</DialogContentText>
        <TextField
          label={t('portal.queue.reason')}
          required
          autoFocus
          fullWidth
          multiline
          minRows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" color="error" disabled={busy || !reason.trim()} onClick={() => onReject(reason)}>
          {t('portal.queue.reject', { ref: row.orderRefId })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
