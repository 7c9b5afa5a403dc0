import * as t from '../../../db/schema/index.js';

/** What a row about one order vehicle names (outsource P&L, reduce pay): needs orders and clients joined. */
export const orderVehicleColumns = {
  orderVehicleId: t.orderVehicles.id,
  orderId: t.orderVehicles.orderId,
  pickupDate: t.orderVehicles.pickupDate,
  orderRefId: t.orders.orderRefId,
  clientId: t.orders.clientId,
  clientCode: t.clients.clientCode,
  serviceType: t.orderVehicles.serviceType,
};
