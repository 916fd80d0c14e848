/**
 * Outgoing e-mail behind one small interface: SMTP with nodemailer when SMTP_URL is set,
 * otherwise each message is written to the log instead of being sent.
 */
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
}

const SMTP_TIMEOUT_MS = 10_000;

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

function logMailer(logger: Logger): Mailer {
  return {
    kind: 'log',
    async send(message) {
      logger.info({ mail: message }, 'e-mail not sent (SMTP_URL is not set)');
    },
  };
}

export function createMailer(config: Config, logger: Logger): Mailer {
  return config.mail.smtpUrl ? smtpMailer(config.mail.smtpUrl, config.mail.from) : logMailer(logger);
}
