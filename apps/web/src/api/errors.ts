/** Errors of the API and their display (spec section 8). */
import { errorsEn } from '@limo/domain/i18n/errors';
import { hasText, text } from '../i18n/text';

export interface InvalidValue {
  field: string;
  value: unknown;
}

/** A 400's problem of one field for screens: the wire path, a machine code and its numbers. */
export interface FieldErrorWire {
  field: string;
  code: string;
  params?: Record<string, string | number>;
}

/** The JSON body of an error answer. */
export interface ErrorBody {
  status?: number;
  error?: string;
  message?: string;
  path?: string;
  errors?: string[];
  invalidValues?: InvalidValue[];
  /** The machine code of a refusal (DRIVER_BUSY, OVER_CAPACITY): the texts above are in the user's language (issue 30). */
  code?: string;
  /** Optional beside `errors`, one for one with them when sent. */
  fieldErrors?: FieldErrorWire[];
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly path: string,
    readonly body: ErrorBody = {},
  ) {
    super(body.message || statusText || `HTTP ${status}`);
    this.name = 'ApiError';
  }
  /** The server's list of messages (empty when it gave none). */
  get errors(): string[] {
    return Array.isArray(this.body.errors) ? this.body.errors.filter((e) => typeof e === 'string') : [];
  }
  get invalidValues(): InvalidValue[] {
    return Array.isArray(this.body.invalidValues) ? this.body.invalidValues : [];
  }
  /** The coded problems by field, when the server sent them (empty otherwise). */
  get fieldErrors(): FieldErrorWire[] {
    const list = this.body.fieldErrors;
    return Array.isArray(list) ? list.filter((f) => f && typeof f.field === 'string' && typeof f.code === 'string') : [];
  }
}

/** Raised for errors of printing: their stack is not shown. */
export class PrintError extends Error {
  override name = 'PrintError';
}

/** The default message in English; shown in the reader's language through the text tables. */
export const UNKNOWN_ERROR = errorsEn['error.unknown'];

let fallbackMessage: string | null = null;

/** The default message from system parameters, used when nothing else applies. */
export function setDefaultErrorMessage(message: string | null): void {
  fallbackMessage = message?.trim() ? message.trim() : null;
}

function show(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The status line: the standard words of a status in the reader's language; words the server
 * chose itself are shown as sent (they are the server's message).
 */
function statusLine(err: ApiError): string {
  const sent = err.body.error || err.statusText;
  const key = `error.status.${err.status}`;
  if (hasText(key) && (!sent || sent === (errorsEn as Record<string, string>)[key])) return text(key);
  return sent || text('error.http', { status: err.status });
}

const invalidLines = (e: ApiError) => e.invalidValues.map((v) => `${v.field}: ${show(v.value)}`);

/**
 * One formatter for every error the screens show. Lines are joined with new lines;
 * show the result with `white-space: pre-line`.
 */
export function formatError(err: unknown): string {
  const fallback = fallbackMessage ?? text('error.unknown');
  if (err instanceof ApiError) {
    const statusText = statusLine(err);
    const path = err.body.path || err.path;
    let lines: string[];
    switch (err.status) {
      case 400:
        lines = [statusText, path, ...err.errors, ...invalidLines(err)];
        break;
      case 401:
      case 415:
        lines = [statusText];
        break;
      case 404:
        lines = [statusText, path];
        break;
      case 500:
        lines = [statusText, err.body.message ?? ''];
        break;
      default:
        lines = [...err.errors, ...invalidLines(err)];
        if (lines.length === 0 && err.body.message) lines = [err.body.message];
    }
    const text = lines.filter((l) => l?.trim()).join('\n');
    return text || fallback;
  }
  if (err instanceof PrintError) return '';
  if (err instanceof Error) return err.stack || err.message || fallback;
  if (typeof err === 'string' && err.trim()) return err;
  return fallback;
}

/** The server's messages one per line (module dialog saves), else the formatter's text. */
export function errorLines(err: unknown): string {
  if (err instanceof ApiError && err.errors.length > 0) return err.errors.join('\n');
  return formatError(err);
}
