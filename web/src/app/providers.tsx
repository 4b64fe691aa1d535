import type { ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { SWRConfig } from 'swr'
import { Toaster } from '../components/ui/toaster'
import { fetcher } from '../lib/api-client'
import { useHydrated } from '../lib/use-hydrated'
import { useLocale } from '../lib/i18n/locale'
import { ArabicFont } from '../styles/arabic-font'
import { GlobalStyle } from '../styles/global-style'
import { theme } from '../styles/theme'

const FIVE_MINUTES = 5 * 60 * 1000

/**
 * Data cache rules of spec 1 §9: data fresh for 5 minutes (deduped, and a focus refetch at
 * most every 5 minutes), no retries, refetch on window focus, no polling. Mutations are plain
 * calls (never retried).
 */
export function Providers({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  const locale = useLocale()
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {locale === 'ar' ? <ArabicFont /> : null}
      <SWRConfig
        value={{
          fetcher,
          dedupingInterval: FIVE_MINUTES,
          focusThrottleInterval: FIVE_MINUTES,
          revalidateOnFocus: true,
          shouldRetryOnError: false,
          refreshInterval: 0,
        }}
      >
        {children}
        {hydrated ? <Toaster /> : null}
      </SWRConfig>
    </ThemeProvider>
  )
}
