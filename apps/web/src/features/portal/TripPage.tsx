/** One trip (/portal/trips/:id): status, price, passengers, the tracking link of each car, Change and Cancel. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatTime } from '@limo/domain/rules/display-date';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { CancelDialog } from './CancelDialog';
import { cancelOrder, getOrder, loadLookups, type PortalOrder, type PortalStatus } from './portalApi';
import { isLocked, PortalApiError } from './portalClient';
import { errorText, Failed, Loading, money, nameOf, PageTitle, placeText, StatusChip, when } from './portalUi';
import { liveVehicle } from './tripModel';

/** Statuses past which the booker can neither change nor cancel. */
export const CLOSED: PortalStatus[] = ['CANCELLED', 'REJECTED', 'ON_THE_WAY', 'ARRIVED', 'POB', 'COMPLETED', 'NO_SHOW'];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function Details({ order }: { order: PortalOrder }) {
  const { t, i18n } = useTranslation();
  const lookups = useQuery({ queryKey: ['portal', 'lookups'], queryFn: loadLookups, staleTime: 600_000 });
  const v = liveVehicle(order);
  if (!v) return null;
  const lng = i18n.language;
  const from = v.pickupText ?? placeText(lookups.data, lng, v.pickupLocationId, v.pickupAddress, v.pickupZone);
  const to = v.dropoffText ?? placeText(lookups.data, lng, v.dropoffLocationId, v.dropoffAddress, v.dropoffZone);
  const stops = (v.stops ?? []).map((s) =>
    typeof s === 'number'
      ? placeText(lookups.data, lng, s, null, null)
      : placeText(lookups.data, lng, (s as Record<string, unknown>).locationId, (s as Record<string, unknown>).address, (s as Record<string, unknown>).zone),
  );
  const paxNames = v.passengers
    ? v.passengers.map((p) => [p.name, p.mobile].filter(Boolean).join(' '))
    : (v.orderPaxes ?? []).map((p) => [p.paxName, p.paxTel].filter(Boolean).join(' '));
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Row label={t('pw.trip.when')}>{when(v.pickupDate, v.pickupTime)}</Row>
      <Row label={t('pw.trip.service')}>{nameOf(lookups.data?.serviceTypes, v.serviceTypeId ?? v.serviceType, lng)}</Row>
      {v.flightNo && <Row label={t('pw.trip.flight')}>{v.flightNo}</Row>}
      <Row label={t('pw.trip.from')}>{from}</Row>
      {stops.length > 0 && <Row label={t('pw.trip.stops')}>{stops.join(' → ')}</Row>}
      {to && <Row label={t('pw.trip.to')}>{to}</Row>}
      <Row label={t('pw.trip.vehicleType')}>{nameOf(lookups.data?.vehicleTypes, v.vehicleTypeId, lng)}</Row>
      <Row label={t('pw.trip.paxCount')}>{String(v.paxCount ?? '')}</Row>
      {v.luggageCount ? <Row label={t('pw.trip.luggage')}>{String(v.luggageCount)}</Row> : null}
      {paxNames.length > 0 && <Row label={t('pw.trip.passengers')}>{paxNames.join(', ')}</Row>}
      {v.remarks && <Row label={t('pw.trip.remarks')}>{v.remarks}</Row>}
      {v.tariffFareAmt && <Row label={t('pw.trip.price')}>{money(v.tariffFareAmt, t)}</Row>}
    </Box>
  );
}

export default function TripPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const client = useQueryClient();
  const state = useLocation().state as { notice?: string; locked?: string } | null;
  const arrived = state?.notice;
  const [done, setDone] = useState<string | null>(null);
  const notice = done ?? arrived;
  const order = useQuery({ queryKey: ['portal', 'order', id], queryFn: () => getOrder(id) });
  const [cancelling, setCancelling] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server's CUTOFF message: the buttons then say why they are off.
  const [cutoff, setCutoff] = useState<string | null>(state?.locked ?? null);

  if (order.isPending) return <Loading />;
  if (order.isError) {
    if (order.error instanceof PortalApiError && order.error.status === 404) return <Alert severity="warning">{t('pw.trip.notFound')}</Alert>;
    return <Failed error={order.error} retry={() => void order.refetch()} />;
  }
  const o = order.data;
  const v = liveVehicle(o);
  const closed = CLOSED.includes(o.portalStatus);
  const why = cutoff ?? (closed ? t('pw.trip.closed') : null);

  async function cancel(reason: string) {
    setBusy(true);
    setError(null);
    try {
      await cancelOrder(id, reason);
      setCancelling(false);
      setDone('pw.trip.cancelled');
      await client.invalidateQueries({ queryKey: ['portal'] });
    } catch (err) {
      setCancelling(false);
      if (isLocked(err)) setCutoff(err.message);
      else setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  }

  const tracked = o.orderVehicles.filter((x) => x.trackingUrl && x.orderVehicleStatus !== 'C');
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Box sx={{ flex: '1 1 auto' }}>
          <PageTitle>{t('pw.trip.ref', { ref: o.orderRefId ?? o.id })}</PageTitle>
        </Box>
        <StatusChip status={o.portalStatus} />
      </Stack>
      {notice && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t(notice)}
        </Alert>
      )}
      {o.portalStatus === 'REJECTED' && o.rejectReason && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('pw.trip.rejected', { reason: o.rejectReason })}
        </Alert>
      )}
      {o.portalStatus === 'CANCELLED' && o.cancelReason && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('pw.trip.cancelReason', { reason: o.cancelReason })}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {error}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Details order={o} />
      </Paper>
      {tracked.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('pw.trip.trackHint')}
          </Typography>
          {tracked.map((x, i) => (
            <Box key={x.id}>
              <Link href={x.trackingUrl ?? undefined} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
                {t('pw.trip.track', { n: i + 1 })}
              </Link>
            </Box>
          ))}
        </Paper>
      )}
      {why && (
        <Alert id="pw-trip-locked" severity="info" role="status" sx={{ mb: 2 }}>
          {why}
        </Alert>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={!!why}
          aria-describedby={why ? 'pw-trip-locked' : undefined}
          onClick={() => void navigate(`/portal/trips/${id}/change`)}
        >
          {t('pw.trip.change')}
        </Button>
        <Button variant="outlined" color="error" disabled={!!why} aria-describedby={why ? 'pw-trip-locked' : undefined} onClick={() => setCancelling(true)}>
          {t('pw.trip.cancel')}
        </Button>
        <Button component={RouterLink} to="/portal/trips">
          {t('pw.trip.back')}
        </Button>
      </Stack>
      <CancelDialog
        open={cancelling}
        busy={busy}
        summary={{ date: formatDate(v?.pickupDate), time: formatTime(v?.pickupTime) }}
        onClose={() => setCancelling(false)}
        onConfirm={(r) => void cancel(r)}
      />
    </>
  );
}
