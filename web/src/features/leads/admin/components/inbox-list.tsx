import { Inbox } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/web/src/components/ui/button'
import { ListEmpty } from '@/web/src/components/ui/list-states'
import { LoadProblem } from '@/web/src/components/ui/load-problem'
import { Pager } from '@/web/src/components/ui/pager'
import { CardSkeletons } from '@/web/src/components/ui/skeleton'
import { CardList } from './inbox-card'

/**
 * The body of a back-office inbox (contacts, service requests): skeletons while it loads, the
 * failure with a new try, the empty states (none at all, or none for this search with a way
 * back to everything), or the cards and their pages.
 */
export function InboxList<T extends { id: number }>({
  items,
  loading,
  failed,
  retrying,
  onRetry,
  loadingLabel,
  errorMessage,
  narrowed,
  noMatch,
  showAllLabel,
  onShowAll,
  empty,
  listLabel,
  pagerLabel,
  page,
  totalPages,
  onPage,
  renderItem,
}: {
  items: readonly T[]
  loading: boolean
  failed: boolean
  retrying: boolean
  onRetry: () => void
  loadingLabel: string
  errorMessage: string
  /** A search, a filter or a page past the first is in force. */
  narrowed: boolean
  noMatch: string
  showAllLabel: string
  onShowAll: () => void
  empty: string
  listLabel: string
  pagerLabel: string
  page: number
  totalPages: number
  onPage: (page: number) => void
  renderItem: (item: T) => ReactNode
}) {
  if (loading) return <CardSkeletons label={loadingLabel} />
  if (failed) return <LoadProblem retryingLabel="Nouvel essai…" message={errorMessage} onRetry={onRetry} retrying={retrying} />
  if (items.length === 0)
    return narrowed ? (
      <ListEmpty
        icon={<Inbox size={24} />}
        action={
          <Button $variant="secondary" onClick={onShowAll}>
            {showAllLabel}
          </Button>
        }
      >
        {noMatch}
      </ListEmpty>
    ) : (
      <ListEmpty icon={<Inbox size={24} />}>{empty}</ListEmpty>
    )
  return (
    <>
      <CardList aria-label={listLabel} aria-busy={retrying}>
        {items.map(renderItem)}
      </CardList>
      <Pager
        label={pagerLabel}
        page={page}
        totalPages={totalPages}
        onPage={(next) => {
          onPage(next)
          window.scrollTo({ top: 0 })
        }}
      />
    </>
  )
}
