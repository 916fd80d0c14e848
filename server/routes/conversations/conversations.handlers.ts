import { streamSSE } from 'hono/streaming';
import type { ConversationStreamEvent } from '../../../generated/model';
import { requireUser } from '../../http/auth';
import { AppError } from '../../lib/errors';
import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import type * as routes from '../../../generated/routes/conversations.routes';

export const listConversations: AppRouteHandler<typeof routes.listConversations> = async (c) => {
  const user = requireUser(c);
  const { entityType, entityId, status, limit = 50, offset = 0 } = c.req.valid('query');
  const filter = { status: status ?? 'active', entityType, entityId: entityId?.toUpperCase() };
  return c.json(await c.get('services').conversations.list(user.id, filter, { limit, offset }), HttpStatus.OK);
};

export const createConversation: AppRouteHandler<typeof routes.createConversation> = async (c) => {
  const user = requireUser(c);
  return c.json(await c.get('services').conversations.create(user.id, c.req.valid('json')), HttpStatus.CREATED);
};

export const getConversation: AppRouteHandler<typeof routes.getConversation> = async (c) => {
  const user = requireUser(c);
  return c.json(await c.get('services').conversations.get(user.id, c.req.valid('param').id), HttpStatus.OK);
};

export const updateConversation: AppRouteHandler<typeof routes.updateConversation> = async (c) => {
  const user = requireUser(c);
  const { title, status } = c.req.valid('json');
  // The schema defaults status to active; only a status the caller sent may change it.
  // A request without a body validates as {} (every field is optional) but has no JSON to read.
  const sent = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
  const changes = { title, status: 'status' in sent ? status : undefined };
  return c.json(await c.get('services').conversations.update(user.id, c.req.valid('param').id, changes), HttpStatus.OK);
};

export const deleteConversation: AppRouteHandler<typeof routes.deleteConversation> = async (c) => {
  const user = requireUser(c);
  await c.get('services').conversations.remove(user.id, c.req.valid('param').id);
  return c.body(null, HttpStatus.NO_CONTENT);
};

export const listConversationMessages: AppRouteHandler<typeof routes.listConversationMessages> = async (c) => {
  const user = requireUser(c);
  const { limit = 200, offset = 0 } = c.req.valid('query');
  const messages = await c.get('services').conversations.messages(user.id, c.req.valid('param').id, { limit, offset });
  return c.json({ messages }, HttpStatus.OK);
};

export const postConversationMessage: AppRouteHandler<typeof routes.postConversationMessage> = async (c) => {
  const user = requireUser(c);
  const messages = await c.get('services').conversations.post(user.id, c.req.valid('param').id, c.req.valid('json').message);
  return c.json({ messages }, HttpStatus.CREATED);
};

/** The error envelope of a failure once the stream has started (the status line is already sent). */
function streamError(error: unknown) {
  if (error instanceof AppError) return error.toEnvelope();
  const message = error instanceof Error && error.message ? error.message : 'The reply failed';
  return { error: { code: 'provider_error', message } };
}

export const streamConversationMessage: AppRouteHandler<typeof routes.streamConversationMessage> = async (c) => {
  const user = requireUser(c);
  const { conversations } = c.get('services');
  const conversation = await conversations.open(user.id, c.req.valid('param').id);
  const { message } = c.req.valid('json');
  const response = streamSSE(c, async (stream) => {
    /** One event as openapi.yaml's ConversationStreamEvent describes it. */
    const send = (event: ConversationStreamEvent) => stream.writeSSE({ event: event.event, data: JSON.stringify(event.data) });
    const abort = new AbortController();
    stream.onAbort(() => abort.abort());
    try {
      for await (const event of conversations.stream(conversation, message, abort.signal)) {
        await send(event.event === 'delta' ? { event: 'delta', data: { text: event.text } } : { event: event.event, data: event.message });
      }
    } catch (error) {
      c.get('log').warn({ err: error }, 'conversation stream failed');
      await send({ event: 'error', data: streamError(error) });
    }
  });
  response.headers.set('Cache-Control', 'no-store');
  return response as never;
};
