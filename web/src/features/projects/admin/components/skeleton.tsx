import styled, { keyframes } from 'styled-components'

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
