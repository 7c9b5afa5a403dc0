import AddIcon from '@mui/icons-material/Add';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { useLeaveGuard } from '../../widgets/useLeaveGuard';
import { useSession } from '../../app/session/SessionContext';
import { draftTime, orderDraftKey, useOrderDraft } from './orderDraft';
import { OrderActions } from './OrderActions';
import { OrderHeader } from './OrderHeader';
import { copyRow, newVehicle, type OrderForm, type OrderWire, type VehicleRow } from './orderModel';
import { OrderTabs } from './OrderTabs';
import { orderBody } from './orderWire';
import { PricePanel } from './PricePanel';
import { useCtrlS, useOrderSave } from './useOrderSave';
import { rowTotal, useRowPrices } from './useRowPrices';
import { CapacityDialog } from './CapacityDialog';
import { VehicleRowCard } from './VehicleRowCard';
import { DuplicateWarning } from './DuplicateWarning';
import { RecentTrips } from './RecentTrips';

interface Props {
  initial: OrderForm;
  /** The saved order (getOrder's answer) when editing one. */
  order?: OrderWire;
  /** The reference number of an order just created (shown once). */
  created?: string;
  onReload?: () => void;
}

/** The order form: header, vehicles as rows, the live price beside them; Ctrl+S saves. */
export function OrderEditor({ initial, order, created, onReload }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [selected, setSelected] = useState(0);
  /** A saved vehicle the user asked to cancel (confirmed first: the save then cancels it on the order). */
  const [removing, setRemoving] = useState<number | null>(null);
  const void_ = form.orderStatus === 'V';
  const dirty = useMemo(() => JSON.stringify(orderBody(form)) !== JSON.stringify(orderBody(initial)), [form, initial]);
  const userId = useSession().user?.userid;
  const draft = useOrderDraft(userId === undefined ? null : orderDraftKey(userId, initial.id), initial, form, dirty, setForm);
  // A ref: a create navigates before the next render would say the form is clean.
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const guard = useLeaveGuard(dirtyRef);
  const { save, state, clear } = useOrderSave(form, setForm, () => {
    dirtyRef.current = false;
    draft.clear();
  });
  const prices = useRowPrices(form);
  useCtrlS(() => save());

  const change = (c: Partial<OrderForm>) => setForm((f) => ({ ...f, ...c }));
  const changeRow = (i: number, c: Partial<VehicleRow>) => setForm((f) => ({ ...f, vehicles: f.vehicles.map((v, j) => (j === i ? { ...v, ...c } : v)) }));
  const addRow = (row: VehicleRow) => {
    setForm((f) => ({ ...f, vehicles: [...f.vehicles, row] }));
    setSelected(form.vehicles.length);
  };
  const removeRow = (i: number) => {
    setForm((f) => ({ ...f, vehicles: f.vehicles.filter((_, j) => j !== i) }));
    setSelected((s) => Math.max(0, Math.min(s, form.vehicles.length - 2)));
  };
  const err = (field: string) => state.fieldProblems[field];
  const rowErr = (i: number) => (field: string) => state.fieldProblems[field ? `orderVehicles[${i}].${field}` : `orderVehicles[${i}]`];

  return (
    <Box sx={{ position: 'relative', display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {form.orderRefId ? t('of.titleExisting', { ref: form.orderRefId }) : t('of.titleNew')}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {order && <OrderActions form={form} order={order} save={save} dirty={dirty} />}
        <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void save()} disabled={state.saving || void_} title={t('of.saveKey')}>
          {t('common.save')}
        </Button>
      </Box>
      {created && created === form.orderRefId && form.version === 0 && (
        <Alert severity="success" data-testid="created">
          {t('of.created', { ref: created })}
        </Alert>
      )}
      {state.saved && (
        <Alert severity="success" data-testid="saved" onClose={clear}>
          {t('of.created', { ref: form.orderRefId })}
        </Alert>
      )}
      <ErrorAlert message={state.error} onClose={clear} />
      {state.problems.length > 0 && (
        <Alert severity="error" role="alert" onClose={clear}>
          {t('of.refused')}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {state.problems.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 1.5fr)' }, alignItems: 'start' }}>
        <Box component="form" noValidate aria-label={t('of.form')} onSubmit={(e) => e.preventDefault()} sx={{ display: 'grid', gap: 2 }}>
          <OrderHeader form={form} onChange={change} err={err} />
          <DuplicateWarning form={form} />
          <RecentTrips form={form} selected={selected} setForm={setForm} />
          {form.vehicles.map((row, i) => (
            <VehicleRowCard
              key={row.key}
              row={row}
              index={i}
              onChange={(c) => changeRow(i, c)}
              err={rowErr(i)}
              selected={i === selected}
              onSelect={() => setSelected(i)}
              onCopy={() => addRow(copyRow(row))}
              onRemove={form.vehicles.length > 1 ? () => (row.id === null ? removeRow(i) : setRemoving(i)) : undefined}
              total={rowTotal(row, prices[i])}
            />
          ))}
          <Button sx={{ justifySelf: 'start' }} startIcon={<AddIcon />} onClick={() => addRow(newVehicle())}>
            {t('of.addRow')}
          </Button>
        </Box>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 16 }, minWidth: 0, overflowX: 'auto' }}>
          <PricePanel rows={form.vehicles} prices={prices} selected={Math.min(selected, form.vehicles.length - 1)} />
        </Box>
      </Box>
      {order && <OrderTabs order={order} />}
      <ConfirmDialog
        open={state.conflict}
        title={t('of.conflictTitle')}
        message={t('of.conflict')}
        onYes={() => {
          clear();
          onReload?.();
        }}
        onNo={clear}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('of.cancelRowTitle', { n: (removing ?? 0) + 1 })}
        message={t('of.cancelRow')}
        onYes={() => {
          if (removing !== null) removeRow(removing);
          setRemoving(null);
        }}
        onNo={() => setRemoving(null)}
      />
      <ConfirmDialog
        open={draft.offer !== null}
        title={t('of.draftTitle')}
        message={t('of.draftOffer', { time: draft.offer ? draftTime(draft.offer.savedAt) : '' })}
        onYes={draft.restore}
        onNo={draft.discard}
      />
      {guard}
      {state.capacity.length > 0 && (
        <CapacityDialog
          shortfalls={state.capacity}
          onClose={clear}
          onOverride={(reason) => {
            const short = new Set(state.capacity.map((c) => c.index));
            const vehicles = form.vehicles.map((v, i) => (short.has(i) ? { ...v, capacityOverrideReason: reason } : v));
            setForm((f) => ({ ...f, vehicles }));
            void save({ vehicles });
          }}
        />
      )}
      <LoadingOverlay open={state.saving} />
    </Box>
  );
}
