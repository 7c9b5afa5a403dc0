/** The order form's calls (issue 9; docs/ordering.md). Bodies are sent as built: no save transforms. */
import { type HalRecord, readList } from '../../api/hal';
import { api, call } from '../../api/http';
import type { OrderWire } from './orderModel';

export const getOrder = (id: number) => api<OrderWire>(`/api/getOrder/${id}`);

/** createOrder with the form's Idempotency-Key: a double click or a retry makes one order. */
export const createOrder = (body: Record<string, unknown>, idempotencyKey: string) =>
  api<OrderWire>('/api/createOrder', { method: 'POST', body, transform: false, headers: { 'Idempotency-Key': idempotencyKey } });

/** updateOrder of the version read (a 412 when someone else saved meanwhile). */
export const updateOrder = (id: number, body: Record<string, unknown>, version: number) =>
  api<OrderWire>(`/api/updateOrder/${id}`, { method: 'PUT', body, transform: false, ifMatch: version });

export const repriceOrder = (id: number, version: number) =>
  call<OrderWire>(`/api/updateOrderTariff/${id}`, { method: 'POST', ifMatch: version }).then((a) => a.data);

export const orderHistories = async (orderId: number) =>
  readList(await api(`/api/orderHistories`, { query: { orderId, sort: 'createDt,desc', projection: 'shortInfo', size: 100 } }), 'orderHistories');

export const orderPayments = async (orderId: number) => readList(await api(`/api/orderPayments`, { query: { orderId, size: 100 } }), 'orderPayments');

export const createOrderPayment = (body: { orderId: number; paymentMethodId: number; amount: string; paymentDate: string; remarks?: string }) =>
  api<HalRecord>('/api/createOrderPayment', { method: 'POST', body, transform: false });

export const postOrderRef = (body: { orderId: number; agentRef: string; remarks?: string }) =>
  api<HalRecord>('/api/postOrderRef', { method: 'POST', body, transform: false });

export const orderRefs = async (orderId: number) => readList(await api(`/api/orderRefs`, { query: { orderId } }), 'orderRefs');

/** The active events of the client and those of no client. */
export const eventsByClient = async (clientId: number | null) =>
  readList(await api('/api/orderEventsByClient', { method: 'POST', body: { clientId }, transform: false }), 'orderEvents');

/** The client's contacts (suggestions for the contact name and tel). */
export const clientContacts = async (clientId: number) => readList(await api(`/api/clients/${clientId}/clientContacts`), 'clientContacts');
