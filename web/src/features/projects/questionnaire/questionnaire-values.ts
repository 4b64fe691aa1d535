/**
 * The questionnaire form's own values (text in inputs), how they become the API's answers, and
 * the resolver that checks them with the shared schemas (contract/questionnaire.ts): a step is
 * checked as complete for its own fields only (react-hook-form's `trigger`), the last one whole.
 */
import type { FieldErrors, Resolver } from 'react-hook-form'
import type { CompanyCountry } from '@/contract/projects'
import {
  CAPITAL_CURRENCIES,
  type CapitalCurrency,
  COUNTRY_CURRENCY,
  isIndividualForm,
  type LegalForm,
  LEGAL_FORMS_BY_COUNTRY,
  MAX_COMPANY_NAMES,
  type QuestionnaireDraft,
  type QuestionnaireRequest,
  questionnaireCompleteSchema,
} from '@/contract/questionnaire'

export interface PartnerValues {
  firstName: string
  lastName: string
  /** A percentage as typed ('33,5'). */
  share: string
}

export interface QuestionnaireValues {
  country: CompanyCountry | ''
  city: string
  legalForm: LegalForm | ''
  activity: string
  /** Always three inputs; empty ones are left out of the answers. */
  companyNames: { value: string }[]
  partners: PartnerValues[]
  /** Whole units as typed ('150 000'). */
  capitalAmount: string
  capitalCurrency: CapitalCurrency | ''
  startDate: string
}

export const emptyPartner = (): PartnerValues => ({ firstName: '', lastName: '', share: '' })

/** The form filled from stored answers (a draft or a submission), or empty. */
export function valuesFrom(answers: QuestionnaireDraft | null): QuestionnaireValues {
  const names = answers?.companyNames ?? []
  return {
    country: answers?.country ?? '',
    city: answers?.city ?? '',
    legalForm: answers?.legalForm ?? '',
    activity: answers?.activity ?? '',
    companyNames: Array.from({ length: MAX_COMPANY_NAMES }, (_, index) => ({ value: names[index] ?? '' })),
    partners: answers?.partners?.length
      ? answers.partners.map((partner) => ({ ...partner, share: String(partner.share).replace('.', ',') }))
      : [emptyPartner()],
    capitalAmount: answers?.capital ? String(answers.capital.amount) : '',
    capitalCurrency: answers?.capital?.currency ?? (answers?.country ? (COUNTRY_CURRENCY[answers.country] ?? '') : ''),
    startDate: answers?.startDate ?? '',
  }
}

/** '33,5' → 33.5; an empty text → undefined; anything else → NaN, which the schema refuses in French. */
function numberOf(text: string, { whole }: { whole: boolean }): number | undefined {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '')
  if (!cleaned) return undefined
  if (whole ? !/^-?\d+$/.test(cleaned) : !/^-?\d+([.,]\d+)?$/.test(cleaned)) return Number.NaN
  return Number(cleaned.replace(',', '.'))
}

const filled = (text: string) => text.trim() !== ''

/**
 * The answers the form holds, as the API takes them (what is left empty is left out). A draft
 * leaves out a partner without a name too (a single owner's 100 % is filled in before the names).
 */
export function toAnswers(values: QuestionnaireValues, { draft = false } = {}): QuestionnaireRequest {
  const answers: QuestionnaireRequest = {}
  if (values.country) answers.country = values.country
  if (filled(values.city)) answers.city = values.city
  if (values.legalForm) answers.legalForm = values.legalForm
  if (filled(values.activity)) answers.activity = values.activity
  const names = values.companyNames.map((name) => name.value).filter(filled)
  if (names.length > 0) answers.companyNames = names
  const partners = values.partners.filter(
    (partner) => filled(partner.firstName) || filled(partner.lastName) || (!draft && filled(partner.share)),
  )
  if (partners.length > 0) {
    answers.partners = partners.map((partner) => ({
      firstName: partner.firstName,
      lastName: partner.lastName,
      share: numberOf(partner.share, { whole: false }) ?? Number.NaN,
    }))
  }
  const amount = numberOf(values.capitalAmount, { whole: true })
  if (!isIndividualForm(values.legalForm) && (amount !== undefined || filled(values.capitalAmount))) {
    answers.capital = { amount: amount ?? Number.NaN, currency: (values.capitalCurrency || undefined) as CapitalCurrency }
  }
  if (filled(values.startDate)) answers.startDate = values.startDate
  return answers
}

/** The legal forms of a country, or none before it is chosen. */
export const formsOf = (country: QuestionnaireValues['country']): readonly LegalForm[] => (country ? LEGAL_FORMS_BY_COUNTRY[country] : [])

export const CURRENCY_CHOICES = CAPITAL_CURRENCIES

/**
 * An answer's path in the API ('partners.0.share', 'capital.amount') → the form's field
 * ('partners.0.share', 'capitalAmount'); a whole list's message goes to its `root`.
 */
export function formField(path: readonly PropertyKey[]): string {
  const [head, index, leaf] = path.map(String)
  if (head === 'capital') return index === 'currency' ? 'capitalCurrency' : 'capitalAmount'
  if (head === 'companyNames') return index === undefined ? 'companyNames.root' : `companyNames.${index}.value`
  if (head === 'partners')
    return index === undefined ? 'partners.root' : leaf === undefined ? `partners.${index}.share` : `partners.${index}.${leaf}`
  return head ?? 'root'
}

/** Sets `value` at a dotted path of plain objects (the shape react-hook-form reads errors with). */
function setAt(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.')
  let node = target
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>
  node[keys.at(-1)!] ??= value
}

/** French messages by form field, from the API's `fields` or the schema's issues. */
export function fieldErrors(messages: Record<string, string>): FieldErrors<QuestionnaireValues> {
  const errors: Record<string, unknown> = {}
  for (const [path, message] of Object.entries(messages)) {
    setAt(errors, formField(path === '_' ? [] : path.split('.')), { type: 'validate', message })
  }
  return errors as FieldErrors<QuestionnaireValues>
}

/** The form's resolver: the complete questionnaire's schema, whose messages land on the form's fields. */
export const questionnaireResolver: Resolver<QuestionnaireValues> = (values) => {
  const result = questionnaireCompleteSchema().safeParse(toAnswers(values))
  if (result.success) return { values, errors: {} }
  const messages: Record<string, string> = {}
  for (const issue of result.error.issues) messages[issue.path.join('.') || '_'] ??= issue.message
  return { values: {}, errors: fieldErrors(messages) }
}
