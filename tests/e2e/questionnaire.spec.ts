/**
 * The company questionnaire in a real browser (issue 33 item 4), at a phone width and a desktop
 * width: after paying for the full offer, a founder answers the five steps on the project page
 * (an Algerian SARL, then for another founder a French SASU), each step saved as a draft; the
 * documents' checklist then shows the country's and form's papers (different for the two);
 * staff see the answers on /admin/project/{id} and can change them. Every screen is checked with
 * axe and without horizontal scrolling; QUESTIONNAIRE_SCREENSHOTS=<dir> keeps a screenshot of each.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import type { ApiProject } from '@/contract/projects'
import { checkoutRequest } from '../helpers/funnel'
import { expect, test, uniqueEmail } from './fixtures'
import { expectNoViolations } from './accessibility-check'

const PASSWORD = 'secret-questionnaire-1'
const SHOTS = process.env.QUESTIONNAIRE_SCREENSHOTS

/** Axe, no horizontal scroll, and the screenshot (of `part`, or the window) when asked for. */
async function checkScreen(page: Page, width: number, name: string, part?: Locator) {
  await expectNoViolations(page, name)
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name}: horizontal scroll`).toBeLessThanOrEqual(width)
  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true })
    const file = path.join(SHOTS, `${name}-${width}.png`)
    await (part ? part.screenshot({ path: file }) : page.screenshot({ path: file }))
  }
}

/** A day some weeks ahead, as a date input takes it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** A client account, its paid full offer (local test provider), logged in in the browser: the order's project. */
async function paidFounder(page: Page, baseUrl: string, firstName: string, lastName: string) {
  const origin = { Origin: baseUrl }
  const email = uniqueEmail('questionnaire')
  const registered = await page.request.post('/api/register', { headers: origin, data: { firstName, lastName, email, password: PASSWORD } })
  expect(registered.status(), await registered.text()).toBe(201)
  const opened = await page.request.post('/api/create-payment-session', {
    headers: origin,
    data: checkoutRequest({ nomComplet: `${firstName} ${lastName}`, email }).body,
  })
  expect(opened.status(), await opened.text()).toBe(200)
  const session = new URL(((await opened.json()) as { url: string }).url).pathname.split('/').pop()!
  expect((await page.request.post(`/api/test-checkout/${session}/pay`, { data: {}, headers: origin })).status()).toBe(200)

  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mot de passe').fill(PASSWORD)
  await page.getByRole('button', { name: /Se connecter/ }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  const projects = (await (await page.request.get('/api/projects')).json()) as { projects: ApiProject[] }
  const project = projects.projects[0]!
  expect(project.type).toBe('creation')
  return project
}

const questionnaireOf = (page: Page) => page.getByRole('region', { name: /Parlez-nous de votre future entreprise|Votre future entreprise/ })
const documentsOf = (page: Page) => page.getByRole('region', { name: 'Documents', exact: true })
const continueButton = (page: Page) => questionnaireOf(page).getByRole('button', { name: 'Continuer' })

interface Answers {
  country: 'Algérie' | 'France'
  city: string
  form: RegExp
  activity: string
  names: string[]
  partners: { firstName: string; lastName: string; share: string }[]
  capital: string
}

/** The five steps, as a founder goes through them with the keyboard and the mouse. */
async function answerQuestionnaire(page: Page, width: number, key: string, answers: Answers) {
  const card = questionnaireOf(page)
  await expect(card.getByRole('heading', { name: 'Parlez-nous de votre future entreprise' })).toBeVisible()
  await checkScreen(page, width, `${key}-0-invitation`)
  await card.getByRole('button', { name: 'Commencer le questionnaire' }).click()

  // 1. Country and city; the title of the step has the focus.
  await expect(card.getByRole('heading', { name: /Pays et ville/ })).toBeFocused()
  await continueButton(page).click()
  await expect(card.getByText('Veuillez choisir le pays de création')).toBeVisible()
  await card.getByLabel(answers.country, { exact: true }).check()
  await card.getByLabel(answers.country === 'Algérie' ? 'Wilaya ou ville du siège' : 'Ville du siège').fill(answers.city)
  await checkScreen(page, width, `${key}-1-pays`, card)
  await continueButton(page).click()

  // 2. Legal form (the country's own list) and activity.
  await expect(card.getByRole('heading', { name: /Forme et activité/ })).toBeFocused()
  if (answers.country === 'Algérie') {
    await expect(card.getByLabel(/^SPA/)).toBeVisible()
    await expect(card.getByLabel(/^SASU/)).toHaveCount(0)
  } else {
    await expect(card.getByLabel(/^SASU/)).toBeVisible()
    await expect(card.getByLabel(/^SPA/)).toHaveCount(0)
  }
  await card.getByLabel(answers.form).check()
  await card.getByLabel('Activité de l’entreprise').fill(answers.activity)
  await checkScreen(page, width, `${key}-2-forme`, card)
  await continueButton(page).click()

  // 3. Names.
  await expect(card.getByRole('heading', { name: /Noms/ })).toBeFocused()
  const nameFields = [card.getByLabel('Nom préféré'), ...(await card.getByLabel('Autre idée de nom (facultatif)').all())]
  for (const [index, name] of answers.names.entries()) await nameFields[index]!.fill(name)
  await checkScreen(page, width, `${key}-3-noms`, card)
  await continueButton(page).click()

  // 4. Partners and capital: the total must reach 100 %.
  await expect(card.getByRole('heading', { name: /Associés et capital/ })).toBeFocused()
  for (const [index, partner] of answers.partners.entries()) {
    if (index > 0) await card.getByRole('button', { name: 'Ajouter un associé' }).click()
    const row = card
      .getByRole('group')
      .filter({ has: page.getByLabel('Part (%)') })
      .nth(index)
    await row.getByLabel('Prénom').fill(partner.firstName)
    await row.getByLabel('Nom', { exact: true }).fill(partner.lastName)
    await row.getByLabel('Part (%)').fill(partner.share)
  }
  if (answers.partners.length > 1) {
    // A wrong total first: refused in French, nothing lost.
    const first = card
      .getByRole('group')
      .filter({ has: page.getByLabel('Part (%)') })
      .first()
      .getByLabel('Part (%)')
    await first.fill('10')
    await card.getByLabel('Montant du capital').fill(answers.capital)
    await continueButton(page).click()
    await expect(card.getByText(/Les parts des associés doivent totaliser 100\u00a0%/)).toBeVisible()
    await first.fill(answers.partners[0]!.share)
  }
  await card.getByLabel('Montant du capital').fill(answers.capital)
  await expect(card.getByText('Total des parts\u00a0: 100\u00a0%')).toBeVisible()
  await checkScreen(page, width, `${key}-4-associes`, card)
  await continueButton(page).click()

  // 5. Start date and recap; then the submission.
  await expect(card.getByRole('heading', { name: /Date et récapitulatif/ })).toBeFocused()
  await card.getByLabel('Date de démarrage souhaitée').fill(inDays(40))
  await expect(card.getByText(answers.activity)).toBeVisible()
  await checkScreen(page, width, `${key}-5-recapitulatif`, card)
  await card.getByRole('button', { name: 'Envoyer mes réponses' }).click()
  await expect(page.getByText('Questionnaire envoyé', { exact: true })).toBeVisible()
  await expect(questionnaireOf(page).getByRole('heading', { name: 'Votre future entreprise' })).toBeFocused()
  await checkScreen(page, width, `${key}-6-resume`, questionnaireOf(page))
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`company questionnaire (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('an Algerian SARL and a French SASU get different checklists; staff see and change the answers', async ({
      page,
      browser,
      app,
    }) => {
      test.setTimeout(420_000)
      const width = viewport.width
      const suffix = viewport.name === 'phone' ? 'Mobile' : 'Bureau'

      // An Algerian SARL.
      const sarl = await paidFounder(page, app.server.baseUrl, 'Amel', `Sarl${suffix}`)
      await page.goto(`/project/${sarl.id}`)
      await answerQuestionnaire(page, width, 'dz-sarl', {
        country: 'Algérie',
        city: 'Oran',
        form: /^SARL/,
        activity: 'Import de matériel médical',
        names: ['Atlas Médical', 'Oran Santé'],
        partners: [
          { firstName: 'Amel', lastName: 'Benali', share: '60' },
          { firstName: 'Karim', lastName: 'Haddad', share: '40' },
        ],
        capital: '500 000',
      })
      const sarlSummary = questionnaireOf(page)
      await expect(sarlSummary.getByText('500\u00a0000\u00a0DA')).toBeVisible()
      await expect(sarlSummary.getByText('Karim Haddad — 40\u00a0%')).toBeVisible()
      const dzDocuments = documentsOf(page)
      const dzStaffList = dzDocuments.getByRole('list', { name: 'Remis par notre équipe' })
      await expect(dzStaffList).toContainText('Certificat de dénomination')
      await expect(dzStaffList).toContainText('Avis d’identification statistique (NIS)')
      await expect(dzStaffList).not.toContainText('Extrait Kbis')
      await expect(page.getByRole('heading', { name: 'Enregistrement des statuts et publication au BOAL' })).toBeVisible()
      await dzDocuments.scrollIntoViewIfNeeded()
      await checkScreen(page, width, 'dz-sarl-7-pieces', dzDocuments)

      // A French SASU, for another founder (another browser session).
      const frContext = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } })
      const founder = await frContext.newPage()
      const sasu = await paidFounder(founder, app.server.baseUrl, 'Nadia', `Sasu${suffix}`)
      await founder.goto(`/project/${sasu.id}`)
      await answerQuestionnaire(founder, width, 'fr-sasu', {
        country: 'France',
        city: 'Lyon',
        form: /^SASU/,
        activity: 'Conseil en informatique',
        names: ['Rhône Conseil'],
        partners: [{ firstName: 'Nadia', lastName: `Sasu${suffix}`, share: '100' }],
        capital: '1000',
      })
      const frStaffList = documentsOf(founder).getByRole('list', { name: 'Remis par notre équipe' })
      await expect(frStaffList).toContainText('Extrait Kbis')
      await expect(frStaffList).toContainText('Attestation de parution de l’annonce légale')
      await expect(frStaffList).toContainText('Déclaration des bénéficiaires effectifs')
      await expect(frStaffList).not.toContainText('Avis d’identification statistique (NIS)')
      await expect(founder.getByRole('heading', { name: 'Immatriculation sur le guichet unique (INPI)' })).toBeVisible()
      await documentsOf(founder).scrollIntoViewIfNeeded()
      await checkScreen(founder, width, 'fr-sasu-7-pieces', documentsOf(founder))
      await frContext.close()

      // Staff see the SARL's answers and change one.
      const staffContext = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } })
      const staff = await staffContext.newPage()
      await staff.goto('/admin')
      await staff.getByLabel('Clé d’administration').fill(app.server.adminKey)
      await staff.getByRole('button', { name: /Accéder|Se connecter|Connexion/ }).click()
      await expect(staff.getByText('Accès autorisé', { exact: true })).toBeVisible()
      await staff.goto(`/admin/project/${sarl.id}`)
      const answers = staff.getByRole('region', { name: 'Questionnaire de création' })
      await expect(answers.getByText('Algérie', { exact: true })).toBeVisible()
      await expect(answers.getByText('SARL', { exact: true })).toBeVisible()
      await expect(answers.getByText('Atlas Médical')).toBeVisible()
      await expect(answers.getByText('Amel Benali — 60\u00a0%')).toBeVisible()
      await checkScreen(staff, width, 'staff-1-reponses', answers)
      await answers.getByRole('button', { name: 'Modifier les réponses' }).click()
      await staff.getByLabel('Wilaya ou ville du siège').fill('Alger')
      for (let step = 2; step <= 5; step++) {
        await staff.getByRole('button', { name: 'Continuer' }).click()
        await expect(staff.getByRole('heading', { name: new RegExp(`Étape ${step} sur 5`) })).toBeFocused()
      }
      await checkScreen(staff, width, 'staff-2-modification', staff.getByRole('region', { name: 'Modifier les réponses' }))
      await staff.getByRole('button', { name: 'Enregistrer les modifications' }).click()
      await expect(staff.getByText('Questionnaire enregistré', { exact: true })).toBeVisible()
      await expect(staff.getByRole('region', { name: 'Questionnaire de création' }).getByText('Alger', { exact: true })).toBeVisible()
      await staffContext.close()

      // The founder sees the change.
      await page.reload()
      await expect(questionnaireOf(page).getByText('Alger', { exact: true })).toBeVisible()
    })
  })
}
