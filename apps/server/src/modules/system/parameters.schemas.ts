import { z } from 'zod';
import { PUBLIC_PARAMETERS } from './parameters.service.js';

/** publicParameters' answer: each public parameter (null when missing) and the operator's time zone. */
export const publicParametersAnswer = z.strictObject({
  ...Object.fromEntries(PUBLIC_PARAMETERS.map((k) => [k, z.string().nullable()])),
  timeZone: z.string().describe('the operator time zone (IANA name, TZ_OPERATOR)'),
});
