import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  title?: string;
  message: ReactNode;
  onYes: () => void;
  onNo: () => void;
  /** Yes waits for something the message asks (a reason). */
  yesDisabled?: boolean;
}

/** A Yes/No confirm dialog, 500 px wide. */
export function ConfirmDialog({ open, title, message, onYes, onNo, yesDisabled = false }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onNo} slotProps={{ paper: { sx: { width: '100%', maxWidth: 500 } } }}>
      {title && <DialogTitle>{title}</DialogTitle>}
      <DialogContent sx={{ whiteSpace: 'pre-line' }}>{message}</DialogContent>
      <DialogActions>
        <Button onClick={onNo}>{t('common.no')}</Button>
        <Button variant="contained" onClick={onYes} disabled={yesDisabled} autoFocus>
          {t('common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
