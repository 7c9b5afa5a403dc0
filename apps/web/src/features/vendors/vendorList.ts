/** The vendor list of /company/vendor: clients whose code starts with the vendor prefix, with their contacts. */
import { type HalRecord, readList, readPage } from '../../api/hal';
import { api } from '../../api/http';

export interface Vendor extends HalRecord {
  clientCode: string;
  clientNameEng: string;
}

const byEnglishName = (a: HalRecord, b: HalRecord) =>
  String(a.clientNameEng ?? '').localeCompare(String(b.clientNameEng ?? ''), 'en', { sensitivity: 'base' }) || a.id - b.id;

/**
 * The active vendors (GET /node/api/clients?vendor=1, by English name), and with `cancelled`
 * also the cancelled ones (GET /node/api/enqClients?vendor=1&recordStatus=C), merged by name.
 */
export async function listVendors(q: string, cancelled: boolean): Promise<Vendor[]> {
  const query = { vendor: 1, q: q.trim() || undefined };
  const active = readList<Vendor>(await api('/node/api/clients', { query }), 'clients');
  if (!cancelled) return active;
  const rest = readPage<Vendor>(await api('/node/api/enqClients', { query: { ...query, recordStatus: 'C', size: 100 } }), 'clients').rows;
  return [...active, ...rest.filter((r) => !active.some((a) => a.id === r.id))].sort(byEnglishName);
}

/** The vendors' contacts (GET /api/clientContactMaps?contractorFlag=1). */
export async function listVendorContacts(): Promise<HalRecord[]> {
  return readList(await api('/api/clientContactMaps', { query: { contractorFlag: 1 } }), 'clientContactMaps');
}

/** Contacts by client id, each client's sorted by name ignoring case (spec section 9). */
export function contactsByClient(contacts: HalRecord[]): Map<number, HalRecord[]> {
  const out = new Map<number, HalRecord[]>();
  for (const c of contacts) {
    const id = Number(c.clientId);
    const list = out.get(id) ?? [];
    list.push(c);
    out.set(id, list);
  }
  for (const list of out.values())
    list.sort((a, b) =>
      String(a.contactName ?? '')
        .toLowerCase()
        .localeCompare(String(b.contactName ?? '').toLowerCase()),
    );
  return out;
}

/** One contact on one line: name, position, telephone, mobile, email (what is known). */
export function contactLine(c: HalRecord): string {
  return [c.contactName, c.position, c.telNo, c.mobileNo, c.email]
    .map((v) => (v === null || v === undefined ? '' : String(v).trim()))
    .filter(Boolean)
    .join(' · ');
}
