import { LogController } from 'fastify';
import { isSecretName, loggableError, secretValues } from './secrets.js';

/** The url with the values of credential-like query parameters replaced, the rest left as sent. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const rawName = eq < 0 ? part : part.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: match the name as sent
      }
      return eq >= 0 && isSecretName(name) ? `${rawName}=[redacted]` : part;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/** One JSON log line per request, after it ends, carrying its request id, method, path, status and time. */
export class RequestLog extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: never, reply: never) {
    const req = request as { method: string; url: string; body?: unknown; log: { info(o: object, m: string): void; error(o: object, m: string): void } };
    const res = reply as { statusCode: number; elapsedTime: number };
    const line = { method: req.method, url: redactUrl(req.url), statusCode: res.statusCode, responseTime: Math.round(res.elapsedTime * 10) / 10 };
    if (error) req.log.error({ ...line, err: loggableError(error, secretValues(req.body)) }, 'request errored');
    else req.log.info(line, 'request completed');
  }
}
