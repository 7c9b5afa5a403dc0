import Box from '@mui/material/Box';
import { formatDate } from '@limo/domain';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { chosenRowsProps } from '../batchVoid/chosenRowsGrid';
import { keepAppliable, type RecalcRow, signed } from './recalcModel';

interface Props {
  rows: RecalcRow[];
  selected: number[];
  onSelect: (ids: number[]) => void;
  /** Once the run is applied, nothing more is chosen. */
  locked: boolean;
  fileName: string;
  label: string;
}

const amount = (field: keyof RecalcRow, headerName: string, extra: Partial<GridColDef<RecalcRow>> = {}): GridColDef<RecalcRow> => ({
  field,
  headerName,
  width: 120,
  type: 'number',
  align: 'right',
  headerAlign: 'right',
  valueGetter: (v: string) => Number(v),
  valueFormatter: (v: number) => v.toFixed(2),
  ...extra,
});

/** The preview: the saved fare beside today's, sortable, filterable, exported as CSV (toolbar); rows not skipped chosen. */
export function RecalcTable({ rows, selected, onSelect, locked, fileName, label }: Props) {
  const { t, i18n } = useTranslation();
  const columns = useMemo<GridColDef<RecalcRow>[]>(
    () => [
      { field: 'orderRefId', headerName: t('ops.orderRefId'), width: 150 },
      { field: 'pickupDate', headerName: t('ops.pickupDate'), width: 110, valueFormatter: (v: string) => formatDate(v) },
      { field: 'pickupTime', headerName: t('ops.pickupTime'), width: 70, valueFormatter: (v: string) => v.slice(0, 5) },
      amount('oldAmt', t('rc.oldAmt')),
      amount('newAmt', t('rc.newAmt')),
      amount('diffAmt', t('rc.diffAmt'), {
        valueFormatter: (v: number) => signed(v.toFixed(2)),
        renderCell: (p) => (
          <Box component="span" sx={{ color: p.row.skipped ? 'text.disabled' : p.value > 0 ? 'error.main' : p.value < 0 ? 'success.main' : undefined }}>
            {p.formattedValue}
          </Box>
        ),
      }),
      { field: 'skipped', headerName: t('rc.skipped'), flex: 1, minWidth: 200, valueFormatter: (v: string | undefined) => (v ? t(`rc.skip.${v}`) : '') },
    ],
    [t],
  );
  return (
    <DataGrid<RecalcRow>
      aria-label={label}
      label={label}
      rows={rows}
      columns={columns}
      {...chosenRowsProps({ rows, idOf: (r) => r.orderVehicleId, selected, keep: (ids) => keepAppliable(rows, ids), onSelect, lng: i18n.language })}
      isRowSelectable={(p) => !locked && !p.row.skipped}
      slotProps={{ toolbar: { csvOptions: { fileName, utf8WithBom: true }, printOptions: { disableToolbarButton: true } } }}
      initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
    />
  );
}
