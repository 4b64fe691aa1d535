/**
 * The company questionnaire (issue 33 item 4): GET and PUT /api/projects/{id}/questionnaire for
 * the owner, another client, anonymous callers, the back-office and a plain HTTP client with only
 * its cookie; drafts saved incomplete; submissions checked whole, in French, with nothing lost
 * on refusal; an Algerian SARL and a French SASU each get their own steps and checklist, the
 * project's steps and documents kept, no duplicate on a second submission.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DocumentsResponse } from '@/contract/documents'
import { type ApiProject, type ApiProjectStep, DEFAULT_STEPS as STEPS } from '@/contract/projects'
import { QUESTIONNAIRE_REFUSALS, type QuestionnaireRequest, type QuestionnaireResponse } from '@/contract/questionnaire'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { minimalPdf, uploadDocument } from '../helpers/document-files'
import { adminSession, loggedInClient } from '../helpers/factories'
import { checkoutRequest } from '../helpers/funnel'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let db: pg.Client
let admin: ApiClient

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } })
  db = await connectToDatabase(server)
  admin = await adminSession(server)
}, 180_000)
afterAll(async () => {
  await db?.end()
  await server?.stop()
})

const path = (id: number) => `/api/projects/${id}/questionnaire`
const get = (api: ApiClient, id: number) => api.get<QuestionnaireResponse>(path(id))
const put = (api: ApiClient, id: number, body: unknown) =>
  api.request<QuestionnaireResponse & { error?: string; fields?: Record<string, string> }>('PUT', path(id), body)

/** A date some days from now, 'YYYY-MM-DD'. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const ALGERIAN_SARL: QuestionnaireRequest = {
  country: 'DZ',
  city: 'Oran',
  legalForm: 'sarl',
  activity: 'Import et distribution de matériel médical',
  companyNames: ['Atlas Médical', 'Oran Santé'],
  partners: [
    { firstName: 'Amel', lastName: 'Benali', share: 60 },
    { firstName: 'Karim', lastName: 'Haddad', share: 40 },
  ],
  capital: { amount: 500_000, currency: 'DZD' },
  startDate: inDays(30),
}

const FRENCH_SASU: QuestionnaireRequest = {
  country: 'FR',
  city: 'Lyon',
  legalForm: 'sasu',
  activity: 'Conseil en informatique',
  companyNames: ['Rhône Conseil'],
  partners: [{ firstName: 'Nadia', lastName: 'Saidi', share: 100 }],
  capital: { amount: 1000, currency: 'EUR' },
  startDate: inDays(10),
}

async function clientWithProject(type: 'creation' | 'domiciliation' = 'creation', firstName = 'Amel') {
  const { client, api } = await loggedInClient(server, { firstName })
  const created = await api.post<{ project: ApiProject }>(`/api/projects/${client.id}`, { name: `Projet de ${firstName}`, type })
  expect(created.status).toBe(201)
  return { client, api, id: created.body.project.id }
}

const stepsOf = async (api: ApiClient, id: number) => (await api.get<{ steps: ApiProjectStep[] }>(`/api/projects/${id}/steps`)).body.steps
const stored = async (id: number) =>
  (
    await db.query<{
      questionnaire: unknown
      submitted: Date | null
      country: string | null
      company_type: string | null
      description: string | null
    }>('SELECT questionnaire, questionnaire_submitted_at AS submitted, country, company_type, description FROM projects WHERE id = $1', [
      id,
    ])
  ).rows[0]!

describe('who may read and write it', () => {
  it('answers the owner and the back-office; another client gets 404, an anonymous caller 401, and nothing changes', async () => {
    const owner = await clientWithProject()
    const other = await loggedInClient(server, { firstName: 'Karim' })
    const anonymous = new ApiClient(server.baseUrl)

    const empty = await owner.api.get<QuestionnaireResponse>(path(owner.id))
    expect(empty.status).toBe(200)
    expect(empty.body).toEqual({ success: true, questionnaire: null, submittedAt: null, editable: true })

    const draft = await put(owner.api, owner.id, { country: 'DZ', city: 'Oran', submit: false })
    expect(draft.status, JSON.stringify(draft.body)).toBe(200)
    expect(draft.body).toEqual({ success: true, questionnaire: { country: 'DZ', city: 'Oran' }, submittedAt: null, editable: true })

    const asAdmin = await admin.get<QuestionnaireResponse>(path(owner.id))
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.body.questionnaire).toEqual({ country: 'DZ', city: 'Oran' })

    for (const refused of [await other.api.get(path(owner.id)), await put(other.api, owner.id, { city: 'Alger' })]) {
      expect(refused.status).toBe(404)
      expect(refused.body).toMatchObject({ success: false, error: 'Projet non trouvé' })
    }
    expect((await anonymous.get(path(owner.id))).status).toBe(401)
    expect((await put(anonymous, owner.id, { city: 'Alger' })).status).toBe(401)
    expect((await stored(owner.id)).questionnaire).toEqual({ country: 'DZ', city: 'Oran' })

    // A plain HTTP client with only the owner's cookie (no Origin) reads and writes it.
    const cookie = owner.api.cookieHeader()
    const plainRead = await fetch(`${server.baseUrl}${path(owner.id)}`, { headers: { Cookie: cookie } })
    expect(plainRead.status).toBe(200)
    expect(((await plainRead.json()) as QuestionnaireResponse).questionnaire).toEqual({ country: 'DZ', city: 'Oran' })
    const plainWrite = await fetch(`${server.baseUrl}${path(owner.id)}`, {
      method: 'PUT',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ country: 'DZ', city: 'Constantine' }),
    })
    expect(plainWrite.status).toBe(200)
    expect((await stored(owner.id)).questionnaire).toEqual({ country: 'DZ', city: 'Constantine' })
    // …and only the other client's cookie: nothing.
    expect((await fetch(`${server.baseUrl}${path(owner.id)}`, { headers: { Cookie: other.api.cookieHeader() } })).status).toBe(404)

    // The back-office edits the draft too.
    expect((await put(admin, owner.id, { country: 'FR', city: 'Paris' })).status).toBe(200)
    expect((await owner.api.get<QuestionnaireResponse>(path(owner.id))).body.questionnaire).toEqual({ country: 'FR', city: 'Paris' })
  })

  it('answers 404 in French for a project that does not exist or a malformed id', async () => {
    const { api } = await loggedInClient(server)
    expect((await api.get(path(2_000_000_000))).body).toMatchObject({ success: false, error: 'Projet non trouvé' })
    const malformed = await api.get('/api/projects/abc/questionnaire')
    expect(malformed.status).toBe(400)
    expect(malformed.body).toMatchObject({ error: 'Projet invalide' })
  })

  it('is only for creations: another procedure reads null and refuses a PUT (409)', async () => {
    const { api, id } = await clientWithProject('domiciliation')
    expect((await api.get<QuestionnaireResponse>(path(id))).body).toMatchObject({ questionnaire: null, editable: false })
    const refused = await put(api, id, { country: 'DZ' })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe(QUESTIONNAIRE_REFUSALS.notCreation)
  })

  it('is asked of the project a paid full offer creates', async () => {
    const { client, api } = await loggedInClient(server, { firstName: 'Samir' })
    const opened = await api.post<{ url: string }>('/api/create-payment-session', checkoutRequest({ email: client.email }).body)
    expect(opened.status, JSON.stringify(opened.body)).toBe(200)
    const session = new URL(opened.body.url).pathname.split('/').pop()!
    expect((await api.post(`/api/test-checkout/${session}/pay`, {})).status).toBe(200)
    const [project] = (await api.get<{ projects: ApiProject[] }>('/api/projects')).body.projects
    expect(project).toMatchObject({ type: 'creation' })
    expect((await api.get<QuestionnaireResponse>(path(project!.id))).body).toEqual({
      success: true,
      questionnaire: null,
      submittedAt: null,
      editable: true,
    })
    expect((await put(api, project!.id, { ...ALGERIAN_SARL, submit: true })).status).toBe(200)
  })
})

describe('drafts and refusals', () => {
  it('saves an incomplete draft; a submission of it is refused in French per field, and the draft stays as it was', async () => {
    const { api, id } = await clientWithProject()
    const draft = { country: 'DZ', city: 'Tizi Ouzou', legalForm: 'sarl', companyNames: ['Kabylie Bois'] }
    expect((await put(api, id, { ...draft, submit: false })).status).toBe(200)

    const refused = await put(api, id, { ...draft, submit: true })
    expect(refused.status).toBe(400)
    expect(refused.body.success).toBe(false)
    expect(refused.body.fields).toMatchObject({
      activity: 'Décrivez l’activité en quelques mots (3 caractères au moins)',
      partners: 'Indiquez au moins un associé',
      capital: 'Indiquez le capital social',
      startDate: 'Indiquez une date valide',
    })
    const after = await stored(id)
    expect(after.questionnaire).toEqual(draft)
    expect(after.submitted).toBeNull()
    expect(after.country).toBeNull()
    expect((await stepsOf(api, id)).map((step) => step.stepName)).toEqual(STEPS.creation)
  })

  it('answers the draft it stored, marks the project updated and tells its client and the back-office (a live event)', async () => {
    const { client, api, id } = await clientWithProject()
    const before = (await db.query<{ at: Date }>('SELECT updated_at AS at FROM projects WHERE id = $1', [id])).rows[0]!.at
    const draft = { country: 'FR', city: 'Marseille', legalForm: 'sas' }
    const saved = await put(api, id, { ...draft, submit: false })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({ success: true, questionnaire: draft, submittedAt: null, editable: true })
    expect((await get(api, id)).body.questionnaire).toEqual(draft)
    const after = (await db.query<{ at: Date }>('SELECT updated_at AS at FROM projects WHERE id = $1', [id])).rows[0]!.at
    expect(after.getTime()).toBeGreaterThan(before.getTime())
    const { rows } = await db.query<{ type: string; user_id: number; staff_only: boolean }>(
      "SELECT type, user_id, staff_only FROM live_events WHERE data->>'projectId' = $1 ORDER BY id DESC LIMIT 1",
      [String(id)],
    )
    expect(rows[0]).toEqual({ type: 'step', user_id: client.id, staff_only: false })
  })

  it('refuses bad answers even in a draft, with French messages, and keeps what was saved', async () => {
    const { api, id } = await clientWithProject()
    expect((await put(api, id, { country: 'DZ', city: 'Oran' })).status).toBe(200)
    const cases: [unknown, string, string][] = [
      [{ country: 'MA' }, 'country', 'Veuillez choisir le pays de création'],
      [{ country: 'DZ', legalForm: 'sasu' }, 'legalForm', 'Cette forme juridique n’est pas proposée pour le pays choisi'],
      [{ city: ' ' }, 'city', 'Indiquez la wilaya ou la ville (2 caractères au moins)'],
      [{ companyNames: ['A', 'B', 'C', 'D'] }, 'companyNames', 'Proposez au plus 3 noms'],
      [{ companyNames: ['Atlas', 'atlas'] }, 'companyNames', 'Vous avez proposé deux fois le même nom'],
      [{ companyNames: [''] }, 'companyNames.0', 'Le nom ne peut pas être vide'],
      [
        { partners: [{ firstName: 'Amel', lastName: 'Benali', share: 0 }] },
        'partners.0.share',
        'La part doit être un pourcentage supérieur à 0 et d’au plus 100\u00a0%',
      ],
      [{ partners: [{ firstName: '', lastName: 'Benali', share: 50 }] }, 'partners.0.firstName', 'Indiquez le prénom de l’associé'],
      [{ capital: { amount: -5, currency: 'DZD' } }, 'capital.amount', 'Le capital doit être un montant positif, en unités entières'],
      [{ capital: { amount: 5, currency: 'XYZ' } }, 'capital.currency', 'Veuillez choisir la devise du capital'],
      [{ startDate: '2026-02-30' }, 'startDate', 'Indiquez une date valide'],
      [{ submit: 'oui' }, 'submit', 'Le champ « submit » doit valoir true ou false'],
    ]
    for (const [body, field, message] of cases) {
      const refused = await put(api, id, body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body.fields?.[field], JSON.stringify(refused.body)).toBe(message)
    }
    const tooMany = await put(api, id, {
      partners: Array.from({ length: 11 }, (_, index) => ({ firstName: 'A', lastName: `B${index}`, share: 1 })),
    })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.fields?.partners).toMatch(/^Le questionnaire accepte 10 associés au plus\u00a0:/)
    const malformed = await api.raw('PUT', path(id), '{"country":')
    expect(malformed.status).toBe(400)
    expect((await stored(id)).questionnaire).toEqual({ country: 'DZ', city: 'Oran' })
  })

  it('checks a submission as a whole: shares adding up to 100, partners of the form, capital and its currency, a start date to come', async () => {
    const { api, id } = await clientWithProject()
    const cases: [QuestionnaireRequest, string, string][] = [
      [
        {
          ...ALGERIAN_SARL,
          partners: [
            { firstName: 'Amel', lastName: 'Benali', share: 60 },
            { firstName: 'Karim', lastName: 'Haddad', share: 30 },
          ],
        },
        'partners',
        'Les parts des associés doivent totaliser 100\u00a0% (actuellement 90\u00a0%)',
      ],
      [
        { ...ALGERIAN_SARL, partners: [{ firstName: 'Amel', lastName: 'Benali', share: 100 }] },
        'partners',
        'Une SARL compte au moins deux associés\u00a0: avec un seul, choisissez l’EURL',
      ],
      [
        {
          ...FRENCH_SASU,
          partners: [
            { firstName: 'A', lastName: 'B', share: 50 },
            { firstName: 'C', lastName: 'D', share: 50 },
          ],
        },
        'partners',
        'Une SASU n’a qu’un seul associé, qui détient 100\u00a0%',
      ],
      [
        { ...ALGERIAN_SARL, capital: { amount: 500_000, currency: 'EUR' } },
        'capital.currency',
        'Le capital d’une société créée en Algérie est en DZD',
      ],
      [{ ...FRENCH_SASU, capital: { amount: 0, currency: 'EUR' } }, 'capital.amount', 'Le capital d’une société est d’au moins 1'],
      [
        {
          ...ALGERIAN_SARL,
          legalForm: 'spa',
          partners: Array.from({ length: 7 }, (_, index) => ({
            firstName: 'Associé',
            lastName: `N${index}`,
            share: index === 0 ? 40 : 10,
          })),
          capital: { amount: 200_000, currency: 'DZD' },
        },
        'capital.amount',
        'Le capital d’une SPA est d’au moins 1\u00a0000\u00a0000\u00a0DA',
      ],
      [{ ...FRENCH_SASU, startDate: inDays(-3) }, 'startDate', 'La date de démarrage ne peut pas être dans le passé'],
      [{ ...FRENCH_SASU, startDate: inDays(365 * 6) }, 'startDate', 'La date de démarrage doit être dans les 5 ans à venir'],
      [{ ...FRENCH_SASU, companyNames: [] }, 'companyNames', 'Proposez au moins un nom pour votre société'],
    ]
    for (const [body, field, message] of cases) {
      const refused = await put(api, id, { ...body, submit: true })
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body.fields?.[field], JSON.stringify(refused.body)).toBe(message)
    }
    const after = await stored(id)
    expect(after.questionnaire).toBeNull()
    expect(after.submitted).toBeNull()

    // An individual form has no capital: none is asked, and one left from another choice is dropped.
    const micro = await put(api, id, {
      ...FRENCH_SASU,
      legalForm: 'ei_micro',
      capital: { amount: 1000, currency: 'EUR' },
      submit: true,
    })
    expect(micro.status, JSON.stringify(micro.body)).toBe(200)
    expect(micro.body.questionnaire).not.toHaveProperty('capital')
    expect((await stored(id)).company_type).toBe('auto_entrepreneur')
    // A micro-entreprise registers: its SIRET notice comes from INSEE, no statutes, no Kbis required.
    const { checklist } = (await api.get<DocumentsResponse>(`/api/projects/${id}/documents`)).body
    expect(checklist.map((item) => `${item.from}:${item.kind}`)).toEqual(['client:identity', 'client:address_proof', 'staff:sirene_notice'])
  })
})

describe('a submission', () => {
  it('gives an Algerian SARL its steps and checklist, keeps the steps and documents already there, and sets the legal form and description', async () => {
    const { api, id } = await clientWithProject('creation', 'Amel')
    // Before: staff completed the first step and added one; the client sent a paper.
    const before = await stepsOf(api, id)
    expect((await admin.patch(`/api/projects/${id}/steps/${before[0]!.id}`, { status: 'completed', notes: 'Dossier reçu' })).status).toBe(
      200,
    )
    expect((await admin.post(`/api/projects/${id}/steps`, { stepName: 'Rendez-vous à la banque' })).status).toBe(201)
    const paper = await uploadDocument(server.baseUrl, api, id, {
      kind: 'identity',
      file: { name: 'cni.pdf', bytes: minimalPdf(), type: 'application/pdf' },
    })
    expect(paper.status).toBe(201)

    const submitted = await put(api, id, { ...ALGERIAN_SARL, submit: true })
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
    expect(submitted.body.submittedAt).toMatch(/Z$/)
    expect(submitted.body.questionnaire).toEqual({ ...ALGERIAN_SARL })
    expect(submitted.body.editable).toBe(true)

    const project = (await api.get<{ project: ApiProject }>(`/api/project/${id}`)).body.project
    expect(project.companyType).toBe('sarl')
    expect(project.description).toBe(
      'SARL — Algérie (Oran). Activité\u00a0: Import et distribution de matériel médical. Noms envisagés\u00a0: «\u00a0Atlas Médical\u00a0», «\u00a0Oran Santé\u00a0».',
    )
    expect((await stored(id)).country).toBe('DZ')

    const steps = await stepsOf(api, id)
    const names = steps.map((step) => step.stepName)
    expect(names).toEqual([
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
      'Rendez-vous à la banque',
    ])
    expect(steps.map((step) => step.order)).toEqual(names.map((_, index) => index + 1))
    // The steps already there are the same records, with their status and notes.
    for (const old of before) expect(steps.find((step) => step.id === old.id)?.stepName).toBe(old.stepName)
    expect(steps[0]).toMatchObject({ id: before[0]!.id, status: 'completed', notes: 'Dossier reçu' })

    const documents = (await api.get<DocumentsResponse>(`/api/projects/${id}/documents`)).body
    expect(documents.documents.map((doc) => doc.id)).toEqual([paper.body.document!.id])
    expect(documents.checklist.map((item) => `${item.from}:${item.kind}`)).toEqual([
      'client:identity',
      'client:address_proof',
      'client:capital_deposit',
      'staff:name_certificate',
      'staff:statutes',
      'staff:rc_extract',
      'staff:tax_card',
      'staff:nis',
    ])
    expect(documents.checklist.find((item) => item.kind === 'identity')).toMatchObject({ provided: true })
    expect(documents.checklist.find((item) => item.kind === 'statutes')?.hint).toBe('Rédigés et authentifiés par le notaire')

    // Submitted again (the owner corrects a name): nothing duplicated, nothing lost.
    const again = await put(api, id, { ...ALGERIAN_SARL, companyNames: ['Atlas Médical'], submit: true })
    expect(again.status).toBe(200)
    expect((await stepsOf(api, id)).map((step) => step.stepName)).toEqual(names)
    expect((await api.get<{ project: ApiProject }>(`/api/project/${id}`)).body.project.description).toBe(
      'SARL — Algérie (Oran). Activité\u00a0: Import et distribution de matériel médical. Nom envisagé\u00a0: «\u00a0Atlas Médical\u00a0».',
    )
  })

  it('gives a French SASU other steps and another checklist; papers sent before stay listed', async () => {
    const { api, id } = await clientWithProject('creation', 'Nadia')
    // A name certificate the client had (on the creation's default list), then the questionnaire changes the list.
    const paper = await uploadDocument(server.baseUrl, api, id, {
      kind: 'name_certificate',
      file: { name: 'certificat.pdf', bytes: minimalPdf(), type: 'application/pdf' },
    })
    expect(paper.status).toBe(201)
    const description = (await api.get<{ project: ApiProject }>(`/api/project/${id}`)).body.project.description

    // A draft first, step by step, then the submission.
    expect((await put(api, id, { country: 'FR', city: 'Lyon' })).status).toBe(200)
    expect((await put(api, id, { country: 'FR', city: 'Lyon', legalForm: 'sasu', activity: 'Conseil en informatique' })).status).toBe(200)
    const submitted = await put(api, id, { ...FRENCH_SASU, submit: true })
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)

    const project = (await api.get<{ project: ApiProject }>(`/api/project/${id}`)).body.project
    expect(project.companyType).toBe('sas')
    expect(project.description).toBe(
      `SASU — France (Lyon). Activité\u00a0: Conseil en informatique. Nom envisagé\u00a0: «\u00a0Rhône Conseil\u00a0».${description ? `\n\n${description}` : ''}`,
    )
    const names = (await stepsOf(api, id)).map((step) => step.stepName)
    // The creation's steps stay; France's are added in their place.
    for (const name of STEPS.creation) expect(names).toContain(name)
    for (const name of [
      'Dépôt du capital',
      'Signature des statuts',
      'Publication de l’annonce légale',
      'Déclaration des bénéficiaires effectifs',
      'Immatriculation sur le guichet unique (INPI)',
      'Réception de l’extrait Kbis',
    ]) {
      expect(names).toContain(name)
    }
    expect(names).not.toContain('Enregistrement des statuts et publication au BOAL')
    expect(names.indexOf('Publication de l’annonce légale')).toBeLessThan(names.indexOf('Réception de l’extrait Kbis'))

    const { checklist, documents } = (await api.get<DocumentsResponse>(`/api/projects/${id}/documents`)).body
    expect(checklist.map((item) => `${item.from}:${item.kind}`)).toEqual([
      'client:identity',
      'client:address_proof',
      'client:capital_deposit',
      'staff:statutes',
      'staff:legal_notice',
      'staff:beneficial_owners',
      'staff:kbis',
      // Sent before: still listed, optional.
      'client:name_certificate',
    ])
    expect(checklist.at(-1)).toMatchObject({ required: false, provided: true })
    expect(documents.map((doc) => doc.id)).toEqual([paper.body.document!.id])
    // Uploads follow the new list: a Kbis is staff's, a NIS is no longer asked.
    const nis = await uploadDocument(server.baseUrl, admin, id, {
      kind: 'nis',
      file: { name: 'nis.pdf', bytes: minimalPdf(), type: 'application/pdf' },
    })
    expect(nis.status).toBe(400)
    const kbis = await uploadDocument(server.baseUrl, admin, id, {
      kind: 'kbis',
      file: { name: 'kbis.pdf', bytes: minimalPdf(), type: 'application/pdf' },
    })
    expect(kbis.status).toBe(201)
    // The list's counters read the same checklist: identity, address proof and capital deposit are missing.
    expect((await api.get<{ projects: ApiProject[] }>('/api/projects')).body.projects.find((p) => p.id === id)?.documents).toEqual({
      missing: 3,
      toReview: 1,
    })

    // Resubmitted as is: nothing added.
    expect((await put(api, id, { ...FRENCH_SASU, submit: true })).status).toBe(200)
    expect((await stepsOf(api, id)).map((step) => step.stepName)).toEqual(names)
  })

  it('stays complete once submitted; the owner may change it until the team starts, staff always', async () => {
    const { api, id } = await clientWithProject()
    expect((await put(api, id, { ...ALGERIAN_SARL, submit: true })).status).toBe(200)
    // A draft of a submitted questionnaire is checked as a submission: nothing half-written replaces it.
    const partial = await put(api, id, { country: 'DZ', submit: false })
    expect(partial.status).toBe(400)
    expect((await stored(id)).questionnaire).toEqual(ALGERIAN_SARL)

    expect((await admin.patch(`/api/project/${id}`, { status: 'in_progress' })).status).toBe(200)
    expect((await api.get<QuestionnaireResponse>(path(id))).body.editable).toBe(false)
    const locked = await put(api, id, { ...ALGERIAN_SARL, city: 'Alger', submit: true })
    expect(locked.status).toBe(409)
    expect(locked.body.error).toBe(QUESTIONNAIRE_REFUSALS.locked)
    expect((await stored(id)).questionnaire).toEqual(ALGERIAN_SARL)

    const byStaff = await put(admin, id, {
      ...ALGERIAN_SARL,
      city: 'Alger',
      legalForm: 'eurl',
      partners: [{ firstName: 'Amel', lastName: 'Benali', share: 100 }],
      submit: true,
    })
    expect(byStaff.status, JSON.stringify(byStaff.body)).toBe(200)
    expect(byStaff.body).toMatchObject({ editable: true, questionnaire: { city: 'Alger', legalForm: 'eurl' } })
    expect((await stored(id)).company_type).toBe('eurl')
  })
})
