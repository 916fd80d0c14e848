/** The name fields of a user that the display name is built from. */
export interface NamedUser {
  firstName?: string | null;
  name?: string | null;
  email?: string | null;
}

/** First name, else name, else the part of the e-mail before '@', else 'User'. */
export function displayName(user: NamedUser | null | undefined): string {
  const candidates = [user?.firstName, user?.name, user?.email?.split('@')[0]];
  for (const candidate of candidates) {
    const trimmed = candidate?.trim();
    if (trimmed) return trimmed;
  }
  return 'User';
}

/** A name as it ends a sentence: 'Galumbra Networks Ltd.' brings its own period, so none is added after it. */
export function withoutFinalPeriod(name: string): string {
  return name.replace(/\.+$/, '');
}
