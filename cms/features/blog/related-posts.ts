/**
 * « À lire aussi » (issue 36 item 3): three published articles under an article, never itself.
 * Those of its category first, and among them those sharing more of its tags; then the others
 * sharing its tags; then the newest. One statement, read with the article (kept with it by the
 * public read cache), that only looks at candidates found through indexes: the posts sharing a
 * tag (blog_posts_rels by tag), the newest three of the category (blog_posts_category_idx) and
 * the newest four overall (status_publishedAt_idx): together they always hold the answer. All in
 * the article's own language (issue 37).
 */
import { and, count, desc, eq, inArray, ne, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import type { ApiBlogPost, ApiBlogPostSummary } from '@/contract/blog'
import { blog_posts, blog_posts_rels } from '@/cms/infra/db/payload-schema'
import type { Locale } from '@/contract/i18n/locales'
import { literalLimit, preparedReadByShape } from '@/cms/infra/db/typed-reads'
import { inLanguage, PUBLIC_POST, type PostShaping, selectPosts, toSummary } from './post-reads'

export const RELATED_POSTS = 3

const TAGS_PATH = sql`'tags'`

/** One statement per language (issue 37): an article's related articles are in its own language. */
const relatedTo = preparedReadByShape(
  (language: Locale) => language,
  (db, language) => {
    const self = sql.placeholder('id')
    const category = sql.placeholder('category')
    const ownTags = db
      .select({ tag: blog_posts_rels['blog-tagsID'] })
      .from(blog_posts_rels)
      .where(and(eq(blog_posts_rels.parent, self), eq(blog_posts_rels.path, TAGS_PATH)))
    const sharing = db
      .select({ post: blog_posts_rels.parent, shared: count().as('shared') })
      .from(blog_posts_rels)
      .where(and(eq(blog_posts_rels.path, TAGS_PATH), inArray(blog_posts_rels['blog-tagsID'], ownTags), ne(blog_posts_rels.parent, self)))
      .groupBy(blog_posts_rels.parent)
      .as('sharing')
    const newest = (where: ReturnType<typeof and>, limit: number) =>
      db
        .select({ id: blog_posts.id })
        .from(blog_posts)
        .where(where)
        .orderBy(desc(blog_posts.publishedAt), desc(blog_posts.id))
        .limit(literalLimit(limit))
    const candidates = db
      .select({ id: sharing.post })
      .from(sharing)
      .union(newest(and(PUBLIC_POST, inLanguage(language), eq(blog_posts.category, category), ne(blog_posts.id, self)), RELATED_POSTS))
      .union(newest(and(PUBLIC_POST, inLanguage(language), ne(blog_posts.id, self)), RELATED_POSTS))
    return selectPosts(db, {})
      .leftJoin(sharing, eq(sharing.post, blog_posts.id))
      .where(and(inArray(blog_posts.id, candidates), PUBLIC_POST, inLanguage(language), ne(blog_posts.id, self)))
      .orderBy(
        sql`coalesce(${blog_posts.category} = ${category}, false) DESC`,
        sql`coalesce(${sharing.shared}, 0) DESC`,
        desc(blog_posts.publishedAt),
        desc(blog_posts.id),
      )
      .limit(literalLimit(RELATED_POSTS))
  },
)

export async function readRelatedPosts(
  payload: Payload,
  post: Pick<ApiBlogPost, 'id' | 'categoryId' | 'language'>,
  shaping: PostShaping,
): Promise<ApiBlogPostSummary[]> {
  const rows = await relatedTo(payload, post.language).execute({ id: post.id, category: post.categoryId })
  return rows.map((row) => toSummary(row, shaping))
}
