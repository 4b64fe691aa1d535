/**
 * `npm run screenshots`: starts a seeded server, logs in as the demo client and as admin,
 * and captures each screen at phone and desktop widths into test-results/screenshots/.
 */
import fs from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumPath } from '../playwright.config'
import { startTestServer } from '../tests/helpers/test-server'
import { build } from './build.mjs'

const OUT = 'test-results/screenshots'
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } }
const PUBLIC = ['/', '/login', '/register', '/mot-de-passe-oublie', '/reinitialiser-mot-de-passe?token=exemple', '/admin', '/page-inconnue']

build()
fs.mkdirSync(OUT, { recursive: true })
const server = await startTestServer({ seedDemo: true })
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport, locale: 'fr-FR', baseURL: server.baseUrl })
    const page = await context.newPage()
    const shot = async (label: string) => page.screenshot({ path: `${OUT}/${label}-${name}.png`, fullPage: true })
    for (const path of PUBLIC) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await shot(path.replace(/[/?=]+/g, '-').replace(/^-|-$/g, '') || 'accueil')
    }
    await page.request.post('/api/login', {
      data: { email: 'client@example.com', password: 'demo1234' },
      headers: { Origin: server.baseUrl },
    })
    await page.goto('/dashboard')
    await page.waitForLoadState('networkidle')
    await shot('dashboard')
    await page.request.post('/api/admin/login', { data: { adminKey: server.adminKey }, headers: { Origin: server.baseUrl } })
    await page.goto('/admin')
    await page.waitForLoadState('networkidle')
    await shot('admin-accueil')
    await context.close()
  }
} finally {
  await browser.close()
  await server.stop()
}
console.log(`Captures dans ${OUT}/`)
