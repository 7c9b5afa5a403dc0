import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { smsLength } from '@limo/domain/rules/operations/sms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { fetchLog, fetchPreview, fetchTemplates, RECIPIENTS, type Recipient, sendSms, type SmsLang, type SmsLogRow, type SmsRequest } from './orderSmsApi';
import { OrderSmsLog } from './OrderSmsLog';

interface Props {
  orderVehicleId: number;
  /** How the caller names the job in the title (the order reference and vehicle number). */
  label?: string;
  onClose: () => void;
}

/**
 * Sends an SMS about one order vehicle (issue 15): the recipient, a template in English or Chinese
 * rendered by the server with the order vehicle (the same rendering orderSms does), the text to
 * edit with its length in SMS, the result, and the vehicle's message log with Resend.
 */
export function OrderSmsDialog({ orderVehicleId, label, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [recipient, setRecipient] = useState<Recipient>('DRIVER');
  const [smsId, setSmsId] = useState<number | null>(null);
  const [lang, setLang] = useState<SmsLang>('en');
  const [mobile, setMobile] = useState('');
  // The text as the user edited it, for the template and language it was filled from.
  const [edit, setEdit] = useState<{ key: string; text: string } | null>(null);
  const [result, setResult] = useState<SmsLogRow | null>(null);

  const templates = useQuery({ queryKey: ['smsTemplates'], queryFn: fetchTemplates, staleTime: 60_000 });
  const preview = useQuery({
    queryKey: ['smsPreview', orderVehicleId, recipient, smsId, lang],
    queryFn: () => fetchPreview({ orderVehicleId, recipient, smsId, lang }),
    retry: false,
  });
  const logKey = ['smsLog', orderVehicleId];
  const log = useQuery({ queryKey: logKey, queryFn: () => fetchLog(orderVehicleId) });
  const send = useMutation({
    mutationFn: (body: SmsRequest) => sendSms(body),
    onSuccess: (row) => setResult(row),
    onSettled: () => queryClient.invalidateQueries({ queryKey: logKey }),
  });

  const key = smsId === null ? 'none' : `${smsId}:${lang}`;
  const text = edit?.key === key ? edit.text : smsId === null ? '' : (preview.data?.text ?? '');
  const length = smsLength(text);
  const other = recipient === 'OTHER';
  const problem = other ? null : (preview.data?.problem ?? null);
  const chinese = templates.data?.find((x) => x.id === smsId)?.bodyChi?.trim();
  const ready = text.trim() !== '' && (other ? mobile.trim() !== '' : Boolean(preview.data?.mobile) && !problem);

  // A result speaks of the message sent: choosing another one clears it.
  const chooseRecipient = (r: Recipient) => {
    setRecipient(r);
    setResult(null);
  };
  const chooseTemplate = (id: number | null) => {
    setSmsId(id);
    setResult(null);
    const chosen = templates.data?.find((x) => x.id === id);
    if (chosen) setRecipient(chosen.recipient);
    if (chosen && !chosen.bodyChi?.trim()) setLang('en');
  };
  const submit = () => {
    if (!ready || send.isPending) return;
    setResult(null);
    send.mutate({ orderVehicleId, recipient, smsId, lang, text, ...(other ? { mobile: mobile.trim() } : {}) });
  };
  const resend = (row: SmsLogRow) => {
    setResult(null);
    send.mutate({ orderVehicleId, recipient: row.recipient, mobile: row.mobile, smsId: row.smsId, text: row.body });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="sms-title">
      <DialogTitle id="sms-title">{label ? t('sms.titleOf', { label }) : t('sms.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1.5}>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr auto' }, alignItems: 'center', pt: 0.5 }}>
            <TextField
              select
              size="small"
              label={t('sms.recipient')}
              value={recipient}
              onChange={(e) => chooseRecipient(e.target.value as Recipient)}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'sms-recipient' } }}
            >
              {RECIPIENTS.map((r) => (
                <option key={r} value={r}>
                  {t(`sms.recipient.${r}`)}
                </option>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('sms.template')}
              value={smsId ?? ''}
              onChange={(e) => chooseTemplate(e.target.value ? Number(e.target.value) : null)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'sms-template' } }}
            >
              <option value="">{t('sms.noTemplate')}</option>
              {(templates.data ?? []).map((x) => (
                <option key={x.id} value={x.id}>
                  {x.smsCode} · {x.smsDescEng}
                </option>
              ))}
            </TextField>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={lang}
              onChange={(_, v: SmsLang | null) => {
                if (v) setLang(v);
                setResult(null);
              }}
              aria-label={t('sms.lang')}
            >
              <ToggleButton value="en">{t('sms.lang.en')}</ToggleButton>
              <ToggleButton value="zh" disabled={smsId !== null && !chinese}>
                {t('sms.lang.zh')}
              </ToggleButton>
            </ToggleButtonGroup>
          </Box>
          {other ? (
            <TextField
              size="small"
              label={t('sms.mobile')}
              value={mobile}
              onChange={(e) => setMobile(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && submit()}
              required
              error={send.isError && !mobile.trim()}
              helperText={mobile.trim() ? undefined : t('sms.mobileRequired')}
              slotProps={{ htmlInput: { maxLength: 30, inputMode: 'tel' } }}
            />
          ) : preview.data?.mobile && preview.data.address ? (
            <Typography variant="body2" data-testid="sms-to">
              {t('sms.sendsTo', { mobile: preview.data.mobile, address: preview.data.address })}
            </Typography>
          ) : null}
          {problem ? <Alert severity="warning">{problem}</Alert> : null}
          <ErrorAlert message={preview.isError ? formatError(preview.error) : null} />
          {preview.isFetching && smsId !== null && edit?.key !== key ? <Typography variant="caption">{t('sms.loadingPreview')}</Typography> : null}
          <TextField
            label={t('sms.text')}
            value={text}
            onChange={(e) => setEdit({ key, text: e.target.value })}
            // Enter adds a line; Ctrl+Enter sends.
            onKeyDown={(e) => e.key === 'Enter' && (e.ctrlKey || e.metaKey) && submit()}
            multiline
            minRows={4}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'sms-text' } }}
            helperText={
              <span data-testid="sms-length">
                {t('sms.length', { chars: length.chars, count: length.segments })}
                {length.unicode ? ` · ${t('sms.unicode')}` : ''}
              </span>
            }
          />
          {preview.data?.unknown.length && edit?.key !== key ? (
            <Alert severity="warning">{t('sms.unknown', { names: preview.data.unknown.map((u) => `{${u}}`).join(', ') })}</Alert>
          ) : null}
          {result ? (
            <Alert severity={result.status === 'SENT' ? 'success' : 'error'} role="status" data-testid="sms-result">
              {result.status === 'SENT' ? t('sms.sent', { mobile: result.mobile }) : t('sms.failed', { mobile: result.mobile, error: result.error ?? '' })}
            </Alert>
          ) : null}
          <ErrorAlert message={send.isError ? formatError(send.error) : null} />
        </Stack>
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle2" gutterBottom>
          {t('sms.log')}
        </Typography>
        <OrderSmsLog rows={log.data} loading={log.isLoading} busy={send.isPending} onResend={resend} />
        <ErrorAlert message={log.isError ? formatError(log.error) : null} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('sms.close')}</Button>
        <Button variant="contained" onClick={submit} disabled={!ready || send.isPending}>
          {send.isPending ? t('sms.sending') : t('sms.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
