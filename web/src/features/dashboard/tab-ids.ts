/**
 * The client area's five internal tabs (spec 1 §2). Their own module, so the tab bar
 * (dashboard-tabs.tsx) and the tabs that link to each other (tabs/*) both import it, not each other.
 * Their names are the catalogue's `tab.<id>`.
 */
export const TAB_IDS = ['dashboard', 'demarches', 'messages', 'domiciliation', 'parametres'] as const

export type TabId = (typeof TAB_IDS)[number]

export const isTabId = (value: string | null): value is TabId => (TAB_IDS as readonly (string | null)[]).includes(value)
