import { useSyncExternalStore } from 'react'
import { theme } from '@/web/src/styles/theme'

const QUERY = `(min-width: ${theme.breakpoints.lg})`

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

/** True from 1024 px: the payments show as a table there, as cards below. */
export const useWideScreen = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  )
