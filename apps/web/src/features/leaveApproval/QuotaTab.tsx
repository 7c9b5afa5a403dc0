import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { languageOf, nameIn } from '@limo/domain/i18n/serverMessages';
import { hasRight } from '@limo/domain/rights';
import { QUOTA_LEAVE_TYPES } from '@limo/domain/rules/leave/types';
import { operatorToday } from '@limo/domain/rules/operator-time';
import { holdsSearch } from '@limo/domain/rules/search';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { useUser } from '../../app/session/SessionContext';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { createQuotas, fetchKeptQuotas, fetchQuotas, updateQuotas } from './leaveApi';
import { type QuotaLine, quotaChanges, quotaKey, quotaLines, quotaProblem, type QuotaType } from './leaveModel';

/** The Quota tab: each driver's AL and SL days for a year, edited in place by DRIVERROSTERHR, read by the others. */
export function QuotaTab() {
  const { t, i18n } = useTranslation();
  const canWrite = hasRight(useUser().rights, 'DRIVERROSTERHR');
  const queryClient = useQueryClient();
  const [year, setYear] = useState(() => Number(operatorToday().slice(0, 4)));
  const [askYear, setAskYear] = useState<number | null>(null);
  const [filter, setFilter] = useState('');
  const [edits, setEdits] = useState<Map<string, string>>(new Map());
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const quotas = useQuery({ queryKey: ['leaveQuota', year], queryFn: () => fetchQuotas(year) });
  const kept = useQuery({ queryKey: ['leaveQuotaKept', year], queryFn: () => fetchKeptQuotas(year), enabled: canWrite });
  const rows = useMemo(() => quotas.data ?? [], [quotas.data]);
  const changes = useMemo(() => quotaChanges(rows, edits, kept.data ?? null), [rows, edits, kept.data]);
  const dirty = changes.create.length + changes.update.length;
  const invalid = [...edits.values()].some((v) => quotaProblem(v));
  // Found by number or either name, case and width ignored (issue 30 part 2).
  const lines = useMemo(() => quotaLines(rows).filter((l) => holdsSearch([l.driverNo, l.name, l.nameZh], filter)), [rows, filter]);

  const goYear = (y: number) => {
    if (edits.size) setAskYear(y);
    else setYear(y);
  };
  const typed = (key: string) => edits.get(key);
  const edit = (key: string, value: string) => setEdits((m) => new Map(m).set(key, value));

  async function save() {
    if (busy || invalid || !dirty) return;
    setBusy(true);
    setNotice(null);
    try {
      if (changes.create.length) await createQuotas(year, changes.create);
      if (changes.update.length) await updateQuotas(year, changes.update);
      setEdits(new Map());
      setNotice({ severity: 'success', text: t('leave.quota.saved', { created: changes.create.length, updated: changes.update.length }) });
    } catch (err) {
      setNotice({ severity: 'error', text: formatError(err) });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: ['leaveQuota', year] });
      void queryClient.invalidateQueries({ queryKey: ['leaveQuotaKept', year] });
    }
  }

  const quotaCell = (line: QuotaLine, type: QuotaType) => {
    const row = line.byType[type];
    if (!row) return <TableCell colSpan={3} />;
    const key = quotaKey(line.driverId, type);
    const value = typed(key) ?? String(row.quotaDays);
    const problem = typed(key) !== undefined ? quotaProblem(value) : null;
    const balance = problem ? row.balanceDays : Number(value) - row.takenDays;
    return (
      <>
        <TableCell align="right">
          {canWrite ? (
            <TextField
              size="small"
              variant="standard"
              value={value}
              error={!!problem}
              title={problem ? t(problem) : undefined}
              onChange={(e) => edit(key, e.target.value.trim())}
              onKeyDown={(e) => e.key === 'Enter' && void save()}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  maxLength: 3,
                  style: { width: 44, textAlign: 'right' },
                  'aria-label': t('leave.quota.cell', { driver: line.driverNo, type }),
                },
              }}
            />
          ) : (
            row.quotaDays
          )}
        </TableCell>
        <TableCell align="right">{row.takenDays}</TableCell>
        <TableCell align="right" sx={{ color: balance < 0 ? 'error.main' : undefined, fontWeight: 600 }}>
          {balance}
        </TableCell>
      </>
    );
  };

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <IconButton aria-label={t('leave.quota.prevYear')} onClick={() => goYear(year - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <TextField select size="small" label={t('leave.quota.year')} value={year} onChange={(e) => goYear(Number(e.target.value))} sx={{ width: 100 }}>
          {Array.from({ length: 11 }, (_, i) => year - 5 + i).map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <IconButton aria-label={t('leave.quota.nextYear')} onClick={() => goYear(year + 1)}>
          <ChevronRightIcon />
        </IconButton>
        <TextField size="small" label={t('leave.quota.filter')} value={filter} onChange={(e) => setFilter(e.target.value)} />
        {canWrite && (
          <Button variant="contained" disabled={busy || invalid || !dirty} onClick={() => void save()}>
            {t('leave.quota.save')} {dirty ? `(${dirty})` : ''}
          </Button>
        )}
      </Stack>
      {!canWrite && <Alert severity="info">{t('leave.quota.readOnly')}</Alert>}
      {invalid && <Alert severity="warning">{t('leave.quota.invalid')}</Alert>}
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} sx={{ whiteSpace: 'pre-line' }}>
          {notice.text}
        </Alert>
      )}
      {quotas.error && <Alert severity="error">{formatError(quotas.error)}</Alert>}
      <TableContainer sx={{ flex: 1, border: '1px solid #dee2e6' }}>
        <Table size="small" stickyHeader aria-label={`${t('leave.tab.quota')} ${year}`}>
          <TableHead>
            <TableRow>
              <TableCell rowSpan={2}>{t('leave.col.driver')}</TableCell>
              {QUOTA_LEAVE_TYPES.map((type) => (
                <TableCell key={type} colSpan={3} align="center">
                  {t(`leave.type.${type}`)}
                </TableCell>
              ))}
            </TableRow>
            <TableRow>
              {QUOTA_LEAVE_TYPES.flatMap((type) =>
                (['quota', 'taken', 'balance'] as const).map((c) => (
                  <TableCell key={`${type}${c}`} align="right" sx={{ top: 37 }}>
                    {t(`leave.quota.${c}`)}
                  </TableCell>
                )),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.driverId} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <b>{line.driverNo}</b> {nameIn(languageOf(i18n.language), { en: line.name, zh: line.nameZh })}
                </TableCell>
                {QUOTA_LEAVE_TYPES.map((type) => (
                  <Fragment key={type}>{quotaCell(line, type)}</Fragment>
                ))}
              </TableRow>
            ))}
            {quotas.isSuccess && !lines.length && (
              <TableRow>
                <TableCell colSpan={7} sx={{ textAlign: 'center', py: 3 }}>
                  {t('leave.quota.none')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={askYear !== null}
        message={t('leave.quota.unsaved')}
        onNo={() => setAskYear(null)}
        onYes={() => {
          if (askYear !== null) setYear(askYear);
          setEdits(new Map());
          setAskYear(null);
        }}
      />
    </>
  );
}
