import { MessageCircle } from 'lucide-react'
import styled from 'styled-components'
import { whatsappUrl } from '@/contract/site-config'
import { Container } from '@/web/src/components/layouts/brand-header'
import { ButtonAnchor, ButtonLink } from '@/web/src/components/ui/button'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { useSiteConfig } from '@/web/src/config/site-config'
import { useLandingText } from '../i18n'

const Band = styled.section`
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
  background: linear-gradient(135deg, #1e3a8a 0%, ${({ theme }) => theme.colors.primary} 100%);
  color: #ffffff;
  padding: 4.5rem 0;
  text-align: center;
  h2 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    letter-spacing: -0.02em;
    margin: 0 0 1rem;
  }
  /* Arabic letters join: no tracking. */
  :lang(ar) & h2 {
    letter-spacing: normal;
  }
  p {
    max-width: 40rem;
    margin: 0 auto 2rem;
    font-size: 1.125rem;
    color: #dbeafe;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  a {
    min-height: 52px;
    padding: 0.8rem 1.5rem;
  }
  a.light {
    background: #ffffff;
    border-color: #ffffff;
    color: #1e3a8a;
  }
  a.light:hover {
    background: #eff6ff;
    color: #1e3a8a;
  }
  a.outline {
    background: transparent;
    border-color: #bfdbfe;
    color: #ffffff;
  }
  a.outline:hover {
    background: rgba(255, 255, 255, 0.12);
    color: #ffffff;
  }
  @media (max-width: 479px) {
    a {
      width: 100%;
    }
  }
`

/** 'Crée mon entreprise' (spec 1 §2): the project call to action and the chat-support button. */
export function CreateCompanyCta() {
  const { whatsappNumber } = useSiteConfig()
  const t = useLandingText()
  return (
    <Band aria-labelledby="cree-mon-entreprise-titre">
      <Container>
        <h2 id="cree-mon-entreprise-titre">{t('cta.title')}</h2>
        <p>{t('cta.text')}</p>
        <Actions>
          <ButtonLink className="light" to="/creer-entreprise">
            {t('cta.project')}
          </ButtonLink>
          <ButtonAnchor
            className="outline"
            href={whatsappUrl(whatsappNumber, t('chat.defaultMessage'))}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle size={20} aria-hidden="true" />
            {t('cta.support')}
            <VisuallyHidden>{t('cta.supportHidden')}</VisuallyHidden>
          </ButtonAnchor>
        </Actions>
      </Container>
    </Band>
  )
}
