import { BookOpenText } from 'lucide-react'
import styled from 'styled-components'
import { DEFAULT_CATEGORY_COLOR } from '@/contract/blog'

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
 * A post's cover: its image, or (without one) a quiet tint of its category's colour with a
 * book, so a grid of cards keeps its rhythm. Decorative either way (the title says it all).
 */
export function CoverImage({
  src,
  color,
  ratio = '16 / 9',
  eager = false,
}: {
  src: string | null
  color?: string | null
  ratio?: string
  eager?: boolean
}) {
  const tint = color ?? DEFAULT_CATEGORY_COLOR
  return (
    <Frame $color={tint} $ratio={ratio}>
      {src ? (
        <img src={src} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" {...(eager ? { fetchPriority: 'high' as const } : {})} />
      ) : (
        <Placeholder $color={tint} aria-hidden="true">
          <BookOpenText strokeWidth={1.5} />
        </Placeholder>
      )}
    </Frame>
  )
}
