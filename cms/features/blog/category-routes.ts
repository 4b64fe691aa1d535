/** /api/blog/categories (spec 2 §7): the list for everyone, writes for the back-office. */
import { blogLanguageQuery, categorySchema } from '@/contract/blog'
import { recordId } from '@/contract/ids'
import { z } from '@/contract/zod'
import { conflict, notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { publicCategoriesAnswer } from './public-answers'
import { slugTaken, uniqueSlugConflict } from './slug-check'
import { countCategoryPosts, readCategories } from './taxonomy-reads'
import { categoryInUseMessage, SLUG_TAKEN } from './taxonomy-rules'

const CATEGORY_NOT_FOUND = 'Catégorie non trouvée'
const idParams = z.object({ id: recordId(CATEGORY_NOT_FOUND) })

/** The public's counts are of one language's articles (French unless asked, issue 37); the back-office's of all. */
export const listBlogCategories = defineHandler({
  query: blogLanguageQuery,
  async run({ query, payload, admin }) {
    if (!admin) return publicCategoriesAnswer(payload, query.language)
    return { success: true, categories: await readCategories(payload, 'back-office') }
  },
})

async function categoryAnswer(payload: Parameters<typeof readCategories>[0], id: number) {
  const [category] = await readCategories(payload, 'back-office', id)
  return { success: true, category }
}

export const createBlogCategory = defineHandler({
  body: categorySchema,
  async run({ body, payload, access, res }) {
    if (await slugTaken(payload, 'blog_categories', body.slug)) throw conflict(SLUG_TAKEN.category)
    const created = await uniqueSlugConflict(SLUG_TAKEN.category, () =>
      payload.create({ collection: 'blog-categories', data: body, depth: 0, ...access }),
    )
    res.status(201)
    return categoryAnswer(payload, created.id)
  },
})

export const updateBlogCategory = defineHandler({
  params: idParams,
  body: categorySchema,
  async run({ params, body, payload, access }) {
    if (!(await readCategories(payload, 'back-office', params.id)).length) throw notFound(CATEGORY_NOT_FOUND)
    if (await slugTaken(payload, 'blog_categories', body.slug, params.id)) throw conflict(SLUG_TAKEN.category)
    await uniqueSlugConflict(SLUG_TAKEN.category, () =>
      payload.update({ collection: 'blog-categories', id: params.id, data: body, depth: 0, ...access }),
    )
    return categoryAnswer(payload, params.id)
  },
})

/** Refused while posts use it (the collection's hook says the same to /cms). */
export const deleteBlogCategory = defineHandler({
  params: idParams,
  async run({ params, payload, access }) {
    if (!(await readCategories(payload, 'back-office', params.id)).length) throw notFound(CATEGORY_NOT_FOUND)
    const posts = await countCategoryPosts(payload, params.id)
    if (posts > 0) throw conflict(categoryInUseMessage(posts), { postCount: posts })
    await payload.delete({ collection: 'blog-categories', id: params.id, depth: 0, ...access })
    return { success: true }
  },
})
