import { describe, expect, it } from 'vitest'
import {
  createPaymentSessionSchema,
  funnelConsentsSchema,
  funnelFormSchema,
  funnelFormSchemaFor,
  funnelTelephone,
  IMMEDIATE_START_CONSENT_MESSAGE,
  leadContactSchema,
  offerSchema,
  PAYMENT_METHOD_MESSAGE,
  saveLeadSchema,
  TERMS_CONSENT_MESSAGE,
} from './lead-funnel'

const nameTooShort = 'Le nom doit contenir au moins 2 caractères'
const invalidEmail = 'Format d’email invalide (ex: nom@exemple.com)'
const invalidFrenchPhone = 'Format invalide (ex: 06 12 34 56 78)'

const firstIssue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  expect(result.success).toBe(false)
  const issue = result.error?.issues[0]
  return { path: issue?.path.join('.'), message: issue?.message }
}

describe('leadContactSchema (step 1)', () => {
  const valid = { nomComplet: '  Amina Benali ', email: ' Amina@Exemple.DZ ', countryCode: '+213', telephone: '05 51 23 45 67' }

  it('accepts a valid contact, trimmed and lowercased', () => {
    expect(leadContactSchema.parse(valid)).toEqual({
      nomComplet: 'Amina Benali',
      email: 'amina@exemple.dz',
      countryCode: '+213',
      telephone: '05 51 23 45 67',
    })
  })

  it.each([
    [{ nomComplet: ' A ' }, 'nomComplet', nameTooShort],
    [{ email: 'amina@exemple' }, 'email', invalidEmail],
    [{ email: 'amina exemple.com' }, 'email', invalidEmail],
    [{ countryCode: '+999' }, 'countryCode', 'Indicatif pays inconnu'],
    [{ countryCode: '+33', telephone: '6 12 34 56 78' }, 'telephone', invalidFrenchPhone],
    [{ telephone: '05 51 23' }, 'telephone', 'Format invalide (ex: 05 51 23 45 67)'],
  ])('refuses %o on %s', (change, path, message) => {
    expect(firstIssue(leadContactSchema.safeParse({ ...valid, ...change }))).toEqual({ path, message })
  })

  it('reports every bad field at once, the phone on telephone', () => {
    const result = leadContactSchema.safeParse({ nomComplet: '', email: '', countryCode: '+33', telephone: '' })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['nomComplet', nameTooShort],
      ['email', invalidEmail],
      ['telephone', invalidFrenchPhone],
    ])
  })
})

describe('offer and consents', () => {
  it('needs an offer', () => {
    expect(offerSchema.parse('guide')).toBe('guide')
    expect(offerSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Veuillez choisir une offre')
    expect(offerSchema.safeParse('premium').error?.issues[0]?.message).toBe('Veuillez choisir une offre')
  })

  it('needs both consents ticked', () => {
    expect(funnelConsentsSchema.parse({ terms: true, immediateStart: true })).toEqual({ terms: true, immediateStart: true })
    expect(firstIssue(funnelConsentsSchema.safeParse({ terms: false, immediateStart: true }))).toEqual({
      path: 'terms',
      message: TERMS_CONSENT_MESSAGE,
    })
    expect(firstIssue(funnelConsentsSchema.safeParse({ terms: true }))).toEqual({
      path: 'immediateStart',
      message: IMMEDIATE_START_CONSENT_MESSAGE,
    })
    expect(firstIssue(funnelConsentsSchema.safeParse(undefined))).toEqual({ path: '', message: TERMS_CONSENT_MESSAGE })
  })
})

describe('funnelFormSchema (the page, both steps)', () => {
  const step1 = { nomComplet: 'Jean Dupont', email: 'jean@exemple.fr', countryCode: '+33', telephone: '06 12 34 56 78' }
  const issues = (value: object) => funnelFormSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message])

  it('checks the phone while no offer is chosen yet', () => {
    expect(issues({ ...step1, telephone: '06', offre: null })).toEqual([
      ['telephone', invalidFrenchPhone],
      ['offre', 'Veuillez choisir une offre'],
    ])
  })

  it('needs the consents for the full offer only', () => {
    expect(funnelFormSchema.parse({ ...step1, offre: 'guide' })).toEqual({ ...step1, offre: 'guide' })
    expect(issues({ ...step1, offre: 'complet', terms: false })).toEqual([
      ['terms', TERMS_CONSENT_MESSAGE],
      ['immediateStart', IMMEDIATE_START_CONSENT_MESSAGE],
    ])
    expect(funnelFormSchema.parse({ ...step1, offre: 'complet', terms: true, immediateStart: true })).toEqual({
      ...step1,
      offre: 'complet',
    })
  })
})

describe('funnelFormSchemaFor (the page offering a choice of card)', () => {
  const step1 = { nomComplet: 'Amina Benali', email: 'amina@exemple.dz', countryCode: '+213', telephone: '0550 12 34 56' }
  const schema = funnelFormSchemaFor({ choosePaymentMethod: true })
  const consents = { terms: true, immediateStart: true }

  it('needs a card for the full offer, and keeps it', () => {
    const issues = schema.safeParse({ ...step1, offre: 'complet', ...consents }).error?.issues
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['paymentMethod', PAYMENT_METHOD_MESSAGE]])
    expect(schema.safeParse({ ...step1, offre: 'complet', ...consents, paymentMethod: 'bitcoin' }).success).toBe(false)
    expect(schema.parse({ ...step1, offre: 'complet', ...consents, paymentMethod: 'algerian-card' })).toEqual({
      ...step1,
      offre: 'complet',
      paymentMethod: 'algerian-card',
    })
  })

  it('asks nothing of the sort for the guide', () => {
    expect(schema.parse({ ...step1, offre: 'guide' })).toEqual({ ...step1, offre: 'guide' })
  })
})

describe('createPaymentSessionSchema paymentMethod', () => {
  const body = {
    metadata: {
      service: 'business_creation_complete',
      formData: JSON.stringify({ nomComplet: 'Amina Benali', email: 'amina@exemple.dz', telephone: '+213 0550123456', offre: 'complet' }),
    },
    consents: { terms: true, immediateStart: true },
  }
  it('is optional, and one of the known methods when given', () => {
    expect(createPaymentSessionSchema.parse(body).paymentMethod).toBeUndefined()
    expect(createPaymentSessionSchema.parse({ ...body, paymentMethod: 'algerian-card' }).paymentMethod).toBe('algerian-card')
    expect(createPaymentSessionSchema.safeParse({ ...body, paymentMethod: 'cash' }).error?.issues[0].message).toBe(PAYMENT_METHOD_MESSAGE)
  })
})

describe('funnelTelephone', () => {
  it('is the dial code, a space, then the digits', () => {
    expect(funnelTelephone('+33', '06 12 34 56 78')).toBe('+33 0612345678')
    expect(funnelTelephone('+1', '(514) 555-0123')).toBe('+1 5145550123')
  })
})

describe('saveLeadSchema (POST /api/save-lead)', () => {
  const body = {
    nomComplet: 'Amina Benali',
    email: 'amina@exemple.dz',
    telephone: '+213 0551234567',
    offre: 'guide',
    type: 'guide_request',
  }

  it('accepts the funnel body, normalising the telephone', () => {
    expect(saveLeadSchema.parse({ ...body, telephone: '+213 05 51 23 45 67' })).toEqual(body)
  })

  it.each([
    [{ nomComplet: 'A' }, 'nomComplet', nameTooShort],
    [{ email: 'amina@' }, 'email', invalidEmail],
    [{ telephone: '+33 612345678' }, 'telephone', invalidFrenchPhone],
    [{ telephone: '+999 612345678' }, 'telephone', 'Indicatif pays inconnu'],
    [{ telephone: '0612345678' }, 'telephone', 'Indicatif pays inconnu'],
    [{ telephone: 33612345678 }, 'telephone', 'Numéro de téléphone invalide'],
    [{ offre: 'complet' }, 'offre', 'Veuillez choisir une offre'],
    [{ type: 'other' }, 'type', 'Type de demande inconnu'],
  ])('refuses %o on %s', (change, path, message) => {
    expect(firstIssue(saveLeadSchema.safeParse({ ...body, ...change }))).toEqual({ path, message })
  })
})

describe('createPaymentSessionSchema (POST /api/create-payment-session)', () => {
  const formData = { nomComplet: 'Jean Dupont', email: 'jean.dupont@exemple.fr', telephone: '+33 0612345678', offre: 'complet' }
  const body = (lead: unknown = formData, extra: object = {}) => ({
    priceId: 'price_business_creation_complete',
    metadata: { service: 'business_creation_complete', formData: JSON.stringify(lead) },
    consents: { terms: true, immediateStart: true },
    ...extra,
  })

  it('accepts the funnel body and parses the lead', () => {
    expect(createPaymentSessionSchema.parse(body())).toEqual({
      priceId: 'price_business_creation_complete',
      metadata: { service: 'business_creation_complete', formData },
      consents: { terms: true, immediateStart: true },
    })
  })

  it('ignores whatever priceId says', () => {
    expect(createPaymentSessionSchema.safeParse(body(formData, { priceId: { amount: 1 } })).success).toBe(true)
    const { priceId: _ignored, ...withoutPrice } = body()
    expect(createPaymentSessionSchema.safeParse(withoutPrice).success).toBe(true)
  })

  it('refuses a lead that is not JSON, or not an object', () => {
    const notJson = { ...body(), metadata: { service: 'business_creation_complete', formData: '{nomComplet:' } }
    expect(firstIssue(createPaymentSessionSchema.safeParse(notJson))).toEqual({
      path: 'metadata.formData',
      message: 'Données du formulaire invalides',
    })
    expect(firstIssue(createPaymentSessionSchema.safeParse(body(null)))).toEqual({
      path: 'metadata.formData',
      message: 'Données du formulaire invalides',
    })
    const tooLong = { ...body(), metadata: { service: 'business_creation_complete', formData: 'x'.repeat(5001) } }
    expect(firstIssue(createPaymentSessionSchema.safeParse(tooLong)).message).toBe('Données du formulaire invalides')
  })

  it.each([
    [{ nomComplet: ' ' }, 'metadata.formData.nomComplet', nameTooShort],
    [{ email: 'jean' }, 'metadata.formData.email', invalidEmail],
    [{ telephone: '+33 06 12' }, 'metadata.formData.telephone', invalidFrenchPhone],
    [{ offre: 'guide' }, 'metadata.formData.offre', 'Veuillez choisir une offre'],
  ])('refuses a lead with %o on %s, with the field’s message', (change, path, message) => {
    expect(firstIssue(createPaymentSessionSchema.safeParse(body({ ...formData, ...change })))).toEqual({ path, message })
  })

  it('refuses another service', () => {
    const other = { ...body(), metadata: { service: 'other', formData: JSON.stringify(formData) } }
    expect(firstIssue(createPaymentSessionSchema.safeParse(other))).toEqual({ path: 'metadata.service', message: 'Service inconnu' })
  })

  it('needs both consents', () => {
    expect(firstIssue(createPaymentSessionSchema.safeParse(body(formData, { consents: undefined })))).toEqual({
      path: 'consents',
      message: TERMS_CONSENT_MESSAGE,
    })
    expect(firstIssue(createPaymentSessionSchema.safeParse(body(formData, { consents: { terms: true, immediateStart: false } })))).toEqual({
      path: 'consents.immediateStart',
      message: IMMEDIATE_START_CONSENT_MESSAGE,
    })
  })
})
