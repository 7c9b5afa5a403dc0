import {
  FREE_PLACE_ID,
  type PricingRequest,
  idSchema,
  type OcAmountResult,
  ocAmount,
  ocAmountRequestSchema,
  PricingError,
  type RateCardInput,
  type ServerLanguage,
  type PricingResult,
  priceOrderVehicle,
  pricingRequestSchema,
  REFUSAL_NAMES,
  srvText,
  type ServerText,
  type Bilingual,
  renderServerText,
} from '@limo/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../engine/errors.js';
import { describeIssueTexts } from '../../engine/field-text.js';
import { type Loaded, RateCardLoader } from './rate-card.loader.js';

/*
 * getOrderTariff and getOcAmt: the body is read by the domain's schema, the rate card loaded for
 * the selected branch, and the domain prices it. Nothing is saved. Every refusal is a 400 whose
 * `errors` list every problem: the body's, the unknown records it names, then the engine's.
 */

export type OrderPricing = Pick<RateCardInput, 'voucherHeldByOrder' | 'orderOCDiscounts'>;

const outOfBranch = (id: number) => srvText('srv.price.typeOutOfBranch', { id });
/** A stop's place in both languages ("stop 2"). */
const stopRole = (n: number): Bilingual => ({ en: `stop ${n}`, zh: `第 ${n} 個停站` });

export class PricingService {
  private readonly loader: RateCardLoader;

  constructor(
    private readonly db: Db,
    loader?: RateCardLoader,
  ) {
    this.loader = loader ?? new RateCardLoader(db);
  }

  /** A pricing of the same rules that reads each rate-card record once for its lifetime: one batch of orders. */
  forBatch(): PricingService {
    return new PricingService(this.db, this.loader.memoized(this.db));
  }

  /** `order` carries what a saved order adds when it is priced again: its redeemed voucher, its own charge discounts. */
  async price(body: unknown, branch: number, order: OrderPricing = {}): Promise<PricingResult> {
    const request = await this.parse(pricingRequestSchema, body, branch);
    await this.checkZones(request);
    const loaded = await this.loader.load(request, branch);
    const card = { ...loaded.card, ...order };
    return engine(loaded, request.vehicleTypeId, () => priceOrderVehicle(request, card));
  }

  /** A free address's zone must be the contractLabel of an active location (issue 30 part 3), else a 400 naming each. */
  private async checkZones(request: PricingRequest): Promise<void> {
    const free = request.freePlaces ?? [];
    const zoneOf = (z: string | null | undefined) => (z ?? '').trim().toUpperCase();
    const known = await this.loader.knownZones([...new Set(free.map((p) => zoneOf(p.contractLabel)))]);
    const unknown = free.filter((p) => !known.has(zoneOf(p.contractLabel)));
    if (unknown.length === 0) return;
    const where = (id: number) =>
      id === FREE_PLACE_ID.pickup
        ? { role: REFUSAL_NAMES.pickup, field: 'pickupZone' }
        : id === FREE_PLACE_ID.dropoff
          ? { role: REFUSAL_NAMES.dropoff, field: 'dropoffZone' }
          : { role: stopRole(FREE_PLACE_ID.stop(0) - id + 1), field: `stops[${FREE_PLACE_ID.stop(0) - id}].zone` };
    const messages = unknown.map((p) => srvText('srv.price.unknownZone', { zone: String(p.contractLabel), role: where(p.id).role }));
    throw badRequest(
      messages[0],
      messages,
      unknown.map((p) => ({ field: where(p.id).field, value: p.contractLabel })),
    );
  }

  async ocAmount(body: unknown, branch: number, lang: ServerLanguage = 'en'): Promise<OcAmountResult> {
    const request = await this.parse(ocAmountRequestSchema, body, branch);
    const loaded = await this.loader.loadOc(request, branch);
    return engine(loaded, request.vehicleTypeId, () => ocAmount(request, loaded.card, lang));
  }

  /** The body, or a 400 listing its problems and the records it names that do not exist. */
  private async parse<S extends z.ZodType>(schema: S, body: unknown, branch: number): Promise<z.output<S>> {
    const result = schema.safeParse(body);
    if (result.success) return result.data;
    const problems = describeIssueTexts(undefined, result.error.issues, body);
    const messages = [...problems.map((p) => p.text), ...(await this.unknownNamed(body, branch))];
    throw badRequest(
      messages[0],
      messages,
      problems.map((p) => ({ field: p.field, value: p.value })),
    );
  }

  /** The ids of a broken body that are ids but name no record (the engine's words for them). */
  private async unknownNamed(body: unknown, branch: number): Promise<ServerText[]> {
    return (await this.unknownReferences(body, branch)).map((r) => r.text);
  }

  /**
   * The ids of a body in getOrderTariff's names (clientId, vehicleTypeId, pick-up, drop-off, stops,
   * ocs) that are ids but name no record of the branch, each with its field; other values are skipped.
   */
  async unknownReferences(body: unknown, branch: number): Promise<UnknownReference[]> {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
    const b = body as Record<string, unknown>;
    const id = (v: unknown) => {
      const r = idSchema().safeParse(v);
      return r.success ? r.data : undefined;
    };
    const roles: [number | undefined, Bilingual, string][] = [
      [id(b.pickupLocationId), REFUSAL_NAMES.pickup, 'pickupLocationId'],
      [id(b.dropoffLocationId), REFUSAL_NAMES.dropoff, 'dropoffLocationId'],
      ...(Array.isArray(b.stops)
        ? b.stops.map((s, i): [number | undefined, Bilingual, string] =>
            s && typeof s === 'object'
              ? [id((s as Record<string, unknown>).locationId), stopRole(i + 1), `stops[${i}].locationId`]
              : [id(s), stopRole(i + 1), `stops[${i}]`],
          )
        : []),
    ];
    const ocs: [number | undefined, string][] = [
      ...(Array.isArray(b.ocs)
        ? b.ocs.map((o, i): [number | undefined, string] => [
            id(o && typeof o === 'object' ? (o as Record<string, unknown>).tariffOcId : undefined),
            `ocs[${i}].tariffOcId`,
          ])
        : []),
      [id(b.tariffOcId), 'tariffOcId'],
    ];
    const ocIds = ocs.flatMap(([oc]) => (oc === undefined ? [] : [oc]));
    const found = await this.loader.known(
      { clientId: id(b.clientId), vehicleTypeId: id(b.vehicleTypeId), locationIds: roles.flatMap(([l]) => (l === undefined ? [] : [l])), ocIds },
      branch,
    );
    const out: UnknownReference[] = [];
    const push = (field: string, value: number, text: ServerText) => out.push({ field, value, text, message: renderServerText('en', text) });
    if (found.clientId !== undefined && !found.client) push('clientId', found.clientId, srvText('srv.price.noClient', { id: found.clientId }));
    if (found.vehicleTypeId !== undefined && found.vehicleType !== 'yes') {
      const id = found.vehicleTypeId;
      push('vehicleTypeId', id, found.vehicleType === 'outOfBranch' ? outOfBranch(id) : srvText('srv.price.noType', { id }));
    }
    for (const [l, role, field] of roles) if (l !== undefined && !found.locations.has(l)) push(field, l, srvText('srv.price.noLocation', { id: l, role }));
    const told = new Set<number>();
    for (const [oc, field] of ocs) {
      if (oc === undefined || found.ocs.has(oc) || told.has(oc)) continue;
      told.add(oc);
      push(field, oc, srvText('srv.price.noOc', { id: oc }));
    }
    return out;
  }
}

/** An id of a body that names no record: its field in the body, the id and the engine's words. */
export interface UnknownReference {
  field: string;
  value: number;
  message: string;
  text: ServerText;
}

/** Runs the engine; its refusal is a 400 with every problem (a type of another branch said so). */
function engine<T>(loaded: Loaded<unknown>, vehicleTypeId: number, run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (!(err instanceof PricingError)) throw err;
    const unknownType = `Vehicle type ${vehicleTypeId} does not exist`;
    // The engine words its refusals in English: Chinese says what the refusal's kind asks to do.
    const kind = `srv.price.${err.code}` as const;
    const problems = err.problems.map((p) => (loaded.vehicleTypeOutOfBranch && p === unknownType ? outOfBranch(vehicleTypeId) : srvText(kind, { english: p })));
    throw badRequest(problems[0], problems);
  }
}
