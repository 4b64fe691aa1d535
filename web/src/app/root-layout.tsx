import { Outlet, ScrollRestoration } from 'react-router'
import { useLayoutText } from '../components/layouts/i18n'
import { Providers } from './providers'

/** The root route: providers around every screen, scroll restored on navigation. */
export function RootLayout() {
  return (
    <Providers>
      <Outlet />
      <ScrollRestoration />
    </Providers>
  )
}

/** The first paint, before the providers exist: plain markup, no theme. */
export function InitialLoading() {
  const t = useLayoutText()
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ padding: '2rem', textAlign: 'center', color: '#475569', fontFamily: 'system-ui, sans-serif' }}
    >
      {t('loading')}
    </div>
  )
}
