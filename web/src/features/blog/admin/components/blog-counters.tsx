import { FileText, FolderOpen } from 'lucide-react'
import { StatTiles } from '@/web/src/components/ui/stat-tiles'

/** The header's two counters (spec 2 §2): every article whatever its status, and the categories. */
export function BlogCounters({ posts, categories }: { posts: number | undefined; categories: number | undefined }) {
  return (
    <StatTiles
      label="Chiffres du blog"
      tiles={[
        { label: 'Articles', value: posts, icon: <FileText size={20} /> },
        { label: 'Catégories', value: categories, icon: <FolderOpen size={20} /> },
      ]}
    />
  )
}
