/** /api/blog/tags (spec 2 §7): the list for everyone, writes for the back-office. */
import { tagSchema } from '@/contract/blog'
import { recordId } from '@/contract/ids'
import { z } from '@/contract/zod'
import { conflict, notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { slugTaken, uniqueSlugConflict } from './slug-check'
import { readTags } from './taxonomy-reads'
import { SLUG_TAKEN } from './taxonomy-rules'

const TAG_NOT_FOUND = 'Tag non trouvé'
const idParams = z.object({ id: recordId(TAG_NOT_FOUND) })

export const listBlogTags = defineHandler({
  async run({ payload }) {
    return { success: true, tags: await readTags(payload) }
  },
})

export const createBlogTag = defineHandler({
  body: tagSchema,
  async run({ body, payload, access, res }) {
    if (await slugTaken(payload, 'blog_tags', body.slug)) throw conflict(SLUG_TAKEN.tag)
    const created = await uniqueSlugConflict(SLUG_TAKEN.tag, () =>
      payload.create({ collection: 'blog-tags', data: body, depth: 0, ...access }),
    )
    res.status(201)
    return { success: true, tag: (await readTags(payload, created.id))[0] }
  },
})

export const updateBlogTag = defineHandler({
  params: idParams,
  body: tagSchema,
  async run({ params, body, payload, access }) {
    if (!(await readTags(payload, params.id)).length) throw notFound(TAG_NOT_FOUND)
    if (await slugTaken(payload, 'blog_tags', body.slug, params.id)) throw conflict(SLUG_TAKEN.tag)
    await uniqueSlugConflict(SLUG_TAKEN.tag, () =>
      payload.update({ collection: 'blog-tags', id: params.id, data: body, depth: 0, ...access }),
    )
    return { success: true, tag: (await readTags(payload, params.id))[0] }
  },
})

/** Deleting a tag detaches it from its posts (blog_posts_rels' foreign key cascades); the posts stay. */
export const deleteBlogTag = defineHandler({
  params: idParams,
  async run({ params, payload, access }) {
    if (!(await readTags(payload, params.id)).length) throw notFound(TAG_NOT_FOUND)
    await payload.delete({ collection: 'blog-tags', id: params.id, depth: 0, ...access })
    return { success: true }
  },
})
