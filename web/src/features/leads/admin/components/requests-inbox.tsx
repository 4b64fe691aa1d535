import { BookOpen, CalendarClock, Crown, ListChecks } from 'lucide-react'
import { useSiteConfig } from '@/web/src/config/site-config'
import { ApiError } from '@/web/src/lib/api-client'
import { AdminUnauthorized } from '@/web/src/components/layouts/back-office-shell'
import { InboxList } from './inbox-list'
import { countOf, ResultCount, Toolbar, ToolbarSearch } from './inbox-toolbar'
import { StatTiles } from '@/web/src/components/ui/stat-tiles'
import { useListParams } from './use-list-params'
import { useLoadErrorToast } from './use-load-error-toast'
import { REQUESTS_LOAD_ERROR, useRequests } from '../api/list-requests'
import { handlingFilter } from './handling/handling-filter'
import { OfferFilter, StatusFilter } from './offer-filter'
import { RequestCard } from './request-card'

const FILTERS = ['offre', 'status'] as const

/** /admin/requests (spec 2 §2): four counters, offer filter, search, the requests newest first, pages. */
export function RequestsInbox() {
  const { siteName } = useSiteConfig()
  const { page, q, filters, update } = useListParams(FILTERS)
  // An offer typed into the address that does not exist is no filter.
  const offre = filters.offre === 'premium' || filters.offre === 'guide' ? filters.offre : ''
  const status = handlingFilter(filters.status)
  const { data, error, isLoading, isValidating, mutate } = useRequests({ q, page, offre, status })
  const unauthorized = error instanceof ApiError && error.status === 401
  useLoadErrorToast(error && !unauthorized ? error : null, REQUESTS_LOAD_ERROR)
  if (unauthorized) return <AdminUnauthorized />

  const requests = data?.requests ?? []
  const filtered = Boolean(q || offre || status)
  const content = (
    <InboxList
      items={requests}
      loading={isLoading && !data}
      failed={Boolean(error) && !data}
      retrying={isValidating}
      onRetry={() => void mutate()}
      loadingLabel="Chargement des demandes…"
      errorMessage={REQUESTS_LOAD_ERROR}
      narrowed={filtered || page > 1}
      noMatch={filtered ? 'Aucune demande ne correspond à ces critères.' : 'Aucune demande sur cette page.'}
      showAllLabel="Voir toutes les demandes"
      onShowAll={() => update({ q: '', offre: '', status: '' })}
      empty="Aucune demande pour le moment. Les demandes de guide et de Service Premium faites sur le site apparaîtront ici."
      listLabel="Demandes reçues"
      pagerLabel="Pages des demandes"
      page={page}
      totalPages={data?.totalPages ?? 1}
      onPage={(next) => update({ page: next })}
      renderItem={(request) => <RequestCard key={request.id} request={request} siteName={siteName} />}
    />
  )

  return (
    <>
      <StatTiles
        label="Statistiques des demandes"
        tiles={[
          { label: 'Service Premium', value: data?.stats.premium, icon: <Crown size={22} /> },
          { label: 'Guide uniquement', value: data?.stats.guide, icon: <BookOpen size={22} /> },
          { label: '7 derniers jours', value: data?.stats.lastSevenDays, icon: <CalendarClock size={22} /> },
          { label: 'Total', value: data?.stats.total, icon: <ListChecks size={22} /> },
        ]}
      />
      <Toolbar>
        <ToolbarSearch
          label="Rechercher une demande"
          placeholder="Nom, email ou téléphone"
          value={q}
          onSearch={(value) => update({ q: value })}
        />
        <OfferFilter value={offre} onChange={(value) => update({ offre: value })} />
        <StatusFilter value={status} onChange={(value) => update({ status: value })} />
      </Toolbar>
      {data && requests.length > 0 ? (
        <ResultCount aria-live="polite">
          {filtered
            ? countOf(data.total, 'demande correspondante', 'demandes correspondantes')
            : countOf(data.total, 'demande', 'demandes')}
        </ResultCount>
      ) : null}
      {content}
    </>
  )
}
