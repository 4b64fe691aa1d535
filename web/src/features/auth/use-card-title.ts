import { useEffect } from 'react'
import { useSiteConfig } from '../../config/site-config'

/**
 * The document's title while a card shows another screen than the page's own ('Email envoyé !', with its narrow no-break space):
 * an island cannot render <title> (the page's head is the server's), so it sets it while shown.
 */
export function useCardTitle(title: string | null): void {
  const { siteName } = useSiteConfig()
  useEffect(() => {
    if (!title) return
    const pageTitle = document.title
    document.title = `${title} | ${siteName}`
    return () => {
      document.title = pageTitle
    }
  }, [title, siteName])
}
