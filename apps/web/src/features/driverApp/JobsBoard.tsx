import { formatDate, formatDateTime } from '@limo/domain/rules/display-date';
import LogoutIcon from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { JobStatus } from '@limo/domain/rules/live/index';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readerName } from '../../i18n/readerName';
import { DutyPanel } from './DutyPanel';
import { driverSession } from './driverSession';
import { enqueue, newEventId } from './driverQueue';
import { JobCard } from './JobCard';
import { type DayTab, type DriverJob, dutyDates, inPickupOrder, jobInProgress, withPending } from './jobsModel';
import { LanguageButton } from './LanguageButton';
import { LeaveButton, LeavePanel } from './LeavePanel';
import { MileageDialog } from './MileageDialog';
import { PetrolDialog } from './PetrolDialog';
import { QueueBadge } from './QueueBadge';
import { Refusals } from './Refusals';
import { useDriverJobs, useSentAnswers } from './useDriverJobs';
import { useDriverQueue, useFlushTriggers, useOnline } from './useDriverQueue';
import { useDuty } from './useDuty';

/** Today and tomorrow, looked at again every minute so the page turns over at the operator's midnight. */
function useDutyDates() {
  const [dates, setDates] = useState(() => dutyDates());
  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = dutyDates();
      setDates((d) => (d.today === next.today ? d : next));
    }, 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return dates;
}

type Editing = { kind: 'mileage' | 'petrol'; job: DriverJob } | null;

/** The signed-in driver's day: duty switch, Today / Tomorrow, the jobs and what is waiting to send. */
export function JobsBoard({ driver }: { driver: string }) {
  const { t, i18n } = useTranslation();
  const dates = useDutyDates();
  const [tab, setTab] = useState<DayTab>('today');
  const [editing, setEditing] = useState<Editing>(null);
  const [leave, setLeave] = useState(false);
  const date = dates[tab];
  const online = useOnline();
  const today = useDriverJobs(driver, dates.today);
  const shown = useDriverJobs(driver, date);
  const { mine, failing, refusals } = useDriverQueue(driver);
  useFlushTriggers(driver);
  useSentAnswers(driver, mine.filter((i) => i.kind !== 'position').length);

  const jobs = useMemo(() => inPickupOrder(withPending(shown.data?.day.jobs ?? [], mine)), [shown.data, mine]);
  const todayJobs = useMemo(() => withPending(today.data?.day.jobs ?? [], mine), [today.data, mine]);
  const duty = useDuty(driver, jobInProgress([...todayJobs, ...jobs]));
  const waitingJobs = useMemo(() => new Set(mine.flatMap((i) => (i.kind !== 'position' ? [i.orderVehicleId] : []))), [mine]);
  const who = shown.data?.day.driver ?? today.data?.day.driver;

  const common = (job: DriverJob) => ({ clientEventId: newEventId(), driver, orderVehicleId: job.orderVehicleId, orderRefId: job.orderRefId });
  const markJob = (job: DriverJob, jobStatus: JobStatus) => void enqueue({ kind: 'progress', ...common(job), jobStatus, at: new Date().toISOString() });
  const signOut = () => {
    duty.end();
    driverSession.signOut();
  };

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', pb: 4 }}>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1, px: 1.5 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h1" noWrap>
              {t('drv.title')}
            </Typography>
            <Typography variant="body2" noWrap sx={{ opacity: 0.85 }}>
              {who ? [who.driverNo, readerName(i18n.language, who.driverNameEng, who.driverNameChi)].filter(Boolean).join(' ') : driver.toUpperCase()}
            </Typography>
          </Box>
          <LeaveButton open={leave} onClick={() => setLeave((v) => !v)} />
          <LanguageButton color="inherit" />
          <IconButton color="inherit" aria-label={t('drv.signOut')} title={t('drv.signOut')} onClick={signOut} size="large">
            <LogoutIcon />
          </IconButton>
        </Toolbar>
        <Box sx={{ px: 1.5, pb: 1 }}>
          <QueueBadge waiting={mine.length} online={online} failing={failing} />
        </Box>
      </AppBar>
      {leave && <LeavePanel driver={driver} onBack={() => setLeave(false)} />}
      {/* Hidden, not unmounted, while the leave view shows: the duty and the day stay as they were. */}
      <Stack spacing={1.5} sx={{ p: 1.5, maxWidth: 600, mx: 'auto', display: leave ? 'none' : undefined }}>
        <DutyPanel duty={duty} />
        <Tabs value={tab} onChange={(_, v: DayTab) => setTab(v)} variant="fullWidth" aria-label={t('drv.tab.days')}>
          {(['today', 'tomorrow'] as const).map((d) => (
            <Tab key={d} value={d} label={`${t(`drv.tab.${d}`)} ${formatDate(dates[d]).slice(0, 5)}`} sx={{ minHeight: 52 }} />
          ))}
        </Tabs>
        <Refusals refusals={refusals.filter((r) => r.items[0].driver === driver)} />
        {shown.data?.savedAt && <Alert severity="info">{t('drv.offlineCopy', { time: formatDateTime(shown.data.savedAt) })}</Alert>}
        {shown.isPending && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', py: 4 }}>
            <CircularProgress size={24} />
            <Typography>{t('drv.loading')}</Typography>
          </Stack>
        )}
        {shown.isError && !shown.data && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void shown.refetch()}>
                {t('drv.retry')}
              </Button>
            }
          >
            {t('drv.loadFailed', { message: shown.error.message })}
          </Alert>
        )}
        {shown.data && !jobs.length && <Typography sx={{ py: 4, textAlign: 'center' }}>{t('drv.noJobs', { date: formatDate(date) })}</Typography>}
        {jobs.map((job) => (
          <JobCard
            key={job.orderVehicleId}
            job={job}
            dutyDate={date}
            waiting={waitingJobs.has(job.orderVehicleId)}
            earliestPobMinutes={shown.data?.day.earliestPobMinutes}
            onMark={(status) => markJob(job, status)}
            onMileage={() => setEditing({ kind: 'mileage', job })}
            onPetrol={() => setEditing({ kind: 'petrol', job })}
          />
        ))}
      </Stack>
      {editing?.kind === 'mileage' && (
        <MileageDialog
          job={editing.job}
          onClose={() => setEditing(null)}
          onSave={(value) => {
            void enqueue({ kind: 'mileage', ...common(editing.job), ...value });
            setEditing(null);
          }}
        />
      )}
      {editing?.kind === 'petrol' && (
        <PetrolDialog
          job={editing.job}
          onClose={() => setEditing(null)}
          onSave={(value) => {
            void enqueue({ kind: 'petrol', ...common(editing.job), ...value });
            setEditing(null);
          }}
        />
      )}
    </Box>
  );
}
