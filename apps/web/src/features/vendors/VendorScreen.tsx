import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { hasRight, RESOURCES } from '@limo/domain';
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
import { QuickFilter } from '../../resources/QuickFilter';
import { RecordDialog } from '../../resources/RecordDialog';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { contactLine, contactsByClient, listVendorContacts, listVendors, type Vendor } from './vendorList';

const clients = RESOURCES.clients;
/** The client's columns shown, with their share of the width (0: fixed) and least width. */
const COLUMNS: [string, number, number][] = [
  ['clientCode', 0, 100],
  ['clientShortName', 0.8, 120],
  ['clientNameEng', 1.3, 200],
  ['clientNameChi', 1, 160],
  ['telNo', 0, 140],
  ['recordStatus', 0, 100],
];

/**
 * /company/vendor: the outsourcing vendors (clients whose code starts with the vendor prefix),
 * by English name, with their contacts; a row opens the client's dialog.
 */
export default function VendorScreen() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const [q, setQ] = useState('');
  const [cancelled, setCancelled] = useState(false);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const vendors = useQuery({ queryKey: ['vendors', q, cancelled], queryFn: () => listVendors(q, cancelled) });
  const contacts = useQuery({ queryKey: ['vendorContacts'], queryFn: listVendorContacts });
  const byClient = useMemo(() => contactsByClient(contacts.data ?? []), [contacts.data]);
  const canWrite = hasRight(user.rights, clients.rights.write);
  const lng = i18n.language;

  const columns = useMemo<GridColDef<Vendor>[]>(() => {
    const cols: GridColDef<Vendor>[] = COLUMNS.map(([name, flex, minWidth]) => {
      const field = clients.fields.find((f) => f.name === name);
      const col: GridColDef<Vendor> = { field: name, headerName: field ? fieldLabel(field, lng) : name, flex, minWidth, width: flex ? undefined : minWidth };
      if (name === 'recordStatus') col.renderCell = (p) => <StatusChip code={p.value} lng={lng} />;
      return col;
    });
    cols.splice(5, 0, {
      field: 'contacts',
      headerName: t('vendor.contacts'),
      flex: 2.2,
      minWidth: 300,
      sortable: false,
      valueGetter: (_v, row) => (byClient.get(row.id) ?? []).map(contactLine).join('\n'),
      renderCell: (p) => (
        <Box sx={{ whiteSpace: 'pre-line' }} data-testid="vendor-contacts">
          {p.value || '—'}
        </Box>
      ),
    });
    return cols;
  }, [lng, t, byClient]);

  const rows = vendors.data ?? [];
  const title = useRouteTitle('/company/vendor');
  const failure = vendors.error ?? contacts.error;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1, gap: 2 }}>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <FormControlLabel
          control={<Checkbox size="small" checked={cancelled} onChange={(e) => setCancelled(e.target.checked)} />}
          label={t('vendor.includeCancelled')}
        />
        <QuickFilter onChange={setQ} />
        {canWrite && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ id: null })}>
            {t('vendor.newClient')}
          </Button>
        )}
      </Box>
      <ErrorAlert message={failure ? formatError(failure) : null} />
      <Box sx={{ height: 'calc(100vh - 130px)', minHeight: 360, bgcolor: 'background.paper' }}>
        <DataGrid
          aria-label={title}
          rows={rows}
          columns={columns}
          loading={vendors.isFetching}
          getRowHeight={() => 'auto'}
          pageSizeOptions={[100]}
          hideFooter={rows.length <= 100}
          disableColumnFilter
          disableRowSelectionOnClick
          density="compact"
          localeText={{ ...(isChinese(lng) ? zhHK.components.MuiDataGrid.defaultProps.localeText : {}), noRowsLabel: t('vendor.none') }}
          onRowClick={(p) => setEditing({ id: Number(p.id) })}
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' }, '& .MuiDataGrid-cell': { alignItems: 'flex-start', display: 'flex', py: 0.75, lineHeight: 1.5 } }}
        />
      </Box>
      {editing && <RecordDialog def={clients} id={editing.id} canWrite={canWrite} onClose={() => setEditing(null)} onOpenRecord={(id) => setEditing({ id })} />}
    </Box>
  );
}
