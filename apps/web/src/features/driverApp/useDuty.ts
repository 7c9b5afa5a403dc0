/*
 * On duty, the phone reports where the car is: navigator.geolocation.watchPosition, at most one
 * position queued every 5 s, tagged with the job under way. The choice survives a reload.
 */
import { useEffect, useRef, useState } from 'react';
import { enqueue, newEventId } from './driverQueue';
import { createThrottle, positionItem } from './positionModel';

export const DUTY_KEY = 'limo.driverOnDuty';

export type DutyProblem = 'denied' | 'unavailable' | 'unsupported' | null;

/** The browser's word on location before it is asked for: 'prompt' means the phone will ask. */
async function permissionState(): Promise<PermissionState | 'unknown'> {
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state;
  } catch {
    return 'unknown';
  }
}

export function useDuty(driver: string, orderVehicleId: number | undefined) {
  const [onDuty, setOnDuty] = useState(() => localStorage.getItem(DUTY_KEY) === driver);
  const [problem, setProblem] = useState<DutyProblem>(null);
  const [lastFixAt, setLastFixAt] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  // The job changes more often than the watch should restart.
  const job = useRef(orderVehicleId);
  useEffect(() => {
    job.current = orderVehicleId;
  }, [orderVehicleId]);

  useEffect(() => {
    if (!onDuty) return;
    if (!('geolocation' in navigator)) {
      setProblem('unsupported');
      return;
    }
    const throttle = createThrottle();
    const id = navigator.geolocation.watchPosition(
      (pos) => {
        setProblem(null);
        const now = Date.now();
        if (!throttle.take(now)) return;
        setLastFixAt(now);
        const { latitude, longitude, speed } = pos.coords;
        void enqueue(positionItem({ latitude, longitude, speed }, new Date(now), driver, newEventId(), job.current));
      },
      (err) => {
        if (err.code === err.PERMISSION_DENIED) {
          setProblem('denied');
          switchDuty(false);
        } else setProblem('unavailable');
      },
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 60_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onDuty, driver]);

  function switchDuty(on: boolean) {
    if (on) localStorage.setItem(DUTY_KEY, driver);
    else localStorage.removeItem(DUTY_KEY);
    setOnDuty(on);
  }

  /** Start duty: explain first when the phone is about to ask for location, say so when it is blocked. */
  async function start() {
    const state = await permissionState();
    if (state === 'denied') return setProblem('denied');
    if (state === 'granted') return switchDuty(true);
    setAsking(true);
  }

  return {
    onDuty,
    problem,
    lastFixAt,
    asking,
    start: () => void start(),
    confirmAsk: () => {
      setAsking(false);
      setProblem(null);
      switchDuty(true);
    },
    cancelAsk: () => setAsking(false),
    end: () => {
      switchDuty(false);
      setProblem(null);
    },
  };
}
