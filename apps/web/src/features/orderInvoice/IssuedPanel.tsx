import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatDate } from '@limo/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney } from '../driverAllowance/hrFormat';
import type { Invoice } from '../invoicing/invoicingModel';

interface Props {
  invoice: Invoice;
  busy: boolean;
  onPrint: () => void;
  onPdf: () => void;
}

/** The invoice just issued: its number, and where it goes next. */
export function IssuedPanel({ invoice, busy, onPrint, onPdf }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Alert severity="success" role="status" sx={{ mb: 1, alignItems: 'center' }}>
      <AlertTitle data-testid="issued-invoice-no" sx={{ fontSize: '1.25rem' }}>
        {invoice.invoiceNo}
      </AlertTitle>
      {t('oi.issued', { invoiceNo: invoice.invoiceNo, total: formatMoney(invoice.total), dueDate: formatDate(invoice.dueDate) })}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" variant="outlined" startIcon={<PrintIcon />} disabled={busy} onClick={onPrint}>
          {t('inv.print')}
        </Button>
        <Button size="small" variant="outlined" startIcon={<PictureAsPdfIcon />} disabled={busy} onClick={onPdf}>
          {t('inv.pdf')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<OpenInNewIcon />}
          onClick={() => void navigate(`/Account/invoicing?id=${invoice.id}&invoiceNo=${encodeURIComponent(invoice.invoiceNo)}`)}
        >
          {t('oi.openInInvoicing')}
        </Button>
      </Stack>
    </Alert>
  );
}
