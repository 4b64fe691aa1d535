import { z } from 'zod'

// Every message zod writes by itself (wrong type, missing field…) is in French;
// the spec's own texts are given explicitly in each schema.
z.config(z.locales.fr())

export { z }

export const NUL_CHARACTER_MESSAGE = 'Le texte contient un caractère invalide (caractère nul).'

/**
 * Every text field of the contract: a string that holds no NUL character. PostgreSQL cannot
 * store one (it answered 500); nobody types one. Schemas use `text()` rather than `text()`
 * (eslint holds that in contract/), so the forms and the server refuse it the same way.
 */
export const text = (params?: Parameters<typeof z.string>[0]): z.ZodString =>
  z.string(params).refine((value) => !value.includes('\0'), NUL_CHARACTER_MESSAGE)
