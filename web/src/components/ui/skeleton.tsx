import styled, { keyframes } from 'styled-components'
import { VisuallyHidden } from './visually-hidden'

const shimmer = keyframes`from { background-position: 100% 0; } to { background-position: -100% 0; }`

/** A grey placeholder line while data loads (decorative: the loading state is announced apart). */
export const Bone = styled.span<{ $width: string; $height?: string }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height = '0.875rem' }) => $height};
  border-radius: 6px;
  background: linear-gradient(90deg, #e2e8f0 0%, #f1f5f9 50%, #e2e8f0 100%) 0 0 / 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`

const List = styled.div`
  display: grid;
  gap: 1rem;
`

const Item = styled.div`
  display: grid;
  gap: 0.75rem;
  padding: 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`

/** Grey cards while a list of cards loads (the back-office's inboxes); screen readers hear `label`. */
export function CardSkeletons({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <List role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, key) => (
        <Item key={key} aria-hidden="true">
          <Bone $width="35%" $height="1.1rem" />
          <Bone $width="25%" />
          <Bone $width="60%" />
          <Bone $width="100%" $height="3rem" />
        </Item>
      ))}
    </List>
  )
}
