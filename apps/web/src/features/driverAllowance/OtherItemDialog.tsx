import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import type { LookupOption } from '../../resources/lookups';
import { DatePickerField } from '../../widgets/DatePickerField';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { natureOf, saveOther } from './allowanceApi';
import { type NatureMap, naturesOfGroup, otherBody, type OtherField, type OtherForm, otherProblems } from './allowanceModel';
import { formatMoney, type Period } from './hrFormat';

export interface OtherChoices {
  drivers: LookupOption[];
  groups: LookupOption[];
  natures: LookupOption[];
  /** null: the links could not be read, every nature is offered. */
  maps: NatureMap[] | null;
}

interface Props {
  initial: OtherForm;
  choices: OtherChoices;
  period: Period;
  onSaved: () => void;
  onClose: () => void;
}

/** Adds or changes one other item; a blank amount pays the nature's default. Enter saves, Escape closes. */
export function OtherItemDialog({ initial, choices, period, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [form, setForm] = useState<OtherForm>(initial);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problems = otherProblems(form, period);
  const problem = (field: OtherField) => (tried && problems[field] ? t(problems[field]) : undefined);
  const set = (patch: Partial<OtherForm>) => setForm((f) => ({ ...f, ...patch }));
  const natures = naturesOfGroup(choices.natures, choices.maps, form.allowanceOtherGroupId);
  const byId = new Map(choices.drivers.map((d) => [d.id, d.label]));
  const natureId = form.allowanceOtherGroupNatureId;
  const nature = useQuery({
    queryKey: ['allowanceOtherGroupNature', natureId],
    queryFn: () => natureOf(natureId as number),
    enabled: natureId !== null,
    retry: false,
  });
  const defaultAmount = nature.data?.defaultAmount;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (busy || Object.keys(problems).length) return;
    setBusy(true);
    setError(null);
    try {
      await saveOther(otherBody(form));
      onSaved();
    } catch (err) {
      setError(formatError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: { width: '100%', maxWidth: 500 } } }}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>{t(form.id === undefined ? 'driverAllowance.other.add' : 'driverAllowance.other.edit')}</DialogTitle>
        <DialogContent dividers>
          <ErrorAlert message={error} />
          <Stack spacing={2}>
            <Autocomplete
              openOnFocus
              autoHighlight
              options={choices.drivers.map((d) => d.id)}
              value={form.driverId}
              onChange={(_, id) => set({ driverId: id })}
              getOptionLabel={(id) => byId.get(id) ?? String(id)}
              renderInput={(params) => (
                <TextField {...params} required label={t('driverAllowance.driver')} error={!!problem('driverId')} helperText={problem('driverId')} />
              )}
            />
            <TextField
              select
              required
              label={t('driverAllowance.other.group')}
              value={form.allowanceOtherGroupId ?? ''}
              onChange={(e) => set({ allowanceOtherGroupId: Number(e.target.value), allowanceOtherGroupNatureId: null })}
              error={!!problem('allowanceOtherGroupId')}
              helperText={problem('allowanceOtherGroupId')}
            >
              {choices.groups.map((g) => (
                <MenuItem key={g.id} value={g.id}>
                  {g.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              required
              label={t('driverAllowance.other.nature')}
              value={form.allowanceOtherGroupNatureId ?? ''}
              onChange={(e) => set({ allowanceOtherGroupNatureId: Number(e.target.value) })}
              disabled={form.allowanceOtherGroupId === null}
              error={!!problem('allowanceOtherGroupNatureId')}
              helperText={problem('allowanceOtherGroupNatureId') ?? (form.allowanceOtherGroupId === null ? t('driverAllowance.other.groupFirst') : undefined)}
            >
              {natures.map((n) => (
                <MenuItem key={n.id} value={n.id}>
                  {n.label}
                </MenuItem>
              ))}
            </TextField>
            <DatePickerField
              label={t('driverAllowance.other.date')}
              required
              value={form.otherDate}
              onChange={(d) => set({ otherDate: d })}
              error={!!problem('otherDate')}
              helperText={problem('otherDate')}
            />
            <Stack direction="row" spacing={2}>
              <TextField
                label={t('driverAllowance.other.qty')}
                required
                value={form.qty}
                onChange={(e) => set({ qty: e.target.value })}
                error={!!problem('qty')}
                helperText={problem('qty')}
                slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 7, style: { textAlign: 'right' } } }}
              />
              <TextField
                label={t('driverAllowance.other.amount')}
                value={form.amount}
                onChange={(e) => set({ amount: e.target.value })}
                error={!!problem('amount')}
                helperText={
                  problem('amount') ??
                  (defaultAmount ? t('driverAllowance.other.amountDefault', { amount: formatMoney(defaultAmount) }) : t('driverAllowance.other.amountHint'))
                }
                slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 13, style: { textAlign: 'right' } } }}
              />
            </Stack>
            <TextField
              label={t('driverAllowance.other.remarks')}
              value={form.remarks}
              onChange={(e) => set({ remarks: e.target.value })}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
