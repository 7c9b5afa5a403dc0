import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { Gauge } from '@mui/x-charts/Gauge';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from './dashboardApi';
import { gaugeValue, hkd, percentText } from './dashboardModel';
import { StatCard } from './StatCard';

const CELL = { xs: 12, sm: 6, md: 4, lg: 2 } as const;

/** The day's figures: orders, orders/drivers/outsourced jobs on duty, revenue, vehicle use. */
export function KpiCards({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const o = data.orderStatistics;
  const v = data.vehicleUtil;
  const percent = percentText(v?.percent) || t('dash.none');
  return (
    <Grid container spacing={1}>
      <Grid size={CELL}>
        <StatCard
          title={t('dash.orders.title')}
          figure={o.total}
          lines={[
            { label: t('dash.orders.pending'), value: o.pending },
            { label: t('dash.orders.active'), value: o.active },
            { label: t('dash.orders.completed'), value: o.completed },
            { label: t('dash.orders.noShow'), value: o.noShow },
            { label: t('dash.orders.cancelled'), value: o.cancelled },
            { label: t('dash.orders.outsourced'), value: o.outsourced },
          ]}
        />
      </Grid>
      <Grid size={CELL}>
        <StatCard
          title={t('dash.dutyOrder.title')}
          figure={data.dutyOrder?.total}
          lines={[
            { label: t('dash.dutyOrder.started'), value: data.dutyOrder?.started },
            { label: t('dash.dutyOrder.completed'), value: data.dutyOrder?.completed },
          ]}
        />
      </Grid>
      <Grid size={CELL}>
        <StatCard
          title={t('dash.dutyDriver.title')}
          figure={data.dutyDriver?.onDuty}
          lines={[
            { label: t('dash.dutyDriver.rostered'), value: data.dutyDriver?.rostered },
            { label: t('dash.dutyDriver.onJob'), value: data.dutyDriver?.onJob },
            { label: t('dash.dutyDriver.idle'), value: data.dutyDriver?.idle },
          ]}
        />
      </Grid>
      <Grid size={CELL}>
        <StatCard
          title={t('dash.outsource.title')}
          figure={data.dutyOutsource?.total}
          lines={[{ label: t('dash.outsource.completed'), value: data.dutyOutsource?.completed }]}
        />
      </Grid>
      <Grid size={CELL}>
        {/* currentRevenue is the server's revenueInK text: shown exactly as sent. */}
        <StatCard
          title={t('dash.revenue.title')}
          figure={data.currentRevenue}
          stacked
          lines={[
            { label: t('dash.revenue.today'), value: hkd(data.revenue?.today) || t('dash.none') },
            { label: t('dash.revenue.month'), value: hkd(data.revenue?.month) || t('dash.none') },
          ]}
        />
      </Grid>
      <Grid size={CELL}>
        <StatCard title={t('dash.vehicle.title')} figure={percent} lines={[]}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {/* One image named by its description: the gauge's own title names a div with no role (axe). */}
            <Box role="img" aria-label={t('dash.vehicle.desc', { percent, inUse: v?.inUse ?? 0, total: v?.total ?? 0 })}>
              <Gauge width={80} height={64} value={gaugeValue(v?.percent)} startAngle={-110} endAngle={110} innerRadius="70%" text="" />
            </Box>
            <Box sx={{ fontSize: 13 }}>{t('dash.vehicle.inUse', { inUse: v?.inUse ?? 0, total: v?.total ?? 0 })}</Box>
          </Box>
        </StatCard>
      </Grid>
    </Grid>
  );
}
