/** The roster HR screen's calls (issue 16 contract, right DRIVERROSTERHR; the answers are plain arrays). Times go as HH:mm:ss, set here. */
import { readList } from '../../api/hal';
import { api } from '../../api/http';
import type { RosterHRDay, RosterHRDriver } from './rosterHRModel';

const list = <T>(body: unknown, name: string): T[] => (Array.isArray(body) ? (body as T[]) : readList<T>(body, name));

export const fetchRosterHR = async (month: string, driverId: number | null) =>
  list<RosterHRDriver>(
    await api('/api/getDriverRosterHR', { method: 'POST', body: driverId ? { month, driverId } : { month }, transform: false }),
    'driverRosterHR',
  );

export interface CorrectionBody {
  dailyRosterId: number;
  dutyTime: string | null;
  offDutyTime: string | null;
  version: number;
  remarks?: string;
}

export const updateRosterHR = (body: CorrectionBody) => api<RosterHRDay>('/api/updateDriverRosterHR', { method: 'POST', body, transform: false });

export const fetchRosterHRLog = async (dailyRosterId: number) =>
  list<Record<string, unknown>>(await api(`/api/getDriverRosterHRLog/${dailyRosterId}`), 'rosterHrLogs');

/** The branch's drivers with both names (the pick-list call). */
export const fetchDriverLookups = async () =>
  readList<{ id: number; driverNo: string; driverNameEng?: string | null; driverNameChi?: string | null; driverStatus?: string }>(
    await api('/api/lookups/drivers'),
    'drivers',
  ).sort((a, b) => String(a.driverNo).localeCompare(String(b.driverNo), undefined, { numeric: true }));
