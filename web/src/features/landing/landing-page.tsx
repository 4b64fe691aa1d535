import { Island } from '../../components/islands/island'
import { PublicLayout } from '../../components/layouts/public-layout'
import { PageMeta } from '../../components/seo/page-meta'
import { ButtonLink } from '../../components/ui/button'
import { useSiteConfig } from '../../config/site-config'
import ChatWidget from './chat-widget'
import ContactForm from './contact-form'

export default function LandingPage() {
  const { siteName } = useSiteConfig()
  return (
    <PublicLayout>
      <PageMeta title={siteName} description="Créez votre entreprise en ligne avec des experts locaux." path="/" />
      <h1>Créez votre entreprise en ligne, simplement</h1>
      <ButtonLink to="/creer-entreprise">Je me lance !</ButtonLink>
      <Island name="contact-form" component={ContactForm} props={{}} />
      <Island name="chat-widget" component={ChatWidget} props={{}} />
    </PublicLayout>
  )
}
