import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { blogEditor } from './blog-editor'
import { createOwnOrStaff } from './create-own-or-staff'
import { ownerOrStaff } from './owner-or-staff'
import { publicFormOrStaff } from './public-form-or-staff'
import { projectOwnerOrStaff } from './project-owner-or-staff'
import { selfOrStaff } from './self-or-staff'
import { selfOrStaffEditor } from './self-or-staff-editor'
import { staffOnly } from './staff-only'

type Api = PayloadRequest['payloadAPI']
const request = (user: { id: number; collection: string } | null, payloadAPI: Api = 'local') =>
  ({ req: { user, payloadAPI } as unknown as PayloadRequest }) as Parameters<typeof ownerOrStaff>[0]

const client = { id: 7, collection: 'users' }
const staff = { id: 1, collection: 'editors', role: 'staff' }
const blogEditorAccount = { id: 2, collection: 'editors', role: 'editor' }

describe('collection access rules', () => {
  it('give staff everything, through any API', () => {
    for (const rule of [ownerOrStaff, selfOrStaff, projectOwnerOrStaff, createOwnOrStaff, staffOnly]) {
      expect(rule(request(staff, 'REST'))).toBe(true)
      expect(rule(request(staff, 'local'))).toBe(true)
    }
  })

  it('give an `editor` the blog and its own account, nothing else', () => {
    for (const rule of [ownerOrStaff, selfOrStaff, projectOwnerOrStaff, createOwnOrStaff, staffOnly]) {
      expect(rule(request(blogEditorAccount, 'REST'))).toBe(false)
    }
    expect(blogEditor(request(blogEditorAccount, 'REST'))).toBe(true)
    expect(blogEditor(request(client))).toBe(false)
    expect(selfOrStaffEditor(request(blogEditorAccount, 'REST'))).toEqual({ id: { equals: 2 } })
    expect(selfOrStaffEditor(request(client))).toBe(false)
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

  it('let the public forms write through the contract only, never through Payload REST, GraphQL or a blog editor', () => {
    expect(publicFormOrStaff(request(null))).toBe(true)
    expect(publicFormOrStaff(request(client))).toBe(true)
    expect(publicFormOrStaff(request(staff, 'REST'))).toBe(true)
    expect(publicFormOrStaff(request(null, 'REST'))).toBe(false)
    expect(publicFormOrStaff(request(null, 'GraphQL'))).toBe(false)
    expect(publicFormOrStaff(request(client, 'REST'))).toBe(false)
    expect(publicFormOrStaff(request(blogEditorAccount, 'REST'))).toBe(false)
    expect(publicFormOrStaff(request(blogEditorAccount, 'local'))).toBe(false)
  })
})
