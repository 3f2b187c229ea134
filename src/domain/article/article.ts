// Journal articles and reader voting (spec §7 Blog, /api/blogs): answers and bodies.
import { z } from 'zod';
import { pageSchema } from '../api/api';
import { userSchema } from '../user/user';
import {
  ARTICLE_CATEGORIES, ARTICLE_PAGE_SIZE, isArticleLink, MAX_ARTICLE_DESCRIPTION, MAX_ARTICLE_LINK, MAX_ARTICLE_TAGS, MAX_ARTICLE_TEXT,
  MAX_ARTICLE_TITLE, MAX_ARTICLES_LIMIT, MIN_ARTICLE_TITLE, normalizeArticleTag, POLL_PAGE_SIZE,
} from './article-limits';

const id = z.number().int().positive().max(2 ** 31 - 1);

/** An article's cover in the four photo sizes. */
export const articleCoverSchema = z.object({ size_s: z.string(), size_m: z.string(), size_xl: z.string(), size_big: z.string() });

/** An article as lists show it. */
export const articleCardSchema = z.object({
  id: z.number(),
  link: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(ARTICLE_CATEGORIES),
  tags: z.array(z.string()),
  cover: articleCoverSchema.nullable(),
  item_user: userSchema,
  add_date: z.string(),
  update_date: z.string(),
  cnt_views: z.number(),
  cnt_likes: z.number(),
  cnt_comments: z.number(),
});
export type ArticleCard = z.infer<typeof articleCardSchema>;

/** GET /api/blogs/{id}: the card with the Markdown text (rendered and sanitised by the app). */
export const articleSchema = articleCardSchema.extend({ text: z.string(), cover_file: z.string().nullable() });
export type Article = z.infer<typeof articleSchema>;

export const articlesPageSchema = pageSchema(articleCardSchema);
export type ArticlesPage = z.infer<typeof articlesPageSchema>;

/** ?start&limit of the lists (spec §9: 20 a page). */
export const articlesQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_ARTICLES_LIMIT).default(ARTICLE_PAGE_SIZE),
});

/** {id} of GET /api/blogs/{id}: a number or an article's link. */
export const articleRefSchema = z.object({
  id: z.string().max(MAX_ARTICLE_LINK).refine((ref) => /^[1-9]\d{0,9}$/.test(ref) || isArticleLink(ref), 'Not an article id or link'),
});
export const categoryParamSchema = z.object({ c: z.enum(ARTICLE_CATEGORIES) });
export const tagParamSchema = z.object({
  t: z.string().max(60).refine((tag) => normalizeArticleTag(tag) === tag, 'Not a tag'),
});

const tagSchema = z.string().transform((text, ctx) => {
  const tag = normalizeArticleTag(text);
  if (tag === null) {
    ctx.addIssue({ code: 'custom', message: 'A tag is 1 to 30 letters, digits or dashes' });
    return z.NEVER;
  }
  return tag;
});

/** The fields an admin writes. */
const articleFields = {
  title: z.string().trim().min(MIN_ARTICLE_TITLE, `The title needs at least ${MIN_ARTICLE_TITLE} characters`)
    .max(MAX_ARTICLE_TITLE, `The title is at most ${MAX_ARTICLE_TITLE} characters`),
  link: z.string().trim().max(MAX_ARTICLE_LINK).refine(isArticleLink, 'A link is lower-case letters, digits and dashes, not a number nor a section word')
    .nullable(),
  description: z.string().trim().max(MAX_ARTICLE_DESCRIPTION, `The lead is at most ${MAX_ARTICLE_DESCRIPTION} characters`),
  text: z.string().trim().min(1, 'Write the article first.').max(MAX_ARTICLE_TEXT, `An article is at most ${MAX_ARTICLE_TEXT} characters`),
  category: z.enum(ARTICLE_CATEGORIES),
  tags: z.array(tagSchema).max(MAX_ARTICLE_TAGS, `At most ${MAX_ARTICLE_TAGS} tags`).transform((tags) => [...new Set(tags)]),
  /** A cover uploaded by POST /api/uploads/articles/cover (its file name), or none. */
  cover_file: z.string().regex(/^photos\/[A-Za-z0-9_-]{1,80}$/, 'Not an uploaded cover').nullable(),
};

/** POST /api/blogs (admins): the article; its link comes from the title unless given. */
export const articleInputSchema = z.object({
  ...articleFields,
  link: articleFields.link.default(null),
  description: articleFields.description.default(''),
  tags: articleFields.tags.default([]),
  cover_file: articleFields.cover_file.default(null),
}).strict();
export type ArticleInput = z.infer<typeof articleInputSchema>;

/** PATCH /api/blogs/{id} (admins): any of the fields, the others kept. */
export const articlePatchSchema = z.object(articleFields).partial().strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Change at least one field');
export type ArticlePatch = z.infer<typeof articlePatchSchema>;

/** POST /api/blogs/{id}/impressions: views and seconds seen. */
export const articleImpressionsSchema = z.object({
  v: z.number().int().min(1).max(100).default(1),
  s: z.number().int().min(0).max(86_400).default(0),
}).strict();

export const pollOptionSchema = z.object({ id: z.number(), title: z.string(), cnt_votes: z.number() });

/** A reader vote of /journal/voting: the question, its options with their counts, and the viewer's own vote. */
export const pollSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  add_date: z.string(),
  end_date: z.string().nullable(),
  is_open: z.boolean(),
  cnt_votes: z.number(),
  options: z.array(pollOptionSchema),
  /** The option the viewer voted for (null: not yet, or a guest). */
  my_vote: z.number().nullable(),
});
export type Poll = z.infer<typeof pollSchema>;
export type PollOption = z.infer<typeof pollOptionSchema>;

export const pollsPageSchema = pageSchema(pollSchema);
export type PollsPage = z.infer<typeof pollsPageSchema>;

export const pollsQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_ARTICLES_LIMIT).default(POLL_PAGE_SIZE),
});

/** POST /api/blogs/votes/{id}/vote. */
export const voteInputSchema = z.object({ option_id: id }).strict();
export type VoteInput = z.infer<typeof voteInputSchema>;

/** POST /api/uploads/articles/cover: the stored picture's name (for cover_file) and its sizes. */
export const articleCoverUploadSchema = articleCoverSchema.extend({ file: z.string() });
export type ArticleCoverUpload = z.infer<typeof articleCoverUploadSchema>;
