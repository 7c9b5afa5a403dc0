import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { RESOURCES } from '@limo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import type { HalRecord } from '../../api/hal';
import { FieldEditor } from '../../resources/FieldEditor';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { copyRate } from './rateApi';

/** What a copy asks: the call, the source's id field and the field of the new owner. */
export interface CopyKind {
  call: 'copyTariffRate' | 'copyTariffRateClient' | 'copyTariffSPRates';
  source: 'tariffRateId' | 'tariffSPRateId';
  owner: 'tariffId' | 'clientId';
  title: string;
}

export const COPY_TO_TARIFF: CopyKind = { call: 'copyTariffRate', source: 'tariffRateId', owner: 'tariffId', title: 'rate.copyToTariff' };
export const COPY_TO_CLIENT: CopyKind = { call: 'copyTariffRateClient', source: 'tariffRateId', owner: 'clientId', title: 'rate.copyToClient' };
export const COPY_SPECIAL: CopyKind = { call: 'copyTariffSPRates', source: 'tariffSPRateId', owner: 'clientId', title: 'rate.copySpecial' };

const field = (name: string) => {
  const f = [...RESOURCES.tariffRates.fields, ...RESOURCES.tariffSPRates.fields].find((x) => x.name === name);
  if (!f) throw new Error(`no rate field ${name}`);
  return f;
};

interface Props {
  copy: CopyKind;
  rate: HalRecord;
  onClose: () => void;
  onCopied: (created: HalRecord) => void;
}

/** Copies a rate with all its rows to another owner, vehicle type or dates; the source's values are offered. */
export function CopyRateDialog({ copy, rate, onClose, onCopied }: Props) {
  const { t } = useTranslation();
  const names = [copy.owner, 'vehicleTypeId', 'effectiveDate', 'expiryDate'];
  const [values, setValues] = useState<Record<string, unknown>>(() => Object.fromEntries(names.map((n) => [n, rate[n] ?? ''])));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setError(null);
    setBusy(true);
    const given = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : v);
    try {
      const created = await copyRate(copy.call, {
        [copy.source]: rate.id,
        [copy.owner]: given(values[copy.owner]),
        vehicleTypeId: given(values.vehicleTypeId),
        effectiveDate: given(values.effectiveDate),
        expiryDate: given(values.expiryDate) ?? null,
      });
      onCopied(created);
    } catch (err) {
      setError(formatError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} slotProps={{ paper: { sx: { width: '100%', maxWidth: 500 } } }} aria-labelledby="copy-rate-title">
      <DialogTitle id="copy-rate-title">{t(copy.title)}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('rate.copyHint')}
        </Typography>
        <ErrorAlert message={error} onClose={() => setError(null)} />
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          {names.map((n) => (
            <FieldEditor
              key={n}
              field={{ ...field(n), required: n === copy.owner }}
              value={values[n]}
              onChange={(v) => setValues((all) => ({ ...all, [n]: v }))}
            />
          ))}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {t('rate.copy')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
