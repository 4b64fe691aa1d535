/**
 * The islands of server-rendered pages (see components/islands/island.tsx): what each loads,
 * and when it comes to life:
 * - `load`: once the page has loaded and the browser is idle (entry-islands.tsx);
 * - `visible`: when the island nears the viewport, so a visitor who never scrolls to the
 *   contact form never downloads the form code;
 * - `intent`: at the visitor's first sign of use anywhere on the page (a touch, a key, a focus,
 *   the mouse moving). A visitor who only reads runs no script at all, and a slow phone's main
 *   thread stays free while the page is read. Nothing is lost meanwhile: the server's HTML is
 *   the form as it looks alive, what is typed before stays (React keeps an input's value), and
 *   a form sent before is held back and sent again once alive. For forms only: a button that
 *   does something only with script (a menu, a dialog) would lose its first click.
 */
import type { ComponentType } from 'react'

export type IslandWhen = 'load' | 'visible' | 'intent'

export interface IslandDefinition {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
  load: () => Promise<{ default: ComponentType<any> }>
  when: IslandWhen
  /** Mounts the notification area (toasts) once the island is alive. */
  toasts?: boolean
}

export const islands = {
  'chat-widget': { load: () => import('../features/landing/chat-widget'), when: 'load' },
  'login-form': { load: () => import('../features/auth/login-form'), when: 'intent', toasts: true },
  'register-form': { load: () => import('../features/auth/register-form'), when: 'intent', toasts: true },
  'forgot-password-form': { load: () => import('../features/auth/forgot-password-form'), when: 'intent', toasts: true },
  'reset-password-form': { load: () => import('../features/auth/reset-password-form'), when: 'intent', toasts: true },
  'contact-form': { load: () => import('../features/landing/contact-form'), when: 'visible', toasts: true },
  'lead-funnel': { load: () => import('../features/lead-funnel/lead-funnel'), when: 'intent', toasts: true },
  'order-summary': { load: () => import('../features/order-confirmation/order-summary'), when: 'load' },
  'share-button': { load: () => import('../features/blog/post/share-button'), when: 'load', toasts: true },
  'test-checkout': { load: () => import('../features/test-checkout/test-checkout'), when: 'load', toasts: true },
  'newsletter-signup': { load: () => import('../features/newsletter/newsletter-signup'), when: 'intent' },
} satisfies Record<string, IslandDefinition>

export type IslandName = keyof typeof islands
