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
  onClose: () => void;
  /** Default 500 px (spec section 9). */
  maxWidth?: number;
}

/** An OK-style message dialog; Enter closes it. */
export function MessageDialog({ open, title, message, onClose, maxWidth = 500 }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: '100%', maxWidth } } }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          onClose();
        }
      }}
    >
      {title && <DialogTitle>{title}</DialogTitle>}
      <DialogContent sx={{ whiteSpace: 'pre-line' }}>{message}</DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
