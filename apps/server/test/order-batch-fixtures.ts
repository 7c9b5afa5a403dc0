/** The batch-create calls (issue 15), called against their documented answers in order-batch.test.ts. */
export const ORDER_BATCH_ROUTES = [
  'POST /limo/api/createOrderBatch',
  'GET /limo/api/orderImportMappings/{clientId}',
  'PUT /limo/api/orderImportMappings/{clientId}',
];
