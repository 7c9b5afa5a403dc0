import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EARLY_GUARDED_MARKS, earliestMarkAt, type JobStatus } from '@limo/domain/rules/live/index';
import { formatDate, formatDateTime } from '@limo/domain';
import { operatorToday } from '@limo/domain/rules/operator-time';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MarkOption, markOptions } from './jobsModel';

/** How often a held-back button looks at the clock again. */
const TICK_MS = 15_000;

interface Props {
  status: JobStatus | null;
  jobRef: string;
  onMark: (status: JobStatus) => void;
  /** The pick-up and the setting: POB and COMPLETED are greyed until `earliestPobMinutes` before it (issue 30 part 8b). */
  pickup?: { date: string; time: string };
  earliestPobMinutes?: number;
}

/**
 * The six marks as large buttons: the next one stands out, the impossible ones are disabled
 * (their reason is the button's title, for the curious); POB and COMPLETED wait for their time, said below them.
 */
export function MarkButtons({ status, jobRef, onMark, pickup, earliestPobMinutes }: Props) {
  const { t } = useTranslation();
  const opensAt = pickup && earliestPobMinutes !== undefined ? earliestMarkAt(pickup.date, pickup.time, earliestPobMinutes) : null;
  const [now, setNow] = useState(() => Date.now());
  const early = opensAt !== null && now < opensAt;
  useEffect(() => {
    if (!early) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [early]);
  // The operator's clock: the time alone on the day, with the date otherwise.
  const from = opensAt === null ? '' : formatDateTime(opensAt);
  const time = from.slice(0, 10) === formatDate(operatorToday(now)) ? from.slice(11) : from;
  const base = markOptions(status);
  const heldBack = (o: MarkOption) => early && !o.disabledBecause && EARLY_GUARDED_MARKS.includes(o.status);
  const options = base.map((o) => (heldBack(o) ? { ...o, disabledBecause: t('drv.job.markFrom', { status: t(`drv.status.${o.status}`), time }) } : o));
  // The first mark held back by the time alone: its reason shows under the buttons.
  const held = options.find((o, i) => heldBack(base[i]));
  const reasonId = `drv-marks-early-${jobRef}`;
  return (
    <Box>
      <Box role="group" aria-label={t('drv.job.marks', { ref: jobRef })} sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
        {options.map((o) => (
          <Button
            key={o.status}
            variant={o.suggested ? 'contained' : 'outlined'}
            color={o.status === 'NO_SHOW' ? 'warning' : 'primary'}
            disabled={!!o.disabledBecause}
            title={o.disabledBecause}
            aria-describedby={held && o.status === held.status ? reasonId : undefined}
            onClick={() => onMark(o.status)}
            sx={{ minHeight: 52, px: 0.5, lineHeight: 1.2 }}
          >
            {t(`drv.status.${o.status}`)}
          </Button>
        ))}
      </Box>
      {held ? (
        <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {held.disabledBecause}
        </Typography>
      ) : null}
    </Box>
  );
}
