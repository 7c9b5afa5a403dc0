import { ocAmountRequestSchema, priceLineIn, pricingRequestSchema } from '@limo/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { principalOf } from '../../engine/auth.js';
import { API } from '../../engine/hal.js';
import { callDoc } from '../../engine/openapi.js';
import { ocAmountAnswer, orderTariffAnswer } from './pricing.schemas.js';
import { PricingService } from './pricing.service.js';

/** Who prices: ordering staff, and the tariff staff whose screens show the price calculator (docs/decisions.md). */
export const PRICING_RIGHTS = ['ORDERING', 'TARIFF', 'CLASSRATE', 'CLIENTRATE', 'OTHERCHARGES'] as const;

const tags = ['Pricing'];

/** `POST /limo/api/getOrderTariff` and `POST /limo/api/getOcAmt` (issue 8, docs/pricing.md): they price, they save nothing. */
export async function pricingRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const pricing = new PricingService(db);
  const config = { rights: PRICING_RIGHTS };

  const priceDoc = callDoc({
    tags,
    summary: 'Price one order vehicle as lines a person can check (saves nothing); a 400 lists every missing or unknown input',
    body: pricingRequestSchema,
    answer: orderTariffAnswer,
  });
  app.post(`${API}/getOrderTariff`, { config, schema: priceDoc }, async (request) => {
    const result = await pricing.price(request.body, principalOf(request).selectedBranchId);
    // The lines in the reader's language (issue 30); their keys stay beside them for programs.
    return { ...result, lines: result.lines.map((l) => priceLineIn(request.lang, l)) };
  });

  const ocDoc = callDoc({
    tags,
    summary: 'The unit amount of one other charge for a client and vehicle type on a date, and where it came from',
    body: ocAmountRequestSchema,
    answer: ocAmountAnswer,
  });
  app.post(`${API}/getOcAmt`, { config, schema: ocDoc }, async (request) =>
    pricing.ocAmount(request.body, principalOf(request).selectedBranchId, request.lang),
  );
}
