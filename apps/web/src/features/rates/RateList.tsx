import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { formatDate, operatorToday, RESOURCES } from '@limo/domain';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { zhHK } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HalRecord } from '../../api/hal';
import { isChinese } from '../../i18n';
import { fieldLabel } from '../../resources/labels';
import { lookupLabel, useLookups } from '../../resources/lookups';
import type { RateKind } from './rateKinds';
import { periodState } from './ratePeriods';

interface Props {
  kind: RateKind;
  rows: HalRecord[];
  loading: boolean;
  onOpen: (rate: HalRecord) => void;
}

const COLORS = { current: 'success', future: 'info', ended: 'default' } as const;
const COLUMNS = ['vehicleTypeId', 'effectiveDate', 'expiryDate', 'transferAmt', 'stopAmt', 'waitBlockAmt'];

/** Rates by owner, vehicle type and validity, latest first; a row opens the rate. */
export function RateList({ kind, rows, loading, onOpen }: Props) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const refs = useMemo(() => kind.def.fields.filter((f) => f.type === 'reference'), [kind]);
  const lookups = useLookups(refs);
  const today = operatorToday();
  const columns = useMemo<GridColDef<HalRecord>[]>(() => {
    // A class rate list shows one tariff; a special rate list may show every client.
    const names = kind.kind === 'special' ? [kind.owner, ...COLUMNS] : COLUMNS;
    const cols: GridColDef<HalRecord>[] = names.map((name) => {
      const field = RESOURCES[kind.def.name].fields.find((f) => f.name === name);
      const col: GridColDef<HalRecord> = { field: name, headerName: field ? fieldLabel(field, lng) : name, flex: 1, minWidth: 120 };
      if (field?.type === 'reference') col.valueGetter = (v) => lookupLabel(lookups[name] ?? [], v);
      if (field?.type === 'date') col.valueFormatter = (v) => (typeof v === 'string' ? formatDate(v) : '');
      if (field?.type === 'money') col.align = col.headerAlign = 'right';
      return col;
    });
    cols.push({
      field: 'state',
      headerName: t('rate.validity'),
      width: 120,
      sortable: false,
      valueGetter: (_v, row) => periodState(row, today),
      renderCell: (p) => <Chip size="small" label={t(`rate.state.${String(p.value)}`)} color={COLORS[p.value as keyof typeof COLORS]} variant="outlined" />,
    });
    return cols;
  }, [kind, lng, lookups, t, today]);
  const sorted = useMemo(
    () =>
      [...rows].sort(
        (a, b) =>
          lookupLabel(lookups[kind.owner] ?? [], a[kind.owner]).localeCompare(lookupLabel(lookups[kind.owner] ?? [], b[kind.owner])) ||
          lookupLabel(lookups.vehicleTypeId ?? [], a.vehicleTypeId).localeCompare(lookupLabel(lookups.vehicleTypeId ?? [], b.vehicleTypeId)) ||
          String(b.effectiveDate).localeCompare(String(a.effectiveDate)),
      ),
    [rows, lookups, kind],
  );
  return (
    <Box sx={{ height: 'calc(100vh - 190px)', minHeight: 320, bgcolor: 'background.paper' }}>
      <DataGrid
        aria-label={t(kind.kind === 'class' ? 'rate.classList' : 'rate.specialList')}
        rows={sorted}
        columns={columns}
        loading={loading}
        density="compact"
        pageSizeOptions={[100]}
        hideFooter={sorted.length <= 100}
        disableColumnFilter
        disableRowSelectionOnClick
        localeText={{ ...(isChinese(lng) ? zhHK.components.MuiDataGrid.defaultProps.localeText : {}), noRowsLabel: t('rate.noRates') }}
        onRowClick={(p) => onOpen(p.row)}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Box>
  );
}
