import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { sysParameters } from '../../db/schema/index.js';

/** The system parameters every signed-in screen needs; the rest need SYSTEMPARM. */
export const PUBLIC_PARAMETERS = ['defaultErrorMessage', 'elearningUrl'] as const;

export async function parameterRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(
    '/limo/api/publicParameters',
    { config: { rights: ['ALL'] }, schema: { tags: ['System Parameter'], summary: 'defaultErrorMessage and elearningUrl, for every signed-in user' } },
    async () => {
      const rows = await db.select().from(sysParameters).where(inArray(sysParameters.parmKey, [...PUBLIC_PARAMETERS]));
      return Object.fromEntries(PUBLIC_PARAMETERS.map((k) => [k, rows.find((r) => r.parmKey === k)?.parmValue ?? null]));
    },
  );
}
