import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import { API, halPage } from '../../engine/hal.js';
import { callDoc, noBody } from '../../engine/openapi.js';
import { callSchema, idParam, typed } from '../../engine/route-schema.js';
import { type SmsGateway, smsGateway } from '../sms/sms.gateway.js';
import { messageRow, messagesAnswer, messagesQuery } from './messages.schemas.js';
import { listMessages, MESSAGE_LABEL, retryMessage } from './messages.service.js';
import { MessagesWorker } from './worker.js';

const tags = ['Messages'];
// Who reads the SMS log reads this one.
const ordering = { rights: ['ORDERING'] as const };

/**
 * The messages to portal bookers and passengers (issue 33, docs/portal.md "Messages"): the worker that
 * sends them, when this instance runs one (MESSAGES_POLL_MS > 0), and the log with its retry.
 */
export async function messageRoutes(base: FastifyInstance, { db, config, mailer }: { db: Db; config: Config; mailer?: SmsGateway }) {
  const app = typed(base);
  if (config.messagesPollMs > 0) {
    const worker = new MessagesWorker(db, { mailer: mailer ?? smsGateway(config.smtpUrl), pollMs: config.messagesPollMs, log: app.log });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  }

  app.get(
    `${API}/messages`,
    {
      config: ordering,
      schema: callSchema({
        tags,
        summary:
          "The emails and SMS to portal bookers and passengers, newest first, a page at a time: the selected branch's orders' and those about no order; filters status, kind, channel, the days written (from, to) and a search",
        query: messagesQuery,
        answer: messagesAnswer,
      }),
    },
    async (request) => {
      const { rows, page } = await listMessages(db, principalOf(request), request.query);
      return halPage('messages', rows, page, request.url);
    },
  );

  app.post(
    `${API}/messages/:id/retry`,
    {
      config: ordering,
      schema: callDoc({
        params: idParam(MESSAGE_LABEL),
        tags,
        summary:
          'Sends a FAILED message again: PENDING, due now, its tries counted from 0; a PENDING one is answered as it is; a SENT one is 409. Answers the message',
        body: noBody('the message is named by the path'),
        answer: messageRow,
      }),
    },
    async (request) => retryMessage(db, principalOf(request), request.params.id),
  );
}
