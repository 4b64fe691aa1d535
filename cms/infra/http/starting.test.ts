import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerWhileStarting } from './starting'

let server: http.Server
let base: string

beforeAll(async () => {
  server = http.createServer(answerWhileStarting('Lance ta Boîte'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the answer while the server starts', () => {
  it('tells the readiness probe and every /api caller in JSON, with when to try again', async () => {
    for (const path of ['/api/health/ready', '/api/health', '/api/login']) {
      const response = await fetch(`${base}${path}`)
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('3')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({
        success: false,
        status: 'starting',
        error: 'Le serveur démarre\u00a0: réessayez dans quelques secondes.',
        message: 'Le serveur démarre\u00a0: réessayez dans quelques secondes.',
      })
    }
  })

  it('answers an Arabic caller of /api in Arabic', async () => {
    const response = await fetch(`${base}/api/login`, { headers: { 'Accept-Language': 'ar' } })
    expect(response.status).toBe(503)
    expect(response.headers.get('content-language')).toBe('ar')
    expect(await response.json()).toEqual({
      success: false,
      status: 'starting',
      error: 'الخادم بصدد التشغيل: يُرجى إعادة المحاولة بعد بضع ثوانٍ.',
      message: 'الخادم بصدد التشغيل: يُرجى إعادة المحاولة بعد بضع ثوانٍ.',
    })
  })

  it('shows people a French page that reloads itself, runs no script and is not indexed', async () => {
    const response = await fetch(`${base}/dashboard`)
    expect(response.status).toBe(503)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/)
    const html = await response.text()
    expect(html).toContain('<html lang="fr">')
    expect(html).toContain('<meta http-equiv="refresh" content="3">')
    expect(html).toContain('Le site démarre…')
    expect(html).toContain('Lance ta Boîte')
    expect(html).not.toMatch(/<script/i)
  })

  it('answers HEAD without a body', async () => {
    const response = await fetch(`${base}/`, { method: 'HEAD' })
    expect(response.status).toBe(503)
    expect(await response.text()).toBe('')
  })
})
