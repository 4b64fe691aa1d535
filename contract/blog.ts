/**
 * The blog's vocabulary, shared by the data model, the API, the back-office editor and the
 * public pages (spec 2 §3, §5, §7, §9): constants, auto-fill rules, the write schemas with the
 * spec's exact messages, and the answers' shapes.
 */
import type { BlogAuthorPage } from './blog-authors'
import type { ApiBlogMedia } from './blog-media'
import type { PageInfo } from './ids'
import { pageQuery } from './ids'
import { text, z } from './zod'

// --- Constants (spec 2 §9)

/** Slugs of articles, categories and tags: lowercase letters, digits and dashes. */
export const SLUG_PATTERN = /^[a-z0-9-]+$/
export const SLUG_MESSAGE = 'Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets'

export const BLOG_POST_STATUSES = ['draft', 'published', 'archived'] as const
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number]
export const BLOG_POST_STATUS_LABELS: Record<BlogPostStatus, string> = {
  draft: 'Brouillon',
  published: 'Publié',
  archived: 'Archivé',
}

export const DEFAULT_CATEGORY_COLOR = '#3B82F6'
export const DEFAULT_TAG_COLOR = '#8B5CF6'
export const WORDS_PER_MINUTE = 200
export const DEFAULT_READING_TIME = 5
export const READING_TIME_MIN = 1
export const READING_TIME_MAX = 120
export const META_TITLE_MAX = 60
export const META_DESCRIPTION_MAX = 160
export const EXCERPT_MAX = 500
/** The editor's automatic excerpt: over 200 characters, cut to 197 plus '…'. */
export const AUTO_EXCERPT_MAX = 200
/** Public cards: at most 3 tags, then '+N'; without an excerpt, the first 200 characters of the text. */
export const CARD_TAGS_MAX = 3
export const CARD_EXCERPT_FALLBACK = 200
/** JSON-LD `Blog` on /blog lists the first 10 posts. */
export const STRUCTURED_DATA_POSTS = 10
/** Public list page size. */
export const BLOG_PAGE_SIZE = 12
export const BLOG_PAGE_MAX = 50

/**
 * An article's preview, any status, for staff only (issue 36 item 6): web-routes.ts `blogPreview`.
 * Here, with no router imported, for /cms's collection config too.
 */
export const blogPreviewPath = (id: number) => `/blog/apercu/${id}`

// --- Auto-fill (spec 2 §5), used by the editor and by the server when a field is left empty

/** Slug from a name or title: lowercase, accents removed, other symbols removed, spaces to dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[œ]/g, 'oe')
    .replace(/[æ]/g, 'ae')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Cut to `max` characters: over it, `max - 3` characters plus '…'. */
export function cutWithEllipsis(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 3).trimEnd()}…` : text
}

/** SEO title from the title: over 60 characters, 57 plus '…'. */
export const autoMetaTitle = (title: string): string => cutWithEllipsis(title.trim(), META_TITLE_MAX)

/** The text of some HTML: tags removed, common entities decoded, spaces collapsed (for lengths, excerpts, word counts). */
export function textFromHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|div|h[1-6]|li|blockquote|br)\s*>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

/** Excerpt from the content without tags: over 200 characters, 197 plus '…'. */
export const autoExcerpt = (contentHtml: string): string => cutWithEllipsis(textFromHtml(contentHtml), AUTO_EXCERPT_MAX)

/** Reading time: words / 200, rounded, at least 1 (and at most 120). */
export function readingTimeOf(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length
  return Math.min(READING_TIME_MAX, Math.max(READING_TIME_MIN, Math.round(words / WORDS_PER_MINUTE)))
}

// --- Write schemas (spec 2 §5), the same in the dialogs, the editor and the server

const colour = (fallback: string) =>
  text({ error: 'Format de couleur invalide (hex)' })
    .trim()
    .regex(/^#[0-9A-Fa-f]{6}$/, 'Format de couleur invalide (hex)')
    .default(fallback)

const slug = (min: number, max: number) =>
  text({ error: SLUG_MESSAGE })
    .trim()
    .min(min, `Le slug doit contenir au moins ${min} caractères`)
    .max(max, `Le slug ne peut pas dépasser ${max} caractères`)
    .regex(SLUG_PATTERN, SLUG_MESSAGE)

const name = (max: number) =>
  text({ error: 'Le nom doit contenir au moins 2 caractères' })
    .trim()
    .min(2, 'Le nom doit contenir au moins 2 caractères')
    .max(max, `Le nom ne peut pas dépasser ${max} caractères`)

/** POST /api/blog/categories (and the edit dialog). */
export const categorySchema = z.object({
  name: name(100),
  slug: slug(2, 100),
  description: text({ error: 'La description ne peut pas dépasser 500 caractères' })
    .trim()
    .max(500, 'La description ne peut pas dépasser 500 caractères')
    .nullish()
    .transform((value) => value || null),
  color: colour(DEFAULT_CATEGORY_COLOR),
})
export type CategoryInput = z.input<typeof categorySchema>

/** POST /api/blog/tags (and the edit dialog). */
export const tagSchema = z.object({
  name: name(50),
  slug: slug(2, 50),
  color: colour(DEFAULT_TAG_COLOR),
})
export type TagInput = z.input<typeof tagSchema>

const optionalText = (max: number, message: string) =>
  text({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null)

/**
 * POST /api/blog/posts and PUT /api/blog/posts/{id}: the editor's fields, `content` as HTML
 * (converted to the stored rich text on the server), tags as ids, `publishedAt` as an ISO
 * date (a published post without one is dated now, on the server).
 */
export const blogPostSchema = z.object({
  title: text({ error: 'Le titre doit contenir au moins 5 caractères' })
    .trim()
    .min(5, 'Le titre doit contenir au moins 5 caractères')
    .max(200, 'Le titre ne peut pas dépasser 200 caractères'),
  slug: slug(3, 200),
  excerpt: optionalText(EXCERPT_MAX, 'L’extrait ne peut pas dépasser 500 caractères'),
  content: text({ error: 'Le contenu doit contenir au moins 50 caractères' }).refine(
    (html) => textFromHtml(html).length >= 50,
    'Le contenu doit contenir au moins 50 caractères',
  ),
  categoryId: z.coerce
    .number({ error: 'Catégorie invalide' })
    .int('Catégorie invalide')
    .positive('Catégorie invalide')
    .nullish()
    .transform((value) => value ?? null),
  tags: z
    .array(z.coerce.number({ error: 'Tag invalide' }).int('Tag invalide').positive('Tag invalide'), { error: 'Tags invalides' })
    .max(20, 'Pas plus de 20 tags par article')
    .default([]),
  // An http(s) address, or a path on this site ('/images/blog/…', the demo's covers).
  featuredImageUrl: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'URL d’image invalide' }), text().regex(/^\/(?!\/)\S*$/)], {
      error: 'URL d’image invalide',
    })
    .nullish()
    .transform((value) => value || null),
  metaTitle: optionalText(META_TITLE_MAX, 'Le titre SEO ne peut pas dépasser 60 caractères'),
  metaDescription: optionalText(META_DESCRIPTION_MAX, 'La description SEO ne peut pas dépasser 160 caractères'),
  status: z.enum(BLOG_POST_STATUSES, { error: 'Statut invalide' }).default('draft'),
  publishedAt: z.iso
    .datetime({ offset: true, error: 'Date de publication invalide' })
    .nullish()
    .transform((value) => value ?? null),
  // The editor who signs it (issue 36 item 6, as in /cms); null: the team. Left out, the author stays as it was.
  authorId: z.coerce.number({ error: 'Auteur invalide' }).int('Auteur invalide').positive('Auteur invalide').nullish(),
  readingTimeMinutes: z.coerce
    .number({ error: 'Le temps de lecture doit être compris entre 1 et 120 minutes' })
    .int('Le temps de lecture doit être compris entre 1 et 120 minutes')
    .min(READING_TIME_MIN, 'Le temps de lecture doit être compris entre 1 et 120 minutes')
    .max(READING_TIME_MAX, 'Le temps de lecture doit être compris entre 1 et 120 minutes')
    .default(DEFAULT_READING_TIME),
})
export type BlogPostInput = z.input<typeof blogPostSchema>
export type BlogPostData = z.output<typeof blogPostSchema>

/**
 * GET /api/blog/posts: `status` (the public list sends 'published'; without it, the back-office
 * sees every status and anyone else the published posts only), `q` (title, excerpt and text),
 * `category` and `tag` (slugs), pages.
 */
export const blogPostsQuery = pageQuery(BLOG_PAGE_SIZE, BLOG_PAGE_MAX).extend({
  status: z.enum(BLOG_POST_STATUSES, { error: 'Statut invalide' }).optional(),
  q: text({ error: 'Recherche invalide' }).trim().max(100, 'Recherche trop longue').default(''),
  category: text({ error: 'Catégorie invalide' }).trim().max(100, 'Catégorie invalide').default(''),
  tag: text({ error: 'Tag invalide' }).trim().max(50, 'Tag invalide').default(''),
})
export type BlogPostsQuery = z.output<typeof blogPostsQuery>

// --- Answers (spec 2 §3 field names)

export interface ApiBlogCategory {
  id: number
  name: string
  slug: string
  description: string | null
  color: string
  createdAt: string
  /** Published posts in it (public) or all its posts (back-office). */
  postCount: number
}

export interface ApiBlogTag {
  id: number
  name: string
  slug: string
  color: string
}

export interface BlogAuthor {
  firstName: string
  lastName: string
  /** Their page, /blog/auteur/{slug} (issue 36 item 3); absent for the team and authors without one. */
  slug?: string | null
}

/**
 * A post as lists send it: every field of spec 2 §3 except `content`, whose HTML would make a
 * page of 12 cards weigh hundreds of kilobytes; `contentPreview` (the first 200 characters of
 * the text) stands in for it on cards without an excerpt.
 */
export interface ApiBlogPostSummary {
  id: number
  title: string
  slug: string
  excerpt: string | null
  contentPreview: string
  categoryId: number | null
  category: Pick<ApiBlogCategory, 'id' | 'name' | 'slug' | 'color'> | null
  featuredImageUrl: string | null
  /** The cover when it is a library image (issue 36): its sizes for `srcset`, its alt text. */
  featuredImage: ApiBlogMedia | null
  metaTitle: string | null
  metaDescription: string | null
  status: BlogPostStatus
  publishedAt: string | null
  createdAt: string
  updatedAt: string
  readingTimeMinutes: number
  viewCount: number
  author: BlogAuthor
  /** The signing editor's id (the back-office's author select); null when the team signs. */
  authorId: number | null
  tags: ApiBlogTag[]
}

/** One post (by slug or id): the summary plus `content`, sanitised HTML. */
export interface ApiBlogPost extends ApiBlogPostSummary {
  content: string
  /** The public article only: three related published articles, « À lire aussi » (issue 36 item 3). */
  related?: ApiBlogPostSummary[]
  /** The public article only: its share card's address, with its version (contract/share-cards.ts). */
  shareCardUrl?: string
}

export interface BlogPostsResponse extends PageInfo {
  success: true
  posts: ApiBlogPostSummary[]
}
export interface BlogPostResponse {
  success: true
  post: ApiBlogPost
}
/** GET /api/blog/posts/{slug} of an old address: the spec's 404, with where the article is now. */
export interface BlogPostMovedResponse {
  success: false
  error: string
  /** The address the page answers with a 301 (`/blog/{current slug}`, or a redirect's own address). */
  redirectTo?: string
}
export interface BlogCategoriesResponse {
  success: true
  categories: ApiBlogCategory[]
}
/** GET /api/blog/editors (back-office): who may sign an article. */
export interface ApiBlogEditor {
  id: number
  firstName: string
  lastName: string
}
export interface BlogEditorsResponse {
  success: true
  editors: ApiBlogEditor[]
}
export interface BlogTagsResponse {
  success: true
  tags: ApiBlogTag[]
}

/**
 * What the server-rendered blog pages read, in the server's process (no HTTP round trip) or,
 * for an in-app navigation, through /api. Both sides answer the same shapes.
 */
export interface BlogReader {
  /** Published posts only, whatever the query's status. */
  listPublished(query: Omit<BlogPostsQuery, 'status'>): Promise<Omit<BlogPostsResponse, 'success'>>
  /** A published post, its view counted; null when there is none (or it is not public yet). */
  publishedBySlug(slug: string): Promise<ApiBlogPost | null>
  categories(): Promise<ApiBlogCategory[]>
  /**
   * Where an address that is no public article now leads (a renamed article's current address,
   * or a redirect made in /cms), or null: asked only once `publishedBySlug` found nothing.
   */
  redirectFor(slug: string): Promise<string | null>
  /**
   * Any article by id, whatever its status, no view counted (its preview, issue 36 item 6):
   * present only on the server, for a request made by staff.
   */
  previewById?: (id: number) => Promise<ApiBlogPost | null>
  /** An author's page (issue 36 item 3): null when unknown or without a published article. */
  authorPage(slug: string, page: number): Promise<BlogAuthorPage | null>
}
