import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupOption } from '../../resources/lookups';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import type { Booking } from './orderApiModel';

interface FormDialogProps {
  title: string;
  children: ReactNode;
  error: string | null;
  busy: boolean;
  okLabel: string;
  onSubmit: () => void;
  onClose: () => void;
}

/** A small form in a dialog: Enter in a field submits, Escape closes, the server's refusal shows inside. */
export function FormDialog({ title, children, error, busy, okLabel, onSubmit, onClose }: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: { width: '100%', maxWidth: 500 } } }}>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <ErrorAlert message={error} />
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {okLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

interface Props {
  booking: Booking;
  busy: boolean;
  error: string | null;
  onClose: () => void;
}

/** Reject with the reason the partner is told; the reason is required. */
export function RejectDialog({ booking, busy, error, onClose, onReject }: Props & { onReject: (reason: string) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';
  return (
    <FormDialog
      title={t('oapi.rejectTitle', { ref: booking.partnerOrderId })}
      error={error}
      busy={busy}
      okLabel={t('oapi.reject')}
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (!missing) onReject(reason.trim());
      }}
    >
      <TextField
        label={t('oapi.rejectReason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        autoFocus
        fullWidth
        size="small"
        sx={{ mt: 1 }}
        error={tried && missing}
        helperText={tried && missing ? t('oapi.rejectReasonRequired') : undefined}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
    </FormDialog>
  );
}

/** Our vehicle type for the partner's code, while the booking is NEW. */
export function VehicleTypeDialog({
  booking,
  busy,
  error,
  onClose,
  options,
  onSave,
}: Props & { options: LookupOption[]; onSave: (vehicleTypeId: number) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(booking.vehicleTypeId === null ? '' : String(booking.vehicleTypeId));
  const [tried, setTried] = useState(false);
  return (
    <FormDialog
      title={t('oapi.vehicleTypeTitle', { ref: booking.partnerOrderId })}
      error={error}
      busy={busy}
      okLabel={t('common.save')}
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (value) onSave(Number(value));
      }}
    >
      <DialogContentText sx={{ mb: 2 }}>{t('oapi.vehicleTypeHint', { code: booking.vehicleTypeCode })}</DialogContentText>
      <TextField
        select
        label={t('oapi.vehicleType')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        autoFocus
        fullWidth
        size="small"
        error={tried && !value}
        helperText={tried && !value ? t('oapi.vehicleTypeRequired') : undefined}
      >
        {options.map((o) => (
          <MenuItem key={o.id} value={String(o.id)}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
