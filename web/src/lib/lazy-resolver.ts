import type { FieldValues, Resolver } from 'react-hook-form'
import { localeOfPath } from '@/contract/i18n/locales'

type Translate = (french: string) => string

let arabicMessages: Promise<Translate> | undefined

/**
 * On an Arabic page (issue 37), what the form's messages need: the API catalogue (the schemas'
 * French messages are its ids, contract/i18n/api-messages.ts) and zod's Arabic locale for zod's
 * own messages (a wrong type…). A dynamic import: French pages never download it.
 *
 * zod's locale is set globally here, unlike the server's per-request option: a resolver built
 * by a form cannot be handed parse options, and a page's language never changes without a new
 * page (the language switch is a plain link), so the whole Arabic page rightly reads Arabic.
 * Schema messages still win over the locale and are translated below.
 */
function loadArabicMessages(): Promise<Translate> {
  return (arabicMessages ??= import('@/contract/i18n/api-messages').then(
    ({ translateApiMessage, setZodMessagesToArabic }) => {
      setZodMessagesToArabic()
      return (french: string) => translateApiMessage('ar', french)
    },
    (error: unknown) => {
      // A failed download (the network dropped) is tried again on the next check.
      arabicMessages = undefined
      throw error
    },
  ))
}

const onArabicPage = () => typeof location !== 'undefined' && localeOfPath(location.pathname) === 'ar'

/** Every `message` (and `types` text) of react-hook-form's errors, through `translate`; refs untouched. */
function translatedErrors<T>(errors: T, translate: Translate): T {
  if (Array.isArray(errors)) return errors.map((item: unknown) => translatedErrors(item, translate)) as T
  if (!errors || typeof errors !== 'object') return errors
  const copy: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') copy[key] = value
    else if (key === 'message' && typeof value === 'string') copy[key] = translate(value)
    else if (key === 'types' && value && typeof value === 'object')
      copy[key] = Object.fromEntries(
        Object.entries(value).map(([type, text]) => [
          type,
          typeof text === 'string'
            ? translate(text)
            : Array.isArray(text)
              ? text.map((line) => (typeof line === 'string' ? translate(line) : line))
              : text,
        ]),
      )
    else copy[key] = translatedErrors(value, translate)
  }
  return copy as T
}

/**
 * A resolver whose messages are in the page's language: unchanged on French pages; on Arabic
 * ones, the schema's French messages translated and zod's own in Arabic. For a form that builds
 * its resolver directly: `useForm({ resolver: localizedResolver(zodResolver(schema)) })`.
 */
export function localizedResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  resolver: Resolver<TFieldValues, TContext, TTransformedValues>,
): Resolver<TFieldValues, TContext, TTransformedValues> {
  return async (values, context, options) => {
    if (!onArabicPage()) return resolver(values, context, options)
    const translate = await loadArabicMessages()
    const result = await resolver(values, context, options)
    return Object.keys(result.errors).length ? ({ ...result, errors: translatedErrors(result.errors, translate) } as typeof result) : result
  }
}

/**
 * A react-hook-form resolver whose code (zod, the form's schema) is loaded on first use rather
 * than with the form: an island then comes to life without it, which keeps the page's main
 * thread free while it loads. `preload()` fetches it as soon as the visitor shows intent (a
 * field focused), so it is there by the time the form is checked. The messages are the
 * schema's, exactly as with a resolver given directly, in the page's language (`localizedResolver`).
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): { resolver: Resolver<TFieldValues, TContext, TTransformedValues>; preload: () => void } {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformedValues>> | undefined
  const loaded = () =>
    (loading ??= load().then(localizedResolver, (error: unknown) => {
      // A failed download (the network dropped) is tried again on the next check.
      loading = undefined
      throw error
    }))
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => {
      void loaded().catch(() => {})
      if (onArabicPage()) void loadArabicMessages().catch(() => {})
    },
  }
}
