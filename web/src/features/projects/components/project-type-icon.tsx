import { Archive, Building2, FilePenLine, FolderOpen, type LucideIcon, MapPin } from 'lucide-react'

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
