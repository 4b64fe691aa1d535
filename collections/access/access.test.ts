import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { createOwnOrStaff } from './create-own-or-staff'
import { ownerOrStaff } from './owner-or-staff'
import { projectOwnerOrStaff } from './project-owner-or-staff'
import { selfOrStaff } from './self-or-staff'
import { staffOnly } from './staff-only'

type Api = PayloadRequest['payloadAPI']
const request = (user: { id: number; collection: string } | null, payloadAPI: Api = 'local') =>
  ({ req: { user, payloadAPI } as unknown as PayloadRequest }) as Parameters<typeof ownerOrStaff>[0]

const client = { id: 7, collection: 'users' }
const editor = { id: 1, collection: 'editors' }

describe('collection access rules', () => {
  it('give staff everything, through any API', () => {
    for (const rule of [ownerOrStaff, selfOrStaff, projectOwnerOrStaff, createOwnOrStaff, staffOnly]) {
      expect(rule(request(editor, 'REST'))).toBe(true)
      expect(rule(request(editor, 'local'))).toBe(true)
    }
  })

  it('narrow a client acting through /api (Local API) to its own documents', () => {
    expect(ownerOrStaff(request(client))).toEqual({ user: { equals: 7 } })
    expect(selfOrStaff(request(client))).toEqual({ id: { equals: 7 } })
    expect(projectOwnerOrStaff(request(client))).toEqual({ 'project.user': { equals: 7 } })
    expect(createOwnOrStaff({ ...request(client), data: { user: 7 } })).toBe(true)
    expect(createOwnOrStaff({ ...request(client), data: { user: 8 } })).toBe(false)
    expect(staffOnly(request(client))).toBe(false)
  })

  it('refuse a client on Payload REST or GraphQL, and anonymous callers', () => {
    for (const rule of [ownerOrStaff, selfOrStaff, projectOwnerOrStaff, staffOnly]) {
      expect(rule(request(client, 'REST'))).toBe(false)
      expect(rule(request(client, 'GraphQL'))).toBe(false)
      expect(rule(request(null))).toBe(false)
    }
    expect(createOwnOrStaff({ ...request(client, 'REST'), data: { user: 7 } })).toBe(false)
  })
})
