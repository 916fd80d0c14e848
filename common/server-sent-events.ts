/**
 * Reads a server-sent event stream (text/event-stream): the model's streamed reply on the server,
 * a conversation's streamed reply in the browser. Parsing is eventsource-parser's.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';

export type ServerSentEvent = EventSourceMessage;

/**
 * Yields every event of the stream with data, in order, the last one too when the stream ends
 * without the blank line that closes it; events with empty data are skipped. Leaving early
 * cancels the stream.
 */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const ready: ServerSentEvent[] = [];
  const parser = createParser({ onEvent: (event) => ready.push(event) });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      // At the end, a closing blank line dispatches an event the stream left open.
      parser.feed(done ? `${decoder.decode()}\n\n` : decoder.decode(value, { stream: true }));
      for (const event of ready.splice(0)) if (event.data !== '') yield event;
      if (done) return;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
