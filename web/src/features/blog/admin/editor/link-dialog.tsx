import { useState } from 'react'
import { createPortal } from 'react-dom'
import { Button } from '@/web/src/components/ui/button'
import { FormField } from '@/web/src/components/ui/form-field'
import { Modal, ModalActions } from '@/web/src/components/ui/modal'

/** Only web and mail links in articles: no javascript:, data: or relative surprises. */
export const isSafeLinkUrl = (url: string) => /^(https:\/\/[^\s]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+\.[^\s@]+)$/i.test(url.trim())

function LinkForm({ initial, onDone, onSubmit }: { initial: string; onDone: () => void; onSubmit: (url: string | null) => void }) {
  const [url, setUrl] = useState(initial)
  const [error, setError] = useState<string | undefined>()
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const value = url.trim()
        if (!isSafeLinkUrl(value)) {
          setError('Adresse invalide\u00a0: elle doit commencer par https:// ou mailto:')
          return
        }
        onSubmit(value)
      }}
    >
      <FormField
        label="Adresse du lien"
        hint="Une page (https://…) ou une adresse email (mailto:…)."
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        value={url}
        onChange={(event) => {
          setUrl(event.target.value)
          setError(undefined)
        }}
        error={error}
        data-autofocus
      />
      <ModalActions>
        {initial ? (
          <Button $variant="secondary" onClick={() => onSubmit(null)}>
            Retirer le lien
          </Button>
        ) : null}
        <Button $variant="secondary" onClick={onDone}>
          Annuler
        </Button>
        <Button type="submit">{initial ? 'Mettre à jour' : 'Ajouter le lien'}</Button>
      </ModalActions>
    </form>
  )
}

/**
 * Asks for a link's address (null removes the link). Rendered in <body>: its own <form> inside
 * the article's form would be a nested form, which the browser submits as the outer one (a reload).
 */
export function LinkDialog({
  open,
  initial,
  onClose,
  onSubmit,
}: {
  open: boolean
  initial: string
  onClose: () => void
  onSubmit: (url: string | null) => void
}) {
  return createPortal(
    <Modal open={open} onClose={onClose} title={initial ? 'Modifier le lien' : 'Ajouter un lien'}>
      {open ? <LinkForm initial={initial} onDone={onClose} onSubmit={onSubmit} /> : null}
    </Modal>,
    document.body,
  )
}
