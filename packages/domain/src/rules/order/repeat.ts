/*
 * What the order form tells about the person booked (issue 30 part 8b): a likely duplicate booking,
 * and the person's last trips to copy. The server matches; these are the shared limits.
 */

/** A booking of the same client and person whose pick-up is at most this far from the draft's is a likely duplicate. */
export const DUPLICATE_BOOKING_WINDOW_MINUTES = 30;

/** How many of a person's last trips the order form offers to copy. */
export const RECENT_TRIPS_LIMIT = 5;

/** The shortest name or phone the recent-trips search looks up (fewer characters would match too many people). */
export const RECENT_TRIPS_MIN_QUERY = 3;

/** A phone's last digits that name the line: a Hong Kong number has 8, with or without +852 before it. */
export const PHONE_KEY_DIGITS = 8;

/** A phone as its digits only, so "9123 4567" and "+852-9123-4567" compare by what is dialled ("" without digits). */
export const phoneDigits = (phone: string | null | undefined): string => (phone ?? '').replace(/\D/g, '');

/** What two phones are compared by: the last PHONE_KEY_DIGITS digits, or all of them when fewer ("" without digits). */
export function phoneKey(phone: string | null | undefined): string {
  const digits = phoneDigits(phone);
  return digits.length > PHONE_KEY_DIGITS ? digits.slice(-PHONE_KEY_DIGITS) : digits;
}

/** Whether two phones are the same line (by phoneKey); never for a phone without digits. */
export function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  const key = phoneKey(a);
  return key !== '' && key === phoneKey(b);
}

/** A person's name as compared: trimmed, single spaces, lower case ("" when blank). */
export const personKey = (name: string | null | undefined): string => (name ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
