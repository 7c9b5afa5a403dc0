/** The recalculation calls (issue 15); recalc-orders.test.ts calls each against its documented answer. */
export const RECALC_ROUTES = ['POST /limo/api/createRecalcs', 'POST /limo/api/recalcOrders', 'PUT /limo/api/updateRecalcs/{id}'];
