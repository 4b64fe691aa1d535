/**
 * POST /api/blog/posts, PUT and DELETE /api/blog/posts/{id} (spec 2 §7): the back-office
 * editor's writes, through Payload with the caller so the collection's rules and hooks apply
 * (derived HTML and text, publication date). The body's HTML becomes the stored Lexical.
 */
import { eq, inArray, sql } from '@payloadcms/db-postgres/drizzle'
import { type Payload, type PayloadRequest, ValidationError } from 'payload'
import { type BlogPostData, blogPostSchema, postLanguage, TRANSLATION_MESSAGES } from '@/contract/blog'
import type { Locale } from '@/contract/i18n/locales'
import { recordId } from '@/contract/ids'
import { z } from '@/contract/zod'
import { blog_categories, blog_posts, blog_tags, editors } from '@/cms/infra/db/payload-schema'
import { drizzleFor, withTransaction } from '@/cms/infra/db/transaction'
import { preparedRead } from '@/cms/infra/db/typed-reads'
import { badRequest, conflict, notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { htmlToLexical } from './html-to-lexical'
import { readPost } from './post-reads'
import { POST_NOT_FOUND } from './post-routes'
import { slugTaken, uniqueSlugConflict } from './slug-check'
import { SLUG_TAKEN } from './taxonomy-rules'
import { translationProblem, unlinkOtherTranslations } from './translations'

const idParams = z.object({ id: recordId(POST_NOT_FOUND) })

const categoryExists = preparedRead((db) =>
  db
    .select({ id: blog_categories.id })
    .from(blog_categories)
    .where(eq(blog_categories.id, sql.placeholder('id'))),
)

const postExists = preparedRead((db) =>
  db
    .select({ id: blog_posts.id })
    .from(blog_posts)
    .where(eq(blog_posts.id, sql.placeholder('id'))),
)

const editorExists = preparedRead((db) =>
  db
    .select({ id: editors.id })
    .from(editors)
    .where(eq(editors.id, sql.placeholder('id'))),
)

/** The category, tags, author and translation must exist: a clear 400 rather than a dangling reference. */
async function checkReferences(payload: Payload, body: BlogPostData, current?: { id: number; language: Locale }) {
  // Issue 37: the language the article will have (left out: French on create, its own on edit), and its link.
  const language = body.language === undefined ? (current?.language ?? 'fr') : postLanguage(body.language)
  const problem = await translationProblem(payload, { id: current?.id, language, translationOf: body.translationOf })
  if (problem) {
    const field = problem === 'linkedLanguage' ? 'language' : 'translationOf'
    throw badRequest(TRANSLATION_MESSAGES[problem], { fields: { [field]: TRANSLATION_MESSAGES[problem] } })
  }
  if (body.authorId != null && !(await editorExists(payload).execute({ id: body.authorId })).length)
    throw badRequest('Cet auteur n’existe pas (ou plus)\u00a0: choisissez-en un autre.', { fields: { authorId: 'Auteur inconnu' } })
  if (body.categoryId !== null) {
    const rows = await categoryExists(payload).execute({ id: body.categoryId })
    if (!rows.length)
      throw badRequest('Cette catégorie n’existe pas (ou plus) : choisissez-en une autre.', {
        fields: { categoryId: 'Catégorie inconnue' },
      })
  }
  const tags = [...new Set(body.tags)]
  if (tags.length) {
    // A write's check, with as many values as tags: built for the call.
    const db = await drizzleFor(payload)
    const rows = await db.select({ id: blog_tags.id }).from(blog_tags).where(inArray(blog_tags.id, tags))
    if (rows.length !== tags.length)
      throw badRequest('Un des tags choisis n’existe pas (ou plus) : retirez-le.', { fields: { tags: 'Tag inconnu' } })
  }
  return tags
}

async function postData(payload: Payload, body: BlogPostData, tags: number[]) {
  return {
    title: body.title,
    slug: body.slug,
    excerpt: body.excerpt,
    content: await htmlToLexical(payload, body.content),
    category: body.categoryId,
    tags,
    featuredImageUrl: body.featuredImageUrl,
    metaTitle: body.metaTitle,
    metaDescription: body.metaDescription,
    status: body.status,
    publishedAt: body.publishedAt,
    readingTimeMinutes: body.readingTimeMinutes,
    // Left out of the body: the author stays (older callers send none).
    ...(body.authorId !== undefined ? { author: body.authorId } : {}),
    // The same for the language (null is French: stored as such) and the translation (issue 37).
    ...(body.language !== undefined ? { language: postLanguage(body.language) } : {}),
    ...(body.translationOf !== undefined ? { translationOf: body.translationOf } : {}),
  }
}

/**
 * The write, and when it names a translation (or none), the other articles that named this one
 * let go of it: the link reads both ways, so an article has one translation. One transaction.
 */
function writeWithLink<T extends { id: number }>(
  payload: Payload,
  body: BlogPostData,
  write: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  return withTransaction(payload, async (req) => {
    const saved = await write(req)
    if (body.translationOf !== undefined) await unlinkOtherTranslations(payload, saved.id, body.translationOf, req)
    return saved
  })
}

/** Payload's own checks on the rich text (a link's address) → a French 400 naming the field. */
async function savePost<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await uniqueSlugConflict(SLUG_TAKEN.post, write)
  } catch (error) {
    if (error instanceof ValidationError && error.data.errors.some((issue) => issue.path.startsWith('content'))) {
      throw badRequest('Un lien du contenu a une adresse invalide : corrigez-la ou retirez le lien.', {
        fields: { content: 'Lien invalide' },
      })
    }
    throw error
  }
}

export const createBlogPost = defineHandler({
  body: blogPostSchema,
  async run({ body, payload, access, config, res }) {
    if (await slugTaken(payload, 'blog_posts', body.slug)) throw conflict(SLUG_TAKEN.post)
    const data = await postData(payload, body, await checkReferences(payload, body))
    const created = await savePost(() =>
      writeWithLink(payload, body, (req) => payload.create({ collection: 'blog-posts', data, depth: 0, ...access, req })),
    )
    res.status(201)
    return { success: true, post: await readPost(payload, { id: created.id }, 'back-office', { siteName: config.business.siteName }) }
  },
})

export const updateBlogPost = defineHandler({
  params: idParams,
  body: blogPostSchema,
  async run({ params, body, payload, access, config }) {
    const shaping = { siteName: config.business.siteName }
    const current = await readPost(payload, { id: params.id }, 'back-office', shaping)
    if (!current) throw notFound(POST_NOT_FOUND)
    if (await slugTaken(payload, 'blog_posts', body.slug, params.id)) throw conflict(SLUG_TAKEN.post)
    const data = await postData(payload, body, await checkReferences(payload, body, current))
    await savePost(() =>
      writeWithLink(payload, body, (req) => payload.update({ collection: 'blog-posts', id: params.id, data, depth: 0, ...access, req })),
    )
    return { success: true, post: await readPost(payload, { id: params.id }, 'back-office', shaping) }
  },
})

export const deleteBlogPost = defineHandler({
  params: idParams,
  async run({ params, payload, access }) {
    if (!(await postExists(payload).execute({ id: params.id })).length) throw notFound(POST_NOT_FOUND)
    await payload.delete({ collection: 'blog-posts', id: params.id, depth: 0, ...access })
    return { success: true }
  },
})
