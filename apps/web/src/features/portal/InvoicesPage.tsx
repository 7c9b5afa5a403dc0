/** The client's invoices (/portal/invoices, ADMIN only): the list and each one's PDF. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDate } from '@limo/domain/rules/display-date';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invoicePdf, type Invoice, listInvoices } from './portalApi';
import { errorText, Failed, Loading, money, PageTitle, useMe } from './portalUi';

/** Saves a Blob as a file through a passing link. */
function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function Invoices() {
  const { t } = useTranslation();
  const invoices = useQuery({ queryKey: ['portal', 'invoices'], queryFn: listInvoices });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  async function pdf(inv: Invoice) {
    setBusy(inv.id);
    setError(null);
    try {
      download(await invoicePdf(inv.id), `${inv.invoiceNo}.pdf`);
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(null);
    }
  }

  if (invoices.isPending) return <Loading />;
  if (invoices.isError) return <Failed error={invoices.error} retry={() => void invoices.refetch()} />;
  if (!invoices.data.length) return <Typography>{t('pw.invoices.none')}</Typography>;
  return (
    <>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {error}
        </Alert>
      )}
      <List disablePadding>
        {invoices.data.map((inv) => (
          <ListItem key={inv.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              sx={{ flex: '1 1 200px' }}
              primary={`${inv.invoiceNo} · ${money(inv.total, t)}`}
              secondary={[
                `${t('pw.invoices.date')} ${formatDate(inv.invoiceDate)}`,
                inv.dateFrom && inv.dateTo ? `${t('pw.invoices.period')} ${formatDate(inv.dateFrom)} – ${formatDate(inv.dateTo)}` : '',
                t(inv.status === 'V' ? 'pw.invoices.V' : 'pw.invoices.A'),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
            <Button
              variant="outlined"
              size="small"
              disabled={busy === inv.id}
              aria-label={t('pw.invoices.download', { no: inv.invoiceNo })}
              onClick={() => void pdf(inv)}
            >
              {t('pw.invoices.pdf')}
            </Button>
          </ListItem>
        ))}
      </List>
    </>
  );
}

export default function InvoicesPage() {
  const { t } = useTranslation();
  const admin = useMe().role === 'ADMIN';
  return (
    <>
      <PageTitle>{t('pw.invoices.title')}</PageTitle>
      {admin ? <Invoices /> : <Alert severity="info">{t('pw.invoices.adminOnly')}</Alert>}
    </>
  );
}
