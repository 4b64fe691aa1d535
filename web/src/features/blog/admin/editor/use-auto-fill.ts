import { useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { type ApiBlogPost, autoExcerpt, autoMetaTitle, readingTimeOf, slugify, textFromHtml } from '@/contract/blog'
import type { EditorFormValues, EditorOutput } from './editor-schema'

type Followed = 'slug' | 'metaTitle' | 'excerpt' | 'readingTimeMinutes'

/**
 * Which fields were written by hand: on an existing post, a value that differs from what the
 * rule would give counts as written by hand (an empty slug follows the title again, spec 2 §5).
 */
function initialHandWritten(post: ApiBlogPost | null): Record<Followed, boolean> {
  if (!post) return { slug: false, metaTitle: false, excerpt: false, readingTimeMinutes: false }
  return {
    slug: post.slug !== '',
    metaTitle: Boolean(post.metaTitle) && post.metaTitle !== autoMetaTitle(post.title),
    excerpt: Boolean(post.excerpt) && post.excerpt !== autoExcerpt(post.content),
    readingTimeMinutes: post.readingTimeMinutes !== readingTimeOf(textFromHtml(post.content)),
  }
}

/**
 * The editor's auto-fill (spec 2 §5): the slug and the SEO title follow the title, the excerpt
 * and the reading time follow the content, each until someone writes in it (emptying it hands it
 * back to the rule).
 */
export function useAutoFill(form: UseFormReturn<EditorFormValues, unknown, EditorOutput>, post: ApiBlogPost | null) {
  const [handWritten, setHandWritten] = useState(() => initialHandWritten(post))
  const { setValue, formState } = form
  // Once the form was submitted, errors are live: an auto-filled value clears its own.
  const fill = (name: Followed, value: string) => setValue(name, value, { shouldValidate: formState.isSubmitted, shouldDirty: true })

  const onTitle = (title: string) => {
    if (!handWritten.slug) fill('slug', slugify(title).slice(0, 200))
    if (!handWritten.metaTitle) fill('metaTitle', autoMetaTitle(title))
  }

  const onContent = (html: string) => {
    if (!handWritten.excerpt) fill('excerpt', autoExcerpt(html))
    if (!handWritten.readingTimeMinutes) fill('readingTimeMinutes', String(readingTimeOf(textFromHtml(html))))
  }

  /** To pass as the field's register onChange: typing marks it, emptying releases it. */
  const handTyped = (name: Followed) => (event: { target: { value: string } }) =>
    setHandWritten((current) => ({ ...current, [name]: event.target.value.trim() !== '' }))

  return { onTitle, onContent, handTyped, handWritten }
}
