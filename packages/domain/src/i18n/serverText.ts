import { join } from './join.js';
import { serverMessagesEn, serverMessagesZhHK, type Bilingual, renderWith, type ServerLanguage } from './serverMessages.js';
import { serverDispatchEn, serverDispatchZhHK } from './serverDispatch.js';
import { serverHistoryEn, serverHistoryZhHK } from './serverHistory.js';
import { serverHttpEn, serverHttpZhHK } from './serverHttp.js';
import { serverRefusalsEn, serverRefusalsZhHK } from './serverRefusals.js';
import { serverInvoiceLinesEn, serverInvoiceLinesZhHK } from './serverInvoiceLines.js';
import { serverRefusalsModulesEn, serverRefusalsModulesZhHK } from './serverRefusalsModules.js';
import { serverRefusalsOpsEn, serverRefusalsOpsZhHK } from './serverRefusalsOps.js';
import { serverLinesEn, serverLinesZhHK } from './serverLines.js';
import { serverRefusalsPlacesEn, serverRefusalsPlacesZhHK } from './serverRefusalsPlaces.js';
import { serverRulesEn, serverRulesZhHK } from './serverRules.js';
import { serverBoundsEn, serverBoundsZhHK } from './serverBounds.js';
import { serverValidationEn, serverValidationZhHK } from './serverValidation.js';
import { serverTrackingEn, serverTrackingZhHK } from './serverTracking.js';
import { serverPortalAuthEn, serverPortalAuthZhHK } from './serverPortalAuth.js';
import { serverPortalIdentityEn, serverPortalIdentityZhHK } from './serverPortalIdentity.js';
import { serverPortalMessagesEn, serverPortalMessagesZhHK } from './serverPortalMessages.js';
import { serverPortalBookingEn, serverPortalBookingZhHK } from './serverPortalBooking.js';

/*
 * Every text the server composes (issue 30 part 1): the shared messages (clashes, sign-in: also rendered
 * by the web app) and the refusals only the server words, kept out of the web app's bundle.
 */
// Pure calls: a web chunk importing the domain's index drops these tables unless it renders them.
export const serverTextEn = /* @__PURE__ */ join(
  serverMessagesEn,
  serverRefusalsEn,
  serverRefusalsOpsEn,
  serverHistoryEn,
  serverInvoiceLinesEn,
  serverRefusalsPlacesEn,
  serverLinesEn,
  serverRefusalsModulesEn,
  serverValidationEn,
  serverRulesEn,
  serverDispatchEn,
  serverBoundsEn,
  serverHttpEn,
  serverTrackingEn,
  serverPortalAuthEn,
  serverPortalIdentityEn,
  serverPortalMessagesEn,
  serverPortalBookingEn,
);
export type ServerTextKey = keyof typeof serverTextEn;
export const serverTextZhHK: Record<ServerTextKey, string> = /* @__PURE__ */ join(
  serverMessagesZhHK,
  serverRefusalsZhHK,
  serverRefusalsOpsZhHK,
  serverHistoryZhHK,
  serverInvoiceLinesZhHK,
  serverRefusalsPlacesZhHK,
  serverLinesZhHK,
  serverRefusalsModulesZhHK,
  serverValidationZhHK,
  serverRulesZhHK,
  serverDispatchZhHK,
  serverBoundsZhHK,
  serverHttpZhHK,
  serverTrackingZhHK,
  serverPortalAuthZhHK,
  serverPortalIdentityZhHK,
  serverPortalMessagesZhHK,
  serverPortalBookingZhHK,
);

/** A text the server renders in the request's language: its key and parameters (a parameter may be a text or a name in both languages). */
export interface ServerText {
  key: ServerTextKey;
  params?: Record<string, ServerTextParam>;
}
export type ServerTextParam = string | number | ServerText | Bilingual;

const TABLES: Record<ServerLanguage, Record<string, string>> = { en: serverTextEn, 'zh-HK': serverTextZhHK };

/** The text of `ref` in `lang`. */
export const renderServerText = (lang: ServerLanguage, ref: ServerText): string => renderWith(TABLES, lang, ref);

/** A text by its key (a shorter way to write `{ key, params }`). */
export const srvText = (key: ServerTextKey, params?: Record<string, ServerTextParam>): ServerText => (params ? { key, params } : { key });
