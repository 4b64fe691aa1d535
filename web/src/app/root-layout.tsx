import { Outlet, ScrollRestoration } from 'react-router'
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
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ padding: '2rem', textAlign: 'center', color: '#475569', fontFamily: 'system-ui, sans-serif' }}
    >
      Chargement…
    </div>
  )
}
