import { formatTime } from '@limo/domain/rules/display-date';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import type { useDuty } from './useDuty';

/** The Start duty / End duty switch, what it means, and why positions are not going out. */
export function DutyPanel({ duty }: { duty: ReturnType<typeof useDuty> }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Button
            variant={duty.onDuty ? 'outlined' : 'contained'}
            color={duty.onDuty ? 'error' : 'success'}
            startIcon={<MyLocationIcon />}
            aria-pressed={duty.onDuty}
            onClick={duty.onDuty ? duty.end : duty.start}
            sx={{ minWidth: 150, whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {duty.onDuty ? t('drv.duty.end') : t('drv.duty.start')}
          </Button>
          <Typography variant="body2">
            {duty.onDuty ? t('drv.duty.on') : t('drv.duty.off')}
            {duty.onDuty && duty.lastFixAt && <> {t('drv.duty.lastFix', { time: formatTime(duty.lastFixAt) })}</>}
          </Typography>
        </Stack>
        {duty.problem && <Alert severity={duty.problem === 'unavailable' ? 'info' : 'warning'}>{t(`drv.duty.${duty.problem}`)}</Alert>}
      </Stack>
      <ConfirmDialog open={duty.asking} title={t('drv.duty.askTitle')} message={t('drv.duty.askMessage')} onYes={duty.confirmAsk} onNo={duty.cancelAsk} />
    </Paper>
  );
}
