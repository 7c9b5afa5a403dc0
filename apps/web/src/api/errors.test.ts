import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, errorLines, formatError, PrintError, setDefaultErrorMessage, UNKNOWN_ERROR } from './errors';

const body = {
  error: 'Bad Request',
  message: 'Validation failed',
  path: '/limo/api/banks',
  errors: ['Bank Code is required', 'SWIFT Code must be 8 or 11 letters and digits'],
  invalidValues: [{ field: 'swiftCode', value: 'XX' }],
};

afterEach(() => setDefaultErrorMessage(null));

describe('formatError', () => {
  it('400: status text, path, messages, then invalid values', () => {
    expect(formatError(new ApiError(400, 'Bad Request', '/limo/api/x', body))).toBe(
      'Bad Request\n/limo/api/banks\nBank Code is required\nSWIFT Code must be 8 or 11 letters and digits\nswiftCode: XX',
    );
  });
  it('401 and 415: status text only', () => {
    expect(formatError(new ApiError(401, 'Unauthorized', '/p', { ...body, error: 'Unauthorized' }))).toBe('Unauthorized');
    expect(formatError(new ApiError(415, 'Unsupported Media Type', '/p', {}))).toBe('Unsupported Media Type');
  });
  it('404: status text and path', () => {
    expect(formatError(new ApiError(404, 'Not Found', '/limo/api/banks/9', { error: 'Not Found' }))).toBe('Not Found\n/limo/api/banks/9');
  });
  it('500: status text and the server message', () => {
    expect(formatError(new ApiError(500, 'Internal Server Error', '/p', { error: 'Internal Server Error', message: 'Database unavailable' }))).toBe(
      'Internal Server Error\nDatabase unavailable',
    );
  });
  it('other statuses: joined messages and invalid values, else the message', () => {
    expect(formatError(new ApiError(409, 'Conflict', '/p', { errors: ['a', 'b'], invalidValues: [{ field: 'f', value: 1 }] }))).toBe('a\nb\nf: 1');
    expect(formatError(new ApiError(412, 'Precondition Failed', '/p', { message: 'Changed by someone else' }))).toBe('Changed by someone else');
  });
  it('falls back to the default message, or the system parameter one', () => {
    expect(formatError(new ApiError(403, '', '/p', {}))).toBe(UNKNOWN_ERROR);
    expect(formatError(undefined)).toBe(UNKNOWN_ERROR);
    expect(formatError({})).toBe(UNKNOWN_ERROR);
    setDefaultErrorMessage('Please call the IT desk');
    expect(formatError(new ApiError(403, '', '/p', {}))).toBe('Please call the IT desk');
    expect(formatError(null)).toBe('Please call the IT desk');
  });
  it('shows the stack of a non-HTTP error, but nothing for printing errors', () => {
    const err = new TypeError('x is undefined');
    expect(formatError(err)).toBe(err.stack);
    expect(formatError(new PrintError('printer gone'))).toBe('');
    expect(formatError('plain text')).toBe('plain text');
  });
});

describe('errorLines', () => {
  it('gives the server errors one per line, else the formatted error', () => {
    expect(errorLines(new ApiError(400, 'Bad Request', '/p', body))).toBe('Bank Code is required\nSWIFT Code must be 8 or 11 letters and digits');
    expect(errorLines(new ApiError(404, 'Not Found', '/p', {}))).toBe('Not Found\n/p');
  });
});
