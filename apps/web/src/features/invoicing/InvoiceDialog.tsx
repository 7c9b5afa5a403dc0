import BlockIcon from '@mui/icons-material/Block';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime } from '@limo/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { formatMoney } from '../driverAllowance/hrFormat';
import { invoiceLines } from './invoicingApi';
import { type Invoice, type InvoiceDtl, totalsOf } from './invoicingModel';

interface Props {
  invoice: Invoice;
  client: string;
  busy: boolean;
  error: string | null;
  onPrint: (invoice: Invoice, lines: InvoiceDtl[]) => void;
  onPdf: (invoice: Invoice) => void;
  onVoid: (invoice: Invoice) => void;
  onClose: () => void;
}

const money = { align: 'right', sx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } } as const;

/** One invoice: its header fields, lines and totals; PDF, Print and (while active) Void. */
export function InvoiceDialog({ invoice, client, busy, error, onPrint, onPdf, onVoid, onClose }: Props) {
  const { t } = useTranslation();
  const lines = useQuery({ queryKey: ['invoiceDtls', invoice.id], queryFn: () => invoiceLines(invoice.id), retry: false });
  const isVoid = invoice.status === 'V';
  const fields: [string, string][] = [
    [t('inv.client'), client],
    [t('inv.invoiceDate'), formatDate(invoice.invoiceDate)],
    [t('inv.dueDate'), formatDate(invoice.dueDate)],
    [t('inv.period'), `${formatDate(invoice.dateFrom)} – ${formatDate(invoice.dateTo)}`],
  ];
  const title = `${t('inv.invoiceNo')} ${invoice.invoiceNo}`;
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: { width: '100%', maxWidth: 760 } } }}>
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" id={titleId} sx={{ flexGrow: 1 }}>
          {title}
        </Box>
        <Chip label={t(`inv.status.${invoice.status}`)} color={isVoid ? 'error' : 'success'} variant={isVoid ? 'filled' : 'outlined'} />
      </DialogTitle>
      <DialogContent dividers>
        {isVoid && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {t('inv.voidedBy', { reason: invoice.voidReason ?? '', by: invoice.voidBy ?? '', at: invoice.voidDt ? formatDateTime(invoice.voidDt) : '' })}
          </Alert>
        )}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 1 }}>
          {fields.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {lines.isPending && <LinearProgress aria-label={t('common.loading')} />}
        <ErrorAlert message={lines.isError ? formatError(lines.error) : error} />
        <Table size="small" aria-label={t('inv.lines')}>
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>{t('inv.description')}</TableCell>
              <TableCell {...money}>{t('inv.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(lines.data ?? []).map((l, i) => (
              <TableRow key={l.id ?? i}>
                <TableCell>{i + 1}</TableCell>
                <TableCell>
                  {l.lineType === 'MISC' && <Chip size="small" label={t('inv.lineType.MISC')} sx={{ mr: 1 }} />}
                  {l.description}
                </TableCell>
                <TableCell {...money}>{formatMoney(l.amount)}</TableCell>
              </TableRow>
            ))}
            {totalsOf(invoice).map(([key, amount]) => (
              <TableRow key={key}>
                <TableCell />
                <TableCell sx={{ fontWeight: key === 'inv.total' ? 'bold' : undefined }}>{t(key)}</TableCell>
                <TableCell {...money} sx={{ ...money.sx, fontWeight: key === 'inv.total' ? 'bold' : undefined }}>
                  {formatMoney(amount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<PictureAsPdfIcon />} disabled={busy} onClick={() => onPdf(invoice)}>
          {t('inv.pdf')}
        </Button>
        <Button startIcon={<PrintIcon />} disabled={busy || !lines.data} onClick={() => lines.data && onPrint(invoice, lines.data)}>
          {t('inv.print')}
        </Button>
        {!isVoid && (
          <Button startIcon={<BlockIcon />} color="error" disabled={busy} onClick={() => onVoid(invoice)}>
            {t('inv.void')}
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
