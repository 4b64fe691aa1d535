import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while rendering on the server and during hydration, true in the browser after it:
 * for parts that only make sense in a live page (the notification area), so server HTML
 * and the first browser render stay identical.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
