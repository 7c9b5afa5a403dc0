import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** "Offline" and "n waiting to send", read out when they change. */
export function QueueBadge({ waiting, online, failing }: { waiting: number; online: boolean; failing: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} role="status" aria-live="polite" sx={{ flexWrap: 'wrap' }}>
      {!online ? (
        <Chip size="small" color="warning" icon={<CloudOffIcon />} label={t('drv.queue.offline')} />
      ) : (
        failing && waiting > 0 && <Chip size="small" color="warning" icon={<CloudOffIcon />} label={t('drv.queue.failing')} />
      )}
      {waiting > 0 ? (
        <Chip size="small" color="info" icon={<CloudUploadIcon />} label={t('drv.queue.waiting', { count: waiting })} />
      ) : (
        online && (
          <Chip size="small" color="success" variant="outlined" icon={<CloudDoneIcon />} label={t('drv.queue.allSent')} sx={{ bgcolor: 'background.paper' }} />
        )
      )}
    </Stack>
  );
}
