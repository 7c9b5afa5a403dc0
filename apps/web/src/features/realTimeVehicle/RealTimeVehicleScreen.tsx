import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { liveMapEn, liveMapZhHK } from '@limo/domain/i18n/liveMap';
import { formatError } from '../../api/errors';
import { TOOLBAR_HEIGHT } from '../../app/shell/layout';
import { ShellContext } from '../../app/shell/ShellContext';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { registerTexts } from '../../i18n';
import { DriverList } from './DriverList';
import { LiveMap, type LiveMapHandle } from './LiveMap';
import type { LivePlace } from './liveVehiclesApi';
import { regionCircles, shownDrivers } from './liveModel';
import { MapLegend } from './MapLegend';
import { useLiveVehicles, useMinuteClock } from './useLiveVehicles';

// This screen's texts load with it (i18n/index.ts).
registerTexts(liveMapEn, liveMapZhHK);

const NO_REGIONS = regionCircles();
const NO_PLACES: LivePlace[] = [];
// The main area's padding (theme spacing 2, top and bottom) under the toolbar.
const MAIN_PADDING = 32;

/** /operation/RealTimeVehicle: every driver of the branch on a map, coloured by job state, live from the `gps` channel. */
export default function RealTimeVehicleScreen() {
  const { t } = useTranslation();
  const chrome = useContext(ShellContext);
  const { query, connected } = useLiveVehicles();
  const now = useMinuteClock();
  const [recentOnly, setRecentOnly] = useState(true);
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [background, setBackground] = useState(false);
  const [errorClosedAt, setErrorClosedAt] = useState(0);
  const map = useRef<LiveMapHandle>(null);

  const data = query.data;
  const { shown, total } = useMemo(() => shownDrivers(data?.drivers ?? [], { recentOnly, search }, now), [data, recentOnly, search, now]);
  const pick = (driverId: number) => {
    setSelectedId(driverId);
    map.current?.focusDriver(driverId);
  };
  const error = query.error && query.errorUpdatedAt > errorClosedAt ? formatError(query.error) : null;
  const top = chrome?.toolbarHidden ? 0 : TOOLBAR_HEIGHT;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: `calc(100vh - ${top + MAIN_PADDING}px)`, minHeight: 400, gap: 1 }}>
      {/* The toolbar shows the title; the page still has its heading for screen readers. */}
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>{t('map.title')}</h1>
      <GlobalStyles
        styles={{
          '.live-marker': { borderRadius: '50%', border: '2px solid #fff', boxShadow: '0 0 0 1px rgba(0,0,0,.6)', boxSizing: 'border-box' },
          '.live-marker:focus-visible': { outline: '3px solid #0d6efd', outlineOffset: 2 },
          '.leaflet-tooltip.live-region-label': {
            background: 'rgba(255,255,255,.8)',
            border: 0,
            boxShadow: 'none',
            color: '#0D47A1',
            fontWeight: 600,
            padding: '0 4px',
          },
          '.leaflet-tooltip.live-region-label::before': { display: 'none' },
          // The sea around the embedded land layer (LiveMap), when no tile server draws it.
          '.leaflet-container.live-map-own-basemap': { background: '#cfe3f3' },
          '.leaflet-tooltip.live-place-label': { background: 'transparent', border: 0, boxShadow: 'none', color: '#3e2723', fontSize: 11, padding: '0 2px' },
          '.leaflet-tooltip.live-place-label::before': { display: 'none' },
          '.live-popup dl': { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 8, margin: '4px 0 0' },
          '.live-popup dt': { color: '#555' },
          '.live-popup dd': { margin: 0 },
        }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField size="small" type="search" label={t('map.search')} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ width: 260 }} />
        <FormControlLabel control={<Switch checked={recentOnly} onChange={(e) => setRecentOnly(e.target.checked)} />} label={t('map.recentOnly')} />
        <Typography variant="body2" aria-live="polite">
          {t('map.count', { shown: shown.length, total })}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Chip
          size="small"
          color={connected ? 'success' : 'default'}
          label={connected ? t('map.live') : t('map.reconnecting')}
          data-testid="live-status"
          role="status"
        />
      </Stack>
      <ErrorAlert message={error} onClose={() => setErrorClosedAt(Date.now())} />
      {query.isPending ? <LinearProgress aria-label={t('common.loading')} /> : null}
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 1 }}>
        <Paper variant="outlined" sx={{ width: { md: 320 }, flex: { xs: '0 0 35%', md: 'none' }, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          <DriverList drivers={shown} now={now} selectedId={selectedId} onPick={pick} />
        </Paper>
        <Box sx={{ flex: 1, minHeight: 0, minWidth: 0, position: 'relative', borderRadius: 1, overflow: 'hidden' }}>
          <LiveMap
            ref={map}
            drivers={shown}
            regions={data?.regions ?? NO_REGIONS}
            places={data?.places ?? NO_PLACES}
            tileUrl={data?.tileUrl ?? null}
            tileMaxZoom={data?.tileMaxZoom}
            now={now}
            onBackground={setBackground}
          />
          {!background ? (
            <Paper role="status" elevation={1} sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1000, px: 1, py: 0.25 }}>
              <Typography variant="caption">{t('map.noBackground')}</Typography>
            </Paper>
          ) : null}
          <MapLegend />
        </Box>
      </Box>
    </Box>
  );
}
