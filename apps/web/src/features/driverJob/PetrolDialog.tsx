import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addPetrol, updatePetrol } from './driverJobApi';
import { checkPetrol, type JobPetrol, type PetrolForm, petrolForm, type Problem, RECEIPT_NO_MAX, type ReviewJob } from './driverJobModel';
import { FormDialog, FormTextField } from './FormDialog';
import { useSave } from './useSave';

interface Props {
  job: ReviewJob;
  /** The row being edited; null adds one. */
  petrol: JobPetrol | null;
  onClose: () => void;
  onSaved: (job: ReviewJob) => void;
}

/** Adds or edits a petrol row of a job: litres and amount typed and sent as strings, never floats. */
export function PetrolDialog({ job, petrol, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => petrolForm(petrol));
  const [submitted, setSubmitted] = useState(false);
  const { busy, error, run } = useSave();
  const checked = checkPetrol(form);
  const problem = (f: keyof PetrolForm): Problem | undefined => (submitted ? checked.problems[f] : undefined);

  const save = () => {
    setSubmitted(true);
    const body = checked.body;
    if (!body) return;
    const id = petrol?.id;
    void run(
      () => (id === undefined ? addPetrol(job.orderVehicleId, body) : updatePetrol(id, body)),
      () => onSaved(job),
    );
  };
  const field = (f: keyof PetrolForm, label: string, htmlInput: object, autoFocus = false) => (
    <FormTextField
      name={f}
      label={label}
      value={form[f]}
      onChange={(value) => setForm({ ...form, [f]: value })}
      problem={problem(f)}
      htmlInput={htmlInput}
      autoFocus={autoFocus}
    />
  );

  return (
    <FormDialog title={`${petrol ? t('dj.editPetrol') : t('dj.addPetrol')} · ${job.orderRefId}`} error={error} busy={busy} onSubmit={save} onClose={onClose}>
      <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
        {field('litres', t('dj.litres'), { inputMode: 'decimal', maxLength: 6, placeholder: '12.5' }, true)}
        {field('amount', t('dj.amount'), { inputMode: 'decimal', maxLength: 13, placeholder: '300.00' })}
        {field('receiptNo', t('dj.receiptNo'), { maxLength: RECEIPT_NO_MAX })}
      </Stack>
    </FormDialog>
  );
}
