import { format } from 'date-fns'
import { fr } from 'date-fns/locale'
import { arDZ } from 'date-fns/locale/ar-DZ'
import styled from 'styled-components'
import { formatMoneyIn } from '@/contract/i18n/format'
import { intlLocale, type Locale } from '@/contract/i18n/locales'
import { currencyDecimals } from '@/contract/money'
import type { CompanyCountry } from '@/contract/projects'
import { type Capital, isIndividualForm, LEGAL_FORMS, type Partner, type QuestionnaireDraft } from '@/contract/questionnaire'
import { useProjectsText } from '../i18n'

const List = styled.dl<{ $compact?: boolean }>`
  display: grid;
  gap: 0.85rem 1.5rem;
  margin: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  div {
    min-width: 0;
  }
  dt {
    font-size: 0.8125rem;
    font-weight: 600;
    letter-spacing: 0.02em;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0.15rem 0 0;
    overflow-wrap: anywhere;
    line-height: 1.45;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`

const Wide = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-column: 1 / -1;
  }
`

const Missing = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-style: italic;
`

/** '1 septembre 2026' · '1 سبتمبر 2026' from '2026-09-01' (a calendar day, no time zone). */
export function formatStartDate(day: string, locale: Locale = 'fr'): string {
  const [year, month, date] = day.split('-').map(Number)
  if (!year || !month || !date) return day
  return format(new Date(year, month - 1, date), 'd MMMM yyyy', { locale: locale === 'ar' ? arDZ : fr })
}

type ProjectsText = ReturnType<typeof useProjectsText>

function Partners({ partners, t }: { partners: readonly Partner[]; t: ProjectsText }) {
  return (
    <ul>
      {partners.map((partner, index) => {
        const name = `${partner.firstName} ${partner.lastName}`.trim()
        return (
          <li key={index}>
            {name ? <bdi>{name}</bdi> : t('q.summary.unnamed')}
            {Number.isFinite(partner.share)
              ? ` — ${t('q.summary.share', { share: partner.share.toLocaleString(intlLocale(t.locale)) })}`
              : ''}
          </li>
        )
      })}
    </ul>
  )
}

/** '150 000 DA', '1 000 €' (whole units) · '150 000 دج'. */
function capitalText(capital: Capital | undefined, locale: Locale): string | null {
  if (!capital || !Number.isFinite(capital.amount) || !capital.currency) return null
  const decimals = currencyDecimals(capital.currency)
  return formatMoneyIn(locale, capital.amount * 10 ** decimals, capital.currency, { dropZeroDecimals: true })
}

const isLegalForm = (form: string | undefined): form is (typeof LEGAL_FORMS)[number] =>
  (LEGAL_FORMS as readonly (string | undefined)[]).includes(form)

/** The answers, read only: the project page once submitted, the last step's recap, the back-office. */
export function QuestionnaireSummary({ answers }: { answers: QuestionnaireDraft }) {
  const t = useProjectsText()
  const notGiven = <Missing>{t('q.summary.missing')}</Missing>
  const country = answers.country as CompanyCountry | undefined
  const individual = isIndividualForm(answers.legalForm)
  const capital = capitalText(answers.capital, t.locale)
  const form = answers.legalForm
  return (
    <List>
      <div>
        <dt>{t('q.summary.country')}</dt>
        <dd>{country ? t(`q.country.${country}`) : notGiven}</dd>
      </div>
      <div>
        <dt>{t(country === 'DZ' ? 'q.summary.city.DZ' : country === 'other' ? 'q.summary.city.other' : 'q.summary.city.default')}</dt>
        <dd>{answers.city ? <bdi>{answers.city}</bdi> : notGiven}</dd>
      </div>
      <div>
        <dt>{t('q.summary.form')}</dt>
        <dd>{form ? (isLegalForm(form) ? t(`q.form.${form}`) : t('q.form.unknown')) : notGiven}</dd>
      </div>
      <div>
        <dt>{t('q.summary.startDate')}</dt>
        <dd>{answers.startDate ? formatStartDate(answers.startDate, t.locale) : notGiven}</dd>
      </div>
      <Wide>
        <dt>{t('q.summary.activity')}</dt>
        <dd>{answers.activity ? <bdi>{answers.activity}</bdi> : notGiven}</dd>
      </Wide>
      <div>
        <dt>{t('q.summary.names', { count: answers.companyNames?.length ?? 0 })}</dt>
        <dd>
          {answers.companyNames?.length ? (
            <ul>
              {answers.companyNames.map((name) => (
                <li key={name}>
                  <bdi>{name}</bdi>
                </li>
              ))}
            </ul>
          ) : (
            notGiven
          )}
        </dd>
      </div>
      <div>
        <dt>{individual ? t('q.summary.holder') : t('q.summary.partners')}</dt>
        <dd>{answers.partners?.length ? <Partners partners={answers.partners} t={t} /> : notGiven}</dd>
      </div>
      {individual ? null : (
        <div>
          <dt>{t('q.summary.capital')}</dt>
          <dd>{capital ? <bdi>{capital}</bdi> : notGiven}</dd>
        </div>
      )}
    </List>
  )
}
