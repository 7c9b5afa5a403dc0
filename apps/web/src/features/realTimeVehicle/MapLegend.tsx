import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOURS, STATUS_KEYS, type StatusKey } from './liveModel';

/** The dot a job state is drawn with, as the markers draw it. */
export function StatusDot({ status }: { status: StatusKey }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        flex: 'none',
        width: 12,
        height: 12,
        borderRadius: '50%',
        bgcolor: STATUS_COLOURS[status],
        border: '2px solid #fff',
        boxShadow: '0 0 0 1px rgba(0,0,0,.5)',
      }}
    />
  );
}

/** What each marker colour means, laid over the map's lower left corner. */
export function MapLegend() {
  const { t } = useTranslation();
  return (
    <Paper elevation={2} sx={{ position: 'absolute', left: 8, bottom: 24, zIndex: 1000, px: 1, py: 0.5 }}>
      <Typography variant="caption" component="h2" sx={{ fontWeight: 600, display: 'block' }}>
        {t('map.legend')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {STATUS_KEYS.map((s) => (
          <Box component="li" key={s} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <StatusDot status={s} />
            <Typography variant="caption">{t(`map.status.${s}`)}</Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
