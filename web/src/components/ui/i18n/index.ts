/** The shared components' words (issue 37): the client area's in both languages, the back-office's in French. */
import type { Locale } from '@/contract/i18n/locales'
import { defineCatalog, type Translate } from '@/web/src/lib/i18n/catalog'
import ar from './ar.json'
import fr from './fr.json'

export const useUiText = defineCatalog({ fr, ar })

type UiKey = Extract<keyof typeof fr, string>
type UiText = Translate<UiKey>

const isKey = (key: string): key is UiKey => Object.hasOwn(fr, key)

/** A project's status in words ('Inconnu' only for a value outside the list, spec 1 §4). */
export function projectStatusText(t: UiText, status: string | null | undefined): string {
  const key = `status.project.${status ?? ''}`
  return isKey(key) ? t(key) : t('status.unknown')
}

/** A step's status in words. */
export function stepStatusText(t: UiText, status: string | null | undefined): string {
  const key = `status.step.${status ?? ''}`
  return isKey(key) ? t(key) : t('status.unknown')
}

/** A payment's status in words. */
export function paymentStatusText(t: UiText, status: string | null | undefined): string {
  const key = `status.payment.${status ?? ''}`
  return isKey(key) ? t(key) : t('status.unknown')
}

/** The same words outside React (a label built for the back-office, always French there). */
export const uiTextIn = (locale: Locale): UiText => useUiText.in(locale)
