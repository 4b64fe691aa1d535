/**
 * The API's messages in the caller's language (issue 37). gettext's model: the French text the
 * schemas and the server already write is the message id, so contract/ and cms/ keep their French
 * exactly as the spec fixes it, and `messages/ar.json` maps each French message to its Arabic.
 *
 * Messages with values are catalogued two ways:
 * - a value fixed by the code (a maximum length, a form's name among a few) is listed as each
 *   finite variant the code can write ('Le nom ne peut pas dépasser 200 caractères', 'Le capital
 *   d’une société créée en Algérie est en DZD');
 * - a value only known at run time (minutes left, a file's name, an email) is a template: the key
 *   holds `{name}` where the French has the value, the Arabic is ICU MessageFormat with the same
 *   arguments (plurals where the value counts something). The French is matched by pattern and
 *   each value passed on: translated when it is itself a catalogued text ('l’EURL'), a number
 *   when it is one (for plurals), otherwise isolated as a left-to-right run (an email, a file's
 *   name, a phone number's groups), as contract/i18n/format.ts's `isolate` does for plain text.
 *
 * The register screen's English markers ('Invalid email: …', spec 1 §8) stay in front of the
 * translated text, where the screen looks for them. A text the catalogue does not know (a message
 * a user typed, zod's own Arabic) is returned as it is.
 */
import { type I18n, setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { config as zodConfig } from 'zod/v4/core'
import arabicZodLocale from 'zod/v4/locales/ar.js'
import { REGISTER_ERROR_MARKERS } from '../register-errors'
import { isolate } from './format'
import { intlLocale, type Locale } from './locales'
import arabic from './messages/ar.json'

/** French message → its translation: literal texts, and templates holding `{name}` placeholders. */
export type ApiCatalog = Readonly<Record<string, string>>

/** A placeholder of a template key: `{minutes}`. */
const PLACEHOLDER = /\{(\w+)\}/g
const isTemplate = (key: string) => /\{\w+\}/.test(key)
const MARKED = new RegExp(`^(${Object.values(REGISTER_ERROR_MARKERS).join('|')}): ([\\s\\S]*)$`)
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const ARABIC_LETTER = /[\u0600-\u06FF]/

interface Template {
  key: string
  pattern: RegExp
  names: string[]
}

function templateOf(key: string): Template {
  const names: string[] = []
  const parts = key.split(PLACEHOLDER)
  // split() with a capture group alternates literal text and placeholder names.
  const source = parts.map((part, index) => (index % 2 === 1 ? (names.push(part), '([\\s\\S]+?)') : escapeRegExp(part))).join('')
  return { key, pattern: new RegExp(`^${source}$`), names }
}

/** One catalogue's translator: exact texts first, then templates (the most specific first). */
export function apiMessageTranslator(catalog: ApiCatalog, locale: Locale): (french: string) => string {
  const exact = new Map(Object.entries(catalog).filter(([key]) => !isTemplate(key)))
  const templates = Object.keys(catalog)
    .filter(isTemplate)
    .map(templateOf)
    // Longer literal text first: a template is tried before a shorter one it could be mistaken for.
    .sort((a, b) => b.key.replace(PLACEHOLDER, '').length - a.key.replace(PLACEHOLDER, '').length)
  const tag = intlLocale(locale)
  const i18n: I18n = setupI18n({ locale: tag, messages: { [tag]: {} } })
  const compiled = new Set<string>()
  const format = (key: string, values: Record<string, unknown>) => {
    // Compiled on first use: only a handful of messages have values.
    if (!compiled.has(key)) {
      i18n.load(tag, { [key]: compileMessage(catalog[key]!) })
      compiled.add(key)
    }
    return i18n._(key, values)
  }
  const valueOf = (value: string): unknown => {
    if (/^\d+$/.test(value)) return Number(value)
    const translated = exact.get(value) ?? value
    // A phone number's groups, an email, a file's name: one left-to-right run inside the Arabic.
    return ARABIC_LETTER.test(translated) ? translated : isolate(translated)
  }

  const translate = (french: string): string => {
    const known = exact.get(french)
    if (known !== undefined) return known
    const marked = MARKED.exec(french)
    if (marked) return `${marked[1]}: ${translate(marked[2]!)}`
    for (const template of templates) {
      const match = template.pattern.exec(french)
      if (match) return format(template.key, Object.fromEntries(template.names.map((name, index) => [name, valueOf(match[index + 1]!)])))
    }
    return french
  }
  return translate
}

let arabicTranslator: ((french: string) => string) | undefined

/** `french` in `locale`: unchanged in French, the catalogue's Arabic otherwise (or the French when it has none). */
export function translateApiMessage(locale: Locale, french: string): string {
  if (locale === 'fr') return french
  arabicTranslator ??= apiMessageTranslator(arabic, 'ar')
  return arabicTranslator(french)
}

/**
 * A JSON answer's user-facing texts in `locale`: `error`, `message` and each of `fields` when they
 * are text (a read's `message` may be a record, left alone). French answers are returned as they
 * are, the same object; otherwise a copy, in the same key order.
 */
export function translateAnswer<T>(locale: Locale, answer: T): T {
  if (locale === 'fr' || !answer || typeof answer !== 'object' || Array.isArray(answer)) return answer
  const record = answer as Record<string, unknown>
  let copy: Record<string, unknown> | undefined
  for (const key of ['error', 'message'] as const) {
    const text = record[key]
    if (typeof text === 'string') (copy ??= { ...record })[key] = translateApiMessage(locale, text)
  }
  const fields = record.fields
  if (fields && typeof fields === 'object' && !Array.isArray(fields)) {
    ;(copy ??= { ...record }).fields = Object.fromEntries(
      Object.entries(fields).map(([name, text]) => [name, typeof text === 'string' ? translateApiMessage(locale, text) : text]),
    )
  }
  return (copy ?? answer) as T
}

/**
 * zod's own messages (a wrong type…) in Arabic for everything this JavaScript realm parses from
 * now on: for an Arabic page (web/src/lib/lazy-resolver.ts), never for the server, which gives
 * zod's Arabic per request (cms/infra/http/request-language.ts). Named imports, so a page's
 * bundle holds zod's Arabic and not every language zod has.
 */
export function setZodMessagesToArabic(): void {
  zodConfig(arabicZodLocale())
}
