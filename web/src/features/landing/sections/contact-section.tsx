import { Clock3, Mail, MessageCircle, Phone } from 'lucide-react'
import styled from 'styled-components'
import { whatsappUrl } from '@/contract/site-config'
import { Island } from '@/web/src/components/islands/island'
import { ButtonAnchor } from '@/web/src/components/ui/button'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { useSiteConfig } from '@/web/src/config/site-config'
import ContactForm from '../contact-form'
import { useLandingText } from '../i18n'
import { Section } from './section'

const Grid = styled.div`
  display: grid;
  gap: 2rem;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 0.8fr 1.2fr;
  }
`

const ChatCard = styled.div`
  background: #ecfdf5;
  border: 1px solid #a7f3d0;
  border-radius: 16px;
  padding: 1.75rem;
  h3 {
    font-size: 1.25rem;
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0 0 1.25rem;
    color: #065f46;
  }
  ul {
    list-style: none;
    margin: 1.75rem 0 0;
    padding: 1.5rem 0 0;
    border-top: 1px solid #a7f3d0;
    display: grid;
    gap: 0.75rem;
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    overflow-wrap: anywhere;
  }
  li svg {
    flex: none;
    color: #047857;
  }
`

const WhatsAppButton = styled(ButtonAnchor)`
  background: #047857;
  border-color: #047857;
  color: #ffffff;
  &:hover:not(:disabled) {
    background: #065f46;
    border-color: #065f46;
    color: #ffffff;
  }
`

const Delay = styled.p`
  display: flex;
  align-items: center;
  gap: 0.4rem;
  font-weight: 600;
`

/** The chat contact section (spec 1 §2) and the contact form. */
export function ContactSection() {
  const { whatsappNumber, contactEmail, contactPhone } = useSiteConfig()
  const t = useLandingText()
  return (
    <Section id="contact" eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.lead')}>
      <Grid>
        <ChatCard>
          <h3>{t('contact.chatTitle')}</h3>
          <Delay>
            <Clock3 size={18} aria-hidden="true" /> {t('contact.delay')}
          </Delay>
          <WhatsAppButton href={whatsappUrl(whatsappNumber, t('chat.defaultMessage'))} target="_blank" rel="noopener noreferrer" $block>
            <MessageCircle size={20} aria-hidden="true" />
            {t('contact.open')}
            <VisuallyHidden>{t('contact.openHidden')}</VisuallyHidden>
          </WhatsAppButton>
          <ul>
            <li>
              <Mail size={18} aria-hidden="true" />
              <a href={`mailto:${contactEmail}`} dir="ltr">
                {contactEmail}
              </a>
            </li>
            <li>
              <Phone size={18} aria-hidden="true" />
              <a href={`tel:${contactPhone.replace(/\s+/g, '')}`} dir="ltr">
                {contactPhone}
              </a>
            </li>
          </ul>
        </ChatCard>
        <Island name="contact-form" component={ContactForm} props={{}} />
      </Grid>
    </Section>
  )
}
