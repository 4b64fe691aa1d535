import { useState } from 'react'
import { createPortal } from 'react-dom'
import styled from 'styled-components'
import { type ApiBlogMedia, mediaFallbackUrl } from '@/contract/blog-media'
import { Modal } from '@/web/src/components/ui/modal'
import { Pager } from '@/web/src/components/ui/pager'
import { SearchField } from '@/web/src/components/ui/search-field'
import { Spinner } from '@/web/src/components/ui/spinner'
import { LoadProblem } from '@/web/src/components/ui/load-problem'
import { useBlogMedia } from './media-api'
import { MediaUploadForm } from './media-upload-form'

const Grid = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

/** One image: a button named by its alt text, which the caption shows too. */
const Choice = styled.button`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.background};
  }
  span {
    padding: 0.4rem 0.5rem;
    font-size: 0.8125rem;
    line-height: 1.35;
    overflow-wrap: anywhere;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

const Note = styled.p`
  margin: 1rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
`

function Library({ onChoose }: { onChoose: (media: ApiBlogMedia) => void }) {
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const { data, error, isLoading, isValidating, mutate } = useBlogMedia(page, search)
  return (
    <section aria-label="Images de la bibliothèque">
      <SearchField
        label="Rechercher une image"
        placeholder="Texte alternatif ou nom du fichier"
        value={search}
        onSearch={(value) => {
          setSearch(value)
          setPage(1)
        }}
      />
      {error && !data ? (
        <LoadProblem message="La bibliothèque n’a pas pu être chargée." onRetry={() => void mutate()} retrying={isValidating} />
      ) : isLoading && !data ? (
        <Spinner label="Chargement des images…" />
      ) : data && data.media.length === 0 ? (
        <Note role="status">
          {search ? 'Aucune image ne correspond à cette recherche.' : 'La bibliothèque est vide\u00a0: ajoutez une image.'}
        </Note>
      ) : data ? (
        <>
          <Grid>
            {data.media.map((media) => (
              <li key={media.id}>
                <Choice type="button" onClick={() => onChoose(media)}>
                  <img src={mediaFallbackUrl(media, 480)} alt="" width={media.width} height={media.height} loading="lazy" />
                  <span>{media.alt}</span>
                </Choice>
              </li>
            ))}
          </Grid>
          <Pager page={page} totalPages={data.totalPages} onPage={setPage} label="Pages de la bibliothèque" />
        </>
      ) : null}
    </section>
  )
}

/**
 * The image library in a dialog (issue 36): upload an image with its alt text, or search and
 * choose one. Rendered in <body>, as the link dialog: a form inside the article's form would
 * submit the article.
 */
export function MediaPickerDialog({
  open,
  onClose,
  onChoose,
  title = 'Choisir une image',
}: {
  open: boolean
  onClose: () => void
  onChoose: (media: ApiBlogMedia) => void
  title?: string
}) {
  if (typeof document === 'undefined') return null
  return createPortal(
    <Modal open={open} onClose={onClose} title={title} description="Envoyez une nouvelle image ou choisissez-en une déjà envoyée.">
      {open ? (
        <>
          <MediaUploadForm onUploaded={onChoose} />
          <Library onChoose={onChoose} />
        </>
      ) : null}
    </Modal>,
    document.body,
  )
}
