/** The message log's calls (issue 33, docs/portal.md "Messages"): the page of messages and the retry of a failed one. */
import { api } from '../../api/http';
import { readPage } from '../../api/hal';

import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATUSES } from '@limo/domain';

export { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATUSES };

export interface MessageRow {
  id: number;
  kind: (typeof MESSAGE_KINDS)[number];
  channel: (typeof MESSAGE_CHANNELS)[number];
  recipient: string;
  recipientName: string | null;
  language: 'en' | 'zh-HK';
  subject: string | null;
  body: string;
  orderId: number | null;
  orderRefId: string | null;
  orderVehicleId: number | null;
  status: (typeof MESSAGE_STATUSES)[number];
  attempts: number;
  nextAttemptDt: string;
  lastError: string | null;
  sentDt: string | null;
  createDt: string;
}

export interface MessageFilter {
  status: string;
  kind: string;
  channel: string;
  from: string | null;
  to: string | null;
  search: string;
}

export const NO_FILTER: MessageFilter = { status: '', kind: '', channel: '', from: null, to: null, search: '' };

/** A page of the log, newest first; an empty filter is not sent. */
export async function fetchMessages(f: MessageFilter, page: number, size: number) {
  const query = {
    status: f.status || undefined,
    kind: f.kind || undefined,
    channel: f.channel || undefined,
    from: f.from ?? undefined,
    to: f.to ?? undefined,
    search: f.search.trim() || undefined,
    page,
    size,
  };
  const p = readPage<MessageRow>(await api('/api/messages', { query }), 'messages');
  return { rows: p.rows, total: p.page.totalElements };
}

/** A FAILED message back to PENDING, due now; answers it as it is now. */
export const retryMessage = (id: number) => api<MessageRow>(`/api/messages/${id}/retry`, { method: 'POST', transform: false });
