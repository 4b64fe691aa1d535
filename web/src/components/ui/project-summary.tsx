import { CalendarDays, History } from 'lucide-react'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { Locale } from '@/contract/i18n/locales'
import { dateFormats } from '@/contract/i18n/format'
import { useLocale } from '../../lib/i18n/locale'
import { Badge, statusTone } from './badge'
import { Card } from './card'
import { projectStatusText, uiTextIn, useUiText } from './i18n'
import { ProgressBar } from './progress-bar'

const Box = styled(Card)`
  display: grid;
  gap: 1.5rem;
  margin-bottom: 1.5rem;
  h1 {
    margin: 0;
    letter-spacing: -0.02em;
    overflow-wrap: anywhere;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr) 18rem;
    gap: 2rem;
    padding: 2rem;
  }
`

/** The procedure and the status, above the name. */
const Kicker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.875rem;
  margin-bottom: 0.625rem;
`

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`

const Description = styled.p`
  margin: 0.875rem 0 0;
  max-width: 42rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.muted};
`

const Meta = styled.ul`
  list-style: none;
  margin: 1.25rem 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem 1.5rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
  }
`

/** The global progress, set apart so it reads first on wide screens. */
const ProgressPanel = styled.div`
  align-self: start;
  display: grid;
  gap: 0.625rem;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  /* The shared track has the panel's own colour: a white groove keeps it visible. */
  [role='progressbar'] {
    height: 0.625rem;
    background: ${({ theme }) => theme.colors.surface};
  }
  p {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const ProgressHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 1rem;
  span {
    font-weight: 600;
  }
  strong {
    font-size: 1.75rem;
    line-height: 1;
    letter-spacing: -0.02em;
    font-variant-numeric: tabular-nums;
  }
`

/** '2 étapes terminées sur 5', 'Aucune étape terminée sur 3'; `none` when there is no step yet. French unless told. */
export function stepsDoneText({ completed, total }: { completed: number; total: number }, none: string, locale: Locale = 'fr'): string {
  const t = uiTextIn(locale)
  if (total === 0) return none
  if (completed === 0) return t('stepsDone.none', { total })
  return t('stepsDone.some', { completed, total })
}

/**
 * The head of a project, the client's page and the back-office's: procedure (`kind`) and
 * status, the name when the page has no other title, the description, what a side adds
 * (`children`: the client's owner in the back-office), the dates, and the progress panel.
 */
export function ProjectSummary({
  project,
  description = project.description,
  kind,
  heading,
  progress,
  progressLabel,
  progressNote,
  label,
  children,
}: {
  project: { status: string; description?: string | null; createdAt: string; updatedAt: string }
  /** Shown instead of the project's own description (the client's page, in its language). */
  description?: ReactNode
  kind: ReactNode
  /** The page's H1 (the client's page); none when the page title says it already. */
  heading?: string
  progress: number
  progressLabel: string
  progressNote: string
  label?: string
  children?: ReactNode
}) {
  const t = useUiText()
  const { dateTime } = dateFormats(useLocale())
  return (
    <Box as={heading ? 'header' : 'section'} aria-label={label}>
      <div>
        <Kicker>
          <Eyebrow>{kind}</Eyebrow>
          <Badge $tone={statusTone(project.status)}>{projectStatusText(t, project.status)}</Badge>
        </Kicker>
        {heading ? (
          <h1>
            <bdi>{heading}</bdi>
          </h1>
        ) : null}
        {/* As typed, in its own direction; a sentence already in the page's language follows the page. */}
        {description ? <Description dir={typeof description === 'string' ? 'auto' : undefined}>{description}</Description> : null}
        {children}
        <Meta>
          <li>
            <CalendarDays size={16} aria-hidden="true" />
            {t('summary.created', { date: dateTime(project.createdAt) })}
          </li>
          <li>
            <History size={16} aria-hidden="true" />
            {t('summary.updated', { date: dateTime(project.updatedAt) })}
          </li>
        </Meta>
      </div>
      <ProgressPanel>
        <ProgressHead>
          <span>{t('summary.progress')}</span>
          <strong>{t('summary.percent', { value: progress })}</strong>
        </ProgressHead>
        <ProgressBar value={progress} label={progressLabel} />
        <p>{progressNote}</p>
      </ProgressPanel>
    </Box>
  )
}
