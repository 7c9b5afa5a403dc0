import { formatDate } from '@limo/domain/rules/display-date';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type Booking, bookingActions, type BookingSort, type BookingSortField, hhmm } from './orderApiModel';

export const STATUS_COLOR = { NEW: 'warning', ACCEPTED: 'success', REJECTED: 'default', CANCELLED: 'default' } as const;

export type BookingAction = 'accept' | 'reject' | 'vehicleType' | 'assign' | 'resend';

interface Props {
  rows: Booking[];
  sort: BookingSort;
  onSort: (field: BookingSortField) => void;
  vehicleTypeLabel: (id: number | null) => string;
  /** Orders open on the order form with ORDERING. */
  canOpenOrders: boolean;
  busyId: number | null;
  onAction: (action: BookingAction, booking: Booking) => void;
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** The partner's bookings, sortable by column, with what may be done to each row now. */
export function BookingTable({ rows, sort, onSort, vehicleTypeLabel, canOpenOrders, busyId, onAction }: Props) {
  const { t } = useTranslation();
  const head = (field: BookingSortField, label: string) => (
    <TableCell sortDirection={sort.field === field ? sort.dir : false}>
      <TableSortLabel active={sort.field === field} direction={sort.field === field ? sort.dir : 'asc'} onClick={() => onSort(field)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
  const button = (action: BookingAction, b: Booking, label: string, aria: string, disabled = false) => (
    <Button
      size="small"
      variant={action === 'accept' ? 'contained' : 'outlined'}
      aria-label={aria}
      disabled={disabled || busyId === b.id}
      onClick={() => onAction(action, b)}
    >
      {label}
    </Button>
  );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('oapi.bookings.table')}>
        <TableHead>
          <TableRow>
            {head('partnerOrderId', t('oapi.col.partnerOrderId'))}
            {head('status', t('oapi.status'))}
            {head('pickup', t('oapi.col.pickup'))}
            <TableCell>{t('oapi.col.pax')}</TableCell>
            <TableCell>{t('oapi.col.route')}</TableCell>
            {head('vehicleTypeCode', t('oapi.col.vehicleType'))}
            {head('orderRefId', t('oapi.col.order'))}
            <TableCell>{t('oapi.col.driver')}</TableCell>
            <TableCell>{t('oapi.col.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((b) => {
            const can = bookingActions(b);
            const ref = b.partnerOrderId;
            const accept = button('accept', b, t('oapi.accept'), t('oapi.acceptLabel', { ref }), can.acceptBlocked);
            return (
              <TableRow key={b.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{ref}</TableCell>
                <TableCell>
                  <Chip size="small" color={STATUS_COLOR[b.status] ?? 'default'} label={t(`oapi.status.${b.status}`, { defaultValue: b.status })} />
                  {b.rejectReason && (
                    <Typography variant="caption" component="div" color="text.secondary">
                      {b.rejectReason}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(b.pickupDate)} {hhmm(b.pickupTime)}
                  {b.flightNo && (
                    <Typography variant="caption" component="div" color="text.secondary">
                      {b.flightNo}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{joined(b.paxName, b.paxCount ? `×${b.paxCount}` : null)}</TableCell>
                <TableCell>{[b.pickupAddress ?? b.pickupLocationCode, b.dropoffAddress ?? b.dropoffLocationCode].filter(Boolean).join(' → ')}</TableCell>
                <TableCell>
                  {b.vehicleTypeCode} →{' '}
                  {b.vehicleTypeId === null ? (
                    <Typography component="span" color="warning.main" variant="body2">
                      {t('oapi.unmapped')}
                    </Typography>
                  ) : (
                    (b.vehicleType ?? vehicleTypeLabel(b.vehicleTypeId))
                  )}
                </TableCell>
                <TableCell>
                  {b.orderId && canOpenOrders ? (
                    <Link component={RouterLink} to={`/order/ordering3/${b.orderId}`}>
                      {b.orderRefId ?? b.orderId}
                    </Link>
                  ) : (
                    (b.orderRefId ?? b.orderId ?? '')
                  )}
                </TableCell>
                <TableCell>{joined(b.driverName, b.plate, b.jobStatus)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} sx={{ whiteSpace: 'nowrap' }}>
                    {can.accept &&
                      (can.acceptBlocked ? (
                        <Tooltip title={t('oapi.acceptNeedsType')}>
                          <span>{accept}</span>
                        </Tooltip>
                      ) : (
                        accept
                      ))}
                    {can.vehicleType && button('vehicleType', b, t('oapi.vehicleType'), t('oapi.vehicleTypeLabel', { ref }))}
                    {can.reject && button('reject', b, t('oapi.reject'), t('oapi.rejectLabel', { ref }))}
                    {can.assign && button('assign', b, t('oapi.assign'), t('oapi.assignLabel', { ref }))}
                    {can.resend && button('resend', b, t('oapi.resend'), t('oapi.resendLabel', { ref }))}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={9}>{t('oapi.bookings.empty')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
