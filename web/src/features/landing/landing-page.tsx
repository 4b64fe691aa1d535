import { Island } from '../../components/islands/island'
import { PublicLayout } from '../../components/layouts/public-layout'
import { PageMeta } from '../../components/seo/page-meta'
import ChatWidget from './chat-widget'
import { ContactSection } from './sections/contact-section'
import { CreateCompanyCta } from './sections/create-company-cta'
import { Hero } from './sections/hero'
import { HowItWorks } from './sections/how-it-works'
import { Offers } from './sections/offers'
import { Promises } from './sections/promises'
import { Services } from './sections/services'
import { Testimonials } from './sections/testimonials'

/** The landing page (spec 1 §1 and §2), rendered on the server; the chat widget and contact form are islands. */
export default function LandingPage() {
  return (
    <PublicLayout>
      <PageMeta
        title="Créez votre entreprise en ligne avec des experts locaux"
        description={
          'Créez votre société en ligne, accompagné par des experts locaux\u00a0: démarches simplifiées, résultat en moins de 30 jours, garanti ou remboursé. 997 € TTC.'
        }
        path="/"
      />
      <Hero />
      <Promises />
      <Services />
      <Offers />
      <CreateCompanyCta />
      <HowItWorks />
      <Testimonials />
      <ContactSection />
      <Island name="chat-widget" component={ChatWidget} props={{}} />
    </PublicLayout>
  )
}
