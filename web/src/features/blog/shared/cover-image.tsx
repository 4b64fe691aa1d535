import { BookOpenText } from 'lucide-react'
import styled from 'styled-components'
import { DEFAULT_CATEGORY_COLOR } from '@/contract/blog'
import { type ApiBlogMedia, mediaFallbackUrl, mediaSrcset } from '@/contract/blog-media'

const Frame = styled.div<{ $color: string; $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  background:
    radial-gradient(120% 90% at 100% 0%, color-mix(in srgb, ${({ $color }) => $color} 30%, #ffffff) 0%, transparent 60%),
    linear-gradient(135deg, #eff6ff 0%, color-mix(in srgb, ${({ $color }) => $color} 12%, #f8fafc) 100%);
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

const Placeholder = styled.div<{ $color: string }>`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  color: color-mix(in srgb, ${({ $color }) => $color} 70%, #0f172a);
  svg {
    width: 18%;
    height: auto;
    min-width: 2.5rem;
    opacity: 0.55;
  }
`

/**
 * A library image as a `<picture>`: WebP first, the original's format for the rest, each in every
 * stored width, so the browser takes the smallest file that fills `sizes`. Its width and height
 * reserve the space (no layout shift); the frame crops it to the ratio.
 */
function LibraryPicture({ media, sizes, eager }: { media: ApiBlogMedia; sizes: string; eager: boolean }) {
  const webp = mediaSrcset(media, 'image/webp')
  return (
    <picture>
      {webp ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
      <img
        src={mediaFallbackUrl(media, 960)}
        srcSet={mediaSrcset(media, media.type) || undefined}
        sizes={sizes}
        width={media.width}
        height={media.height}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'sync' : 'async'}
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  )
}

/**
 * A post's cover: its image, or (without one) a quiet tint of its category's colour with a
 * book, so a grid of cards keeps its rhythm. Decorative either way (the title says it all).
 * A library image (`media`) comes sized for `sizes`; any other address is shown as it is.
 * The article's cover is its largest paint: `eager` loads it first, never lazily.
 */
export function CoverImage({
  src,
  media = null,
  sizes = '100vw',
  color,
  ratio = '16 / 9',
  eager = false,
}: {
  src: string | null
  media?: ApiBlogMedia | null
  sizes?: string
  color?: string | null
  ratio?: string
  eager?: boolean
}) {
  const tint = color ?? DEFAULT_CATEGORY_COLOR
  return (
    <Frame $color={tint} $ratio={ratio}>
      {media ? (
        <LibraryPicture media={media} sizes={sizes} eager={eager} />
      ) : src ? (
        <img src={src} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" {...(eager ? { fetchPriority: 'high' as const } : {})} />
      ) : (
        <Placeholder $color={tint} aria-hidden="true">
          <BookOpenText strokeWidth={1.5} />
        </Placeholder>
      )}
    </Frame>
  )
}
