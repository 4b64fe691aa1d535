import { UserRoundSearch, Users } from 'lucide-react'
import { useId } from 'react'
import { type AdminUser, USER_SEARCH_MAX } from '@/contract/admin-users'
import { Button } from '@/web/src/components/ui/button'
import { EmptyState } from '@/web/src/components/ui/empty-state'
import { SearchInput } from '@/web/src/components/ui/search-field'
import { quoted } from '@/contract/french/typography'
import { ADMIN_USERS_ERROR, type useAdminUsers } from '../api/admin-users'
import { PanelError, PanelLoading } from '@/web/src/components/ui/list-states'
import { Count, MoreRow, Panel, PanelHeader, ScrollBox } from './panel'
import { UserListItem } from './user-list-item'

/** Spec 2 §2: the count of users shown, out of all that match when more pages remain. */
function countText(shown: number, total: number) {
  if (shown >= total) return `${total} utilisateur${total > 1 ? 's' : ''}`
  return `${shown} affichés sur ${total} utilisateurs`
}

/** The searchable client list (spec 2 §2 /admin/messages); the search runs on the server. */
export function UserListPanel({
  search,
  onSearch,
  list,
  selectedId,
  onSelect,
}: {
  search: string
  onSearch: (search: string) => void
  list: ReturnType<typeof useAdminUsers>
  selectedId: number | null
  onSelect: (user: AdminUser) => void
}) {
  const headingId = useId()
  const searching = search.trim() !== ''

  let body
  if (list.isLoading) body = <PanelLoading label="Chargement des utilisateurs…" />
  else if (list.error && list.users.length === 0) body = <PanelError message={ADMIN_USERS_ERROR} onRetry={() => void list.refresh()} />
  else if (list.users.length === 0)
    body = searching ? (
      <EmptyState icon={<UserRoundSearch size={22} />}>Aucun utilisateur ne correspond à {quoted(search.trim())}.</EmptyState>
    ) : (
      <EmptyState icon={<Users size={22} />}>
        Aucun utilisateur pour le moment. Les clients apparaissent ici dès leur inscription.
      </EmptyState>
    )
  else
    body = (
      <ScrollBox>
        <ul aria-labelledby={headingId}>
          {list.users.map((user) => (
            <UserListItem key={user.id} user={user} selected={user.id === selectedId} onSelect={onSelect} />
          ))}
        </ul>
        {list.hasMore ? (
          <MoreRow>
            <Button $variant="ghost" onClick={list.loadMore} disabled={list.isLoadingMore}>
              {list.isLoadingMore ? 'Chargement…' : 'Afficher plus'}
            </Button>
          </MoreRow>
        ) : null}
      </ScrollBox>
    )

  return (
    <Panel aria-labelledby={headingId}>
      <PanelHeader>
        <h2 id={headingId}>Utilisateurs</h2>
        <Count role="status">
          {list.isLoading || (list.error && list.users.length === 0) ? '' : countText(list.users.length, list.total)}
        </Count>
      </PanelHeader>
      <div role="search">
        <SearchInput
          label="Rechercher un utilisateur"
          placeholder="Prénom, nom ou email"
          maxLength={USER_SEARCH_MAX}
          value={search}
          onChange={onSearch}
        />
      </div>
      {body}
    </Panel>
  )
}
