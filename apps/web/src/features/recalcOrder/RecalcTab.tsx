import PriceChangeIcon from '@mui/icons-material/PriceChange';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { operatorToday } from '@limo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { applyRecalc, previewRecalc } from './recalcApi';
import { RecalcFilterBar } from './RecalcFilterBar';
import { appliable, applyBody, chosenDiff, emptyRecalcFilter, keepAppliable, previewCounts, type RecalcAnswer, type RecalcFilter, signed } from './recalcModel';
import { RecalcTable } from './RecalcTable';

type Outcome = { severity: 'success' | 'error'; title: string; lines: string[] };

/** Preview a period's order vehicles at today's prices, then apply all or the chosen rows of that run. */
export function RecalcTab({ label }: { label: string }) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const [initial] = useState(() => emptyRecalcFilter(operatorToday()));
  const [filter, setFilter] = useState<RecalcFilter | null>(null);
  const [run, setRun] = useState<RecalcAnswer | null>(null);
  const [applied, setApplied] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [confirm, setConfirm] = useState<'all' | 'chosen' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const logChanged = () => void queries.invalidateQueries({ queryKey: ['recalcs'] });

  const preview = useMutation({
    mutationFn: previewRecalc,
    onSuccess: (answer) => {
      setRun(answer);
      setApplied(false);
      setSelected(appliable(answer.rows));
      logChanged();
    },
  });
  const apply = useMutation({
    mutationFn: ({ recalcId, ids }: { recalcId: number; ids: number[] }) => applyRecalc(recalcId, applyBody(run?.rows ?? [], ids)),
    onSuccess: (answer, { ids }) => {
      setRun(answer);
      setApplied(true);
      setOutcome({ severity: 'success', title: t('rc.applied', { count: ids.length, diffAmt: signed(chosenDiff(answer.rows, ids).diffAmt) }), lines: [] });
      logChanged();
    },
    onError: (err) => setOutcome({ severity: 'error', title: t('rc.applyFailed'), lines: [formatError(err)] }),
  });

  const rows = run?.rows ?? [];
  const counts = previewCounts(rows);
  const all = appliable(rows);
  const chosen = chosenDiff(rows, selected);
  const toApply = confirm === 'all' ? all : keepAppliable(rows, selected);
  const fileName = filter ? `recalc-${filter.dateFrom}-${filter.dateTo}` : 'recalc';

  return (
    <Box>
      <RecalcFilterBar
        initial={initial}
        busy={preview.isPending || apply.isPending}
        onPreview={(f) => {
          setFilter(f);
          setOutcome(null);
          preview.mutate(f);
        }}
      />
      <ErrorAlert message={preview.isError ? formatError(preview.error) : null} />
      {outcome && (
        <Alert
          severity={outcome.severity}
          role={outcome.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setOutcome(null)}
          sx={{ mb: 1, whiteSpace: 'pre-line' }}
        >
          <AlertTitle>{outcome.title}</AlertTitle>
          {outcome.lines.join('\n')}
        </Alert>
      )}
      {(preview.isPending || apply.isPending) && <LinearProgress aria-label={t('common.loading')} sx={{ mb: 1 }} />}
      {!filter && <Typography color="text.secondary">{t('rc.hint')}</Typography>}
      {run && !preview.isPending && (
        <>
          {run.unpriced.length > 0 && (
            <Alert severity="warning" sx={{ mb: 1, whiteSpace: 'pre-line' }}>
              <AlertTitle>{t('rc.unpriced', { count: run.unpriced.length })}</AlertTitle>
              {run.unpriced.map((u) => t('rc.unpricedLine', { orderVehicleId: u.orderVehicleId, message: u.message })).join('\n')}
            </Alert>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography sx={{ flex: '1 1 420px' }} aria-live="polite">
              {rows.length === 0
                ? t('rc.none')
                : t('rc.summary', {
                    count: counts.count,
                    changed: counts.changed,
                    skipped: counts.skipped,
                    total: signed(run.totalDiffAmt),
                    run: run.recalcId,
                  })}
              {rows.length > 0 && !applied && ` ${t('rc.chosen', { count: chosen.count, diffAmt: signed(chosen.diffAmt) })}`}
              {applied && ` ${t('rc.runApplied')}`}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>
              <Button
                variant="outlined"
                startIcon={<PriceChangeIcon />}
                disabled={applied || chosen.count === 0 || apply.isPending}
                onClick={() => setConfirm('chosen')}
              >
                {t('rc.applyChosen', { count: chosen.count })}
              </Button>
              <Button
                variant="contained"
                startIcon={<PriceChangeIcon />}
                disabled={applied || all.length === 0 || apply.isPending}
                onClick={() => setConfirm('all')}
              >
                {t('rc.applyAll', { count: all.length })}
              </Button>
            </Box>
          </Box>
          {rows.length > 0 && (
            <Box sx={{ height: 'calc(100vh - 330px)', minHeight: 320, bgcolor: 'background.paper' }}>
              <RecalcTable rows={rows} selected={selected} onSelect={setSelected} locked={applied} fileName={fileName} label={label} />
            </Box>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={t('rc.confirmTitle')}
        message={t('rc.confirm', { count: toApply.length, diffAmt: signed(chosenDiff(rows, toApply).diffAmt) })}
        onNo={() => setConfirm(null)}
        onYes={() => {
          setConfirm(null);
          setOutcome(null);
          if (run) apply.mutate({ recalcId: run.recalcId, ids: toApply });
        }}
      />
    </Box>
  );
}
