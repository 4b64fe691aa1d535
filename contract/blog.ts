/**
 * The blog's vocabulary, shared by the data model, the API, the back-office editor and the
 * public pages (spec 2 §3, §5, §7, §9): constants, auto-fill rules, the write schemas with the
 * spec's exact messages, and the answers' shapes.
 */
import type { BlogAuthorPage } from './blog-authors'
import type { ApiBlogMedia } from './blog-media'
import type { PageInfo } from './ids'
import { pageQuery } from './ids'
import { DEFAULT_LOCALE, type Locale, LOCALES, localizedPath } from './i18n/locales'
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
 * Here, with no router imported, for /cms's collection config too. An Arabic article is previewed
 * on the Arabic page (issue 37), right to left as readers will see it.
 */
export const blogPreviewPath = (id: number, language: Locale | null = DEFAULT_LOCALE) =>
  localizedPath(`/blog/apercu/${id}`, language ?? DEFAULT_LOCALE)

// --- Languages (issue 37): an article is French (the default; null reads as French) or Arabic

/** An article's language: null (rows written before issue 37, or a select left empty) is French. */
export const postLanguage = (language: Locale | null | undefined): Locale => language ?? DEFAULT_LOCALE

/** The other language: where an article's translation, and the language switch, lead. */
export const otherLanguage = (language: Locale): Locale => (language === 'ar' ? 'fr' : 'ar')

/**
 * Article addresses in each language: /blog/{slug} and /ar/blog/{slug}. Slugs follow SLUG_PATTERN
 * in both (an Arabic article's slug is written in Latin letters: `slugify` transliterates its
 * title), and are unique over both languages: a slug names one article, whatever the prefix.
 */
export const blogListPathIn = (language: Locale) => localizedPath('/blog', language)
export const blogPostPathIn = (language: Locale, slug: string) => localizedPath(`/blog/${slug}`, language)
/** Each language's RSS feed (cms/features/site/seo-router.ts). */
export const BLOG_FEED_PATHS: Record<Locale, string> = { fr: '/blog/rss.xml', ar: '/ar/blog/rss.xml' }

// --- Auto-fill (spec 2 §5), used by the editor and by the server when a field is left empty

/**
 * Arabic letters in Latin ones, for slugs (issue 37): a plain consonant-by-consonant
 * transliteration (Arabic writes no short vowels), readable in an address. Applied after NFD,
 * so the hamza carried by alif, waw and ya (أ إ آ ؤ ئ) is already a separate mark, removed.
 */
const ARABIC_LATIN: Record<string, string> = {
  ا: 'a',
  ٱ: 'a',
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: 'a',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  ة: 'a',
  و: 'w',
  ي: 'y',
  ى: 'a',
  ء: '',
  پ: 'p',
  چ: 'ch',
  ڤ: 'v',
  گ: 'g',
  ک: 'k',
  ی: 'y',
}
const ARABIC_LETTER = /[\u0621-\u064A\u0671\u067E\u0686\u06A4\u06A9\u06AF\u06CC]/g
/** Arabic-Indic (U+0660…) and Eastern Arabic-Indic (U+06F0…) digits: their Latin digit (the code's last hex digit). */
const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g

/**
 * Slug from a name or title: lowercase, accents removed, Arabic letters transliterated, other
 * symbols removed, spaces to dashes.
 */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[œ]/g, 'oe')
      .replace(/[æ]/g, 'ae')
      // Arabic: vowel marks, hamza marks and the tatweel go; letters and digits become Latin ones.
      .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
      .replace(ARABIC_LETTER, (letter) => ARABIC_LATIN[letter] ?? '')
      .replace(ARABIC_DIGIT, (digit) => String(digit.charCodeAt(0) & 0xf))
      .replace(/[^a-z0-9\s-]/g, '')
      .trim()
      .replace(/[\s-]+/g, '-')
      .replace(/^-+|-+$/g, '')
  )
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

export const LANGUAGE_INVALID = 'Langue invalide (fr ou ar)'
export const TRANSLATION_INVALID = 'Traduction invalide'
/** The 400s of a translation link (post-writes.ts checks them against the database). */
export const TRANSLATION_MESSAGES = {
  unknown: 'L’article choisi comme traduction n’existe pas (ou plus)\u00a0: choisissez-en un autre.',
  self: 'Un article ne peut pas être sa propre traduction.',
  sameLanguage:
    'La traduction doit être un article de l’autre langue\u00a0: un article en arabe renvoie à sa version française, et inversement.',
  taken: 'L’article choisi est déjà lié à une autre traduction\u00a0: retirez d’abord ce lien.',
  /** An article that another one names as its translation cannot move to that one's language. */
  linkedLanguage: 'Cet article est la traduction d’un article de cette langue\u00a0: retirez d’abord ce lien pour changer sa langue.',
} as const

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
  // Issue 37: the article's language (null: French). Left out, a new article is French and an edited one keeps its own.
  language: z.enum(LOCALES, { error: LANGUAGE_INVALID }).nullish(),
  // Its version in the other language (an article's id, any status); null: none. Left out, the link stays as it was.
  translationOf: z.coerce
    .number({ error: TRANSLATION_INVALID })
    .int(TRANSLATION_INVALID)
    .positive(TRANSLATION_INVALID)
    .max(2_147_483_647, TRANSLATION_INVALID)
    .nullish(),
})
export type BlogPostInput = z.input<typeof blogPostSchema>
export type BlogPostData = z.output<typeof blogPostSchema>

/**
 * GET /api/blog/posts: `status` (the public list sends 'published'; without it, the back-office
 * sees every status and anyone else the published posts only), `q` (title, excerpt and text),
 * `category` and `tag` (slugs), `language`, pages.
 */
export const blogPostsQuery = pageQuery(BLOG_PAGE_SIZE, BLOG_PAGE_MAX).extend({
  status: z.enum(BLOG_POST_STATUSES, { error: 'Statut invalide' }).optional(),
  q: text({ error: 'Recherche invalide' }).trim().max(100, 'Recherche trop longue').default(''),
  category: text({ error: 'Catégorie invalide' }).trim().max(100, 'Catégorie invalide').default(''),
  tag: text({ error: 'Tag invalide' }).trim().max(50, 'Tag invalide').default(''),
  /** Issue 37: the public sees one language's articles, French unless asked; the back-office every language unless asked. */
  language: z.enum(LOCALES, { error: LANGUAGE_INVALID }).optional(),
})
export type BlogPostsQuery = z.output<typeof blogPostsQuery>

/** GET /api/blog/categories and GET /api/blog/posts/{slug}: `language`, as above (the public's counts and article). */
export const blogLanguageQuery = z.object({
  language: z.enum(LOCALES, { error: LANGUAGE_INVALID }).optional(),
})

/** What the public pages ask for: one language's published posts. */
export type PublicPostsQuery = Omit<BlogPostsQuery, 'status' | 'language'> & { language: Locale }

// --- Answers (spec 2 §3 field names)

export interface ApiBlogCategory {
  id: number
  name: string
  slug: string
  description: string | null
  color: string
  createdAt: string
  /** Published posts in it, in the language asked (public), or all its posts (back-office). */
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
  /** Issue 37: 'fr' or 'ar' (an article stored without one is French). */
  language: Locale
}

/** An article's version in the other language (issue 37), whichever of the two names the other. */
export interface ApiBlogTranslation {
  id: number
  slug: string
  title: string
  language: Locale
  status: BlogPostStatus
}

/** One post (by slug or id): the summary plus `content`, sanitised HTML. */
export interface ApiBlogPost extends ApiBlogPostSummary {
  content: string
  /** The public article only: three related published articles, « À lire aussi » (issue 36 item 3). */
  related?: ApiBlogPostSummary[]
  /** The public article only: its share card's address, with its version (contract/share-cards.ts). */
  shareCardUrl?: string
  /**
   * Its version in the other language: the public article names a public one only, the
   * back-office any. The link is read both ways: an Arabic article naming its French version
   * is that version's translation too.
   */
  translation: ApiBlogTranslation | null
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
  /**
   * The address the page answers with a 301 (`/blog/{current slug}`, or a redirect's own address;
   * `/ar/blog/{slug}` for an Arabic article asked for in French).
   */
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
  /** Published posts of one language only, whatever the query's status. */
  listPublished(query: PublicPostsQuery): Promise<Omit<BlogPostsResponse, 'success'>>
  /**
   * A published post, its view counted; null when there is none (or it is not public yet), or
   * when it is written in another language than `language` (any language when absent).
   */
  publishedBySlug(slug: string, language?: Locale): Promise<ApiBlogPost | null>
  /** Categories, their counts in `language`. */
  categories(language: Locale): Promise<ApiBlogCategory[]>
  /**
   * Where an address that is no public article (in `language`) now leads, or null: a renamed
   * article's current address, a redirect made in /cms, or, asked in French, an Arabic article's
   * own address (/ar/blog/{slug}). Asked only once `publishedBySlug` found nothing.
   */
  redirectFor(slug: string, language?: Locale): Promise<string | null>
  /**
   * Any article by id, whatever its status, no view counted (its preview, issue 36 item 6):
   * present only on the server, for a request made by staff.
   */
  previewById?: (id: number) => Promise<ApiBlogPost | null>
  /**
   * An author's page (issue 36 item 3), their articles in `language`: null when unknown or
   * without a published article in any language.
   */
  authorPage(slug: string, page: number, language?: Locale): Promise<BlogAuthorPage | null>
}
