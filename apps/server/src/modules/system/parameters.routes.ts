import { operatorTimeZone } from '@limo/domain';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { sysParameters } from '../../db/schema/index.js';

/** The system parameters every signed-in screen needs; the rest need SYSTEMPARM. The answer adds the operator's time zone. */
export const PUBLIC_PARAMETERS = ['defaultErrorMessage', 'elearningUrl'] as const;

export async function parameterRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(
    '/limo/api/publicParameters',
    { config: { rights: ['ALL'] }, schema: { tags: ['System Parameter'], summary: 'defaultErrorMessage, elearningUrl and the operator time zone (TZ_OPERATOR), for every signed-in user' } },
    async () => {
      const rows = await db.select().from(sysParameters).where(inArray(sysParameters.parmKey, [...PUBLIC_PARAMETERS]));
      const parameters = Object.fromEntries(PUBLIC_PARAMETERS.map((k) => [k, rows.find((r) => r.parmKey === k)?.parmValue ?? null]));
      // The web takes today and formats stamps in this zone, wherever the browser runs.
      return { ...parameters, timeZone: operatorTimeZone() };
    },
  );
}
