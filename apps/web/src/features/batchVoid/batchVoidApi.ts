/** The batch void calls (issue 15): genBatchVoidOrder and voidOrderBatch on the node service. */
import { api } from '../../api/http';
import { previewBody, type VoidFilter, type VoidRow } from './batchVoidModel';

export async function previewVoid(f: VoidFilter): Promise<VoidRow[]> {
  return (await api<{ orders: VoidRow[] }>('/node/api/genBatchVoidOrder', { method: 'POST', body: previewBody(f), transform: false })).orders;
}

export const voidOrders = (orderIds: number[], cancelReasonId: number) =>
  api<{ voided: number }>('/node/api/voidOrderBatch', { method: 'POST', body: { orderIds, cancelReasonId }, transform: false });
