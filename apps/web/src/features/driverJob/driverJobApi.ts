/** The driver job screen's calls (issue 11). Bodies carry ISO instants in *Time fields: no save transforms. */
import { readList } from '../../api/hal';
import { api } from '../../api/http';
import type { DriverJobDay, JobMileage, JobUpdate, PetrolBody, ReviewJob } from './driverJobModel';

export interface PickDriver {
  id: number;
  driverNo: string;
  driverNameEng: string;
  driverNameChi?: string | null;
}

const send = { transform: false } as const;

/** Active drivers of the selected branch, by driver number. */
export const fetchDrivers = async () =>
  readList<PickDriver>(await api('/node/api/drivers'), 'drivers').sort((a, b) => a.driverNo.localeCompare(b.driverNo, undefined, { numeric: true }));

export const fetchDriverDay = (driverId: number, dutyDate: string) => api<DriverJobDay>(`/node/api/driverJobs/${driverId}/${dutyDate}`);

export const updateJob = (body: JobUpdate) => api<ReviewJob>('/api/updateOrderByDriverJob', { ...send, method: 'POST', body });

export const saveMileage = (orderVehicleId: number, body: JobMileage) =>
  api(`/node/api/driverJobs/${orderVehicleId}/mileage`, { ...send, method: 'POST', body });

export const addPetrol = (orderVehicleId: number, body: PetrolBody) => api(`/node/api/driverJobs/${orderVehicleId}/petrols`, { ...send, method: 'POST', body });

export const updatePetrol = (id: number, body: PetrolBody) => api(`/node/api/driverJobPetrols/${id}`, { ...send, method: 'PUT', body });

export const deletePetrol = (id: number) => api(`/node/api/driverJobPetrols/${id}`, { method: 'DELETE' });
