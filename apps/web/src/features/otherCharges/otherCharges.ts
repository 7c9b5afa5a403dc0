/**
 * The calls of the Other Charges screen: every charge with its amounts per vehicle type, the
 * charge dialog (createTariffOCs / updateTariffOCs / getTariffOC) and the new order (reseqTariffOCs).
 */
import type { HalRecord } from '../../api/hal';
import { readList } from '../../api/hal';
import { api } from '../../api/http';
import { listAll } from '../../api/resources';
import type { MasterDetailConfig } from '../../resources/masterDetail/configs';
import { reseqBody, type Sequenced } from './reorder';

export interface Charges {
  charges: HalRecord[];
  /** Amount of each charge by vehicle type id, by charge id. */
  amounts: Map<number, Map<number, string>>;
}

/** Every charge in its saved order, with its amounts. */
export async function loadCharges(): Promise<Charges> {
  const [charges, dtls] = await Promise.all([listAll('tariffOCs', {}, ['seq,asc', 'ocCode,asc']), listAll('tariffOCDtls')]);
  const amounts = new Map<number, Map<number, string>>();
  for (const d of dtls) {
    const byType = amounts.get(Number(d.tariffOcId)) ?? new Map<number, string>();
    byType.set(Number(d.vehicleTypeId), String(d.amount ?? ''));
    amounts.set(Number(d.tariffOcId), byType);
  }
  return { charges, amounts };
}

export async function saveOrder(items: readonly Sequenced[]): Promise<HalRecord[]> {
  return readList(await api('/api/reseqTariffOCs', { method: 'POST', body: reseqBody(items) }), 'tariffOCs');
}

/** The charge dialog: the charge's fields and its amounts per vehicle type, saved in one call. */
export const CHARGE_DIALOG: MasterDetailConfig = {
  children: ['tariffOCDtls'],
  members: [],
  load: async (id) => {
    const answer = await api<HalRecord>(`/api/getTariffOC/${id}`);
    return { record: answer, children: { tariffOCDtls: (answer.tariffOCDtls as HalRecord[] | undefined) ?? [] }, members: {} };
  },
  save: (id, body, version) => {
    if (id !== null) return api<HalRecord>(`/api/updateTariffOCs/${id}`, { method: 'PUT', body, ifMatch: version });
    // A new charge left at sequence 0 goes last (the server gives it the next sequence), not first.
    const { seq, ...rest } = body;
    return api<HalRecord>('/api/createTariffOCs', { method: 'POST', body: Number(seq) ? body : rest });
  },
};
