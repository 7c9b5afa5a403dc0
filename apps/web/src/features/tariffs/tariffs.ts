/**
 * The calls of the Tariff screen: the tariffs with the vehicle types each offers, and the tariff
 * dialog (getTariff / createTariffs / updateTariffs), whose vehicle types are ticked in a list.
 */
import type { HalRecord } from '../../api/hal';
import { readList } from '../../api/hal';
import { api } from '../../api/http';
import { listAll } from '../../api/resources';
import type { MasterDetailConfig, MemberOption, MemberSection } from '../../resources/masterDetail/configs';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export interface TariffRow extends HalRecord {
  /** Ids of the vehicle types the tariff offers (of those the user sees). */
  vehicleTypeIds: number[];
}

/** Every tariff by code, with the vehicle types it offers. */
export async function loadTariffs(): Promise<TariffRow[]> {
  const [tariffs, maps] = await Promise.all([listAll('tariffs', {}, ['tariffCode,asc']), listAll('tariffVehicleTypeMaps')]);
  const byTariff = new Map<number, number[]>();
  for (const m of maps) byTariff.set(Number(m.tariffId), [...(byTariff.get(Number(m.tariffId)) ?? []), Number(m.vehicleTypeId)]);
  return tariffs.map((t) => ({ ...t, vehicleTypeIds: byTariff.get(t.id) ?? [] }));
}

const typeOption = (r: HalRecord): MemberOption => ({ id: r.id, code: text(r.vehicleType), name: text(r.vehicleTypeDescEng) });

/** The vehicle types ticked for a tariff: any type the user sees (the lookups call, open to tariff staff). */
export const VEHICLE_TYPES: MemberSection = {
  key: 'vehicleTypes',
  label: { en: 'Vehicle Types', zh: '車種' },
  options: async () => readList(await api('/api/lookups/vehicleTypes'), 'vehicleTypes').map(typeOption),
  load: async (id) => readList(await api(`/api/tariffs/${id}/vehicleTypes`), 'vehicleTypes').map(typeOption),
};

/** The body of createTariffs / updateTariffs: the ticked type ids become the tariff's vehicle type rows. */
export function tariffBody(body: Record<string, unknown>): Record<string, unknown> {
  const { vehicleTypes, ...fields } = body;
  if (!Array.isArray(vehicleTypes)) return fields;
  return { ...fields, tariffVehicleTypeMaps: vehicleTypes.map((vehicleTypeId) => ({ vehicleTypeId })) };
}

export const TARIFF_DIALOG: MasterDetailConfig = {
  children: [],
  members: [VEHICLE_TYPES],
  load: async (id) => {
    const [record, types] = await Promise.all([api<HalRecord>(`/api/getTariff/${id}`), VEHICLE_TYPES.load(id)]);
    return { record, children: {}, members: { [VEHICLE_TYPES.key]: types } };
  },
  save: (id, body, version) =>
    id === null
      ? api<HalRecord>('/api/createTariffs', { method: 'POST', body: tariffBody(body) })
      : api<HalRecord>(`/api/updateTariffs/${id}`, { method: 'PUT', body: tariffBody(body), ifMatch: version }),
};
