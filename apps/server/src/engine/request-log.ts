import { LogController } from 'fastify';
import { loggableError, redactUrl, secretValues } from './secrets.js';

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
