import { CircleAlert, Inbox, RefreshCw } from 'lucide-react'
import styled from 'styled-components'
import { Button } from '@/web/src/components/ui/button'
import { EmptyState } from '@/web/src/components/ui/empty-state'
import { Spinner } from '@/web/src/components/ui/spinner'
import { LIST_MESSAGES_ERROR } from '../api/list-messages'

/** The shared Spinner fills 40vh on a page; inside the panel a smaller block is enough. */
const Loading = styled.div`
  padding: 2.5rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  [role='status'] {
    min-height: 0;
    margin-bottom: 0.75rem;
  }
  p {
    margin: 0;
  }
`

/** Spec 1 §4: 'Chargement des messages...' (read once: the visible text is hidden from screen readers). */
export function InboxLoading() {
  return (
    <Loading>
      <Spinner label="Chargement des messages…" />
      <p aria-hidden="true">Chargement des messages…</p>
    </Loading>
  )
}

const Alert = styled.div`
  color: ${({ theme }) => theme.colors.danger};
  p {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 500;
  }
`

/** A failed read: the spec's text and a way out. */
export function InboxError({ onRetry, message = LIST_MESSAGES_ERROR }: { onRetry: () => void; message?: string }) {
  return (
    <Alert role="alert">
      <EmptyState
        icon={<CircleAlert size={22} />}
        action={
          <Button $variant="secondary" onClick={onRetry}>
            <RefreshCw size={16} aria-hidden="true" />
            Réessayer
          </Button>
        }
      >
        {message}
      </EmptyState>
    </Alert>
  )
}

/** Spec 1 §4: no message yet (the header's "Nouveau message" is the way to write first). */
export function InboxEmpty() {
  return (
    <EmptyState icon={<Inbox size={22} />}>
      Aucun message pour le moment. Nos experts vous contacteront dès que vous aurez une démarche en cours.
    </EmptyState>
  )
}
