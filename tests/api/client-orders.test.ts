/**
 * GET /api/orders and GET /api/orders/{id}/receipt (issue 33, « Mes commandes »): a client sees
 * its own orders only, and downloads the receipt of a paid one; nobody else can.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrdersResponse } from '@/contract/payments'
import { ApiClient } from '../helpers/api-client'
import { loggedInClient } from '../helpers/factories'
import { checkoutRequest } from '../helpers/funnel'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } })
})
afterAll(async () => {
  await server?.stop()
})

/** A checkout of the full offer with this client's email; its session id (the local provider's /paiement-test/{id}). */
async function checkout(api: ApiClient, email: string) {
  const opened = await api.post<{ url: string }>('/api/create-payment-session', checkoutRequest({ email }).body)
  expect(opened.status, JSON.stringify(opened.body)).toBe(200)
  return new URL(opened.body.url).pathname.split('/').pop()!
}

describe('GET /api/orders', () => {
  it('lists the client’s paid orders with their receipt; a checkout left unpaid is not one of them', async () => {
    const { client, api } = await loggedInClient(server)
    const paidSession = await checkout(api, client.email)
    expect((await api.post(`/api/test-checkout/${paidSession}/pay`, {})).status).toBe(200)
    // Abandoned at the provider: it never became this account's order.
    await checkout(api, client.email)

    const response = await api.get<OrdersResponse>('/api/orders')
    expect(response.status).toBe(200)
    const [paid] = response.body.orders
    expect(response.body.orders).toEqual([
      {
        id: expect.any(Number),
        orderNumber: `GS-${paidSession.slice(-8).toUpperCase()}`,
        service: 'Création d’entreprise — service complet',
        amount: '997.00',
        currency: 'EUR',
        status: 'completed',
        createdAt: expect.stringMatching(/Z$/),
        paidAt: expect.stringMatching(/Z$/),
        receiptUrl: `/api/orders/${paid!.id}/receipt`,
      },
    ])

    const receipt = await fetch(`${server.baseUrl}${paid!.receiptUrl}`, { headers: { Cookie: api.cookieHeader() } })
    expect(receipt.status).toBe(200)
    expect(receipt.headers.get('content-type')).toBe('application/pdf')
    expect(receipt.headers.get('content-disposition')).toMatch(/^attachment; filename="?recu-GS-[0-9A-Z]{8}\.pdf"?$/)
    expect(receipt.headers.get('cache-control')).toBe('private, no-store')
    expect(
      Buffer.from(await receipt.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })

  it('shows another client nothing of them: an empty list, and 404 for the receipt', async () => {
    const owner = await loggedInClient(server)
    const session = await checkout(owner.api, owner.client.email)
    expect((await owner.api.post(`/api/test-checkout/${session}/pay`, {})).status).toBe(200)
    const [order] = (await owner.api.get<OrdersResponse>('/api/orders')).body.orders

    const other = await loggedInClient(server)
    expect((await other.api.get<OrdersResponse>('/api/orders')).body).toEqual({ success: true, orders: [] })
    const refused = await other.api.get(`/api/orders/${order!.id}/receipt`)
    expect(refused.status).toBe(404)
    expect(refused.body).toMatchObject({ success: false, error: 'Commande introuvable.' })
  })

  it('answers 401 without a session, and 404 in French for a malformed id', async () => {
    const anonymous = new ApiClient(server.baseUrl)
    expect((await anonymous.get('/api/orders')).status).toBe(401)
    expect((await anonymous.get('/api/orders/1/receipt')).status).toBe(401)
    const { api } = await loggedInClient(server)
    const malformed = await api.get('/api/orders/abc/receipt')
    expect(malformed.status).toBe(400)
    expect(malformed.body).toMatchObject({ success: false, error: 'Commande introuvable.' })
  })
})
