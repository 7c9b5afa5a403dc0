import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Clash, isOnDuty } from '@limo/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { refusedClashes } from '../scheduling/ClashRefusal';
import { fetchDay } from '../scheduling/schedulingApi';
import { FormDialog } from './BookingDialogs';
import { assignDriver } from './orderApiApi';
import type { Booking } from './orderApiModel';

interface Option {
  id: number;
  label: string;
}

interface Props {
  booking: Booking;
  onDone: () => void;
  onClose: () => void;
}

/**
 * A driver (and optionally a vehicle) for an accepted booking's job, from the scheduling day of its pick-up date:
 * drivers on duty first, their roster's car proposed. A clash (409) lists its reasons and offers "Assign anyway".
 */
export function AssignDriverDialog({ booking, onDone, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const day = useQuery({ queryKey: ['scheduling', 'day', booking.pickupDate], queryFn: () => fetchDay(booking.pickupDate), retry: false });
  const [driver, setDriver] = useState<Option | null>(null);
  const [vehicle, setVehicle] = useState<Option | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [clashes, setClashes] = useState<Clash[] | null>(null);
  const [confirming, setConfirming] = useState(false);

  const chinese = i18n.language === 'zh-HK';
  const { drivers, vehicles, rosterCar } = useMemo(() => {
    const d = day.data;
    if (!d) return { drivers: [] as Option[], vehicles: [] as Option[], rosterCar: new Map<number, number>() };
    const today = d.rosters.filter((r) => r.dutyDate === d.date);
    const onDuty = new Set(today.filter((r) => isOnDuty(r) && !r.onLeave).map((r) => r.driverId));
    const drivers = [...d.drivers]
      .sort((a, b) => Number(onDuty.has(b.id)) - Number(onDuty.has(a.id)) || a.driverNo.localeCompare(b.driverNo, undefined, { numeric: true }))
      .map((x) => ({
        id: x.id,
        label: `${x.driverNo} ${chinese && x.driverNameChi ? x.driverNameChi : x.driverNameEng}${onDuty.has(x.id) ? ` (${t('oapi.onDuty')})` : ''}`,
      }));
    const vehicles = d.vehicles.map((v) => ({ id: v.id, label: v.licensePlateNo }));
    const rosterCar = new Map(today.filter((r) => r.vehicleId !== null).map((r) => [r.driverId, r.vehicleId as number]));
    return { drivers, vehicles, rosterCar };
  }, [day.data, chinese, t]);

  async function save(override: boolean) {
    if (!driver) return;
    setBusy(true);
    setError(null);
    try {
      await assignDriver({ id: booking.id, driverId: driver.id, ...(vehicle ? { vehicleId: vehicle.id } : {}), ...(override ? { override: true } : {}) });
      onDone();
    } catch (err) {
      const found = refusedClashes(err);
      if (found?.length) setClashes(found);
      else setError(formatError(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <FormDialog
        title={t('oapi.assignTitle', { ref: booking.partnerOrderId })}
        error={error ?? (day.isError ? formatError(day.error) : null)}
        busy={busy || day.isPending}
        okLabel={t('oapi.assign')}
        onClose={onClose}
        onSubmit={() => {
          setTried(true);
          setClashes(null);
          if (driver) void save(false);
        }}
      >
        {day.isPending && <LinearProgress aria-label={t('common.loading')} />}
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Autocomplete
            options={drivers}
            value={driver}
            onChange={(_, v) => {
              setDriver(v);
              setClashes(null);
              // Untouched, the vehicle follows the driver's roster.
              const car = v ? rosterCar.get(v.id) : undefined;
              if (car !== undefined) setVehicle(vehicles.find((x) => x.id === car) ?? null);
            }}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('oapi.driver')}
                required
                autoFocus
                size="small"
                error={tried && !driver}
                helperText={tried && !driver ? t('oapi.driverRequired') : undefined}
              />
            )}
          />
          <Autocomplete
            options={vehicles}
            value={vehicle}
            onChange={(_, v) => setVehicle(v)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label={t('oapi.vehicle')} size="small" />}
          />
          {clashes && (
            <Alert
              severity="error"
              data-testid="assign-clashes"
              action={
                <Button color="inherit" size="small" onClick={() => setConfirming(true)}>
                  {t('oapi.assignAnyway')}
                </Button>
              }
            >
              {t('oapi.clashTitle')}
              {clashes.map((c) => (
                <div key={`${c.kind}${c.orderVehicleId}${c.message}`}>{c.message}</div>
              ))}
            </Alert>
          )}
        </Stack>
      </FormDialog>
      <ConfirmDialog
        open={confirming}
        message={t('oapi.assignAnywayConfirm')}
        onNo={() => setConfirming(false)}
        onYes={() => {
          setConfirming(false);
          void save(true);
        }}
      />
    </>
  );
}
