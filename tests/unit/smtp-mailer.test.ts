/** E-mail over SMTP against a real local SMTP server (smtp-server), and the log-only fallback. */
import { EventEmitter, once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/lib/logger';
import { createMailer } from '../../server/providers/mail/mailer';
import { jsonRequest, signIn } from '../support/sign-in';
import { createTestApp } from '../support/test-app';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
/** Emits 'mail' as each message arrives. */
const arrivals = new EventEmitter();
let smtp: SMTPServer;
let smtpUrl: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
        arrivals.emit('mail');
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

/** Resolves once `count` messages have arrived. */
async function waitForMail(count: number): Promise<void> {
  while (received.length < count) await once(arrivals, 'mail');
}

describe('SMTP delivery', () => {
  it('delivers a message through SMTP_URL with MAIL_FROM as the sender', async () => {
    received.length = 0;
    const config = loadConfig({ LOG_LEVEL: 'silent', SMTP_URL: smtpUrl, MAIL_FROM: 'Terminal <terminal@example.test>' });
    const mailer = createMailer(config, createLogger(config));
    expect(mailer.kind).toBe('smtp');
    await mailer.send({ to: 'ann@example.test', subject: 'Price alert', text: 'AAPL is up 6.00% today' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'terminal@example.test', to: ['ann@example.test'] });
    expect(received[0]?.raw).toContain('Subject: Price alert');
    expect(received[0]?.raw).toContain('AAPL is up 6.00% today');
  });

  it('sends the welcome e-mail of POST /user/welcome-email to the signed-in user', async () => {
    received.length = 0;
    const testApp = await createTestApp({ SMTP_URL: smtpUrl });
    try {
      const user = await signIn(testApp, { email: 'welcome@example.test', name: 'Wendy' });
      const response = await testApp.request('/api/v1/user/welcome-email', jsonRequest('POST', undefined, user));
      expect(response.status).toBe(202);
      await waitForMail(1);
      expect(received[0]?.to).toEqual(['welcome@example.test']);
      expect(received[0]?.raw).toContain('Subject: Welcome to the Research Terminal');
      expect(received[0]?.raw).toContain('Hello Wendy,');
    } finally {
      await testApp.close();
    }
  });

  it('logs instead of sending when SMTP_URL is not set', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const mailer = createMailer(config, createLogger(config));
    expect(mailer.kind).toBe('log');
    await expect(mailer.send({ to: 'x@example.test', subject: 's', text: 't' })).resolves.toBeUndefined();
  });

  it('fails when the SMTP server refuses the connection', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', SMTP_URL: 'smtp://127.0.0.1:1' });
    await expect(createMailer(config, createLogger(config)).send({ to: 'x@example.test', subject: 's', text: 't' })).rejects.toThrow();
  });
});
