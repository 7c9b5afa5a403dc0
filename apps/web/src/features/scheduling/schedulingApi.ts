/** The scheduling grid's calls (issue 10, docs/scheduling.md). */
import type { Clash, DriverLeave, LeaveType, RosterDuty, ScheduleRow, ZoneTravelTime } from '@limo/domain';
import { api } from '../../api/http';

export interface GridDriver {
  id: number;
  driverNo: string;
  driverNameEng: string;
  driverNameChi: string | null;
  mobileNo: string;
  /** Approved leave of the driver on the grid's date (issue 16). */
  onLeave?: LeaveType;
}
export interface GridVehicle {
  id: number;
  licensePlateNo: string;
  vehicleTypeId: number;
}
export interface ScheduleDay {
  date: string;
  schedules: ScheduleRow[];
  /** Rosters of the day before, the day and the day after; onLeave: approved leave on the duty date (issue 16). */
  rosters: (RosterDuty & { id: number; onLeave?: LeaveType })[];
  drivers: GridDriver[];
  vehicles: GridVehicle[];
  vehicleTypes: { id: number; vehicleType: string; maxCapacity: number | null }[];
  vendors: { id: number; clientCode: string; clientNameEng: string; clientNameChi?: string | null }[];
  /** Approved leave of the branch's drivers touching the day before to the day after: the ON_LEAVE clash (issue 16). */
  leaves?: (DriverLeave & { leaveType: LeaveType })[];
  /** The branch's travel minutes between zones (issue 32): the DRIVER_BUSY travel. */
  zoneTravelTimes?: ZoneTravelTime[];
  parameters: {
    turnaroundMinutes: number;
    smallVehicleMaxCapacity: number;
    specialClientIds: number[];
    filterClientIds: number[];
    defaultTravelMinutes?: number;
  };
}

export interface OrderVehicleChange {
  orderVehicleId: number;
  version: number;
  driverId?: number | null;
  vehicleId?: number | null;
  startDate?: string;
  startTime?: string;
  endDate?: string;
  endTime?: string;
  outsourceVendorId?: number | null;
  outsourceDriverName?: string | null;
  /** What the vendor charges (issue 17): money as text; null clears it. */
  outsourceCost?: string | null;
  override?: boolean;
}

/** The body of a refused clash (409). */
export interface ClashRefusal {
  clashes?: Clash[];
}

export const fetchDay = (date: string) => api<ScheduleDay>(`/api/scheduling/day/${date}`);

export const updateOrderVehicle = (change: OrderVehicleChange) =>
  api<ScheduleRow>('/api/updateOrderVehicle', { method: 'POST', body: change, transform: false });

export const secondCallAssign = (orderVehicleId: number, body: { driverId?: number | null; vehicleId?: number | null; override?: boolean }) =>
  api<ScheduleRow>(`/api/secondCallAssign/${orderVehicleId}`, { method: 'POST', body, transform: false });

export const secondCallRemove = (secondCallId: number) =>
  api<ScheduleRow>(`/api/secondCallRemove/${secondCallId}`, { method: 'POST', body: {}, transform: false });
