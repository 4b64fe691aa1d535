import { createSecretKey } from 'node:crypto'
import { SignJWT } from 'jose'
import { JWT_AUTH_VERSION } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { verifiedClaims } from './session-token'

const jose = vi.hoisted(() => ({ verifications: 0 }))
vi.mock('jose', async (importOriginal) => {
  const actual = await importOriginal<typeof import('jose')>()
  return {
    ...actual,
    jwtVerify: (...args: Parameters<typeof actual.jwtVerify>) => {
      jose.verifications++
      return actual.jwtVerify(...args)
    },
  }
})

const key = createSecretKey(Buffer.from('a-test-secret-of-enough-length-for-hs256', 'utf8'))
const sign = (claims: Record<string, unknown>, expiresIn: string | number, signingKey = key) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', authVersion: JWT_AUTH_VERSION }).setExpirationTime(expiresIn).sign(signingKey)

describe('verifiedClaims', () => {
  it('checks a token’s signature once, then answers from memory', async () => {
    const token = await sign({ collection: 'users', id: 7, sid: 'a' }, '2h')
    const before = jose.verifications
    expect(await verifiedClaims(token, key)).toMatchObject({ collection: 'users', id: 7, sid: 'a' })
    expect(await verifiedClaims(token, key)).toMatchObject({ id: 7 })
    expect(jose.verifications - before).toBe(1)
  })

  it('still refuses a forged token, an older format and another key’s token', async () => {
    const token = await sign({ collection: 'users', id: 7, sid: 'b' }, '2h')
    expect(await verifiedClaims(token, key)).not.toBeNull()
    const [header, body] = token.split('.')
    const forgedBody = Buffer.from(JSON.stringify({ collection: 'users', id: 1, sid: 'b', exp: 4102444800 })).toString('base64url')
    expect(await verifiedClaims(`${header}.${forgedBody}.${token.split('.')[2]}`, key)).toBeNull()
    expect(await verifiedClaims(`${header}.${body}.AAAA`, key)).toBeNull()
    const older = await new SignJWT({ collection: 'users', id: 7, sid: 'b' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('2h')
      .sign(key)
    expect(await verifiedClaims(older, key)).toBeNull()
    const otherKey = createSecretKey(Buffer.from('another-secret-after-a-rotation-of-keys', 'utf8'))
    expect(await verifiedClaims(token, otherKey)).toBeNull()
  })

  it('forgets a token when it expires', async () => {
    const token = await sign({ collection: 'users', id: 7, sid: 'c' }, Math.floor(Date.now() / 1000) + 2)
    expect(await verifiedClaims(token, key)).not.toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 2100 - (Date.now() % 1000)))
    await vi.waitFor(async () => expect(await verifiedClaims(token, key)).toBeNull(), { timeout: 2000 })
  })
})
