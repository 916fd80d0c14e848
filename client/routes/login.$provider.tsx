import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LoginRedirect } from '../features/login/login-redirect';
import { titleHead } from '../lib/page-title';

const loginSearchSchema = z.object({
  /** Path and search of the page to return to after sign-in. */
  redirect: z.catch(z.optional(z.string()), undefined),
});

export const Route = createFileRoute('/login/$provider')({
  validateSearch: loginSearchSchema,
  head: () => titleHead('Login'),
  component: LoginRoute,
});

function LoginRoute() {
  const { provider } = Route.useParams();
  const { redirect } = Route.useSearch();
  return <LoginRedirect provider={provider} redirect={redirect} />;
}
