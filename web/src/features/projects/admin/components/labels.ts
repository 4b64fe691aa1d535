/** The French wording of a project's type, legal form and owner, shared by both back-office screens. */
import { COMPANY_TYPE_LABELS, PROJECT_TYPE_LABELS } from '@/contract/projects'
import type { ApiProject } from '@/contract/projects'
import { quoted } from '@/contract/french/typography'

/** The procedure ('Création d’entreprise'), or the raw value for a type the contract does not know. */
export const projectTypeLabel = (type: string): string => (PROJECT_TYPE_LABELS as Record<string, string>)[type] ?? type

/** The legal form ('SARL'), or null when none is set. */
export const companyTypeLabel = (companyType: string | undefined): string | null =>
  companyType ? ((COMPANY_TYPE_LABELS as Record<string, string>)[companyType] ?? companyType) : null

/** 'Création d’entreprise · SARL' (the legal form only when set). */
export const typeAndForm = (project: Pick<ApiProject, 'type' | 'companyType'>): string =>
  [projectTypeLabel(project.type), companyTypeLabel(project.companyType)].filter(Boolean).join(' · ')

export const ownerName = (user: { firstName: string; lastName: string }): string => `${user.firstName} ${user.lastName}`.trim()

/** The 'Contacter' link: an email to the owner about this project. */
export const contactHref = (project: { name: string; user?: { email: string } }): string =>
  `mailto:${project.user?.email ?? ''}?subject=${encodeURIComponent(`Votre projet ${quoted(project.name)}`)}`
