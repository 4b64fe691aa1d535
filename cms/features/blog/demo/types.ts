/** The shape of the demo blog's data: articles written in Markdown, categories and tags by name. */
import { readingTimeOf, slugify } from '@/contract/blog'
import type { Locale } from '@/contract/i18n/locales'

export interface DemoCategory {
  name: string
  slug: string
  description: string
  color: string
}

export interface DemoTag {
  name: string
  slug: string
  color: string
}

export interface DemoArticle {
  title: string
  slug: string
  /** A real summary, at most 200 characters (what the cards show). */
  excerpt: string
  /** At most 60 characters. */
  metaTitle: string
  /** At most 160 characters. */
  metaDescription: string
  categorySlug: string
  tagSlugs: string[]
  /** A path on this site, under web/public. */
  featuredImageUrl: string
  status: 'published' | 'draft'
  /** Published this many days before the seed; null for a draft. */
  publishedDaysAgo: number | null
  readingTimeMinutes: number
  /** The body, converted to Lexical rich text when seeding (headings from h2). */
  markdown: string
  /** Issue 37: 'ar' for the Arabic articles (French otherwise). */
  language?: Locale
  /** The slug of its version in the other language, when the demo has one: seeded as its `translationOf`. */
  translationOfSlug?: string
  /** The cover's alt text when the illustration's own (its SVG `<title>`, in French) does not fit. */
  coverAlt?: string
}

/** The words of some Markdown, without its syntax (for the reading time and the length checks). */
export function plainTextOfMarkdown(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`]/g, '')
}

/** An article, its reading time computed from its text (`readingTimeOf`, 200 words a minute). */
export function defineArticle(article: Omit<DemoArticle, 'readingTimeMinutes' | 'markdown'> & { markdown: string }): DemoArticle {
  const markdown = article.markdown.trim()
  return { ...article, markdown, readingTimeMinutes: readingTimeOf(plainTextOfMarkdown(markdown)) }
}

export const category = (name: string, description: string, color: string): DemoCategory => ({
  name,
  slug: slugify(name),
  description,
  color,
})
export const tag = (name: string, color: string): DemoTag => ({ name, slug: slugify(name), color })
