/**
 * The records edited with their children in one dialog and saved in one call, and the calls
 * that read and save each (spec section 7, docs/decisions.md "Operation files").
 */
import type { Label } from '@limo/domain';
import type { HalRecord } from '../../api/hal';
import { readList } from '../../api/hal';
import { api } from '../../api/http';
import { listAll } from '../../api/resources';

/** One pickable member of a group (a client type of a client type group, a client of a client group). */
export interface MemberOption {
  id: number;
  code: string;
  /** The English name; `nameZh` the Chinese one, shown in zh-HK when there is one. */
  name: string;
  nameZh?: string;
}

/** A member list saved with its group as a list of ids under `key`. */
export interface MemberSection {
  key: string;
  label: Label;
  /** Every record that may be picked. */
  options: () => Promise<MemberOption[]>;
  /** The group's members now. */
  load: (groupId: number) => Promise<MemberOption[]>;
}

export interface Loaded {
  record: HalRecord;
  children: Record<string, HalRecord[]>;
  members: Record<string, MemberOption[]>;
}

export interface MasterDetailConfig {
  /** Child collections edited as rows (names from the definition's `children`). */
  children: string[];
  members: MemberSection[];
  load: (id: number) => Promise<Loaded>;
  /** Creates (id null) or updates the version read (If-Match: a stale one answers 412); answers the saved record. */
  save: (id: number | null, body: Record<string, unknown>, version?: number) => Promise<HalRecord>;
}

/** A record read with its child lists in one call (getClient, getDriver, getPetrolStation). */
function aggregate(children: string[], read: string, save: MasterDetailConfig['save']): MasterDetailConfig {
  return {
    children,
    members: [],
    load: async (id) => {
      const answer = await api<HalRecord>(`/api/${read}/${id}`);
      const lists = Object.fromEntries(children.map((c) => [c, Array.isArray(answer[c]) ? (answer[c] as HalRecord[]) : []]));
      return { record: answer, children: lists, members: {} };
    },
    save,
  };
}

const post = (path: string, body: Record<string, unknown>, ifMatch?: number) => api<HalRecord>(path, { method: 'POST', body, ifMatch });
const put = (path: string, body: Record<string, unknown>, ifMatch?: number) => api<HalRecord>(path, { method: 'PUT', body, ifMatch });

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const clientOption = (r: HalRecord): MemberOption => ({ id: r.id, code: text(r.clientCode), name: text(r.clientNameEng), nameZh: text(r.clientNameChi) });
const clientTypeOption = (r: HalRecord): MemberOption => ({
  id: r.id,
  code: text(r.clientTypeCode),
  name: text(r.clientTypeDescEng),
  nameZh: text(r.clientTypeDescChi),
});

/** A group record with its member list (createClientGroups / updateClientGroups and the type-group pair). */
function group(resource: string, member: MemberSection, create: string, update: string): MasterDetailConfig {
  return {
    children: [],
    members: [member],
    load: async (id) => {
      const [record, members] = await Promise.all([api<HalRecord>(`/api/${resource}/${id}`), member.load(id)]);
      return { record, children: {}, members: { [member.key]: members } };
    },
    save: (id, body, version) => (id === null ? post(`/api/${create}`, body) : put(`/api/${update}/${id}`, body, version)),
  };
}

export const MASTER_DETAIL: Record<string, MasterDetailConfig> = {
  clients: aggregate(['clientContacts', 'clientDiscounts', 'clientInvoiceMiscs'], 'getClient', (id, body, version) =>
    id === null ? post('/api/createClients', body) : put(`/api/updateClients/${id}`, body, version),
  ),
  drivers: aggregate(['driverLicenses', 'driverLanguages', 'driverContacts'], 'getDriver', (id, body, version) =>
    id === null ? post('/api/upsertDriver', body) : post('/api/upsertDriver', { id, ...body }, version),
  ),
  petrolStations: aggregate(['petrolStationPs', 'petrolStationDs'], 'getPetrolStation', (id, body, version) =>
    id === null ? post('/api/createPetrolStations', body) : put(`/api/updatePetrolStations/${id}`, body, version),
  ),
  clientTypeGroups: group(
    'clientTypeGroups',
    {
      key: 'clientTypes',
      label: { en: 'Client Types', zh: '客戶類別' },
      options: async () => (await listAll('clientTypes', {}, ['clientTypeCode,asc'])).map(clientTypeOption),
      load: async (id) => readList(await api(`/api/clientTypeGroups/${id}/clientTypes`), 'clientTypes').map(clientTypeOption),
    },
    'createClientTypeGroups',
    'updateClientTypeGroups',
  ),
  clientGroups: group(
    'clientGroups',
    {
      key: 'clients',
      label: { en: 'Clients', zh: '客戶' },
      // The pick-list of active clients (readable with ORDERING too, unlike /api/clients).
      options: async () => readList(await api('/node/api/clients'), 'clients').map(clientOption),
      load: async (id) => readList(await api(`/api/clientGroups/${id}/clients`), 'clients').map(clientOption),
    },
    'createClientGroups',
    'updateClientGroups',
  ),
};
