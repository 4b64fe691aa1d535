import { isolate } from '@/contract/i18n/format'
import type { Locale } from '@/contract/i18n/locales'
import { type EmailContent, type LayoutInput, renderEmail } from '@/cms/infra/mail/layout'
import { renderFrenchEmail } from './french-email'
import { emailText } from './i18n'

/**
 * An email in its reader's language (issue 37): French with French typography as ever
 * (renderFrenchEmail), Arabic right to left. `verbatim`: paragraphs appended as they are.
 */
export function renderLocalizedEmail(locale: Locale, input: LayoutInput, verbatim: string[] = []): EmailContent {
  if (locale === 'fr') return renderFrenchEmail(input, verbatim)
  return renderEmail({ ...input, paragraphs: [...(input.paragraphs ?? []), ...verbatim], locale })
}

/**
 * The catalogue in `locale`, and `ltr` for a value written left to right inside a sentence (an
 * email, an order number, an amount, a name typed in Latin letters): isolated in Arabic, as is in French.
 */
export function emailWords(locale: Locale = 'fr') {
  return { t: emailText.in(locale), ltr: (value: string) => (locale === 'ar' ? isolate(value) : value) }
}
