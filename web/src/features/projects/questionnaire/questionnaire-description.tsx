/**
 * A creation's description once its questionnaire is submitted starts with a summary the server
 * writes in French (contract/questionnaire.ts questionnaireDescription: 'SARL — Algérie (Oran).
 * Activité : … Nom envisagé : « … ».'), then what the founder wrote. An Arabic reader gets that
 * summary in Arabic, from the answers; what someone wrote is shown as written.
 */
import { Fragment, type ReactNode } from 'react'
import type { ApiProject } from '@/contract/projects'
import { hasQuestionnaire, type QuestionnaireAnswers, questionnaireDescription } from '@/contract/questionnaire'
import { useProjectsText } from '../i18n'
import { useQuestionnaire } from './questionnaire-api'

/** The founder's own text after the summary, or null when the description does not start with it. */
function textAfterSummary(answers: QuestionnaireAnswers, description: string): string | null {
  let summary: string
  try {
    summary = questionnaireDescription(answers)
  } catch {
    // Answers stored before a rule changed: no summary to rewrite.
    return null
  }
  return description.startsWith(summary) ? description.slice(summary.length).trim() : null
}

/** The project's description in the page's language (see above); null without one. */
export function useProjectDescription(project: Pick<ApiProject, 'id' | 'type' | 'description'>): ReactNode {
  const t = useProjectsText()
  const arabic = t.locale === 'ar'
  const { data } = useQuestionnaire(arabic && hasQuestionnaire(project.type) ? project.id : null)
  const description = project.description
  if (!description) return null
  const answers = data?.submittedAt ? (data.questionnaire as QuestionnaireAnswers | null) : null
  const own = arabic && answers ? textAfterSummary(answers, description) : null
  if (!answers || own === null) return description
  const city = <bdi>{answers.city}</bdi>
  const place = answers.country === 'other' ? city : t.rich('q.description.place', {}, { country: t(`q.country.${answers.country}`), city })
  const names = answers.companyNames.map((name, index) => (
    <Fragment key={name}>
      {index > 0 ? '، ' : null}«<bdi>{name}</bdi>»
    </Fragment>
  ))
  const summary = t.rich(
    'q.description',
    {},
    {
      form: t(`q.form.${answers.legalForm}`),
      place,
      activity: <bdi>{answers.activity.replace(/[.\s]*$/, '')}</bdi>,
      count: answers.companyNames.length,
      names: <>{names}</>,
    },
  )
  return own ? (
    <>
      {summary}
      {'\n\n'}
      <bdi>{own}</bdi>
    </>
  ) : (
    summary
  )
}
