import { join } from './join.js';
import { allowanceEn, allowanceZhHK } from './allowance.js';
import { allowanceMonthEn, allowanceMonthZhHK } from './allowanceMonth.js';
import { dashboardEn, dashboardZhHK } from './dashboard.js';
import { driverAppEn, driverAppZhHK } from './driverApp.js';
import { driverJobEn, driverJobZhHK } from './driverJob.js';
import { flightsEn, flightsZhHK } from './flights.js';
import { invoicingEn, invoicingZhHK } from './invoicing.js';
import { keyboardEn, keyboardZhHK } from './keyboard.js';
import { baseEn } from './en.js';
import { leaveEn, leaveZhHK } from './leave.js';
import { noticesEn, noticesZhHK } from './notices.js';
import { liveMapEn, liveMapZhHK } from './liveMap.js';
import { orderApiEn, orderApiZhHK } from './orderApi.js';
import { orderEnquiryEn, orderEnquiryZhHK } from './orderEnquiry.js';
import { orderFormEn, orderFormZhHK } from './orderForm.js';
import { orderImportEn, orderImportZhHK } from './orderImport.js';
import { orderOpsEn, orderOpsZhHK } from './orderOps.js';
import { orderRepeatEn, orderRepeatZhHK } from './orderRepeat.js';
import { orderSmsEn, orderSmsZhHK } from './orderSms.js';
import { orderStopsEn, orderStopsZhHK } from './orderStops.js';
import { ratesEn, ratesZhHK } from './rates.js';
import { reportsEn, reportsZhHK } from './reports.js';
import { schedulingEn, schedulingZhHK } from './scheduling.js';
import { schedulingPlanEn, schedulingPlanZhHK } from './schedulingPlan.js';
import { serverMessagesEn, serverMessagesZhHK } from './serverMessages.js';
import { trackingEn, trackingZhHK } from './tracking.js';
import { portalIdentityEn, portalIdentityZhHK } from './portalIdentity.js';
import { portalMessagesEn, portalMessagesZhHK } from './portalMessages.js';
import { portalBookingEn, portalBookingZhHK } from './portalBooking.js';
import { travelEn, travelZhHK } from './travel.js';
import { baseZhHK } from './zh-HK.js';

export { LANGUAGES, type Language } from './languages.js';
export {
  type Bilingual,
  languageOf,
  type MessageParam,
  type MessageRef,
  nameIn,
  renderMessage,
  type ServerLanguage,
  type ServerMessageKey,
  serverMessagesEn,
  serverMessagesZhHK,
} from './serverMessages.js';
export { REFUSAL_NAMES } from './serverRefusalsModules.js';
export { ruleEnglish, type RuleText, ruleText } from './serverRules.js';
export { shownText, storedText, type StoredText } from './storedText.js';
export { renderServerText, type ServerText, type ServerTextKey, type ServerTextParam, serverTextEn, serverTextZhHK, srvText } from './serverText.js';

/**
 * Every English text of the page app: the base texts (en.ts, bundled with the web app's first load)
 * and each screen's own table (loaded with its screen: `registerTexts` in the web app's i18n/index.ts).
 * A new screen's table is a file of its own here (`<area>En` and `<area>ZhHK`), joined into both.
 */
export const en = /* @__PURE__ */ join(
  baseEn,
  orderFormEn,
  orderImportEn,
  orderEnquiryEn,
  ratesEn,
  schedulingEn,
  schedulingPlanEn,
  driverAppEn,
  liveMapEn,
  dashboardEn,
  driverJobEn,
  allowanceEn,
  allowanceMonthEn,
  leaveEn,
  orderOpsEn,
  orderSmsEn,
  flightsEn,
  noticesEn,
  orderApiEn,
  invoicingEn,
  reportsEn,
  orderRepeatEn,
  orderStopsEn,
  keyboardEn,
  travelEn,
  trackingEn,
  serverMessagesEn,
  portalIdentityEn,
  portalMessagesEn,
  portalBookingEn,
);

/** Every text key of the page app. */
export type TextKey = keyof typeof en;

/** Every Traditional Chinese text: a text for each key of `en`. */
export const zhHK: Record<TextKey, string> = /* @__PURE__ */ join(
  baseZhHK,
  orderFormZhHK,
  orderImportZhHK,
  orderEnquiryZhHK,
  ratesZhHK,
  schedulingZhHK,
  schedulingPlanZhHK,
  driverAppZhHK,
  liveMapZhHK,
  dashboardZhHK,
  driverJobZhHK,
  allowanceZhHK,
  allowanceMonthZhHK,
  leaveZhHK,
  orderOpsZhHK,
  orderSmsZhHK,
  flightsZhHK,
  noticesZhHK,
  orderApiZhHK,
  invoicingZhHK,
  reportsZhHK,
  orderRepeatZhHK,
  orderStopsZhHK,
  keyboardZhHK,
  travelZhHK,
  trackingZhHK,
  serverMessagesZhHK,
  portalIdentityZhHK,
  portalMessagesZhHK,
  portalBookingZhHK,
);

/** Texts of the page app, by language, served at /limo/node/langs/{lng}: every key of every screen. */
export const LANGS: Record<string, Record<string, string>> = { en, 'zh-HK': zhHK };
