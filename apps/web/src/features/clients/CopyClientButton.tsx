import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { RESOURCES } from '@limo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorLines } from '../../api/errors';
import type { HalRecord } from '../../api/hal';
import { api } from '../../api/http';
import { fieldLabel } from '../../resources/labels';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';

interface Props {
  source: HalRecord;
  onCopied: (id: number) => void;
}

const NAMES = ['clientCode', 'clientShortName', 'clientNameEng', 'clientNameChi'] as const;
type Names = Record<(typeof NAMES)[number], string>;

/** The body of POST /api/copyClients: the source and the new code, names left out when blank. */
export function copyClientBody(sourceId: number, values: Names): Record<string, unknown> {
  const body: Record<string, unknown> = { clientId: sourceId, clientCode: values.clientCode.trim() };
  for (const name of ['clientShortName', 'clientNameEng'] as const) if (values[name].trim()) body[name] = values[name].trim();
  body.clientNameChi = values.clientNameChi.trim() || null;
  return body;
}

/** Copies a client with its contacts, discounts and invoice lines under a new code, then opens the copy. */
export function CopyClientButton({ source, onCopied }: Props) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Names>({ clientCode: '', clientShortName: '', clientNameEng: '', clientNameChi: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const code = String(source.clientCode ?? '');
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

  const start = () => {
    setValues({
      clientCode: '',
      clientShortName: text(source.clientShortName),
      clientNameEng: text(source.clientNameEng),
      clientNameChi: text(source.clientNameChi),
    });
    setError(null);
    setOpen(true);
  };
  const submit = async () => {
    setBusy(true);
    try {
      const created = await api<HalRecord>('/api/copyClients', { method: 'POST', transform: false, body: copyClientBody(source.id, values) });
      for (const key of [['list', 'clients'], ['lookup', 'clients'], ['vendors'], ['vendorContacts']]) await queryClient.invalidateQueries({ queryKey: key });
      setOpen(false);
      onCopied(created.id);
    } catch (err) {
      setError(errorLines(err));
    } finally {
      setBusy(false);
    }
  };
  const label = (name: (typeof NAMES)[number]) => {
    const f = RESOURCES.clients.fields.find((x) => x.name === name);
    return f ? fieldLabel(f, i18n.language) : name;
  };

  return (
    <>
      <Button onClick={start}>{t('client.copy')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { width: '100%', maxWidth: 500 } } }} aria-labelledby="copy-client-title">
        <DialogTitle id="copy-client-title">{t('client.copyTitle', { code })}</DialogTitle>
        <DialogContent sx={{ position: 'relative' }}>
          <ErrorAlert message={error} onClose={() => setError(null)} />
          <DialogContentText variant="body2" sx={{ mb: 1 }}>
            {t('client.copyHint', { code })}
          </DialogContentText>
          <Box
            component="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
            sx={{ display: 'grid', gap: 2, pt: 1 }}
          >
            {NAMES.map((name) => (
              <TextField
                key={name}
                label={label(name)}
                required={name !== 'clientNameChi'}
                autoFocus={name === 'clientCode'}
                value={values[name]}
                onChange={(e) => setValues({ ...values, [name]: e.target.value })}
                slotProps={{ htmlInput: name === 'clientCode' ? { style: { textTransform: 'uppercase' }, maxLength: 20 } : undefined }}
              />
            ))}
            <button type="submit" hidden aria-hidden tabIndex={-1} />
          </Box>
          <LoadingOverlay open={busy} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={() => void submit()} disabled={!values.clientCode.trim() || busy}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
