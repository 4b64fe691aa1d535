import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test, wakeIsland } from './fixtures'

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]

const ISLAND = '[data-island="lead-funnel"]'
const LEAD_FUNNEL_CHUNK = /\/assets\/lead-funnel-[^/]*\.js$/

/** The funnel comes to life at the visitor's first sign of use: wake it as a visitor would. */
async function openFunnel(page: Page) {
  await page.goto('/creer-entreprise')
  await wakeIsland(page, 'lead-funnel')
}

const fields = (page: Page) => ({
  name: page.getByLabel('Nom complet'),
  email: page.getByLabel('Email', { exact: true }),
  dialCode: page.getByLabel('Indicatif pays'),
  phone: page.getByLabel('Numéro WhatsApp'),
  next: page.getByRole('button', { name: 'Suivant' }),
})

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
  expect(summary, `${label}: accessibility violations`).toEqual([])
}

async function fillStep1(page: Page) {
  const { name, email, phone } = fields(page)
  await name.fill('Amina Benali')
  await email.fill('amina@exemple.dz')
  await phone.fill('0612345678')
}

for (const viewport of VIEWPORTS) {
  test.describe(`lead funnel at ${viewport.name} width`, () => {
    test.use({ viewport })

    test('step 1: the spec texts, France’s rule and formatting, Suivant only once all is valid', async ({ page }) => {
      await openFunnel(page)
      await expect(page).toHaveTitle(/Créer mon entreprise/)
      await expect(page.getByRole('link', { name: /accueil/ })).toHaveAttribute('href', '/')
      await expect(page.getByText('Étape 1/2')).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Vos coordonnées' })).toBeVisible()
      const { name, email, dialCode, phone, next } = fields(page)
      await expect(dialCode).toHaveValue('+33')
      await expect(dialCode.locator('option')).toHaveCount(60)
      await expect(dialCode.locator('option').first()).toHaveText('France (+33)')
      await expect(page.getByText(/joignable sur WhatsApp/)).toBeVisible()
      await expect(next).toBeDisabled()

      // Errors wait for the visitor to leave the field…
      await name.fill('A')
      await expect(page.getByText('Le nom doit contenir au moins 2 caractères')).toHaveCount(0)
      await email.focus()
      await expect(page.getByText('Le nom doit contenir au moins 2 caractères')).toBeVisible()
      await expect(name).toHaveAttribute('aria-invalid', 'true')
      // …then follow what is typed.
      await name.fill('Amina Benali')
      await expect(page.getByText('Le nom doit contenir au moins 2 caractères')).toHaveCount(0)

      await email.fill('amina@exemple')
      await phone.focus()
      await expect(page.getByText('Format d’email invalide (ex: nom@exemple.com)')).toBeVisible()
      await email.fill('amina@exemple.dz')
      await expect(page.getByText('Format d’email invalide (ex: nom@exemple.com)')).toHaveCount(0)

      // France: exactly 10 digits starting with 0, shown in pairs as they are typed.
      await phone.pressSequentially('612345678')
      await expect(phone).toHaveValue('61 23 45 67 8')
      await name.focus()
      await expect(page.getByText('Format invalide (ex: 06 12 34 56 78)')).toBeVisible()
      await expect(phone).toHaveAttribute('aria-invalid', 'true')
      await expect(next).toBeDisabled()
      await phone.fill('')
      await phone.pressSequentially('06.12-34 5678')
      await expect(phone).toHaveValue('06 12 34 56 78')
      await expect(page.getByText('Format invalide (ex: 06 12 34 56 78)')).toHaveCount(0)
      // An 11th digit is not taken; letters neither.
      await phone.pressSequentially('9a')
      await expect(phone).toHaveValue('06 12 34 56 78')
      await expect(next).toBeEnabled()

      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    })

    test('Algeria takes 9 or 10 digits in pairs, +1 reads (xxx) xxx-xxxx', async ({ page }) => {
      await openFunnel(page)
      const { name, email, dialCode, phone, next } = fields(page)
      await name.fill('Amina Benali')
      await email.fill('amina@exemple.dz')

      await dialCode.selectOption('+213')
      await expect(phone).toHaveAttribute('placeholder', '05 51 23 45 67')
      await phone.pressSequentially('05512345')
      await name.focus()
      await expect(page.getByText('Format invalide (ex: 05 51 23 45 67)')).toBeVisible()
      await expect(next).toBeDisabled()
      // Back in the field (focus() puts the caret at the start), then at the end of the number.
      await phone.focus()
      await phone.press('End')
      await phone.pressSequentially('6')
      await expect(phone).toHaveValue('05 51 23 45 6')
      await expect(page.getByText('Format invalide (ex: 05 51 23 45 67)')).toHaveCount(0)
      await expect(next).toBeEnabled()
      await phone.pressSequentially('7')
      await expect(phone).toHaveValue('05 51 23 45 67')
      await expect(next).toBeEnabled()

      // Another code re-reads the same digits with its own rule and grouping.
      await dialCode.selectOption('+1')
      await expect(phone).toHaveValue('(055) 123-4567')
      await phone.fill('')
      await phone.pressSequentially('514555')
      await expect(phone).toHaveValue('(514) 555')
      await expect(page.getByText('Format invalide (ex: (514) 555-0123)')).toBeVisible()
      await expect(next).toBeDisabled()
      await phone.pressSequentially('0123')
      await expect(phone).toHaveValue('(514) 555-0123')
      await expect(page.getByText(/Format invalide/)).toHaveCount(0)
      await expect(next).toBeEnabled()
    })

    test('back and forth keeps the data; the full offer needs both consents', async ({ page }) => {
      await openFunnel(page)
      await fillStep1(page)
      const { name, email, dialCode, phone, next } = fields(page)
      await next.click()

      await expect(page.getByText('Étape 2/2')).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Votre formule' })).toBeFocused()
      const full = page.getByRole('radio', { name: /Accompagnement complet/ })
      const guide = page.getByRole('radio', { name: /Guide de création/ })
      await expect(full).toHaveAccessibleName(/997\s€ TTC/)
      await expect(guide).toHaveAccessibleName(/Gratuit/)
      const finalise = page.getByRole('button', { name: 'Finaliser' })

      // Back to step 1: everything is still there.
      await page.getByRole('button', { name: 'Retour' }).click()
      await expect(page.getByText('Étape 1/2')).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Vos coordonnées' })).toBeFocused()
      await expect(name).toHaveValue('Amina Benali')
      await expect(email).toHaveValue('amina@exemple.dz')
      await expect(dialCode).toHaveValue('+33')
      await expect(phone).toHaveValue('06 12 34 56 78')
      await next.click()

      // An offer is required.
      await finalise.click()
      await expect(page.getByText('Veuillez choisir une offre')).toBeVisible()

      // The offers are radios: the keyboard chooses too.
      await full.check()
      await expect(page.getByText('Veuillez choisir une offre')).toHaveCount(0)
      await page.keyboard.press('ArrowDown')
      await expect(guide).toBeChecked()
      await expect(page.getByRole('checkbox')).toHaveCount(0)
      await page.keyboard.press('ArrowUp')
      await expect(full).toBeChecked()

      // The full offer: both consents, with the terms of sale linked.
      const terms = page.getByRole('checkbox', { name: /conditions générales de vente/ })
      const immediateStart = page.getByRole('checkbox', { name: /commence dès la confirmation du paiement/ })
      await expect(page.getByRole('link', { name: /conditions générales de vente/ })).toHaveAttribute('href', '/conditions-generales')
      await expect(page.getByRole('link', { name: /droit de rétractation/ })).toHaveAttribute('href', '/conditions-generales#retractation')
      await expect(page.getByText(/997,00\s€ TTC/)).toBeVisible()
      await finalise.click()
      await expect(page.getByText('Veuillez accepter les conditions générales de vente')).toBeVisible()
      await expect(
        page.getByText('Veuillez confirmer le démarrage immédiat de la prestation et la renonciation au droit de rétractation'),
      ).toBeVisible()
      await expect(terms).toBeFocused()
      await terms.check()
      await expect(page.getByText('Veuillez accepter les conditions générales de vente')).toHaveCount(0)
      await expect(
        page.getByText('Veuillez confirmer le démarrage immédiat de la prestation et la renonciation au droit de rétractation'),
      ).toBeVisible()

      // Back and forth again: the offer and the ticks are kept.
      await page.getByRole('button', { name: 'Retour' }).click()
      await expect(phone).toHaveValue('06 12 34 56 78')
      await next.click()
      await expect(full).toBeChecked()
      await expect(terms).toBeChecked()
      await expect(immediateStart).not.toBeChecked()

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    })

    test('step 1 with its errors and step 2 with the consents’ errors pass axe', async ({ page }) => {
      await openFunnel(page)
      const { name, email, phone, next } = fields(page)
      await name.fill('A')
      await email.fill('amina')
      await phone.fill('06')
      await name.focus()
      await expect(page.getByText('Format invalide (ex: 06 12 34 56 78)')).toBeVisible()
      await expectNoAxeViolations(page, 'step 1 (errors)')

      await fillStep1(page)
      await next.click()
      await page.getByRole('radio', { name: /Accompagnement complet/ }).check()
      await page.getByRole('button', { name: 'Finaliser' }).click()
      await expect(page.getByText('Veuillez accepter les conditions générales de vente')).toBeVisible()
      await expectNoAxeViolations(page, 'step 2 (consents missing)')
    })
  })
}

test('the server HTML is step 1 as it looks alive, and what is typed before the island lives is kept', async ({ page }) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(LEAD_FUNNEL_CHUNK, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/creer-entreprise')
  const card = page.getByRole('form', { name: 'Création de votre entreprise' })
  const before = await card.boundingBox()
  await expect(page.locator(ISLAND)).not.toHaveAttribute('data-island-hydrated', 'true')

  const { name, email, dialCode, phone, next } = fields(page)
  await name.fill('Amina Benali')
  await email.fill('amina@exemple.dz')
  await dialCode.selectOption('+213')
  await phone.fill('0551234567')
  await expect(next).toBeDisabled()

  release()
  await expect(page.locator(ISLAND)).toHaveAttribute('data-island-hydrated', 'true')
  await expect(name).toHaveValue('Amina Benali')
  await expect(email).toHaveValue('amina@exemple.dz')
  await expect(dialCode).toHaveValue('+213')
  await expect(phone).toHaveValue('05 51 23 45 67')
  await expect(next).toBeEnabled()

  // Same page, nothing typed: the card has the same box before and after the island lives.
  await page.goto('/creer-entreprise')
  await wakeIsland(page, 'lead-funnel')
  expect(await card.boundingBox()).toEqual(before)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('step 1 is complete HTML', async ({ page }) => {
    await page.goto('/creer-entreprise')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créez votre entreprise')
    await expect(page.getByText('Étape 1/2')).toBeVisible()
    await expect(page.getByLabel('Nom complet')).toBeVisible()
    await expect(page.getByLabel('Indicatif pays')).toHaveValue('+33')
    await expect(page.getByLabel('Numéro WhatsApp')).toHaveAttribute('placeholder', '06 12 34 56 78')
    await expect(page.getByRole('button', { name: 'Suivant' })).toBeDisabled()
    await expect(page.getByRole('heading', { name: 'Votre formule' })).toBeHidden()
  })
})
