import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate, JOB_STATUSES, JOB_TIME_FIELDS, type JobStatus, type JobTimeField } from '@limo/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimePickerField } from '../../widgets/TimePickerField';
import { updateJob } from './driverJobApi';
import { checkJobForm, jobForm, type Problem, type ReviewJob, stampDates } from './driverJobModel';
import { FormDialog } from './FormDialog';
import { useSave } from './useSave';

interface Props {
  job: ReviewJob;
  dutyDate: string;
  onClose: () => void;
  onSaved: (job: ReviewJob) => void;
}

/** Corrects a job's status, its six stamps (HH:mm on the operator's clock) and remarks: POST updateOrderByDriverJob. */
export function JobEditDialog({ job, dutyDate, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => jobForm(job));
  const [touched, setTouched] = useState<Set<JobTimeField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const { busy, error, run } = useSave();
  const dates = useMemo(() => stampDates(job, dutyDate), [job, dutyDate]);
  const checked = checkJobForm(job, dutyDate, form);

  // A time being typed is not wrong yet: its format is judged on leaving the field or saving.
  const shownProblem = (f: JobTimeField): Problem | undefined => {
    const p = checked.problems[f];
    return p && (p.key !== 'dj.err.time' || submitted || touched.has(f)) ? p : undefined;
  };
  const say = (p: Problem) => t(p.key, { ...p.values, ...(p.values?.other ? { other: t(`dj.stamp.${p.values.other}`) } : {}) });
  const note = (f: JobTimeField) => (dates[f] === dutyDate ? undefined : t('dj.stampDay', { date: formatDate(dates[f]) }));

  const save = () => {
    setSubmitted(true);
    const body = checked.body;
    if (body)
      void run(
        () => updateJob(body),
        () => onSaved(job),
      );
  };

  return (
    <FormDialog title={t('dj.correctJob', { ref: job.orderRefId })} error={error} busy={busy} onSubmit={save} onClose={onClose}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('dj.correctHint')}
      </Typography>
      <TextField
        select
        autoFocus
        fullWidth
        size="small"
        label={t('dj.status')}
        value={form.jobStatus}
        onChange={(e) => setForm({ ...form, jobStatus: e.target.value as JobStatus | '' })}
        sx={{ mb: 2 }}
      >
        <MenuItem value="">{t('dj.status.none')}</MenuItem>
        {JOB_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`dj.status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 2, mb: 2 }}>
        {JOB_TIME_FIELDS.map((f) => {
          const problem = shownProblem(f);
          return (
            <TimePickerField
              key={f}
              name={f}
              label={t(`dj.stamp.${f}`)}
              value={form.stamps[f]}
              onChange={(v) => setForm((old) => ({ ...old, stamps: { ...old.stamps, [f]: v } }))}
              onBlur={() => setTouched((old) => new Set(old).add(f))}
              error={Boolean(problem)}
              helperText={problem ? say(problem) : note(f)}
            />
          );
        })}
      </Box>
      <TextField
        fullWidth
        multiline
        minRows={2}
        size="small"
        label={t('dj.remarks')}
        value={form.remarks}
        onChange={(e) => setForm({ ...form, remarks: e.target.value })}
        // Enter saves as in every field; Shift+Enter starts a new line.
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            (e.target as HTMLTextAreaElement).form?.requestSubmit();
          }
        }}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
