import { Share2 } from 'lucide-react'
import { Button } from '@/web/src/components/ui/button-base'
import { toast } from '@/web/src/components/ui/use-toast'
import { useBlogText } from '../i18n'

export interface ShareButtonProps {
  url: string
  title: string
}

export const LINK_COPIED = useBlogText.in('fr')('share.copied')

/** Copies the link; false when the browser refuses (no clipboard access, insecure page). */
async function copyLink(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url)
    return true
  } catch {
    return false
  }
}

/**
 * Share an article (an island, spec 2 §2): the phone's share sheet when there is one; without
 * it, or when it fails, the link goes to the clipboard and 'Lien copié !' says so. A visitor who
 * closes the share sheet chose not to share: nothing else happens.
 */
export default function ShareButton({ url, title }: ShareButtonProps) {
  const t = useBlogText()
  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    if (await copyLink(url)) toast({ title: t('share.copied') })
    else toast({ title: t('share.error'), description: t('share.copyThis', { url }), variant: 'destructive' })
  }

  return (
    <Button $variant="secondary" onClick={() => void share()}>
      <Share2 size={18} aria-hidden="true" />
      {t('share.button')}
    </Button>
  )
}
