/**
 * Playwright fixtures: one real server (Payload's admin included) and one SMTP catcher per
 * worker; `baseURL` points at it. A page that logs an unexpected console error fails its test.
 */
import { type APIRequestContext, test as base, expect, type Page, request as playwrightRequest } from '@playwright/test'
import type { AdminQueueResponse } from '@/contract/admin-queue'
import type { ThreadsResponse } from '@/contract/messages'
import { type SmtpCatcher, startSmtpCatcher } from '../helpers/smtp-catcher'
import { startTestServer, type TestServer } from '../helpers/test-server'

interface WorkerFixtures {
  app: { server: TestServer; smtp: SmtpCatcher }
}

// The browser reports failed requests (a 401 from /api/user when logged out, a refused key) as
// console errors; those are expected answers, not bugs.
const EXPECTED = [/Failed to load resource: the server responded with a status of (401|404|409|423|429|400)/]

let addresses = 0
/** A client address of its own (the server trusts X-Forwarded-For here): each visitor spends its own per-address budget. */
export const visitorAddress = () => `198.18.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`

/** An API client as another person's browser: the site's Origin, and an address of its own. */
export const apiContext = (baseURL: string) =>
  playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL, 'X-Forwarded-For': visitorAddress() } })

export const test = base.extend<{ consoleErrors: string[] }, WorkerFixtures>({
  app: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form
    async ({}, use) => {
      const smtp = await startSmtpCatcher()
      // TRUST_PROXY: each test comes from its own address (extraHTTPHeaders below), as visitors do.
      const server = await startTestServer({ smtpUrl: smtp.url, cmsAdmin: true, seedDemo: true, env: { TRUST_PROXY: '1' } })
      await use({ server, smtp })
      await server.stop()
      await smtp.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ app }, use) => use(app.server.baseUrl),
  // One client address per test: the per-address limits (sign-ups, checkouts: 20 an hour) are a
  // visitor's budget, and the whole suite's sign-ups from one address would spend it.
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form
  extraHTTPHeaders: async ({}, use) => use({ 'X-Forwarded-For': visitorAddress() }),
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED.some((pattern) => pattern.test(message.text()))) errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

let counter = 0
export const uniqueEmail = (prefix = 'client') => `${prefix}-${Date.now().toString(36)}-${counter++}@example.com`

/**
 * A form island (`intent`, web/src/app/islands.ts) comes to life at the visitor's first sign of
 * use: its first field is focused, as a visitor would, and the island awaited.
 */
export async function wakeIsland(page: Page, name: string) {
  const island = page.locator(`[data-island="${name}"]`)
  await island.locator('input, select, textarea').first().focus()
  await expect(island).toHaveAttribute('data-island-hydrated', 'true')
}

/**
 * The agent reads what earlier specs left unread on this worker's server: the queue shows the five
 * oldest first, and this spec's client must be among them.
 */
export async function readEveryWaitingMessage(staff: APIRequestContext) {
  for (let round = 0; round < 50; round++) {
    const { queue } = (await (await staff.get('/api/admin/queue')).json()) as AdminQueueResponse
    if (queue.messages.count === 0) return
    for (const item of queue.messages.items) {
      const { threads } = (await (await staff.get(`/api/messages/${item.id}/threads?limit=50`)).json()) as ThreadsResponse
      for (const thread of threads.filter((candidate) => candidate.unread > 0))
        expect((await staff.patch(`/api/messages/${item.id}/threads/${thread.id}/read`)).status()).toBe(200)
    }
  }
  throw new Error('The message queue did not empty')
}
