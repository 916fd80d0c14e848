/** The texts of the e-mails the app sends, and whether a user gets system e-mails. */
import type { Kysely } from 'kysely';
import { findPreference } from '../db/repositories/preference.repository';
import { findUserById } from '../db/repositories/user.repository';
import type { Database } from '../db/schema';
import type { MailMessage } from '../providers/mail/mailer';
import { isFlagOn } from './feature-flags.service';

export function welcomeEmail(to: string, displayName: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: 'Welcome to the Research Terminal',
    text: [
      `Hello ${displayName},`,
      '',
      'Welcome to the Research Terminal. You can now screen stocks, keep favourites, ask AI',
      'about a company, analyse 10-K filings and get price alerts in your inbox.',
      '',
      `Open the terminal: ${publicUrl}/`,
      '',
      'You receive this message because you signed in to the Research Terminal.',
    ].join('\n'),
  };
}

/** The e-mail copy of an alert's inbox message: its text, its link, and where to turn it off. */
export function alertEmail(to: string, message: { subject: string; body: string; link: string; turnOff: string }): MailMessage {
  return { to, subject: message.subject, text: `${message.body}\n\n${message.link}\n\n${message.turnOff}` };
}

/**
 * Where a system message's e-mail copy goes: the user's address when the email-notifications
 * flag is on for them and their preference emailSystemMessages is 'true'; otherwise nowhere.
 */
export async function systemEmailAddress(db: Kysely<Database>, userId: string): Promise<string | undefined> {
  if (!(await isFlagOn(db, 'email-notifications', userId))) return undefined;
  if ((await findPreference(db, userId, 'emailSystemMessages')) !== 'true') return undefined;
  return (await findUserById(db, userId))?.email ?? undefined;
}

/** The name to greet a user with: first name, else name, else the part of the e-mail before @, else User. */
export function displayNameOf(user: { firstName: string; name: string; email: string }): string {
  return user.firstName || user.name || user.email.split('@')[0] || 'User';
}
