/**
 * The editor's auto-fill rules (spec 2 §5), without React: which field follows which, and
 * what it becomes. The slug and the SEO title follow the title, the excerpt and the reading
 * time follow the content, each until someone writes in it (emptying it hands it back to the
 * rule). use-auto-fill.ts applies them to the form.
 */
import { type ApiBlogPost, autoExcerpt, autoMetaTitle, readingTimeOf, slugify, textFromHtml } from '@/contract/blog'

export type Followed = 'slug' | 'metaTitle' | 'excerpt' | 'readingTimeMinutes'

export type HandWritten = Record<Followed, boolean>

/** The longest slug the schema takes. */
const SLUG_MAX = 200

/**
 * Which fields were written by hand when the editor opens: none on a new post; on an existing
 * one, a value that differs from what the rule would give (an empty slug follows the title again).
 */
/** A value the rule gave: today's form, or the three dots it ended with before the ellipsis character. */
const isAuto = (value: string | null | undefined, auto: string) => value === auto || value?.replace(/\.\.\.$/, '…') === auto

export function initialHandWritten(
  post: Pick<ApiBlogPost, 'slug' | 'title' | 'metaTitle' | 'excerpt' | 'content' | 'readingTimeMinutes'> | null,
): HandWritten {
  if (!post) return { slug: false, metaTitle: false, excerpt: false, readingTimeMinutes: false }
  return {
    slug: post.slug !== '',
    metaTitle: Boolean(post.metaTitle) && !isAuto(post.metaTitle, autoMetaTitle(post.title)),
    excerpt: Boolean(post.excerpt) && !isAuto(post.excerpt, autoExcerpt(post.content)),
    readingTimeMinutes: post.readingTimeMinutes !== readingTimeOf(textFromHtml(post.content)),
  }
}

/** What a new title writes into the fields that follow it. */
export function fillsFromTitle(title: string, handWritten: HandWritten): Partial<Record<Followed, string>> {
  return {
    ...(handWritten.slug ? {} : { slug: slugify(title).slice(0, SLUG_MAX) }),
    ...(handWritten.metaTitle ? {} : { metaTitle: autoMetaTitle(title) }),
  }
}

/** What new content (HTML) writes into the fields that follow it. */
export function fillsFromContent(html: string, handWritten: HandWritten): Partial<Record<Followed, string>> {
  return {
    ...(handWritten.excerpt ? {} : { excerpt: autoExcerpt(html) }),
    ...(handWritten.readingTimeMinutes ? {} : { readingTimeMinutes: String(readingTimeOf(textFromHtml(html))) }),
  }
}

/** Typing in a followed field takes it over; emptying it gives it back to the rule. */
export const afterTyping = (current: HandWritten, name: Followed, value: string): HandWritten => ({
  ...current,
  [name]: value.trim() !== '',
})
