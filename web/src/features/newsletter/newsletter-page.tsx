import { useSearchParams } from 'react-router'
import styled from 'styled-components'
import { NEWSLETTER_STATES, type NewsletterState } from '@/contract/newsletter'
import { Container } from '../../components/layouts/brand-header'
import { CardPage } from '../../components/layouts/card-page'
import { PublicLayout } from '../../components/layouts/public-layout'
import { PageMeta } from '../../components/seo/page-meta'
import { ButtonAnchor } from '../../components/ui/button'
import { useLocalizedHref } from '../../lib/i18n/locale'
import { useNewsletterText } from './i18n'
import { NewsletterBox } from './newsletter-box'

/** How each result is announced; its words are `state.<name>.title` and `.text` in the catalogue. */
const STATES: Record<NewsletterState, { role: 'status' | 'alert'; again?: true }> = {
  inscription: { role: 'status' },
  confirmee: { role: 'status' },
  'lien-invalide': { role: 'alert', again: true },
  desinscrite: { role: 'status' },
  'desinscription-invalide': { role: 'alert' },
  'adresse-invalide': { role: 'alert', again: true },
  'trop-de-demandes': { role: 'alert' },
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
  const t = useNewsletterText()
  const href = useLocalizedHref()
  const name = params.get('etat')
  const state = NEWSLETTER_STATES.find((candidate) => candidate === name)
  if (!state) {
    return (
      <PublicLayout>
        <PageMeta title={t('page.title')} description={t('page.description')} path="/newsletter" />
        <Page>
          <Container>
            <h1>{t('page.title')}</h1>
            <NewsletterBox idPrefix="lettre-page" />
          </Container>
        </Page>
      </PublicLayout>
    )
  }
  const shown = STATES[state]
  const title = t(`state.${state}.title`)
  return (
    <CardPage
      title={title}
      head={<PageMeta title={title} description={t('result.description')} path="/newsletter" noindex />}
      footer={<a href={href('/blog')}>{t('backToBlog')}</a>}
    >
      <p role={shown.role}>{t(`state.${state}.text`)}</p>
      {shown.again ? (
        <Actions>
          <ButtonAnchor href={href('/newsletter')} $block>
            {t('again')}
          </ButtonAnchor>
        </Actions>
      ) : null}
    </CardPage>
  )
}
