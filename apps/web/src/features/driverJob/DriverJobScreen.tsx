import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, operatorToday, parseIsoEntry } from '@limo/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { driverJobEn, driverJobZhHK } from '@limo/domain/i18n/driverJob';
import { formatError } from '../../api/errors';
import { useRouteTitle } from '../../app/routeTitle';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { LoadingOverlay } from '../../widgets/LoadingOverlay';
import { registerTexts } from '../../i18n';
import { deletePetrol, fetchDriverDay, fetchDrivers, type PickDriver } from './driverJobApi';
import { DriverJobToolbar } from './DriverJobToolbar';
import { driverLabel, type JobPetrol, jobRows, type ReviewJob } from './driverJobModel';
import { JobCard } from './JobCard';
import { JobEditDialog } from './JobEditDialog';
import { MileageDialog } from './MileageDialog';
import { PetrolDialog } from './PetrolDialog';

// This screen's texts load with it (i18n/index.ts).
registerTexts(driverJobEn, driverJobZhHK);

const BASE = '/operation/driverJob';

type Open =
  | { kind: 'correct'; job: ReviewJob }
  | { kind: 'mileage'; job: ReviewJob }
  | { kind: 'petrol'; job: ReviewJob; petrol: JobPetrol | null }
  | { kind: 'delete'; job: ReviewJob; petrol: JobPetrol };

/**
 * /operation/driverJob and /operation/driverJob/:driverId/:dutyDate: a supervisor reviews a driver's
 * day and corrects its jobs' progress, mileage and petrol. The address names the driver and the day,
 * so it can be shared; the bare address opens the picker.
 */
export default function DriverJobScreen() {
  const { t, i18n } = useTranslation();
  const { state } = useLocation();
  const title = useRouteTitle('/operation/driverJob');
  const navigate = useNavigate();
  const params = useParams();
  const urlDriverId = params.driverId && /^\d+$/.test(params.driverId) ? Number(params.driverId) : null;
  const urlDate = params.dutyDate ? parseIsoEntry(params.dutyDate) : null;
  const badUrl = params.driverId !== undefined && (urlDriverId === null || urlDate === null);
  // Without a driver the date waits here; clearing the driver carries it over in the history state.
  const [pickDate, setPickDate] = useState<string>(() => (state as { dutyDate?: string } | null)?.dutyDate ?? operatorToday());
  const driverId = urlDate ? urlDriverId : null;
  const dutyDate = driverId !== null && urlDate ? urlDate : pickDate;

  const [open, setOpen] = useState<Open | null>(null);
  const [snack, setSnack] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const drivers = useQuery({ queryKey: ['driverJob', 'drivers'], queryFn: fetchDrivers, staleTime: 300_000 });
  const day = useQuery({
    queryKey: ['driverJob', 'day', driverId, dutyDate],
    queryFn: () => fetchDriverDay(driverId as number, dutyDate),
    enabled: driverId !== null,
    retry: false,
  });
  const rows = useMemo(() => (day.data ? jobRows(day.data) : []), [day.data]);

  // A driver no longer active (or of a shared address) still shows by name when the day names them.
  const options = useMemo<PickDriver[]>(() => {
    const list = drivers.data ?? [];
    const d = day.data?.driver;
    return d && !list.some((x) => x.id === d.driverId)
      ? [...list, { id: d.driverId, driverNo: d.driverNo, driverNameEng: d.driverNameEng, driverNameChi: d.driverNameChi }]
      : list;
  }, [drivers.data, day.data]);

  const go = (id: number | null, date: string) => {
    setError(null);
    if (id === null) {
      setPickDate(date);
      if (driverId !== null || badUrl) void navigate(BASE, { state: { dutyDate: date } });
    } else void navigate(`${BASE}/${id}/${date}`, { replace: driverId === id });
  };

  const saved = (message: string) => {
    setOpen(null);
    setSnack(message);
    void day.refetch();
  };
  async function removePetrol(job: ReviewJob, petrol: JobPetrol) {
    setOpen(null);
    try {
      await deletePetrol(petrol.id as number);
      saved(t('dj.petrolDeleted', { ref: job.orderRefId }));
    } catch (err) {
      setError(formatError(err));
    }
  }

  const driver = options.find((d) => d.id === driverId);
  return (
    <Box sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 1, position: 'relative', minHeight: 200 }}>
      {/* The toolbar shows the title; the page still has its heading for screen readers. */}
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>{title}</h1>
      <DriverJobToolbar
        drivers={options}
        loading={drivers.isLoading}
        driverId={driverId}
        dutyDate={dutyDate}
        onDriver={(id) => go(id, dutyDate)}
        onDate={(date) => go(driverId, date)}
      />
      {drivers.error ? <Alert severity="error">{formatError(drivers.error)}</Alert> : null}
      {day.error ? (
        <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
          {formatError(day.error)}
        </Alert>
      ) : null}
      <ErrorAlert message={error} onClose={() => setError(null)} />
      {badUrl ? <Alert severity="warning">{t('dj.badUrl')}</Alert> : null}
      {driverId === null ? (
        <Typography color="text.secondary">{t('dj.pickDriver')}</Typography>
      ) : day.data ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {/* The driver's name is data, not words of the screen: translate="no" (browsers and the Chinese walk leave it). */}
          <Trans
            i18nKey="dj.jobsOf"
            values={{ driver: driver ? driverLabel(driver, i18n.language) : driverId, date: formatDate(dutyDate) }}
            components={{ name: <span translate="no" /> }}
          />{' '}
          · {t('dj.jobCount', { count: rows.length })}
        </Typography>
      ) : null}
      {day.data && rows.length === 0 ? <Typography>{t('dj.noJobs')}</Typography> : null}
      <Stack spacing={1}>
        {rows.map((row) => (
          <JobCard
            key={row.job.orderVehicleId}
            row={row}
            onCorrect={(job) => setOpen({ kind: 'correct', job })}
            onMileage={(job) => setOpen({ kind: 'mileage', job })}
            onPetrol={(job, petrol) => setOpen({ kind: 'petrol', job, petrol })}
            onDeletePetrol={(job, petrol) => setOpen({ kind: 'delete', job, petrol })}
          />
        ))}
      </Stack>
      <LoadingOverlay open={day.isFetching} />
      {open?.kind === 'correct' ? (
        <JobEditDialog job={open.job} dutyDate={dutyDate} onClose={() => setOpen(null)} onSaved={(job) => saved(t('dj.saved', { ref: job.orderRefId }))} />
      ) : null}
      {open?.kind === 'mileage' ? (
        <MileageDialog job={open.job} onClose={() => setOpen(null)} onSaved={(job) => saved(t('dj.mileageSaved', { ref: job.orderRefId }))} />
      ) : null}
      {open?.kind === 'petrol' ? (
        <PetrolDialog
          job={open.job}
          petrol={open.petrol}
          onClose={() => setOpen(null)}
          onSaved={(job) => saved(t('dj.petrolSaved', { ref: job.orderRefId }))}
        />
      ) : null}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={open?.kind === 'delete' ? t('dj.petrolOf', { ref: open.job.orderRefId }) : undefined}
        message={open?.kind === 'delete' ? t('dj.confirmDeletePetrol', { litres: open.petrol.litres, amount: open.petrol.amount }) : ''}
        onYes={() => open?.kind === 'delete' && void removePetrol(open.job, open.petrol)}
        onNo={() => setOpen(null)}
      />
      <Snackbar open={snack !== null} autoHideDuration={4000} onClose={() => setSnack(null)} message={snack} />
    </Box>
  );
}
