/**
 * Sends a conversation message through the streaming variant of the call
 * (POST /conversations/{id}/messages/stream, server-sent events), so the reply appears as the
 * model writes it. The generated hooks wait for a whole response, so this one call reads the
 * stream itself, through the same address and error rules as every other call.
 */
import type { ConversationMessage } from '../../../generated/model';
import { readServerSentEvents } from '../../../common/server-sent-events';
import { apiErrorOf, apiUrl } from '../../lib/api-fetch';

export interface StreamHandlers {
  onUser: (message: ConversationMessage) => void;
  onDelta: (text: string) => void;
}

/** Resolves with the stored assistant message; rejects with the server's or the transport's error. */
export async function streamReply(conversationId: string, message: string, handlers: StreamHandlers): Promise<ConversationMessage> {
  const response = await fetch(apiUrl(`/api/v1/conversations/${encodeURIComponent(conversationId)}/messages/stream`), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({ message }),
  });
  if (!response.ok || !response.body) throw await apiErrorOf(response);
  for await (const event of readServerSentEvents(response.body)) {
    const data = JSON.parse(event.data) as unknown;
    if (event.event === 'user') handlers.onUser(data as ConversationMessage);
    else if (event.event === 'delta') handlers.onDelta((data as { text: string }).text);
    else if (event.event === 'done') return data as ConversationMessage;
    else if (event.event === 'error') throw new Error((data as { error: { message: string } }).error.message);
  }
  throw new Error('The reply ended before it was complete');
}
