import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { queueEvents, type Refusal } from './driverQueue';

/** Writes the server refused (a 4xx): dropped from the queue, shown until the driver has read them. */
export function Refusals({ refusals }: { refusals: readonly Refusal[] }) {
  const { t } = useTranslation();
  if (!refusals.length) return null;
  const text = (r: Refusal) => {
    const item = r.items[0];
    if (item.kind === 'position') return t('drv.refused.position', { message: r.message });
    const ref = item.orderRefId ?? String(item.orderVehicleId);
    if (item.kind === 'progress') return t('drv.refused.progress', { status: t(`drv.status.${item.jobStatus}`), ref, message: r.message });
    return t(`drv.refused.${item.kind}`, { ref, message: r.message });
  };
  // Fixed at the bottom: the driver sees it wherever the list is scrolled to.
  return (
    <Stack spacing={1} sx={{ position: 'fixed', left: 8, right: 8, bottom: 8, zIndex: (theme) => theme.zIndex.snackbar, maxWidth: 584, mx: 'auto' }}>
      {refusals.map((r) => (
        <Alert key={r.id} severity="error" variant="filled" role="alert" onClose={() => queueEvents.dismiss(r.id)} sx={{ whiteSpace: 'pre-line' }}>
          {text(r)}
        </Alert>
      ))}
    </Stack>
  );
}
