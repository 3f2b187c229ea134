// Grower profiles of spec §2 and §7 Users: the profile with its counters, its lists (activity, followers, reviews,
// diaries), and the profile body of PUT /api/users/{id}.
import { z } from 'zod';
import { pageSchema } from '../api/api';
import { reviewSchema } from '../catalogue/review';
import { userProfileSchema, userSchema, USER_NAME_PATTERN } from './user';
import { USER_NAME_MAX_LENGTH, USER_NAME_MIN_LENGTH } from './user-limits';
import {
  MAX_BIO, MAX_LOCATION, MAX_SOCIAL_HANDLE, MAX_WEBSITE, PROFILE_PAGE_SIZE, SOCIAL_HANDLE_PATTERN, SOCIAL_NETWORKS,
} from './profile-limits';

/** Handles by network; a network without a handle is absent. */
export const socialsSchema = z.partialRecord(z.enum(SOCIAL_NETWORKS),
  z.string().trim().max(MAX_SOCIAL_HANDLE).regex(SOCIAL_HANDLE_PATTERN, 'Use letters, digits, dots, underscores and hyphens only'));
export type Socials = z.infer<typeof socialsSchema>;

/** GET /api/users/{id} and GET /api/ref/users/{name}: the public profile with its counters. */
export const growerProfileSchema = userProfileSchema.extend({
  bio: z.string(),
  location: z.string(),
  website: z.string(),
  socials: socialsSchema,
  cnt_following: z.number(),
  cnt_bookmarks: z.number(),
  cnt_reviews: z.number(),
  /** The account was deleted: its kept diaries show it as a "deleted grower". */
  is_deleted: z.boolean(),
});
export type GrowerProfile = z.infer<typeof growerProfileSchema>;

/** A website: empty, or an http(s) address. */
const websiteSchema = z.string().trim().max(MAX_WEBSITE)
  .refine((value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), 'Expected an address starting with http:// or https://');

/** PUT /api/users/{id}: the profile fields of settings' index and socials pages. */
export const profileInputSchema = z.object({
  name: z.string().trim().min(USER_NAME_MIN_LENGTH).max(USER_NAME_MAX_LENGTH).regex(USER_NAME_PATTERN),
  bio: z.string().trim().max(MAX_BIO),
  location: z.string().trim().max(MAX_LOCATION),
  website: websiteSchema,
  socials: socialsSchema,
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** One thing a grower did, newest first on the activity tab. */
export const activityItemSchema = z.object({
  kind: z.enum(['diary', 'week', 'harvest', 'review', 'follow']),
  date: z.string(),
  /** The diary's, product's or followed grower's name. */
  title: z.string(),
  link: z.string(),
  /** The week's number (week, harvest) or the review's rating (review); null otherwise. */
  value: z.number().nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
export const activityPageSchema = pageSchema(activityItemSchema);
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** GET /api/users/{id}/followers: growers following this one, latest first. */
export const followersPageSchema = pageSchema(userSchema);
export type FollowersPage = z.infer<typeof followersPageSchema>;

/** GET /api/users/{id}/reviews: the grower's product reviews, latest first. */
export const userReviewsPageSchema = pageSchema(reviewSchema);
export type UserReviewsPage = z.infer<typeof userReviewsPageSchema>;

/** Paging of the profile's lists: start 0.., limit 1..PROFILE_PAGE_SIZE. */
export const profileListQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(PROFILE_PAGE_SIZE).default(PROFILE_PAGE_SIZE),
});

/** GET /api/users/{id}/information: the profile's about block. */
export const profileInformationSchema = growerProfileSchema.pick({ bio: true, location: true, website: true, socials: true, add_date: true });
export type ProfileInformation = z.infer<typeof profileInformationSchema>;

/** GET /api/ref/users/{name}: a name as mentions write it. */
export const userNameParamSchema = z.object({ name: z.string().trim().min(1).max(USER_NAME_MAX_LENGTH).regex(USER_NAME_PATTERN) });
