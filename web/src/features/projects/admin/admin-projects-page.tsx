import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import styled from 'styled-components'
import { ADMIN_PROJECT_FILTERS } from '@/contract/admin-projects'
import { BackOfficeShell } from '@/web/src/components/layouts/back-office-shell'
import { type AdminProjectFilter, useAdminProjects } from './api/admin-projects'
import { Pager } from '@/web/src/components/ui/pager'
import { ProjectCounters } from './components/project-counters'
import { ProjectFilters } from './components/project-filters'
import { ProjectList } from './components/project-list'
import { useDebouncedValue } from '@/web/src/lib/use-debounced-value'

const Count = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`

const isFilter = (value: string | null): value is AdminProjectFilter =>
  (ADMIN_PROJECT_FILTERS as readonly (string | null)[]).includes(value)

/**
 * The filters live in the address (?status=&q=&page=), so coming back from a project finds the
 * list as it was left.
 */
function useListParams() {
  const [params, setParams] = useSearchParams()
  const rawStatus = params.get('status')
  const status: AdminProjectFilter = isFilter(rawStatus) ? rawStatus : 'all'
  const q = params.get('q') ?? ''
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const update = (next: { status?: AdminProjectFilter; q?: string; page?: number }) => {
    const merged = { status, q, page, ...next }
    const search = new URLSearchParams()
    if (merged.status !== 'all') search.set('status', merged.status)
    if (merged.q) search.set('q', merged.q)
    if (merged.page > 1) search.set('page', String(merged.page))
    setParams(search, { replace: true })
  }
  return { status, q, page, update }
}

function ProjectsScreen() {
  const { status, q, page, update } = useListParams()
  const [search, setSearch] = useState(q)
  const debounced = useDebouncedValue(search.trim(), 300)

  useEffect(() => {
    if (debounced !== q) update({ q: debounced, page: 1 })
    // Only a new pause in typing changes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced])

  const { data, error, isLoading, isValidating, mutate } = useAdminProjects({ status, q, page })
  const filtered = status !== 'all' || q !== ''

  return (
    <>
      <ProjectCounters stats={data?.stats} />
      <ProjectFilters
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={(next) => update({ status: next, page: 1 })}
      />
      {/* Always there, so a new count is announced; empty while loading, on failure or with nothing found. */}
      <Count aria-live="polite">
        {data && !error && data.total > 0
          ? `${data.total.toLocaleString('fr-FR')} projet${data.total > 1 ? 's' : ''}${filtered ? ` trouvé${data.total > 1 ? 's' : ''}` : ''}`
          : null}
      </Count>
      <ProjectList
        projects={data?.projects}
        loading={isLoading}
        failed={Boolean(error)}
        filtered={filtered}
        busy={isValidating}
        onRetry={() => mutate()}
        onClearFilters={() => {
          setSearch('')
          update({ status: 'all', q: '', page: 1 })
        }}
      />
      {data && !error ? (
        <Pager
          page={page}
          totalPages={data.totalPages}
          label="Pages des projets"
          onPage={(next) => {
            update({ page: next })
            window.scrollTo({ top: 0 })
          }}
        />
      ) : null}
    </>
  )
}

/** /admin/projects (spec 2 §2): counters, search, status filter, the projects as cards. */
export default function AdminProjectsPage() {
  return (
    <BackOfficeShell title="Projets" subtitle="Suivez les projets des clients et leurs étapes." backToAdmin>
      <ProjectsScreen />
    </BackOfficeShell>
  )
}
