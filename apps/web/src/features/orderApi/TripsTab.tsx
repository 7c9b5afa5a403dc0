import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { operatorToday } from '@limo/domain/rules/operator-time';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { DateEntryField } from '../../widgets/DateEntryField';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { fetchTrips, generateTrips, getPartnerTrips, type TripsAnswer } from './orderApiApi';
import { hhmm, partnerDriver, tripText } from './orderApiModel';

/** A date's trips for the mainland legs outsourced to the partner: generated and sent, then the partner's drivers read back. */
export function TripsTab() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [date, setDate] = useState<string | null>(operatorToday());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const trips = useQuery({ queryKey: ['chinaLink', 'trips', date], queryFn: () => fetchTrips(date ?? ''), enabled: date !== null, retry: false });

  async function run(work: (date: string) => Promise<TripsAnswer>, done: string, count: (a: TripsAnswer) => number) {
    if (!date) {
      setError(t('oapi.trips.chooseDate'));
      return;
    }
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const answer = await work(date);
      // The answer holds the date's trips: shown at once.
      qc.setQueryData(['chinaLink', 'trips', date], answer.trips);
      setNotice(t(done, { count: count(answer) }));
    } catch (err) {
      setError(formatError(err));
    } finally {
      setBusy(false);
    }
  }

  const rows = trips.data ?? [];
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Box sx={{ width: 180 }}>
          <DateEntryField label={t('oapi.date')} value={date} onChange={setDate} />
        </Box>
        <Button variant="contained" disabled={busy} onClick={() => void run(generateTrips, 'oapi.trips.generated', (a) => a.generated ?? 0)}>
          {t('oapi.trips.generate')}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => void run(getPartnerTrips, 'oapi.trips.got', (a) => a.updated ?? a.trips.length)}>
          {t('oapi.trips.get')}
        </Button>
      </Stack>
      <ErrorAlert message={error ?? (trips.isError ? formatError(trips.error) : null)} onClose={error ? () => setError(null) : undefined} />
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 1 }} role="status">
          {notice}
        </Alert>
      )}
      <Box sx={{ height: 4 }}>{(busy || trips.isFetching) && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('oapi.trips.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('oapi.col.tripId')}</TableCell>
              <TableCell>{t('oapi.col.order')}</TableCell>
              <TableCell>{t('oapi.col.pickup')}</TableCell>
              <TableCell>{t('oapi.col.route')}</TableCell>
              <TableCell>{t('oapi.col.tripStatus')}</TableCell>
              <TableCell>{t('oapi.col.partnerDriver')}</TableCell>
              <TableCell>{t('oapi.col.plate')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.tripId}>
                <TableCell>{r.tripId}</TableCell>
                <TableCell>{r.orderRefId}</TableCell>
                <TableCell>{hhmm(tripText(r, 'pickupTime'))}</TableCell>
                <TableCell>{[tripText(r, 'pickupAddress'), tripText(r, 'dropoffAddress')].filter(Boolean).join(' → ')}</TableCell>
                <TableCell>{r.status}</TableCell>
                <TableCell>{partnerDriver(r)}</TableCell>
                <TableCell>{r.plate ?? ''}</TableCell>
              </TableRow>
            ))}
            {trips.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>{t('oapi.trips.empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
