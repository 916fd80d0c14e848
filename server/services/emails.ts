/** The texts of the e-mails the app sends. */
import type { MailMessage } from '../providers/mail/mailer';

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

export function priceAlertEmail(to: string, subject: string, body: string, link: string): MailMessage {
  return { to, subject, text: `${body}\n\n${link}\n\nChange your price alerts on your profile page.` };
}

/** The name to greet a user with: first name, else name, else the part of the e-mail before @, else User. */
export function displayNameOf(user: { firstName: string; name: string; email: string }): string {
  return user.firstName || user.name || user.email.split('@')[0] || 'User';
}
