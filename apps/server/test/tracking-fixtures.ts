/** The tracking link's calls (issue 33): called against their documents in tracking.test.ts. */
export const TRACKING_ROUTES = ['GET /limo/public/track/{token}', 'POST /limo/api/revokeTrackingToken/{id}'];
