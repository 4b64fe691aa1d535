/** POST /api/blog/media (an image and its alt text) and GET /api/blog/media (the picker's pages), back-office only. */
import { and, count, desc, type SQL, sql } from '@payloadcms/db-postgres/drizzle'
import {
  BLOG_MEDIA_ERRORS,
  type BlogMediaListResponse,
  blogMediaQuery,
  type BlogMediaResponse,
  blogMediaUploadSchema,
} from '@/contract/blog-media'
import { readMultipart } from '@/cms/features/documents'
import { blog_media } from '@/cms/infra/db/payload-schema'
import { HttpError } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { databaseOf } from '@/cms/infra/db/typed-reads'
import { searchPattern } from '@/cms/infra/db/search'
import { checkBlogImage } from './image-checks'
import { mediaDocToApi, mediaJson, type MediaJson, toApiBlogMedia } from './media-shape'

const invalid = (status: number, message: string, field: 'alt' | 'file') => new HttpError(status, message, { fields: { [field]: message } })

/**
 * Everything is checked before Payload sees the file: the alt text with the picker's schema,
 * then the bytes (the collection's hook checks them again, for uploads from /cms). Payload then
 * resizes once into every size and stores them (disk or the bucket).
 */
export const uploadBlogMedia = defineHandler({
  async run(ctx): Promise<BlogMediaResponse> {
    const body = await readMultipart(ctx.req, {
      fields: ['alt'],
      fileField: 'file',
      maxFiles: 1,
      failed: { notMultipart: BLOG_MEDIA_ERRORS.fileRequired, broken: BLOG_MEDIA_ERRORS.uploadFailed },
    })
    const file = body.files[0]
    if (!file) throw invalid(400, BLOG_MEDIA_ERRORS.fileRequired, 'file')
    if (file.tooLarge) throw invalid(413, BLOG_MEDIA_ERRORS.fileTooLarge, 'file')
    const alt = blogMediaUploadSchema.safeParse({ alt: body.fields.alt ?? '' })
    if (!alt.success) throw invalid(400, alt.error.issues[0]?.message ?? BLOG_MEDIA_ERRORS.altRequired, 'alt')
    const check = await checkBlogImage(file.data)
    if (!check.ok) throw invalid(check.status, check.message, 'file')

    const created = await ctx.payload.create({
      collection: 'blog-media',
      data: { alt: alt.data.alt },
      file: { data: file.data, mimetype: check.mimeType, name: file.name || 'image', size: file.data.length },
      depth: 0,
      ...ctx.access,
    })
    ctx.res.status(201)
    return { success: true, media: mediaDocToApi(created) }
  },
})

/** The alt text or the file name contains the search, whatever the case and accents (a library is small: no index needed). */
const matching = (search: string): SQL | undefined =>
  search
    ? sql`(search_fold(${blog_media.alt}) LIKE '%' || search_fold(${searchPattern(search)}) || '%'
          OR search_fold(${blog_media.filename}) LIKE '%' || search_fold(${searchPattern(search)}) || '%')`
    : undefined

/** The library, newest first (blog_media_created_at_idx), with its total in the same statement. */
export const listBlogMedia = defineHandler({
  query: blogMediaQuery,
  async run({ query, payload }): Promise<BlogMediaListResponse> {
    const db = databaseOf(payload)
    const where = and(matching(query.search))
    const rows = await db
      .select({ media: sql<MediaJson>`${mediaJson}`, total: sql<number>`${count()} OVER ()`.mapWith(Number) })
      .from(blog_media)
      .where(where)
      .orderBy(desc(blog_media.createdAt), desc(blog_media.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
    // A page past the end has no row to carry the total: count apart then (rare).
    const total = rows[0]?.total ?? (query.page > 1 ? await db.$count(blog_media, where) : 0)
    return {
      success: true,
      media: rows.map((row) => toApiBlogMedia(row.media)),
      page: query.page,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
    }
  },
})
