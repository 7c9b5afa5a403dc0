import { renderServerText, renderSmsTemplate, type ServerLanguage, smsAddress, type SmsProblem, smsProblemText, srvText } from '@limo/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Principal } from '../../engine/auth.js';
import type { Db } from '../../db/client.js';
import type { Counters } from '../../observability/metrics.js';
import * as t from '../../db/schema/index.js';
import { badRequest } from '../../engine/errors.js';
import { loadSmsFacts, type SmsFacts } from './sms.facts.js';
import type { SmsGateway } from './sms.gateway.js';
import type { OrderSmsBody, OrderSmsPreview, SmsLang, SmsRecipient } from './sms.schemas.js';

/*
 * orderSms (issue 15, docs/order-operations.md "SMS"): the recipient's mobile, the template rendered
 * with the order vehicle, the gateway address; every message tried is logged, sent or not, and the
 * order is never changed.
 */

type Template = typeof t.smses.$inferSelect;
const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export type SmsSettings = { suffix: string; subject: string; countryCode: string };

/** The gateway's system parameters; a missing suffix is '' (smsAddress names the problem). */
export async function readSmsSettings(db: Db): Promise<SmsSettings> {
  const keys = ['smsGatewaySuffix', 'smsSubject', 'smsDefaultCountryCode'];
  const rows = await db.select().from(t.sysParameters).where(inArray(t.sysParameters.parmKey, keys));
  const get = (k: string) => rows.find((r) => r.parmKey === k)?.parmValue?.trim() ?? '';
  return { suffix: get('smsGatewaySuffix'), subject: get('smsSubject') || 'SMS', countryCode: get('smsDefaultCountryCode') || '852' };
}

/** The recipient's mobile on the order, or why there is none. A `mobile` given replaces it. */
function mobileOf(facts: SmsFacts, recipient: SmsRecipient, given: string | undefined): { mobile: string } | { problem: SmsProblem } {
  if (given) return { mobile: given.trim() };
  const job = { job: facts.label };
  switch (recipient) {
    case 'DRIVER':
      if (!facts.driver) return { problem: { code: 'NO_DRIVER', params: job } };
      if (facts.driver.mobile.trim()) return { mobile: facts.driver.mobile.trim() };
      return { problem: { code: 'DRIVER_NO_MOBILE', params: { driver: { en: facts.driver.nameEng, zh: facts.driver.nameChi ?? '' } } } };
    case 'PASSENGER': {
      const pax = facts.paxes.find((p) => p.paxTel?.trim());
      if (pax?.paxTel) return { mobile: pax.paxTel.trim() };
      return { problem: { code: facts.paxes.length ? 'PASSENGER_NO_MOBILE' : 'NO_PASSENGER', params: job } };
    }
    case 'CONTACT':
      return facts.contactTel ? { mobile: facts.contactTel } : { problem: { code: 'NO_CONTACT_TEL', params: job } };
    case 'OTHER':
      return { problem: { code: 'OTHER_NEEDS_MOBILE' } };
  }
}

export interface Prepared {
  facts: SmsFacts;
  template: Template | null;
  mobile: string | null;
  address: string | null;
  problem: SmsProblem | null;
  text: string;
  unknown: string[];
  subject: string;
}

export class OrderSmsService {
  constructor(
    private readonly db: Db,
    private readonly gateway: SmsGateway,
    private readonly counters?: Pick<Counters, 'smsSent'>,
  ) {}

  private async template(smsId: number | null | undefined): Promise<Template | null> {
    if (!smsId) return null;
    const [row] = await this.db.select().from(t.smses).where(eq(t.smses.id, smsId));
    if (!row) throw badRequest(srvText('srv.sms.noTemplate', { id: smsId }), undefined, [{ field: 'smsId', value: smsId }]);
    return row;
  }

  /** Everything but the sending: 404 for an order vehicle out of reach, 400 for a template that does not exist or has no body in the language. */
  async prepare(body: Omit<OrderSmsBody, 'text'>, principal: Principal): Promise<Prepared> {
    const facts = await loadSmsFacts(this.db, body.orderVehicleId, principal.selectedBranchId);
    const template = await this.template(body.smsId);
    const lang: SmsLang = body.lang ?? 'en';
    let rendered = { text: '', unknown: [] as string[] };
    if (template) {
      const source = lang === 'zh' ? template.bodyChi : template.bodyEng;
      if (!source?.trim())
        throw badRequest(srvText(lang === 'zh' ? 'srv.sms.noChinese' : 'srv.sms.noEnglish', { code: template.smsCode }), undefined, [
          { field: 'lang', value: lang },
        ]);
      // A placeholder without a value at the end ({remarks}) leaves no trailing space behind.
      const { text, unknown } = renderSmsTemplate(source, facts.values(lang));
      rendered = { text: text.trim(), unknown };
    }
    const settings = await readSmsSettings(this.db);
    const found = mobileOf(facts, body.recipient, body.mobile);
    const address = 'mobile' in found ? smsAddress(found.mobile, { defaultCountryCode: settings.countryCode, suffix: settings.suffix }) : found;
    return {
      facts,
      template,
      mobile: 'mobile' in found ? found.mobile : null,
      address: 'address' in address ? address.address : null,
      problem: 'problem' in address ? address.problem : null,
      ...rendered,
      subject: settings.subject,
    };
  }

  /** The message as it would go, its problem in `lang` beside its code. */
  async preview(body: Omit<OrderSmsBody, 'text'>, principal: Principal, lang: ServerLanguage): Promise<OrderSmsPreview> {
    const p = await this.prepare(body, principal);
    const problem = p.problem ? renderServerText(lang, smsProblemText(p.problem)) : null;
    return { recipient: body.recipient, mobile: p.mobile, address: p.address, problem, problemCode: p.problem?.code ?? null, text: p.text, unknown: p.unknown };
  }

  /** Sends the message and logs it: the log row, SENT or FAILED with the gateway's reason. */
  async send(body: OrderSmsBody, principal: Principal) {
    const p = await this.prepare(body, principal);
    if (p.problem || !p.mobile || !p.address) {
      const field = body.mobile ? 'mobile' : 'recipient';
      const problem = p.problem && smsProblemText(p.problem);
      throw badRequest(
        problem ? srvText('srv.sms.problem', { english: sentence(renderServerText('en', problem)), problem }) : srvText('srv.sms.noMobile'),
        undefined,
        [{ field, value: body.mobile ?? body.recipient }],
      );
    }
    if (!body.text && !p.template) throw badRequest(srvText('srv.sms.noText'), undefined, [{ field: 'text', value: null }]);
    if (!body.text && p.unknown.length) {
      const names = p.unknown.map((u) => `{${u}}`).join(', ');
      throw badRequest(srvText('srv.sms.unknownPlaceholders', { code: String(p.template?.smsCode), names }), undefined, [
        { field: 'smsId', value: body.smsId },
      ]);
    }
    // The text given is sent as typed: it is the preview the dispatcher edited, or a logged body resent.
    const text = body.text ?? p.text;
    let error: string | null = null;
    try {
      await this.gateway.send({ to: p.address, subject: p.subject, text });
    } catch (err) {
      error = (err instanceof Error ? err.message : String(err)).slice(0, 2000) || 'the SMS gateway refused the message';
    }
    const [row] = await this.db
      .insert(t.orderSmses)
      .values({
        orderId: p.facts.orderId,
        orderVehicleId: p.facts.orderVehicleId,
        smsId: p.template?.id ?? null,
        recipient: body.recipient,
        mobile: p.mobile,
        address: p.address,
        body: text,
        status: error ? 'FAILED' : 'SENT',
        error,
        createBy: principal.username,
        lastUpdateBy: principal.username,
      })
      .returning();
    this.counters?.smsSent(row.status);
    return row;
  }
}
