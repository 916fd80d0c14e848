import { Link } from '@tanstack/react-router';
import type { MessageFilter } from './message-filters';

export function MessageDetail({ filter, messageId }: { filter: MessageFilter; messageId: string }) {
  return (
    <section className="page">
      <p>
        <Link to="/messages/$filter" params={{ filter }}>
          ← BACK TO MESSAGES
        </Link>
      </p>
      <h1>Message</h1>
      <p className="muted">Message {messageId} appears here.</p>
    </section>
  );
}
