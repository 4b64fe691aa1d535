import { Island } from '../../components/islands/island'
import { PublicLayout } from '../../components/layouts/public-layout'
import { PageMeta } from '../../components/seo/page-meta'
import ChatWidget, { type ChatWidgetText } from './chat-widget'
import { useLandingText } from './i18n'
import { CHAT_QUICK_MESSAGES } from './landing-content'
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
  const t = useLandingText()
  // The chat widget loads with the page: its words travel as props, never as a catalogue.
  const chat: ChatWidgetText = {
    title: t('chat.title'),
    delay: t('chat.delay'),
    intro: t('chat.intro'),
    newTab: t('chat.newTab'),
    open: t('chat.open'),
    close: t('chat.close'),
    messages: CHAT_QUICK_MESSAGES.map((index) => t(`chat.message.${index}`)),
  }
  return (
    <PublicLayout>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/" />
      <Hero />
      <Promises />
      <Services />
      <Offers />
      <CreateCompanyCta />
      <HowItWorks />
      <Testimonials />
      <ContactSection />
      <Island name="chat-widget" component={ChatWidget} props={{ text: chat }} />
    </PublicLayout>
  )
}
