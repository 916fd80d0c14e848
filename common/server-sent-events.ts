/**
 * Reads a server-sent event stream (text/event-stream): the model's streamed reply on the server,
 * a conversation's streamed reply in the browser. Parsing is eventsource-parser's.
 */
import { type EventSourceMessage, EventSourceParserStream } from 'eventsource-parser/stream';

export type ServerSentEvent = EventSourceMessage;

/** Yields every event of the stream that carries data, in order; leaving early cancels the stream. */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  // TextDecoderStream takes any BufferSource; the DOM typings do not let a byte stream pipe into it.
  const decoder = new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>;
  const reader = body.pipeThrough(decoder).pipeThrough(new EventSourceParserStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
