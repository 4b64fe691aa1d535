import { Suspense } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { Spinner } from '../components/ui/spinner'
import { Providers } from './providers'

export function RootLayout() {
  return (
    <Providers>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </Providers>
  )
}
