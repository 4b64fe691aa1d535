import { format } from 'date-fns'
import { fr } from 'date-fns/locale'
import styled from 'styled-components'
import { COMPANY_COUNTRY_LABELS, type CompanyCountry } from '@/contract/projects'
import {
  type Capital,
  formatCapital,
  isIndividualForm,
  legalFormLabel,
  type Partner,
  type QuestionnaireDraft,
} from '@/contract/questionnaire'

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

const NOT_GIVEN = <Missing>Non renseigné</Missing>

/** '1 septembre 2026' from '2026-09-01' (a calendar day, no time zone). */
export function formatStartDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  if (!year || !month || !date) return day
  return format(new Date(year, month - 1, date), 'd MMMM yyyy', { locale: fr })
}

const shareText = (share: number) => `${share.toLocaleString('fr-FR')}\u00a0%`

function Partners({ partners }: { partners: readonly Partner[] }) {
  return (
    <ul>
      {partners.map((partner, index) => (
        <li key={index}>
          {`${partner.firstName} ${partner.lastName}`.trim() || 'Associé sans nom'}
          {Number.isFinite(partner.share) ? ` — ${shareText(partner.share)}` : ''}
        </li>
      ))}
    </ul>
  )
}

const capitalText = (capital: Capital | undefined) =>
  capital && Number.isFinite(capital.amount) && capital.currency ? formatCapital(capital) : null

/** The answers, read only: the project page once submitted, the last step's recap, the back-office. */
export function QuestionnaireSummary({ answers }: { answers: QuestionnaireDraft }) {
  const country = answers.country as CompanyCountry | undefined
  const individual = isIndividualForm(answers.legalForm)
  const capital = capitalText(answers.capital)
  return (
    <List>
      <div>
        <dt>Pays de création</dt>
        <dd>{country ? COMPANY_COUNTRY_LABELS[country] : NOT_GIVEN}</dd>
      </div>
      <div>
        <dt>{country === 'DZ' ? 'Wilaya ou ville' : country === 'other' ? 'Pays et ville' : 'Ville'}</dt>
        <dd>{answers.city || NOT_GIVEN}</dd>
      </div>
      <div>
        <dt>Forme juridique</dt>
        <dd>{answers.legalForm ? legalFormLabel(answers.legalForm) : NOT_GIVEN}</dd>
      </div>
      <div>
        <dt>Date de démarrage souhaitée</dt>
        <dd>{answers.startDate ? formatStartDate(answers.startDate) : NOT_GIVEN}</dd>
      </div>
      <Wide>
        <dt>Activité</dt>
        <dd>{answers.activity || NOT_GIVEN}</dd>
      </Wide>
      <div>
        <dt>{answers.companyNames && answers.companyNames.length > 1 ? 'Noms envisagés' : 'Nom envisagé'}</dt>
        <dd>
          {answers.companyNames?.length ? (
            <ul>
              {answers.companyNames.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          ) : (
            NOT_GIVEN
          )}
        </dd>
      </div>
      <div>
        <dt>{individual ? 'Titulaire' : 'Associés et parts'}</dt>
        <dd>{answers.partners?.length ? <Partners partners={answers.partners} /> : NOT_GIVEN}</dd>
      </div>
      {individual ? null : (
        <div>
          <dt>Capital social</dt>
          <dd>{capital ?? NOT_GIVEN}</dd>
        </div>
      )}
    </List>
  )
}
