import { describe, expect, it } from 'vitest';
import { takeEvents } from './stream-reply';

describe('reading server-sent events', () => {
  it('takes complete events and keeps a partial one for later', () => {
    const { events, rest } = takeEvents('event: user\ndata: {"id":"1"}\n\nevent: delta\ndata: {"text":"Hi"}\n\nevent: del');
    expect(events).toEqual([
      { event: 'user', data: '{"id":"1"}' },
      { event: 'delta', data: '{"text":"Hi"}' },
    ]);
    expect(rest).toBe('event: del');
    expect(takeEvents(`${rest}ta\ndata: {"text":"!"}\n\n`).events).toEqual([{ event: 'delta', data: '{"text":"!"}' }]);
  });
});
