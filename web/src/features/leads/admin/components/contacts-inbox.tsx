import { Building2, Phone, Users } from 'lucide-react'
import { useSiteConfig } from '@/web/src/config/site-config'
import { ApiError } from '@/web/src/lib/api-client'
import { AdminUnauthorized } from '@/web/src/components/layouts/back-office-shell'
import { CONTACTS_LOAD_ERROR, useContacts } from '../api/list-contacts'
import { ContactCard } from './contact-card'
import { handlingFilter } from './handling/handling-filter'
import { StatusFilter } from './offer-filter'
import { InboxList } from './inbox-list'
import { countOf, ResultCount, Toolbar, ToolbarSearch } from './inbox-toolbar'
import { StatTiles } from '@/web/src/components/ui/stat-tiles'
import { useListParams } from './use-list-params'
import { useLoadErrorToast } from './use-load-error-toast'
import { quoted } from '@/contract/french/typography'

const FILTERS = ['status'] as const

/** /admin/contacts (spec 2 §2): statistics, search, the handling filter, the messages newest first, pages. */
export function ContactsInbox() {
  const { siteName } = useSiteConfig()
  const { page, q, filters, update } = useListParams(FILTERS)
  const status = handlingFilter(filters.status)
  const { data, error, isLoading, isValidating, mutate } = useContacts({ q, page, status })
  useLoadErrorToast(error && !(error instanceof ApiError && error.status === 401) ? error : null, CONTACTS_LOAD_ERROR)
  if (error instanceof ApiError && error.status === 401) return <AdminUnauthorized />

  const contacts = data?.contacts ?? []
  const content = (
    <InboxList
      items={contacts}
      loading={isLoading && !data}
      failed={Boolean(error) && !data}
      retrying={isValidating}
      onRetry={() => void mutate()}
      loadingLabel="Chargement des contacts…"
      errorMessage={CONTACTS_LOAD_ERROR}
      narrowed={Boolean(q || status) || page > 1}
      noMatch={q ? `Aucun contact ne correspond à ${quoted(q)}.` : 'Aucun contact sur cette page.'}
      showAllLabel="Voir tous les contacts"
      onShowAll={() => update({ q: '', status: '' })}
      empty="Aucun contact pour le moment. Les messages envoyés avec le formulaire de contact du site apparaîtront ici."
      listLabel="Messages reçus"
      pagerLabel="Pages des contacts"
      page={page}
      totalPages={data?.totalPages ?? 1}
      onPage={(next) => update({ page: next })}
      renderItem={(contact) => <ContactCard key={contact.id} contact={contact} siteName={siteName} />}
    />
  )

  return (
    <>
      <StatTiles
        label="Statistiques des contacts"
        tiles={[
          { label: 'Total', value: data?.stats.total, icon: <Users size={22} /> },
          { label: 'Avec téléphone', value: data?.stats.withPhone, icon: <Phone size={22} /> },
          { label: 'Avec entreprise', value: data?.stats.withCompany, icon: <Building2 size={22} /> },
        ]}
      />
      <Toolbar>
        <ToolbarSearch
          label="Rechercher un contact"
          placeholder="Nom, email ou entreprise"
          value={q}
          onSearch={(value) => update({ q: value })}
        />
        <StatusFilter value={status} onChange={(value) => update({ status: value })} />
      </Toolbar>
      {data && contacts.length > 0 ? (
        <ResultCount aria-live="polite">
          {q
            ? `${countOf(data.total, 'résultat', 'résultats')} pour ${quoted(q)}`
            : status
              ? countOf(data.total, 'contact correspondant', 'contacts correspondants')
              : countOf(data.total, 'contact', 'contacts')}
        </ResultCount>
      ) : null}
      {content}
    </>
  )
}
