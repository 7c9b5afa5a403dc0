import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatDate } from '@limo/domain/rules/display-date';
import { trackingEn, trackingZhHK } from '@limo/domain/i18n/tracking';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { theme } from '../../app/theme';
import { useMuiLocales } from '../../app/useMuiLocales';
import { isChinese, registerTexts, setLanguage } from '../../i18n';
import { fetchTrack, type TrackData, type TrackResult, telHref } from './trackApi';
import { TrackMap } from './TrackMap';

// This page's texts load with it (i18n/index.ts).
registerTexts(trackingEn, trackingZhHK);

/** How often the page asks again (issue 33: polling every 10 s). */
export const POLL_MS = 10_000;

const phoneTheme = (locales: readonly object[]) => createTheme({ palette: theme.palette, typography: { fontSize: 15 } }, ...locales);

function LanguageButton() {
  const { t, i18n } = useTranslation();
  return (
    <Button
      color="inherit"
      lang={isChinese(i18n.language) ? 'en' : 'zh-HK'}
      aria-label={t('trk.otherLanguageName')}
      onClick={() => void setLanguage(isChinese(i18n.language) ? 'en' : 'zh-HK')}
    >
      {t('trk.otherLanguage')}
    </Button>
  );
}

function Row({ label, value, testId, more }: { label: string; value: string; testId: string; more?: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, py: 0.75, borderBottom: '1px solid', borderColor: 'divider' }}>
      <Box component="dt" sx={{ width: 96, flexShrink: 0, color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 500 }}>
        <span data-testid={testId}>{value}</span>
        {more}
      </Box>
    </Box>
  );
}

function Trip({ data, offline }: { data: TrackData; offline: boolean }) {
  const { t } = useTranslation();
  const notYet = t('trk.notYet');
  const seen = data.position ? (data.position.minutesAgo === 0 ? t('trk.seenNow') : t('trk.seenAgo', { count: data.position.minutesAgo })) : null;
  return (
    <>
      <Typography component="p" variant="h6" role="status" data-testid="track-status" data-status={data.status} sx={{ mb: 1 }}>
        {t(`trk.status.${data.status}`)}
      </Typography>
      {offline && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('trk.offline')}
        </Alert>
      )}
      {data.position && (
        <Box sx={{ mb: 1 }}>
          <TrackMap lat={data.position.lat} lng={data.position.lng} label={t('trk.map')} carLabel={t('trk.car')} />
          <Typography variant="body2" color="text.secondary" data-testid="track-seen" sx={{ mt: 0.5 }}>
            {seen}
          </Typography>
        </Box>
      )}
      <Box component="dl" sx={{ m: 0 }}>
        <Row
          label={t('trk.pickup')}
          value={t('trk.pickupAt', { date: formatDate(data.pickupDate), time: data.pickupTime })}
          testId="track-pickup-time"
          more={
            <Box component="span" sx={{ display: 'block', fontWeight: 400 }} data-testid="track-pickup-place">
              {data.pickupText}
            </Box>
          }
        />
        <Row label={t('trk.vehicle')} value={data.vehicleType} testId="track-vehicle" />
        <Row label={t('trk.plate')} value={data.plate ?? notYet} testId="track-plate" />
        <Row label={t('trk.driver')} value={data.driverFirstName ?? notYet} testId="track-driver" />
      </Box>
      {data.hotline && (
        <Typography sx={{ mt: 2 }}>
          <Link href={telHref(data.hotline)} data-testid="track-hotline">
            {t('trk.hotline', { number: data.hotline })}
          </Link>
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('trk.updates')}
      </Typography>
    </>
  );
}

/** /t/:token: the passenger's page, public, phone-first, English and Traditional Chinese. */
export default function TrackingPage() {
  const { token = '' } = useParams();
  const { t, i18n } = useTranslation();
  const locales = useMuiLocales();
  const themed = useMemo(() => phoneTheme(locales), [locales]);
  const [last, setLast] = useState<TrackData | null>(null);
  const [result, setResult] = useState<TrackResult | null>(null);
  const ended = result?.kind === 'unknown' || result?.kind === 'gone';
  const live = useRef(true);

  const load = useCallback(async () => {
    const answer = await fetchTrack(token, i18n.language);
    if (!live.current) return;
    setResult(answer);
    if (answer.kind === 'ok') setLast(answer.data);
  }, [token, i18n.language]);

  useEffect(() => {
    live.current = true;
    void load();
    return () => {
      live.current = false;
    };
  }, [load]);

  useEffect(() => {
    // A link that is gone or unknown stays so: no more calls.
    if (ended) return;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [load, ended]);

  let body: React.ReactNode;
  if (result?.kind === 'unknown' || result?.kind === 'gone')
    body = (
      <Box data-testid={`track-${result.kind}`}>
        <Typography component="h2" variant="h6">
          {t(result.kind === 'unknown' ? 'trk.unknown.title' : 'trk.gone.title')}
        </Typography>
        <Typography sx={{ mt: 1 }}>{result.message}</Typography>
      </Box>
    );
  else if (last) body = <Trip data={last} offline={result?.kind === 'failed'} />;
  else if (result?.kind === 'failed')
    body = (
      <Alert severity="error" action={<Button onClick={() => void load()}>{t('trk.retry')}</Button>}>
        {t('trk.failed', { message: result.message })}
      </Alert>
    );
  else
    body = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={20} />
        <Typography>{t('trk.loading')}</Typography>
      </Box>
    );

  return (
    <ThemeProvider theme={themed}>
      <Box
        component="main"
        sx={{
          maxWidth: 480,
          mx: 'auto',
          p: 2,
          '.live-marker': { borderRadius: '50%', border: '2px solid #fff', boxShadow: '0 0 0 1px rgba(0,0,0,.6)', boxSizing: 'border-box' },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography component="h1" variant="h5">
            {t('trk.heading')}
          </Typography>
          <LanguageButton />
        </Box>
        <Paper variant="outlined" sx={{ p: 2 }}>
          {body}
        </Paper>
      </Box>
    </ThemeProvider>
  );
}
