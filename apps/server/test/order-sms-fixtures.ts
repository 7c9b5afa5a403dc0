import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/* A local SMTP server standing for the operator's email-to-SMS gateway, and a reader of what it got (issue 15). */

/** The SMS calls (issue 15); order-sms.test.ts calls each against its documented answer. */
export const SMS_ROUTES = ['GET /limo/api/orderSmsPreview', 'POST /limo/api/orderSms'];

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

export interface Gateway {
  url: string;
  received: Received[];
  /** When set, RCPT TO is answered with this 550 (the gateway refuses the number). */
  refuse: string | null;
  close(): Promise<void>;
}

/** An SMTP server on a free loopback port, without TLS or login, keeping every message. */
export async function startGateway(): Promise<Gateway> {
  const state: Gateway = { url: '', received: [], refuse: null, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refuse) return callback(Object.assign(new Error(state.refuse), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        state.received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('latin1') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** A received message's headers (names in lower case, folded lines joined) and its text, decoded to UTF-8. */
export function readMail(raw: string): { headers: Record<string, string>; text: string } {
  const cut = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, cut).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.slice(cut + 4).replace(/\r\n$/, '');
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          )
        : Buffer.from(body, 'latin1');
  return { headers, text: bytes.toString('utf8').replace(/\r\n/g, '\n') };
}
