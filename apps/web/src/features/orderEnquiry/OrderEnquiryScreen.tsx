import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDate, hasRight, operatorToday, RESOURCES } from '@limo/domain';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { zhHK } from '@mui/x-data-grid/locales';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { orderEnquiryEn, orderEnquiryZhHK } from '@limo/domain/i18n/orderEnquiry';
import { formatError } from '../../api/errors';
import { useRouteTitle } from '../../app/routeTitle';
import { useUser } from '../../app/session/SessionContext';
import { isChinese, registerTexts } from '../../i18n';
import { StatusChip } from '../../resources/columns';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { EnquiryFilterBar } from './EnquiryFilterBar';
import { DEFAULT_SORT, emptyFilters, type EnquiryFilters, type EnquiryRow, exportOrders, searchOrders, SORTABLE } from './orderEnquiry';

// This screen's texts load with it (i18n/index.ts).
registerTexts(orderEnquiryEn, orderEnquiryZhHK);

const STATUS_FIELD = RESOURCES.orders.fields.find((f) => f.name === 'orderStatus');
const joined = (v: unknown) => (Array.isArray(v) ? v.join(', ') : '');

/** /operation/orderEnquiry: find orders by any of their filters, page and sort on the server, export what was found. */
export default function OrderEnquiryScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const title = useRouteTitle('/operation/orderEnquiry');
  const user = useUser();
  const canOpen = hasRight(user.rights, 'ORDERING');
  // Today's pick-ups on the operator's calendar: the screen never opens on every order there is.
  const [blank] = useState(() => emptyFilters(operatorToday()));
  const [filters, setFilters] = useState<EnquiryFilters>(blank);
  const [sort, setSort] = useState<GridSortModel>(DEFAULT_SORT);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 20 });
  const [exporting, setExporting] = useState<'xlsx' | 'csv' | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);

  const list = useQuery({
    queryKey: ['enqOrders', filters, sort, pagination.page, pagination.pageSize],
    queryFn: () => searchOrders(filters, sort, pagination.page, pagination.pageSize),
    placeholderData: keepPreviousData,
    retry: false,
  });

  const columns = useMemo<GridColDef<EnquiryRow>[]>(() => {
    const sortable = (field: string) => (SORTABLE as readonly string[]).includes(field);
    const col = (field: string, headerName: string, width: number, extra: Partial<GridColDef<EnquiryRow>> = {}): GridColDef<EnquiryRow> => ({
      field,
      headerName,
      width,
      sortable: sortable(field),
      ...extra,
    });
    return [
      col('orderRefId', t('enq.orderRefId'), 150),
      col('pickupDate', t('enq.col.pickupDate'), 110, { valueFormatter: (v: string | null) => formatDate(v) }),
      col('pickupTime', t('enq.col.pickupTime'), 70, { valueFormatter: (v: string | null) => (v ? v.slice(0, 5) : '') }),
      col('clientCode', t('enq.client'), 110),
      col('orderStatus', t('enq.status'), 110, { renderCell: (p) => <StatusChip code={p.value} lng={i18n.language} field={STATUS_FIELD} /> }),
      col('vehicleCount', t('enq.col.vehicleCount'), 80, { type: 'number' }),
      col('flightNos', t('enq.col.flightNos'), 120, { valueFormatter: joined }),
      col('paxNames', t('enq.col.paxNames'), 200, { valueFormatter: joined }),
      col('agentRefs', t('enq.col.agentRefs'), 140, { valueFormatter: joined }),
      col('totalFareAmt', t('enq.col.totalFareAmt'), 110, { align: 'right', headerAlign: 'right' }),
      col('contactName', t('enq.col.contactName'), 150),
    ];
  }, [t, i18n.language]);

  const search = (next: EnquiryFilters) => {
    setFilters(next);
    setPagination((p) => ({ ...p, page: 0 }));
  };
  const download = async (format: 'xlsx' | 'csv') => {
    setExporting(format);
    setExportError(null);
    try {
      await exportOrders(filters, sort, format);
    } catch (err) {
      setExportError(formatError(err));
    } finally {
      setExporting(null);
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1, gap: 1 }}>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {exporting ? t('enq.exporting') : t('enq.hint')}
        </Typography>
        {(['xlsx', 'csv'] as const).map((format) => (
          <Button key={format} variant="outlined" startIcon={<DownloadIcon />} disabled={exporting !== null} onClick={() => void download(format)}>
            {t(format === 'xlsx' ? 'enq.exportXlsx' : 'enq.exportCsv')}
          </Button>
        ))}
      </Box>
      <EnquiryFilterBar initial={blank} blank={{ ...blank, dateFrom: null, dateTo: null }} onSearch={search} />
      <ErrorAlert message={list.isError ? formatError(list.error) : exportError} onClose={exportError ? () => setExportError(null) : undefined} />
      <Box sx={{ height: 'calc(100vh - 190px)', minHeight: 360, bgcolor: 'background.paper' }}>
        <DataGrid<EnquiryRow>
          aria-label={title}
          rows={list.data?.rows ?? []}
          columns={columns}
          rowCount={list.data?.page.totalElements ?? 0}
          loading={list.isFetching}
          paginationMode="server"
          sortingMode="server"
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          sortModel={sort}
          onSortModelChange={(next) => {
            setSort(next);
            setPagination((p) => ({ ...p, page: 0 }));
          }}
          // The server always sorts by something: no "unsorted" third click.
          sortingOrder={['asc', 'desc']}
          pageSizeOptions={[20, 50, 100]}
          disableColumnFilter
          disableRowSelectionOnClick
          density="compact"
          localeText={isChinese(i18n.language) ? zhHK.components.MuiDataGrid.defaultProps.localeText : undefined}
          onRowClick={canOpen ? (p) => void navigate(`/order/ordering3/${p.id}`) : undefined}
          sx={canOpen ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : undefined}
        />
      </Box>
    </Box>
  );
}
