import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { JobStatus } from '@limo/domain';
import { useTranslation } from 'react-i18next';
import type { JobPetrol, JobRow, ReviewJob } from './driverJobModel';

const STATUS_COLOUR: Record<JobStatus, ChipProps['color']> = {
  ACK: 'default',
  ON_THE_WAY: 'info',
  ARRIVED: 'info',
  POB: 'primary',
  COMPLETED: 'success',
  NO_SHOW: 'error',
};

export function JobStatusChip({ status }: { status: JobStatus | null }) {
  const { t } = useTranslation();
  if (!status) return <Chip size="small" variant="outlined" label={t('dj.status.none')} />;
  return <Chip size="small" color={STATUS_COLOUR[status]} label={t(`dj.status.${status}`)} />;
}

interface Props {
  row: JobRow;
  onCorrect: (job: ReviewJob) => void;
  onMileage: (job: ReviewJob) => void;
  onPetrol: (job: ReviewJob, petrol: JobPetrol | null) => void;
  onDeletePetrol: (job: ReviewJob, petrol: JobPetrol) => void;
}

const km = (n: number | null) => (n === null ? '–' : `${n} km`);

/** One job of the day: what, where, its progress stamps, mileage and petrol, each with its correction. */
export function JobCard({ row, onCorrect, onMileage, onPetrol, onDeletePetrol }: Props) {
  const { t } = useTranslation();
  const { job } = row;
  const headingId = `dj-job-${job.orderVehicleId}`;
  return (
    <Paper variant="outlined" component="article" aria-labelledby={headingId} sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography component="h2" variant="subtitle1" id={headingId} sx={{ fontWeight: 600 }}>
          {row.time} {job.orderRefId}
        </Typography>
        {row.flight ? <Typography variant="body2">{`${t('dj.flight')} ${row.flight}`}</Typography> : null}
        <Typography variant="body2">{t('dj.pax', { count: job.paxCount })}</Typography>
        <JobStatusChip status={job.jobStatus} />
        <Box sx={{ flex: 1 }} />
        <Button
          size="small"
          variant="outlined"
          startIcon={<EditIcon />}
          onClick={() => onCorrect(job)}
          aria-label={t('dj.correctJob', { ref: job.orderRefId })}
        >
          {t('dj.correct')}
        </Button>
      </Stack>
      {row.passengers ? <Typography variant="body2">{row.passengers}</Typography> : null}
      <Typography variant="body2" aria-label={`${t('dj.route')}: ${row.route.join(', ')}`}>
        {row.route.join(' → ')}
        {job.licensePlateNo ? ` · ${t('dj.vehicle')} ${job.licensePlateNo}` : ''}
      </Typography>
      {job.remarks ? (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {`${t('dj.remarks')}: ${job.remarks}`}
        </Typography>
      ) : null}
      <Box component="dl" aria-label={t('dj.progress')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(6, minmax(80px, 1fr))', gap: 0.5, my: 1 }}>
        {row.stamps.map((s) => (
          <Box key={s.field} sx={{ m: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {t(`dj.stamp.${s.field}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }} data-testid={`${s.field}-${job.orderVehicleId}`}>
              {s.text || '–'}
            </Typography>
          </Box>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">{`${t('dj.mileage')}: ${km(job.mileage.startMileage)} → ${km(job.mileage.endMileage)}`}</Typography>
        <Button size="small" onClick={() => onMileage(job)} aria-label={`${t('dj.editMileage')} ${job.orderRefId}`}>
          {t('dj.editMileage')}
        </Button>
      </Stack>
      <PetrolTable job={job} onPetrol={onPetrol} onDeletePetrol={onDeletePetrol} />
    </Paper>
  );
}

function PetrolTable({ job, onPetrol, onDeletePetrol }: Pick<Props, 'onPetrol' | 'onDeletePetrol'> & { job: ReviewJob }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 0.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">{t('dj.petrol')}</Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={() => onPetrol(job, null)} aria-label={`${t('dj.addPetrol')} ${job.orderRefId}`}>
          {t('dj.addPetrol')}
        </Button>
      </Stack>
      {job.petrols.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('dj.noPetrol')}
        </Typography>
      ) : (
        <Table size="small" sx={{ maxWidth: 520 }} aria-label={t('dj.petrolOf', { ref: job.orderRefId })}>
          <TableHead>
            <TableRow>
              <TableCell align="right">{t('dj.litres')}</TableCell>
              <TableCell align="right">{t('dj.amount')}</TableCell>
              <TableCell>{t('dj.receiptNo')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {job.petrols.map((p, i) => (
              <TableRow key={p.id ?? `row-${i}`}>
                <TableCell align="right">{p.litres}</TableCell>
                <TableCell align="right">{p.amount}</TableCell>
                <TableCell>{p.receiptNo ?? ''}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {/* A row without an id cannot be addressed: nothing to edit or delete it by. */}
                  <IconButton size="small" disabled={p.id === undefined} aria-label={`${t('dj.editPetrol')} ${i + 1}`} onClick={() => onPetrol(job, p)}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" disabled={p.id === undefined} aria-label={`${t('dj.deletePetrol')} ${i + 1}`} onClick={() => onDeletePetrol(job, p)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
