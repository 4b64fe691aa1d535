import type { ReactNode } from 'react'
import { PublicLayout } from '@/web/src/components/layouts/public-layout'

/**
 * The public frame with the language switch's address for this page (issue 37): an article's
 * translation, or the other language's blog when this view has no counterpart there. Without
 * it the switch leads to the same screen at the other address (LanguageSwitch's default).
 */
export function PublicLayoutIn({ languageHref, children }: { languageHref?: string; children: ReactNode }) {
  return <PublicLayout languageHref={languageHref}>{children}</PublicLayout>
}
