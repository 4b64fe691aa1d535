/** The row above a back-office list (search, filters) and the count of what it shows. */
import styled from 'styled-components'
import { SearchField } from '@/web/src/components/ui/search-field'

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 1rem 1.5rem;
  margin-bottom: 1rem;
`

export const ResultCount = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`

/** '1 contact', '1 250 contacts' (French grouping, a non-breaking space before the noun). */
export const countOf = (count: number, one: string, many: string) => `${count.toLocaleString('fr-FR')}\u00a0${count > 1 ? many : one}`

/** The search of a back-office inbox, beside its filters. */
export const ToolbarSearch = styled(SearchField)`
  flex: 1 1 18rem;
  max-width: 40rem;
`
