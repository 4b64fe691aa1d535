import { useEffect, useRef } from 'react'
import styled from 'styled-components'
import type { ApiMessage } from '@/contract/messages'
import { Button } from '@/web/src/components/ui/button'
import { useMessagesPage } from '../api/list-messages'
import { MessageListItem } from './message-list-item'

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5rem 0.75rem;
  padding: 1rem 1.25rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`

/**
 * Page 2 and later of the inbox ('Messages plus anciens'), read with its own SWR key so
 * `refreshMessages` refetches it too. After the load the client asked for, focus moves to its
 * first message (the button that asked may be gone).
 */
export function OlderMessagesPage({
  userId,
  page,
  selectedId,
  itemId,
  onOpen,
  focusOnLoad,
}: {
  userId: number
  page: number
  selectedId: number | null
  itemId: (messageId: number) => string
  onOpen: (message: ApiMessage, page: number) => void
  focusOnLoad: boolean
}) {
  const { data, error, isLoading, mutate } = useMessagesPage(userId, page)
  const focused = useRef(false)
  const firstId = data?.messages[0]?.id

  useEffect(() => {
    if (!focusOnLoad || focused.current || firstId === undefined) return
    focused.current = true
    const item = document.getElementById(itemId(firstId))
    if (!item) return
    item.focus({ preventScroll: true })
    // Show the new page from its first message, at the top of the list's own scroll area.
    const area = item.closest<HTMLElement>('[data-scroll-area]')
    if (area) area.scrollTop += item.getBoundingClientRect().top - area.getBoundingClientRect().top
  }, [focusOnLoad, firstId, itemId])

  if (!data && isLoading) {
    return (
      <Row role="status" aria-live="polite">
        Chargement des messages…
      </Row>
    )
  }
  if (!data) {
    return error ? (
      <Row role="alert">
        <ErrorText>{error instanceof Error ? error.message : String(error)}</ErrorText>
        <Button $variant="secondary" onClick={() => void mutate()}>
          Réessayer
        </Button>
      </Row>
    ) : null
  }
  return (
    <>
      {data.messages.map((message) => (
        <MessageListItem
          key={message.id}
          id={itemId(message.id)}
          message={message}
          selected={message.id === selectedId}
          onOpen={(opened) => onOpen(opened, page)}
        />
      ))}
    </>
  )
}
