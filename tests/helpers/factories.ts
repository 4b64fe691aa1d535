/** Data factories for tests: unique clients, logged-in clients, admin sessions. */
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { RegisterInput } from '@/contract/auth'
import { ApiClient } from './api-client'
import type { TestServer } from './test-server'

export function newClientData(overrides: Partial<RegisterInput> = {}): RegisterInput {
  return {
    firstName: 'Yasmine',
    lastName: 'Khelifi',
    email: `client-${randomUUID().slice(0, 8)}@example.com`,
    password: 'motdepasse-solide',
    ...overrides,
  }
}

let visitors = 0
/**
 * Each new client comes from its own address (honoured when the server trusts a proxy,
 * TRUST_PROXY=1), so files that create many clients stay under the per-address limits.
 */
const ownAddress = () => ({ 'X-Forwarded-For': `203.0.113.${(++visitors % 250) + 1}` })

/** Registers a client through POST /api/register and returns its data and id. */
export async function registerClient(server: TestServer, overrides: Partial<RegisterInput> = {}) {
  const data = newClientData(overrides)
  const api = new ApiClient(server.baseUrl, ownAddress())
  const response = await api.post<{ success: boolean; user: { id: number } }>('/api/register', data)
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return { ...data, id: response.body.user.id }
}

/** A client account and an ApiClient holding its session. */
export async function loggedInClient(server: TestServer, overrides: Partial<RegisterInput> = {}) {
  const client = await registerClient(server, overrides)
  const api = new ApiClient(server.baseUrl, ownAddress())
  const response = await api.post('/api/login', { email: client.email, password: client.password })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return { client, api }
}

/** An ApiClient holding a back-office session opened with the administration key. */
export async function adminSession(server: TestServer) {
  const api = new ApiClient(server.baseUrl)
  const response = await api.post('/api/admin/login', { adminKey: server.adminKey })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return api
}
