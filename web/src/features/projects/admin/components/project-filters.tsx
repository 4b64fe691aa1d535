import { Search } from 'lucide-react'
import { useId } from 'react'
import styled from 'styled-components'
import { ADMIN_PROJECT_FILTERS } from '@/contract/admin-projects'
import { projectStatusLabel } from '@/contract/projects'
import { Input } from '@/web/src/components/ui/input'
import { Label } from '@/web/src/components/ui/label'
import type { AdminProjectFilter } from '../api/admin-projects'
import { SelectField } from '@/web/src/components/ui/select-field'

const Bar = styled.form`
  display: grid;
  gap: 0 1rem;
  margin-bottom: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr) 15rem;
    align-items: end;
  }
`

const SearchField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin-bottom: 1rem;
  min-width: 0;
`

const SearchControl = styled.div`
  position: relative;
  svg {
    position: absolute;
    left: 0.75rem;
    top: 50%;
    transform: translateY(-50%);
    pointer-events: none;
    color: ${({ theme }) => theme.colors.muted};
  }
  input {
    padding-left: 2.5rem;
  }
`

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
  const searchId = useId()
  return (
    <Bar role="search" aria-label="Filtrer les projets" onSubmit={(event) => event.preventDefault()}>
      <SearchField>
        <Label htmlFor={searchId}>Rechercher</Label>
        <SearchControl>
          <Search size={18} aria-hidden="true" />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder="Nom du projet, client ou email"
            autoComplete="off"
            maxLength={100}
          />
        </SearchControl>
      </SearchField>
      <SelectField
        label="Statut"
        value={status}
        onChange={(event) => onStatusChange(event.target.value as AdminProjectFilter)}
        options={STATUS_OPTIONS}
      />
    </Bar>
  )
}
