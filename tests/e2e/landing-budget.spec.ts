import { expect, test } from './fixtures'

// What the landing page may cost a visitor on a phone: scripts as sent over the wire (75 KB
// measured with the islands entry, react-dom and styled-components in brotli; the ceiling is 80 KB).
const LANDING_JS_BUDGET_BYTES = 78 * 1024

// The Arabic landing page (issue 37) sends the same islands: its chat widget gets its words as
// props from the server's HTML, never a message catalogue, so the same budget holds.
const LANDING_PAGES = [
  { path: '/', start: 'Je me lance !' },
  { path: '/ar', start: 'انطلق الآن!' },
]

for (const { path, start } of LANDING_PAGES) {
  test(`the landing page ${path} loads only public code, compressed, with React built for production`, async ({ page }) => {
    const scripts: { url: string; encodedBytes: number; encoding: string | undefined; text: string }[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      const sizes = await response.request().sizes()
      scripts.push({
        url: response.url(),
        encodedBytes: sizes.responseBodySize,
        encoding: response.headers()['content-encoding'],
        text: await response.text(),
      })
    })
    await page.goto(path)
    await expect(page.getByRole('link', { name: start })).toBeVisible()
    // Everything the first screen loads, the chat widget's island included.
    await expect(page.locator('[data-island="chat-widget"]')).toHaveAttribute('data-island-hydrated', 'true')
    await page.waitForLoadState('networkidle')

    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) {
      expect(script.url, 'admin, client-area and form code stay out of the landing page').not.toMatch(
        /admin|dashboard|form-field|login|register/,
      )
      // compression skips bodies under 1 KB, where it does not pay.
      if (script.text.length > 1024) expect(script.encoding ?? 'none', `${script.url} is compressed`).toMatch(/gzip|br/)
    }
    const all = scripts.map((script) => script.text).join('\n')
    expect(all, 'React production build').toContain('Minified React error')
    expect(all).not.toContain('validateDOMNesting')
    // No message catalogue rides with the page: the chat widget's words come in its props.
    expect(all, 'the landing catalogue stays out of the scripts').not.toContain('Choisissez une question pour démarrer')
    const total = scripts.reduce((sum, script) => sum + script.encodedBytes, 0)
    console.info(`landing page ${path} JavaScript: ${scripts.length} files, ${total} bytes (${Math.round(total / 1024)} KB) over the wire`)
    expect(total).toBeLessThan(LANDING_JS_BUDGET_BYTES)
  })
}
