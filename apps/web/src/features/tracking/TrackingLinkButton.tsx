import LinkIcon from '@mui/icons-material/Link';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { hasRight } from '@limo/domain/rights';
import { trackingEn, trackingZhHK } from '@limo/domain/i18n/tracking';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/http';
import { SessionContext } from '../../app/session/session';
import { registerTexts } from '../../i18n';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';

// The button's texts load with it, on the order form.
registerTexts(trackingEn, trackingZhHK);

interface Props {
  orderVehicleId: number;
  /** The link getOrder answered for the vehicle. */
  url: string;
  /** The vehicle as the dialog's title names it. */
  label: string;
}

/** The order vehicle's tracking link (issue 33): shown, copied, opened, or revoked for a new one. ORDERING only. */
export function TrackingLinkButton({ orderVehicleId, url, label }: Props) {
  const { t } = useTranslation();
  const rights = useContext(SessionContext)?.user?.rights ?? [];
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(url);
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  if (!hasRight(rights, 'ORDERING')) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(current);
      setNote({ severity: 'success', text: t('trk.link.copied') });
    } catch (err) {
      setNote({ severity: 'error', text: err instanceof Error ? err.message : String(err) });
    }
  };
  const revoke = async () => {
    setAsking(false);
    try {
      const answer = await api<{ trackingUrl: string }>(`/api/revokeTrackingToken/${orderVehicleId}`, { method: 'POST', body: {}, transform: false });
      setCurrent(answer.trackingUrl);
      setNote({ severity: 'success', text: t('trk.link.revoked') });
    } catch (err) {
      setNote({ severity: 'error', text: err instanceof Error ? err.message : String(err) });
    }
  };

  return (
    <>
      <Tooltip title={t('trk.link.button')}>
        <IconButton size="small" aria-label={t('trk.link.button')} data-testid="tracking-link-button" onClick={() => setOpen(true)}>
          <LinkIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { width: '100%', maxWidth: 560 } } }}>
        <DialogTitle>{t('trk.link.title', { label })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
          <Typography variant="body2">{t('trk.link.hint')}</Typography>
          <TextField size="small" label={t('trk.link.url')} value={current} slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'tracking-link-url' } }} />
          {note && <Alert severity={note.severity}>{note.text}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button color="warning" onClick={() => setAsking(true)}>
            {t('trk.link.revoke')}
          </Button>
          <Button href={current} target="_blank" rel="noopener noreferrer">
            {t('trk.link.open')}
          </Button>
          <Button onClick={() => void copy()}>{t('trk.link.copy')}</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            {t('trk.link.close')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog open={asking} title={t('trk.link.revoke')} message={t('trk.link.revokeAsk')} onYes={() => void revoke()} onNo={() => setAsking(false)} />
    </>
  );
}
