import { useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { ApiBlogPost } from '@/contract/blog'
import { afterTyping, type Followed, fillsFromContent, fillsFromTitle, initialHandWritten } from './auto-fill'
import type { EditorFormValues, EditorOutput } from './editor-schema'

/** The editor's auto-fill (spec 2 §5, rules in auto-fill.ts) applied to the form. */
export function useAutoFill(form: UseFormReturn<EditorFormValues, unknown, EditorOutput>, post: ApiBlogPost | null) {
  const [handWritten, setHandWritten] = useState(() => initialHandWritten(post))
  const { setValue, formState } = form
  // Once the form was submitted, errors are live: an auto-filled value clears its own.
  const fill = (values: Partial<Record<Followed, string>>) => {
    for (const [name, value] of Object.entries(values) as [Followed, string][])
      setValue(name, value, { shouldValidate: formState.isSubmitted, shouldDirty: true })
  }

  const onTitle = (title: string) => fill(fillsFromTitle(title, handWritten))
  const onContent = (html: string) => fill(fillsFromContent(html, handWritten))

  /** To pass as the field's register onChange: typing marks it, emptying releases it. */
  const handTyped = (name: Followed) => (event: { target: { value: string } }) =>
    setHandWritten((current) => afterTyping(current, name, event.target.value))

  return { onTitle, onContent, handTyped, handWritten }
}
