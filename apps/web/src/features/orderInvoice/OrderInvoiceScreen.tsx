import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate, isValidIsoDate, operatorToday } from '@limo/domain';
import { invoicingEn, invoicingZhHK } from '@limo/domain/i18n/invoicing';
import { useMutation } from '@tanstack/react-query';
import { type Language, LANGUAGES } from '@limo/domain/i18n/languages';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { useRouteTitle } from '../../app/routeTitle';
import { registerTexts } from '../../i18n';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { formatMoney } from '../driverAllowance/hrFormat';
import { useClients } from '../invoicing/ClientPicker';
import type { Invoice } from '../invoicing/invoicingModel';
import { useInvoiceDocs } from '../invoicing/useInvoiceDocs';
import { UnbilledPanel } from '../landing/UnbilledPanel';
import { InvoiceLanguagePicker } from './InvoiceLanguagePicker';
import { IssuedPanel } from './IssuedPanel';
import { createInvoice, loadTrial } from './orderInvoiceApi';
import {
  allTicked,
  conflictOf,
  createBody,
  describeRefused,
  initialForm,
  linkedForm,
  type InvoiceForm,
  refusalLines,
  tickedMoney,
  toggled,
  type Trial,
} from './orderInvoiceModel';
import { OrderInvoiceFilter } from './OrderInvoiceFilter';
import { TrialTable } from './TrialTable';
import { TrialTotals } from './TrialTotals';

// This screen's texts load with it (i18n/index.ts).
registerTexts(invoicingEn, invoicingZhHK);

type Refusal = { title: string; lines: string[] };

/** /Account/orderInvoice: a client's billable order vehicles of a period as a trial invoice; untick any, issue it. */
export default function OrderInvoiceScreen() {
  const { t } = useTranslation();
  const title = useRouteTitle('/Account/orderInvoice');
  const [params] = useSearchParams();
  // A link from the accounts' landing names the client and dates: its trial shows at once (issue 30 part 8b), also
  // when the link is on this screen itself (the accounts' landing), so it is read again whenever the query changes.
  const link = params.toString();
  const [form, setForm] = useState<InvoiceForm>(() => linkedForm(params, operatorToday()) ?? initialForm(operatorToday()));
  const [trial, setTrial] = useState<Trial | null>(null);
  const [ticked, setTicked] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [issued, setIssued] = useState<Invoice | null>(null);
  const [language, setLanguage] = useState<Language>('en');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const clients = useClients();
  const clientLabel = clients.label;
  const docs = useInvoiceDocs(clients.fullName);

  // Set by Show: the trial's answer then sets the language; a trial read again after a refusal keeps the clerk's choice.
  const newTrial = useRef(false);
  const trialCall = useMutation({
    mutationFn: loadTrial,
    onSuccess: (answer) => {
      setTrial(answer);
      setTicked(allTicked(answer));
      if (newTrial.current) setLanguage(answer.language ?? 'en');
      newTrial.current = false;
    },
  });
  const show = (f: InvoiceForm) => {
    setIssued(null);
    setRefusal(null);
    // Each trial starts on the client's language (issue 30 part 1): a choice made for one client is not carried to the next.
    setLanguage('en');
    newTrial.current = true;
    trialCall.mutate({ clientId: f.clientId as number, dateFrom: f.dateFrom as string, dateTo: f.dateTo as string });
  };
  useEffect(() => {
    const linked = linkedForm(new URLSearchParams(link), operatorToday());
    if (!linked) return;
    setForm(linked);
    show(linked);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link]);
  const issue = useMutation({
    mutationFn: createInvoice,
    onSuccess: (invoice) => {
      setIssued(invoice);
      setTrial(null);
      setTicked([]);
    },
    onError: (err) => {
      const conflict = conflictOf(err);
      if (!conflict || !trial) {
        setRefusal({ title: t('oi.refused'), lines: refusalLines(err) });
        return;
      }
      // What the clerk saw, by order ref.; then the trial as it is now.
      const named = describeRefused(trial, conflict.orderVehicleIds).map(({ id, line }) =>
        line ? `${line.orderRefId} (${formatDate(line.pickupDate)}) ${line.description}` : t('oi.unknownRow', { id }),
      );
      setRefusal({
        title: t('oi.conflict', { count: conflict.orderVehicleIds.length || conflict.lines.length || 1 }),
        lines: [conflict.message, ...named, ...conflict.lines],
      });
      trialCall.mutate({ clientId: trial.clientId, dateFrom: trial.dateFrom, dateTo: trial.dateTo });
    },
  });

  const money = trial ? tickedMoney(trial, ticked) : null;
  const canIssue = Boolean(trial && ticked.length > 0 && form.invoiceDate && isValidIsoDate(form.invoiceDate) && !issue.isPending);
  const busy = trialCall.isPending || issue.isPending;

  return (
    <Box>
      {docs.sheet}
      <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <OrderInvoiceFilter value={form} onChange={setForm} onShow={show} busy={busy} />
      <ErrorAlert message={trialCall.isError ? formatError(trialCall.error) : docs.error} onClose={docs.error ? docs.clearError : undefined} />
      {refusal && (
        <Alert severity="error" role="alert" onClose={() => setRefusal(null)} sx={{ mb: 1, whiteSpace: 'pre-line' }}>
          <AlertTitle>{refusal.title}</AlertTitle>
          {refusal.lines.filter(Boolean).join('\n')}
        </Alert>
      )}
      {issued && (
        <IssuedPanel invoice={issued} busy={docs.busy} onPrint={() => void docs.print(issued, issued.invoiceDtls ?? [])} onPdf={() => void docs.pdf(issued)} />
      )}
      {busy && <LinearProgress aria-label={t('common.loading')} sx={{ mb: 1 }} />}
      {!trial && !issued && !busy && <Typography color="text.secondary">{t('oi.hint')}</Typography>}
      {!trial && !issued && !busy && <UnbilledPanel />}
      {trial && money && (
        <Paper variant="outlined" sx={{ p: 1 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography sx={{ fontWeight: 'bold' }}>
              {clientLabel(trial.clientId)} · {formatDate(trial.dateFrom)} – {formatDate(trial.dateTo)}
            </Typography>
            <Typography aria-live="polite" color="text.secondary" sx={{ flexGrow: 1 }}>
              {trial.lines.length ? `${t('oi.chosen', { count: ticked.length, all: trial.lines.length })} · ${t('oi.keys')}` : ''}
            </Typography>
            <Button size="small" disabled={!trial.lines.length} onClick={() => setTicked(allTicked(trial))}>
              {t('oi.tickAll')}
            </Button>
            <Button size="small" disabled={!trial.lines.length} onClick={() => setTicked([])}>
              {t('oi.tickNone')}
            </Button>
          </Box>
          {trial.lines.length === 0 ? (
            <Alert severity="info" sx={{ mb: 1 }}>
              {t('oi.nothing')}
            </Alert>
          ) : (
            <TrialTable
              trial={trial}
              ticked={ticked}
              onToggle={(id) => setTicked(toggled(trial, ticked, id))}
              onAll={(all) => setTicked(all ? allTicked(trial) : [])}
            />
          )}
          <TrialTotals money={money} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, mt: 1 }}>
            {trial.lines.length > 0 && ticked.length === 0 && <Typography color="warning.main">{t('oi.noneTicked')}</Typography>}
            <InvoiceLanguagePicker value={language} onChange={setLanguage} disabled={issue.isPending} />
            <Button variant="contained" startIcon={<ReceiptLongIcon />} disabled={!canIssue} onClick={() => setConfirming(true)}>
              {t('oi.issue')}
            </Button>
          </Box>
        </Paper>
      )}
      <ConfirmDialog
        open={confirming && Boolean(trial && money)}
        title={t('oi.confirmTitle')}
        message={
          trial && money
            ? `${t('oi.confirm', { client: clientLabel(trial.clientId), count: ticked.length, misc: money.miscs.length, total: formatMoney(money.total) })}\n${t(
                'oi.confirmLanguage',
                { language: LANGUAGES.find((l) => l.code === language)?.label },
              )}`
            : ''
        }
        onNo={() => setConfirming(false)}
        onYes={() => {
          setConfirming(false);
          setRefusal(null);
          if (trial && form.invoiceDate) issue.mutate(createBody(trial, form.invoiceDate, ticked, language));
        }}
      />
    </Box>
  );
}
