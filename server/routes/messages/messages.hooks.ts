/**
 * The spec's messages for inbox input (section 5): 'Subject is required' and 'Body is required'
 * for blank text, 'Message ID is required' for a blank id, the link rule's sentence for a deepLink
 * the contract's pattern refuses. Other invalid input gets the default 422.
 */
import type { MessagesHooks } from '../../../generated/routes/messages.routes';
import { badTextAnswer, defaultHook } from '../../http/create-app';
import { DEEP_LINK_RULE } from '../../lib/message-link';
import type { ErrorEnvelope } from '../../lib/errors';
import type { AppHook } from '../../http/app-env';

const blankText: AppHook = (result, c) => {
  if (result.success) return;
  const badText = badTextAnswer(result, c);
  if (badText) return badText;
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  if (result.target === 'json' && field === 'deepLink' && issue?.code === 'invalid_format') {
    return c.json<ErrorEnvelope>({ error: { code: 'validation_failed', message: DEEP_LINK_RULE, field } }, 422);
  }
  const blank = issue?.code === 'too_small' || issue?.code === 'invalid_format' || issue?.code === 'invalid_type';
  if (result.target === 'json' && blank && (field === 'subject' || field === 'body')) {
    const message = field === 'subject' ? 'Subject is required' : 'Body is required';
    return c.json<ErrorEnvelope>({ error: { code: 'validation_failed', message, field } }, 422);
  }
  return defaultHook(result, c);
};

const messageId: AppHook = (result, c) => {
  if (result.success) return;
  if (result.target === 'param' && result.error.issues.some((issue) => issue.path[0] === 'id')) {
    const blank = (c.req.param('id') ?? '').trim() === '';
    const message = blank ? 'Message ID is required' : 'Message ID must be a UUID';
    return c.json<ErrorEnvelope>({ error: { code: 'validation_failed', message, field: 'id' } }, 422);
  }
  return defaultHook(result, c);
};

export const messageHooks: MessagesHooks = {
  createMessage: blankText,
  getMessage: messageId,
  deleteMessage: messageId,
  markMessageRead: messageId,
  archiveMessage: messageId,
};
