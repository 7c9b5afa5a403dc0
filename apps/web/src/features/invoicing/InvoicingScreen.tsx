import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { invoicingEn, invoicingZhHK } from '@limo/domain/i18n/invoicing';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatError } from '../../api/errors';
import { useRouteTitle } from '../../app/routeTitle';
import { registerTexts } from '../../i18n';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { useClients } from './ClientPicker';
import { InvoiceDialog } from './InvoiceDialog';
import { InvoiceFilterBar } from './InvoiceFilterBar';
import { InvoiceList } from './InvoiceList';
import { getInvoice, searchInvoices, voidInvoice } from './invoicingApi';
import { DEFAULT_SORT, emptyFilter, type Invoice, type InvoiceFilter, sortParams } from './invoicingModel';
import { useInvoiceDocs } from './useInvoiceDocs';
import { VoidDialog } from './VoidDialog';
import { UnbilledPanel } from '../landing/UnbilledPanel';

// This screen's texts load with it (i18n/index.ts).
registerTexts(invoicingEn, invoicingZhHK);

/** /Account/invoicing: find invoices, open one, print it, save its PDF, void it with a reason. `?id=` opens one, `?invoiceNo=` finds it. */
export default function InvoicingScreen() {
  const { t } = useTranslation();
  const title = useRouteTitle('/Account/invoicing');
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [initial] = useState<InvoiceFilter>(() => ({ ...emptyFilter(), invoiceNo: params.get('invoiceNo') ?? '' }));
  const [filter, setFilter] = useState(initial);
  const [sort, setSort] = useState<GridSortModel>(DEFAULT_SORT);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 20 });
  const [open, setOpen] = useState<Invoice | null>(null);
  const [voiding, setVoiding] = useState<Invoice | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const clients = useClients();
  const clientLabel = clients.label;
  const docs = useInvoiceDocs(clients.fullName);

  const list = useQuery({
    queryKey: ['invoices', filter, sort, pagination.page, pagination.pageSize],
    queryFn: () => searchInvoices(filter, sortParams(sort), pagination.page, pagination.pageSize),
    placeholderData: keepPreviousData,
    retry: false,
  });

  // A link from the order invoice screen opens its invoice at once.
  const linked = Number(params.get('id')) || null;
  useEffect(() => {
    if (!linked) return;
    getInvoice(linked).then(setOpen, () => undefined);
  }, [linked]);

  const voidCall = useMutation({
    mutationFn: ({ invoice, reason }: { invoice: Invoice; reason: string }) => voidInvoice(invoice.id, reason),
    onSuccess: (answer, { invoice }) => {
      const voided = { ...invoice, ...answer };
      setVoiding(null);
      setOpen(voided);
      setNotice(t('inv.voided', { invoiceNo: voided.invoiceNo }));
      void queryClient.invalidateQueries({ queryKey: ['invoices'] });
    },
  });

  return (
    <Box>
      {docs.sheet}
      {/* The accounts' landing: what is still to invoice (issue 30 part 8b). */}
      <UnbilledPanel />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('inv.hint')}
        </Typography>
      </Box>
      <InvoiceFilterBar
        initial={initial}
        onSearch={(next) => {
          setFilter(next);
          setPagination((p) => ({ ...p, page: 0 }));
        }}
      />
      <ErrorAlert message={list.isError ? formatError(list.error) : null} />
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 1 }}>
          {notice}
        </Alert>
      )}
      <Box sx={{ height: 'calc(100vh - 230px)', minHeight: 360, bgcolor: 'background.paper' }}>
        <InvoiceList
          label={t('inv.list')}
          rows={list.data?.rows ?? []}
          rowCount={list.data?.page.totalElements ?? 0}
          loading={list.isFetching}
          pagination={pagination}
          onPagination={setPagination}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            setPagination((p) => ({ ...p, page: 0 }));
          }}
          clientLabel={clientLabel}
          onOpen={(inv) => {
            docs.clearError();
            setOpen(inv);
          }}
        />
      </Box>
      {open && (
        <InvoiceDialog
          invoice={open}
          client={clientLabel(open.clientId)}
          busy={docs.busy}
          error={docs.error}
          onPrint={(inv, lines) => void docs.print(inv, lines)}
          onPdf={(inv) => void docs.pdf(inv)}
          onVoid={(inv) => {
            voidCall.reset();
            setVoiding(inv);
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {voiding && (
        <VoidDialog
          invoice={voiding}
          busy={voidCall.isPending}
          error={voidCall.isError ? formatError(voidCall.error) : null}
          onVoid={(reason) => voidCall.mutate({ invoice: voiding, reason })}
          onClose={() => setVoiding(null)}
        />
      )}
    </Box>
  );
}
