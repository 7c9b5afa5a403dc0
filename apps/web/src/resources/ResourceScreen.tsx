import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import type { ResourceDef } from '@limo/domain';
import { hasRight } from '@limo/domain/rights';
import { DataGrid } from '@mui/x-data-grid';
import { zhHK } from '@mui/x-data-grid/locales';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../api/errors';
import { useUser } from '../app/session/SessionContext';
import { isChinese } from '../i18n';
import { ErrorAlert } from '../widgets/ErrorAlert';
import { columnsFor } from './columns';
import { EXTENSIONS } from './extensions';
import { useExtensionsRegistered } from './extensionLoader';
import { useLookups } from './lookups';
import { ListFilters, pickFilters } from './ListFilters';
import { QuickFilter } from './QuickFilter';
import { preloadRecordDialogs, RecordDialog } from './RecordDialog';
import { initialListState, type ListState, useResourceList } from './useResourceList';

/** Reference labels for the list's reference columns (single ones and lists of ids). */
function useListLookups(def: ResourceDef) {
  const refs = useMemo(() => def.fields.filter((f) => (f.type === 'reference' || f.type === 'references') && def.listColumns.includes(f.name)), [def]);
  return useLookups(refs);
}

/**
 * The generic master-file screen. Keyed by collection: going from one master file to another
 * starts afresh (the last screen's sort and filters are not fields of this one).
 */
export default function ResourceScreen({ def, title }: { def: ResourceDef; title: string }) {
  return <ResourceList key={def.name} def={def} title={title} />;
}

/** A server-paged list and the create/edit dialog. */
function ResourceList({ def, title }: { def: ResourceDef; title: string }) {
  useExtensionsRegistered();
  const { t, i18n } = useTranslation();
  const user = useUser();
  const [state, setState] = useState<ListState>(() => initialListState(def));
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [saved, setSaved] = useState(false);
  const list = useResourceList(def, state);
  const lookups = useListLookups(def);
  const columns = useMemo(() => columnsFor(def, i18n.language, lookups), [def, i18n.language, lookups]);
  const canWrite = hasRight(user.rights, def.rights.write) && !def.readOnly;
  const ext = EXTENSIONS[def.name];
  const CustomDialog = ext?.dialog;
  // The record dialogs are files of their own: the list shows without them, and they load when the
  // pointer or the focus comes to the list, before a row is clicked.
  const preload = CustomDialog ? undefined : () => preloadRecordDialogs(def);

  const filterFields = useMemo(() => pickFilters(def), [def]);

  const onQuick = useCallback((quick: string) => {
    setState((s) => (s.quick === quick ? s : { ...s, quick, pagination: { ...s.pagination, page: 0 } }));
  }, []);
  const onFilter = useCallback((name: string, value: string) => {
    setState((s) => ({ ...s, filters: { ...s.filters, [name]: value }, pagination: { ...s.pagination, page: 0 } }));
  }, []);

  return (
    <Box onPointerEnter={preload} onFocus={preload}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1, gap: 2 }}>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <ListFilters fields={filterFields} values={state.filters} onChange={onFilter} />
        <QuickFilter onChange={onQuick} />
        {ext?.toolbar?.({ canWrite })}
        {canWrite && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ id: null })}>
            {t('common.new')}
          </Button>
        )}
      </Box>
      <ErrorAlert message={list.isError ? formatError(list.error) : null} />
      <Box sx={{ height: 'calc(100vh - 130px)', minHeight: 360, bgcolor: 'background.paper' }}>
        <DataGrid
          aria-label={title}
          rows={list.data?.rows ?? []}
          columns={columns}
          rowCount={list.data?.page.totalElements ?? 0}
          loading={list.isFetching}
          paginationMode="server"
          sortingMode="server"
          paginationModel={state.pagination}
          onPaginationModelChange={(pagination) => setState((s) => ({ ...s, pagination }))}
          sortModel={state.sort}
          onSortModelChange={(sort) => setState((s) => ({ ...s, sort, pagination: { ...s.pagination, page: 0 } }))}
          pageSizeOptions={[20, 50, 100]}
          disableColumnFilter
          disableRowSelectionOnClick
          density="compact"
          localeText={isChinese(i18n.language) ? zhHK.components.MuiDataGrid.defaultProps.localeText : undefined}
          onRowClick={(p) => setEditing({ id: Number(p.id) })}
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      </Box>
      {editing && CustomDialog && <CustomDialog open moduleId={editing.id} onClose={() => setEditing(null)} />}
      {editing && !CustomDialog && (
        <RecordDialog
          def={def}
          id={editing.id}
          canWrite={canWrite}
          onClose={() => setEditing(null)}
          onOpenRecord={(id) => setEditing({ id })}
          onSaved={() => setSaved(true)}
        />
      )}
      <Snackbar open={saved} autoHideDuration={4000} onClose={() => setSaved(false)}>
        <Alert severity="success" data-testid="saved" onClose={() => setSaved(false)}>
          {t('common.saved')}
        </Alert>
      </Snackbar>
    </Box>
  );
}
