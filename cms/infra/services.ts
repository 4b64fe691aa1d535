/**
 * The app's services kept per Payload instance (caches, the view counter, a signing key): made once
 * where Payload starts (cms/app-services.ts), then found from the Payload instance that handlers and
 * collection hooks already receive. One set per instance: tests may run several servers.
 *
 * Each capability adds its own entry by module augmentation, so infrastructure never names one:
 *   declare module '@/cms/infra/services' { interface AppServices { blog: BlogServices } }
 */
import type { Payload } from 'payload'

// Empty here on purpose: each capability's services.ts fills it in (see above).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppServices {}

const provided = new WeakMap<Payload, AppServices>()

export function provideServices(payload: Payload, services: AppServices): void {
  if (provided.has(payload)) throw new Error('App services were already provided for this Payload instance: provide them once, at boot.')
  provided.set(payload, services)
}

export function servicesOf(payload: Payload): AppServices {
  const services = provided.get(payload)
  if (!services) {
    throw new Error(
      'No app services for this Payload instance: the entry point that started Payload must call ' +
        'provideAppServices(payload, config) (cms/app-services.ts) before handing it to handlers or readers.',
    )
  }
  return services
}

/** For work that has nothing to do without services (emptying a cache nobody filled in this process). */
export function servicesIfProvided(payload: Payload): AppServices | undefined {
  return provided.get(payload)
}
