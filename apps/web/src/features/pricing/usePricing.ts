import { hasRight, nameFields, operatorTimeOfDay, operatorToday, pickLabel, type PricingResult, RESOURCES, type ServiceType } from '@limo/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type HalRecord, readList } from '../../api/hal';
import { api } from '../../api/http';
import { useSession } from '../../app/session/SessionContext';

/*
 * What the price calculator reads and sends: its pick-lists, each from the first list the user may
 * read (so no call is refused), and POST /api/getOrderTariff (issue 8, docs/pricing.md).
 */

export interface PickOption {
  id: number;
  label: string;
}

interface Source {
  path: string;
  list: string;
  /** Who may call it (the server's rights for that list). */
  rights: readonly string[];
  /** The code, then both names, the user's language first (issue 30). */
  label: (r: HalRecord, language?: string) => string;
}

/** A list of the records (path, its embedded name, who may call it) labelled by the code and the collection's names. */
const listOf = (path: string, list: string, rights: readonly string[], code: string, resource = list): Source => {
  const { en, zh } = nameFields(RESOURCES[resource]);
  return { path, list, rights, label: (r, language) => pickLabel(r[code], en && r[en], zh && r[zh], language) };
};

/** /api/lookups/{name} is open to the collection's readers and the readers of every collection that refers to it; it answers both names. */
function lookup(name: string, display: string): Source {
  const referrers = Object.values(RESOURCES).filter((d) => d.fields.some((f) => f.ref?.resource === name));
  return listOf(`/api/lookups/${name}`, name, [RESOURCES[name].rights.read, ...referrers.map((d) => d.rights.read)], display);
}

export type PickKind = 'clients' | 'vehicleTypes' | 'locations' | 'tariffOCs' | 'cancelReasons' | 'paymentMethods';

// The node pick-lists' rights are the server's (modules/files/*.routes.ts).
const NODE_CLIENTS = ['CLIENT', 'ORDERING', 'SCHEDULING', 'VOUCHER', 'ORDERINVOICE', 'INVOICING'];
const NODE_LOCATIONS = ['LOCATION', 'ORDERING', 'SCHEDULING', 'DRIVERJOB', 'LOCATIONPATTERN', 'LOCATIONASSOCIATE'];
const TYPE_ENQUIRY = ['VEHICLETYPE', 'VEHICLE', 'ORDERING', 'SCHEDULING'];

/** The lists each pick-list may come from, best first (the node pick-lists name records more fully). */
export const PICK_SOURCES: Record<PickKind, Source[]> = {
  clients: [listOf('/node/api/clients', 'clients', NODE_CLIENTS, 'clientCode'), lookup('clients', 'clientCode')],
  vehicleTypes: [lookup('vehicleTypes', 'vehicleType'), listOf('/api/enqVehicleTypes', 'vehicleTypes', TYPE_ENQUIRY, 'vehicleType')],
  locations: [listOf('/node/api/locations', 'locations', NODE_LOCATIONS, 'locationCode'), lookup('locations', 'locationCode')],
  tariffOCs: [lookup('tariffOCs', 'ocCode')],
  cancelReasons: [lookup('cancelReasons', 'cancelReasonCode')],
  paymentMethods: [lookup('paymentMethods', 'paymentMethodCode')],
};

/** The first source the user may read, or undefined (the field then takes an id). */
export function pickSource(kind: PickKind, rights: readonly string[]): Source | undefined {
  return PICK_SOURCES[kind].find((s) => hasRight(rights, s.rights as never));
}

/** A pick-list's active records; `options` is null when the user may read no list of them. */
export function usePickList(kind: PickKind): { options: PickOption[] | null; loading: boolean } {
  const rights = useSession().user?.rights ?? [];
  const language = useTranslation().i18n.language;
  const source = pickSource(kind, rights);
  const q = useQuery({
    queryKey: ['pricing', 'pick', source?.path, language],
    queryFn: async () =>
      readList(await api(source?.path ?? ''), source?.list ?? '')
        .filter((r) => !r.recordStatus || r.recordStatus === 'A')
        .map((r) => ({ id: r.id, label: source?.label(r, language) || String(r.id) })),
    enabled: Boolean(source),
    retry: false,
    staleTime: 60_000,
  });
  return { options: source ? (q.data ?? []) : null, loading: Boolean(source) && q.isPending };
}

export interface OcEntry {
  tariffOcId: number | null;
  qty: string;
  /** An at-cost amount (parking); empty: the charge's own amount. */
  amount: string;
}

/** A free address with its pricing zone, where no location is chosen (issue 30 part 3). */
export interface FreePlace {
  address: string;
  zone: string;
}

/** A stop: a location id, or a free address. */
export type StopEntry = number | FreePlace;

export interface CalculatorForm {
  clientId: number | null;
  vehicleTypeId: number | null;
  serviceType: ServiceType;
  serviceDate: string | null;
  pickupTime: string | null;
  pickupLocationId: number | null;
  dropoffLocationId: number | null;
  /** The free address when no pick-up location is chosen, with its zone. */
  pickupAddress?: string;
  pickupZone?: string;
  dropoffAddress?: string;
  dropoffZone?: string;
  stops: StopEntry[];
  hireMinutes: string;
  waitingMinutes: string;
  ocs: OcEntry[];
  voucherNo: string;
}

export interface CalculatorDefaults {
  tariffId?: number;
  vehicleTypeId?: number;
  clientId?: number;
}

/** A new form: the operator's today and time of day, an Arrival. */
export function newForm(defaults: CalculatorDefaults = {}): CalculatorForm {
  return {
    clientId: defaults.clientId ?? null,
    vehicleTypeId: defaults.vehicleTypeId ?? null,
    serviceType: 'Arrival',
    serviceDate: operatorToday(),
    pickupTime: operatorTimeOfDay().slice(0, 5),
    pickupLocationId: null,
    dropoffLocationId: null,
    stops: [],
    hireMinutes: '',
    waitingMinutes: '',
    ocs: [],
    voucherNo: '',
  };
}

const whole = (v: string) => (v.trim() === '' ? null : Number(v));

/** `pickupAddress` and `pickupZone` (or the drop-off's) when no location is chosen and an address is typed; else nothing. */
function freePlace(role: 'pickup' | 'dropoff', locationId: number | null, address = '', zone = ''): Record<string, string | null> {
  if (locationId !== null || !address.trim()) return {};
  return { [`${role}Address`]: address.trim(), [`${role}Zone`]: zone.trim() || null };
}

/** The getOrderTariff body: a Hire has no drop-off or waiting, a transfer no hire minutes; blank charge rows are left out. */
export function pricingBody(f: CalculatorForm): Record<string, unknown> {
  const hire = f.serviceType === 'Hire';
  return {
    clientId: f.clientId,
    vehicleTypeId: f.vehicleTypeId,
    serviceType: f.serviceType,
    serviceDate: f.serviceDate,
    pickupTime: f.pickupTime,
    pickupLocationId: f.pickupLocationId,
    ...freePlace('pickup', f.pickupLocationId, f.pickupAddress, f.pickupZone),
    dropoffLocationId: hire ? null : f.dropoffLocationId,
    ...(hire ? {} : freePlace('dropoff', f.dropoffLocationId, f.dropoffAddress, f.dropoffZone)),
    // A stop row left blank (just added in the order form) is no stop.
    stops: f.stops
      .filter((s) => typeof s === 'number' || s.address.trim())
      .map((s) => (typeof s === 'number' ? s : { address: s.address.trim(), zone: s.zone.trim() || null })),
    hireMinutes: hire ? whole(f.hireMinutes) : null,
    waitingMinutes: hire ? null : whole(f.waitingMinutes),
    ocs: f.ocs
      .filter((o) => o.tariffOcId !== null)
      .map((o) => ({ tariffOcId: o.tariffOcId, qty: whole(o.qty) ?? 1, ...(o.amount.trim() ? { amount: o.amount.trim() } : {}) })),
    voucherNo: f.voucherNo.trim() || null,
  };
}

/** POST /api/getOrderTariff: the lines, or a 400 listing every problem. */
export function priceOrder(body: Record<string, unknown>): Promise<PricingResult> {
  return api<PricingResult>('/api/getOrderTariff', { method: 'POST', body, transform: false });
}
