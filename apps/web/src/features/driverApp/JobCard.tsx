import { formatDate, formatTime } from '@limo/domain/rules/display-date';
import FlightIcon from '@mui/icons-material/Flight';
import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import PhoneIcon from '@mui/icons-material/Phone';
import SpeedIcon from '@mui/icons-material/Speed';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JOB_STATUS_TIME, JOB_STATUSES, type JobStatus } from '@limo/domain/rules/live/index';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import type { DriverJob, JobPlace } from './jobsModel';
import { MarkButtons } from './MarkButtons';

const STATUS_COLOUR: Record<JobStatus, 'default' | 'info' | 'primary' | 'secondary' | 'success' | 'warning'> = {
  ACK: 'info',
  ON_THE_WAY: 'primary',
  ARRIVED: 'secondary',
  POB: 'primary',
  COMPLETED: 'success',
  NO_SHOW: 'warning',
};

/** A number a phone can dial: digits, +, and the pause characters. */
export const dialable = (tel: string) => tel.replace(/[^\d+*#,;]/g, '');

const placeText = (p: JobPlace) => [p.name ?? p.code, p.name && p.code && p.code !== p.name ? `(${p.code})` : ''].filter(Boolean).join(' ');

function Place({ label, place }: { label: string; place: JobPlace }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 500 }}>{placeText(place)}</Typography>
      {/* A free address (no location) is its own name: not shown twice. */}
      {place.address && place.locationId !== null && (
        <Typography variant="body2" color="text.secondary">
          {place.address}
        </Typography>
      )}
    </Box>
  );
}

interface Props {
  job: DriverJob;
  dutyDate: string;
  waiting: boolean;
  onMark: (status: JobStatus) => void;
  onMileage: () => void;
  onPetrol: () => void;
  /** POB and COMPLETED wait until this many minutes before the pick-up (the server's setting). */
  earliestPobMinutes?: number;
}

/** One job on the phone: when, who, where, whom to call, and the marks. */
export function JobCard({ job, dutyDate, waiting, onMark, onMileage, onPetrol, earliestPobMinutes }: Props) {
  const { t } = useTranslation();
  const [confirmNoShow, setConfirmNoShow] = useState(false);
  const ref = job.orderRefId ?? String(job.orderId);
  const titleId = `drv-job-${job.orderVehicleId}`;
  const calls = [
    ...(job.contact.tel ? [{ name: job.contact.name || t('drv.job.contact'), tel: job.contact.tel }] : []),
    ...job.passengers.filter((p) => p.tel && p.tel !== job.contact.tel).map((p) => ({ name: p.name || t('drv.job.contact'), tel: p.tel as string })),
  ].filter((c) => dialable(c.tel));
  const marked = JOB_STATUSES.filter((s) => job[JOB_STATUS_TIME[s]]).map((s) => `${t(`drv.status.${s}`)} ${formatTime(job[JOB_STATUS_TIME[s]])}`);
  const names = job.passengers.map((p) => p.name).filter(Boolean);
  const { startMileage, endMileage } = job.mileage;

  const mark = (status: JobStatus) => (status === 'NO_SHOW' ? setConfirmNoShow(true) : onMark(status));

  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack spacing={1.25}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 700 }} aria-label={t('drv.job.label', { ref, time: job.pickupTime })}>
              {job.pickupTime}
            </Typography>
            {job.pickupDate !== dutyDate && <Typography color="text.secondary">{formatDate(job.pickupDate)}</Typography>}
            <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
              {[ref, job.serviceType].filter(Boolean).join(' · ')}
            </Typography>
            <Chip
              label={job.jobStatus ? t(`drv.status.${job.jobStatus}`) : t('drv.status.none')}
              color={job.jobStatus ? STATUS_COLOUR[job.jobStatus] : 'default'}
              variant={job.jobStatus ? 'filled' : 'outlined'}
            />
          </Stack>
          {waiting && <Chip size="small" color="info" variant="outlined" label={t('drv.job.waiting')} sx={{ alignSelf: 'flex-start' }} />}
          {job.flightNo && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <FlightIcon fontSize="small" aria-hidden />
              <Typography sx={{ fontWeight: 500 }}>
                {[t('drv.job.flight', { flight: job.flightNo }), job.flightEtaTime && t('drv.job.eta', { time: job.flightEtaTime })]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Stack>
          )}
          <Typography>
            {[
              names.join(', '),
              job.paxCount != null && t('drv.job.pax', { count: job.paxCount }),
              job.luggageCount && t('drv.job.luggage', { count: job.luggageCount }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {job.pickup && <Place label={t('drv.job.pickup')} place={job.pickup} />}
          {job.stops.map((s, i) => (
            <Place key={i} label={t('drv.job.stop')} place={s} />
          ))}
          {job.dropoff && <Place label={t('drv.job.dropoff')} place={job.dropoff} />}
          {job.remarks && (
            <Box>
              <Typography variant="caption" color="text.secondary">
                {t('drv.job.remarks')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{job.remarks}</Typography>
            </Box>
          )}
          {job.licensePlateNo && (
            <Typography variant="body2" color="text.secondary">
              {t('drv.job.vehicle', { plate: job.licensePlateNo })}
            </Typography>
          )}
          {calls.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {calls.map((c) => (
                <Button key={c.tel} component="a" href={`tel:${dialable(c.tel)}`} variant="outlined" color="success" startIcon={<PhoneIcon />}>
                  {t('drv.job.call', { name: c.name })}
                </Button>
              ))}
            </Stack>
          )}
          <Divider />
          {marked.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {marked.join(' · ')}
            </Typography>
          )}
          <MarkButtons
            status={job.jobStatus}
            jobRef={ref}
            onMark={mark}
            pickup={{ date: job.pickupDate, time: job.pickupTime }}
            earliestPobMinutes={earliestPobMinutes}
          />
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button variant="text" startIcon={<SpeedIcon />} onClick={onMileage}>
              {t('drv.mileage.button')}
            </Button>
            <Button variant="text" startIcon={<LocalGasStationIcon />} onClick={onPetrol}>
              {t('drv.petrol.button')}
            </Button>
          </Stack>
          {(startMileage != null || endMileage != null) && (
            <Typography variant="body2">{t('drv.mileage.shown', { start: startMileage ?? '–', end: endMileage ?? '–' })}</Typography>
          )}
          {job.petrols.map((p, i) => (
            <Typography key={i} variant="body2">
              {t('drv.petrol.shown', { litres: p.litres, amount: p.amount })}
              {p.receiptNo ? ` · ${p.receiptNo}` : ''}
            </Typography>
          ))}
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirmNoShow}
        title={t('drv.noShow.title')}
        message={t('drv.noShow.message', { ref })}
        onNo={() => setConfirmNoShow(false)}
        onYes={() => {
          setConfirmNoShow(false);
          onMark('NO_SHOW');
        }}
      />
    </Card>
  );
}
