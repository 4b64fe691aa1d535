/**
 * The image library in the blog's back-office (issue 36 item 1), in a real browser at a phone
 * width and a desktop width: an image uploaded with its alt text through the picker and chosen
 * as the cover, another library image found by search and inserted in the body, the article
 * published, and both images shown sized on the public article. Axe finds nothing in the picker
 * nor on the article.
 */
import sharp from 'sharp'
import { expect, test } from './fixtures'
import { expectNoViolations } from './accessibility-check'
import { logInToBackOffice } from './back-office-login'

/** A real photo-like JPEG: a gradient with a shape, `width` × `height`. */
const picture = (width: number, height: number, colour: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="70%" cy="40%" r="18%" fill="#fbbf24"/></svg>`,
    ),
  )
    .jpeg({ quality: 80 })
    .toBuffer()

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800, word: 'bureau' },
  { name: 'phone', width: 390, height: 844, word: 'guichet' },
]) {
  test.describe(`blog image library (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('an image uploaded as the cover, another inserted in the body, both on the public article', async ({ page, app }, testInfo) => {
      test.setTimeout(180_000)
      const slug = `images-du-${viewport.word}`
      const coverAlt = `Un ${viewport.word} de création d’entreprise à Alger`
      const bodyAlt = `Le schéma des statuts (${viewport.word})`
      await logInToBackOffice(page, app.server.adminKey)

      // A library image already there, for the body: sent through /api as the picker sends it.
      const bodyUpload = await page.request.post('/api/blog/media', {
        headers: { Origin: app.server.baseUrl },
        multipart: { alt: bodyAlt, file: { name: 'schema.jpg', mimeType: 'image/jpeg', buffer: await picture(1200, 800, '#15803d') } },
      })
      expect(bodyUpload.status()).toBe(201)

      await page.goto('/admin/blog/create')
      await page.getByLabel('Titre', { exact: true }).fill(`Des images pour le ${viewport.word}`)
      await page.getByLabel('Slug').fill(slug)
      const content = page.getByRole('textbox', { name: 'Contenu' })
      await content.click()
      await page.keyboard.type('Un article illustré : la couverture et un schéma viennent de la bibliothèque d’images du blog.')

      // The cover: the picker's upload form, refused empty, then an image and its alt text.
      await page.getByRole('button', { name: 'Choisir dans la bibliothèque' }).click()
      const picker = page.getByRole('dialog', { name: 'Choisir l’image à la une' })
      await expect(picker.getByRole('button', { name: bodyAlt })).toBeVisible()
      await picker.getByRole('button', { name: 'Envoyer et choisir' }).click()
      await expect(picker.getByText('Veuillez joindre une image', { exact: true })).toBeVisible()
      await expect(picker.getByText('Le texte alternatif doit contenir au moins 3 caractères', { exact: true })).toBeVisible()
      await expectNoViolations(page, 'picker with errors')
      await page.screenshot({ path: testInfo.outputPath(`picker-${viewport.width}.png`), fullPage: false })
      await picker
        .getByLabel('Fichier')
        .setInputFiles({ name: 'Couverture Alger.jpg', mimeType: 'image/jpeg', buffer: await picture(1800, 1000, '#1d4ed8') })
      await picker.getByLabel('Texte alternatif').fill(coverAlt)
      await picker.getByRole('button', { name: 'Envoyer et choisir' }).click()
      await expect(picker).toBeHidden()
      await expect(page.getByLabel('Adresse de l’image')).toHaveValue(/^\/media\/blog\/couverture-alger-[0-9a-f]{8}\.jpg$/)
      await expect(page.getByRole('img', { name: 'Aperçu de l’image à la une' })).toBeVisible()

      // The body: « Insérer une image », found by its alt text, chosen with the keyboard.
      await content.click()
      await page.keyboard.press('End')
      await page.getByRole('button', { name: 'Insérer une image' }).click()
      const inserter = page.getByRole('dialog', { name: 'Insérer une image' })
      await inserter.getByLabel('Rechercher une image').fill(viewport.word === 'bureau' ? 'schéma des statuts (bureau' : 'statuts (guichet')
      const choice = inserter.getByRole('button', { name: bodyAlt })
      await expect(inserter.getByRole('list').getByRole('button')).toHaveCount(1)
      await choice.focus()
      await page.keyboard.press('Enter')
      await expect(inserter).toBeHidden()
      await expect(content.getByRole('img', { name: bodyAlt })).toBeVisible()
      await page.screenshot({ path: testInfo.outputPath(`editor-${viewport.width}.png`), fullPage: true })

      await page.getByRole('button', { name: 'Publier', exact: true }).click()
      await expect(page.getByText('Article créé\u202f!', { exact: true })).toBeVisible()

      // Opened again and saved as it is: the body's image comes back from the stored HTML and stays.
      const saved = (await (await page.request.get(`/api/blog/posts/${slug}`)).json()) as { post: { id: number } }
      await page.goto(`/admin/blog/edit/${saved.post.id}`)
      await expect(page.getByRole('textbox', { name: 'Contenu' }).getByRole('img', { name: bodyAlt })).toBeVisible()
      await page.getByLabel('Titre', { exact: true }).fill(`Des images pour le ${viewport.word} (relu)`)
      await page.getByRole('button', { name: 'Modifier', exact: true }).click()
      await expect(page.getByText('Article modifié\u202f!', { exact: true })).toBeVisible()

      // The public article: the cover first and sized, the body's image sized and lazy, both loaded.
      await page.goto(`/blog/${slug}`)
      const cover = page.locator('article picture img').first()
      await expect(cover).toHaveAttribute('srcset', /480w/)
      await expect(cover).toHaveAttribute('width', '1800')
      await expect(cover).toHaveAttribute('fetchpriority', 'high')
      const bodyImage = page.getByRole('img', { name: bodyAlt })
      await expect(bodyImage).toHaveAttribute('srcset', /480w/)
      await expect(bodyImage).toHaveAttribute('loading', 'lazy')
      await bodyImage.scrollIntoViewIfNeeded()
      for (const image of [cover, bodyImage]) {
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0)
      }
      // The browser took a WebP from the picture's sources, no wider than it needs.
      const chosen = await cover.evaluate((element: HTMLImageElement) => element.currentSrc)
      expect(chosen).toMatch(/\.webp$/)
      await expectNoViolations(page, 'article with images')
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.screenshot({ path: testInfo.outputPath(`article-${viewport.width}.png`), fullPage: true })

      // The list: every card's cover from the library (the demo's too), sized for the grid, lazy.
      await page.goto('/blog')
      const covers = page.locator('main article picture img')
      await expect(covers.first()).toBeVisible()
      expect(await covers.count()).toBeGreaterThanOrEqual(7)
      for (const image of await covers.all()) {
        await expect(image).toHaveAttribute('srcset', /480w/)
        await expect(image).toHaveAttribute('sizes', /380px/)
        await expect(image).toHaveAttribute('loading', 'lazy')
      }
      await expect
        .poll(() => covers.first().evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
        .toBeGreaterThan(0)
      await expectNoViolations(page, '/blog with covers')
      await page.screenshot({ path: testInfo.outputPath(`list-${viewport.width}.png`), fullPage: false })
    })
  })
}
