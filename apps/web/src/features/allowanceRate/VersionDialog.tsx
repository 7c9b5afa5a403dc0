import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FieldDef, RESOURCES } from '@limo/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { FieldEditor } from '../../resources/FieldEditor';
import { checkRecord } from '../../resources/formValues';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { createVersion, getVersion, updateVersion } from './allowanceRateApi';
import type { AllowanceVersion } from './allowanceRateModel';
import { minutesText, parseMinutes } from './allowanceRateModel';
import { serverFieldErrors } from './serverErrors';

const def = RESOURCES.allowanceEffDates;
const field = (name: string) => def.fields.find((f) => f.name === name) as FieldDef;

interface Props {
  /** The version whose terms are edited; null for a new version. */
  version: AllowanceVersion | null;
  onClose: () => void;
  onSaved: (saved: AllowanceVersion) => void;
}

/**
 * A new version, or a version's overtime terms: the standard day is typed as hours:minutes (10:00)
 * and sent as minutes (otStandardMinutes), with the overtime hourly rate.
 */
export function VersionDialog({ version, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const id = version?.id ?? null;
  const record = useQuery({ queryKey: ['record', def.name, id], queryFn: () => getVersion(id as number), enabled: id !== null, gcTime: 0 });
  const [values, setValues] = useState<Record<string, unknown>>(() => ({
    effDate: version?.effDate ?? '',
    standard: minutesText(version?.otStandardMinutes ?? Number(field('otStandardMinutes').default ?? 600)),
    otHourlyRate: version?.otHourlyRate ?? '',
    remarks: version?.remarks ?? '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The record read for its version (If-Match) may be newer than the list's row: show what it holds.
  const loaded = record.data?.record;
  useEffect(() => {
    if (loaded)
      setValues({
        effDate: String(loaded.effDate ?? '').slice(0, 10),
        standard: minutesText(Number(loaded.otStandardMinutes)),
        otHourlyRate: loaded.otHourlyRate ?? '',
        remarks: loaded.remarks ?? '',
      });
  }, [loaded]);

  const set = (name: string) => (v: unknown) => {
    setValues((all) => ({ ...all, [name]: v }));
    setErrors((all) => ({ ...all, [name]: '' }));
  };

  const submit = async () => {
    setError(null);
    const minutes = parseMinutes(String(values.standard ?? ''));
    const body = { effDate: values.effDate, otStandardMinutes: minutes ?? 0, otHourlyRate: values.otHourlyRate, remarks: values.remarks };
    const checked = checkRecord(def, 'create', body);
    const found: Record<string, string> = Object.fromEntries(checked.errors.map((e) => [e.field, e.message]));
    if (minutes === null) found.otStandardMinutes = t('allowanceRate.badStandard');
    if (!checked.values || minutes === null) return setErrors({ ...found, standard: found.otStandardMinutes ?? '' });
    setBusy(true);
    try {
      const saved = id === null ? await createVersion(checked.values) : await updateVersion(id, checked.values, record.data?.etag ?? null);
      onSaved(saved as unknown as AllowanceVersion);
    } catch (err) {
      setError(formatError(err));
      const byField = serverFieldErrors(err, t('allowanceRate.notValid'));
      setErrors({ ...byField, standard: byField.otStandardMinutes ?? '' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} slotProps={{ paper: { sx: { width: '100%', maxWidth: 500 } } }} aria-labelledby="allowance-version-title">
      <DialogTitle id="allowance-version-title">{t(id === null ? 'allowanceRate.newVersion' : 'allowanceRate.editTerms')}</DialogTitle>
      <DialogContent sx={{ position: 'relative' }}>
        <ErrorAlert message={error ?? (record.isError ? formatError(record.error) : null)} onClose={() => setError(null)} />
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          <FieldEditor field={field('effDate')} value={values.effDate} onChange={set('effDate')} error={errors.effDate || undefined} />
          <TextField
            label={t('allowanceRate.standardDay')}
            required
            value={String(values.standard ?? '')}
            onChange={(e) => set('standard')(e.target.value)}
            error={Boolean(errors.standard)}
            helperText={errors.standard || t('allowanceRate.standardHint')}
            slotProps={{ htmlInput: { inputMode: 'numeric', placeholder: 'H:mm' } }}
          />
          <FieldEditor field={field('otHourlyRate')} value={values.otHourlyRate} onChange={set('otHourlyRate')} error={errors.otHourlyRate || undefined} />
          <FieldEditor field={field('remarks')} value={values.remarks} onChange={set('remarks')} error={errors.remarks || undefined} />
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Box>
        <LoadingOverlay open={record.isFetching || busy} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy || (id !== null && !loaded)}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
