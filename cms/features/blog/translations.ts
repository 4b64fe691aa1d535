/**
 * An article's translation (issue 37): an Arabic article names its French version in
 * `translationOf`, or the other way; the link is stored on one side and read both ways
 * (post-reads.ts, readTranslation). The rules, the same for the back-office's API and for /cms
 * (the field's validation): the translation is another article, in the other language, that no
 * other article already claims.
 */
import { and, eq, ne, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import { postLanguage, TRANSLATION_MESSAGES } from '@/contract/blog'
import type { Locale } from '@/contract/i18n/locales'
import { blog_posts } from '@/cms/infra/db/payload-schema'
import { drizzleFor } from '@/cms/infra/db/transaction'
import { preparedRead } from '@/cms/infra/db/typed-reads'

export type TranslationProblem = keyof typeof TRANSLATION_MESSAGES

const postLink = preparedRead((db) =>
  db
    .select({ id: blog_posts.id, language: blog_posts.language, translationOf: blog_posts.translationOf })
    .from(blog_posts)
    .where(eq(blog_posts.id, sql.placeholder('id'))),
)

/** The articles that name this one as their translation. */
const namedBy = preparedRead((db) =>
  db
    .select({ id: blog_posts.id, language: blog_posts.language })
    .from(blog_posts)
    .where(eq(blog_posts.translationOf, sql.placeholder('id'))),
)

export interface TranslationWrite {
  /** The article written; absent on create. */
  id?: number
  /** Its language after the write. */
  language: Locale
  /** The translation it names after the write: an id, null for none, undefined when the write leaves the link as it is. */
  translationOf: number | null | undefined
}

/**
 * What is wrong with the link after this write, or null. With `translationOf` given, the other
 * articles naming this one are unlinked by the write (post-writes.ts): only the named one counts.
 * Left as it is, the link must still hold in the article's (possibly new) language.
 */
export async function translationProblem(payload: Payload, write: TranslationWrite): Promise<TranslationProblem | null> {
  const { id, language } = write
  if (write.translationOf === undefined) {
    if (id === undefined) return null
    const [own] = await postLink(payload).execute({ id })
    if (!own) return null
    if (own.translationOf !== null) {
      const [named] = await postLink(payload).execute({ id: own.translationOf })
      if (named && postLanguage(named.language) === language) return 'linkedLanguage'
    }
    const naming = await namedBy(payload).execute({ id })
    return naming.some((row) => postLanguage(row.language) === language) ? 'linkedLanguage' : null
  }
  const target = write.translationOf
  if (target === null) return null
  if (target === id) return 'self'
  const [named] = await postLink(payload).execute({ id: target })
  if (!named) return 'unknown'
  if (postLanguage(named.language) === language) return 'sameLanguage'
  if (named.translationOf !== null && named.translationOf !== id) return 'taken'
  // Another article already names the target as its translation.
  const claimed = await namedBy(payload).execute({ id: target })
  return claimed.some((row) => row.id !== id) ? 'taken' : null
}

/**
 * After a write that set the link (the back-office's API, which reads it both ways): the other
 * articles that named this one are no longer its translation. In the write's transaction when
 * given its request.
 */
export async function unlinkOtherTranslations(payload: Payload, id: number, translationOf: number | null, req?: PayloadRequest) {
  const db = await drizzleFor(payload, req)
  await db
    .update(blog_posts)
    .set({ translationOf: null })
    .where(and(eq(blog_posts.translationOf, id), translationOf === null ? undefined : ne(blog_posts.id, translationOf)))
}
