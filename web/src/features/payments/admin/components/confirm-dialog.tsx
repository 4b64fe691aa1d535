import { type ReactNode, useId, useLayoutEffect, useRef } from 'react'
import styled from 'styled-components'
import { Button, type ButtonVariant } from '@/web/src/components/ui/button'

const Dialog = styled.dialog`
  width: min(32rem, calc(100vw - 2rem));
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 24px 64px rgba(15, 23, 42, 0.3);
  color: ${({ theme }) => theme.colors.text};
  &::backdrop {
    background: rgba(15, 23, 42, 0.55);
  }
`

const Body = styled.form`
  display: grid;
  gap: 1rem;
  padding: 1.5rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 0.5rem;
  button {
    flex: 1 1 10rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    button {
      flex: 0 0 auto;
    }
  }
`

/**
 * A confirmation in the platform's modal dialog: focus moves into it and stays there, Escape
 * cancels, and focus goes back to the button that opened it.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  confirmVariant = 'primary',
  busy,
  onConfirm,
  onCancel,
}: {
  title: string
  children: ReactNode
  confirmLabel: string
  confirmVariant?: ButtonVariant
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // A layout effect: its cleanup runs before React removes the dialog, so focus can go back.
  useLayoutEffect(() => {
    const dialog = ref.current
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (dialog && !dialog.open) dialog.showModal()
    return () => {
      dialog?.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [])
  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onCancel()
      }}
    >
      <Body
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (!busy) onConfirm()
        }}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
        <Actions>
          <Button $variant="secondary" onClick={onCancel} disabled={busy}>
            Annuler
          </Button>
          <Button type="submit" $variant={confirmVariant} disabled={busy}>
            {busy ? 'Mise à jour…' : confirmLabel}
          </Button>
        </Actions>
      </Body>
    </Dialog>
  )
}
