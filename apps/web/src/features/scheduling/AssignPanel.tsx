import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type Clash,
  findClashes,
  formatDate,
  formatTime,
  holdsSearch,
  isOnDuty,
  nextDate,
  normalizeMoney,
  pickLabel,
  proposeDrivers,
  type ScheduleRow,
} from '@limo/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, formatError } from '../../api/errors';
import { readerName } from '../../i18n/readerName';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { OrderSmsButton } from '../orderSms/OrderSmsButton';
import { ClashRefusal, refusedClashes } from './ClashRefusal';
import { useClashText } from './clashText';
import { dayLeaves, dayTravel, leavesOfDay } from './gridModel';
import { type OrderVehicleChange, type ScheduleDay, secondCallAssign, secondCallRemove, updateOrderVehicle } from './schedulingApi';

interface Props {
  row: ScheduleRow;
  day: ScheduleDay;
  rows: readonly ScheduleRow[];
  knockOn: boolean;
  canWrite: boolean;
  onClose: () => void;
  onSaved: (row: ScheduleRow) => void;
  onStale: () => void;
}

type Pending = { kind: 'change'; change: Omit<OrderVehicleChange, 'orderVehicleId' | 'version'> } | { kind: 'second'; driverId: number };
const OUTSOURCE_NAME = /^[^@]+@[+\d][\d\s-]{5,}$/;

/** Assigning one job: a driver (typeahead), a vehicle, a vendor, a second call, its times; clashes shown before and after. */
export function AssignPanel({ row, day, rows, knockOn, canWrite, onClose, onSaved, onStale }: Props) {
  const { t, i18n } = useTranslation();
  const said = useClashText();
  const navigate = useNavigate();
  const [driverId, setDriverId] = useState<number | null>(row.driverId);
  const [vehicleId, setVehicleId] = useState<number | null>(row.vehicleId ?? null);
  // Untouched, the vehicle follows the driver: another driver brings the car of their roster.
  const [vehicleTouched, setVehicleTouched] = useState(false);
  const [vendorId, setVendorId] = useState<number | null>(row.outsourceVendorId);
  const [vendorDriver, setVendorDriver] = useState(row.outsourceDriverName ?? '');
  const [vendorCost, setVendorCost] = useState(row.outsourceCost ?? '');
  const [start, setStart] = useState(row.startTime.slice(0, 5));
  const [end, setEnd] = useState(row.endTime.slice(0, 5));
  const [refused, setRefused] = useState<{ clashes: Clash[]; retry: Pending } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const driverName = (id: number) => {
    const d = day.drivers.find((x) => x.id === id);
    return d ? `${d.driverNo} ${readerName(i18n.language, d.driverNameEng, d.driverNameChi)}` : String(id);
  };
  const vendorOf = (id: number) => day.vendors.find((v) => v.id === id);
  const driverOf = (id: number) => day.drivers.find((x) => x.id === id);
  const withNote = (id: number, text: string) => {
    const leave = onLeave.get(id);
    const note = leave ? t('sch.panel.onLeave', { type: leave }) : onDuty.has(id) ? '' : t('sch.panel.offDuty');
    return note ? `${text} (${note})` : text;
  };
  const leaves = useMemo(() => dayLeaves(day), [day]);
  const onLeave = useMemo(() => leavesOfDay(day).onDate, [day]);
  // A driver on leave is not on duty, whatever their roster says: listed after those on duty.
  const onDuty = useMemo(
    () => new Set(day.rosters.filter((r) => r.dutyDate === day.date && isOnDuty(r) && !onLeave.has(r.driverId)).map((r) => r.driverId)),
    [day, onLeave],
  );
  const drivers = useMemo(
    () => [...day.drivers].sort((a, b) => Number(onDuty.has(b.id)) - Number(onDuty.has(a.id)) || a.driverNo.localeCompare(b.driverNo)),
    [day, onDuty],
  );
  const ctx = {
    jobs: rows,
    rosters: day.rosters,
    leaves,
    bufferMinutes: day.parameters.turnaroundMinutes,
    travel: dayTravel(day),
    driverName,
    vehicleName: (id: number) => day.vehicles.find((v) => v.id === id)?.licensePlateNo ?? String(id),
  };
  const preview = driverId !== null && driverId !== row.driverId ? findClashes(row, driverId, vehicleId, ctx) : [];
  const proposals = useMemo(
    () =>
      knockOn
        ? proposeDrivers(
            row,
            { jobs: rows, rosters: day.rosters, leaves, bufferMinutes: day.parameters.turnaroundMinutes, travel: dayTravel(day) },
            { limit: 5 },
          )
        : [],
    [knockOn, row, rows, day, leaves],
  );

  async function run(pending: Pending, override = false) {
    setBusy(true);
    setError(null);
    try {
      const saved =
        pending.kind === 'second'
          ? await secondCallAssign(row.orderVehicleId, { driverId: pending.driverId, override })
          : await updateOrderVehicle({
              orderVehicleId: row.orderVehicleId,
              version: row.version ?? 0,
              ...pending.change,
              ...(override ? { override: true } : {}),
            });
      setRefused(null);
      onSaved(saved);
    } catch (err) {
      const clashes = refusedClashes(err);
      if (clashes) setRefused({ clashes, retry: pending });
      else if (err instanceof ApiError && err.status === 412) {
        setError(t('sch.panel.stale'));
        onStale();
      } else setError(formatError(err));
    } finally {
      setBusy(false);
    }
  }
  const change = (c: Omit<OrderVehicleChange, 'orderVehicleId' | 'version'>) => void run({ kind: 'change', change: c });
  const assign = () => driverId !== null && change({ driverId, ...(vehicleTouched ? { vehicleId } : {}) });
  const outsource = () => {
    if (vendorDriver && !OUTSOURCE_NAME.test(vendorDriver)) return setError(t('sch.panel.badOutsourceName'));
    // Empty: no cost known yet (the outsource P&L report counts it as 0.00 and says so).
    const cost = vendorCost.trim() ? normalizeMoney(vendorCost) : null;
    if (cost === undefined || cost?.startsWith('-')) return setError(t('sch.panel.badVendorCost'));
    if (vendorId !== null) change({ outsourceVendorId: vendorId, outsourceDriverName: vendorDriver || null, outsourceCost: cost });
  };
  // An end not after the start is the next morning (a job past midnight).
  const nextDay = end <= start ? nextDate(row.startDate) : row.startDate;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="assign-title">
      <DialogTitle id="assign-title" sx={{ pb: 1 }}>
        {t('sch.panel.title', { ref: row.orderRefId ?? row.orderVehicleId })}
        <Typography variant="body2" color="text.secondary">
          {formatDate(row.pickupDate)} {formatTime(row.pickupTime)} · {row.clientShortName ?? row.clientCode} · {row.flightNo ?? ''} {row.startLocationCode}→
          {row.endLocationCode} · {row.serviceType}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Stack
          spacing={1.5}
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            assign();
          }}
        >
          {knockOn ? <Alert severity="warning">{t('sch.panel.knockOn')}</Alert> : null}
          {proposals.length ? (
            <Box>
              <Typography variant="caption">{t('sch.panel.proposals')}</Typography>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                {proposals.map((id) => (
                  <Chip key={id} label={driverName(id)} disabled={!canWrite || busy} onClick={() => change({ driverId: id })} data-testid="proposal" />
                ))}
              </Stack>
            </Box>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Autocomplete
              sx={{ flex: 1 }}
              size="small"
              openOnFocus
              autoHighlight
              disabled={!canWrite}
              options={drivers.map((d) => d.id)}
              value={driverId}
              onChange={(_, v) => {
                setDriverId(v);
                if (!vehicleTouched) setVehicleId(v === row.driverId ? (row.vehicleId ?? null) : null);
              }}
              getOptionLabel={(id) => withNote(id, driverName(id))}
              // The list names a driver in both languages and finds either name, ignoring case and width.
              filterOptions={(ids, state) =>
                ids.filter((id) => {
                  const d = driverOf(id);
                  return holdsSearch(d ? [d.driverNo, d.driverNameEng, d.driverNameChi] : [id], state.inputValue);
                })
              }
              renderOption={(props, id) => {
                const { key, ...rest } = props as typeof props & { key: string };
                const d = driverOf(id);
                return (
                  <li key={key} {...rest}>
                    {withNote(id, d ? pickLabel(d.driverNo, d.driverNameEng, d.driverNameChi, i18n.language) : String(id))}
                  </li>
                );
              }}
              renderInput={(params) => <TextField {...params} autoFocus label={t('sch.panel.driver')} />}
            />
            <Autocomplete
              sx={{ width: 150 }}
              size="small"
              disabled={!canWrite}
              options={day.vehicles.map((v) => v.id)}
              value={vehicleId}
              onChange={(_, v) => {
                setVehicleId(v);
                setVehicleTouched(true);
              }}
              getOptionLabel={(id) => day.vehicles.find((v) => v.id === id)?.licensePlateNo ?? String(id)}
              renderInput={(params) => <TextField {...params} label={t('sch.panel.vehicle')} />}
            />
            <Button type="submit" variant="contained" disabled={!canWrite || busy || driverId === null}>
              {t('sch.panel.assign')}
            </Button>
          </Stack>
          {preview.length ? (
            <Alert severity="warning" data-testid="clash-preview">
              {t('sch.panel.clashesBefore')}
              {preview.map((c) => (
                <div key={`${c.kind}${c.orderVehicleId}${c.message}`} data-kind={c.kind}>
                  {said.message(c)}
                </div>
              ))}
            </Alert>
          ) : null}
          {refused ? <ClashRefusal clashes={refused.clashes} onOverride={() => setConfirming(true)} onClose={() => setRefused(null)} /> : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              disabled={!canWrite || busy || (row.driverId === null && row.vehicleId == null)}
              onClick={() => change({ driverId: null, vehicleId: null })}
            >
              {t('sch.panel.unassign')}
            </Button>
            <Button size="small" disabled={!canWrite || busy || driverId === null} onClick={() => driverId !== null && void run({ kind: 'second', driverId })}>
              {t('sch.panel.addSecondCall')}
            </Button>
          </Stack>
          {row.secondCalls?.length ? (
            <Box>
              <Typography variant="caption">{t('sch.panel.secondCalls')}</Typography>
              {row.secondCalls.map((c) => (
                <Stack key={c.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="body2">{c.driverId ? driverName(c.driverId) : (c.outsourceDriverName ?? '')}</Typography>
                  <Button size="small" disabled={!canWrite || busy} onClick={() => void secondCallRemove(c.id).then(onSaved, (e) => setError(formatError(e)))}>
                    {t('sch.panel.remove')}
                  </Button>
                </Stack>
              ))}
            </Box>
          ) : null}
          <Divider />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Autocomplete
              sx={{ flex: 1 }}
              size="small"
              disabled={!canWrite}
              options={day.vendors.map((v) => v.id)}
              value={vendorId}
              onChange={(_, v) => setVendorId(v)}
              getOptionLabel={(id) => {
                const v = vendorOf(id);
                return v ? readerName(i18n.language, v.clientNameEng, v.clientNameChi) : String(id);
              }}
              // As the driver list: both names shown, either found.
              filterOptions={(ids, state) =>
                ids.filter((id) => {
                  const v = vendorOf(id);
                  return holdsSearch(v ? [v.clientCode, v.clientNameEng, v.clientNameChi] : [id], state.inputValue);
                })
              }
              renderOption={(props, id) => {
                const { key, ...rest } = props as typeof props & { key: string };
                const v = vendorOf(id);
                return (
                  <li key={key} {...rest}>
                    {v ? pickLabel(v.clientCode, v.clientNameEng, v.clientNameChi, i18n.language) : String(id)}
                  </li>
                );
              }}
              renderInput={(params) => <TextField {...params} label={t('sch.panel.vendor')} />}
            />
            <TextField
              size="small"
              sx={{ flex: 1 }}
              disabled={!canWrite}
              label={t('sch.panel.vendorDriver')}
              value={vendorDriver}
              onChange={(e) => setVendorDriver(e.target.value)}
            />
            <TextField
              size="small"
              sx={{ width: 120 }}
              disabled={!canWrite}
              label={t('sch.panel.vendorCost')}
              value={vendorCost}
              onChange={(e) => setVendorCost(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 13 } }}
            />
            <Button size="small" disabled={!canWrite || busy || vendorId === null} onClick={outsource}>
              {t('sch.panel.outsource')}
            </Button>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              disabled={!canWrite}
              label={t('sch.panel.start')}
              value={start}
              onChange={(e) => setStart(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 5 } }}
            />
            <TextField
              size="small"
              disabled={!canWrite}
              label={t('sch.panel.end')}
              value={end}
              onChange={(e) => setEnd(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 5 } }}
            />
            <Button
              size="small"
              disabled={!canWrite || busy}
              onClick={() => change({ startDate: row.startDate, startTime: start, endDate: nextDay, endTime: end })}
            >
              {t('sch.panel.saveTimes')}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <OrderSmsButton orderVehicleId={row.orderVehicleId} label={row.orderRefId ?? undefined} variant="text" />
        {row.orderId ? <Button onClick={() => navigate(`/order/ordering3/${row.orderId}`)}>{t('sch.panel.openOrder')}</Button> : null}
        <Button onClick={onClose}>{t('sch.panel.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        message={t('sch.panel.overrideConfirm')}
        onNo={() => setConfirming(false)}
        onYes={() => {
          setConfirming(false);
          if (refused) void run(refused.retry, true);
        }}
      />
    </Dialog>
  );
}
