/** The order form's reads about the person booked (issue 30 part 8b): called against their documents in order-repeat.test.ts. */
export const REPEAT_ROUTES = ['POST /limo/api/findDuplicateBookings', 'GET /limo/api/recentTrips'];
