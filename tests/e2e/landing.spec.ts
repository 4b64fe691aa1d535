import type { Page } from '@playwright/test'
import { connectToDatabase } from '../helpers/database'
import { expect, test } from './fixtures'

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]

const WHATSAPP = 'https://wa.me/33184800000'

/** Islands come to life once the page is loaded and idle: wait for one before using it. */
async function islandReady(page: Page, name: 'chat-widget' | 'contact-form') {
  await expect(page.locator(`[data-island="${name}"]`)).toHaveAttribute('data-island-hydrated', 'true')
}

/** The chat app is beyond the network edge: answer its URL locally so a new tab can open it. */
async function standInForWhatsApp(page: Page) {
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }))
}

for (const viewport of VIEWPORTS) {
  test.describe(`landing page at ${viewport.name} width`, () => {
    test.use({ viewport })

    test('shows every section, text and link of the spec', async ({ page }) => {
      const response = await page.goto('/')
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(/Créez votre entreprise en ligne/)

      const topBar = page.getByRole('navigation', { name: 'Navigation principale' })
      await expect(topBar.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
      await expect(topBar.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login')
      await expect(topBar.getByRole('link', { name: 'Démarrer' })).toHaveAttribute('href', '/creer-entreprise')

      await expect(page.getByRole('heading', { level: 1 })).toContainText('Créez votre entreprise')
      await expect(page.getByRole('link', { name: 'Je me lance !' })).toHaveAttribute('href', '/creer-entreprise')

      // The marketing promises (spec 1 §1).
      for (const promise of [
        'Démarches simplifiées',
        'Experts locaux',
        'Résultat en moins de 30 jours',
        'Garantie 30 jours ou remboursé',
        '100+ entreprises créées',
        'Support 7 jours sur 7',
      ]) {
        await expect(page.getByRole('heading', { name: promise })).toBeVisible()
      }
      // The services.
      for (const service of [
        'Guide gratuit',
        'Accompagnement complet de A à Z',
        'Support par email et chat',
        'Services complémentaires',
        'Notaire partenaire',
        'Immatriculation au registre du commerce',
        'Numéro d’identification fiscale',
        'Aide à l’ouverture du compte bancaire',
      ]) {
        await expect(page.getByRole('heading', { name: service })).toBeVisible()
      }
      // The offers: 997 € TTC and the free guide.
      const offers = page.locator('#offres')
      await expect(offers.getByText('997 €')).toBeVisible()
      await expect(offers.getByText(/TTC/).first()).toBeVisible()
      await expect(offers.getByRole('heading', { name: 'Guide de création' })).toBeVisible()
      await expect(offers.getByRole('link', { name: 'Choisir l’accompagnement complet' })).toHaveAttribute(
        'href',
        '/creer-entreprise?offre=complet',
      )
      await expect(offers.getByRole('link', { name: 'Recevoir le guide gratuit' })).toHaveAttribute('href', '/creer-entreprise?offre=guide')

      // 'Crée mon entreprise' with its two buttons.
      await expect(page.getByRole('heading', { name: 'Crée mon entreprise' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Je veux lancer mon projet' })).toHaveAttribute('href', '/creer-entreprise')
      await expect(page.getByRole('link', { name: /Discuter avec le support/ })).toHaveAttribute('href', new RegExp(`^${WHATSAPP}\\?text=`))

      // How it works in 3 steps, 3 testimonials.
      await expect(page.locator('#comment-ca-marche li')).toHaveCount(3)
      await expect(page.getByRole('heading', { name: 'Recevez vos documents officiels' })).toBeVisible()
      await expect(page.locator('#temoignages blockquote')).toHaveCount(3)

      // The chat contact section.
      const contact = page.locator('#contact')
      await expect(contact.getByText('Réponse en 5 minutes environ')).toBeVisible()
      await expect(contact.getByRole('link', { name: /Ouvrir la discussion/ })).toHaveAttribute('href', new RegExp(`^${WHATSAPP}`))

      // The footer.
      const footer = page.getByRole('contentinfo')
      await expect(footer.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales')
      await expect(footer.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/politique-confidentialite')
      await expect(footer.getByRole('link', { name: /Conditions générales/ })).toHaveAttribute('href', '/conditions-generales')
      await expect(footer.getByRole('link', { name: 'contact@lancetaboite.example' })).toHaveAttribute(
        'href',
        'mailto:contact@lancetaboite.example',
      )
      await expect(footer.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', new RegExp(`^${WHATSAPP}`))
      await expect(footer.getByText(/© 2024/)).toBeVisible()

      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    })

    test('the chat widget toggles, shows its badge, and a quick message opens WhatsApp in a new tab', async ({ page }) => {
      await standInForWhatsApp(page)
      await page.goto('/')
      await islandReady(page, 'chat-widget')
      const toggle = page.getByRole('button', { name: /Ouvrir la discussion WhatsApp/ })
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(toggle.getByText('1', { exact: true })).toBeVisible()

      await toggle.click()
      const panel = page.getByRole('dialog', { name: 'Discutons sur WhatsApp' })
      await expect(panel).toBeVisible()
      await expect(panel.getByText('Nous répondons en 5 minutes environ.')).toBeVisible()
      const quickMessages = panel.getByRole('link')
      await expect(quickMessages).toHaveCount(5)
      const close = page.getByRole('button', { name: 'Fermer la discussion WhatsApp' })
      await expect(close).toHaveAttribute('aria-expanded', 'true')
      await expect(close.getByText('1', { exact: true })).toHaveCount(0)

      // Closing with the same button, then opening again.
      await close.click()
      await expect(panel).toBeHidden()
      await toggle.click()

      const [popup] = await Promise.all([page.waitForEvent('popup'), quickMessages.nth(2).click()])
      const url = new URL(popup.url())
      expect(`${url.origin}${url.pathname}`).toBe(WHATSAPP)
      expect(url.searchParams.get('text')).toBe('Quel statut juridique choisir pour mon projet\u202f?')
      await popup.close()
      await expect(panel).toBeHidden()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    })

    test('the chat widget works with the keyboard alone', async ({ page }) => {
      await page.goto('/')
      await islandReady(page, 'chat-widget')
      const toggle = page.getByRole('button', { name: /Ouvrir la discussion WhatsApp/ })
      await toggle.focus()
      await page.keyboard.press('Enter')
      const panel = page.getByRole('dialog', { name: 'Discutons sur WhatsApp' })
      await expect(panel).toBeVisible()
      // Focus moves to the first quick message, Escape closes and gives it back to the button.
      await expect(panel.getByRole('link').first()).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await expect(page.getByRole('button', { name: /Ouvrir la discussion WhatsApp/ })).toBeFocused()
    })
  })
}

test('the contact form shows the spec messages, then sends, clears itself and stores the contact', async ({ page, app }) => {
  await page.goto('/')
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Laissez-nous un message' }) })
  await form.scrollIntoViewIfNeeded()
  await islandReady(page, 'contact-form')
  const send = form.getByRole('button', { name: 'Envoyer mon message' })

  await form.getByLabel('Prénom').fill('A')
  await form.getByLabel('Nom', { exact: true }).fill('B')
  await form.getByLabel('Email').fill('pas-un-email')
  await form.getByLabel('Votre message').fill('Court')
  await send.click()
  await expect(form.getByText('Le prénom doit contenir au moins 2 caractères')).toBeVisible()
  await expect(form.getByText('Le nom doit contenir au moins 2 caractères')).toBeVisible()
  await expect(form.getByText('Adresse email invalide')).toBeVisible()
  await expect(form.getByText('Le message doit contenir au moins 10 caractères')).toBeVisible()

  const email = `contact-${Date.now()}@example.com`
  await form.getByLabel('Prénom').fill('Nadia')
  await form.getByLabel('Nom', { exact: true }).fill('Haddad')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Téléphone (facultatif)').fill('+213 555 12 34 56')
  await form.getByLabel('Entreprise (facultatif)').fill('Haddad Import')
  await form.getByLabel('Votre message').fill('Bonjour, je voudrais créer une SARL à Oran. Pouvez-vous me rappeler ?')
  await send.click()
  await expect(page.getByText('Message envoyé\u202f!', { exact: true })).toBeVisible()
  await expect(form.getByLabel('Email')).toHaveValue('')
  await expect(form.getByLabel('Votre message')).toHaveValue('')

  const db = await connectToDatabase(app.server)
  try {
    const { rows } = await db.query('select first_name, last_name, phone, company, message from contacts where email = $1', [email])
    expect(rows).toEqual([
      {
        first_name: 'Nadia',
        last_name: 'Haddad',
        phone: '+213 555 12 34 56',
        company: 'Haddad Import',
        message: 'Bonjour, je voudrais créer une SARL à Oran. Pouvez-vous me rappeler ?',
      },
    ])
  } finally {
    await db.end()
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the landing page is complete HTML: heading, text, title, description and canonical', async ({ page, app }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Créez votre entreprise')
    await expect(page.getByRole('heading', { name: 'Garantie 30 jours ou remboursé' })).toBeVisible()
    await expect(page.getByText('Ce qu’en disent nos clients')).toBeVisible()
    await expect(page).toHaveTitle(/Lance ta Boîte/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /experts locaux/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${app.server.baseUrl}/`)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Créez votre entreprise/)
  })
})
