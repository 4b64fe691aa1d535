import { FolderOpen, Pencil, Plus, Tags, Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'
import styled from 'styled-components'
import type { ApiBlogCategory } from '@/contract/blog'
import { Button } from '@/web/src/components/ui/button'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { deleteCategory, deleteTag, refreshCategories, refreshTags, useBlogCategories, useBlogTags } from '../api/blog-admin-api'
import { safeColour } from './colour-contrast'
import { ConfirmDialog } from '@/web/src/components/ui/confirm-dialog'
import { ListEmpty, ListError, ListLoading } from '@/web/src/components/ui/list-states'
import { TaxonomyDialog, type TaxonomyItem, type TaxonomyKind } from './taxonomy-dialog'
import { useDeleteAction } from './use-delete-action'
import { quoted } from '@/contract/french/typography'

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0.2rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9375rem;
  }
`

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`

const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.75rem 1rem;
  align-items: center;
  padding: 1rem 1.25rem;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: auto minmax(0, 1fr) auto;
  }
`

const Swatch = styled.span<{ $colour: string }>`
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 8px;
  background: ${({ $colour }) => $colour};
  box-shadow: inset 0 0 0 1px rgba(15, 23, 42, 0.15);
`

const Text = styled.div`
  min-width: 0;
  strong {
    display: block;
    overflow-wrap: anywhere;
  }
  span,
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0.2rem 0 0;
  }
`

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: 0.5rem;
  button {
    flex: 1 1 auto;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-column: auto;
    button {
      flex: none;
    }
  }
`

const WORDS = {
  category: {
    title: 'Catégories',
    intro: 'Elles rangent les articles sur le blog (un filtre par catégorie).',
    add: 'Nouvelle catégorie',
    loading: 'Chargement des catégories…',
    loadFailed: 'Erreur lors de la récupération des catégories',
    empty: 'Aucune catégorie pour le moment. Créez-en une pour ranger vos articles.',
    confirmTitle: 'Supprimer la catégorie\u202f?',
    deleted: 'Catégorie supprimée\u202f!',
    deleteFailed: 'Impossible de supprimer la catégorie.',
  },
  tag: {
    title: 'Tags',
    intro: 'Des mots-clés libres, plusieurs par article.',
    add: 'Nouveau tag',
    loading: 'Chargement des tags…',
    loadFailed: 'Erreur lors de la récupération des tags',
    empty: 'Aucun tag pour le moment. Créez-en pour relier les articles entre eux.',
    confirmTitle: 'Supprimer le tag\u202f?',
    deleted: 'Tag supprimé\u202f!',
    deleteFailed: 'Impossible de supprimer le tag.',
  },
} as const

const postCount = (count: number) => (count === 0 ? 'aucun article' : `${count.toLocaleString('fr-FR')} article${count > 1 ? 's' : ''}`)

/** The Catégories or Tags tab: the list, a dialog to create or edit, deletion after a confirmation. */
export function TaxonomyPanel({ kind }: { kind: TaxonomyKind }) {
  const words = WORDS[kind]
  const categories = useBlogCategories()
  const tags = useBlogTags(kind === 'tag')
  const { data, error, isLoading, isValidating, mutate } = kind === 'category' ? categories : tags
  const items: TaxonomyItem[] | undefined = data ? ('categories' in data ? data.categories : data.tags) : undefined
  const [editing, setEditing] = useState<{ item: TaxonomyItem | null } | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const deletion = useDeleteAction({
    remove: kind === 'category' ? deleteCategory : deleteTag,
    refresh: kind === 'category' ? refreshCategories : refreshTags,
    success: words.deleted,
    failure: words.deleteFailed,
  })

  const addButton = (
    <Button onClick={() => setEditing({ item: null })}>
      <Plus size={18} aria-hidden="true" />
      {words.add}
    </Button>
  )

  let content
  if (isLoading && !items) content = <ListLoading label={words.loading} />
  else if (error && !items) content = <ListError message={words.loadFailed} retrying={isValidating} onRetry={() => void mutate()} />
  else if (!items || items.length === 0)
    content = (
      <ListEmpty icon={kind === 'category' ? <FolderOpen size={24} /> : <Tags size={24} />} action={addButton}>
        {words.empty}
      </ListEmpty>
    )
  else
    content = (
      <Rows aria-label={words.title} aria-busy={isValidating}>
        {items.map((item) => {
          const category = kind === 'category' ? (item as ApiBlogCategory) : null
          return (
            <Row key={item.id}>
              <Swatch $colour={safeColour(item.color)} aria-hidden="true" />
              <Text>
                <strong>{item.name}</strong>
                <span>
                  /{item.slug}
                  {category ? ` · ${postCount(category.postCount)}` : null}
                </span>
                {category?.description ? <p>{category.description}</p> : null}
              </Text>
              <Actions>
                <Button $variant="secondary" onClick={() => setEditing({ item })}>
                  <Pencil size={18} aria-hidden="true" />
                  Modifier
                  <VisuallyHidden> «&nbsp;{item.name}&nbsp;»</VisuallyHidden>
                </Button>
                <Button $variant="secondary" onClick={() => deletion.ask({ id: item.id, name: item.name })}>
                  <Trash2 size={18} aria-hidden="true" />
                  Supprimer
                  <VisuallyHidden> «&nbsp;{item.name}&nbsp;»</VisuallyHidden>
                </Button>
              </Actions>
            </Row>
          )
        })}
      </Rows>
    )

  return (
    <>
      <Head>
        <div>
          <h2 ref={heading} tabIndex={-1}>
            {words.title}
          </h2>
          <p>{words.intro}</p>
        </div>
        {items && items.length > 0 ? addButton : null}
      </Head>
      {content}
      <TaxonomyDialog kind={kind} open={editing !== null} item={editing?.item ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deletion.target !== null}
        confirmLabel="Supprimer"
        closeWhenSettled
        title={words.confirmTitle}
        description={
          deletion.target
            ? kind === 'category'
              ? `${quoted(deletion.target.name)} sera supprimée. Une catégorie qui contient encore des articles ne peut pas l’être.`
              : `${quoted(deletion.target.name)} sera retiré de tous les articles qui le portent.`
            : ''
        }
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
        fallbackFocus={heading}
      />
    </>
  )
}
