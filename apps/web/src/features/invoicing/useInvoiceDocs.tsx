import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatError } from '../../api/errors';
import { api } from '../../api/http';
import { saveInvoicePdf } from './invoicingApi';
import type { Invoice, InvoiceDtl } from './invoicingModel';
import { InvoicePrintSheet, type Letterhead } from './InvoicePrintSheet';

interface Printing {
  invoice: Invoice;
  lines: InvoiceDtl[];
  head: Letterhead | null;
}

/**
 * Print and PDF of an invoice, for both invoice screens. `sheet` is to be rendered by the screen: it
 * is in the page (shown by print media only) from the first Print on, on the letterhead the invoice was issued with.
 */
export function useInvoiceDocs(clientName: (id: number) => string) {
  const queryClient = useQueryClient();
  const [printing, setPrinting] = useState<Printing | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The sheet stays (hidden on screen) after the print dialog: a later print preview shows the same invoice.
  useEffect(() => {
    if (printing) window.print();
  }, [printing]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(formatError(err));
    } finally {
      setBusy(false);
    }
  };
  // The letterhead comes with the invoice's own call, so a clerk without INVOICEHEADER prints it too.
  const letterhead = (invoiceId: number): Promise<Letterhead | null> =>
    queryClient
      .fetchQuery({
        queryKey: ['invoiceLetterhead', invoiceId],
        queryFn: () => api<{ letterhead: Letterhead | null }>(`/api/invoices/${invoiceId}/letterhead`),
        staleTime: 300_000,
      })
      .then((a) => a.letterhead);
  return {
    print: (invoice: Invoice, lines: InvoiceDtl[]) =>
      run(async () => setPrinting({ invoice, lines, head: invoice.invoiceHeaderId ? await letterhead(invoice.id) : null })),
    pdf: (invoice: Pick<Invoice, 'id' | 'invoiceNo'>) => run(() => saveInvoicePdf(invoice)),
    busy,
    error,
    clearError: () => setError(null),
    sheet: printing ? <InvoicePrintSheet {...printing} client={clientName(printing.invoice.clientId)} /> : null,
  };
}
