import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/fund/$symbol/old')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/fund/$symbol', params: { symbol: params.symbol }, replace: true });
  },
});
