import { formatDate } from '@limo/domain/rules/display-date';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { hasRight, RESOURCES } from '@limo/domain';
import { operatorNow } from '@limo/domain/rules/operator-time';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { useUser } from '../../app/session/SessionContext';
import { lookupLabel, useLookup } from '../../resources/lookups';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { DateEntryField } from '../../widgets/DateEntryField';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { AssignDriverDialog } from './AssignDriverDialog';
import { RejectDialog, VehicleTypeDialog } from './BookingDialogs';
import { type BookingAction, BookingTable } from './BookingTable';
import { acceptBooking, type BookingFilter, fetchBookings, rejectBooking, resendStatus, setBookingVehicleType } from './orderApiApi';
import { BOOKING_STATUSES, type Booking, type BookingSort, hhmm, nextSort, sortBookings } from './orderApiModel';

/** New bookings show within this time without a reload (and whenever the window gets the focus back). */
export const POLL_MS = 10_000;

const vehicleTypeField = RESOURCES.vehicleTypeMaps.fields.find((f) => f.name === 'vehicleTypeId');

/** The partner's bookings: filtered, sorted, refreshed by themselves, each acted on in place. */
export function BookingsTab() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const canOpenOrders = hasRight(useUser().rights, 'ORDERING');
  const [filter, setFilter] = useState<BookingFilter>({ status: '', date: null });
  const [sort, setSort] = useState<BookingSort>({ field: 'pickup', dir: 'asc' });
  const [open, setOpen] = useState<{ action: BookingAction; booking: Booking } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['chinaLink', 'orders', filter],
    queryFn: () => fetchBookings(filter),
    placeholderData: keepPreviousData,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
  // Query's focus refetch follows the tab's visibility only; coming back from another window counts too.
  const { refetch } = list;
  useEffect(() => {
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);
  const types = useLookup(vehicleTypeField);
  const rows = useMemo(() => sortBookings(list.data ?? [], sort), [list.data, sort]);
  const typeLabel = (id: number | null) => lookupLabel(types.options, id);

  const close = () => {
    setOpen(null);
    setDialogError(null);
  };
  /** Runs one call for a row; a dialog's failure stays in the dialog, a row button's above the table. */
  async function run(b: Booking, work: () => Promise<string>, inDialog: boolean) {
    setBusyId(b.id);
    setError(null);
    setDialogError(null);
    setNotice(null);
    try {
      setNotice(await work());
      setOpen(null);
    } catch (err) {
      if (inDialog) setDialogError(formatError(err));
      else {
        setError(formatError(err));
        setOpen(null);
      }
    } finally {
      setBusyId(null);
      void qc.invalidateQueries({ queryKey: ['chinaLink', 'orders'] });
    }
  }

  const onAction = (action: BookingAction, b: Booking) => {
    const ref = b.partnerOrderId;
    if (action === 'resend') void run(b, async () => (await resendStatus(b.id), t('oapi.resent', { ref })), false);
    else setOpen({ action, booking: b });
  };

  const b = open?.booking;
  const ref = b?.partnerOrderId ?? '';
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField
          select
          size="small"
          label={t('oapi.status')}
          value={filter.status}
          onChange={(e) => setFilter((f) => ({ ...f, status: e.target.value }))}
          sx={{ minWidth: 160 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('oapi.status.all')}</MenuItem>
          {BOOKING_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`oapi.status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ width: 180 }}>
          <DateEntryField label={t('oapi.date')} value={filter.date} onChange={(date) => setFilter((f) => ({ ...f, date }))} />
        </Box>
        <Button variant="outlined" onClick={() => void refetch()} disabled={list.isFetching}>
          {t('oapi.refresh')}
        </Button>
        {list.dataUpdatedAt > 0 && (
          <Typography variant="caption" color="text.secondary" aria-live="polite">
            {t('oapi.autoRefresh', { time: operatorNow(list.dataUpdatedAt).time })}
          </Typography>
        )}
      </Stack>
      <ErrorAlert message={error ?? (list.isError ? formatError(list.error) : null)} onClose={error ? () => setError(null) : undefined} />
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 1 }} role="status">
          {notice}
        </Alert>
      )}
      <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <BookingTable
        rows={rows}
        sort={sort}
        onSort={(field) => setSort((s) => nextSort(s, field))}
        vehicleTypeLabel={typeLabel}
        canOpenOrders={canOpenOrders}
        busyId={busyId}
        onAction={onAction}
      />
      {b && open?.action === 'accept' && (
        <ConfirmDialog
          open
          title={t('oapi.acceptTitle')}
          message={t('oapi.acceptConfirm', { ref, date: formatDate(b.pickupDate), time: hhmm(b.pickupTime), type: typeLabel(b.vehicleTypeId) })}
          onNo={close}
          onYes={() =>
            void run(
              b,
              async () => {
                const answer = await acceptBooking(b.id);
                return t('oapi.accepted', { ref, order: answer.orderRefId ?? answer.orderId ?? '' });
              },
              false,
            )
          }
        />
      )}
      {b && open?.action === 'reject' && (
        <RejectDialog
          booking={b}
          busy={busyId === b.id}
          error={dialogError}
          onClose={close}
          onReject={(reason) => void run(b, async () => (await rejectBooking(b.id, reason), t('oapi.rejected', { ref })), true)}
        />
      )}
      {b && open?.action === 'vehicleType' && (
        <VehicleTypeDialog
          booking={b}
          busy={busyId === b.id}
          error={dialogError}
          options={types.options}
          onClose={close}
          onSave={(id) => void run(b, async () => (await setBookingVehicleType(b.id, id), t('oapi.vehicleTypeSaved', { ref })), true)}
        />
      )}
      {b && open?.action === 'assign' && (
        <AssignDriverDialog
          booking={b}
          onClose={close}
          onDone={() => {
            setOpen(null);
            setNotice(t('oapi.assigned', { ref }));
            void qc.invalidateQueries({ queryKey: ['chinaLink', 'orders'] });
          }}
        />
      )}
    </Box>
  );
}
