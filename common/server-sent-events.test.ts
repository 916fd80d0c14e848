import { describe, expect, it, vi } from 'vitest';
import { readServerSentEvents } from './server-sent-events';

/** A response body that arrives in these pieces, then closes or (`open`) stays open; records a cancel. */
function bodyOf(pieces: string[], { open = false } = {}) {
  const state = { cancelled: false };
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces.shift();
      if (piece !== undefined) controller.enqueue(encoder.encode(piece));
      else if (open) return new Promise<void>(() => undefined);
      else controller.close();
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { body, state };
}

async function all(body: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const event of readServerSentEvents(body)) events.push({ event: event.event, data: event.data });
  return events;
}

describe('reading server-sent events', () => {
  it('assembles events split across chunks, with CRLF lines, multi-line data and comments', async () => {
    const { body } = bodyOf([
      'event: user\r\ndata: {"id":"1"}\r\n\r\n: keep-alive\n\nevent: del',
      'ta\ndata: line one\ndata: line two\n\n',
      'data: [DONE]\n\n',
    ]);
    expect(await all(body)).toEqual([
      { event: 'user', data: '{"id":"1"}' },
      { event: 'delta', data: 'line one\nline two' },
      { event: undefined, data: '[DONE]' },
    ]);
  });

  it('splits a multi-byte character across chunks correctly', async () => {
    const bytes = new TextEncoder().encode('data: 10 €\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 10));
        controller.enqueue(bytes.slice(10));
        controller.close();
      },
    });
    expect(await all(body)).toEqual([{ event: undefined, data: '10 €' }]);
  });

  it('cancels the stream when the reader stops early', async () => {
    const { body, state } = bodyOf(['data: first\n\n', 'data: second\n\n'], { open: true });
    for await (const event of readServerSentEvents(body)) {
      expect(event.data).toBe('first');
      break;
    }
    // The cancel travels back through the decoding pipes to the source.
    await vi.waitFor(() => expect(state.cancelled).toBe(true));
  });
});

describe('the end of a stream', () => {
  it('yields a last event the stream did not close with a blank line, and skips events with empty data', async () => {
    const { body } = bodyOf(['data: {"a":1}\n\nevent: ping\ndata:\n\n', 'data: {"b":2}\n']);
    expect(await all(body)).toEqual([
      { event: undefined, data: '{"a":1}' },
      { event: undefined, data: '{"b":2}' },
    ]);
  });
});
