/*
 * What the scheduling grid works on (issue 10, docs/scheduling.md): the schedule row of spec
 * section 3 (one per order vehicle) and the day's roster of a driver.
 */

/** A second driver and vehicle called to the same order vehicle (secondCallAssign). */
export interface SecondCall {
  id: number;
  driverId: number | null;
  vehicleId: number | null;
  outsourceVendorId: number | null;
  outsourceDriverName: string | null;
}

/** Spec section 3's schedule row, its derived fields, and the optional fields the grid adds. */
export interface ScheduleRow {
  orderVehicleId: number;
  flightEtaDate: string | null;
  flightEtaTime: string | null;
  pickupDate: string;
  pickupTime: string;
  clientTypeId: number;
  orderStatus: string;
  noshowFlag: number;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  clientId: number;
  vehicleTypeId: number;
  driverId: number | null;
  serviceType: string;
  /** Null for a free pick-up address (issue 30 part 3): startLocationCode then holds the address. */
  pickupLocationId: number | null;
  dropoffLocationId: number | null;
  flightNo: string | null;
  outsourceDriverName: string | null;
  outsourceVendorId: number | null;
  isOutsource: boolean;
  outsourceName: string | null;
  outsourceMobile: string | null;
  startLocationId: number | null;
  startLocationCode: string;
  endLocationId: number | null;
  endLocationCode: string;
  // Optional additions (issue 10): what the grid needs to label, assign and open a bar.
  orderId?: number;
  orderRefId?: string;
  /** The order vehicle's version: updateOrderVehicle wants it back. */
  version?: number;
  vehicleId?: number | null;
  clientCode?: string;
  clientShortName?: string | null;
  secondCalls?: SecondCall[];
  /** What the vendor charges for an outsourced job (issue 17), money as text. */
  outsourceCost?: string | null;
  /** The main driver's progress on the job (issue 11): ACK, ON_THE_WAY, ARRIVED, POB, COMPLETED, NO_SHOW. */
  jobStatus?: string | null;
  /** The pick-up's zone (the location's contractLabel, or a free address's chosen zone; issue 32), for the travel rule. */
  pickupZone?: string | null;
  /** The drop-off's zone, likewise. */
  dropoffZone?: string | null;
}

/** A driver's roster on a duty date, as the conflict rules read it. */
export interface RosterDuty {
  id?: number;
  driverId: number;
  dutyDate: string;
  dutyTime: string | null;
  dutyEndTime?: string | null;
  offDutyTime: string | null;
  vehicleId: number | null;
  /** Vehicle changes during the duty. */
  vehicles?: { vehicleId: number; fromTime: string; toTime: string | null }[];
}

/** Approved leave (issue 16 fills it; the rules already read it). */
export interface DriverLeave {
  driverId: number;
  fromDate: string;
  toDate: string;
}
