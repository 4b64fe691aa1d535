import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { type AppServices, provideServices, servicesIfProvided, servicesOf } from './services'

const aPayload = () => ({}) as Payload
const someServices = () => ({ marker: Symbol('services') }) as unknown as AppServices

describe('the app services registry', () => {
  it('gives each Payload instance the services provided for it', () => {
    const [first, second] = [aPayload(), aPayload()]
    const [servicesOfFirst, servicesOfSecond] = [someServices(), someServices()]
    provideServices(first, servicesOfFirst)
    provideServices(second, servicesOfSecond)
    expect(servicesOf(first)).toBe(servicesOfFirst)
    expect(servicesOf(second)).toBe(servicesOfSecond)
    expect(servicesIfProvided(first)).toBe(servicesOfFirst)
  })

  it('says what is missing when none were provided, and lets cache-emptying work skip', () => {
    const payload = aPayload()
    expect(() => servicesOf(payload)).toThrow(/No app services for this Payload instance.*provideAppServices/)
    expect(servicesIfProvided(payload)).toBeUndefined()
  })

  it('refuses a second set for the same instance', () => {
    const payload = aPayload()
    provideServices(payload, someServices())
    expect(() => provideServices(payload, someServices())).toThrow(/already provided/)
  })
})
