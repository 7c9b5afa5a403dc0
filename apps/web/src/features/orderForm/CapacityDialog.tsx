import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { CapacityShortfall } from '@limo/domain/rules/order/capacity';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The server refused vehicles smaller than their passengers or luggage (OVER_CAPACITY): each is
 * named with its capacity; saving anyway takes a reason, kept in the order's history.
 */
export function CapacityDialog({
  shortfalls,
  onOverride,
  onClose,
}: {
  shortfalls: CapacityShortfall[];
  onOverride: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [reason, setReason] = useState('');
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: { width: '100%', maxWidth: 520 } } }}>
      <DialogTitle id={titleId}>{t('of.capacity.title')}</DialogTitle>
      <DialogContent>
        <ul>
          {shortfalls.map((s) => (
            <li key={s.index}>
              {s.paxCount > s.maxCapacity
                ? t('of.capacity.pax', { n: s.index + 1, type: s.vehicleType, count: s.paxCount, capacity: s.maxCapacity })
                : t('of.capacity.luggage', { n: s.index + 1, type: s.vehicleType, count: s.luggageCount ?? 0, capacity: s.luggageCapacity })}
            </li>
          ))}
        </ul>
        <TextField
          label={t('of.capacity.reason')}
          required
          fullWidth
          size="small"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('of.capacity.change')}</Button>
        <Button variant="contained" disabled={!reason.trim()} onClick={() => onOverride(reason.trim())}>
          {t('of.capacity.override')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
