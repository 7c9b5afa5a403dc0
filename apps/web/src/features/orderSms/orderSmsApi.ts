/** The SMS dialog's calls (issue 15): templates, the preview, orderSms and the order vehicle's message log. */
import { api } from '../../api/http';
import { listAll, listPage } from '../../api/resources';

export const RECIPIENTS = ['DRIVER', 'PASSENGER', 'CONTACT', 'OTHER'] as const;
export type Recipient = (typeof RECIPIENTS)[number];
export type SmsLang = 'en' | 'zh';

export interface SmsTemplate {
  id: number;
  smsCode: string;
  smsDescEng: string;
  recipient: Recipient;
  bodyChi: string | null;
}

export interface SmsPreview {
  recipient: Recipient;
  mobile: string | null;
  address: string | null;
  /** Why the message cannot go to that recipient (no mobile on the order, a malformed one), in the user's language. */
  problem: string | null;
  /** The problem's machine code (NO_DRIVER, TOO_FEW_DIGITS...). */
  problemCode?: string | null;
  text: string;
  unknown: string[];
}

/** A row of the log, as orderSms answers it and GET orderSmses lists it. */
export interface SmsLogRow {
  id: number;
  orderVehicleId: number;
  smsId: number | null;
  recipient: Recipient;
  mobile: string;
  body: string;
  status: 'SENT' | 'FAILED';
  error: string | null;
  sentDt: string;
  createBy?: string;
}

export interface SmsRequest {
  orderVehicleId: number;
  recipient: Recipient;
  mobile?: string;
  smsId?: number | null;
  lang?: SmsLang;
  text: string;
}

export const fetchTemplates = async () => (await listAll('smses', {}, ['smsCode,asc'])) as unknown as SmsTemplate[];

export const fetchPreview = (q: { orderVehicleId: number; recipient: Recipient; smsId: number | null; lang: SmsLang; mobile?: string }) =>
  api<SmsPreview>('/api/orderSmsPreview', { query: { ...q, smsId: q.smsId ?? undefined } });

/** 200 with the log row whether the gateway took it or not; a 400 or 404 throws. */
export const sendSms = (body: SmsRequest) => api<SmsLogRow>('/api/orderSms', { method: 'POST', body, transform: false });

/** The newest 50 messages of the order vehicle. */
export const fetchLog = async (orderVehicleId: number) =>
  (await listPage('orderSmses', { size: 50, sort: ['sentDt,desc', 'id,desc'], filters: { orderVehicleId } })).rows as unknown as SmsLogRow[];
