import Grid from '@mui/material/Grid';
// Sub-path imports keep the dashboard's chunk to the charts it draws.
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { readerName } from '../../i18n/readerName';
import type { Dashboard, DashboardRegion } from './dashboardApi';
import { chartAmount, dayLabel, describeList, hkd, percentText, regionCounts } from './dashboardModel';
import { ChartCard } from './ChartCard';

const HEIGHT = 170;

/** One colour per region, the same in the pie and in its text legend. */
const REGION_COLOURS: Record<DashboardRegion, string> = {
  airport: '#1976d2',
  central: '#9c27b0',
  kln: '#2e7d32',
  others: '#ed6c02',
  Pending: '#757575',
};

/** Revenue of the last seven days, drivers by region and fleet use, each with its numbers as text. */
export function DashboardCharts({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation();
  const byDay = data.revenue?.byDay ?? [];
  const days = byDay.map((d) => ({ key: d.date, label: dayLabel(d.date), value: hkd(d.amount) }));
  const regions = regionCounts(data.regions).map((r) => ({ ...r, label: t(`dash.region.${r.region}`) }));
  // Each fleet by the reader's name; the vehicles of no fleet in the reader's words.
  const fleets = (data.fleetUtil ?? []).map((f) => ({
    ...f,
    label: f.fleetId === null ? t('dash.fleet.none') : readerName(i18n.language, f.fleetName, f.fleetNameChi),
  }));
  const fleetRows = fleets.map((f, i) => ({
    key: String(f.fleetId ?? `none-${i}`),
    label: f.label,
    data: true,
    value: t('dash.fleet.row', { inUse: f.inUse, total: f.total, percent: percentText(f.percent) }),
  }));

  return (
    <Grid container spacing={1}>
      <Grid size={{ xs: 12, md: 6, lg: 5 }}>
        <ChartCard
          title={t('dash.byDay.title')}
          description={t('dash.byDay.desc', { list: describeList(days) })}
          values={days}
          chart={
            <BarChart
              height={HEIGHT}
              xAxis={[{ scaleType: 'band', data: days.map((d) => d.label) }]}
              yAxis={[{ width: 56, valueFormatter: (v: number) => (v >= 1000 ? `${Math.round(v / 1000)}K` : String(v)) }]}
              // Heights only: the tooltip shows the server's amount string.
              series={[
                {
                  data: byDay.map((d) => chartAmount(d.amount)),
                  label: t('dash.byDay.axis'),
                  valueFormatter: (_v, { dataIndex }) => days[dataIndex]?.value ?? '',
                },
              ]}
              hideLegend
              margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            />
          }
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <ChartCard
          title={t('dash.regions.title')}
          description={t('dash.regions.desc', { list: describeList(regions.map((r) => ({ label: r.label, value: r.count }))) })}
          values={regions.map((r) => ({ key: r.region, label: r.label, value: String(r.count), colour: REGION_COLOURS[r.region] }))}
          chart={
            <PieChart
              height={HEIGHT}
              series={[
                {
                  data: regions.map((r, i) => ({ id: i, value: r.count, label: r.label, color: REGION_COLOURS[r.region] })),
                  innerRadius: 30,
                  arcLabel: (item) => (item.value ? String(item.value) : ''),
                },
              ]}
              hideLegend
              margin={8}
            />
          }
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
        <ChartCard
          title={t('dash.fleet.title')}
          description={t('dash.fleet.desc', { list: describeList(fleetRows) })}
          values={fleetRows.length ? fleetRows : [{ key: 'none', label: t('dash.fleet.empty'), value: '' }]}
          chart={
            <BarChart
              height={HEIGHT}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: fleets.map((f) => f.label), width: 90 }]}
              xAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v}%` }]}
              series={[{ data: fleets.map((f) => f.percent ?? 0), valueFormatter: (v) => percentText(v) }]}
              hideLegend
              margin={{ top: 8, right: 20, bottom: 0, left: 0 }}
            />
          }
        />
      </Grid>
    </Grid>
  );
}
