import { type Bilingual, renderWith, type ServerLanguage } from './serverMessages.js';

/*
 * Refusals the domain rules word (issue 30 parts 1 and 5): vouchers, order status moves, driver job
 * marks and corrections. The rules answer a key with parameters; the server renders it in the
 * request's language, the web app's English callers through `ruleEnglish` (this table only).
 */

export const serverRulesEn = {
  'srv.vch.earlier': 'an earlier service',
  'srv.vch.redeemedFor': 'Voucher {{no}} was redeemed already, for {{date}}',
  'srv.vch.void': 'Voucher {{no}} is void',
  'srv.vch.serviceDate': 'The service date must be a date YYYY-MM-DD',
  'srv.vch.expired': 'Voucher {{no}} expired on {{date}}',
  'srv.vch.notYet': 'Voucher {{no}} is valid from {{date}}',
  'srv.vch.redeemedNoVoid': 'Voucher {{no}} was redeemed for {{date}}: a redeemed voucher cannot be voided',
  'srv.vch.voidAlready': 'Voucher {{no}} is void already',
  'srv.vch.redeemedNoChange': 'Voucher {{no}} is redeemed: it can no longer be changed',
  'srv.vch.voidNoChange': 'Voucher {{no}} is void: it can no longer be changed',
  'srv.vch.statusByAction': 'The status of Voucher {{no}} is changed by redeeming it (redeemVoucher) or voiding it (voidVoucher), not by editing it',
  'srv.ord.move': 'An order of status {{from}} cannot become {{to}} (it may become {{allowed}})',
  'srv.ord.moveFromVoid': 'An order of status {{from}} cannot become {{to}} (a void order stays void)',
  'srv.ord.reasonCancel': 'A cancel reason is required to make the order cancelled',
  'srv.ord.reasonVoid': 'A cancel reason is required to make the order void',
  'srv.job.alreadyNoShow': 'The job is already a no-show',
  'srv.job.alreadyCompleted': 'The job is already completed',
  'srv.job.onBoard': 'The passenger is on board: a no-show cannot be marked',
  'srv.job.back': 'The job is already at {{current}}: {{next}} would go back',
  'srv.jc.notTime': '{{stamp}} is not a time',
  'srv.jc.both': 'A job cannot have both a passenger on board and a no-show',
  'srv.jc.before': '{{stamp}} cannot be before {{other}}',
  'srv.jc.chooseStatus': 'Choose a job status for the times entered, or clear them',
  'srv.jc.enterTime': 'Enter the {{stamp}} time for status {{status}}',
  'srv.jc.beyond': '{{stamp}} is set but the job status is {{status}}',
} as const;

export type RuleKey = keyof typeof serverRulesEn;

export const serverRulesZhHK: Record<RuleKey, string> = {
  'srv.vch.earlier': '較早的服務',
  'srv.vch.redeemedFor': '禮券 {{no}} 已兌換（服務日期 {{date}}）',
  'srv.vch.void': '禮券 {{no}} 已作廢',
  'srv.vch.serviceDate': '服務日期必須是日期（YYYY-MM-DD）',
  'srv.vch.expired': '禮券 {{no}} 已於 {{date}} 到期',
  'srv.vch.notYet': '禮券 {{no}} 由 {{date}} 起才生效',
  'srv.vch.redeemedNoVoid': '禮券 {{no}} 已兌換（服務日期 {{date}}）：已兌換的禮券不能作廢',
  'srv.vch.voidAlready': '禮券 {{no}} 已作廢',
  'srv.vch.redeemedNoChange': '禮券 {{no}} 已兌換：不能再更改',
  'srv.vch.voidNoChange': '禮券 {{no}} 已作廢：不能再更改',
  'srv.vch.statusByAction': '禮券 {{no}} 的狀態須以兌換（redeemVoucher）或作廢（voidVoucher）更改，不能直接編輯',
  'srv.ord.move': '狀態 {{from}} 的訂單不能改為 {{to}}（可改為 {{allowed}}）',
  'srv.ord.moveFromVoid': '狀態 {{from}} 的訂單不能改為 {{to}}（已作廢的訂單保持作廢）',
  'srv.ord.reasonCancel': '取消訂單須選擇取消原因',
  'srv.ord.reasonVoid': '作廢訂單須選擇取消原因',
  'srv.job.alreadyNoShow': '此工作已標記為客人未到',
  'srv.job.alreadyCompleted': '此工作已完成',
  'srv.job.onBoard': '乘客已上車：不能標記客人未到',
  'srv.job.back': '此工作已到 {{current}}：改為 {{next}} 會倒退',
  'srv.jc.notTime': '{{stamp}}不是有效的時間',
  'srv.jc.both': '同一工作不能同時有「已上車」及「客人未到」',
  'srv.jc.before': '{{stamp}}不可早於{{other}}',
  'srv.jc.chooseStatus': '已輸入時間：請選擇工作狀態，或清除時間',
  'srv.jc.enterTime': '狀態 {{status}} 須輸入{{stamp}}時間',
  'srv.jc.beyond': '已輸入{{stamp}}時間，但工作狀態是 {{status}}',
};

/** A rule's refusal: its key and parameters (a ServerText the server renders in the reader's language). */
export interface RuleText {
  key: RuleKey;
  params?: Record<string, string | number | Bilingual | RuleText>;
}

export const ruleText = (key: RuleKey, params?: RuleText['params']): RuleText => (params ? { key, params } : { key });

const TABLES: Record<ServerLanguage, Record<string, string>> = { en: serverRulesEn, 'zh-HK': serverRulesZhHK };

/** The refusal in English, for callers that show the rule's English words. */
export function ruleEnglish(ref: RuleText): string;
export function ruleEnglish(ref: RuleText | null | undefined): string | undefined;
export function ruleEnglish(ref: RuleText | null | undefined): string | undefined {
  return ref ? renderWith(TABLES, 'en', ref) : undefined;
}
