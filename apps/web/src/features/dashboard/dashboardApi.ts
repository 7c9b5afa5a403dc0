/** The dashboard's call (issue 11): GET /limo/node/api/dashboard; the `dashboard` socket event carries the same answer. */
import type { JobStatus } from '@limo/domain';
import { api } from '../../api/http';

export const DASHBOARD_REGIONS = ['airport', 'central', 'kln', 'others', 'Pending'] as const;
export type DashboardRegion = (typeof DASHBOARD_REGIONS)[number];

/** A driver's live status record with the dashboard's extras. */
export interface DashboardDriver {
  driverId: number;
  region: DashboardRegion;
  latitude: number;
  longitude: number;
  speed: number | null;
  orderId: number | null;
  startedFlag: number;
  pushToken?: string | null;
  appVersion?: string | null;
  lastUpdateTime: string | null;
  driverNo: string;
  driverNameEng: string;
  driverNameChi?: string | null;
  lastDropoffLocationId: number | null;
  licensePlateNo?: string | null;
  orderRefId?: string | null;
  jobStatus?: JobStatus | null;
}

export interface FleetUse {
  fleetId: number | null;
  fleetName: string;
  fleetNameChi?: string | null;
  total: number;
  inUse: number;
  percent: number;
}

export interface Dashboard {
  orderStatistics: { total: number; pending: number; active: number; completed: number; noShow: number; cancelled: number; outsourced: number };
  dutyOrder: { total: number; started: number; completed: number };
  dutyDriver: { rostered: number; onDuty: number; onJob: number; idle: number };
  dutyOutsource: { total: number; completed: number };
  /** Money as decimal strings ('12345.00'): shown as given, never through a float. */
  revenue: { today: string; month: string; byDay: { date: string; amount: string }[] };
  vehicleUtil: { total: number; inUse: number; percent: number };
  fleetUtil: FleetUse[];
  /** Already formatted by the server (revenueInK): '1,235K'. */
  currentRevenue: string;
  drivers: DashboardDriver[];
  regions: Record<DashboardRegion, number>;
  dutyDate: string;
}

export const fetchDashboard = (signal?: AbortSignal) => api<Dashboard>('/node/api/dashboard', { signal });
