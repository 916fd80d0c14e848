/** Sign-in, the signed-in user's own settings, tokens and feedback. */
import type { ApiTokenCreate, FeedbackCreate, PreferenceInput, PriceAlertPreferences, ProfileUpdate } from '../../../generated/model';
import { notFound } from '../../lib/errors';
import * as tokens from '../api-tokens.service';
import { displayNameOf, welcomeEmail } from '../emails';
import { submitFeedback } from '../feedback.service';
import { type CompleteLoginInput, LOGIN_FLOW_TTL_MS, beginLogin, completeLogin } from '../login.service';
import * as preferences from '../preferences.service';
import * as priceAlerts from '../price-alerts.service';
import { endSession, resolveSession } from '../sessions.service';
import * as users from '../users.service';
import * as watchlists from '../watchlists.service';
import type { ServiceContext } from './service-context';

export function accountServices(context: ServiceContext) {
  const { deps, db, config, now } = context;
  const provider = (name: string) => {
    const found = deps.identity.find(name);
    if (!found) throw notFound(`No sign-in provider named '${name}'`);
    return found;
  };
  return {
    auth: {
      providers: () => deps.identity.providers,
      /** The named sign-in provider, or 404. */
      provider,
      /** Counts the attempt from `clientAddress` (429 past RATE_LIMIT_LOGIN), then starts the flow at the provider. */
      beginLogin: async (providerName: string, redirect: string | undefined, clientAddress: string) => {
        await deps.rateLimiter.hit(`login:${clientAddress}`, config.rateLimits.login, config.rateLimits.windowMs);
        const started = await beginLogin(db, provider(providerName), redirect, now());
        return { ...started, maxAgeMs: LOGIN_FLOW_TTL_MS };
      },
      completeLogin: async (input: Omit<CompleteLoginInput, 'now'>, onRejected: (error: unknown) => void) => {
        const at = now();
        const completed = await completeLogin(db, config.auth, { ...input, now: at }, onRejected);
        return { ...completed, maxAgeMs: completed.session.expiresAt.getTime() - at.getTime() };
      },
      endSession: (secret: string) => endSession(db, secret),
      resolveSession: (secret: string) => resolveSession(db, config.auth, secret, now()),
      resolveApiToken: (value: string) => tokens.resolveApiToken(db, value, now()),
      me: (userId: string) => users.getApiUser(db, userId),
    },

    user: {
      preferences: (userId: string) => preferences.listPreferences(db, userId),
      updatePreferences: (userId: string, input: PreferenceInput[]) => preferences.updatePreferences(db, userId, input, now()),
      favorites: (userId: string) => watchlists.listFavorites(db, userId),
      addFavorite: (userId: string, ticker: string) => watchlists.addFavorite(db, userId, ticker, now()),
      removeFavorite: (userId: string, ticker: string) => watchlists.removeFavorite(db, userId, ticker),
      hidden: (userId: string) => watchlists.listHidden(db, userId),
      hide: (userId: string, ticker: string) => watchlists.hideTicker(db, userId, ticker, now()),
      unhide: (userId: string, ticker: string) => watchlists.unhideTicker(db, userId, ticker),
      priceAlerts: (userId: string) => priceAlerts.getPriceAlertPreferences(db, userId),
      savePriceAlerts: (userId: string, input: PriceAlertPreferences) => priceAlerts.savePriceAlertPreferences(db, userId, input, now()),
      updateProfile: (userId: string, input: ProfileUpdate) => users.updateProfile(db, userId, input, now()),
      /** Queues the welcome e-mail; false when no address is known for the account. */
      sendWelcomeEmail: async (userId: string): Promise<boolean> => {
        const profile = await users.getApiUser(db, userId);
        if (!profile.email) return false;
        const message = welcomeEmail(profile.email, displayNameOf(profile), config.publicUrl);
        void deps.jobs.run('welcome-email', () => deps.mailer.send(message));
        return true;
      },
      apiTokens: (userId: string) => tokens.listApiTokens(db, userId),
      createApiToken: (userId: string, input: ApiTokenCreate) => tokens.createApiToken(db, userId, input, now(), config.apiTokensPerUser),
      revokeApiToken: (userId: string, id: string) => tokens.revokeApiToken(db, userId, id),
    },

    feedback: {
      submit: (userId: string, input: FeedbackCreate) => submitFeedback(db, userId, input, now()),
    },
  };
}
