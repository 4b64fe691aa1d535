/**
 * The account the founder controls (issue 33 item 7), in a real browser at a phone width and a
 * desktop width: below the spec's read-only fields, the password is changed, the phone saved, the
 * data downloaded, the email changed through the link actually emailed, and the account closed.
 * Each screen is checked with axe and photographed (test-results/screenshots/account-*.png).
 */
import fs from 'node:fs'
import { type Page } from '@playwright/test'
import { apiContext, expect, test, uniqueEmail } from './fixtures'
import { expectNoViolations } from './accessibility-check'

const PASSWORD = 'secret-compte-1'
const NEW_PASSWORD = 'secret-compte-2'

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mot de passe').fill(password)
  await page.getByRole('button', { name: /Se connecter/ }).click()
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 })
}

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/account-${name}.png`, fullPage: true })

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`account controls (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('change the password, save a phone, download the data, change the email, close the account', async ({ page, app }) => {
      test.setTimeout(120_000)
      const baseURL = app.server.baseUrl
      const email = uniqueEmail('compte')
      const api = await apiContext(baseURL)
      expect(
        (await api.post('/api/register', { data: { firstName: 'Inès', lastName: 'Boudiaf', email, password: PASSWORD } })).status(),
      ).toBe(201)
      await api.dispose()
      await logIn(page, email, PASSWORD)

      // The spec's read-only fields stay as they are; the controls come below them.
      await page.goto('/dashboard?tab=parametres')
      const panel = page.getByRole('tabpanel')
      await expect(panel.getByRole('heading', { name: 'Paramètres du compte' })).toBeVisible()
      await expect(panel.getByText('Email et mot de passe')).toBeVisible()
      for (const title of ['Mot de passe', 'Adresse e-mail', 'Téléphone', 'Mes données', 'Fermer mon compte']) {
        await expect(panel.getByRole('heading', { name: title, level: 3 })).toBeVisible()
      }
      await expect(page.locator('#account-phone')).toBeVisible()
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, 'no horizontal scroll').toBeLessThanOrEqual(viewport.width)
      await expectNoViolations(page, 'settings tab')
      await shot(page, `settings-${viewport.name}`)

      // Password: the form's rules, the server's refusal on its field, then the change.
      const passwordForm = page.locator('form').filter({ has: page.locator('#account-current-password') })
      await page.locator('#account-current-password').fill('pas-le-bon')
      await page.locator('#account-new-password').fill(NEW_PASSWORD)
      await page.locator('#account-confirm-password').fill('autre-chose')
      await passwordForm.getByRole('button', { name: 'Changer le mot de passe' }).click()
      await expect(passwordForm.getByText('Les mots de passe ne correspondent pas')).toBeVisible()
      await page.locator('#account-confirm-password').fill(NEW_PASSWORD)
      await passwordForm.getByRole('button', { name: 'Changer le mot de passe' }).click()
      await expect(passwordForm.getByText('Mot de passe incorrect.')).toBeVisible()
      await expect(page.locator('#account-current-password')).toBeFocused()
      await page.locator('#account-current-password').fill(PASSWORD)
      await passwordForm.getByRole('button', { name: 'Changer le mot de passe' }).click()
      await expect(page.getByText('Mot de passe modifié', { exact: true })).toBeVisible()
      await expect(page.locator('#account-current-password')).toHaveValue('')

      // Phone: the funnel's rules and formatting.
      await page.locator('#account-dial-code').selectOption('+213')
      await page.locator('#account-phone').fill('0551')
      await page.getByRole('button', { name: 'Enregistrer le téléphone' }).click()
      await expect(page.getByText('Format invalide (ex: 05 51 23 45 67)')).toBeVisible()
      await page.locator('#account-phone').fill('0551234567')
      await expect(page.locator('#account-phone')).toHaveValue('05 51 23 45 67')
      await page.getByRole('button', { name: 'Enregistrer le téléphone' }).click()
      await expect(page.getByText('Téléphone enregistré', { exact: true })).toBeVisible()

      // My data: a JSON file of the account.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Télécharger mes données' }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.json$/)
      const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { account: { email: string; phone: string } }
      expect(data.account).toMatchObject({ email, phone: '+213 0551234567' })

      // Email: a link to the new address, followed in this browser.
      const newEmail = uniqueEmail('nouvelle')
      const emailForm = page.locator('form').filter({ has: page.locator('#account-new-email') })
      await page.locator('#account-new-email').fill(newEmail)
      await page.locator('#account-email-password').fill(NEW_PASSWORD)
      await emailForm.getByRole('button', { name: 'Envoyer le lien de confirmation' }).click()
      await expect(page.getByRole('status').filter({ hasText: `Un lien de confirmation a été envoyé à ${newEmail}` })).toBeVisible()
      const mail = await app.smtp.waitForMail((m) => m.to.includes(newEmail) && m.subject.includes('Confirmez votre nouvelle adresse'))
      const link = mail.links.find((url) => url.includes('/confirmer-email?token='))!
      await page.goto(link)
      await expect(page.getByRole('heading', { name: 'Confirmer votre adresse e-mail' })).toBeVisible()
      await expectNoViolations(page, 'email confirmation')
      await shot(page, `confirm-email-${viewport.name}`)
      await page.getByRole('button', { name: 'Confirmer ma nouvelle adresse' }).click()
      await expect(page.getByRole('heading', { name: 'Adresse confirmée\u202f!' })).toBeVisible()
      await expect(page.getByRole('status')).toContainText(newEmail)
      await shot(page, `confirm-email-done-${viewport.name}`)
      await page.getByRole('link', { name: 'Aller à mon espace client' }).click()
      await expect(page.getByRole('tabpanel').getByText(newEmail).first()).toBeVisible()

      // Closing: the dialog says what goes and what stays, and wants the password.
      await page.getByRole('button', { name: 'Fermer mon compte' }).click()
      const dialog = page.getByRole('alertdialog', { name: 'Fermer votre compte\u202f?' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByText('Conservé 10 ans')).toBeVisible()
      await expect(dialog.locator('#close-account-password')).toBeFocused()
      await expectNoViolations(page, 'closing dialog')
      await shot(page, `close-dialog-${viewport.name}`)
      await dialog.getByRole('button', { name: 'Fermer définitivement mon compte' }).click()
      await expect(dialog.getByText('Veuillez saisir votre mot de passe')).toBeVisible()
      await dialog.locator('#close-account-password').fill('pas-le-bon')
      await dialog.getByRole('button', { name: 'Fermer définitivement mon compte' }).click()
      await expect(dialog.getByRole('alert').filter({ hasText: 'Mot de passe incorrect.' })).toBeVisible()
      await dialog.locator('#close-account-password').fill(NEW_PASSWORD)
      await dialog.getByRole('button', { name: 'Fermer définitivement mon compte' }).click()
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByText('Compte fermé', { exact: true })).toBeVisible()
      await app.smtp.waitForMail((m) => m.to.includes(newEmail) && m.subject.includes('Votre compte a été fermé'))

      // The old credentials open nothing any more.
      await page.getByLabel('Email').fill(newEmail)
      await page.getByLabel('Mot de passe').fill(NEW_PASSWORD)
      await page.getByRole('button', { name: /Se connecter/ }).click()
      await expect(page.getByText('Email ou mot de passe incorrect.', { exact: true })).toBeVisible()
      await expect(page).toHaveURL(/\/login$/)
    })
  })
}

test('a confirmation link that is not (or no longer) valid says so in French', async ({ page }) => {
  await page.goto('/confirmer-email?token=faux-jeton')
  await page.getByRole('button', { name: 'Confirmer ma nouvelle adresse' }).click()
  await expect(page.getByRole('heading', { name: 'Lien invalide' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveText('Le lien de confirmation est invalide ou a expiré.')
  await page.goto('/confirmer-email')
  await expect(page.getByRole('heading', { name: 'Lien invalide' })).toBeVisible()
})
