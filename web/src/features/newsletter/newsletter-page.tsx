import { useSearchParams } from 'react-router'
import styled from 'styled-components'
import {
  NEWSLETTER_LINK_INVALID,
  NEWSLETTER_SIGNUP_SENT,
  NEWSLETTER_STATES,
  NEWSLETTER_UNSUBSCRIBE_INVALID,
  type NewsletterState,
} from '@/contract/newsletter'
import { Container } from '../../components/layouts/brand-header'
import { CardPage } from '../../components/layouts/card-page'
import { PublicLayout } from '../../components/layouts/public-layout'
import { PageMeta } from '../../components/seo/page-meta'
import { ButtonAnchor } from '../../components/ui/button'
import { NewsletterBox } from './newsletter-box'

const STATES: Record<NewsletterState, { title: string; text: string; role: 'status' | 'alert'; again?: true }> = {
  inscription: { title: 'Vérifiez votre boîte de réception', text: NEWSLETTER_SIGNUP_SENT, role: 'status' },
  confirmee: {
    title: 'Inscription confirmée\u202f!',
    text: 'Merci\u202f! Vous recevrez un e-mail à chaque nouvel article du blog. Chacun contient un lien pour vous désinscrire.',
    role: 'status',
  },
  'lien-invalide': { title: 'Lien expiré', text: NEWSLETTER_LINK_INVALID, role: 'alert', again: true },
  desinscrite: {
    title: 'Vous êtes désinscrit',
    text: 'Vous ne recevrez plus nos articles par e-mail. Vous pouvez vous réinscrire à tout moment depuis le blog.',
    role: 'status',
  },
  'desinscription-invalide': { title: 'Lien invalide', text: NEWSLETTER_UNSUBSCRIBE_INVALID, role: 'alert' },
  'adresse-invalide': { title: 'Adresse e-mail invalide', text: 'Vérifiez l’adresse saisie, puis réessayez.', role: 'alert', again: true },
  'trop-de-demandes': {
    title: 'Trop de demandes',
    text: 'Trop d’inscriptions ont été envoyées depuis votre connexion. Réessayez dans une heure.',
    role: 'alert',
  },
}

const Page = styled.div`
  padding: 2.5rem 0 4rem;
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.25rem);
    margin: 0 0 1.5rem;
  }
`

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin-top: 1.5rem;
`

/**
 * /newsletter: the blog's newsletter. With `?etat=`, what a form sent without JavaScript led to
 * (cms/features/newsletter/form-answer.ts); without, the signup box on a page of its own.
 */
export default function NewsletterPage() {
  const [params] = useSearchParams()
  const name = params.get('etat')
  const state = NEWSLETTER_STATES.find((candidate) => candidate === name)
  if (!state) {
    return (
      <PublicLayout>
        <PageMeta title="La lettre du blog" description="Recevez par e-mail chaque nouvel article du blog." path="/newsletter" />
        <Page>
          <Container>
            <h1>La lettre du blog</h1>
            <NewsletterBox idPrefix="lettre-page" />
          </Container>
        </Page>
      </PublicLayout>
    )
  }
  const shown = STATES[state]
  return (
    <CardPage
      title={shown.title}
      head={<PageMeta title={shown.title} description="La lettre d’information du blog." path="/newsletter" noindex />}
      footer={<a href="/blog">← Retour au blog</a>}
    >
      <p role={shown.role}>{shown.text}</p>
      {shown.again ? (
        <Actions>
          <ButtonAnchor href="/newsletter" $block>
            M’inscrire à nouveau
          </ButtonAnchor>
        </Actions>
      ) : null}
    </CardPage>
  )
}
