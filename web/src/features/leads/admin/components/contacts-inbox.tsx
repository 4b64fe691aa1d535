import { Building2, Inbox, Phone, Users } from 'lucide-react'
import { Button } from '@/web/src/components/ui/button'
import { Card } from '@/web/src/components/ui/card'
import { EmptyState } from '@/web/src/components/ui/empty-state'
import { useSiteConfig } from '@/web/src/config/site-config'
import { ApiError } from '@/web/src/lib/api-client'
import { AdminUnauthorized } from '@/web/src/components/layouts/back-office-shell'
import { CONTACTS_LOAD_ERROR, useContacts } from '../api/list-contacts'
import { CardSkeletons } from '@/web/src/components/ui/skeleton'
import { ContactCard } from './contact-card'
import { CardList } from './inbox-card'
import { countOf, ResultCount, Toolbar, ToolbarSearch } from './inbox-toolbar'
import { Pager } from '@/web/src/components/ui/pager'
import { LoadProblem } from '@/web/src/components/ui/load-problem'
import { StatTiles } from './stat-tiles'
import { useListParams } from './use-list-params'
import { useLoadErrorToast } from './use-load-error-toast'
import { quoted } from '@/contract/french/typography'

/** /admin/contacts (spec 2 §2): statistics, search, the messages newest first, pages. */
export function ContactsInbox() {
  const { siteName } = useSiteConfig()
  const { page, q, update } = useListParams()
  const { data, error, isLoading, isValidating, mutate } = useContacts({ q, page })
  useLoadErrorToast(error && !(error instanceof ApiError && error.status === 401) ? error : null, CONTACTS_LOAD_ERROR)
  if (error instanceof ApiError && error.status === 401) return <AdminUnauthorized />

  const contacts = data?.contacts ?? []
  let content
  if (isLoading && !data) {
    content = <CardSkeletons label="Chargement des contacts…" />
  } else if (error && !data) {
    content = (
      <LoadProblem retryingLabel="Nouvel essai…" message={CONTACTS_LOAD_ERROR} onRetry={() => void mutate()} retrying={isValidating} />
    )
  } else if (contacts.length === 0) {
    content = (
      <Card as="div">
        {q || page > 1 ? (
          <EmptyState
            icon={<Inbox size={24} />}
            action={
              <Button $variant="secondary" onClick={() => update({ q: '' })}>
                Voir tous les contacts
              </Button>
            }
          >
            {q ? `Aucun contact ne correspond à ${quoted(q)}.` : 'Aucun contact sur cette page.'}
          </EmptyState>
        ) : (
          <EmptyState icon={<Inbox size={24} />}>
            Aucun contact pour le moment. Les messages envoyés avec le formulaire de contact du site apparaîtront ici.
          </EmptyState>
        )}
      </Card>
    )
  } else {
    content = (
      <>
        <CardList aria-label="Messages reçus" aria-busy={isValidating}>
          {contacts.map((contact) => (
            <ContactCard key={contact.id} contact={contact} siteName={siteName} />
          ))}
        </CardList>
        <Pager
          label="Pages des contacts"
          page={page}
          totalPages={data?.totalPages ?? 1}
          onPage={(next) => {
            update({ page: next })
            window.scrollTo({ top: 0 })
          }}
        />
      </>
    )
  }

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
      </Toolbar>
      {data && contacts.length > 0 ? (
        <ResultCount aria-live="polite">
          {q ? `${countOf(data.total, 'résultat', 'résultats')} pour ${quoted(q)}` : countOf(data.total, 'contact', 'contacts')}
        </ResultCount>
      ) : null}
      {content}
    </>
  )
}
