import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { DndContext, type DragEndEvent, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { fieldLabel } from '../../resources/labels';
import { useLookup } from '../../resources/lookups';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { deleteRate, getRates, KEYS } from './allowanceRateApi';
import { type AllowanceVersion, keyAction, type RateRow } from './allowanceRateModel';
import { rateField } from './rateEdit';
import { RateRowEditor } from './RateRowEditor';
import { RateRowView } from './RateRowView';
import { useRateOrder } from './useRateOrder';

const COLUMNS: [string, number][] = [
  ['allowanceLocationId', 150],
  ['allowanceVehicleTypeId', 150],
  ['serviceType', 130],
  ['fromTime', 110],
  ['toTime', 130],
  ['amount', 110],
  ['remarks', 160],
];

/**
 * The rate rows of a version in the order they are tried (the first that matches pays): edited in
 * place (Enter or double click, Esc cancels), added, deleted, and moved by drag or Alt+Arrow, the
 * new order saved with "Save order".
 */
export function RatesTab({ version, canWrite }: { version: AllowanceVersion; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const rates = useQuery({ queryKey: KEYS.rates(version.id), queryFn: () => getRates(version.id) });
  const order = useRateOrder(version.id, rates.data);
  const locations = useLookup(rateField('allowanceLocationId')).options;
  const vehicleTypes = useLookup(rateField('allowanceVehicleTypeId')).options;
  const [selected, setSelected] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RateRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rowEls = useRef(new Map<number, HTMLTableRowElement>());
  const refocus = useRef(false);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const shown = order.shown;

  // After a move, a save or a cancel, the selected row takes the focus again (in its new place).
  useEffect(() => {
    if (!refocus.current || selected === null || editing !== null) return;
    const el = rowEls.current.get(selected);
    if (!el) return;
    refocus.current = false;
    el.focus();
  }, [shown, selected, editing]);

  const focusRow = (id: number | null) => {
    setSelected(id);
    refocus.current = true;
  };

  const moved = (ok: boolean, id: number) => {
    if (!ok) return;
    setNotice(null);
    focusRow(id);
  };

  const onKey = (row: RateRow, e: KeyboardEvent<HTMLTableRowElement>) => {
    if (e.target !== e.currentTarget) return;
    const action = keyAction(e);
    if (action?.kind === 'move' && canWrite) {
      e.preventDefault();
      moved(order.step(row.id, action.delta), row.id);
    } else if (action?.kind === 'select') {
      e.preventDefault();
      const next = shown[shown.findIndex((r) => r.id === row.id) + action.delta];
      if (next) rowEls.current.get(next.id)?.focus();
    } else if (e.key === 'Enter' && canWrite) {
      e.preventDefault();
      setEditing(row.id);
    } else if (e.key === 'Delete' && canWrite) {
      e.preventDefault();
      setDeleting(row);
    }
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) moved(order.drop(Number(active.id), Number(over.id)), Number(active.id));
  };

  const run = async (work: () => Promise<void>, done: string | null) => {
    setError(null);
    setBusy(true);
    try {
      await work();
      setNotice(done);
    } catch (err) {
      setError(formatError(err));
    } finally {
      setBusy(false);
    }
  };

  const saveOrder = () => run(order.save, t('allowanceRate.orderSaved'));
  const confirmDelete = (row: RateRow) => {
    setDeleting(null);
    void run(async () => {
      await deleteRate(row.id);
      await queryClient.invalidateQueries({ queryKey: KEYS.rates(version.id) });
      setSelected(null);
    }, t('allowanceRate.rowDeleted'));
  };
  const saved = async (row: RateRow) => {
    await queryClient.invalidateQueries({ queryKey: KEYS.rates(version.id) });
    setEditing(null);
    setNotice(t('allowanceRate.rowSaved'));
    focusRow(row.id ?? null);
  };
  const cancel = () => {
    const back = editing === 'new' ? (shown.at(-1)?.id ?? null) : editing;
    setEditing(null);
    focusRow(back);
  };

  const index = shown.findIndex((r) => r.id === selected);
  const focusable = index >= 0 ? selected : (shown[0]?.id ?? null);
  const editorProps = { versionId: version.id, locations, vehicleTypes, onSaved: (r: RateRow) => void saved(r), onCancel: cancel, onError: setError };
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Alert severity={order.changed ? 'warning' : notice ? 'success' : 'info'} role="status" data-testid="rate-status" sx={{ py: 0, flexGrow: 1 }}>
          {order.changed ? t('allowanceRate.orderChanged') : (notice ?? t('allowanceRate.firstMatchPays'))}
        </Alert>
        {canWrite && (
          <>
            <Button disabled={!order.changed || busy} onClick={order.undo}>
              {t('allowanceRate.undoOrder')}
            </Button>
            <Button variant="outlined" disabled={!order.changed || busy || editing !== null} onClick={() => void saveOrder()}>
              {t('allowanceRate.saveOrder')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} disabled={editing !== null} onClick={() => setEditing('new')}>
              {t('allowanceRate.addRow')}
            </Button>
          </>
        )}
      </Box>
      <ErrorAlert message={error ?? (rates.isError ? formatError(rates.error) : null)} onClose={() => setError(null)} />
      <TableContainer
        sx={{ position: 'relative', maxHeight: 'calc(100vh - 300px)', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <DndContext sensors={sensors} onDragEnd={onDragEnd}>
          <Table size="small" stickyHeader aria-label={t('allowanceRate.tab.rates')} sx={{ '& td, & th': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell padding="none" sx={{ width: 28 }} />
                <TableCell sx={{ width: 44 }}>{t('allowanceRate.seq')}</TableCell>
                {COLUMNS.map(([name, minWidth]) => (
                  <TableCell key={name} sx={{ minWidth }} align={name === 'amount' ? 'right' : 'left'}>
                    {fieldLabel(rateField(name), i18n.language)}
                  </TableCell>
                ))}
                <TableCell sx={{ width: 80 }} />
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row, i) =>
                editing === row.id ? (
                  <RateRowEditor key={row.id} row={row} position={i + 1} {...editorProps} />
                ) : (
                  <RateRowView
                    key={row.id}
                    row={row}
                    position={i + 1}
                    selected={row.id === selected}
                    focusable={row.id === focusable}
                    canWrite={canWrite}
                    canDrag={canWrite && editing === null && !busy}
                    locations={locations}
                    vehicleTypes={vehicleTypes}
                    rowRef={(el) => {
                      if (el) rowEls.current.set(row.id, el);
                      else rowEls.current.delete(row.id);
                    }}
                    onSelect={() => setSelected(row.id)}
                    onKeyDown={(e) => onKey(row, e)}
                    onEdit={() => setEditing(row.id)}
                    onDelete={() => setDeleting(row)}
                  />
                ),
              )}
              {editing === 'new' && <RateRowEditor key="new" row={null} position={shown.length + 1} {...editorProps} />}
              {!rates.isPending && shown.length === 0 && editing !== 'new' && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length + 3}>{t('allowanceRate.noRows')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </DndContext>
        <LoadingOverlay open={rates.isFetching || busy} />
      </TableContainer>
      {canWrite && (
        <Box component="p" sx={{ typography: 'caption', color: 'text.secondary', mt: 0.5, mb: 0 }}>
          {t('allowanceRate.keys')}
        </Box>
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={t('allowanceRate.confirmDelete', { n: shown.findIndex((r) => r.id === deleting?.id) + 1 })}
        onYes={() => deleting && confirmDelete(deleting)}
        onNo={() => setDeleting(null)}
      />
    </Box>
  );
}
