/**
 * The client area's five internal tabs (spec 1 §2). Their own module, so the tab bar
 * (dashboard-tabs.tsx) and the tabs that link to each other (tabs/*) both import it, not each other.
 */
export const TABS = [
  { id: 'dashboard', label: 'Tableau de bord' },
  { id: 'demarches', label: 'Mes démarches' },
  { id: 'messages', label: 'Messages' },
  { id: 'domiciliation', label: 'Domiciliation' },
  { id: 'parametres', label: 'Paramètres' },
] as const

export type TabId = (typeof TABS)[number]['id']

export const isTabId = (value: string | null): value is TabId => TABS.some((tab) => tab.id === value)
