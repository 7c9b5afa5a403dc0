import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type FieldDef, hasRight, RESOURCES } from '@limo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import type { HalRecord } from '../../api/hal';
import { useRouteTitle } from '../../app/routeTitle';
import { useUser } from '../../app/session/SessionContext';
import { StatusChip } from '../../resources/columns';
import { fieldLabel } from '../../resources/labels';
import { useLookup } from '../../resources/lookups';
import { MasterDetailDialog } from '../../resources/masterDetail/MasterDetailDialog';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { FlagMark } from '../../widgets/FlagToggle';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { CHARGE_DIALOG, loadCharges, saveOrder } from './otherCharges';
import { arrange, bySequence, keyAction, move, sameOrder } from './reorder';

const def = RESOURCES.tariffOCs;
const field = (name: string) => def.fields.find((f) => f.name === name) as FieldDef;
/** The charge's own columns with their least width; descriptions keep to a line or two. */
const COLUMNS: [FieldDef, number][] = [
  [field('ocCode'), 90],
  [field('ocDescEng'), 180],
  [field('ocDescChi'), 130],
];
const vehicleTypeField = RESOURCES.tariffOCDtls.fields.find((f) => f.name === 'vehicleTypeId') as FieldDef;

/**
 * /operation/files/tariffOC: the other charges in their order, with their amount per vehicle type.
 * A charge is moved with the buttons or Alt+Arrow keys and the order is saved in one call
 * (reseqTariffOCs); a charge opens in a dialog with its amounts, saved in one call.
 */
export default function OtherChargesScreen() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const user = useUser();
  const queryClient = useQueryClient();
  const title = useRouteTitle('/operation/files/tariffOC');
  const canWrite = hasRight(user.rights, def.rights.write);
  const data = useQuery({ queryKey: ['list', def.name, 'withAmounts'], queryFn: loadCharges });
  const types = useLookup(vehicleTypeField).options;
  const saved = useMemo(() => bySequence(data.data?.charges ?? []), [data.data]);
  const [order, setOrder] = useState<number[] | null>(null);
  const shown = useMemo(() => arrange(saved, order), [saved, order]);
  const changed = order !== null && !sameOrder(shown, saved);
  const [selected, setSelected] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const rows = useRef(new Map<number, HTMLTableRowElement>());
  const refocus = useRef(false);

  // After a move by keyboard, the moved charge keeps the focus in its new place.
  useEffect(() => {
    if (!refocus.current || selected === null) return;
    refocus.current = false;
    rows.current.get(selected)?.focus();
  }, [shown, selected]);

  const index = shown.findIndex((r) => r.id === selected);
  const moveSelected = (delta: -1 | 1) => {
    const next = move(shown, index, delta);
    if (next === shown) return;
    setOrder(next.map((r) => r.id));
    setNotice(null);
    refocus.current = true;
  };
  const onKey = (row: HalRecord, e: KeyboardEvent) => {
    const action = keyAction(e);
    if (action?.kind === 'move' && canWrite) {
      e.preventDefault();
      moveSelected(action.delta);
    } else if (action?.kind === 'select') {
      e.preventDefault();
      const next = shown[shown.findIndex((r) => r.id === row.id) + action.delta];
      if (next) rows.current.get(next.id)?.focus();
    } else if (e.key === 'Enter' && e.target === e.currentTarget) {
      setEditing({ id: row.id });
    }
  };

  const save = async () => {
    setError(null);
    setSaving(true);
    try {
      await saveOrder(shown);
      await queryClient.invalidateQueries({ queryKey: ['list', def.name] });
      setOrder(null);
      setNotice(t('oc.orderSaved'));
    } catch (err) {
      setError(formatError(err));
    } finally {
      setSaving(false);
    }
  };

  const amounts = data.data?.amounts;
  const focusable = selected !== null && index >= 0 ? selected : shown[0]?.id;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {canWrite && (
          <>
            <Button startIcon={<ArrowUpwardIcon />} disabled={index <= 0} onClick={() => moveSelected(-1)}>
              {t('oc.moveUp')}
            </Button>
            <Button startIcon={<ArrowDownwardIcon />} disabled={index < 0 || index >= shown.length - 1} onClick={() => moveSelected(1)}>
              {t('oc.moveDown')}
            </Button>
            <Button disabled={!changed || saving} onClick={() => setOrder(null)}>
              {t('oc.undoOrder')}
            </Button>
            <Button variant="outlined" disabled={!changed || saving} onClick={() => void save()}>
              {t('oc.saveOrder')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ id: null })}>
              {t('common.new')}
            </Button>
          </>
        )}
      </Box>
      <ErrorAlert message={error ?? (data.isError ? formatError(data.error) : null)} onClose={() => setError(null)} />
      {canWrite && (
        <Alert severity={changed ? 'warning' : notice ? 'success' : 'info'} sx={{ mb: 1, py: 0 }} role="status">
          {changed ? t('oc.orderChanged') : (notice ?? t('oc.orderHint'))}
        </Alert>
      )}
      <TableContainer
        sx={{ position: 'relative', maxHeight: 'calc(100vh - 190px)', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" stickyHeader aria-label={title} sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 44 }}>{t('oc.seq')}</TableCell>
              {COLUMNS.map(([f, minWidth]) => (
                <TableCell key={f.name} sx={{ minWidth }}>
                  {fieldLabel(f, lng)}
                </TableCell>
              ))}
              <TableCell>{fieldLabel(field('atCostFlag'), lng)}</TableCell>
              {types.map((vt) => (
                <TableCell key={vt.id} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {vt.label}
                </TableCell>
              ))}
              <TableCell>{fieldLabel(field('recordStatus'), lng)}</TableCell>
              <TableCell sx={{ width: 48 }} />
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row, i) => (
              <TableRow
                key={row.id}
                ref={(el) => {
                  if (el) rows.current.set(row.id, el);
                  else rows.current.delete(row.id);
                }}
                hover
                selected={row.id === selected}
                aria-selected={row.id === selected}
                tabIndex={row.id === focusable ? 0 : -1}
                data-testid="oc-row"
                onFocus={() => setSelected(row.id)}
                onClick={() => setSelected(row.id)}
                onDoubleClick={() => setEditing({ id: row.id })}
                onKeyDown={(e) => onKey(row, e)}
                sx={{ cursor: 'pointer', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
              >
                <TableCell sx={{ color: 'text.secondary' }}>{i + 1}</TableCell>
                {COLUMNS.map(([f]) => (
                  <TableCell key={f.name}>{String(row[f.name] ?? '')}</TableCell>
                ))}
                <TableCell>
                  <FlagMark value={row.atCostFlag} />
                </TableCell>
                {types.map((vt) => (
                  <TableCell key={vt.id} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {amounts?.get(row.id)?.get(vt.id) ?? '—'}
                  </TableCell>
                ))}
                <TableCell>
                  <StatusChip code={row.recordStatus} lng={lng} />
                </TableCell>
                <TableCell padding="none">
                  <IconButton size="small" tabIndex={-1} aria-label={t('oc.edit', { code: String(row.ocCode) })} onClick={() => setEditing({ id: row.id })}>
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
            {!data.isPending && shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length + types.length + 4}>{t('oc.none')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <LoadingOverlay open={data.isFetching || saving} />
      </TableContainer>
      {editing && (
        <MasterDetailDialog key={editing.id ?? 'new'} def={def} id={editing.id} canWrite={canWrite} config={CHARGE_DIALOG} onClose={() => setEditing(null)} />
      )}
    </Box>
  );
}
