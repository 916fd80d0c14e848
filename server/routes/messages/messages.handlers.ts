import { requireUser } from '../../http/auth';
import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import type * as routes from '../../../generated/routes/messages.routes';

export const listMessages: AppRouteHandler<typeof routes.listMessages> = async (c) => {
  const user = requireUser(c);
  const { limit, offset = 0, ...filter } = c.req.valid('query');
  return c.json(await c.get('services').messages.list(user.id, filter, { limit, offset }), HttpStatus.OK);
};

export const createMessage: AppRouteHandler<typeof routes.createMessage> = async (c) => {
  const user = requireUser(c);
  const { subject, body, priority, deepLink } = c.req.valid('json');
  const message = await c.get('services').messages.create(user.id, {
    subject: subject.trim(),
    body: body.trim(),
    priority,
    senderType: 'user',
    link: deepLink,
  });
  return c.json(message, HttpStatus.CREATED);
};

export const getUnreadMessageCount: AppRouteHandler<typeof routes.getUnreadMessageCount> = async (c) => {
  const user = requireUser(c);
  return c.json({ unreadCount: await c.get('services').messages.unreadCount(user.id) }, HttpStatus.OK);
};

export const getMessageStats: AppRouteHandler<typeof routes.getMessageStats> = async (c) => {
  const user = requireUser(c);
  return c.json(await c.get('services').messages.stats(user.id), HttpStatus.OK);
};

export const markAllMessagesRead: AppRouteHandler<typeof routes.markAllMessagesRead> = async (c) => {
  const user = requireUser(c);
  return c.json({ updated: await c.get('services').messages.markAllRead(user.id) }, HttpStatus.OK);
};

export const archiveAllMessages: AppRouteHandler<typeof routes.archiveAllMessages> = async (c) => {
  const user = requireUser(c);
  return c.json({ updated: await c.get('services').messages.archiveAll(user.id) }, HttpStatus.OK);
};

export const deleteArchivedMessages: AppRouteHandler<typeof routes.deleteArchivedMessages> = async (c) => {
  const user = requireUser(c);
  return c.json({ deleted: await c.get('services').messages.deleteArchived(user.id) }, HttpStatus.OK);
};

export const getMessage: AppRouteHandler<typeof routes.getMessage> = async (c) => {
  const user = requireUser(c);
  return c.json(await c.get('services').messages.get(user.id, c.req.valid('param').id), HttpStatus.OK);
};

export const deleteMessage: AppRouteHandler<typeof routes.deleteMessage> = async (c) => {
  const user = requireUser(c);
  await c.get('services').messages.remove(user.id, c.req.valid('param').id);
  return c.body(null, HttpStatus.NO_CONTENT);
};

export const markMessageRead: AppRouteHandler<typeof routes.markMessageRead> = async (c) => {
  const user = requireUser(c);
  return c.json(await c.get('services').messages.markRead(user.id, c.req.valid('param').id), HttpStatus.OK);
};

export const archiveMessage: AppRouteHandler<typeof routes.archiveMessage> = async (c) => {
  const user = requireUser(c);
  return c.json(await c.get('services').messages.archive(user.id, c.req.valid('param').id), HttpStatus.OK);
};
