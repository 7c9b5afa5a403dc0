import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { clockOf, hasRight, operatorToday, RESOURCES } from '@limo/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schedulingEn, schedulingZhHK } from '@limo/domain/i18n/scheduling';
import { formatError } from '../../api/errors';
import { useRouteTitle } from '../../app/routeTitle';
import { useSession } from '../../app/session/SessionContext';
import { RecordDialog } from '../../resources/RecordDialog';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { DatePickerField } from '../../widgets/DatePickerField';
import { isChinese, registerTexts } from '../../i18n';
import { generateRosters, lookups, rostersOf, saveRosters } from './rosterApi';
import { RosterWeekTable } from './RosterWeekTable';
import { changedRows, overlapsByDriver, type RosterRow, rosterRows, timeProblem, toBody } from './rosterModel';
import { VISUALLY_HIDDEN } from '../../widgets/visuallyHidden';

// This screen's texts load with it (i18n/index.ts).
registerTexts(schedulingEn, schedulingZhHK);

type Sort = 'driver' | 'duty';

/** /operation/driverRoster: the day's roster of the branch's drivers, generated from usual shifts, edited in place. */
export default function DriverRosterScreen() {
  const { t, i18n } = useTranslation();
  const title = useRouteTitle('/operation/driverRoster');
  const [date, setDate] = useState(operatorToday());
  const [askDate, setAskDate] = useState<string | null>(null);
  const [rows, setRows] = useState<RosterRow[]>([]);
  const [loaded, setLoaded] = useState<RosterRow[]>([]);
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<Sort>('driver');
  /** Day: the day's rosters, edited; week: Monday to Sunday of the date's week, read only (issue 30 part 8b). */
  const [view, setView] = useState<'day' | 'week'>('day');
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [confirmGenerate, setConfirmGenerate] = useState(false);
  const [busy, setBusy] = useState(false);
  /** The roster opened with its vehicle changes and fuel (dailyRosterVehicles, dailyRosterPetrols). */
  const [details, setDetails] = useState<number | null>(null);
  const canWrite = hasRight(useSession().user?.rights ?? [], RESOURCES.dailyRosters.rights.write);

  const drivers = useQuery({ queryKey: ['lookups', 'drivers'], queryFn: () => lookups('drivers') });
  const vehicles = useQuery({ queryKey: ['lookups', 'vehicles'], queryFn: () => lookups('vehicles') });
  const shifts = useQuery({ queryKey: ['lookups', 'staffShiftings'], queryFn: () => lookups('staffShiftings') });
  const saved = useQuery({ queryKey: ['rosters', date], queryFn: () => rostersOf(date), retry: false });

  useEffect(() => {
    if (!saved.data || !drivers.data) return;
    const chinese = isChinese(i18n.language);
    const name = (d: Record<string, unknown>) => String((chinese ? d.driverNameChi || d.driverNameEng : d.driverNameEng || d.driverNameChi) ?? '').trim();
    const active = drivers.data.filter((d) => d.driverStatus === 'A').map((d) => ({ id: d.id, driverNo: String(d.driverNo), driverName: name(d) }));
    const fresh = rosterRows(active, saved.data);
    setRows(fresh);
    setLoaded(fresh);
  }, [saved.data, drivers.data, i18n.language]);

  const dirty = useMemo(() => changedRows(loaded, rows), [loaded, rows]);
  useEffect(() => {
    if (!dirty.length) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty.length]);

  const overlaps = useMemo(() => overlapsByDriver(date, rows), [date, rows]);
  const plate = (id: number | null) => (id === null ? '' : String(vehicles.data?.find((v) => v.id === id)?.licensePlateNo ?? id));
  const driverNo = (id: number) => rows.find((r) => r.driverId === id)?.driverNo ?? String(id);
  const shown = useMemo(() => {
    const text = filter.trim().toLowerCase();
    const list = rows.filter(
      (r) => !text || r.driverNo.toLowerCase().includes(text) || r.driverName.toLowerCase().includes(text) || plate(r.vehicleId).toLowerCase().includes(text),
    );
    return [...list].sort((a, b) => (sort === 'duty' ? (a.dutyTime || '99').localeCompare(b.dutyTime || '99') : 0) || a.driverNo.localeCompare(b.driverNo));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, filter, sort, vehicles.data]);

  const edit = (driverId: number, patch: Partial<RosterRow>) => setRows((all) => all.map((r) => (r.driverId === driverId ? { ...r, ...patch } : r)));
  const changeDate = (d: string | null) => {
    if (!d || d === date) return;
    if (dirty.length) setAskDate(d);
    else setDate(d);
  };
  const invalid = rows.some((r) => timeProblem(r.dutyTime) || timeProblem(r.dutyEndTime) || timeProblem(r.offDutyTime));

  async function save() {
    setBusy(true);
    setMessage(null);
    try {
      await saveRosters(date, dirty.map(toBody));
      await saved.refetch();
      setMessage({ severity: 'success', text: t('ros.saved') });
    } catch (err) {
      // The server names a row as dailyRosters[3]: say which driver that is.
      const text = formatError(err).replace(/dailyRosters\[(\d+)\]/g, (_, i: string) => dirty[Number(i)]?.driverNo ?? `row ${i}`);
      setMessage({ severity: 'error', text });
    } finally {
      setBusy(false);
    }
  }
  async function generate(overwrite: boolean) {
    setBusy(true);
    setMessage(null);
    try {
      const res = await generateRosters(date, overwrite);
      await saved.refetch();
      setMessage({ severity: 'success', text: t('ros.generated', { created: res.created, updated: res.updated, skipped: res.skipped.length }) });
    } catch (err) {
      setMessage({ severity: 'error', text: formatError(err) });
    } finally {
      setBusy(false);
    }
  }
  const timeCell = (r: RosterRow, field: 'dutyTime' | 'dutyEndTime' | 'offDutyTime') => (
    <TextField
      size="small"
      variant="standard"
      value={r[field]}
      error={!!timeProblem(r[field])}
      placeholder="HH:mm"
      onChange={(e) => edit(r.driverId, { [field]: e.target.value })}
      onKeyDown={(e) => e.key === 'Enter' && !invalid && dirty.length && void save()}
      slotProps={{ htmlInput: { maxLength: 5, 'aria-label': `${r.driverNo} ${t(`ros.${field}`)}`, style: { width: 52 } } }}
    />
  );

  return (
    <Box sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 1, height: 'calc(100vh - 64px)' }}>
      {/* The toolbar shows the title; the page still has its heading for screen readers. */}
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>{title}</h1>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Box sx={{ width: 170 }}>
          <DatePickerField label={t('sch.date')} value={date} onChange={changeDate} />
        </Box>
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, v: 'day' | 'week' | null) => v && setView(v)} aria-label={t('ros.view')}>
          <ToggleButton value="day">{t('ros.day')}</ToggleButton>
          <ToggleButton value="week">{t('ros.week')}</ToggleButton>
        </ToggleButtonGroup>
        <Button
          variant="outlined"
          disabled={busy || view === 'week'}
          onClick={() => (rows.some((r) => r.rosterId !== null) ? setConfirmGenerate(true) : void generate(false))}
        >
          {t('ros.generate')}
        </Button>
        <Button variant="contained" disabled={busy || !dirty.length || invalid || view === 'week'} onClick={() => void save()}>
          {t('ros.save')} {dirty.length ? `(${dirty.length})` : ''}
        </Button>
        <TextField size="small" label={t('ros.filter')} value={filter} onChange={(e) => setFilter(e.target.value)} />
        {overlaps.size ? (
          <Chip color="error" size="small" label={t('ros.overlaps', { count: [...overlaps.values()].flat().length / 2 })} data-testid="overlap-count" />
        ) : null}
      </Stack>
      {message ? (
        <Alert severity={message.severity} onClose={() => setMessage(null)} sx={{ whiteSpace: 'pre-line' }}>
          {message.text}
        </Alert>
      ) : null}
      {saved.error ? <Alert severity="error">{formatError(saved.error)}</Alert> : null}
      {view === 'week' ? (
        <RosterWeekTable
          date={date}
          filter={filter}
          onOpenDay={(d) => {
            setView('day');
            changeDate(d);
          }}
        />
      ) : (
        <TableContainer sx={{ flex: 1, border: '1px solid #dee2e6' }}>
          <Table size="small" stickyHeader>
            <TableHead>
              {/* Headings and a driver's number and name on one line each: Chinese text breaks between any two characters. */}
              <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                <TableCell sortDirection={sort === 'driver' ? 'asc' : false}>
                  <TableSortLabel active={sort === 'driver'} onClick={() => setSort('driver')}>
                    {t('ros.driver')}
                  </TableSortLabel>
                </TableCell>
                <TableCell>{t('ros.shift')}</TableCell>
                <TableCell sortDirection={sort === 'duty' ? 'asc' : false}>
                  <TableSortLabel active={sort === 'duty'} onClick={() => setSort('duty')}>
                    {t('ros.dutyTime')}
                  </TableSortLabel>
                </TableCell>
                <TableCell>{t('ros.dutyEndTime')}</TableCell>
                <TableCell>{t('ros.offDutyTime')}</TableCell>
                <TableCell>{t('ros.vehicle')}</TableCell>
                <TableCell>{t('ros.remarks')}</TableCell>
                <TableCell>{t('ros.details')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((r) => {
                const clash = overlaps.get(r.driverId);
                return (
                  <TableRow
                    key={r.driverId}
                    data-driver={r.driverNo}
                    data-overlap={clash ? 'true' : undefined}
                    data-on-leave={r.onLeave ?? undefined}
                    sx={{ bgcolor: clash ? '#fff5f5' : r.onLeave ? '#f1f3f5' : undefined }}
                  >
                    <TableCell>
                      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                        <b>{r.driverNo}</b> {r.driverName}
                      </Box>{' '}
                      {r.rosterId === null ? <Chip size="small" label={t('ros.notRostered')} /> : null}
                      {r.onLeave ? (
                        // Approved leave that day (issue 16): a duty typed here would be the ON_LEAVE clash of every job.
                        <Chip size="small" color="warning" label={t('ros.onLeave', { type: r.onLeave })} title={t(`sch.leave.${r.onLeave}`)} />
                      ) : null}
                    </TableCell>
                    <TableCell>
                      <TextField
                        select
                        size="small"
                        variant="standard"
                        value={r.staffShiftingId ?? ''}
                        onChange={(e) => edit(r.driverId, { staffShiftingId: e.target.value === '' ? null : Number(e.target.value) })}
                        sx={{ minWidth: 120 }}
                        // Named like the vehicle beside it: a select without a name is read as "combobox" (WCAG 4.1.2).
                        slotProps={{ select: { inputProps: { 'aria-label': `${r.driverNo} ${t('ros.shift')}` } } }}
                      >
                        <MenuItem value="">—</MenuItem>
                        {(shifts.data ?? []).map((s) => (
                          <MenuItem key={s.id} value={s.id}>
                            {String(s.staffShiftingDesc)}
                          </MenuItem>
                        ))}
                      </TextField>
                    </TableCell>
                    <TableCell>{timeCell(r, 'dutyTime')}</TableCell>
                    <TableCell>{timeCell(r, 'dutyEndTime')}</TableCell>
                    <TableCell>{timeCell(r, 'offDutyTime')}</TableCell>
                    <TableCell>
                      <Autocomplete
                        size="small"
                        options={(vehicles.data ?? []).filter((v) => v.vehicleStatus === 'A').map((v) => v.id)}
                        value={r.vehicleId}
                        onChange={(_, v) => edit(r.driverId, { vehicleId: v })}
                        getOptionLabel={plate}
                        sx={{ width: 150 }}
                        renderInput={(params) => (
                          <TextField {...params} variant="standard" label={`${r.driverNo} ${t('ros.vehicle')}`} sx={{ '& label': VISUALLY_HIDDEN }} />
                        )}
                      />
                      {clash?.map((c) => (
                        <Box key={`${c.otherDriverId}${c.from}`} sx={{ color: '#c92a2a', fontSize: 12 }}>
                          {t('ros.overlap', { plate: plate(c.vehicleId), driver: driverNo(c.otherDriverId), from: clockOf(c.from), to: clockOf(c.to) })}
                        </Box>
                      ))}
                    </TableCell>
                    <TableCell>
                      <TextField
                        size="small"
                        variant="standard"
                        value={r.remarks}
                        onChange={(e) => edit(r.driverId, { remarks: e.target.value })}
                        slotProps={{ htmlInput: { maxLength: 500, 'aria-label': `${r.driverNo} ${t('ros.remarks')}` } }}
                      />
                    </TableCell>
                    <TableCell>
                      {/* A saved roster only, and not while its row has changes the dialog would not see. */}
                      <Button
                        size="small"
                        disabled={r.rosterId === null || dirty.some((d) => d.driverId === r.driverId)}
                        onClick={() => setDetails(r.rosterId)}
                        aria-label={`${t('ros.open')} ${r.driverNo} ${t('ros.details')}`}
                      >
                        {t('ros.open')}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {details !== null ? (
        <RecordDialog
          def={RESOURCES.dailyRosters}
          id={details}
          canWrite={canWrite}
          onClose={() => {
            setDetails(null);
            void saved.refetch();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirmGenerate}
        message={t('ros.generateConfirm')}
        onNo={() => {
          setConfirmGenerate(false);
          void generate(false);
        }}
        onYes={() => {
          setConfirmGenerate(false);
          void generate(true);
        }}
      />
      <ConfirmDialog
        open={askDate !== null}
        message={t('ros.unsaved')}
        onNo={() => setAskDate(null)}
        onYes={() => {
          if (askDate) setDate(askDate);
          setAskDate(null);
        }}
      />
    </Box>
  );
}
