/** My trips (/portal/trips): upcoming or past, by status and dates, a page at a time. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { nextDate } from '@limo/domain/rules/entry';
import { operatorToday } from '@limo/domain/rules/operator-time';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { listOrders, loadLookups, PORTAL_STATUSES, type TripQuery, type TripRow } from './portalApi';
import { Failed, Loading, money, nameOf, PageTitle, StatusChip, when } from './portalUi';

export const PAGE_SIZE = 20;

/** The list call for the filters: upcoming trips from today on, past ones up to yesterday (operator's days). */
export function tripQuery(params: URLSearchParams, today: string): TripQuery {
  const past = params.get('when') === 'past';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const yesterday = nextDate(today, -1);
  return {
    from: past ? from || undefined : from > today ? from : today,
    to: past ? (to && to < yesterday ? to : yesterday) : to || undefined,
    status: params.get('status') ?? undefined,
    page: Math.max(0, Number(params.get('page') ?? 0) || 0),
    size: PAGE_SIZE,
  };
}

function TripCard({ trip }: { trip: TripRow }) {
  const { t, i18n } = useTranslation();
  const lookups = useQuery({ queryKey: ['portal', 'lookups'], queryFn: loadLookups, staleTime: 600_000 });
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <CardActionArea component={RouterLink} to={`/portal/trips/${trip.id}`}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">
              {when(trip.pickupDate, trip.pickupTime)}
            </Typography>
            <StatusChip status={trip.portalStatus} />
          </Stack>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {[trip.pickupText, trip.dropoffText].filter(Boolean).join(' → ')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[trip.orderRefId, nameOf(lookups.data?.vehicleTypes, trip.vehicleTypeId, i18n.language), money(trip.total, t)].filter(Boolean).join(' · ')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export default function TripsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const query = tripQuery(params, operatorToday());
  const trips = useQuery({ queryKey: ['portal', 'orders', query], queryFn: () => listOrders(query), placeholderData: keepPreviousData });
  const set = (key: string, value: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
      return next;
    });
  const pages = Math.max(1, Math.ceil((trips.data?.total ?? 0) / PAGE_SIZE));
  const past = params.get('when') === 'past';

  return (
    <>
      <PageTitle>{t('pw.trips.title')}</PageTitle>
      {notice && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t(notice)}
        </Alert>
      )}
      <Stack spacing={2} sx={{ mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={past ? 'past' : 'upcoming'}
          onChange={(_e, v: string | null) => v && set('when', v === 'past' ? 'past' : '')}
          aria-label={t('pw.trips.when')}
        >
          <ToggleButton value="upcoming">{t('pw.trips.upcoming')}</ToggleButton>
          <ToggleButton value="past">{t('pw.trips.past')}</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={t('pw.trips.status')}
            value={params.get('status') ?? ''}
            onChange={(e) => set('status', e.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 160, flex: '1 1 160px' }}
          >
            <option value="">{t('pw.trips.allStatuses')}</option>
            {PORTAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`pw.status.${s}`)}
              </option>
            ))}
          </TextField>
          <TextField
            type="date"
            size="small"
            label={t('pw.trips.from')}
            value={params.get('from') ?? ''}
            onChange={(e) => set('from', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: '1 1 140px' }}
          />
          <TextField
            type="date"
            size="small"
            label={t('pw.trips.to')}
            value={params.get('to') ?? ''}
            onChange={(e) => set('to', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: '1 1 140px' }}
          />
        </Stack>
      </Stack>
      {trips.isPending ? (
        <Loading />
      ) : trips.isError ? (
        <Failed error={trips.error} retry={() => void trips.refetch()} />
      ) : trips.data.items.length === 0 ? (
        <Typography>{t('pw.trips.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-busy={trips.isFetching}>
          {trips.data.items.map((trip) => (
            <TripCard key={trip.id} trip={trip} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', justifyContent: 'center' }}>
          <Button disabled={query.page <= 0} onClick={() => set('page', String(query.page - 1))}>
            {t('pw.trips.prev')}
          </Button>
          <Typography>{t('pw.trips.page', { page: query.page + 1, pages })}</Typography>
          <Button disabled={query.page + 1 >= pages} onClick={() => set('page', String(query.page + 1))}>
            {t('pw.trips.next')}
          </Button>
        </Stack>
      )}
    </>
  );
}
