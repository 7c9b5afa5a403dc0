/*
 * Texts the server composes for a person (issue 30 part 1): refusals, clashes, standard errors.
 * The server renders them in the request's language (Accept-Language) and keeps the machine code
 * beside the text; the web app renders the same keys where it judges the same rule itself (clashes).
 */

export const serverMessagesEn = {
  'srv.unauthorized': 'Sign in again: your session is not valid',
  'srv.signIn.noToken': 'Sign in first: no token was sent',
  'srv.signIn.tokenInvalid': 'Sign in again: the token is expired or not valid',
  'srv.signIn.sessionEnded': 'Sign in again: the session has ended',
  'srv.signIn.wrong': 'Wrong username or password',
  'srv.signIn.refreshInvalid': 'Sign in again: the refresh token is not valid',
  'srv.signIn.refreshReused': 'Sign in again: this refresh token was already used, so its session has been ended',
  'srv.driver.noToken': 'Sign in first: no driver token was sent',
  'srv.driver.tokenInvalid': 'Sign in again: the driver token is expired or not valid',
  'srv.driver.inactive': 'Sign in again: this driver login is no longer active',
  'srv.driver.wrong': 'Wrong driver number or password',
  'srv.noRight': 'You do not have the right {{right}}',
  'srv.branchRefused': 'You may not work in branch {{branch}}',
  'srv.notFound': '{{what}} {{id}} not found',
  'srv.noSuchPath': 'No such path: {{method}} {{path}}',
  'srv.dbTimeout': 'The database took too long to answer: try again shortly',
  'srv.dbDown': 'The database cannot be reached just now: try again shortly',
  'srv.failed': 'The server failed to process the request',
  'srv.clash.driverBusy': 'Driver {{driver}} is busy {{span}} with another job ({{minutes}} min turnaround)',
  'srv.clash.driverBusyTravel':
    'Driver {{driver}} is busy {{span}} with another job ({{minutes}} min turnaround and {{travel}} min travel from {{from}} to {{to}})',
  'srv.clash.offDuty': 'Driver {{driver}} is off duty during {{span}} (duty {{duties}})',
  'srv.clash.noDuty': 'Driver {{driver}} has no duty rostered for {{date}} {{time}}',
  'srv.clash.onLeave': 'Driver {{driver}} is on approved leave on {{date}}',
  'srv.clash.vehicleBusy': '{{vehicle}} is on another job {{span}}',
  'srv.clash.vehicleWithDriver': '{{vehicle}} is with Driver {{driver}} {{span}}',
  'srv.clash.many': '{{count}} clashes: {{first}}; ...',
  'srv.markTooEarly': '{{status}} can be marked from {{minutes}} minutes before the pick-up at {{date}} {{time}}',
  'srv.capacity.pax': "{{place}}.paxCount: {{pax}} passengers exceed the {{type}}'s capacity of {{max}}: choose a larger type or give capacityOverrideReason",
  'srv.capacity.luggage':
    "{{place}}.luggageCount: {{luggage}} pieces of luggage exceed the {{type}}'s luggage capacity of {{max}}: choose a larger type or give capacityOverrideReason",
} as const;

export type ServerMessageKey = keyof typeof serverMessagesEn;

export const serverMessagesZhHK: Record<ServerMessageKey, string> = {
  'srv.unauthorized': '請重新登入：登入狀態已失效',
  'srv.signIn.noToken': '請先登入：沒有送出登入憑證',
  'srv.signIn.tokenInvalid': '請重新登入：登入憑證已過期或無效',
  'srv.signIn.sessionEnded': '請重新登入：登入時段已結束',
  'srv.signIn.wrong': '用戶名稱或密碼錯誤',
  'srv.signIn.refreshInvalid': '請重新登入：更新憑證無效',
  'srv.signIn.refreshReused': '請重新登入：此更新憑證已被使用，其登入時段已結束',
  'srv.driver.noToken': '請先登入：沒有送出司機登入憑證',
  'srv.driver.tokenInvalid': '請重新登入：司機登入憑證已過期或無效',
  'srv.driver.inactive': '請重新登入：此司機登入已停用',
  'srv.driver.wrong': '司機編號或密碼錯誤',
  'srv.noRight': '你沒有 {{right}} 權限',
  'srv.branchRefused': '你不可在分行 {{branch}} 工作',
  'srv.notFound': '找不到{{what}} {{id}}',
  'srv.noSuchPath': '找不到路徑：{{method}} {{path}}',
  'srv.dbTimeout': '資料庫回應逾時：請稍後再試',
  'srv.dbDown': '暫時無法連接資料庫：請稍後再試',
  'srv.failed': '伺服器未能處理此請求',
  'srv.clash.driverBusy': '司機 {{driver}} 於 {{span}} 已有工作（轉場時間 {{minutes}} 分鐘）',
  'srv.clash.driverBusyTravel': '司機 {{driver}} 於 {{span}} 已有工作（轉場時間 {{minutes}} 分鐘，由 {{from}} 往 {{to}} 車程 {{travel}} 分鐘）',
  'srv.clash.offDuty': '司機 {{driver}} 於 {{span}} 不在值班時間（值班 {{duties}}）',
  'srv.clash.noDuty': '司機 {{driver}} 於 {{date}} {{time}} 沒有排班',
  'srv.clash.onLeave': '司機 {{driver}} 於 {{date}} 已獲批休假',
  'srv.clash.vehicleBusy': '{{vehicle}} 於 {{span}} 已有工作',
  'srv.clash.vehicleWithDriver': '{{vehicle}} 於 {{span}} 由司機 {{driver}} 使用',
  'srv.clash.many': '{{count}} 項衝突：{{first}}；…',
  'srv.markTooEarly': '{{status}} 最早可於接載時間 {{date}} {{time}} 前 {{minutes}} 分鐘標記',
  'srv.capacity.pax': '{{place}}.paxCount：{{pax}} 位乘客超出{{type}}的載客量 {{max}}：請選較大車型或填寫 capacityOverrideReason',
  'srv.capacity.luggage': '{{place}}.luggageCount：{{luggage}} 件行李超出{{type}}的行李容量 {{max}}：請選較大車型或填寫 capacityOverrideReason',
};

/** The languages the server writes in; any other asked for gets English. */
export type ServerLanguage = 'en' | 'zh-HK';

/** A text to render: its key and its parameters (a parameter may itself be a text, rendered in the same language). */
export interface MessageRef {
  key: ServerMessageKey;
  params?: Record<string, MessageParam>;
}
/** A name given in both languages (a resource's label). */
export interface Bilingual {
  en: string;
  zh: string;
}
export type MessageParam = string | number | MessageRef | Bilingual;

/** A name in the reader's language: the Chinese one in zh-HK when there is one, else the English one. */
export const nameIn = (lang: ServerLanguage, name: Bilingual): string => (lang === 'zh-HK' && name.zh ? name.zh : name.en);

const TABLES: Record<ServerLanguage, Record<ServerMessageKey, string>> = { en: serverMessagesEn, 'zh-HK': serverMessagesZhHK };

/** The text of `ref` in `lang`; a placeholder without a parameter stays as written, so a missing one shows. */
export function renderMessage(lang: ServerLanguage, ref: MessageRef): string {
  return renderWith(TABLES, lang, ref);
}

/** A text of any table of server texts (the shape of `MessageRef`, its key any string). */
export interface AnyRef {
  key: string;
  params?: Record<string, string | number | Bilingual | AnyRef>;
}

/** Renders `ref` from `tables`: each parameter that is a text in the same language, a name in the reader's. */
export function renderWith(tables: Record<ServerLanguage, Record<string, string>>, lang: ServerLanguage, ref: AnyRef): string {
  const params = ref.params ?? {};
  return (tables[lang][ref.key] ?? ref.key).replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const v = params[name];
    if (v === undefined) return whole;
    if (typeof v !== 'object') return String(v);
    return 'key' in v ? renderWith(tables, lang, v) : nameIn(lang, v);
  });
}

/**
 * The language of an Accept-Language header: Traditional Chinese (zh-HK, zh-Hant, zh-TW, zh-MO) when it
 * is the first language of the list the server writes, else English. Weights (q) order the list.
 */
export function languageOf(acceptLanguage: string | undefined | null): ServerLanguage {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part, i) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.map((r) => /^\s*q=([0-9.]+)\s*$/.exec(r)?.[1]).find((x) => x !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    if (/^zh-(hk|hant|tw|mo)\b/.test(tag)) return 'zh-HK';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}
