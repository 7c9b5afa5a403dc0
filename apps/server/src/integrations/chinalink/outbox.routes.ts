import { REFUSAL_NAMES } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import { callDoc, noBody } from '../../engine/openapi.js';
import { wireId } from '../../engine/wire-schemas.js';
import { PARTNER_EVENTS } from './partner-events.js';
import { resendStatus, retryFromLog, retryOutbox } from './outbox-actions.js';
import { OutboxWorker } from './outbox-worker.js';
import { idParam, typed } from '../../engine/route-schema.js';

const tags = ['Order API'];
const NODE = '/limo/node/api/chinaLink';
const orderApi = { rights: ['ORDERAPI'] as const };

const retryAnswer = z.object({
  id: wireId().describe('the outbox message'),
  eventId: z.string(),
  status: z.enum(['PENDING', 'SENT', 'DEAD']),
  nextAttemptAt: z.string(),
});
const resendAnswer = z.object({
  id: wireId().describe("the booking row's id"),
  partnerOrderId: z.string(),
  event: z.enum(PARTNER_EVENTS),
  eventId: z.string().describe('the new event id'),
});

/**
 * The partner outbox (issue 18, docs/partner-feed.md): its worker, when this instance runs one
 * (OUTBOX_POLL_MS > 0), and the dispatcher's resend and retry calls.
 */
export async function chinaLinkOutbox(base: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const app = typed(base);
  if (config.outboxPollMs > 0) {
    const worker = new OutboxWorker(db, { settings: config.chinaLink, pollMs: config.outboxPollMs, leaseMs: config.outboxLeaseMs, log: app.log });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  }

  app.post(
    `${NODE}/updateDriverJobs/:id/1`,
    {
      config: orderApi,
      schema: callDoc({
        params: idParam(REFUSAL_NAMES.partnerBooking),
        tags,
        summary:
          "Sends the booking's current status to the partner again, as a new event with a new eventId: the job's last mark, ASSIGNED when the driver has made none, CANCELLED when cancelled (409 without a driver)",
        body: noBody('the booking row is named by the path'),
        answer: resendAnswer,
      }),
    },
    async (request) => resendStatus(db, principalOf(request), request.params.id),
  );

  app.post(
    `${NODE}/retry/:outboxId`,
    {
      config: orderApi,
      schema: callDoc({
        params: idParam(REFUSAL_NAMES.outboxMessage, 'outboxId'),
        tags,
        summary: 'Makes an undelivered (PENDING or DEAD) outbox message due now; the worker sends it at its next round (409 when delivered already)',
        body: noBody('the outbox message is named by the path'),
        answer: retryAnswer,
      }),
    },
    async (request) => retryOutbox(db, principalOf(request), request.params.outboxId),
  );

  app.post(
    `${NODE}/retryLog/:apiHistoryId`,
    {
      config: orderApi,
      schema: callDoc({
        params: idParam(REFUSAL_NAMES.apiLogRow, 'apiHistoryId'),
        tags,
        summary: 'As retry, for the outbox message an outbound API log row tried to deliver (found by its eventId or tripId)',
        body: noBody('the API log row is named by the path'),
        answer: retryAnswer,
      }),
    },
    async (request) => retryFromLog(db, principalOf(request), request.params.apiHistoryId),
  );
}
