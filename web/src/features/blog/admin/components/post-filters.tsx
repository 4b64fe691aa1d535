import { BLOG_POST_STATUS_LABELS, BLOG_POST_STATUSES, type BlogPostStatus } from '@/contract/blog'
import type { Locale } from '@/contract/i18n/locales'
import { FilterBar, SearchInput } from '@/web/src/components/ui/search-field'
import { SelectField } from '@/web/src/components/ui/select-field'

const STATUS_OPTIONS = [
  { value: 'all', label: 'Tous les statuts' },
  ...BLOG_POST_STATUSES.map((value) => ({ value, label: BLOG_POST_STATUS_LABELS[value] })),
]

const LANGUAGE_OPTIONS = [
  { value: 'all', label: 'Toutes les langues' },
  { value: 'fr', label: 'Français' },
  { value: 'ar', label: 'Arabe' },
]

/** Search (title, excerpt and text, on the server after a pause in typing), the status and language filters. */
export function PostFilters({
  search,
  onSearchChange,
  status,
  onStatusChange,
  language,
  onLanguageChange,
}: {
  search: string
  onSearchChange: (value: string) => void
  status: BlogPostStatus | 'all'
  onStatusChange: (value: BlogPostStatus | 'all') => void
  language: Locale | 'all'
  onLanguageChange: (value: Locale | 'all') => void
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
      <SelectField
        label="Langue"
        value={language}
        onChange={(event) => onLanguageChange(event.target.value as Locale | 'all')}
        options={LANGUAGE_OPTIONS}
      />
    </FilterBar>
  )
}
