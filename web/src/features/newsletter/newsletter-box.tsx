import { Island } from '../../components/islands/island'
import NewsletterSignup from './newsletter-signup'

/** The signup box as an island of a server-rendered page (the blog's list and its articles). */
export function NewsletterBox({ idPrefix }: { idPrefix: string }) {
  return <Island name="newsletter-signup" component={NewsletterSignup} props={{ idPrefix }} />
}
