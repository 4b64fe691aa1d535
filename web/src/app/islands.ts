/**
 * The islands of server-rendered pages (see components/islands/island.tsx): what each loads,
 * and when it comes to life. `visible` waits until the island nears the viewport, so a
 * visitor who never scrolls to the contact form never downloads the form code.
 */
import type { ComponentType } from 'react'

export interface IslandDefinition {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
  load: () => Promise<{ default: ComponentType<any> }>
  when: 'load' | 'visible'
  /** Mounts the notification area (toasts) once the island is alive. */
  toasts?: boolean
}

export const islands = {
  'chat-widget': { load: () => import('../features/landing/chat-widget'), when: 'load' },
  'login-form': { load: () => import('../features/auth/login-form'), when: 'load', toasts: true },
  'register-form': { load: () => import('../features/auth/register-form'), when: 'load', toasts: true },
  'forgot-password-form': { load: () => import('../features/auth/forgot-password-form'), when: 'load', toasts: true },
  'reset-password-form': { load: () => import('../features/auth/reset-password-form'), when: 'load', toasts: true },
  'contact-form': { load: () => import('../features/landing/contact-form'), when: 'visible', toasts: true },
  'lead-funnel': { load: () => import('../features/lead-funnel/lead-funnel'), when: 'load', toasts: true },
  'order-summary': { load: () => import('../features/order-confirmation/order-summary'), when: 'load' },
  'share-button': { load: () => import('../features/blog/post/share-button'), when: 'load', toasts: true },
  'test-checkout': { load: () => import('../features/test-checkout/test-checkout'), when: 'load', toasts: true },
} satisfies Record<string, IslandDefinition>

export type IslandName = keyof typeof islands
