import BlockIcon from '@mui/icons-material/Block';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { operatorToday } from '@limo/domain';
import { orderOpsEn, orderOpsZhHK } from '@limo/domain/i18n/orderOps';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { useRouteTitle } from '../../app/routeTitle';
import { registerTexts } from '../../i18n';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { previewVoid, voidOrders } from './batchVoidApi';
import { defaultSelection, emptyFilter, keepSelectable, markRefused, refusalOf, selectionTotal, type VoidFilter, type VoidRow } from './batchVoidModel';
import { CancelReasonPicker } from './CancelReasonPicker';
import { VoidFilterBar } from './VoidFilterBar';
import { VoidTable } from './VoidTable';

// This screen's texts load with it (i18n/index.ts).
registerTexts(orderOpsEn, orderOpsZhHK);

type Outcome = { severity: 'success'; text: string } | { severity: 'error'; title: string; lines: string[] };

/** /order/BatchVoid: the pending and active orders of a period, previewed with why any cannot be voided, voided at once. */
export default function BatchVoidScreen() {
  const { t } = useTranslation();
  const title = useRouteTitle('/order/BatchVoid');
  const [initial] = useState(() => emptyFilter(operatorToday()));
  const [filter, setFilter] = useState<VoidFilter | null>(null);
  const [rows, setRows] = useState<VoidRow[]>([]);
  const [selected, setSelected] = useState<number[]>([]);
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [reasonMissing, setReasonMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const preview = useMutation({
    mutationFn: previewVoid,
    onSuccess: (found) => {
      setRows(found);
      setSelected(defaultSelection(found));
    },
  });
  const run = (f: VoidFilter) => {
    setFilter(f);
    setOutcome(null);
    preview.mutate(f);
  };
  const voiding = useMutation({
    mutationFn: ({ ids, reason }: { ids: number[]; reason: number }) => voidOrders(ids, reason),
    onSuccess: ({ voided }) => {
      setOutcome({ severity: 'success', text: t('bv.voided', { count: voided }) });
      // The void orders leave the list; what is left is shown as it is now, nothing chosen (no second void by accident).
      if (filter) preview.mutate(filter, { onSuccess: () => setSelected([]) });
    },
    onError: (err) => {
      const refusal = refusalOf(err);
      if (!refusal) {
        setOutcome({ severity: 'error', title: t('bv.failed'), lines: [formatError(err)] });
        return;
      }
      const marked = markRefused(rows, refusal);
      setRows(marked);
      setSelected(keepSelectable(marked, selected));
      setOutcome({ severity: 'error', title: t('bv.refused', { count: refusal.orderIds.length }), lines: [refusal.message, ...refusal.lines] });
    },
  });

  const total = selectionTotal(rows, selected);
  const voidable = defaultSelection(rows).length;
  const askVoid = () => {
    if (!reasonId) {
      setReasonMissing(true);
      return;
    }
    setConfirming(true);
  };

  return (
    <Box>
      <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <VoidFilterBar initial={initial} busy={preview.isPending} onPreview={run} />
      <ErrorAlert message={preview.isError ? formatError(preview.error) : null} />
      {outcome?.severity === 'success' && (
        <Alert severity="success" onClose={() => setOutcome(null)} sx={{ mb: 1 }}>
          {outcome.text}
        </Alert>
      )}
      {outcome?.severity === 'error' && (
        <Alert severity="error" role="alert" onClose={() => setOutcome(null)} sx={{ mb: 1, whiteSpace: 'pre-line' }}>
          <AlertTitle>{outcome.title}</AlertTitle>
          {outcome.lines.join('\n')}
        </Alert>
      )}
      {(preview.isPending || voiding.isPending) && <LinearProgress aria-label={t('common.loading')} sx={{ mb: 1 }} />}
      {!filter && <Typography color="text.secondary">{t('bv.hint')}</Typography>}
      {filter && !preview.isPending && !preview.isError && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography sx={{ flexGrow: 1 }} aria-live="polite">
              {rows.length === 0 ? t('bv.none') : t('bv.summary', { voidable, count: rows.length, selected: total.count, fareAmt: total.fareAmt })}
            </Typography>
            <CancelReasonPicker
              value={reasonId}
              error={reasonMissing && !reasonId}
              onChange={(id) => {
                setReasonId(id);
                setReasonMissing(false);
              }}
            />
            <Button variant="contained" color="error" startIcon={<BlockIcon />} disabled={total.count === 0 || voiding.isPending} onClick={askVoid}>
              {t('bv.void', { count: total.count })}
            </Button>
          </Box>
          {reasonMissing && !reasonId && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {t('bv.reasonRequired')}
            </Alert>
          )}
          {rows.length > 0 && (
            <Box sx={{ height: 'calc(100vh - 300px)', minHeight: 320, bgcolor: 'background.paper' }}>
              <VoidTable rows={rows} selected={selected} onSelect={setSelected} loading={preview.isPending} label={t('bv.table')} />
            </Box>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('bv.confirmTitle')}
        message={t('bv.confirm', { count: total.count, fareAmt: total.fareAmt })}
        onNo={() => setConfirming(false)}
        onYes={() => {
          setConfirming(false);
          setOutcome(null);
          voiding.mutate({ ids: selected, reason: reasonId as number });
        }}
      />
    </Box>
  );
}
