import { expect, test, uniqueEmail } from './fixtures'

test('register, log in, land on the dashboard, log out', async ({ page }) => {
  const email = uniqueEmail()
  await page.goto('/register')
  await page.getByLabel('Prénom').fill('Samir')
  await page.getByLabel('Nom', { exact: true }).fill('Bouzid')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill('secret-123')
  await page.getByLabel('Confirmer le mot de passe').fill('secret-123')
  await page.getByRole('button', { name: /Créer mon compte/ }).click()
  await expect(page.getByText('Compte créé avec succès\u202f!', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mot de passe').fill('secret-123')
  await page.getByRole('button', { name: /Se connecter/ }).click()
  await expect(page.getByText('Connexion réussie\u202f!', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 })
  await expect(page.getByRole('heading', { name: 'Espace Client' })).toBeVisible()
  await expect(page.getByText(/Samir/).first()).toBeVisible()
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'))).toMatchObject({
    firstName: 'Samir',
    lastName: 'Bouzid',
  })

  await page.getByRole('button', { name: /Déconnexion|Se déconnecter/ }).click()
  await expect(page.getByText('Vous avez été déconnecté avec succès.', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login$/)
})

test('shows the spec messages for invalid input and a duplicate account', async ({ page, app }) => {
  await page.goto('/register')
  await page.getByLabel('Prénom').fill('S')
  await page.getByLabel('Email').fill('pas-un-email')
  await page.getByLabel('Mot de passe', { exact: true }).fill('123')
  await page.getByLabel('Confirmer le mot de passe').fill('456')
  await page.getByRole('button', { name: /Créer mon compte/ }).click()
  await expect(page.getByText('Le prénom doit contenir au moins 2 caractères', { exact: true })).toBeVisible()
  await expect(page.getByText('Email invalide', { exact: true })).toBeVisible()
  await expect(page.getByText('Le mot de passe doit contenir au moins 6 caractères', { exact: true }).first()).toBeVisible()

  // The seeded demo client already exists.
  void app
  await page.getByLabel('Prénom').fill('Amina')
  await page.getByLabel('Nom', { exact: true }).fill('Benali')
  await page.getByLabel('Email').fill('client@example.com')
  await page.getByLabel('Mot de passe', { exact: true }).fill('secret-123')
  await page.getByLabel('Confirmer le mot de passe').fill('secret-123')
  await page.getByRole('button', { name: /Créer mon compte/ }).click()
  await expect(page.getByText('Un compte avec cet email existe déjà. Utilisez la page de connexion.', { exact: true })).toBeVisible()
})

test('a wrong password shows the login error toast', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill('client@example.com')
  await page.getByLabel('Mot de passe').fill('mauvais-mot')
  await page.getByRole('button', { name: /Se connecter/ }).click()
  await expect(page.getByText('Erreur de connexion', { exact: true })).toBeVisible()
  await expect(page.getByText('Email ou mot de passe incorrect.', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('resets the password through the email actually received', async ({ page, app }) => {
  const email = uniqueEmail('reset')
  const api = await page.request.post('/api/register', {
    data: { firstName: 'Lina', lastName: 'Mansouri', email, password: 'ancien-mdp' },
    headers: { Origin: app.server.baseUrl },
  })
  expect(api.status()).toBe(201)

  await page.goto('/login')
  await page.getByRole('link', { name: /Mot de passe oublié/ }).click()
  await expect(page).toHaveURL(/\/mot-de-passe-oublie$/)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: /Envoyer/ }).click()
  await expect(page.getByText('Email envoyé\u202f!', { exact: true })).toBeVisible()

  const mail = await app.smtp.waitForMail((m) => m.to.includes(email) && m.subject.includes('Réinitialisation'))
  const link = mail.links.find((url) => url.includes('/reinitialiser-mot-de-passe?token='))!
  await page.goto(link)
  await page.getByLabel('Nouveau mot de passe').fill('nouveau-mdp')
  await page.getByLabel('Confirmer le mot de passe').fill('nouveau-mdp')
  await page.getByRole('button', { name: /Réinitialiser/ }).click()
  await expect(page.getByText(/réinitialisé/i).first()).toBeVisible()
  await page
    .getByRole('link', { name: /connecter|connexion/i })
    .first()
    .click()
  await expect(page).toHaveURL(/\/login$/)

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mot de passe').fill('nouveau-mdp')
  await page.getByRole('button', { name: /Se connecter/ }).click()
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 })
})

test('a reset link without token says so and goes to /login', async ({ page }) => {
  await page.goto('/reinitialiser-mot-de-passe')
  await expect(page.getByText('Lien invalide', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('the dashboard redirects to /login when logged out', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login$/)
})

test('the account pages show their header, card and form before any JavaScript runs', async ({ browser, app }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: app.server.baseUrl })
  const page = await context.newPage()
  for (const [path, heading, labels] of [
    ['/login', 'Connexion', ['Email', 'Mot de passe']],
    ['/register', 'Créer un compte', ['Prénom', 'Email', 'Confirmer le mot de passe']],
    ['/mot-de-passe-oublie', 'Mot de passe oublié', ['Email']],
    ['/reinitialiser-mot-de-passe?token=exemple', 'Nouveau mot de passe', ['Nouveau mot de passe', 'Confirmer le mot de passe']],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('link', { name: /accueil/ }).first()).toHaveAttribute('href', '/')
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    for (const label of labels) await expect(page.getByLabel(label, { exact: true })).toBeVisible()
    await expect(page.locator('form button[type="submit"]')).toBeEnabled()
  }
  await context.close()
})

test('a page of forms runs no island code until the visitor uses it, then the form comes to life', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/login')
  await page.waitForLoadState('load')
  // Past the idle start of the islands that come to life on their own (1.5 s at most).
  await page.waitForTimeout(2_000)
  expect(scripts.filter((script) => /login-form|island-runtime/.test(script))).toEqual([])
  const island = page.locator('[data-island="login-form"]')
  await expect(island).toHaveAttribute('data-island-when', 'intent')
  await expect(island).not.toHaveAttribute('data-island-hydrated', 'true')

  await page.getByLabel('Email').focus()
  await expect(island).toHaveAttribute('data-island-hydrated', 'true')
  expect(scripts.some((script) => /\/assets\/login-form-/.test(script))).toBe(true)
})

test('a login sent before the form is alive is sent once it is, never with the password in an address', async ({ page }) => {
  const addresses: string[] = []
  page.on('request', (request) => addresses.push(request.url()))
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/login-form-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/login')
  await page.getByLabel('Email').fill('client@example.com')
  await page.getByLabel('Mot de passe').fill('demo1234')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.locator('[data-island="login-form"]')).not.toHaveAttribute('data-island-hydrated', 'true')
  await expect(page).toHaveURL(/\/login$/)

  release()
  await expect(page.getByText('Connexion réussie\u202f!', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 })
  expect(addresses.filter((address) => address.includes('demo1234'))).toEqual([])
})

test('the islands entry is fetched after the first paint, and a login sent before it runs is handed over, not lost', async ({ page }) => {
  const addresses: string[] = []
  page.on('request', (request) => addresses.push(request.url()))
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  // The page's inline loader (contract/islands-loader.ts) asks for the entry only once the page has painted.
  let paintedWhenAsked: Promise<boolean> | undefined
  await page.route(/\/assets\/islands-[^/]*\.js$/, async (route) => {
    paintedWhenAsked ??= page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    await held
    await route.continue()
  })
  await page.goto('/login')
  await expect.poll(() => paintedWhenAsked !== undefined).toBe(true)
  expect(await paintedWhenAsked).toBe(true)

  await page.getByLabel('Email').fill('client@example.com')
  await page.getByLabel('Mot de passe').fill('demo1234')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  // Held by the loader: no plain HTML post, the page stays.
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.locator('[data-island="login-form"]')).not.toHaveAttribute('data-island-hydrated', 'true')

  release()
  await expect(page.getByText('Connexion réussie\u202f!', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 })
  expect(addresses.filter((address) => address.includes('demo1234'))).toEqual([])
})
