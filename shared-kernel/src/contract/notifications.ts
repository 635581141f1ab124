// /api/notifications: the signed-in user's own notifications (spec sections 3 and 7). The API's
// routes (api/src/modules/notifications/routes.ts) declare these schemas; the live event carries
// the same notification object.
import { Type, type Static } from 'typebox';
import {
  DateTimeSchema,
  errorResponses,
  IdParamsSchema,
  NoBodySchema,
  NoContentSchema,
  NoQuerySchema,
  nullable,
  UuidSchema,
  WRITE_ERRORS,
} from './common.js';
import { defineRoute } from './route.js';

export const NotificationSchema = Type.Object({
  id: UuidSchema,
  /** A dotted lowercase name: 'application.created', 'application.status', 'message.created'… */
  type: Type.String(),
  title: Type.String(),
  body: Type.String(),
  /** The screen it links to, e.g. `/applications/<id>`. */
  href: nullable(Type.String()),
  read: Type.Boolean(),
  createdAt: DateTimeSchema,
});
export type Notification = Static<typeof NotificationSchema>;

/** Newest first, at most NOTIFICATION_LIST_CAP (100); the unread count covers them all. */
export const NotificationListSchema = Type.Object({
  notifications: Type.Array(NotificationSchema),
  unreadCount: Type.Integer({ minimum: 0 }),
});
export type NotificationList = Static<typeof NotificationListSchema>;

export const NotificationReadSchema = Type.Object({ id: UuidSchema, read: Type.Literal(true) });
export type NotificationRead = Static<typeof NotificationReadSchema>;

export const NotificationsReadAllSchema = Type.Object({ updated: Type.Integer({ minimum: 0 }) });
export type NotificationsReadAll = Static<typeof NotificationsReadAllSchema>;

/** Each route: its method, path and Fastify `schema`, by name (./route.ts). */
export const notificationRoutes = {
  list: defineRoute('GET', '/api/notifications', {
    querystring: NoQuerySchema,
    response: { 200: NotificationListSchema, ...errorResponses(400, 401) },
  }),
  readAll: defineRoute('PUT', '/api/notifications/read-all', {
    querystring: NoQuerySchema,
    body: NoBodySchema,
    response: { 200: NotificationsReadAllSchema, ...errorResponses(...WRITE_ERRORS) },
  }),
  /** 404 when it is not the user's */
  read: defineRoute('PUT', '/api/notifications/:id/read', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: NoBodySchema,
    response: { 200: NotificationReadSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
  /** 404 when it is not the user's */
  dismiss: defineRoute('DELETE', '/api/notifications/:id', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: NoBodySchema,
    response: { 204: NoContentSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
  clear: defineRoute('DELETE', '/api/notifications', {
    querystring: NoQuerySchema,
    body: NoBodySchema,
    response: { 204: NoContentSchema, ...errorResponses(...WRITE_ERRORS) },
  }),
};
