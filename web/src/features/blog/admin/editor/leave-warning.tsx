import { useEffect } from 'react'
import { useBlocker } from 'react-router'
import { Button } from '@/web/src/components/ui/button'
import { Modal, ModalActions } from '@/web/src/components/ui/modal'

/**
 * Unsaved changes are not lost by accident: closing the tab asks the browser's question, leaving
 * inside the app asks ours. `active` is false once the article is saved.
 */
export function LeaveWarning({ active }: { active: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname)

  useEffect(() => {
    if (!active) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [active])

  const blocked = blocker.state === 'blocked'
  return (
    <Modal
      open={blocked}
      onClose={() => blocker.reset?.()}
      title={'Quitter sans enregistrer\u202f?'}
      description={'Les modifications de cet article n’ont pas été enregistrées\u00a0: elles seront perdues.'}
      role="alertdialog"
    >
      <ModalActions>
        <Button $variant="secondary" onClick={() => blocker.reset?.()} data-autofocus>
          Rester sur la page
        </Button>
        <Button $variant="danger" onClick={() => blocker.proceed?.()}>
          Quitter sans enregistrer
        </Button>
      </ModalActions>
    </Modal>
  )
}
