import type { ReactNode } from 'react'
import { useBlogText } from '../i18n'

/**
 * A left-to-right run inside Arabic text (issue 37): a name as typed, initials, '+2'. Isolated
 * with <bdi> on Arabic pages so it keeps its order and leaves the sentence's; French pages write
 * it as before.
 */
export function Isolated({ children }: { children: ReactNode }) {
  const { locale } = useBlogText()
  return locale === 'ar' ? <bdi>{children}</bdi> : <>{children}</>
}
