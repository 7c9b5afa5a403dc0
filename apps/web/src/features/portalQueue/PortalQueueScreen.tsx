import { PORTAL_QUEUE_PATH } from '@limo/domain';
import { formatDate } from '@limo/domain/rules/display-date';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatError } from '../../api/errors';
import { useRouteTitle } from '../../app/routeTitle';
import { confirmPortalOrder, fetchQueue, QUEUE_KEY, type QueueRow, rejectPortalOrder } from './portalQueueApi';
import { RejectDialog } from './RejectDialog';

type Notice = { severity: 'success' | 'error'; text: string } | null;

/** /operation/portalOrders: the client portal's bookings waiting for the operator, confirmed or rejected here (issue 33). */
export default function PortalQueueScreen() {
  const { t, i18n } = useTranslation();
  const title = useRouteTitle(PORTAL_QUEUE_PATH);
  const queryClient = useQueryClient();
  const queue = useQuery({ queryKey: QUEUE_KEY, queryFn: fetchQueue });
  const [rejecting, setRejecting] = useState<QueueRow | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const zh = i18n.language === 'zh-HK';

  const decide = useMutation({
    mutationFn: ({ row, reason }: { row: QueueRow; reason?: string }) =>
      reason === undefined ? confirmPortalOrder(row.id) : rejectPortalOrder(row.id, reason),
    onSuccess: (_answer, { row, reason }) => {
      setRejecting(null);
      setNotice({ severity: 'success', text: t(reason === undefined ? 'portal.queue.confirmed' : 'portal.queue.rejected', { ref: row.orderRefId }) });
    },
    onError: (err) => setNotice({ severity: 'error', text: formatError(err) }),
    // The list and the menu's badge both change (the badge's count is under the same key).
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
  });

  const rows = queue.data?.items ?? [];
  return (
    <Box sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="h1" variant="h6" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Button onClick={() => void queue.refetch()}>{t('portal.queue.refresh')}</Button>
      </Box>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {queue.isError && <Alert severity="error">{formatError(queue.error)}</Alert>}
      {queue.isSuccess && rows.length === 0 && <Typography>{t('portal.queue.empty')}</Typography>}
      {rows.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={t('portal.queue.list')}>
            <TableHead>
              <TableRow>
                {(['ref', 'client', 'booker', 'pickup', 'vehicleType', 'price', 'actions'] as const).map((c) => (
                  <TableCell key={c} align={c === 'price' ? 'right' : 'left'}>
                    {t(`portal.queue.col.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={`/order/ordering3/${row.id}`} aria-label={t('portal.queue.open', { ref: row.orderRefId })}>
                      {row.orderRefId}
                    </Link>
                  </TableCell>
                  <TableCell>{(zh && row.clientNameChi) || row.clientName}</TableCell>
                  <TableCell>{row.bookerName}</TableCell>
                  <TableCell>{row.pickupDate ? `${formatDate(row.pickupDate)} ${row.pickupTime ?? ''}` : ''}</TableCell>
                  <TableCell>{row.vehicleType ?? ''}</TableCell>
                  <TableCell align="right">{row.total ?? ''}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" variant="contained" disabled={decide.isPending} onClick={() => decide.mutate({ row })}>
                      {t('portal.queue.confirm', { ref: row.orderRefId })}
                    </Button>{' '}
                    <Button size="small" color="error" disabled={decide.isPending} onClick={() => setRejecting(row)}>
                      {t('portal.queue.reject', { ref: row.orderRefId })}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {rejecting && (
        <RejectDialog
          row={rejecting}
          busy={decide.isPending}
          onClose={() => setRejecting(null)}
          onReject={(reason) => decide.mutate({ row: rejecting, reason })}
        />
      )}
    </Box>
  );
}
