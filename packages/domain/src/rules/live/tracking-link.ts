/* The passenger's tracking link (issue 33, docs/portal.md "Tracking link"): what it may show and how long it stays open. */
import { renderServerText, srvText } from '../../i18n/serverText.js';
import { type Instant, operatorInstant } from '../operator-time.js';

/**
 * How long after the pick-up time a link of a job nobody marked COMPLETED or NO_SHOW still answers:
 * an office-run job (no driver app) never gets an end mark, and its plate and driver must not show forever.
 */
export const TRACK_AFTER_PICKUP_MS = 24 * 60 * 60_000;

/**
 * The name of an outsourced driver as a passenger may see it: the assignment screen stores
 * `Name@mobile`, and the mobile is not the passenger's to see. The part before the first `@`, trimmed.
 */
export function outsourcedDriverName(raw: string | null | undefined): string {
  return (raw ?? '').split('@')[0].trim();
}

/** True when the pick-up (the operator's wall clock) is more than TRACK_AFTER_PICKUP_MS before `now`. */
export function pickupLongPast(pickupDate: string, pickupTime: string, now: Instant = Date.now()): boolean {
  return new Date(now).getTime() - Date.parse(operatorInstant(pickupDate, pickupTime)) > TRACK_AFTER_PICKUP_MS;
}

/**
 * How a passenger is told the driver, without the full name: in Chinese the surname and the title as a Hong Kong
 * passenger addresses a driver (陳師傅, srv.track.driverTitle); otherwise the first word of the English name. The
 * tracking page and the messages to passengers both say it so.
 */
export function driverFirstName(nameEng: string | null | undefined, nameChi: string | null | undefined, lang: 'en' | 'zh-HK'): string | null {
  const chi = nameChi?.trim();
  if (lang === 'zh-HK' && chi) return renderServerText(lang, srvText('srv.track.driverTitle', { surname: [...chi][0] }));
  const eng = nameEng?.trim();
  return eng ? eng.split(/\s+/)[0] : null;
}
