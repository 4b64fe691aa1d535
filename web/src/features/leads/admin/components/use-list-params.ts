import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { ADMIN_SEARCH_MAX } from '@/contract/admin-inbox'

/**
 * A back-office list's page, search and filters, kept in the address (?q=&page=&…): a reload,
 * a shared link or the back button shows the same list. Values typed into the address are
 * tidied here, so the server never sees a page it would refuse.
 */
export function useListParams<Filter extends string>(filterNames: readonly Filter[] = []) {
  const [params, setParams] = useSearchParams()
  const pageParam = Number(params.get('page'))
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 10_000 ? pageParam : 1
  const q = (params.get('q') ?? '').trim().slice(0, ADMIN_SEARCH_MAX)
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<Filter, string>

  /** Changes some values; any change but the page's goes back to page 1. Empty values leave the address. */
  const update = useCallback(
    (changes: Partial<Record<Filter | 'q' | 'page', string | number>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (!('page' in changes)) next.delete('page')
          for (const [name, value] of Object.entries(changes)) {
            if (value === '' || value === undefined || (name === 'page' && Number(value) <= 1)) next.delete(name)
            else next.set(name, String(value))
          }
          return next
        },
        // A new page is a step the back button returns from; a search as one types is not.
        { replace: !('page' in changes) },
      )
    },
    [setParams],
  )

  return { page, q, filters, update }
}
