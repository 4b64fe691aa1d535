import express from 'express'
import { describe, expect, it } from 'vitest'
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
