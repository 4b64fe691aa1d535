/**
 * The blog's back-office in a real browser against the real server (spec 2 §2, §5, §8), at a
 * phone width and a desktop width: a category and a tag created in their dialogs (slugs from
 * accented names), an article written in the Lexical editor (auto-filled slug, SEO title,
 * excerpt and reading time), published, read back through the public API, modified, deleted;
 * a category still in use refused with the server's message; the tag deleted.
 */
import AxeBuilder from '@axe-core/playwright'
import type { ApiBlogPost } from '@/contract/blog'
import { expect, test } from './fixtures'
import { logInToBackOffice } from './back-office-login'

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800, suffix: 'Été' },
  { name: 'phone', width: 390, height: 844, suffix: 'Hiver' },
]) {
  test.describe(`blog back-office (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('category and tag dialogs, an article written, published, modified and deleted, a category in use refused', async ({
      page,
      app,
    }) => {
      test.setTimeout(180_000)
      const categoryName = `Fiscalité & Comptabilité ${viewport.suffix}`
      const categorySlug = `fiscalite-comptabilite-${viewport.suffix === 'Été' ? 'ete' : 'hiver'}`
      const tagName = `Société à responsabilité ${viewport.suffix}`
      const tagSlug = `societe-a-responsabilite-${viewport.suffix === 'Été' ? 'ete' : 'hiver'}`
      const title = `Ouvrir une SARL à Oran en ${viewport.suffix.toLowerCase()} : le guide`
      await logInToBackOffice(page, app.server.adminKey)

      // The tabs: in the address, so a reload keeps the chosen one.
      await page.goto('/admin/blog')
      await expect(page.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true')
      await page.getByRole('tab', { name: 'Catégories' }).click()
      await expect(page).toHaveURL(/tab=categories/)
      await page.reload()
      await expect(page.getByRole('tab', { name: 'Catégories' })).toHaveAttribute('aria-selected', 'true')

      // A category: the slug comes from the accented name; a too short name is refused first.
      await page.getByRole('button', { name: 'Nouvelle catégorie' }).click()
      let dialog = page.getByRole('dialog', { name: 'Nouvelle catégorie' })
      await dialog.getByLabel('Nom').fill('F')
      await dialog.getByRole('button', { name: 'Créer' }).click()
      await expect(dialog.getByText('Le nom doit contenir au moins 2 caractères', { exact: true })).toBeVisible()
      await dialog.getByLabel('Nom').fill(categoryName)
      await expect(dialog.getByLabel('Slug')).toHaveValue(categorySlug)
      await dialog.getByLabel('Description (facultative)').fill('Impôts, TVA et bilans de la première année.')
      await dialog.getByLabel('Code couleur (hex)').fill('#15803D')
      await dialog.getByRole('button', { name: 'Créer' }).click()
      await expect(page.getByText('Catégorie créée\u202f!', { exact: true })).toBeVisible()
      await expect(page.getByRole('listitem').filter({ hasText: categoryName })).toContainText(`/${categorySlug} · aucun article`)

      // A tag, the same way.
      await page.getByRole('tab', { name: 'Tags' }).click()
      await page.getByRole('button', { name: 'Nouveau tag' }).click()
      dialog = page.getByRole('dialog', { name: 'Nouveau tag' })
      await dialog.getByLabel('Nom').fill(tagName)
      await expect(dialog.getByLabel('Slug')).toHaveValue(tagSlug)
      await dialog.getByRole('button', { name: 'Créer' }).click()
      await expect(page.getByText('Tag créé\u202f!', { exact: true })).toBeVisible()
      await expect(page.getByRole('listitem').filter({ hasText: tagName })).toContainText(`/${tagSlug}`)

      // The editor: a too short title and no content are refused with the spec's messages.
      await page.getByRole('tab', { name: 'Articles' }).click()
      await page.getByRole('link', { name: 'Nouvel article' }).click()
      await expect(page).toHaveURL(/\/admin\/blog\/create$/)
      await page.getByLabel('Titre', { exact: true }).fill('SARL')
      await page.getByRole('button', { name: 'Publier', exact: true }).click()
      await expect(page.getByText('Le titre doit contenir au moins 5 caractères', { exact: true })).toBeVisible()
      await expect(page.getByText('Le contenu doit contenir au moins 50 caractères', { exact: true })).toBeVisible()

      // The title fills the slug and the SEO title.
      await page.getByLabel('Titre', { exact: true }).fill(title)
      const slug = `ouvrir-une-sarl-a-oran-en-${viewport.suffix === 'Été' ? 'ete' : 'hiver'}-le-guide`
      await expect(page.getByLabel('Slug')).toHaveValue(slug)
      await expect(page.getByLabel('Titre SEO')).toHaveValue(title)
      await expect(page.getByText('Le titre doit contenir au moins 5 caractères', { exact: true })).toBeHidden()

      // The content, typed in Lexical with the toolbar: a heading and a bold word.
      const content = page.getByRole('textbox', { name: 'Contenu' })
      await content.click()
      await page.getByRole('button', { name: 'Titre de section (H2)' }).click()
      await expect(page.getByRole('button', { name: 'Titre de section (H2)' })).toHaveAttribute('aria-pressed', 'true')
      await page.keyboard.type('Les démarches au CNRC')
      await page.keyboard.press('Enter')
      await page.keyboard.type('Il faut réunir ')
      await page.getByRole('button', { name: 'Gras' }).click()
      await expect(page.getByRole('button', { name: 'Gras' })).toHaveAttribute('aria-pressed', 'true')
      await page.keyboard.type('le capital social')
      await page.getByRole('button', { name: 'Gras' }).click()
      await page.keyboard.type(', faire rédiger les statuts chez le notaire, puis déposer le dossier au registre du commerce.')
      // A link on the last word: a javascript: address is refused in the dialog, an https one is kept.
      await page.keyboard.type(' Le site du CNRC')
      await page.keyboard.down('Shift')
      for (let i = 0; i < 'CNRC'.length; i++) await page.keyboard.press('ArrowLeft')
      await page.keyboard.up('Shift')
      await page.getByRole('button', { name: 'Lien', exact: true }).click()
      const linkDialog = page.getByRole('dialog', { name: 'Ajouter un lien' })
      await linkDialog.getByLabel('Adresse du lien').fill('javascript:alert(1)')
      await linkDialog.getByRole('button', { name: 'Ajouter le lien' }).click()
      await expect(
        linkDialog.getByText('Adresse invalide\u00a0: elle doit commencer par https:// ou mailto:', { exact: true }),
      ).toBeVisible()
      await linkDialog.getByLabel('Adresse du lien').fill('https://sidjilcom.cnrc.dz')
      await linkDialog.getByRole('button', { name: 'Ajouter le lien' }).click()
      await expect(content.locator('a[href="https://sidjilcom.cnrc.dz"]')).toHaveText('CNRC')
      await expect(page).toHaveURL(/\/admin\/blog\/create$/)
      await expect(content.locator('h2')).toHaveText('Les démarches au CNRC')
      await expect(content.locator('strong')).toHaveText('le capital social')
      // The excerpt and the reading time follow the content.
      await expect(page.getByLabel('Extrait')).toHaveValue(/^Les démarches au CNRC Il faut réunir le capital social, faire rédiger/)
      await expect(page.getByLabel('Temps de lecture (minutes)')).toHaveValue('1')
      await expect(page.getByText('Le contenu doit contenir au moins 50 caractères', { exact: true })).toBeHidden()

      // Category and tag, then publish.
      await page.getByLabel('Catégorie').selectOption({ label: categoryName })
      await page.getByRole('checkbox', { name: tagName }).check()
      await page.getByRole('button', { name: 'Publier', exact: true }).click()
      await expect(page.getByText('Article créé\u202f!', { exact: true })).toBeVisible()
      await expect(page).toHaveURL(/\/admin\/blog$/)
      await page.getByLabel('Rechercher un article').fill(title)
      const card = page.getByRole('listitem').filter({ hasText: title })
      await expect(card).toContainText('Publié')
      await expect(card).toContainText(categoryName)
      await expect(card.getByRole('link', { name: /Voir/ })).toHaveAttribute('href', `/blog/${slug}`)
      await expect(card.getByRole('link', { name: /Voir/ })).toHaveAttribute('target', '_blank')

      // What the public reads: the heading and the bold word made it to the stored HTML.
      const published = await page.request.get(`/api/blog/posts/${slug}`)
      expect(published.status()).toBe(200)
      const { post } = (await published.json()) as { post: ApiBlogPost }
      expect(post.content).toMatch(/<h2[^>]*>Les démarches au CNRC<\/h2>/)
      expect(post.content).toMatch(/<strong[^>]*>le capital social<\/strong>/)
      expect(post.content).toMatch(/<a[^>]*href="https:\/\/sidjilcom\.cnrc\.dz"[^>]*>CNRC<\/a>/)
      expect(post).toMatchObject({ status: 'published', metaTitle: title, readingTimeMinutes: 1 })
      expect(post.category?.name).toBe(categoryName)
      expect(post.tags.map((tag) => tag.name)).toEqual([tagName])
      expect(post.publishedAt).not.toBeNull()

      // Modify it: the slug stays, the new title shows in the list.
      await card.getByRole('link', { name: /Modifier/ }).click()
      await expect(page).toHaveURL(/\/admin\/blog\/edit\/\d+$/)
      await expect(page.getByRole('textbox', { name: 'Contenu' }).locator('h2')).toHaveText('Les démarches au CNRC')
      await expect(page.getByLabel('Catégorie')).toHaveValue(String(post.categoryId))
      await page.getByLabel('Titre', { exact: true }).fill(`${title} (mis à jour)`)
      await expect(page.getByLabel('Slug')).toHaveValue(slug)
      // The date is typed in the browser's time (Europe/Paris here) and sent as an instant.
      await page.getByLabel('Date de publication').fill('2026-03-15T10:30')
      await page.getByRole('button', { name: 'Modifier', exact: true }).click()
      await expect(page.getByText('Article modifié\u202f!', { exact: true })).toBeVisible()
      await expect(page).toHaveURL(/\/admin\/blog$/)
      await page.getByLabel('Rechercher un article').fill(title)
      await expect(page.getByRole('heading', { name: `${title} (mis à jour)` })).toBeVisible()
      await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Publié le 15 mars 2026 à 10:30')
      const modified = (await (await page.request.get(`/api/blog/posts/${slug}`)).json()) as { post: ApiBlogPost }
      expect(modified.post).toMatchObject({ title: `${title} (mis à jour)`, publishedAt: '2026-03-15T09:30:00.000Z' })

      // Its category cannot go while the article uses it: the server says why.
      await page.getByRole('tab', { name: 'Catégories' }).click()
      await page.getByRole('button', { name: `Supprimer « ${categoryName} »` }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer', exact: true }).click()
      await expect(
        page.getByText('Impossible de supprimer cette catégorie : 1 article l’utilise. Changez sa catégorie d’abord.', { exact: true }),
      ).toBeVisible()
      await expect(page.getByRole('listitem').filter({ hasText: categoryName })).toContainText('1 article')

      // Delete the article, after the confirmation.
      await page.getByRole('tab', { name: 'Articles' }).click()
      await page.getByLabel('Rechercher un article').fill(title)
      await page.getByRole('button', { name: `Supprimer l’article « ${title} (mis à jour) »` }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer', exact: true }).click()
      await expect(page.getByText('Article supprimé\u202f!', { exact: true })).toBeVisible()
      await expect(page.getByText('Aucun article ne correspond à ces filtres.')).toBeVisible()
      expect((await page.request.get(`/api/blog/posts/${slug}`)).status()).toBe(404)

      // Delete the tag; the category, now empty, goes too.
      await page.getByRole('tab', { name: 'Tags' }).click()
      await page.getByRole('button', { name: `Supprimer « ${tagName} »` }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer', exact: true }).click()
      await expect(page.getByText('Tag supprimé\u202f!', { exact: true })).toBeVisible()
      await expect(page.getByRole('listitem').filter({ hasText: tagName })).toHaveCount(0)
      await page.getByRole('tab', { name: 'Catégories' }).click()
      await page.getByRole('button', { name: `Supprimer « ${categoryName} »` }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer', exact: true }).click()
      await expect(page.getByText('Catégorie supprimée\u202f!', { exact: true })).toBeVisible()
    })
  })
}

test('a refused save keeps everything typed and says why; the list, a dialog and the editor pass axe; the tabs follow the arrows', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000)
  await logInToBackOffice(page, app.server.adminKey)
  const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

  await page.goto('/admin/blog')
  await expect(page.getByRole('listitem').first()).toBeVisible()
  expect((await new AxeBuilder({ page }).withTags(wcag).analyze()).violations).toEqual([])
  await page.getByRole('tab', { name: 'Articles' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Catégories' })).toBeFocused()
  await expect(page).toHaveURL(/tab=categories/)
  await page.keyboard.press('End')
  // The last tab is the newsletter's (issue 36); the arrow back lands on Tags.
  await expect(page.getByRole('tab', { name: 'Lettre d’information' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('tab', { name: 'Tags' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('button', { name: 'Nouveau tag' }).click()
  await expect(page.getByRole('dialog', { name: 'Nouveau tag' })).toBeVisible()
  expect((await new AxeBuilder({ page }).withTags(wcag).analyze()).violations).toEqual([])
  await page.keyboard.press('Escape')

  // The demo article's slug is taken: the server refuses, the form keeps every field.
  await page.goto('/admin/blog/create')
  const title = 'Un article dont le slug est déjà pris'
  await page.getByLabel('Titre', { exact: true }).fill(title)
  await page.getByLabel('Slug').fill('creer-une-sarl-en-algerie')
  const text = 'Ce texte doit survivre à un enregistrement refusé par le serveur, mot pour mot.'
  await page.getByRole('textbox', { name: 'Contenu' }).click()
  await page.keyboard.type(text)
  await page.getByLabel('Description SEO').fill('Une description à garder.')
  expect((await new AxeBuilder({ page }).withTags(wcag).analyze()).violations).toEqual([])
  await page.getByRole('button', { name: 'Brouillon', exact: true }).click()
  await expect(page.getByText('Erreur', { exact: true })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Ce slug est déjà utilisé par un autre article' }).first()).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/blog\/create$/)
  await expect(page.getByLabel('Titre', { exact: true })).toHaveValue(title)
  await expect(page.getByRole('textbox', { name: 'Contenu' })).toHaveText(text)
  await expect(page.getByLabel('Description SEO')).toHaveValue('Une description à garder.')
  await expect(page.getByLabel('Extrait')).toHaveValue(text)

  // A new slug, and the same form saves as a draft.
  await page.getByLabel('Slug').fill('un-article-dont-le-slug-etait-pris')
  await page.getByRole('button', { name: 'Brouillon', exact: true }).click()
  await expect(page.getByText('Article créé\u202f!', { exact: true })).toBeVisible()
  await page.getByLabel('Rechercher un article').fill(title)
  const card = page.getByRole('listitem').filter({ hasText: title })
  await expect(card).toContainText('Brouillon')
  await expect(card.getByRole('link', { name: /Voir/ })).toHaveCount(0)
})

test('leaving the editor with unsaved changes asks first', async ({ page, app }) => {
  await logInToBackOffice(page, app.server.adminKey)
  await page.goto('/admin/blog/create')
  await page.getByLabel('Titre', { exact: true }).fill('Un brouillon pas encore enregistré')
  await page.getByRole('link', { name: 'Annuler' }).click()
  const warning = page.getByRole('alertdialog', { name: 'Quitter sans enregistrer\u00a0?' })
  await warning.getByRole('button', { name: 'Rester sur la page' }).click()
  await expect(page).toHaveURL(/\/admin\/blog\/create$/)
  await expect(page.getByLabel('Titre', { exact: true })).toHaveValue('Un brouillon pas encore enregistré')
  await page.getByRole('link', { name: 'Annuler' }).click()
  await warning.getByRole('button', { name: 'Quitter sans enregistrer' }).click()
  await expect(page).toHaveURL(/\/admin\/blog$/)
})

test('an unknown article in the editor says so, with a way back', async ({ page, app }) => {
  await logInToBackOffice(page, app.server.adminKey)
  await page.goto('/admin/blog/edit/999999')
  await expect(page.getByText('Article non trouvé', { exact: true })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: '← Retour au blog' }).click()
  await expect(page).toHaveURL(/\/admin\/blog$/)
})

test('the article list filters by language: the Arabic articles alone, each marked « Arabe » (issue 37)', async ({ page, app }) => {
  await logInToBackOffice(page, app.server.adminKey)
  await page.goto('/admin/blog')
  await page.getByLabel('Langue').selectOption('ar')
  await expect(page).toHaveURL(/langue=ar/)
  const cards = page.getByRole('list', { name: 'Articles' }).locator(':scope > li')
  await expect(page.getByRole('heading', { name: /أشكال الشركات في الجزائر/ })).toHaveAttribute('lang', 'ar')
  await expect(page.getByText('Créer une SARL en Algérie', { exact: false })).toHaveCount(0)
  const count = await cards.count()
  expect(count).toBeGreaterThanOrEqual(2)
  for (let index = 0; index < count; index += 1) await expect(cards.nth(index).getByText('Arabe', { exact: true })).toBeVisible()
  // A reload keeps the filter (it lives in the address).
  await page.reload()
  await expect(page.getByLabel('Langue')).toHaveValue('ar')
})
