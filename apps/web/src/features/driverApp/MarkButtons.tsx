import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { JobStatus } from '@limo/domain/rules/live/index';
import { useTranslation } from 'react-i18next';
import { markOptions } from './jobsModel';

/**
 * The six marks as large buttons: the next one stands out, the impossible ones are disabled
 * (their reason is the button's title, for the curious).
 */
export function MarkButtons({ status, jobRef, onMark }: { status: JobStatus | null; jobRef: string; onMark: (status: JobStatus) => void }) {
  const { t } = useTranslation();
  return (
    <Box role="group" aria-label={t('drv.job.marks', { ref: jobRef })} sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
      {markOptions(status).map((o) => (
        <Button
          key={o.status}
          variant={o.suggested ? 'contained' : 'outlined'}
          color={o.status === 'NO_SHOW' ? 'warning' : 'primary'}
          disabled={!!o.disabledBecause}
          title={o.disabledBecause}
          onClick={() => onMark(o.status)}
          sx={{ minHeight: 52, px: 0.5, lineHeight: 1.2 }}
        >
          {t(`drv.status.${o.status}`)}
        </Button>
      ))}
    </Box>
  );
}
