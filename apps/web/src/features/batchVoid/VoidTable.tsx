import Chip from '@mui/material/Chip';
import { formatDate, RESOURCES } from '@limo/domain';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../resources/columns';
import { keepSelectable, type VoidRow } from './batchVoidModel';
import { chosenRowsProps } from './chosenRowsGrid';

const STATUS_FIELD = RESOURCES.orders.fields.find((f) => f.name === 'orderStatus');

interface Props {
  rows: VoidRow[];
  selected: number[];
  onSelect: (ids: number[]) => void;
  loading: boolean;
  label: string;
}

/** The preview: sortable, filterable (toolbar), voidable orders chosen with their check boxes. */
export function VoidTable({ rows, selected, onSelect, loading, label }: Props) {
  const { t, i18n } = useTranslation();
  const columns = useMemo<GridColDef<VoidRow>[]>(
    () => [
      { field: 'orderRefId', headerName: t('ops.orderRefId'), width: 160 },
      { field: 'pickupDate', headerName: t('ops.pickupDate'), width: 120, valueFormatter: (v: string) => formatDate(v) },
      {
        field: 'orderStatus',
        headerName: t('ops.status'),
        width: 110,
        valueFormatter: (v: string) => t(`status.${v}`),
        renderCell: (p) => <StatusChip code={p.value} lng={i18n.language} field={STATUS_FIELD} />,
      },
      {
        field: 'fareAmt',
        headerName: t('ops.fareAmt'),
        width: 110,
        type: 'number',
        align: 'right',
        headerAlign: 'right',
        valueGetter: (v: string) => Number(v),
        valueFormatter: (v: number) => v.toFixed(2),
      },
      {
        field: 'voidable',
        headerName: t('ops.voidable'),
        width: 110,
        type: 'boolean',
        renderCell: (p) => <Chip size="small" label={t(p.value ? 'common.yes' : 'common.no')} color={p.value ? 'success' : 'warning'} variant="outlined" />,
      },
      { field: 'reason', headerName: t('ops.reason'), flex: 1, minWidth: 260 },
    ],
    [t, i18n.language],
  );
  return (
    <DataGrid<VoidRow>
      aria-label={label}
      label={label}
      rows={rows}
      columns={columns}
      loading={loading}
      {...chosenRowsProps({ rows, idOf: (r) => r.orderId, selected, keep: (ids) => keepSelectable(rows, ids), onSelect, lng: i18n.language })}
      isRowSelectable={(p) => p.row.voidable}
      slotProps={{ toolbar: { csvOptions: { disableToolbarButton: true }, printOptions: { disableToolbarButton: true } } }}
      initialState={{ sorting: { sortModel: [{ field: 'pickupDate', sort: 'asc' }] }, pagination: { paginationModel: { pageSize: 100 } } }}
    />
  );
}
