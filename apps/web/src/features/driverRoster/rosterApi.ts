/** The roster screen's calls (issue 10, docs/scheduling.md). */
import { readList } from '../../api/hal';
import { api } from '../../api/http';
import type { LeaveType } from '@limo/domain';
import type { SavedRoster } from './rosterModel';

/** Ids with their code and status, for pick-lists (GET /api/lookups/{name}). */
export const lookups = async (name: string) => readList<Record<string, string | number | null> & { id: number }>(await api(`/api/lookups/${name}`), name);

export const rostersOf = async (date: string) =>
  readList<SavedRoster & { driverNo: string }>(
    await api('/api/getRosterByDriver', { method: 'POST', body: { fromDate: date, toDate: date }, transform: false }),
    'dailyRosters',
  );

export const saveRosters = async (date: string, dailyRosters: object[]) =>
  readList<SavedRoster>(await api(`/api/upsertDailyRosters/${date}`, { method: 'POST', body: { dailyRosters }, transform: false }), 'dailyRosters');

export const generateRosters = (dutyDate: string, overwrite: boolean) =>
  api<{ created: number; updated: number; skipped: unknown[] }>('/node/api/genDailyRoster', {
    method: 'POST',
    body: { dutyDate, overwrite },
    transform: false,
  });

/** One day of a driver in the week view (issue 30 part 8b). */
export interface WeekDay {
  dutyDate: string;
  rosterId: number | null;
  dutyTime: string | null;
  dutyEndTime: string | null;
  offDutyTime: string | null;
  staffShiftingId: number | null;
  staffShiftingCode: string | null;
  onLeave?: LeaveType;
}
export interface RosterWeek {
  fromDate: string;
  toDate: string;
  dates: string[];
  drivers: { driverId: number; driverNo: string; driverNameEng: string; driverNameChi: string | null; days: WeekDay[] }[];
}

/** The week (Monday to Sunday) holding `date`, in one call. */
export const rosterWeekOf = (date: string) => api<RosterWeek>('/api/getRosterWeek', { method: 'POST', body: { date }, transform: false });
