import { secondsOfDay, showTime } from '../pricing/validity.js';
import { AllowanceError } from './decimal.js';

const isBlank = (t: string | null | undefined): t is null | undefined | '' => !t || t.trim() === '';

/** Seconds since midnight of 'HH:mm' or 'HH:mm:ss'; an AllowanceError naming `what` (a function: built only then) when it is no time. */
export function clockSeconds(time: string, what: string | (() => string)): number {
  const s = secondsOfDay(time);
  if (s === undefined) throw new AllowanceError(`${typeof what === 'string' ? what : what()} is not a time HH:mm: "${time}"`);
  return s;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** 'HH:mm:ss' of seconds since midnight. */
export const clockText = (s: number): string => `${two(Math.floor(s / 3600))}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}`;

/** 'HH:mm:ss' of 'HH:mm' or 'HH:mm:ss'. */
export const fullTime = (time: string, what: string | (() => string)): string => clockText(clockSeconds(time, what));

/** True when the row sets a band at all. */
export const hasBand = (from: string | null | undefined, to: string | null | undefined): boolean => !isBlank(from) || !isBlank(to);

/** A band [from, to) in seconds; no from is 00:00, no to the end of the day. */
export type Band = readonly [from: number, to: number];

export function bandOf(from: string | null | undefined, to: string | null | undefined, what: string): Band {
  return [isBlank(from) ? 0 : clockSeconds(from, what), isBlank(to) ? 86_400 : clockSeconds(to, what)];
}

/** Does the band hold t (seconds)? from after to runs past midnight (22:00-06:00 holds 23:30 and 05:45, not 06:00); from = to is the whole day. */
export function inBand([f, e]: Band, t: number): boolean {
  if (f === e) return true;
  return f < e ? f <= t && t < e : t >= f || t < e;
}

/** '22:00-06:00' for a description. */
export const bandText = (from: string | null | undefined, to: string | null | undefined): string =>
  `${showTime(isBlank(from) ? '00:00:00' : from.trim())}-${showTime(isBlank(to) ? '24:00:00' : to.trim())}`;
