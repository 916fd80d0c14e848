/** Reads a server-sent event stream (text/event-stream) into the `data` payload of each event. */

/** Yields the joined `data:` lines of every event of the stream, in order. */
export async function* readSseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let boundary = findEventBoundary(buffer);
    while (boundary) {
      const data = eventData(buffer.slice(0, boundary.index));
      buffer = buffer.slice(boundary.index + boundary.length);
      if (data !== null) yield data;
      boundary = findEventBoundary(buffer);
    }
  }
  buffer += decoder.decode();
  const last = eventData(buffer);
  if (last !== null) yield last;
}

function findEventBoundary(buffer: string): { index: number; length: number } | null {
  const match = /\r?\n\r?\n/.exec(buffer);
  return match ? { index: match.index, length: match[0].length } : null;
}

/** The `data` of one event block (lines joined by newlines), or null when it has none. */
function eventData(block: string): string | null {
  const lines = block
    .split(/\r?\n/)
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).replace(/^ /, ''));
  return lines.length > 0 ? lines.join('\n') : null;
}
