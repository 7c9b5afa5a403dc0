import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import type { HalRecord } from '../../api/hal';
import { FieldInput } from '../../resources/FieldInput';
import { checkRecord, type FormValues, toFormValues } from '../../resources/formValues';
import { aggregateBody, rowMessage, splitServerErrors } from '../../resources/masterDetail/aggregate';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { RecordStamp } from '../../widgets/RecordStamp';
import { EditableRowsTable, type EditColumn } from './EditableRowsTable';
import { type LoadedRate, saveRate } from './rateApi';
import { HEADER_FIELDS, type RateKind } from './rateKinds';
import { LocationCell, ZoneCell } from './RoutePickers';
import { useLeaveGuard } from '../../widgets/useLeaveGuard';
import { useRateRows } from './useRateRows';

interface Props {
  kind: RateKind;
  /** The rate as loaded; null for a new one. */
  loaded: LoadedRate | null;
  /** Fields the screen sets (the tariff and vehicle type of a class rate). */
  fixed: Record<string, unknown>;
  /** First values of a new rate (the client the list was showing). */
  initial?: Record<string, unknown>;
  /** Fields edited before the header's own (the client and vehicle type of a special rate). */
  leading?: string[];
  canWrite: boolean;
  title: ReactNode;
  /** Called after a save with the rate as saved. */
  onSaved: (rate: LoadedRate) => void;
  /** Buttons beside Save for a saved rate (copies, the price calculator), told whether there are unsaved changes. */
  actions?: (record: HalRecord, dirty: boolean) => ReactNode;
}

const WIDTHS: Record<string, number> = {
  amount: 130,
  minHours: 120,
  hourAmt: 140,
  blockMins: 140,
  blockAmt: 140,
  extraType: 170,
  extraCode: 130,
  percent: 120,
  tariffOcId: 260,
};
const codes = (lists: Record<string, HalRecord[]>) => {
  const out = new Map<number, string>();
  for (const r of Object.values(lists).flat()) {
    if (typeof r.fromLocationId === 'number' && typeof r.fromLocationCode === 'string') out.set(r.fromLocationId, r.fromLocationCode);
    if (typeof r.toLocationId === 'number' && typeof r.toLocationCode === 'string') out.set(r.toLocationId, r.toLocationCode);
  }
  return out;
};

/**
 * One rate: its header fields and its lists of rows (route tables B and L, hires, extras, other
 * charges) edited in place, saved together in one call. Nothing is sent while something is wrong;
 * a refused save keeps everything as typed and marks the rows the server names.
 */
export function RateEditor({ kind, loaded, fixed, initial, leading = [], canWrite, title, onSaved, actions }: Props) {
  const { t, i18n } = useTranslation();
  const [rate, setRate] = useState<LoadedRate | null>(loaded);
  const record = rate?.record ?? null;
  const rows = useRateRows(kind, loaded?.lists ?? {});
  const form = useForm<FormValues>({ defaultValues: toFormValues(kind.def, record, { ...(record ? {} : initial), ...fixed }) });
  const [tab, setTab] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const locationCodes = useMemo(() => codes(rate?.lists ?? {}), [rate]);
  const headerFields = useMemo(
    () => [...leading, ...HEADER_FIELDS].map((n) => kind.def.fields.find((f) => f.name === n)).filter((f) => f !== undefined),
    [kind, leading],
  );
  const dirty = form.formState.isDirty || rows.dirty;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty && canWrite;
  const guard = useLeaveGuard(dirtyRef, t('rate.leaveUnsaved'));

  const columnsOf = (listIndex: number): EditColumn[] =>
    kind.lists[listIndex].columns.map((name) => {
      const field = kind.lists[listIndex].def.fields.find((f) => f.name === name);
      if (!field) throw new Error(`${kind.lists[listIndex].key}: no field ${name}`);
      if (name === 'fromZone' || name === 'toZone') return { field, width: undefined, render: (c) => <ZoneCell {...c} /> };
      if (name === 'fromLocationId' || name === 'toLocationId') {
        return { field, render: (c) => <LocationCell {...c} shownCode={locationCodes.get(Number(c.value))} /> };
      }
      return { field, width: WIDTHS[name] ?? (field.type === 'time' ? 140 : undefined) };
    });

  const save = async () => {
    setError(null);
    setNotice(null);
    const header = checkRecord(kind.def, record ? 'patch' : 'create', { ...form.getValues(), ...fixed });
    for (const e of header.errors) form.setError(e.field, { type: 'validation', message: e.message });
    const checked = rows.checkAll();
    rows.showProblems(checked.errors);
    if (!header.values || checked.errors.length) {
      const lines = [...header.errors.map((e) => e.message), ...checked.errors.map((e) => rowMessage(rows.sections, e))];
      setError(`${t('detail.fixRows')}\n${lines.join('\n')}`);
      if (header.values) setTab(kind.lists.findIndex((l) => l.key === checked.errors[0].child));
      return;
    }
    setSaving(true);
    try {
      const saved = await saveRate(kind, record?.id ?? null, aggregateBody(header.values, checked.lists), record ? Number(record.version) : undefined);
      setRate(saved);
      form.reset(toFormValues(kind.def, saved.record, fixed));
      rows.reset(saved.lists);
      dirtyRef.current = false;
      setNotice(t('rate.saved'));
      onSaved(saved);
    } catch (err) {
      setError(formatError(err));
      const split = splitServerErrors(err, rows.sections);
      for (const e of split.master) form.setError(e.field, { type: 'server', message: e.message });
      rows.showProblems(split.rows);
      if (split.rows.length && !split.master.length) setTab(kind.lists.findIndex((l) => l.key === split.rows[0].child));
    } finally {
      setSaving(false);
    }
  };

  const undo = () => {
    form.reset(toFormValues(kind.def, record, fixed));
    rows.reset(rate?.lists ?? {});
    setError(null);
  };

  const wrongList = (key: string) => rows.rows[key]?.some((r) => (rows.messages[r.key] ?? []).length > 0);
  return (
    <Paper variant="outlined" sx={{ p: 2, position: 'relative' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="subtitle1" component="h2">
            {title}
            {dirty && canWrite ? ` · ${t('rate.unsaved')}` : ''}
          </Typography>
          <RecordStamp record={record} />
        </Box>
        {record && actions?.(record, dirty)}
        {canWrite && dirty && <Button onClick={undo}>{t('rate.undo')}</Button>}
        {canWrite && (
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            {t('common.save')}
          </Button>
        )}
      </Box>
      <ErrorAlert message={error} onClose={() => setError(null)} />
      {notice && !dirty && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 1 }}>
          {notice}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        aria-label={t('rate.header')}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, py: 1 }}
      >
        {headerFields.map((f) => (
          <FieldInput key={f.name} field={f} control={form.control} disabled={!canWrite} />
        ))}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Box>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} variant="scrollable" sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}>
        {kind.lists.map((l) => (
          <Tab key={l.key} label={`${t(l.title)} (${rows.rows[l.key]?.length ?? 0})`} sx={wrongList(l.key) ? { color: 'error.main' } : undefined} />
        ))}
      </Tabs>
      {kind.lists.map((l, i) =>
        tab === i ? (
          <EditableRowsTable
            key={l.key}
            title={`${t(l.title)}`}
            columns={columnsOf(i)}
            rows={rows.rows[l.key] ?? []}
            errors={rows.messages}
            disabled={!canWrite}
            onChange={(key, field, value) => rows.change(l.key, key, field, value)}
            onAdd={() => rows.add(l.key)}
            onRemove={(key) => rows.remove(l.key, key)}
          />
        ) : null,
      )}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }} lang={i18n.language}>
        {t('rate.keys')}
      </Typography>
      <LoadingOverlay open={saving} />
      {guard}
    </Paper>
  );
}
