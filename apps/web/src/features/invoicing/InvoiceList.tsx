import Chip from '@mui/material/Chip';
import { formatDate } from '@limo/domain';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { zhHK } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isChinese } from '../../i18n';
import { formatMoney } from '../driverAllowance/hrFormat';
import { type Invoice, SORTABLE } from './invoicingModel';

interface Props {
  rows: Invoice[];
  rowCount: number;
  loading: boolean;
  pagination: GridPaginationModel;
  onPagination: (m: GridPaginationModel) => void;
  sort: GridSortModel;
  onSort: (m: GridSortModel) => void;
  clientLabel: (id: number) => string;
  onOpen: (invoice: Invoice) => void;
  label: string;
}

const money = { type: 'number', align: 'right', headerAlign: 'right', valueFormatter: (v: string) => formatMoney(v) } as const;

/** The invoices found, paged and sorted by the server; a click or Enter on a row opens it. Void ones are greyed, struck and say why. */
export function InvoiceList({ rows, rowCount, loading, pagination, onPagination, sort, onSort, clientLabel, onOpen, label }: Props) {
  const { t, i18n } = useTranslation();
  const columns = useMemo<GridColDef<Invoice>[]>(() => {
    const sortable = (field: string) => (SORTABLE as readonly string[]).includes(field);
    const col = (field: string, headerName: string, width: number, extra: Partial<GridColDef<Invoice>> = {}): GridColDef<Invoice> => ({
      field,
      headerName,
      width,
      sortable: sortable(field),
      ...extra,
    });
    const dmy = { valueFormatter: (v: string | null) => formatDate(v) };
    return [
      col('invoiceNo', t('inv.invoiceNo'), 150, { cellClassName: 'invoice-no' }),
      col('clientId', t('inv.client'), 200, { valueFormatter: (v: number) => clientLabel(v) }),
      col('invoiceDate', t('inv.invoiceDate'), 135, dmy),
      col('dueDate', t('inv.dueDate'), 120, dmy),
      col('dateFrom', t('inv.period'), 200, { valueGetter: (_v, r) => `${formatDate(r.dateFrom)} – ${formatDate(r.dateTo)}` }),
      col('total', t('inv.total'), 130, money),
      col('status', t('inv.status'), 100, {
        renderCell: (p) => <Chip size="small" label={t(`inv.status.${p.value}`)} color={p.value === 'V' ? 'error' : 'success'} variant="outlined" />,
      }),
      col('voidReason', t('inv.voidReason'), 240, { sortable: false, flex: 1 }),
    ];
  }, [t, clientLabel]);
  return (
    <DataGrid<Invoice>
      aria-label={label}
      label={label}
      rows={rows}
      columns={columns}
      rowCount={rowCount}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      paginationModel={pagination}
      onPaginationModelChange={onPagination}
      sortModel={sort}
      onSortModelChange={onSort}
      // The server always sorts by something: no "unsorted" third click.
      sortingOrder={['asc', 'desc']}
      pageSizeOptions={[20, 50, 100]}
      disableColumnFilter
      disableRowSelectionOnClick
      density="compact"
      localeText={{ ...(isChinese(i18n.language) ? zhHK.components.MuiDataGrid.defaultProps.localeText : {}), noRowsLabel: t('inv.none') }}
      getRowClassName={(p) => (p.row.status === 'V' ? 'invoice-void' : '')}
      onRowClick={(p) => onOpen(p.row)}
      onCellKeyDown={(p, e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        onOpen(p.row);
      }}
      sx={{
        '& .MuiDataGrid-row': { cursor: 'pointer' },
        '& .invoice-void': { color: 'text.secondary' },
        '& .invoice-void .invoice-no': { textDecoration: 'line-through' },
      }}
    />
  );
}
