/**
 * Route loader helper: waits for the queries a page shows (started with
 * `queryClient.ensureQueryData`) so it renders with its data and nothing jumps when it lands.
 * A failure stays in the query cache for the page to show; the route itself never fails.
 */
export async function settle(...loads: Promise<unknown>[]): Promise<void> {
  await Promise.allSettled(loads);
}
