import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { senderOf, smsGateway, SMTP_NOT_SET } from '../src/modules/sms/sms.gateway.js';

/* The SMTP adapter of the SMS gateway (issue 15): it never pretends to send, and a silent gateway does not hold the call. */

let silent: Server;
let port: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  // Accepts connections and never says a word: not even the SMTP greeting.
  silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  port = (silent.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

const mail = { to: '85291234567@sms.example.hk', subject: 'SMS', text: 'Hello' };

describe('smsGateway', () => {
  it('refuses every message when SMTP_URL is not set', async () => {
    await expect(smsGateway(undefined).send(mail)).rejects.toThrow(SMTP_NOT_SET);
    await expect(smsGateway('').send(mail)).rejects.toThrow(SMTP_NOT_SET);
  });

  it('gives up on a gateway that does not answer within its time limit', async () => {
    const started = Date.now();
    await expect(smsGateway(`smtp://127.0.0.1:${port}`, { timeoutMs: 300 }).send(mail)).rejects.toThrow(/Greeting never received|did not answer within/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('sends from ?from=, else the SMTP user when it is an address, else sms@ the host', () => {
    expect(senderOf(new URL('smtp://u:p@mail.example.hk:587?from=desk@limo.example'))).toBe('desk@limo.example');
    expect(senderOf(new URL('smtp://desk%40limo.example:p@mail.example.hk'))).toBe('desk@limo.example');
    expect(senderOf(new URL('smtps://apikey:p@smtp.gateway.example'))).toBe('sms@smtp.gateway.example');
    expect(senderOf(new URL('smtp://127.0.0.1:2525'))).toBe('sms@localhost');
  });
});
