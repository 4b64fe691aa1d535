import path from 'node:path'
import type { CollectionConfig, ImageSize } from 'payload'
import { anyone } from '../access/anyone'
import { blogEditor } from '../access/blog-editor'
import { BLOG_MEDIA_MIME_TYPES, BLOG_MEDIA_WIDTHS } from '@/contract/blog-media'
import { clearPublicBlogReads } from '@/cms/features/blog'
import { checkImageBytes, refreshBodiesAfterChange, refreshBodiesAfterDelete, releaseCovers } from './hooks'

/** Where blog images live on disk when no S3 bucket is configured: DATA_DIR/uploads/blog-media. */
export const blogMediaDir = (dataDir: string) => path.join(dataDir, 'uploads', 'blog-media')

export { BLOG_MEDIA_WIDTHS } from '@/contract/blog-media'

/**
 * Each width twice: in WebP (what browsers take first) and in the original's format (for the
 * rest, and for the share cards drawn over it). An image narrower than a width keeps a copy at its
 * own width. WebP at effort 2 (of 6): about half the CPU of the default for 9 % more bytes (the
 * demo's first start resizes eight images).
 */
const imageSizes: ImageSize[] = BLOG_MEDIA_WIDTHS.flatMap((width) => [
  { name: `w${width}`, width, withoutEnlargement: true },
  { name: `w${width}Webp`, width, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 78, effort: 2 } } },
])

/**
 * The blog's image library (issue 36 item 1): covers, images inside articles, authors' photos.
 * Public pictures, so anyone reads them; only editors (either role) add, change or remove them.
 * Uploaded through POST /api/blog/media or /cms, checked from their bytes, at most 10 Mo.
 */
export function blogMedia(dataDir: string): CollectionConfig {
  return {
    slug: 'blog-media',
    labels: { singular: 'Image', plural: 'Images' },
    admin: { useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'width', 'height', 'createdAt'], group: 'Blog' },
    access: { read: anyone, create: blogEditor, update: blogEditor, delete: blogEditor },
    upload: {
      staticDir: blogMediaDir(dataDir),
      mimeTypes: [...BLOG_MEDIA_MIME_TYPES],
      imageSizes,
      crop: false,
      focalPoint: false,
      adminThumbnail: 'w480Webp',
    },
    // Checked from the bytes and renamed before Payload resizes anything; an image changed or removed
    // shows at once on the public pages that carry it (their reads are kept a few seconds).
    hooks: {
      beforeOperation: [checkImageBytes],
      beforeDelete: [releaseCovers],
      afterChange: [refreshBodiesAfterChange, clearPublicBlogReads],
      afterDelete: [refreshBodiesAfterDelete, clearPublicBlogReads],
    },
    fields: [
      {
        name: 'alt',
        label: 'Texte alternatif',
        type: 'text',
        required: true,
        minLength: 3,
        maxLength: 250,
        admin: { description: 'Ce que montre l’image, pour les lecteurs d’écran et les moteurs de recherche.' },
      },
    ],
    timestamps: true,
  }
}
