import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { capacityBySlot, type Clash, hasRight, knockOns, type LeaveType, nextDate, operatorToday, type ScheduleRow } from '@limo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { schedulingEn, schedulingZhHK } from '@limo/domain/i18n/scheduling';
import { ApiError, formatError } from '../../api/errors';
import { openScheduleSocket } from '../../api/socket';
import { useRouteTitle } from '../../app/routeTitle';
import { useUser } from '../../app/session/SessionContext';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { DatePickerField } from '../../widgets/DatePickerField';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { registerTexts } from '../../i18n';
import { AssignPanel } from './AssignPanel';
import { ClashRefusal, refusedClashes } from './ClashRefusal';
import { CapacityStrip } from './CapacityStrip';
import { ClashList } from './ClashList';
import { dropClashes } from './dropClashes';
import {
  ALL_STATUSES,
  buildLanes,
  dayClashes,
  dayLeaves,
  dayNames,
  dayTravel,
  defaultFilters,
  filterRows,
  type GridFilters,
  type Lane,
  mergeRows,
  rostersAtWork,
  searchHit,
  unassignedCount,
} from './gridModel';
import { usePlanOnGrid } from './plan/usePlanOnGrid';
import { ScheduleGrid } from './ScheduleGrid';
import { fetchDay, type OrderVehicleChange, type ScheduleDay, updateOrderVehicle } from './schedulingApi';
import { reuseLanes } from './stableLanes';
import { useGridZoom, ZoomToggle } from './zoom';
import { useDayKeys } from './useDayKeys';

// This screen's texts load with it (i18n/index.ts).
registerTexts(schedulingEn, schedulingZhHK);

const dayKey = (date: string) => ['schedulingDay', date] as const;

/** /operation/scheduling (a row per driver) and /operation/scheduling4 (a row per vehicle): the day's 96-slot grid, live. */
export default function SchedulingScreen() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const canWrite = hasRight(user.rights, 'SCHEDULINGWRITE');
  const { pathname } = useLocation();
  const mode = pathname.endsWith('scheduling4') ? 'vehicle' : 'driver';
  const title = useRouteTitle('/operation/scheduling');
  const [params, setParams] = useSearchParams();
  // The operator's calendar date: the grid of today (04:00 to 04:00) even between midnight and 04:00 (docs/decisions.md, issue 30).
  const date = params.get('date') ?? operatorToday();
  const setDate = (d: string | null) => d && setParams({ date: d }, { replace: true });
  useDayKeys(date, setDate);
  const [filters, setFilters] = useState<GridFilters>(defaultFilters);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [zoom, setZoom] = useGridZoom(user.userid);
  /** A clash picked from the list: shown like a search hit; the tick asks again for the same job. */
  const [picked, setPicked] = useState<{ id: number; tick: number } | null>(null);
  const [live, setLive] = useState(false);
  const [dropRefusal, setDropRefusal] = useState<{ clashes: Clash[]; change: OrderVehicleChange; beforeSaving?: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: dayKey(date), queryFn: () => fetchDay(date), retry: false, refetchOnWindowFocus: false });
  const day = query.data;
  const pendingUpdate = useRef(false);

  const applyRows = useCallback(
    (rows: ScheduleRow[]) => {
      performance.mark('grid:update-received');
      pendingUpdate.current = true;
      queryClient.setQueryData<ScheduleDay>(dayKey(date), (d) => (d ? { ...d, schedules: mergeRows(d.schedules, rows, date) } : d));
    },
    [queryClient, date],
  );
  useEffect(
    () => openScheduleSocket({ onSchedule: applyRows, onReconnect: () => void query.refetch(), onStatus: setLive }),
    // One socket per day shown: the rows it merges belong to that day.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [applyRows],
  );

  const rows = useMemo(() => day?.schedules ?? [], [day]);
  const specialIds = day?.parameters.specialClientIds.join(',') ?? '';
  const specialClients = useMemo(() => new Set(specialIds.split(',').filter(Boolean).map(Number)), [specialIds]);
  const shown = useMemo(() => (day ? filterRows(rows, filters, day.parameters) : []), [day, rows, filters]);
  const hit = useMemo(() => searchHit(shown, filters.text), [shown, filters.text]);
  const waiting = useMemo(() => unassignedCount(rows), [rows]);
  const previousLanes = useRef<Lane[]>([]);
  const lanes = useMemo(() => {
    if (!day) return [];
    const next = reuseLanes(previousLanes.current, buildLanes(day, shown, mode, i18n.language === 'zh-HK'));
    previousLanes.current = next;
    return next;
  }, [day, shown, mode, i18n.language]);
  // The marks and the capacity strip follow a live row a moment later, at lower priority: the bar moves first.
  const settled = useDeferredValue(day);
  const settledRows = useMemo(() => settled?.schedules ?? [], [settled]);
  const clashes = useMemo(
    () =>
      settled
        ? dayClashes(settledRows, settled.rosters, settled.parameters.turnaroundMinutes, dayLeaves(settled), dayTravel(settled), dayNames(settled))
        : new Map<number, Clash[]>(),
    [settled, settledRows],
  );
  const laterJobs = useMemo(
    () => new Set(settled ? knockOns(settledRows, settled.parameters.turnaroundMinutes, dayTravel(settled)).map((k) => k.later) : []),
    [settled, settledRows],
  );
  const reloadDay = useCallback(() => void queryClient.invalidateQueries({ queryKey: dayKey(date) }), [queryClient, date]);
  const dayPlan = usePlanOnGrid({ date, day, rows, lanes, mode, canWrite, setError, reload: reloadDay });
  const capacity = useMemo(() => {
    if (!settled) return [];
    const small = new Set(
      settled.vehicleTypes.filter((v) => v.maxCapacity !== null && v.maxCapacity < settled.parameters.smallVehicleMaxCapacity).map((v) => v.id),
    );
    // A driver on leave is not counted on duty, whatever their roster says.
    return capacityBySlot(settled.date, settledRows, rostersAtWork(settled), small);
  }, [settled, settledRows]);

  // Marks the benchmark reads: the first grid of a day, and each live row applied.
  const markedFirst = useRef<string | null>(null);
  useEffect(() => {
    if (!day) return;
    if (markedFirst.current !== date) {
      markedFirst.current = date;
      performance.mark('grid:rendered');
    } else if (pendingUpdate.current) {
      pendingUpdate.current = false;
      performance.mark('grid:update-applied');
    }
  }, [lanes, day, date]);

  const drop = async (change: OrderVehicleChange) => {
    setError(null);
    try {
      applyRows([await updateOrderVehicle(change)]);
      setDropRefusal(null);
    } catch (err) {
      const clashes = refusedClashes(err);
      if (clashes) setDropRefusal({ clashes, change });
      else {
        setError(formatError(err));
        if (err instanceof ApiError && err.status === 412) void query.refetch();
      }
    }
  };
  const onDrop = (orderVehicleId: number, lane: Lane) => {
    const row = rows.find((r) => r.orderVehicleId === orderVehicleId);
    if (!row) return;
    const base = { orderVehicleId, version: row.version ?? 0 };
    const onto = lane.kind === 'driver' ? { ...base, driverId: lane.id } : { ...base, vehicleId: lane.id };
    // A clash the grid can see (busy, off duty, on leave) is shown before saving, as the assignment dialog does.
    const before = day ? dropClashes(day, rows, row, lane) : [];
    if (before.length) {
      setError(null);
      setDropRefusal({ clashes: before, change: onto, beforeSaving: true });
    } else if (lane.kind === 'driver' && lane.id !== row.driverId) void drop(onto);
    else if (lane.kind === 'vehicle' && lane.id !== row.vehicleId) void drop(onto);
    else if (lane.kind === 'unassigned' && (row.driverId !== null || row.isOutsource))
      void drop({ ...base, driverId: null, vehicleId: null, outsourceVendorId: null });
    else if (lane.kind === 'outsourced') setOpenId(orderVehicleId);
  };
  const open = rows.find((r) => r.orderVehicleId === openId);
  const pickClash = useCallback((id: number) => {
    setPicked((p) => ({ id, tick: (p?.tick ?? 0) + 1 }));
    setSelectedId(id);
    setOpenId(id);
  }, []);
  const statusLabel = (s: string) => t(`sch.status.${s}` as 'sch.status.A');
  // The controls re-render with what they show, not with every live row.
  const toolbar = useMemo(
    () => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <IconButton aria-label={t('sch.prevDay')} onClick={() => setDate(nextDate(date, -1))} size="small">
          <ChevronLeftIcon />
        </IconButton>
        <Box sx={{ width: 170 }} data-day-field>
          <DatePickerField label={t('sch.date')} value={date} onChange={setDate} />
        </Box>
        <IconButton aria-label={t('sch.nextDay')} onClick={() => setDate(nextDate(date, 1))} size="small">
          <ChevronRightIcon />
        </IconButton>
        <Button size="small" onClick={() => setDate(operatorToday())}>
          {t('sch.today')}
        </Button>
        <TextField
          select
          size="small"
          label={t('sch.clients')}
          value={filters.clients}
          onChange={(e) => setFilters({ ...filters, clients: e.target.value as GridFilters['clients'] })}
          sx={{ width: 170 }}
        >
          {(['all', 'special', 'list'] as const).map((c) => (
            <MenuItem key={c} value={c}>
              {t(`sch.clients.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('sch.service')}
          value={filters.service}
          onChange={(e) => setFilters({ ...filters, service: e.target.value as GridFilters['service'] })}
          sx={{ width: 150 }}
        >
          {(['all', 'Arrival', 'other'] as const).map((c) => (
            <MenuItem key={c} value={c}>
              {t(`sch.service.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          size="small"
          value={filters.statuses}
          onChange={(_, v: string[]) => setFilters({ ...filters, statuses: v })}
          aria-label={t('sch.status')}
        >
          {ALL_STATUSES.map((s) => (
            <ToggleButton key={s} value={s} sx={{ py: 0.25, px: 1, fontSize: 12 }}>
              {statusLabel(s)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          size="small"
          label={t('sch.search')}
          value={filters.text}
          onChange={(e) => {
            setPicked(null);
            setFilters({ ...filters, text: e.target.value });
          }}
          sx={{ width: 220 }}
        />
        <ZoomToggle zoom={zoom} onChange={setZoom} />
        {dayPlan.button}
        <Box sx={{ flex: 1 }} />
        <Typography variant="caption">{t('sch.jobs', { count: shown.length })}</Typography>
        <Chip size="small" color={waiting ? 'warning' : 'default'} label={t('sch.unassignedCount', { count: waiting })} data-testid="unassigned-count" />
        <ClashList clashes={clashes} rows={settledRows} onPick={pickClash} />
        <Chip size="small" color={live ? 'success' : 'default'} label={live ? t('sch.live') : t('sch.offline')} data-testid="live-status" />
      </Stack>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [date, filters, shown.length, clashes, settledRows, waiting, zoom, live, t, dayPlan.busy],
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 64px)', p: 1, gap: 1 }}>
      {/* The toolbar shows the title; the page still has its heading for screen readers. */}
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>{title}</h1>
      <GlobalStyles
        styles={{ '.schedule-bar:focus-visible, .plan-ghost:focus-visible': { boxShadow: '0 0 0 3px #0d6efd !important', zIndex: 4, outline: 'none' } }}
      />
      {toolbar}
      {!canWrite ? <Alert severity="info">{t('sch.readOnly')}</Alert> : null}
      <ErrorAlert message={error ?? (query.error ? formatError(query.error) : null)} onClose={() => setError(null)} />
      {dropRefusal ? (
        <ClashRefusal
          clashes={dropRefusal.clashes}
          beforeSaving={dropRefusal.beforeSaving}
          onOverride={() => setConfirming(true)}
          onClose={() => setDropRefusal(null)}
        />
      ) : null}
      <Typography variant="caption" color="text.secondary">
        {t('sch.keyboard')}
      </Typography>
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0, gap: 1 }}>
        {day ? (
          <ScheduleGrid
            strip={(slotPx) => <CapacityStrip slots={capacity} label={t('sch.capacity')} slotPx={slotPx} />}
            lanes={dayPlan.lanes}
            laneLabels={{
              unassigned: `${t('sch.unassigned')} (${waiting})`,
              outsourced: t('sch.outsourced'),
              leave: (type: LeaveType) => ({ tag: t('sch.lane.onLeave', { type }), text: t('sch.lane.onLeaveText', { name: t(`sch.leave.${type}`) }) }),
            }}
            clashes={clashes}
            knockOns={laterJobs}
            specialClients={specialClients}
            selectedId={selectedId}
            foundId={picked?.id ?? hit}
            foundTick={picked?.tick ?? 0}
            zoom={zoom}
            canWrite={canWrite}
            onOpen={setOpenId}
            onSelect={setSelectedId}
            onDrop={onDrop}
            onGhost={dayPlan.onGhost}
          />
        ) : null}
        {dayPlan.panel}
      </Box>
      {dayPlan.dialog}
      {open && day ? (
        <AssignPanel
          key={`${open.orderVehicleId}:${open.version}`}
          row={open}
          day={day}
          rows={rows}
          knockOn={laterJobs.has(open.orderVehicleId)}
          canWrite={canWrite}
          onClose={() => setOpenId(null)}
          onSaved={(row) => {
            applyRows([row]);
            setOpenId(null);
          }}
          onStale={() => void query.refetch()}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        message={t('sch.panel.overrideConfirm')}
        onNo={() => setConfirming(false)}
        onYes={() => {
          setConfirming(false);
          if (dropRefusal) void drop({ ...dropRefusal.change, override: true });
        }}
      />
    </Box>
  );
}
