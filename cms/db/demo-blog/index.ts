/**
 * The demo blog (new database, outside production): categories, tags and articles written in
 * Markdown (`articles/`), converted to Lexical rich text here. System job: access is bypassed
 * explicitly, like the rest of the seed.
 */
import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'
import { DEMO_ARTICLES } from './articles'
import { DEMO_CATEGORIES, DEMO_TAGS } from './taxonomy'

const DAY_MS = 24 * 60 * 60 * 1000

export { DEMO_ARTICLES, DEMO_CATEGORIES, DEMO_TAGS }

/** Seeds the blog; `authorId` is the demo editor (absent when no editor was seeded). */
export async function seedDemoBlog(payload: Payload, authorId?: number): Promise<void> {
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const [categories, tags] = await Promise.all([
    Promise.all(DEMO_CATEGORIES.map((data) => payload.create({ collection: 'blog-categories', data, overrideAccess: true }))),
    Promise.all(DEMO_TAGS.map((data) => payload.create({ collection: 'blog-tags', data, overrideAccess: true }))),
  ])
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]))
  const tagId = new Map(tags.map((t) => [t.slug, t.id]))
  const now = Date.now()
  // One after the other, oldest first: ids follow the publication order.
  const ordered = [...DEMO_ARTICLES].sort((a, b) => (b.publishedDaysAgo ?? -1) - (a.publishedDaysAgo ?? -1))
  for (const article of ordered) {
    await payload.create({
      collection: 'blog-posts',
      data: {
        title: article.title,
        slug: article.slug,
        excerpt: article.excerpt,
        content: convertMarkdownToLexical({ editorConfig, markdown: article.markdown }),
        category: categoryId.get(article.categorySlug),
        tags: article.tagSlugs.map((slug) => tagId.get(slug)).filter((id) => id !== undefined),
        featuredImageUrl: article.featuredImageUrl,
        metaTitle: article.metaTitle,
        metaDescription: article.metaDescription,
        status: article.status,
        publishedAt: article.publishedDaysAgo === null ? null : new Date(now - article.publishedDaysAgo * DAY_MS).toISOString(),
        readingTimeMinutes: article.readingTimeMinutes,
        author: authorId,
      },
      overrideAccess: true,
    })
  }
}
