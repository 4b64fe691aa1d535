import { FilePlus2, Newspaper, SearchX } from 'lucide-react'
import { useRef } from 'react'
import styled from 'styled-components'
import type { ApiBlogPostSummary } from '@/contract/blog'
import { Button, ButtonLink } from '@/web/src/components/ui/button'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { Pager } from '@/web/src/components/ui/pager'
import { useDebouncedValue } from '@/web/src/lib/use-debounced-value'
import { deletePost, refreshPosts, useAdminPosts } from '../api/blog-admin-api'
import type { BlogParams } from '../use-blog-params'
import { ConfirmDialog } from '@/web/src/components/ui/confirm-dialog'
import { ListEmpty, ListError, ListLoading } from '@/web/src/components/ui/list-states'
import { PostCard } from './post-card'
import { PostFilters } from './post-filters'
import { useDeleteAction } from './use-delete-action'
import { quoted } from '@/contract/french/typography'

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`

const Count = styled.p`
  margin: 0 0 0.75rem;
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`

const plural = (count: number, filtered: boolean) =>
  `${count.toLocaleString('fr-FR')} article${count > 1 ? 's' : ''}${filtered ? ` trouvé${count > 1 ? 's' : ''}` : ''}`

/** The Articles tab: search, status filter, 20 cards a page, deletion after a confirmation. */
export function PostsPanel({
  params,
  update,
}: {
  params: BlogParams
  update: (next: Partial<BlogParams>, options?: { replace?: boolean }) => void
}) {
  const { status, language, q, page } = params
  // The address follows every key (a late update could land on the next page); the request waits for a pause.
  const debouncedQ = useDebouncedValue(q.trim(), 300)
  const { data, error, isLoading, isValidating, mutate } = useAdminPosts({ status, language, q: debouncedQ, page })
  const listTitle = useRef<HTMLHeadingElement>(null)
  const deletion = useDeleteAction({
    remove: deletePost,
    refresh: refreshPosts,
    success: 'Article supprimé\u202f!',
    failure: 'Impossible de supprimer l’article.',
  })
  const filtered = status !== 'all' || language !== 'all' || debouncedQ !== ''

  let content
  if (isLoading && !data) content = <ListLoading label="Chargement des articles…" />
  else if (error && !data)
    content = <ListError message="Erreur lors de la récupération des articles" retrying={isValidating} onRetry={() => void mutate()} />
  else if (!data || data.posts.length === 0)
    content = filtered ? (
      <ListEmpty
        icon={<SearchX size={24} />}
        action={
          <Button $variant="secondary" onClick={() => update({ status: 'all', language: 'all', q: '', page: 1 })}>
            Effacer les filtres
          </Button>
        }
      >
        Aucun article ne correspond à ces filtres.
      </ListEmpty>
    ) : (
      <ListEmpty
        icon={<Newspaper size={24} />}
        action={
          <ButtonLink to="/admin/blog/create">
            <FilePlus2 size={18} aria-hidden="true" />
            Écrire le premier article
          </ButtonLink>
        }
      >
        Aucun article pour le moment. Écrivez le premier&nbsp;: il apparaîtra sur le blog dès sa publication.
      </ListEmpty>
    )
  else
    content = (
      <div aria-busy={isValidating}>
        <Cards aria-label="Articles">
          {data.posts.map((post: ApiBlogPostSummary) => (
            <PostCard key={post.id} post={post} onDelete={(target) => deletion.ask({ id: target.id, name: target.title })} />
          ))}
        </Cards>
        <Pager
          page={data.page}
          totalPages={data.totalPages}
          label="Pages des articles"
          onPage={(next) => {
            update({ page: next })
            listTitle.current?.scrollIntoView({ block: 'start' })
          }}
        />
      </div>
    )

  return (
    <>
      <VisuallyHidden as="h2" ref={listTitle} tabIndex={-1}>
        Articles
      </VisuallyHidden>
      <PostFilters
        search={q}
        onSearchChange={(value) => update({ q: value, page: 1 }, { replace: true })}
        status={status}
        onStatusChange={(next) => update({ status: next, page: 1 })}
        language={language}
        onLanguageChange={(next) => update({ language: next, page: 1 })}
      />
      {/* Always there, so a new count is announced. */}
      <Count aria-live="polite">{data && !error && data.total > 0 ? plural(data.total, filtered) : null}</Count>
      {content}
      <ConfirmDialog
        open={deletion.target !== null}
        confirmLabel="Supprimer"
        closeWhenSettled
        title={'Supprimer l’article\u202f?'}
        description={deletion.target ? `${quoted(deletion.target.name)} sera supprimé définitivement, du blog comme du back-office.` : ''}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
        fallbackFocus={listTitle}
      />
    </>
  )
}
