/**
 * GET /media/blog/{filename}: the library's files, every size, to anyone, from DATA_DIR or the
 * bucket. Names are unique (a random suffix) and a file never changes under its name, so browsers
 * and proxies keep it a year without asking again.
 */
import express, { type Router } from 'express'
import type { AppConfig } from '@/cms/infra/config/env'
import { BLOG_MEDIA_PATH, type BlogMediaMimeType } from '@/contract/blog-media'
import { openStoredFile } from '@/cms/features/documents'

/** Only names the library gives (image-checks.ts): a slug, a suffix, one of three extensions. */
const STORED_NAME = /^[a-z0-9-]+\.(jpg|png|webp)$/
const TYPES: Record<string, BlogMediaMimeType> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }

export function blogMediaFiles(config: AppConfig): Router {
  const router = express.Router()
  router.get(`${BLOG_MEDIA_PATH}:filename`, async (req, res, next) => {
    try {
      const filename = req.params.filename
      const type = STORED_NAME.exec(filename)?.[1]
      if (!type) return void res.status(404).type('text').send('Image introuvable.')
      // The name is the content's identity: a cheap ETag that never needs the bytes.
      const etag = `"${filename}"`
      res.set({
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        ETag: etag,
      })
      if (req.headers['if-none-match'] === etag) return void res.status(304).end()
      const stored = await openStoredFile(config, 'blog-media', filename)
      if (!stored) {
        res.set('Cache-Control', 'no-store').removeHeader('ETag')
        return void res.status(404).type('text').send('Image introuvable.')
      }
      res.set({ 'Content-Type': TYPES[type]!, ...(stored.length ? { 'Content-Length': String(stored.length) } : {}) })
      stored.stream.on('error', (error) => (res.headersSent ? res.destroy(error) : next(error)))
      stored.stream.pipe(res)
    } catch (error) {
      next(error)
    }
  })
  return router
}
