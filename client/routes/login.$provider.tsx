import { createFileRoute, notFound } from '@tanstack/react-router';
import { getListAuthProvidersQueryOptions } from '../../generated/client/auth/auth';
import { LoginButtons } from '../components/login-buttons';
import * as z from 'zod/mini';
import { LoginRedirect } from '../features/login/login-redirect';
import { providersQuery } from '../lib/auth';
import { titleHead } from '../lib/page-title';

const loginSearchSchema = z.object({
  /** Path and search of the page to return to after sign-in. */
  redirect: z.catch(z.optional(z.string()), undefined),
});

export const Route = createFileRoute('/login/$provider')({
  validateSearch: loginSearchSchema,
  head: () => titleHead('Login'),
  // A provider the server does not offer gets a page saying so (404), not the API's JSON error.
  loader: async ({ context: { queryClient }, params }) => {
    const providers = await queryClient.ensureQueryData(getListAuthProvidersQueryOptions({ query: providersQuery })).catch(() => undefined);
    if (providers && !providers.providers.some((provider) => provider.name === params.provider)) throw notFound();
  },
  notFoundComponent: UnknownProvider,
  component: LoginRoute,
});

function UnknownProvider() {
  const { provider } = Route.useParams();
  return (
    <section className="page">
      <h1>Login</h1>
      <p>There is no sign-in provider named &lsquo;{provider}&rsquo; here. Choose one of these:</p>
      <LoginButtons />
    </section>
  );
}

function LoginRoute() {
  const { provider } = Route.useParams();
  const { redirect } = Route.useSearch();
  return <LoginRedirect provider={provider} redirect={redirect} />;
}
