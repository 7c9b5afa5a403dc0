import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@limo/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readerName } from '../../i18n/readerName';
import { DASHBOARD_REGIONS, type DashboardDriver } from './dashboardApi';
import { countDrivers, filterDrivers, nextSort, type RegionFilter, type Sort, type SortKey, sortDrivers } from './dashboardModel';

const COLUMNS: { key: SortKey; numeric?: boolean }[] = [
  { key: 'driverNo' },
  { key: 'name' },
  { key: 'region' },
  { key: 'jobStatus' },
  { key: 'speed', numeric: true },
  { key: 'lastUpdate' },
];

// MUI's own focus mark on these is a faint shade: a ring shows where the keyboard is.
const focusRing = { '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } } as const;

/** The branch's drivers in the server's order, filtered by region and sortable by any column. */
export function DriversTable({ drivers }: { drivers: DashboardDriver[] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [region, setRegion] = useState<RegionFilter>('all');
  const [sort, setSort] = useState<Sort | null>(null);
  const counts = useMemo(() => countDrivers(drivers), [drivers]);
  const rows = useMemo(() => sortDrivers(filterDrivers(drivers, region), sort, i18n.language), [drivers, region, sort, i18n.language]);
  const filters: RegionFilter[] = ['all', ...DASHBOARD_REGIONS];
  const none = t('dash.none');

  return (
    <Card component="section" aria-labelledby={id} variant="outlined">
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mb: 1 }}>
          <Typography id={id} component="h2" variant="subtitle2" color="text.secondary" sx={{ mr: 1 }}>
            {t('dash.drivers.title')}
          </Typography>
          <Stack role="group" aria-label={t('dash.drivers.filter')} direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            {filters.map((r) => (
              <Chip
                key={r}
                size="small"
                clickable
                aria-pressed={region === r}
                color={region === r ? 'primary' : 'default'}
                variant={region === r ? 'filled' : 'outlined'}
                label={`${t(`dash.region.${r}`)} (${r === 'all' ? drivers.length : counts[r]})`}
                onClick={() => setRegion(r)}
                sx={focusRing}
              />
            ))}
          </Stack>
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('dash.drivers.serverOrder')}
        </Typography>
        <TableContainer sx={{ maxHeight: 'max(220px, calc(100vh - 680px))' }}>
          <Table size="small" stickyHeader aria-labelledby={id}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => {
                  const active = sort?.key === c.key;
                  return (
                    <TableCell
                      key={c.key}
                      align={c.numeric ? 'right' : 'left'}
                      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                      sortDirection={active ? sort.direction : false}
                    >
                      <TableSortLabel
                        active={active}
                        direction={active ? sort.direction : 'asc'}
                        onClick={() => setSort((s) => nextSort(s, c.key))}
                        sx={focusRing}
                      >
                        {t(`dash.col.${c.key}`)}
                      </TableSortLabel>
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((d) => (
                <TableRow key={d.driverId} hover>
                  <TableCell>{d.driverNo}</TableCell>
                  <TableCell>{readerName(i18n.language, d.driverNameEng, d.driverNameChi)}</TableCell>
                  <TableCell>{t(`dash.region.${d.region}`, { defaultValue: d.region })}</TableCell>
                  <TableCell>{d.jobStatus ? t(`dash.job.${d.jobStatus}`, { defaultValue: d.jobStatus }) : none}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {typeof d.speed === 'number' ? t('dash.speed', { speed: Math.round(d.speed) }) : none}
                  </TableCell>
                  <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatDateTime(d.lastUpdateTime) || none}</TableCell>
                </TableRow>
              ))}
              {rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length}>{t('dash.drivers.empty')}</TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
