/**
 * Project documents in a real browser (issue 17), at a phone width and a desktop width: the
 * client sends an identity paper, staff refuse it with a note, the client reads the note and
 * sends another, staff accept it and deposit the statutes, the client downloads them (same
 * name, same bytes). The lists' counters follow: 'Mes démarches' and the back-office badge.
 */
import fs from 'node:fs'
import { type APIRequestContext, type Page } from '@playwright/test'
import { DOCUMENT_ERRORS } from '@/contract/documents'
import type { ApiProject } from '@/contract/projects'
import { apiContext, expect, test, uniqueEmail } from './fixtures'
import { expectNoViolations } from './accessibility-check'

const PASSWORD = 'secret-documents-1'

/** A small but whole PDF: header, objects, cross-reference table, trailer, end marker. */
const pdf = (title: string) =>
  Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      `2 0 obj << /Type /Pages /Kids [] /Count 0 /Title (${title}) >> endobj`,
      'xref',
      '0 3',
      '0000000000 65535 f ',
      '0000000009 00000 n ',
      '0000000058 00000 n ',
      'trailer << /Size 3 /Root 1 0 R >>',
      'startxref',
      '120',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  )

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

/** WCAG 2.1 A and AA (labels, contrast, names), as tests/e2e/accessibility.spec.ts checks the other screens. */

async function httpClient(baseURL: string): Promise<APIRequestContext> {
  return apiContext(baseURL)
}

/** A file dropped on the upload zone (the file input's label), as a drag from the desktop does. */
async function dropFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, name, mimeType }) => {
      const transfer = new DataTransfer()
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0))
      transfer.items.add(new File([bytes], name, { type: mimeType }))
      return transfer
    },
    { base64: file.buffer.toString('base64'), name: file.name, mimeType: file.mimeType },
  )
  const zone = documentsOf(page).locator('label:has(input[type="file"])')
  await zone.dispatchEvent('dragenter', { dataTransfer })
  await zone.dispatchEvent('drop', { dataTransfer })
}

const documentsOf = (page: Page) => page.getByRole('region', { name: 'Documents', exact: true })
const fileInput = (page: Page) => documentsOf(page).getByLabel('Choisir un fichier à envoyer')

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`project documents (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('identity sent, refused with a note, sent again, accepted; statutes deposited and downloaded', async ({ page, browser, app }) => {
      const baseURL = app.server.baseUrl
      const lastName = `Doc${viewport.name === 'phone' ? 'Mobile' : 'Bureau'}`
      const email = uniqueEmail('documents')
      // The files' names are unique per run: the server keeps names unique across projects (x-1.pdf).
      const suffix = viewport.name
      const identity = `cni-amel-${suffix}.pdf`
      const identityAgain = `cni-couleur-${suffix}.png`
      const statutesName = `statuts-sarl-${suffix}.pdf`
      const api = await httpClient(baseURL)
      const registered = await api.post('/api/register', { data: { firstName: 'Amel', lastName, email, password: PASSWORD } })
      const { user } = await registered.json()
      expect((await api.post('/api/login', { data: { email, password: PASSWORD } })).status()).toBe(200)
      const created = await api.post(`/api/projects/${user.id}`, { data: { name: `Création SARL ${lastName}`, type: 'creation' } })
      const { project } = (await created.json()) as { project: ApiProject }
      await api.dispose()

      // The client logs in: 'Mes démarches' counts the two required papers.
      await page.goto('/login')
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Mot de passe').fill(PASSWORD)
      await page.getByRole('button', { name: /Se connecter/ }).click()
      await expect(page).toHaveURL(/\/dashboard$/)
      await page.getByRole('tab', { name: 'Mes démarches' }).click()
      await expect(page.getByText('2 documents à fournir', { exact: true })).toBeVisible()
      await page.getByRole('link', { name: `Création SARL ${lastName}` }).click()
      await expect(page).toHaveURL(new RegExp(`/project/${project.id}$`))

      // The checklist, and the selector on the first missing paper.
      const documents = documentsOf(page)
      await expect(documents.getByRole('list', { name: 'À fournir par vous' })).toContainText('Pièce d’identité')
      await expect(documents.getByRole('list', { name: 'Remis par notre équipe' }).getByText('À venir').first()).toBeVisible()
      await expect(documents.getByLabel('Type de document')).toHaveValue('identity')

      // A wrong file is refused before sending, with the server's French message.
      await fileInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('bonjour') })
      await expect(documents.getByRole('alert')).toHaveText(DOCUMENT_ERRORS.fileType)

      // The identity paper.
      await fileInput(page).setInputFiles({ name: identity, mimeType: 'application/pdf', buffer: pdf('cni') })
      await expect(page.getByText('Document envoyé', { exact: true })).toBeVisible()
      const sent = documents.getByRole('list', { name: 'Documents envoyés' })
      await expect(sent.getByRole('listitem').filter({ hasText: identity })).toContainText('En cours de vérification')
      await expect(documents.getByLabel('Type de document')).toHaveValue('address_proof')

      // Staff, in their own browser: the list's badge, then the refusal with a note (required).
      const staffContext = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } })
      const staff = await staffContext.newPage()
      await staff.goto('/admin')
      await staff.getByLabel('Clé d’administration').fill(app.server.adminKey)
      await staff.getByRole('button', { name: /Accéder|Se connecter|Connexion/ }).click()
      await expect(staff.getByText('Accès autorisé', { exact: true })).toBeVisible()
      await staff.goto(`/admin/projects?q=${lastName}`)
      const card = staff.getByRole('listitem').filter({ hasText: `Création SARL ${lastName}` })
      await expect(card.getByText('1 document à vérifier', { exact: true })).toBeVisible()
      await staff.goto(`/admin/project/${project.id}`)
      const staffDocuments = documentsOf(staff)
      await expect(staffDocuments.getByRole('button', { name: /^Accepter/ })).toBeVisible()
      await expectNoViolations(staff, 'back-office documents with a file to review')
      await staffDocuments.getByRole('button', { name: new RegExp(`^Refuser .*${identity}`) }).click()
      const dialog = staff.getByRole('dialog', { name: 'Refuser le document' })
      await dialog.getByRole('button', { name: 'Refuser le document' }).click()
      await expect(dialog.getByText(DOCUMENT_ERRORS.noteRequired)).toBeVisible()
      await dialog.getByLabel('Motif du refus').fill('La copie est illisible : merci d’envoyer un scan en couleur.')
      await dialog.getByRole('button', { name: 'Refuser le document' }).click()
      await expect(staff.getByText('Document refusé', { exact: true })).toBeVisible()
      await expect(dialog).toBeHidden()

      // The client reads the note, and sends another file.
      await page.reload()
      const refused = sent.getByRole('listitem').filter({ hasText: identity })
      await expect(refused).toContainText('Refusé')
      await expect(refused).toContainText('La copie est illisible : merci d’envoyer un scan en couleur.')
      await expect(refused.getByRole('button', { name: /Supprimer/ })).toHaveCount(0)
      await expect(documents.getByText('À renvoyer', { exact: true })).toBeVisible()
      await expectNoViolations(page, 'client documents with a refused file')
      await expect(documents.getByLabel('Type de document')).toHaveValue('identity')
      // This time dropped on the zone, as from the desktop.
      await dropFile(page, { name: identityAgain, mimeType: 'image/png', buffer: PNG })
      await expect(page.getByText('Document envoyé', { exact: true })).toBeVisible()
      await expect(sent.getByRole('listitem').filter({ hasText: identityAgain })).toContainText('En cours de vérification')

      // Staff accept it, then deposit the statutes (the first official document still to give).
      await staff.reload()
      await staffDocuments.getByRole('button', { name: new RegExp(`^Accepter .*${identityAgain}`) }).click()
      await expect(staff.getByText('Document accepté', { exact: true })).toBeVisible()
      await expect(staffDocuments.getByRole('listitem').filter({ hasText: identityAgain })).toContainText('Accepté')
      await expect(staffDocuments.getByLabel('Type de document officiel')).toHaveValue('statutes')
      const statutes = pdf('statuts')
      await fileInput(staff).setInputFiles({ name: statutesName, mimeType: 'application/pdf', buffer: statutes })
      await expect(staff.getByText('Document déposé', { exact: true })).toBeVisible()
      await expect(staffDocuments.getByRole('list', { name: 'Documents officiels', exact: true })).toContainText(statutesName)
      await staffContext.close()

      // The client downloads the statutes: same name, same bytes.
      await page.reload()
      const received = documents.getByRole('list', { name: 'Documents reçus' })
      await expect(received).toContainText('Statuts de la société')
      await expect(received).toContainText('Disponible')
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        received.getByRole('link', { name: new RegExp(`Télécharger .*${statutesName}`) }).click(),
      ])
      expect(download.suggestedFilename()).toBe(statutesName)
      expect(fs.readFileSync((await download.path())!)).toEqual(statutes)
      await expect(sent.getByRole('listitem').filter({ hasText: identityAgain })).toContainText('Accepté')
    })
  })
}
