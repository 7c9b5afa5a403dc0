import nodemailer from 'nodemailer';
import { clientSpan } from '../../observability/spans.js';

/*
 * The operator's email-to-SMS gateway (issue 15): one plain-text email per message, to
 * `{digits}{smsGatewaySuffix}` with the subject `smsSubject`, over the SMTP server of SMTP_URL.
 */

export interface SmsMail {
  /** The gateway address, as 85291234567@sms.example.hk. */
  to: string;
  subject: string;
  /** Plain text; Chinese goes out as UTF-8. */
  text: string;
}

/** Sends one message or throws with the reason the log keeps. */
export interface SmsGateway {
  send(mail: SmsMail): Promise<void>;
}

export const SMTP_NOT_SET = 'SMTP_URL is not set';
/** How long one message may take, connection included: a gateway that hangs must not hang the dispatcher's call. */
export const SMS_SEND_TIMEOUT_MS = 10_000;

/** Without SMTP_URL nothing is sent: every message is logged FAILED with this reason, never pretended sent. */
const unconfigured: SmsGateway = {
  send: () => Promise.reject(new Error(SMTP_NOT_SET)),
};

/**
 * The sender of the emails: `?from=` of SMTP_URL (taken off before nodemailer reads the rest), else
 * the SMTP user when it is an address, else sms@ the SMTP host.
 */
export function senderOf(url: URL): string {
  const from = url.searchParams.get('from');
  if (from) return from;
  const user = decodeURIComponent(url.username);
  if (user.includes('@')) return user;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return `sms@${/^[\d.]+$/.test(host) || host.includes(':') ? 'localhost' : host}`;
}

/** The gateway of SMTP_URL (smtp:// or smtps://), or the one that refuses every message when it is unset. */
export function smsGateway(smtpUrl: string | undefined, { timeoutMs = SMS_SEND_TIMEOUT_MS } = {}): SmsGateway {
  if (!smtpUrl) return unconfigured;
  const url = new URL(smtpUrl);
  const from = senderOf(url);
  url.searchParams.delete('from');
  // The socket limits end a silent server; the timer below ends one that trickles.
  const transport = nodemailer.createTransport({ url: url.toString(), connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs });
  // A span of its own when tracing is on (nodemailer has no instrumentation); the recipient stays out of it.
  const span = {
    'server.address': url.hostname,
    'network.protocol.name': url.protocol.replace(':', ''),
    ...(url.port ? { 'server.port': Number(url.port) } : {}),
  };
  return {
    async send({ to, subject, text }) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the SMS gateway did not answer within ${timeoutMs / 1000} s`)), timeoutMs);
      });
      try {
        await Promise.race([clientSpan('SMTP send', span, () => transport.sendMail({ from, to, subject, text })), late]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
