/**
 * The one services object request handlers call (`c.get('services')`), built once in deps.ts from
 * the app's dependencies. Its areas are named after the API's tags (routes/<tag>/ calls
 * `services.<tag>`); each method is an operation's rule with its dependencies and the clock
 * already bound, so a handler only reads its input, names the caller and answers. It holds no
 * database, settings or clock: handlers reach data and time only through these methods.
 */
import type { AppDependencies } from './dependencies';
import { accountServices } from './areas/account-services';
import { aiServices } from './areas/ai-services';
import { inboxServices } from './areas/inbox-services';
import { marketServices } from './areas/market-services';
import { serviceContext } from './areas/service-context';
import { flagsForUser } from './feature-flags.service';
import { serviceStatus } from './market/reading/status.service';
import { health } from './system.service';

/** The services of the app, bound to `deps`: one area per API tag, from the files of areas/. */
export function createServices(deps: AppDependencies) {
  const context = serviceContext(deps);
  return {
    ...accountServices(context),
    ...marketServices(context),
    ...inboxServices(context),
    ...aiServices(context),
    system: {
      health: () => health(deps),
      status: () => serviceStatus(deps),
      featureFlags: (userId: string | undefined) => flagsForUser(deps.db, userId),
    },
  };
}

export type Services = ReturnType<typeof createServices>;

/** The app's dependencies with the services built from them: what main.ts and the tests hand to createApp. */
export interface ServerParts extends AppDependencies {
  services: Services;
}
