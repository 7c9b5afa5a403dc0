/** The "To confirm" queue's calls (issue 33, docs/portal.md "To confirm"). */
import { portalBookingEn, portalBookingZhHK } from '@limo/domain/i18n/portalBooking';
import { api } from '../../api/http';
import { registerTexts } from '../../i18n';

// The screen's and the menu badge's texts: the badge shows in the shell before the screen ever loads.
registerTexts(portalBookingEn, portalBookingZhHK);

export interface QueueRow {
  id: number;
  orderRefId: string;
  clientId: number;
  clientCode: string;
  clientName: string;
  clientNameChi: string | null;
  bookerName: string;
  bookerUsername: string;
  pickupDate: string | null;
  pickupTime: string | null;
  vehicleTypeId: number | null;
  vehicleType: string | null;
  total: string | null;
  bookedAt: string;
}

export interface QueuePage {
  items: QueueRow[];
  total: number;
  page: number;
  size: number;
}

export const QUEUE_KEY = ['portalQueue'] as const;
export const COUNT_KEY = ['portalQueue', 'count'] as const;
/** The badge's count is read again this often (the queue changes when bookers book, not on this screen). */
export const COUNT_POLL_MS = 60_000;

export const fetchQueue = () => api<QueuePage>('/api/portalOrders', { query: { status: 'P', size: 100 } });
export const fetchQueueCount = async () => (await api<{ count: number }>('/api/portalOrdersCount')).count;
export const confirmPortalOrder = (id: number) => api<unknown>(`/api/confirmPortalOrder/${id}`, { method: 'POST', body: {}, transform: false });
export const rejectPortalOrder = (id: number, reason: string) =>
  api<unknown>(`/api/rejectPortalOrder/${id}`, { method: 'POST', body: { reason: reason.trim() }, transform: false });
