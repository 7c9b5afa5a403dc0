import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorLines } from '../../api/errors';
import { createOne } from '../../api/resources';

interface Props {
  address: string;
  zone: string;
  onClose: () => void;
  /** The new location's id: the row then uses it instead of the address. */
  onSaved: (id: number) => void;
}

/** A code proposed from the address: the initials of its first words and a short stamp, at most 20 characters. */
export const codeOf = (address: string, stamp = Date.now().toString(36).slice(-4)) =>
  `${address
    .normalize('NFKC')
    .toUpperCase()
    .split(/[^\p{Lu}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.slice(0, 3))
    .join('')
    .slice(0, 15)}-${stamp.toUpperCase()}`.replace(/^-/, 'L-');

/** Saves a typed address as a location (the LOCATION right), through the locations' own create call. */
export function SaveLocationDialog({ address, zone, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [code, setCode] = useState(() => codeOf(address));
  const [name, setName] = useState(address.slice(0, 150));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const made = await createOne('locations', {
        locationCode: code.trim(),
        locationDescEng: name.trim(),
        address: address.slice(0, 200),
        contractLabel: zone,
      });
      onSaved(Number(made.id));
    } catch (err) {
      setError(errorLines(err));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: { width: '100%', maxWidth: 500 } } }}>
      <DialogTitle id={titleId}>{t('of.saveLocationTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          size="small"
          label={t('of.locationCode')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 20 } }}
          required
        />
        <TextField
          size="small"
          label={t('of.locationName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 150 } }}
          required
        />
        <TextField size="small" label={t('of.zone')} value={zone} disabled />
        {error && (
          <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={busy || !code.trim() || !name.trim()}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
