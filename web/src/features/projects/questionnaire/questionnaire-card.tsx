import { Building2, PencilLine, TriangleAlert } from 'lucide-react'
import { type ReactNode, useRef, useState } from 'react'
import styled from 'styled-components'
import { dateFormats } from '@/contract/i18n/format'
import { hasQuestionnaire } from '@/contract/questionnaire'
import { Badge } from '@/web/src/components/ui/badge'
import { Button } from '@/web/src/components/ui/button'
import { Card } from '@/web/src/components/ui/card'
import { Spinner } from '@/web/src/components/ui/spinner'
import { ApiError } from '@/web/src/lib/api-client'
import { useProjectsText } from '../i18n'
import { useQuestionnaire } from './questionnaire-api'
import { QuestionnaireForm } from './questionnaire-form'
import { QuestionnaireSummary } from './questionnaire-summary'

export type QuestionnaireAudience = 'client' | 'staff'

const Box = styled(Card)<{ $invite: boolean }>`
  ${({ $invite, theme }) => ($invite ? `border: 2px solid ${theme.colors.primary}; background: ${theme.colors.primarySoft};` : '')}
`

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  margin-bottom: 1.25rem;
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.25rem;
    &:focus {
      outline: none;
    }
    &:focus-visible {
      outline: 3px solid var(--focus-ring);
    }
  }
  p {
    margin: 0;
    max-width: 38rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Title = styled.div`
  display: flex;
  gap: 0.85rem;
  align-items: flex-start;
  min-width: 0;
  flex: 1 1 18rem;
`

const Icon = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.primary};
  color: #ffffff;
`

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  margin-top: 1.25rem;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9375rem;
  }
`

const Problem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  color: ${({ theme }) => theme.colors.danger};
  p {
    margin: 0;
    flex: 1 1 16rem;
  }
`

type Texts = Record<'invite' | 'inviteLead' | 'start' | 'resume' | 'done' | 'doneLead' | 'edit' | 'locked', string>

/** The client's words, in the page's language. */
const clientTexts = (t: ReturnType<typeof useProjectsText>): Texts => ({
  invite: t('q.card.invite'),
  inviteLead: t('q.card.inviteLead'),
  start: t('q.card.start'),
  resume: t('q.card.resume'),
  done: t('q.card.done'),
  doneLead: t('q.card.doneLead'),
  edit: t('q.card.edit'),
  locked: t('q.card.locked'),
})

/** The back-office's words: it stays French. */
const STAFF_TEXTS: Texts = {
  invite: 'Questionnaire de création',
  inviteLead: 'Le client n’a pas encore envoyé ses réponses. Vous pouvez les saisir pour lui.',
  start: 'Remplir le questionnaire',
  resume: 'Compléter le questionnaire',
  done: 'Questionnaire de création',
  doneLead: 'Les réponses du client. Les modifier met à jour la forme juridique, la description, les étapes et les pièces.',
  edit: 'Modifier les réponses',
  locked: '',
}

/**
 * The company questionnaire of a creation project (issue 33 item 4), on /project/{id} and on
 * /admin/project/{id}: an invitation (with the draft's answers so far) until it is submitted,
 * then the answers read only, with an edit action for whoever may still change them.
 */
export function QuestionnaireCard({
  projectId,
  projectType,
  audience,
}: {
  projectId: number
  projectType: string
  audience: QuestionnaireAudience
}) {
  if (!hasQuestionnaire(projectType)) return null
  return <QuestionnairePanel projectId={projectId} audience={audience} />
}

function QuestionnairePanel({ projectId, audience }: { projectId: number; audience: QuestionnaireAudience }) {
  const { data, error, isLoading, mutate } = useQuestionnaire(projectId)
  const [editing, setEditing] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const t = useProjectsText()
  const texts = audience === 'client' ? clientTexts(t) : STAFF_TEXTS
  const headingId = `questionnaire-${audience}-title`

  const close = () => {
    setEditing(false)
    // The form is gone: its card's title takes the focus back.
    window.setTimeout(() => headingRef.current?.focus(), 0)
  }

  const heading = (title: string, lead: string, badge?: ReactNode) => (
    <Head>
      <Title>
        <Icon aria-hidden="true">
          <Building2 size={22} />
        </Icon>
        <div>
          <h2 id={headingId} ref={headingRef} tabIndex={-1}>
            {title}
          </h2>
          {lead ? <p>{lead}</p> : null}
        </div>
      </Title>
      {badge}
    </Head>
  )

  if (error && !data) {
    // 401 and 404 are the page's (login, 'Projet non trouvé').
    if (error instanceof ApiError && [401, 404].includes(error.status)) return null
    return (
      <Box $invite={false} aria-labelledby={headingId}>
        {heading(texts.done, '')}
        <Problem role="alert">
          <TriangleAlert size={20} aria-hidden="true" />
          <p>{t('q.card.loadError')}</p>
          <Button $variant="secondary" onClick={() => mutate()}>
            {t('q.card.retry')}
          </Button>
        </Problem>
      </Box>
    )
  }
  if (isLoading || !data) {
    return (
      <Box $invite={false} aria-busy="true" aria-label={t('q.card.label')}>
        <Spinner label={t('q.card.loading')} />
      </Box>
    )
  }

  const submitted = data.submittedAt !== null
  const hasDraft = data.questionnaire !== null && Object.keys(data.questionnaire).length > 0

  if (editing) {
    return (
      <Box $invite={false} aria-labelledby={headingId}>
        {/* The steps say what they ask: no introduction above them. */}
        {heading(submitted ? texts.edit : texts.invite, '')}
        <QuestionnaireForm projectId={projectId} initial={data} audience={audience} onDone={close} onCancel={close} />
      </Box>
    )
  }

  const sentBadge = submitted ? (
    <Badge $tone="success">{t('q.card.sentOn', { date: dateFormats(t.locale).date(data.submittedAt!) })}</Badge>
  ) : null
  if (!submitted) {
    return (
      <Box $invite={audience === 'client'} aria-labelledby={headingId}>
        {heading(texts.invite, texts.inviteLead, hasDraft ? <Badge $tone="progress">{t('q.card.draft')}</Badge> : null)}
        {hasDraft && audience === 'staff' ? <QuestionnaireSummary answers={data.questionnaire!} /> : null}
        <Footer>
          {data.editable ? (
            <Button onClick={() => setEditing(true)}>
              <PencilLine size={18} aria-hidden="true" />
              {hasDraft ? texts.resume : texts.start}
            </Button>
          ) : null}
        </Footer>
      </Box>
    )
  }
  return (
    <Box $invite={false} aria-labelledby={headingId}>
      {heading(texts.done, texts.doneLead, sentBadge)}
      <QuestionnaireSummary answers={data.questionnaire ?? {}} />
      <Footer>
        {data.editable ? (
          <Button $variant="secondary" onClick={() => setEditing(true)}>
            <PencilLine size={18} aria-hidden="true" />
            {texts.edit}
          </Button>
        ) : (
          <p>{texts.locked}</p>
        )}
      </Footer>
    </Box>
  )
}
