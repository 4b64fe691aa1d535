import styled from 'styled-components'
import type { ApiBlogMedia } from '@/contract/blog-media'
import { AuthorName } from '../list/post-card'

const SIZE = 144

const Frame = styled.div`
  flex-shrink: 0;
  width: 112px;
  height: 112px;
  border-radius: 50%;
  overflow: hidden;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: 2.25rem;
  font-weight: 700;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    width: ${SIZE}px;
    height: ${SIZE}px;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')

/** The author's photo from the library (its WebP widths in `srcset`), or their initials; `alt` in the page's language (the library's is French). */
export function AuthorPhoto({ photo, name, alt }: { photo: ApiBlogMedia | null; name: string; alt?: string }) {
  const webp = photo?.sizes.filter((size) => size.type === 'image/webp') ?? []
  return (
    <Frame aria-hidden={photo ? undefined : true}>
      {photo ? (
        <img
          src={photo.url}
          srcSet={webp.length ? webp.map((size) => `${size.url} ${size.width}w`).join(', ') : undefined}
          sizes={`${SIZE}px`}
          width={SIZE}
          height={SIZE}
          alt={alt ?? photo.alt}
          decoding="async"
        />
      ) : (
        // Initials of a name as typed: isolated on Arabic pages, as the name is.
        <AuthorName name={initials(name)} />
      )}
    </Frame>
  )
}
