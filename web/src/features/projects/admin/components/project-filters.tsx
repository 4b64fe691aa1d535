import { ADMIN_PROJECT_FILTERS } from '@/contract/admin-projects'
import { projectStatusLabel } from '@/contract/projects'
import { FilterBar, SearchInput } from '@/web/src/components/ui/search-field'
import type { AdminProjectFilter } from '../api/admin-projects'
import { SelectField } from '@/web/src/components/ui/select-field'

const STATUS_OPTIONS = ADMIN_PROJECT_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'Tous les statuts' : projectStatusLabel(value),
}))

/** Search (project name, client name or email; sent to the server after a pause) and the status filter. */
export function ProjectFilters({
  search,
  onSearchChange,
  status,
  onStatusChange,
}: {
  search: string
  onSearchChange: (value: string) => void
  status: AdminProjectFilter
  onStatusChange: (value: AdminProjectFilter) => void
}) {
  return (
    <FilterBar role="search" aria-label="Filtrer les projets" onSubmit={(event) => event.preventDefault()}>
      <SearchInput label="Rechercher" value={search} onChange={onSearchChange} placeholder="Nom du projet, client ou email" />
      <SelectField
        label="Statut"
        value={status}
        onChange={(event) => onStatusChange(event.target.value as AdminProjectFilter)}
        options={STATUS_OPTIONS}
      />
    </FilterBar>
  )
}
