import type { JobStatus, JobTimeField } from './job-status.js';

/*
 * A driver's job as the jobs page and the driver job screen receive it (issue 11): GET
 * /limo/driver/api/jobs and GET /limo/node/api/driverJobs/{driverId}/{dutyDate}.
 */

export interface JobPlace {
  /** Null for a free address (issue 30 part 3): `name` and `address` then hold the address, `code` its zone. */
  locationId: number | null;
  code: string;
  name: string;
  address: string | null;
}

export interface JobPetrol {
  /** Absent only on the phone, for a petrol still waiting in its queue. */
  id?: number;
  litres: string;
  amount: string;
  receiptNo: string | null;
}

export interface DriverJob extends Record<JobTimeField, string | null> {
  orderVehicleId: number;
  orderId: number;
  orderRefId: string;
  /** The order vehicle's version. */
  version: number;
  driverJobId: number | null;
  pickupDate: string;
  pickupTime: string;
  startTime: string;
  endTime: string;
  serviceType: string;
  flightNo: string | null;
  flightEtaTime: string | null;
  paxCount: number;
  luggageCount: number | null;
  passengers: { name: string; tel: string | null }[];
  pickup: JobPlace;
  stops: JobPlace[];
  dropoff: JobPlace | null;
  /** The order vehicle's remarks (for the driver). */
  remarks: string | null;
  /** The driver job's own remarks (the supervisor's). */
  jobRemarks: string | null;
  contact: { name: string | null; tel: string | null };
  licensePlateNo: string | null;
  vehicleId: number | null;
  /** A second call: this driver goes beside the main one. */
  secondCall: boolean;
  jobStatus: JobStatus | null;
  mileage: { startMileage: number | null; endMileage: number | null };
  petrols: JobPetrol[];
}

export interface DriverJobDay {
  dutyDate: string;
  driver: { driverId: number; driverNo: string; driverNameEng: string; driverNameChi?: string | null };
  jobs: DriverJob[];
  /** POB and COMPLETED may be marked from this many minutes before the pick-up; absent from an older server or cache. */
  earliestPobMinutes?: number;
}
