import { LogController } from 'fastify';

/** One JSON log line per request, after it ends, carrying its request id, method, path, status and time. */
export class RequestLog extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: never, reply: never) {
    const req = request as { method: string; url: string; log: { info(o: object, m: string): void; error(o: object, m: string): void } };
    const res = reply as { statusCode: number; elapsedTime: number };
    const line = { method: req.method, url: req.url, statusCode: res.statusCode, responseTime: Math.round(res.elapsedTime * 10) / 10 };
    if (error) req.log.error({ ...line, err: error }, 'request errored');
    else req.log.info(line, 'request completed');
  }
}
