/**
 * The demo blog (new database, outside production): categories, tags and articles written in
 * Markdown (`articles/`), converted to Lexical rich text here. System job: access is bypassed
 * explicitly, like the rest of the seed.
 *
 * Access bypassed throughout: demo content, seeded by the server itself at first start.
 */
import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'
import { DEMO_ARABIC_ARTICLES, DEMO_ARTICLES } from './articles'
import { DEMO_ARABIC_CATEGORIES, DEMO_ARABIC_TAGS, DEMO_CATEGORIES, DEMO_TAGS } from './taxonomy'
import { renderDemoImages, uploadDemoImages, uploadNode } from './demo-images'
import type { DemoArticle } from './types'

const DAY_MS = 24 * 60 * 60 * 1000

export { DEMO_ARABIC_ARTICLES, DEMO_ARABIC_CATEGORIES, DEMO_ARABIC_TAGS, DEMO_ARTICLES, DEMO_CATEGORIES, DEMO_TAGS }
export { DEMO_AUTHOR, seedDemoAuthor } from './author'

/** The SARL article shows its steps as a diagram, right after its introduction. */
const DIAGRAM_ARTICLE = 'creer-une-sarl-en-algerie'
function withDiagram<T extends { root: { children: unknown[] } }>(content: T, slug: string, diagramId: number): T {
  if (slug === DIAGRAM_ARTICLE && diagramId) content.root.children.splice(1, 0, uploadNode(diagramId))
  return content
}

/** Seeds the blog; `authorId` is the demo editor (absent when no editor was seeded). */
export async function seedDemoBlog(payload: Payload, authorId?: number): Promise<void> {
  // Real pictures for the covers, and a diagram inside the SARL article (issue 36), drawn meanwhile.
  const rendering = renderDemoImages(DEMO_ARTICLES)
  const arabicRendering = renderDemoImages(DEMO_ARABIC_ARTICLES, { diagram: false })
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  // One after the other, so that ids are the same on every new database: categories and tags
  // in their listed order, French articles oldest first (the draft last), then (issue 37) the
  // Arabic ones, so the French ones keep their ids.
  const categoryId = new Map<string, number>()
  for (const data of [...DEMO_CATEGORIES, ...DEMO_ARABIC_CATEGORIES]) {
    const created = await payload.create({ collection: 'blog-categories', data, overrideAccess: true, depth: 0 })
    categoryId.set(created.slug, created.id)
  }
  const tagId = new Map<string, number>()
  for (const data of [...DEMO_TAGS, ...DEMO_ARABIC_TAGS]) {
    const created = await payload.create({ collection: 'blog-tags', data, overrideAccess: true, depth: 0 })
    tagId.set(created.slug, created.id)
  }
  const images = await uploadDemoImages(payload, await rendering)
  const arabicImages = await uploadDemoImages(payload, await arabicRendering)
  const now = Date.now()
  const postId = new Map<string, number>()
  const oldestFirst = (articles: readonly DemoArticle[]) =>
    [...articles].sort((a, b) => (b.publishedDaysAgo ?? -1) - (a.publishedDaysAgo ?? -1))
  for (const article of [...oldestFirst(DEMO_ARTICLES), ...oldestFirst(DEMO_ARABIC_ARTICLES)]) {
    const created = await payload.create({
      collection: 'blog-posts',
      data: {
        title: article.title,
        slug: article.slug,
        excerpt: article.excerpt,
        content: withDiagram(convertMarkdownToLexical({ editorConfig, markdown: article.markdown }), article.slug, images.stepsDiagram),
        category: categoryId.get(article.categorySlug),
        tags: article.tagSlugs.map((slug) => tagId.get(slug)).filter((id) => id !== undefined),
        featuredImageUrl: article.featuredImageUrl,
        // The library's copy, when rendered: the collection's hook then gives the cover its library address.
        featuredImage: images.covers.get(article.slug) ?? arabicImages.covers.get(article.slug),
        metaTitle: article.metaTitle,
        metaDescription: article.metaDescription,
        status: article.status,
        publishedAt: article.publishedDaysAgo === null ? null : new Date(now - article.publishedDaysAgo * DAY_MS).toISOString(),
        readingTimeMinutes: article.readingTimeMinutes,
        author: authorId,
        language: article.language ?? 'fr',
        // The French version is seeded first (issue 37): the Arabic article names it.
        translationOf: article.translationOfSlug ? postId.get(article.translationOfSlug) : undefined,
      },
      overrideAccess: true,
      depth: 0,
    })
    postId.set(created.slug, created.id)
  }
}
