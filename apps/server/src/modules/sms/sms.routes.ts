import { RESOURCES } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import type { Counters } from '../../observability/metrics.js';
import { API, toWire } from '../../engine/hal.js';
import { callSchema, typed } from '../../engine/route-schema.js';
import { type SmsGateway, smsGateway } from './sms.gateway.js';
import { orderSmsAnswer, orderSmsBody, orderSmsPreviewAnswer, orderSmsPreviewQuery } from './sms.schemas.js';
import { OrderSmsService } from './sms.service.js';

const tags = ['Orders'];
const ordering = { rights: ['ORDERING'] as const };

/** SMS to drivers and passengers through the email-to-SMS gateway (issue 15, docs/order-operations.md "SMS"). */
export async function smsRoutes(
  base: FastifyInstance,
  { db, config, gateway, counters }: { db: Db; config: Config; gateway?: SmsGateway; counters?: Counters },
) {
  const app = typed(base);
  const sms = new OrderSmsService(db, gateway ?? smsGateway(config.smtpUrl), counters);

  app.post(
    `${API}/orderSms`,
    {
      config: ordering,
      schema: callSchema({
        tags,
        summary:
          "Sends a message about an order vehicle of the selected branch to its driver, passenger, contact or another mobile, through the SMTP gateway (smsGatewaySuffix, smsSubject); answers the log row, SENT or FAILED with the gateway's reason (200 either way). The order is not changed",
        body: orderSmsBody,
        answer: orderSmsAnswer,
      }),
    },
    async (request) => {
      const row = await sms.send(request.body, principalOf(request));
      return toWire(RESOURCES.orderSmses, row);
    },
  );

  app.get(
    `${API}/orderSmsPreview`,
    {
      config: ordering,
      schema: callSchema({
        tags,
        summary:
          "What orderSms would send, without sending: the recipient's mobile and gateway address (or why there is none) and the template rendered with the order vehicle, its unknown placeholders listed",
        query: orderSmsPreviewQuery,
        answer: orderSmsPreviewAnswer,
      }),
    },
    async (request) => sms.preview(request.query, principalOf(request), request.lang),
  );
}
