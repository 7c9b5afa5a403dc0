import { REFUSAL_NAMES, srvText } from '@limo/domain';
import type { OrderImportMapping } from '@limo/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Principal } from '../../engine/auth.js';
import { notFound } from '../../engine/errors.js';

/** The column mapping of each client's spreadsheet, remembered for its next import (one row a client). */
export class OrderImportMappings {
  constructor(private readonly db: Db) {}

  async get(clientId: number): Promise<{ clientId: number; mapping: OrderImportMapping }> {
    const [row] = await this.db.select().from(t.orderImportMappings).where(eq(t.orderImportMappings.clientId, clientId));
    if (!row) throw notFound(srvText('srv.imp.noMapping', { id: clientId }));
    return { clientId, mapping: row.mapping as OrderImportMapping };
  }

  /** Replaces the client's mapping (the last import's wins). */
  async put(clientId: number, mapping: OrderImportMapping, principal: Principal) {
    const [client] = await this.db.select({ id: t.clients.id }).from(t.clients).where(eq(t.clients.id, clientId));
    if (!client) throw notFound(srvText('srv.notFound', { what: REFUSAL_NAMES.client, id: clientId }));
    const m = t.orderImportMappings;
    const who = principal.username;
    await this.db
      .insert(m)
      .values({ clientId, mapping, createBy: who, lastUpdateBy: who })
      .onConflictDoUpdate({ target: m.clientId, set: { mapping, lastUpdateBy: who, lastUpdateDt: new Date(), version: sql`${m.version} + 1` } });
    return { clientId, mapping };
  }
}
