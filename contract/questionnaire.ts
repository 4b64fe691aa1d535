/**
 * The company questionnaire (issue 33 item 4): what a founder tells us about the company to
 * create (country, wilaya or city, legal form, activity, name ideas, partners, capital, start
 * date). Shared by the multi-step form of /project/{id}, the back-office and the server
 * (GET and PUT /api/projects/{id}/questionnaire). A draft is saved incomplete; once submitted,
 * the answers pick the project's steps (here) and its document checklist (contract/documents.ts).
 */
import { currencyDecimals, formatMoney } from './money'
import { type CompanyCountry, COMPANY_COUNTRIES, COMPANY_COUNTRY_LABELS, type CompanyType } from './projects'
import { text, z } from './zod'

const NBSP = '\u00a0'

// ---------------------------------------------------------------------------------------------
// Vocabulary

export const LEGAL_FORMS = ['sarl', 'eurl', 'spa', 'snc', 'personne_physique', 'sasu', 'sas', 'ei_micro', 'autre'] as const
export type LegalForm = (typeof LEGAL_FORMS)[number]

/** The legal forms offered for each country, in the order the form lists them. */
export const LEGAL_FORMS_BY_COUNTRY: Record<CompanyCountry, readonly LegalForm[]> = {
  DZ: ['sarl', 'eurl', 'spa', 'snc', 'personne_physique', 'autre'],
  FR: ['sasu', 'sas', 'sarl', 'eurl', 'ei_micro', 'autre'],
  other: ['autre'],
}

/** Short names (badges, summaries, the project's description). */
export const LEGAL_FORM_LABELS: Record<LegalForm, string> = {
  sarl: 'SARL',
  eurl: 'EURL',
  spa: 'SPA',
  snc: 'SNC',
  personne_physique: 'Personne physique / auto-entrepreneur',
  sasu: 'SASU',
  sas: 'SAS',
  ei_micro: 'EI / micro-entreprise',
  autre: 'Autre forme',
}

/** What each form is, under its name in the form's choices. */
export const LEGAL_FORM_DESCRIPTIONS: Record<LegalForm, string> = {
  sarl: 'Société à responsabilité limitée, à plusieurs associés',
  eurl: 'Entreprise unipersonnelle à responsabilité limitée, un seul associé',
  spa: 'Société par actions, sept actionnaires au moins',
  snc: 'Société en nom collectif, associés responsables sur leurs biens',
  personne_physique: 'Vous exercez en votre nom, sans créer de société',
  sasu: 'Société par actions simplifiée à associé unique',
  sas: 'Société par actions simplifiée, à plusieurs associés',
  ei_micro: 'Vous exercez en votre nom, avec le régime simplifié',
  autre: 'Une autre forme, ou à choisir avec votre conseiller',
}

export function legalFormLabel(form: string | null | undefined): string {
  return (LEGAL_FORM_LABELS as Record<string, string>)[form ?? ''] ?? 'Non précisée'
}

/** The spec's company types (the back-office's 'Forme juridique'); the exact form stays in the questionnaire. */
export const COMPANY_TYPE_OF_FORM: Record<LegalForm, CompanyType> = {
  sarl: 'sarl',
  eurl: 'eurl',
  spa: 'autre',
  snc: 'autre',
  personne_physique: 'auto_entrepreneur',
  sasu: 'sas',
  sas: 'sas',
  ei_micro: 'auto_entrepreneur',
  autre: 'autre',
}

/** Forms with one owner: one partner holding everything. */
const SOLE_FORMS: readonly LegalForm[] = ['eurl', 'sasu', 'personne_physique', 'ei_micro']
/** Forms where the founder works in their own name: no company, no share capital. */
export const INDIVIDUAL_FORMS: readonly LegalForm[] = ['personne_physique', 'ei_micro']
/** Forms with several partners, and how many at least. */
const MIN_PARTNERS: Partial<Record<LegalForm, number>> = { sarl: 2, sas: 2, snc: 2, spa: 7 }

export const isSoleForm = (form: string | null | undefined) => SOLE_FORMS.includes(form as LegalForm)
export const isIndividualForm = (form: string | null | undefined) => INDIVIDUAL_FORMS.includes(form as LegalForm)

/** Currencies of the share capital: the two countries' own, then the ones founders abroad use most. */
export const CAPITAL_CURRENCIES = ['DZD', 'EUR', 'USD', 'GBP', 'CHF', 'CAD', 'MAD', 'TND'] as const
export type CapitalCurrency = (typeof CAPITAL_CURRENCIES)[number]

export const CAPITAL_CURRENCY_LABELS: Record<CapitalCurrency, string> = {
  DZD: 'Dinar algérien (DA)',
  EUR: 'Euro (€)',
  USD: 'Dollar américain ($US)',
  GBP: 'Livre sterling (£)',
  CHF: 'Franc suisse (CHF)',
  CAD: 'Dollar canadien ($CA)',
  MAD: 'Dirham marocain (MAD)',
  TND: 'Dinar tunisien (DT)',
}

/** A company's capital is stated in its country's currency. */
export const COUNTRY_CURRENCY: Partial<Record<CompanyCountry, CapitalCurrency>> = { DZ: 'DZD', FR: 'EUR' }

/** Algerian SPA without a public offering: 1 000 000 DA at least (Code de commerce, art. 594). */
export const SPA_MIN_CAPITAL_DZD = 1_000_000

export const MAX_PARTNERS = 10
export const MAX_COMPANY_NAMES = 3
export const CITY_MAX = 100
export const ACTIVITY_MAX = 1000
export const COMPANY_NAME_MAX = 100
/** Far enough for any plan, near enough to catch a mistyped year. */
export const START_DATE_MAX_YEARS = 5

// ---------------------------------------------------------------------------------------------
// Messages (French typography: no-break spaces before ':' and '%', narrow ones before ';', '!', '?')

export const QUESTIONNAIRE_ERRORS = {
  country: 'Veuillez choisir le pays de création',
  city: 'Indiquez la wilaya ou la ville (2 caractères au moins)',
  cityTooLong: `La ville ne peut pas dépasser ${CITY_MAX} caractères`,
  legalForm: 'Veuillez choisir la forme juridique',
  legalFormCountry: 'Cette forme juridique n’est pas proposée pour le pays choisi',
  activity: 'Décrivez l’activité en quelques mots (3 caractères au moins)',
  activityTooLong: `L’activité ne peut pas dépasser ${ACTIVITY_MAX.toLocaleString('fr-FR')} caractères`,
  companyNames: 'Proposez au moins un nom pour votre société',
  companyNamesMax: `Proposez au plus ${MAX_COMPANY_NAMES} noms`,
  companyName: 'Le nom ne peut pas être vide',
  companyNameTooLong: `Un nom ne peut pas dépasser ${COMPANY_NAME_MAX} caractères`,
  companyNamesDistinct: 'Vous avez proposé deux fois le même nom',
  partners: 'Indiquez au moins un associé',
  partnersMax: `Le questionnaire accepte ${MAX_PARTNERS} associés au plus${NBSP}: votre conseiller complétera la liste avec vous`,
  partnerFirstName: 'Indiquez le prénom de l’associé',
  partnerLastName: 'Indiquez le nom de l’associé',
  partnerNameTooLong: 'Le nom ne peut pas dépasser 100 caractères',
  share: `La part doit être un pourcentage supérieur à 0 et d’au plus 100${NBSP}%`,
  shareDecimals: 'La part a deux décimales au plus',
  sharesTotal: (total: string) => `Les parts des associés doivent totaliser 100${NBSP}% (actuellement ${total}${NBSP}%)`,
  solePartner: (form: string) => `Une ${form} n’a qu’un seul associé, qui détient 100${NBSP}%`,
  minPartners: (form: string, count: number) =>
    count === 2
      ? `Une ${form} compte au moins deux associés${NBSP}: avec un seul, choisissez ${form === 'SARL' ? 'l’EURL' : form === 'SAS' ? 'la SASU' : 'une forme unipersonnelle'}`
      : `Une ${form} compte au moins ${count} associés`,
  capital: 'Indiquez le capital social',
  capitalAmount: 'Le capital doit être un montant positif, en unités entières',
  capitalTooLarge: 'Ce montant semble trop élevé',
  capitalCurrency: 'Veuillez choisir la devise du capital',
  capitalCurrencyCountry: (currency: string, country: string) => `Le capital d’une société créée en ${country} est en ${currency}`,
  capitalCompany: 'Le capital d’une société est d’au moins 1',
  capitalSpa: `Le capital d’une SPA est d’au moins ${formatMoney(SPA_MIN_CAPITAL_DZD * 100, 'DZD', { dropZeroDecimals: true })}`,
  startDate: 'Indiquez une date valide',
  startDatePast: 'La date de démarrage ne peut pas être dans le passé',
  startDateFar: `La date de démarrage doit être dans les ${START_DATE_MAX_YEARS} ans à venir`,
  submit: 'Le champ « submit » doit valoir true ou false',
  required: 'Ce champ est obligatoire',
} as const

// ---------------------------------------------------------------------------------------------
// Schemas

const cleanText = (min: number, max: number, short: string, long: string) => text({ error: short }).trim().min(min, short).max(max, long)

const partnerName = (message: string) => cleanText(1, 100, message, QUESTIONNAIRE_ERRORS.partnerNameTooLong)

export const partnerSchema = z.object({
  firstName: partnerName(QUESTIONNAIRE_ERRORS.partnerFirstName),
  lastName: partnerName(QUESTIONNAIRE_ERRORS.partnerLastName),
  share: z
    .number({ error: QUESTIONNAIRE_ERRORS.share })
    .gt(0, QUESTIONNAIRE_ERRORS.share)
    .max(100, QUESTIONNAIRE_ERRORS.share)
    .refine((share) => Number.isInteger(Math.round(share * 100 * 1e6) / 1e6), QUESTIONNAIRE_ERRORS.shareDecimals),
})
export type Partner = z.output<typeof partnerSchema>

export const capitalSchema = z.object({
  amount: z
    .number({ error: QUESTIONNAIRE_ERRORS.capitalAmount })
    .int(QUESTIONNAIRE_ERRORS.capitalAmount)
    .min(0, QUESTIONNAIRE_ERRORS.capitalAmount)
    .max(1e12, QUESTIONNAIRE_ERRORS.capitalTooLarge),
  currency: z.enum(CAPITAL_CURRENCIES, { error: QUESTIONNAIRE_ERRORS.capitalCurrency }),
})
export type Capital = z.output<typeof capitalSchema>

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const isRealDate = (value: string) => {
  if (!ISO_DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** Each answer alone: what a draft checks (every field optional, each one present valid). */
const answerFields = {
  country: z.enum(COMPANY_COUNTRIES, { error: QUESTIONNAIRE_ERRORS.country }),
  city: cleanText(2, CITY_MAX, QUESTIONNAIRE_ERRORS.city, QUESTIONNAIRE_ERRORS.cityTooLong),
  legalForm: z.enum(LEGAL_FORMS, { error: QUESTIONNAIRE_ERRORS.legalForm }),
  activity: cleanText(3, ACTIVITY_MAX, QUESTIONNAIRE_ERRORS.activity, QUESTIONNAIRE_ERRORS.activityTooLong),
  companyNames: z
    .array(cleanText(1, COMPANY_NAME_MAX, QUESTIONNAIRE_ERRORS.companyName, QUESTIONNAIRE_ERRORS.companyNameTooLong), {
      error: QUESTIONNAIRE_ERRORS.companyNames,
    })
    .max(MAX_COMPANY_NAMES, QUESTIONNAIRE_ERRORS.companyNamesMax)
    .refine(
      (names) => new Set(names.map((name) => name.toLocaleLowerCase('fr'))).size === names.length,
      QUESTIONNAIRE_ERRORS.companyNamesDistinct,
    ),
  partners: z.array(partnerSchema, { error: QUESTIONNAIRE_ERRORS.partners }).max(MAX_PARTNERS, QUESTIONNAIRE_ERRORS.partnersMax),
  capital: capitalSchema,
  startDate: text({ error: QUESTIONNAIRE_ERRORS.startDate }).refine(isRealDate, QUESTIONNAIRE_ERRORS.startDate),
}

/** Each field's message when it is missing from a submitted questionnaire. */
const MISSING: Record<keyof typeof answerFields, string> = {
  country: QUESTIONNAIRE_ERRORS.country,
  city: QUESTIONNAIRE_ERRORS.city,
  legalForm: QUESTIONNAIRE_ERRORS.legalForm,
  activity: QUESTIONNAIRE_ERRORS.activity,
  companyNames: QUESTIONNAIRE_ERRORS.companyNames,
  partners: QUESTIONNAIRE_ERRORS.partners,
  capital: QUESTIONNAIRE_ERRORS.capital,
  startDate: QUESTIONNAIRE_ERRORS.startDate,
}

const draftShape = z.object({
  country: answerFields.country.optional(),
  city: answerFields.city.optional(),
  legalForm: answerFields.legalForm.optional(),
  activity: answerFields.activity.optional(),
  companyNames: answerFields.companyNames.optional(),
  partners: answerFields.partners.optional(),
  capital: answerFields.capital.optional(),
  startDate: answerFields.startDate.optional(),
})

function checkFormOfCountry(answers: z.output<typeof draftShape>, ctx: z.RefinementCtx) {
  if (answers.country && answers.legalForm && !LEGAL_FORMS_BY_COUNTRY[answers.country].includes(answers.legalForm)) {
    ctx.addIssue({ code: 'custom', path: ['legalForm'], message: QUESTIONNAIRE_ERRORS.legalFormCountry })
  }
}

/** The answers as stored: a draft has any of them. */
export const questionnaireDraftSchema = draftShape.superRefine(checkFormOfCountry)
export type QuestionnaireDraft = z.output<typeof questionnaireDraftSchema>
export type QuestionnaireDraftInput = z.input<typeof questionnaireDraftSchema>

/** The whole answers, as a submitted questionnaire holds them (capital: none for an individual form). */
export type QuestionnaireAnswers = Required<Omit<QuestionnaireDraft, 'capital'>> & { capital?: Capital }

/** 'YYYY-MM-DD' of a date, in UTC. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The earliest start date accepted on `now`: yesterday in UTC, so a founder whose own today is
 * still UTC's yesterday (the Americas, late evening) may choose today.
 */
export function earliestStartDate(now = new Date()): string {
  return isoDay(new Date(now.getTime() - 24 * 60 * 60 * 1000))
}

export function latestStartDate(now = new Date()): string {
  const later = new Date(now.getTime())
  later.setUTCFullYear(later.getUTCFullYear() + START_DATE_MAX_YEARS)
  return isoDay(later)
}

/** 'sum' of the shares, in hundredths (shares have two decimals at most). */
const shareTotal = (partners: readonly Partner[]) => partners.reduce((sum, partner) => sum + Math.round(partner.share * 100), 0) / 100

/** What a submitted questionnaire must hold beyond each answer alone: everything, and coherent. */
function checkComplete(answers: QuestionnaireDraft, ctx: z.RefinementCtx, now: Date) {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message })
  for (const field of Object.keys(MISSING) as (keyof typeof MISSING)[]) {
    if (field === 'capital' && isIndividualForm(answers.legalForm)) continue
    if (answers[field] === undefined) issue([field], MISSING[field])
  }
  const { country, legalForm, companyNames, partners, capital, startDate } = answers
  if (companyNames && companyNames.length === 0) issue(['companyNames'], QUESTIONNAIRE_ERRORS.companyNames)
  if (partners) {
    if (partners.length === 0) issue(['partners'], QUESTIONNAIRE_ERRORS.partners)
    else {
      const total = shareTotal(partners)
      if (total !== 100) issue(['partners'], QUESTIONNAIRE_ERRORS.sharesTotal(total.toLocaleString('fr-FR')))
      const form = legalForm ? LEGAL_FORM_LABELS[legalForm] : ''
      const min = legalForm ? MIN_PARTNERS[legalForm] : undefined
      if (isSoleForm(legalForm) && partners.length !== 1) {
        issue(
          ['partners'],
          isIndividualForm(legalForm) ? 'Une entreprise individuelle n’a qu’un seul titulaire' : QUESTIONNAIRE_ERRORS.solePartner(form),
        )
      } else if (min && partners.length < min) issue(['partners'], QUESTIONNAIRE_ERRORS.minPartners(form, min))
    }
  }
  if (capital && legalForm && !isIndividualForm(legalForm)) {
    const expected = country ? COUNTRY_CURRENCY[country] : undefined
    if (expected && capital.currency !== expected) {
      issue(['capital', 'currency'], QUESTIONNAIRE_ERRORS.capitalCurrencyCountry(expected, COMPANY_COUNTRY_LABELS[country!]))
    } else if (legalForm === 'spa' && country === 'DZ' && capital.amount < SPA_MIN_CAPITAL_DZD) {
      issue(['capital', 'amount'], QUESTIONNAIRE_ERRORS.capitalSpa)
    } else if (legalForm !== 'autre' && capital.amount < 1) issue(['capital', 'amount'], QUESTIONNAIRE_ERRORS.capitalCompany)
  }
  if (startDate && isRealDate(startDate)) {
    if (startDate < earliestStartDate(now)) issue(['startDate'], QUESTIONNAIRE_ERRORS.startDatePast)
    else if (startDate > latestStartDate(now)) issue(['startDate'], QUESTIONNAIRE_ERRORS.startDateFar)
  }
}

/** The complete answers (a submission), checked on `now` (the start date may not be past). */
export const questionnaireCompleteSchema = (now = new Date()) =>
  questionnaireDraftSchema
    .superRefine((answers, ctx) => checkComplete(answers, ctx, now))
    .transform((answers): QuestionnaireAnswers => {
      const complete = answers as QuestionnaireAnswers
      // An individual form has no share capital: what the form kept from another choice is dropped.
      if (isIndividualForm(complete.legalForm)) {
        const { capital: _dropped, ...rest } = complete
        return rest
      }
      return complete
    })

/** PUT /api/projects/{id}/questionnaire: the answers, and whether this is the submission. */
export const questionnaireRequestSchema = draftShape
  .extend({ submit: z.boolean({ error: QUESTIONNAIRE_ERRORS.submit }).optional().default(false) })
  .superRefine(checkFormOfCountry)
export type QuestionnaireRequest = z.input<typeof questionnaireRequestSchema>

// ---------------------------------------------------------------------------------------------
// Answers of the API

/** GET and PUT /api/projects/{id}/questionnaire. */
export interface QuestionnaireResponse {
  success: true
  /** The answers (a draft until submitted), or null before any. */
  questionnaire: QuestionnaireDraft | null
  /** When it was last submitted; null while it is a draft. */
  submittedAt: string | null
  /**
   * Whether this caller may change it: staff always (creation projects); the owner until the
   * team starts working on the project (its status leaves 'draft' or 'pending').
   */
  editable: boolean
}

export const questionnairePath = (projectId: number | string) => `/api/projects/${projectId}/questionnaire`

/** Projects that ask it: company creations. */
export const hasQuestionnaire = (projectType: string) => projectType === 'creation'

/** Project statuses in which the owner may still change the answers (before the team starts). */
export const OWNER_EDITABLE_STATUSES: readonly string[] = ['draft', 'pending']

export const QUESTIONNAIRE_REFUSALS = {
  notCreation: 'Le questionnaire ne concerne que les créations d’entreprise',
  locked: `Votre dossier est en cours de traitement${NBSP}: écrivez à votre conseiller pour modifier vos réponses`,
} as const

// ---------------------------------------------------------------------------------------------
// What a submission decides

/** '150 000 DA', '1 000 €' (whole units). */
export function formatCapital(capital: Capital): string {
  const decimals = currencyDecimals(capital.currency)
  return formatMoney(capital.amount * 10 ** decimals, capital.currency, { dropZeroDecimals: true })
}

/**
 * The project's description once submitted: one paragraph the back-office and the client read
 * ('SARL en Algérie (Oran). Activité : … Noms envisagés : « A », « B ».').
 */
export function questionnaireDescription(answers: QuestionnaireAnswers): string {
  const place = answers.country === 'other' ? answers.city : `${COMPANY_COUNTRY_LABELS[answers.country]} (${answers.city})`
  const names = answers.companyNames.map((name) => `«${NBSP}${name}${NBSP}»`).join(', ')
  const parts = [
    `${LEGAL_FORM_LABELS[answers.legalForm]} — ${place}.`,
    `Activité${NBSP}: ${answers.activity}`.replace(/[.\s]*$/, '.'),
    `${answers.companyNames.length > 1 ? 'Noms envisagés' : 'Nom envisagé'}${NBSP}: ${names}.`,
  ]
  return parts.join(' ')
}

/**
 * The steps of a creation by country and legal form, in order. Names the default steps share
 * (contract/projects.ts, DEFAULT_STEPS.creation) are written the same, so a submission adds only
 * what the project lacks (steps are matched by name).
 */
const ALGERIA_COMPANY = [
  'Analyse de la demande',
  'Réservation du nom',
  'Rédaction des statuts',
  'Dépôt du capital',
  'Signature chez le notaire',
  'Enregistrement des statuts et publication au BOAL',
  'Immatriculation au registre du commerce',
  'Numéro d’identification fiscale',
  'Numéro d’identification statistique (NIS)',
  'Affiliation à la CNAS et à la CASNOS',
  'Ouverture du compte bancaire',
] as const

const ALGERIA_INDIVIDUAL = [
  'Analyse de la demande',
  'Inscription au registre du commerce ou au registre de l’auto-entrepreneur',
  'Numéro d’identification fiscale',
  'Numéro d’identification statistique (NIS)',
  'Affiliation à la CASNOS',
  'Ouverture du compte bancaire',
] as const

const FRANCE_COMPANY = [
  'Analyse de la demande',
  'Réservation du nom',
  'Rédaction des statuts',
  'Ouverture du compte bancaire',
  'Dépôt du capital',
  'Signature des statuts',
  'Publication de l’annonce légale',
  'Déclaration des bénéficiaires effectifs',
  'Immatriculation sur le guichet unique (INPI)',
  'Réception de l’extrait Kbis',
] as const

const FRANCE_MICRO = [
  'Analyse de la demande',
  'Déclaration d’activité sur le guichet unique (INPI)',
  'Réception du numéro SIRET (INSEE)',
  'Choix des options fiscales et sociales',
  'Ouverture du compte bancaire',
] as const

const ELSEWHERE = [
  'Analyse de la demande',
  'Étude des formalités du pays de création',
  'Réservation du nom',
  'Rédaction des statuts',
  'Immatriculation de la société',
  'Ouverture du compte bancaire',
] as const

export function questionnaireSteps(country: CompanyCountry, legalForm: LegalForm): readonly string[] {
  if (country === 'DZ') return isIndividualForm(legalForm) ? ALGERIA_INDIVIDUAL : ALGERIA_COMPANY
  if (country === 'FR') return isIndividualForm(legalForm) ? FRANCE_MICRO : FRANCE_COMPANY
  return ELSEWHERE
}

/** Two step names are the same step when they differ only in case, accents, apostrophes or spaces. */
export function stepKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’'`]/g, "'").replace(/\s+/g, ' ').trim().toLocaleLowerCase('fr')
}

/**
 * The steps after a submission: every existing step kept in its order (with its status), the
 * plan's missing steps inserted before the first existing step that comes after them in the
 * plan, the rest at the end. Returns the full list in order, new names as strings.
 */
export function mergeSteps<Step extends { stepName: string }>(existing: readonly Step[], plan: readonly string[]): (Step | string)[] {
  const planIndex = new Map(plan.map((name, index) => [stepKey(name), index]))
  const present = new Set(existing.map((step) => stepKey(step.stepName)))
  const missing = plan.filter((name) => !present.has(stepKey(name)))
  const merged: (Step | string)[] = []
  let next = 0
  for (const step of existing) {
    const at = planIndex.get(stepKey(step.stepName))
    if (at !== undefined) {
      while (next < missing.length && planIndex.get(stepKey(missing[next]!))! < at) merged.push(missing[next++]!)
    }
    merged.push(step)
  }
  merged.push(...missing.slice(next))
  return merged
}
