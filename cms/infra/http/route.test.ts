import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { type ClientUser, mayReadOwnedBy, ownerScope, type SessionFinders } from './caller'
import { type HttpError, notFound } from './errors'
import { type ApiRoute, type AppDeps, defineHandler, mountApiRoutes } from './route'

const deps = {} as AppDeps
const handler = defineHandler({ run: async () => ({ success: true }) })

describe('mountApiRoutes', () => {
  it('refuses a route that does not declare who may call it', () => {
    const routes = [{ method: 'get', path: '/x', handler } as unknown as ApiRoute]
    expect(() => mountApiRoutes(express.Router(), routes, deps)).toThrow(/access must be declared/)
  })

  it('refuses an unknown caller and an empty list', () => {
    expect(() => mountApiRoutes(express.Router(), [{ method: 'get', path: '/x', access: 'staff' as never, handler }], deps)).toThrow()
    expect(() => mountApiRoutes(express.Router(), [{ method: 'get', path: '/x', access: [], handler }], deps)).toThrow()
  })

  it('refuses the same route twice', () => {
    const route: ApiRoute = { method: 'get', path: '/x', access: 'anonymous', handler }
    expect(() => mountApiRoutes(express.Router(), [route, route], deps)).toThrow(/twice/)
  })

  it('accepts declared routes', () => {
    expect(() =>
      mountApiRoutes(express.Router(), [{ method: 'post', path: '/y', access: ['client', 'admin'], handler }], deps),
    ).not.toThrow()
  })
})

/**
 * One access mechanism: the caller a handler sees is one the route declares, and reads scope their
 * rows with mayReadOwnedBy. A route declared wider than its reads (here: 'anonymous') fails closed:
 * the client's cookie is not looked at and the owned row is not answered.
 */
describe('the caller and owned rows', () => {
  const OWNER = 7
  const ownedRow = defineHandler({
    reads: [],
    async run({ caller }) {
      if (!mayReadOwnedBy(caller, OWNER)) throw notFound('Introuvable')
      return { success: true, caller: caller.kind }
    },
  })
  const client = (id: number) => ({ id, collection: 'users' }) as ClientUser
  const sessions: SessionFinders = {
    client: async (_payload, req) => (req.headers['x-client'] ? client(Number(req.headers['x-client'])) : null),
    staff: async (_payload, req) => (req.headers['x-staff'] ? { id: 1, expiresAt: '2099-01-01T00:00:00Z' } : null),
  }

  async function serve(access: ApiRoute['access']) {
    const app = express()
    const router = express.Router()
    mountApiRoutes(router, [{ method: 'get', path: '/row', access, handler: ownedRow }], { sessions } as AppDeps)
    app.use(router)
    app.use(((error, _req, res, _next) => res.status((error as HttpError).status ?? 500).end()) as express.ErrorRequestHandler)
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
    })
    const { port } = server.address() as AddressInfo
    const get = (headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}/row`, { headers }).then((r) => r.status)
    return { get, close: () => new Promise((resolve) => server.close(resolve)) }
  }

  it('gives a client its own row, never another client’s, and staff every row', async () => {
    const route = await serve(['client', 'admin'])
    try {
      expect(await route.get({ 'x-client': String(OWNER) })).toBe(200)
      expect(await route.get({ 'x-client': '8' })).toBe(404)
      expect(await route.get({ 'x-staff': '1' })).toBe(200)
      expect(await route.get()).toBe(401)
    } finally {
      await route.close()
    }
  })

  it('fails closed when a route is declared wider than its reads', async () => {
    const route = await serve('anonymous')
    try {
      // The owner's own cookie: the route does not declare clients, so the caller is anonymous.
      expect(await route.get({ 'x-client': String(OWNER) })).toBe(404)
      expect(await route.get({ 'x-staff': '1' })).toBe(404)
      expect(await route.get()).toBe(404)
    } finally {
      await route.close()
    }
  })

  it('scopes lists: staff every owner, a client its own, nobody else', () => {
    expect(ownerScope({ kind: 'staff', session: { id: 1, expiresAt: '' } })).toEqual({ ownerId: null })
    expect(ownerScope({ kind: 'client', user: client(OWNER) })).toEqual({ ownerId: OWNER })
    expect(ownerScope({ kind: 'anonymous' })).toBeNull()
  })
})
