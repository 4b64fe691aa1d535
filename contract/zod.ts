import { z } from 'zod'

// Every message zod writes by itself (wrong type, missing field…) is in French;
// the spec's own texts are given explicitly in each schema.
z.config(z.locales.fr())

export { z }

export const NUL_CHARACTER_MESSAGE = 'Le texte contient un caractère invalide (caractère nul).'
export const MALFORMED_TEXT_MESSAGE = 'Le texte contient un caractère mal encodé.'

/** Half of a UTF-16 surrogate pair without its other half: no character at all (JSON's \ud800). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Why a text cannot be stored as it is, or null. */
export function unstorableText(value: string): string | null {
  if (value.includes('\0')) return NUL_CHARACTER_MESSAGE
  return LONE_SURROGATE.test(value) ? MALFORMED_TEXT_MESSAGE : null
}

/**
 * Every text field of the contract: a string that holds no NUL character and no lone surrogate.
 * PostgreSQL cannot store either (a NUL in text, a lone surrogate in jsonb: it answered 500);
 * nobody types one. Schemas use `text()` rather than `text()`
 * (eslint holds that in contract/), so the forms and the server refuse it the same way.
 */
export const text = (params?: Parameters<typeof z.string>[0]): z.ZodString =>
  z
    .string(params)
    .refine((value) => !value.includes('\0'), NUL_CHARACTER_MESSAGE)
    .refine((value) => !LONE_SURROGATE.test(value), MALFORMED_TEXT_MESSAGE)
