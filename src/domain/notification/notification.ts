// What the notification calls answer and accept (spec §7 Grouped notifications): numbers, groups, notifications,
// uniqs, and the bodies of read and delete.
import { z } from 'zod';
import {
  MAX_NOTIFICATION_PAGE, MAX_NOTIFICATIONS_PER_CALL, NOTIFICATION_KINDS, NOTIFICATION_PAGE_SIZE, NOTIFICATION_TABS,
  type NotificationTab,
} from './notification-kinds';

const actorSchema = z.object({ id: z.number(), name: z.string(), avatar_small: z.string().nullable() });
export type NotificationActor = z.infer<typeof actorSchema>;

export const notificationSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.string(),
  group: z.string(),
  group_period: z.string(),
  actor: actorSchema.nullable(),
  item_type: z.string(),
  item_id: z.number(),
  item_title: z.string(),
  /** A week's number in its diary (the title is the diary's name); 0 otherwise. */
  item_number: z.number(),
  link: z.string(),
  text: z.string(),
  is_read: z.boolean(),
  add_date: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationGroupSchema = z.object({
  group: z.string(),
  group_period: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.string(),
  item_type: z.string(),
  item_id: z.number(),
  item_title: z.string(),
  item_number: z.number(),
  link: z.string(),
  /** The latest actors, newest first (three at most), and how many growers acted in all. */
  actors: z.array(actorSchema),
  cnt_actors: z.number(),
  cnt: z.number(),
  cnt_unread: z.number(),
  text: z.string(),
  last_id: z.number(),
  last_date: z.string(),
});
export type NotificationGroup = z.infer<typeof notificationGroupSchema>;

/** Unread counts per channel and in all. */
export type NotificationNumbers = Record<NotificationTab, number>;

export interface NotificationsPage { items: Notification[]; start: number; limit: number; total: number }
export interface NotificationGroupsPage { items: NotificationGroup[]; start: number; limit: number; total: number }
/** The distinct growers behind unread notifications, latest first. */
export interface NotificationUniqs { items: NotificationActor[]; total: number }

const paging = {
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_NOTIFICATION_PAGE).default(NOTIFICATION_PAGE_SIZE),
};
const tabSchema = z.enum(NOTIFICATION_TABS);
const groupNameSchema = z.string().regex(/^[a-z]+:[a-z_]+:\d{1,10}$/, 'Not a notification group.');
const periodSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A period is a date (YYYY-MM-DD).');
const idSchema = z.number().int().positive().max(2 ** 31 - 1);

export const groupsQuerySchema = z.object({ channel: tabSchema.default('all'), ...paging });
export const notificationsQuerySchema = z.object({
  channel: tabSchema.default('all'),
  ...paging,
  group: groupNameSchema.optional(),
  group_period: periodSchema.optional(),
}).refine((q) => q.group_period === undefined || q.group !== undefined, { message: 'group_period needs a group.', path: ['group_period'] });
export const legacyQuerySchema = z.object({ ...paging, is_visit: z.coerce.number().int().min(0).max(1).default(0) });

const groupRefSchema = z.object({ group: groupNameSchema, group_period: periodSchema });
export type GroupRef = z.infer<typeof groupRefSchema>;
export const readBodySchema = z.object({
  notifications: z.array(idSchema).max(MAX_NOTIFICATIONS_PER_CALL).default([]),
  groups: z.array(groupRefSchema).max(MAX_NOTIFICATIONS_PER_CALL).default([]),
});
export type ReadBody = z.infer<typeof readBodySchema>;
export const readAllBodySchema = z.object({ channel: tabSchema.default('all') }).default({ channel: 'all' });
export const readGroupsBodySchema = z.object({ channel: tabSchema.default('all'), groups: z.array(groupRefSchema).min(1).max(MAX_NOTIFICATIONS_PER_CALL) });
export const channelParamSchema = z.object({ channel: tabSchema });
export const deleteGroupQuerySchema = z.object({ group_period: periodSchema });
export const groupParamSchema = z.object({ group: groupNameSchema });
