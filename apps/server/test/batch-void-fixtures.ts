/** The batch void calls (issue 15); batch-void.test.ts calls each against its documented answer. */
export const BATCH_VOID_ROUTES = ['POST /limo/node/api/genBatchVoidOrder', 'POST /limo/node/api/voidOrderBatch'];
