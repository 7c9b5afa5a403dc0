import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveMileage } from './driverJobApi';
import { checkMileage, type MileageForm, mileageForm, type Problem, type ReviewJob } from './driverJobModel';
import { FormDialog, FormTextField } from './FormDialog';
import { useSave } from './useSave';

interface Props {
  job: ReviewJob;
  onClose: () => void;
  onSaved: (job: ReviewJob) => void;
}

/** Start and end mileage of a job, whole kilometres, the end not below the start. */
export function MileageDialog({ job, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => mileageForm(job.mileage));
  const [submitted, setSubmitted] = useState(false);
  const { busy, error, run } = useSave();
  const checked = checkMileage(form);
  const problem = (f: keyof MileageForm): Problem | undefined => (submitted ? checked.problems[f] : undefined);

  const save = () => {
    setSubmitted(true);
    const body = checked.body;
    if (body)
      void run(
        () => saveMileage(job.orderVehicleId, body),
        () => onSaved(job),
      );
  };
  const field = (f: keyof MileageForm, label: string, autoFocus = false) => (
    <FormTextField
      name={f}
      label={label}
      value={form[f]}
      onChange={(value) => setForm({ ...form, [f]: value })}
      problem={problem(f)}
      htmlInput={{ inputMode: 'numeric', maxLength: 7 }}
      autoFocus={autoFocus}
    />
  );

  return (
    <FormDialog title={t('dj.mileageOf', { ref: job.orderRefId })} error={error} busy={busy} onSubmit={save} onClose={onClose}>
      <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
        {field('startMileage', t('dj.startMileage'), true)}
        {field('endMileage', t('dj.endMileage'))}
      </Stack>
    </FormDialog>
  );
}
