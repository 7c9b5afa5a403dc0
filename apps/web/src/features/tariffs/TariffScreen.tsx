import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type FieldDef, hasRight, RESOURCES } from '@limo/domain';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { zhHK } from '@mui/x-data-grid/locales';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { useRouteTitle } from '../../app/routeTitle';
import { useUser } from '../../app/session/SessionContext';
import { isChinese } from '../../i18n';
import { StatusChip } from '../../resources/columns';
import { fieldLabel } from '../../resources/labels';
import { lookupLabel, useLookup } from '../../resources/lookups';
import { MasterDetailDialog } from '../../resources/masterDetail/MasterDetailDialog';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { PriceCalculatorButton } from '../pricing/PriceCalculatorButton';
import { HolidayCalendar } from './HolidayCalendar';
import { loadTariffs, TARIFF_DIALOG, type TariffRow } from './tariffs';

const def = RESOURCES.tariffs;
const field = (name: string) => def.fields.find((f) => f.name === name) as FieldDef;
const vehicleTypeField = RESOURCES.tariffVehicleTypeMaps.fields.find((f) => f.name === 'vehicleTypeId') as FieldDef;
/** The tariff's columns, with their share of the width (0: fixed) and least width. */
const COLUMNS: [string, number, number][] = [
  ['tariffCode', 0, 120],
  ['tariffDescEng', 1.2, 200],
  ['tariffDescChi', 0.8, 140],
];

/**
 * /operation/files/tariff: the tariffs with the vehicle types each offers (a tariff opens with its
 * types as ticks, saved in one call), the price calculator, and the public holiday calendar the
 * holiday surcharges follow (the tariff staff keep it; the spec gives holidays no screen of their own).
 */
export default function TariffScreen() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const user = useUser();
  const title = useRouteTitle('/operation/files/tariff');
  const canWrite = hasRight(user.rights, def.rights.write);
  const [tab, setTab] = useState(0);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const tariffs = useQuery({ queryKey: ['list', def.name, 'withTypes'], queryFn: loadTariffs });
  const types = useLookup(vehicleTypeField).options;
  // A tariff's types in the order of the pick-list (by code).
  const order = useMemo(() => new Map(types.map((o, i) => [o.id, i])), [types]);
  const sorted = (ids: number[]) => [...ids].sort((a, b) => (order.get(a) ?? ids.length) - (order.get(b) ?? ids.length));

  const columns = useMemo<GridColDef<TariffRow>[]>(() => {
    const cols: GridColDef<TariffRow>[] = COLUMNS.map(([name, flex, minWidth]) => ({
      field: name,
      headerName: fieldLabel(field(name), lng),
      flex,
      minWidth,
      width: flex ? undefined : minWidth,
    }));
    cols.push({
      field: 'vehicleTypes',
      headerName: t('tariff.vehicleTypes'),
      flex: 2.4,
      minWidth: 320,
      sortable: false,
      valueGetter: (_v, row) =>
        sorted(row.vehicleTypeIds)
          .map((id) => lookupLabel(types, id))
          .join(', '),
      renderCell: (p) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, py: 0.5 }} data-testid="tariff-vehicle-types">
          {sorted(p.row.vehicleTypeIds).map((id) => (
            <Chip key={id} size="small" variant="outlined" label={lookupLabel(types, id)} />
          ))}
        </Box>
      ),
    });
    cols.push({
      field: 'recordStatus',
      headerName: fieldLabel(field('recordStatus'), lng),
      width: 110,
      renderCell: (p) => <StatusChip code={p.value} lng={lng} />,
    });
    return cols;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sorted follows order
  }, [lng, t, types, order]);

  const rows = tariffs.data ?? [];
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1, gap: 2 }}>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <PriceCalculatorButton />
        {canWrite && tab === 0 && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ id: null })}>
            {t('common.new')}
          </Button>
        )}
      </Box>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} sx={{ mb: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Tab label={`${t('tariff.tabTariffs')} (${rows.length})`} />
        <Tab label={t('tariff.tabHolidays')} />
      </Tabs>
      {tab === 0 && (
        <>
          <ErrorAlert message={tariffs.isError ? formatError(tariffs.error) : null} />
          <Box sx={{ height: 'calc(100vh - 180px)', minHeight: 320, bgcolor: 'background.paper' }}>
            <DataGrid
              aria-label={title}
              rows={rows}
              columns={columns}
              loading={tariffs.isFetching}
              getRowHeight={() => 'auto'}
              pageSizeOptions={[100]}
              hideFooter={rows.length <= 100}
              disableColumnFilter
              disableRowSelectionOnClick
              density="compact"
              localeText={{ ...(isChinese(lng) ? zhHK.components.MuiDataGrid.defaultProps.localeText : {}), noRowsLabel: t('tariff.none') }}
              onRowClick={(p) => setEditing({ id: Number(p.id) })}
              sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' }, '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
            />
          </Box>
        </>
      )}
      {tab === 1 && <HolidayCalendar />}
      {editing && (
        <MasterDetailDialog key={editing.id ?? 'new'} def={def} id={editing.id} canWrite={canWrite} config={TARIFF_DIALOG} onClose={() => setEditing(null)} />
      )}
    </Box>
  );
}
