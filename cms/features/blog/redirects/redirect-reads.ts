/**
 * Where an old article address leads (issue 36 item 5), read only when `/blog/{slug}` is not a
 * public article: the happy path never asks. A reference lands on the article's current slug
 * when it is public (else nothing: a 404); a custom address made in /cms is followed when it is
 * another redirected article address, a few hops at most, and a loop leads nowhere.
 */
import { and, eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { postLanguage } from '@/contract/blog'
import type { Locale } from '@/contract/i18n/locales'
import { blog_posts, redirects, redirects_rels } from '@/cms/infra/db/payload-schema'
import { literalLimit, preparedRead } from '@/cms/infra/db/typed-reads'
import { PUBLIC_POST } from '../post-reads'
import { blogPostPath, slugOfBlogPath } from './blog-paths'

/** Hops of custom addresses followed before giving up (each is one read, on the miss path only). */
export const MAX_REDIRECT_HOPS = 5

/** The redirects plugin's relationship (`to.reference`, in a group) as Payload stores it. */
const REFERENCE_PATH = sql`'to.reference'`

const redirectFrom = preparedRead((db) =>
  db
    .select({
      type: redirects.to_type,
      url: redirects.to_url,
      slug: blog_posts.slug,
      live: sql<boolean>`coalesce(${PUBLIC_POST}, false)`,
    })
    .from(redirects)
    .leftJoin(redirects_rels, and(eq(redirects_rels.parent, redirects.id), eq(redirects_rels.path, REFERENCE_PATH)))
    .leftJoin(blog_posts, eq(blog_posts.id, redirects_rels['blog-postsID']))
    .where(eq(redirects.from, sql.placeholder('from')))
    .limit(literalLimit(1)),
)

const publicSlug = preparedRead((db) =>
  db
    .select({ id: blog_posts.id, language: blog_posts.language })
    .from(blog_posts)
    .where(and(eq(blog_posts.slug, sql.placeholder('slug')), PUBLIC_POST))
    .limit(literalLimit(1)),
)

/** The language of the public article at this slug (issue 37), or null when none is public there. */
export async function publicLanguageOfSlug(payload: Payload, slug: string): Promise<Locale | null> {
  const [row] = await publicSlug(payload).execute({ slug })
  return row ? postLanguage(row.language) : null
}

/** The address `/blog/{slug}` now leads to (a path of this site or an http(s) address), or null. */
export async function resolveBlogRedirect(payload: Payload, slug: string): Promise<string | null> {
  let from = blogPostPath(slug)
  const seen = new Set<string>()
  for (let hop = 0; hop < MAX_REDIRECT_HOPS && !seen.has(from); hop++) {
    seen.add(from)
    const [redirect] = await redirectFrom(payload).execute({ from })
    if (!redirect) return null
    if (redirect.type !== 'custom') return redirect.slug && redirect.live ? blogPostPath(redirect.slug) : null
    const target = redirect.url
    if (!target) return null
    const nextSlug = slugOfBlogPath(target)
    // Elsewhere on the site (the list, a page) or another site: the editor's choice, sent as is.
    if (nextSlug === null) return target
    if ((await publicSlug(payload).execute({ slug: nextSlug })).length) return target
    from = target
  }
  return null
}
