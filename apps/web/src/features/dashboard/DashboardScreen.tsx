import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatTime } from '@limo/domain';
import { useTranslation } from 'react-i18next';
import { dashboardEn, dashboardZhHK } from '@limo/domain/i18n/dashboard';
import { formatError } from '../../api/errors';
import { useSession } from '../../app/session/SessionContext';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { registerTexts } from '../../i18n';
import { DashboardCharts } from './DashboardCharts';
import { DriversTable } from './DriversTable';
import { KpiCards } from './KpiCards';
import { useLiveDashboard } from './useLiveDashboard';
import { VISUALLY_HIDDEN } from '../../widgets/visuallyHidden';

// This screen's texts load with it (i18n/index.ts).
registerTexts(dashboardEn, dashboardZhHK);

/** /report/dashboard: today's orders, drivers, outsourced jobs, revenue and vehicle use of the branch, live. */
export default function DashboardScreen() {
  const { t } = useTranslation();
  const { branchId } = useSession();
  const { query, live } = useLiveDashboard(branchId);
  const data = query.data;
  // The time the shown answer arrived (load, reload or socket event), on the operator's clock.
  const updated = query.dataUpdatedAt ? formatTime(query.dataUpdatedAt) : '';

  return (
    <Box sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 1, position: 'relative', minHeight: 200 }}>
      {/* The top bar shows the title; the page still has its heading for screen readers. */}
      <h1 style={VISUALLY_HIDDEN}>{t('dash.title')}</h1>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box role="status">
          <Chip size="small" color={live ? 'success' : 'default'} label={live ? t('dash.live') : t('dash.reconnecting')} data-testid="live-status" />
        </Box>
        {updated ? (
          <Typography variant="caption" color="text.secondary">
            {t('dash.updated', { time: updated })}
          </Typography>
        ) : null}
        {data?.dutyDate ? (
          <Typography variant="caption" color="text.secondary">
            {t('dash.dutyDate', { date: formatDate(data.dutyDate) })}
          </Typography>
        ) : null}
      </Stack>
      <ErrorAlert message={query.error ? formatError(query.error) : null} />
      <LoadingOverlay open={query.isPending} />
      {data ? (
        <>
          <KpiCards data={data} />
          <DashboardCharts data={data} />
          <DriversTable drivers={data.drivers ?? []} />
        </>
      ) : null}
    </Box>
  );
}
