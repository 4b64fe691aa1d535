/**
 * The editor's form: the contract's blogPostSchema (same rules and messages as the server), with
 * the inputs' own shapes on the way in: the category as a select's text, the date as local time.
 */
import { blogPostSchema, type BlogPostStatus } from '@/contract/blog'
import type { Locale } from '@/contract/i18n/locales'
import { z } from '@/contract/zod'
import { fromLocalInput } from './local-date-time'

export const editorSchema = blogPostSchema.extend({
  categoryId: z.preprocess((value) => (value === '' ? null : value), blogPostSchema.shape.categoryId),
  publishedAt: z.preprocess((value) => (typeof value === 'string' ? fromLocalInput(value) : value), blogPostSchema.shape.publishedAt),
  // '' is the team: no author.
  authorId: z.preprocess((value) => (value === '' ? null : value), blogPostSchema.shape.authorId),
  // '': no translation (issue 37).
  translationOf: z.preprocess((value) => (value === '' ? null : value), blogPostSchema.shape.translationOf),
})

export type EditorOutput = z.output<typeof editorSchema>

/** What the form holds (every input a string, tags as ids). */
export interface EditorFormValues {
  title: string
  slug: string
  excerpt: string
  content: string
  metaTitle: string
  metaDescription: string
  status: BlogPostStatus
  publishedAt: string
  categoryId: string
  tags: number[]
  featuredImageUrl: string
  readingTimeMinutes: string
  /** The signing editor's id, '' for the team. */
  authorId: string
  /** Issue 37: the article's language. */
  language: Locale
  /** Its version in the other language: an article's id, '' for none. */
  translationOf: string
}
