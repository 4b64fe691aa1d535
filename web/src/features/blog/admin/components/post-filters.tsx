import { Search } from 'lucide-react'
import { useId } from 'react'
import styled from 'styled-components'
import { BLOG_POST_STATUS_LABELS, BLOG_POST_STATUSES, type BlogPostStatus } from '@/contract/blog'
import { Input } from '@/web/src/components/ui/input'
import { Label } from '@/web/src/components/ui/label'
import { SelectField } from '@/web/src/components/ui/select-field'

const Bar = styled.form`
  display: grid;
  gap: 0 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr) 14rem;
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
  const searchId = useId()
  return (
    <Bar role="search" aria-label="Filtrer les articles" onSubmit={(event) => event.preventDefault()}>
      <SearchField>
        <Label htmlFor={searchId}>Rechercher un article</Label>
        <SearchControl>
          <Search size={18} aria-hidden="true" />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder="Titre, extrait ou texte"
            autoComplete="off"
            maxLength={100}
          />
        </SearchControl>
      </SearchField>
      <SelectField
        label="Statut"
        value={status}
        onChange={(event) => onStatusChange(event.target.value as BlogPostStatus | 'all')}
        options={STATUS_OPTIONS}
      />
    </Bar>
  )
}
