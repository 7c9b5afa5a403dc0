import GlobalStyles from '@mui/material/GlobalStyles';
import { formatDate } from '@limo/domain';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../driverAllowance/hrFormat';
import { type Invoice, type InvoiceDtl, totalsOf } from './invoicingModel';

/*
 * What the browser prints (window.print, dec17-invoice-screens.md): the invoice as an HTML sheet
 * straight in <body>, everything else hidden by a print rule. The table's header repeats on every
 * printed page (a thead does in Chromium); the totals follow the last line once (a tfoot would repeat). Headless Chromium crashes on a PDF in a frame, so the
 * server's PDF is the PDF button's file, not what Print sends.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '.invoice-print': { display: 'none' },
      '@media print': {
        'body > *:not(.invoice-print)': { display: 'none !important' },
        '.invoice-print': { display: 'block', padding: 0, fontSize: '10pt', color: '#000' },
        '.invoice-print table': { width: '100%', borderCollapse: 'collapse' },
        '.invoice-print th, .invoice-print td': { padding: '2px 6px', borderBottom: '1px solid #ccc', textAlign: 'left' },
        '.invoice-print .money': { textAlign: 'right', whiteSpace: 'nowrap' },
        '.invoice-print .totals td': { fontWeight: 'bold', borderBottom: 'none' },
        '@page': { size: 'A4 portrait', margin: '12mm' },
      },
    }}
  />
);

export interface Letterhead {
  companyNameEng?: string | null;
  companyNameChi?: string | null;
  address?: string | null;
  telNo?: string | null;
}

interface Props {
  invoice: Invoice;
  lines: InvoiceDtl[];
  client: string;
  head: Letterhead | null;
}

export function InvoicePrintSheet({ invoice, lines, client, head }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {printStyles}
      {createPortal(
        <div className="invoice-print" data-testid="invoice-print" aria-hidden>
          {head && (
            <div>
              <strong>{head.companyNameEng}</strong> {head.companyNameChi}
              <div>{[head.address, head.telNo].filter(Boolean).join(' · ')}</div>
            </div>
          )}
          <h2 style={{ margin: '8px 0' }}>
            {t('inv.invoiceNo')} {invoice.invoiceNo}
            {invoice.status === 'V' ? ` (${t('inv.status.V')})` : ''}
          </h2>
          <p>
            {t('inv.client')}: {client} · {t('inv.invoiceDate')}: {formatDate(invoice.invoiceDate)} · {t('inv.dueDate')}: {formatDate(invoice.dueDate)} ·{' '}
            {t('inv.period')}: {formatDate(invoice.dateFrom)} – {formatDate(invoice.dateTo)}
          </p>
          <table>
            <thead>
              <tr>
                <th>#</th>
                <th>{t('inv.description')}</th>
                <th className="money">{t('inv.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((l, i) => (
                <tr key={l.id ?? i}>
                  <td>{i + 1}</td>
                  <td>{l.description}</td>
                  <td className="money">{formatMoney(l.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tbody className="totals">
              {totalsOf(invoice).map(([key, amount]) => (
                <tr key={key}>
                  <td />
                  <td>{t(key)}</td>
                  <td className="money">{formatMoney(amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>,
        document.body,
      )}
    </>
  );
}
