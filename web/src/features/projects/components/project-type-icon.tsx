import { Archive, Building2, FilePenLine, FolderOpen, type LucideIcon, MapPin } from 'lucide-react'
import { PROJECT_TYPE_LABELS } from '@/contract/projects'

const ICONS: Record<string, LucideIcon> = {
  creation: Building2,
  modification: FilePenLine,
  domiciliation: MapPin,
  dissolution: Archive,
}

/** The icon of a procedure type (decorative: the label always sits beside it). */
export function ProjectTypeIcon({ type, size = 20 }: { type: string; size?: number }) {
  const Icon = ICONS[type] ?? FolderOpen
  return <Icon size={size} aria-hidden="true" focusable="false" />
}

/** The French label of a type, or the raw value for a type the contract does not know. */
export const projectTypeLabel = (type: string): string => (PROJECT_TYPE_LABELS as Record<string, string>)[type] ?? type
