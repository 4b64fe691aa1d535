import { X } from 'lucide-react'
import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react'
import styled from 'styled-components'
import { useUiText } from './i18n'

const Dialog = styled.dialog`
  width: min(34rem, calc(100vw - 1.5rem));
  max-height: calc(100dvh - 1.5rem);
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 24px 64px rgba(15, 23, 42, 0.3);
  overflow: auto;
  &::backdrop {
    background: rgba(15, 23, 42, 0.55);
  }
`

const Inner = styled.div`
  padding: 1.25rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 1.5rem;
  }
`

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.25rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9375rem;
  }
`

const Close = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-block: -0.5rem 0;
  margin-inline: 0 -0.5rem;
  border: none;
  border-radius: 8px;
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
`

/**
 * A modal dialog on the platform's own <dialog>: showModal() makes the rest of the page inert
 * (focus stays inside), Escape closes, focus returns to the control that opened it. The
 * content is mounted only while open, so a form inside starts fresh each time. The element
 * marked `data-autofocus` gets the focus first.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  role,
  fallbackFocus,
  children,
}: {
  open: boolean
  onClose: () => void
  title: string
  description?: string
  /** 'alertdialog' for a confirmation. */
  role?: 'alertdialog'
  /** Where the focus goes on close when the opener is gone (a removed item's button). */
  fallbackFocus?: RefObject<HTMLElement | null>
  children: ReactNode
}) {
  const t = useUiText()
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()
  const descriptionId = useId()

  // Before paint and before other effects: a toast shown as the dialog closes is not left under its backdrop.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
      const target = opener.current?.isConnected ? opener.current : fallbackFocus?.current
      target?.focus()
    }
  }, [open, fallbackFocus])

  return (
    <Dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: the parent decides (it owns `open`).
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside the inner box.
        if (event.target === event.currentTarget) onClose()
      }}
    >
      {open ? (
        <Inner>
          <Head>
            <div>
              <h2 id={titleId}>{title}</h2>
              {description ? <p id={descriptionId}>{description}</p> : null}
            </div>
            <Close type="button" aria-label={t('modal.close')} onClick={onClose}>
              <X size={20} aria-hidden="true" />
            </Close>
          </Head>
          {children}
        </Inner>
      ) : null}
    </Dialog>
  )
}

/**
 * A failure told inside the dialog: the page under a modal dialog is inert, so a toast there
 * is neither reachable nor announced while the dialog stays open.
 */
export const ModalError = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: 8px;
  background: #fee2e2;
  color: #991b1b;
  font-weight: 500;
`

/** The row of buttons at the foot of a dialog: stacked on phones, to the right on wider screens. */
export const ModalActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 0.5rem;
  margin-top: 1.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    flex-direction: row;
    justify-content: flex-end;
  }
`
