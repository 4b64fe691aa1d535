/**
 * The landing page's lists (spec 1 §1 and §9: promises, services, steps, testimonials, the chat's
 * preset messages). Their words live in the catalogue (i18n/fr.json, i18n/ar.json) under these
 * keys: `promises.<icon>.title`, `services.<n>.title`, `how.<n>.title`, `testimonials.<n>.name`,
 * `chat.message.<n>`.
 */
export const PROMISE_ICONS = ['simple', 'experts', 'fast', 'guarantee', 'companies', 'support'] as const
export type PromiseIcon = (typeof PROMISE_ICONS)[number]

export const SERVICES = [0, 1, 2, 3, 4, 5, 6, 7] as const
export const STEPS = [0, 1, 2] as const
export const TESTIMONIALS = [0, 1, 2] as const
/** The chat widget's preset messages (spec 1 §9: five). */
export const CHAT_QUICK_MESSAGES = [0, 1, 2, 3, 4] as const
