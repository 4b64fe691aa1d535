import { BLOG_POST_STATUS_LABELS, BLOG_POST_STATUSES, type BlogPostStatus } from '@/contract/blog'
import { FilterBar, SearchInput } from '@/web/src/components/ui/search-field'
import { SelectField } from '@/web/src/components/ui/select-field'

const STATUS_OPTIONS = [
  { value: 'all', label: 'Tous les statuts' },
  ...BLOG_POST_STATUSES.map((value) => ({ value, label: BLOG_POST_STATUS_LABELS[value] })),
]

/** Search (title, excerpt and text, on the server after a pause in typing) and the status filter. */
export function PostFilters({
  search,
  onSearchChange,
  status,
  onStatusChange,
}: {
  search: string
  onSearchChange: (value: string) => void
  status: BlogPostStatus | 'all'
  onStatusChange: (value: BlogPostStatus | 'all') => void
}) {
  return (
    <FilterBar role="search" aria-label="Filtrer les articles" onSubmit={(event) => event.preventDefault()}>
      <SearchInput label="Rechercher un article" value={search} onChange={onSearchChange} placeholder="Titre, extrait ou texte" />
      <SelectField
        label="Statut"
        value={status}
        onChange={(event) => onStatusChange(event.target.value as BlogPostStatus | 'all')}
        options={STATUS_OPTIONS}
      />
    </FilterBar>
  )
}
