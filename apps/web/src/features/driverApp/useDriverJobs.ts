/*
 * The day's jobs: from the server when it answers (kept in IndexedDB), else the kept copy; and the
 * answers of sent writes merged in at once so a mark never flickers back while the list reloads.
 */
import { JOB_TIME_FIELDS } from '@limo/domain/rules/live/index';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { NetworkError, loadJobs, DriverApiError } from './driverClient';
import { queueEvents } from './driverQueue';
import { cachedDay, saveDay } from './jobsCache';
import { type DriverJob, dutyDates, type JobsDay, mergeAnswer } from './jobsModel';
import type { QueueItem } from './queueModel';

export interface DayAnswer {
  day: JobsDay;
  /** Set when the server could not be reached and this is the copy kept on the phone. */
  savedAt: string | null;
}

const jobsKey = (driver: string | null, date?: string) => (date ? ['driverJobs', driver, date] : ['driverJobs', driver]);

async function fetchDay(driver: string, date: string): Promise<DayAnswer> {
  try {
    const day = await loadJobs(date);
    void saveDay(driver, day, dutyDates().today);
    return { day, savedAt: null };
  } catch (err) {
    const unreachable = err instanceof NetworkError || (err instanceof DriverApiError && err.status >= 500);
    const kept = unreachable ? await cachedDay(driver, date) : undefined;
    if (kept) return { day: kept.day, savedAt: kept.savedAt };
    throw err;
  }
}

export function useDriverJobs(driver: string | null, date: string) {
  return useQuery({
    queryKey: jobsKey(driver, date),
    queryFn: () => fetchDay(driver as string, date),
    enabled: driver !== null,
    // Offline the kept copy is the answer, so the call must run even without a network.
    networkMode: 'always',
    retry: false,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });
}

/** What a write's answer changes on its job. */
function patchOf(item: QueueItem, body: unknown): ((job: DriverJob) => Partial<DriverJob>) | null {
  const b = (body ?? {}) as Record<string, unknown>;
  switch (item.kind) {
    case 'progress': {
      const patch: Partial<DriverJob> = { jobStatus: (b.jobStatus as DriverJob['jobStatus']) ?? item.jobStatus };
      // The times come flat or under `times`.
      const times = { ...b, ...(typeof b.times === 'object' && b.times ? (b.times as Record<string, unknown>) : {}) };
      for (const f of JOB_TIME_FIELDS) if (f in times) patch[f] = times[f] as string | null;
      return () => patch;
    }
    case 'mileage':
      return (job) => ({
        mileage: (b.mileage as DriverJob['mileage']) ?? {
          startMileage: item.startMileage ?? job.mileage.startMileage,
          endMileage: item.endMileage ?? job.mileage.endMileage,
        },
      });
    case 'petrol':
      return (job) => ({
        petrols: [...job.petrols, (b.petrol as DriverJob['petrols'][number]) ?? { litres: item.litres, amount: item.amount, receiptNo: item.receiptNo }],
      });
    default:
      return null;
  }
}

function applySent(client: QueryClient, items: QueueItem[], body: unknown) {
  for (const item of items) {
    const patch = patchOf(item, body);
    if (!patch || item.kind === 'position') continue;
    for (const [key, data] of client.getQueriesData<DayAnswer>({ queryKey: jobsKey(item.driver) })) {
      if (!data?.day.jobs.some((j) => j.orderVehicleId === item.orderVehicleId)) continue;
      const day = mergeAnswer(data.day, item.orderVehicleId, patch);
      client.setQueryData<DayAnswer>(key, { ...data, day });
      if (data.savedAt === null) void saveDay(item.driver, day, dutyDates().today);
    }
  }
}

/**
 * Merges sent writes into the loaded days, and reloads them once the job writes (positions aside)
 * have all gone out, so the list shows the server's own times.
 */
export function useSentAnswers(driver: string | null, jobWritesWaiting: number) {
  const client = useQueryClient();
  const before = useRef(jobWritesWaiting);
  useEffect(() => queueEvents.onSent((items, body) => applySent(client, items, body)), [client]);
  useEffect(() => {
    if (before.current > 0 && jobWritesWaiting === 0 && driver) void client.invalidateQueries({ queryKey: jobsKey(driver) });
    before.current = jobWritesWaiting;
  }, [client, driver, jobWritesWaiting]);
}
