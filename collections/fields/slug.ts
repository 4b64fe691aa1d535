import type { TextField } from 'payload'
import { SLUG_MESSAGE, SLUG_PATTERN } from '@/contract/blog'

/** A unique, indexed slug with the spec's pattern and message (articles, categories, tags). */
export function slugField(length: { minLength: number; maxLength: number }): TextField {
  return {
    name: 'slug',
    label: 'Slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    ...length,
    validate: (value: unknown) => (typeof value === 'string' && SLUG_PATTERN.test(value)) || SLUG_MESSAGE,
  }
}
