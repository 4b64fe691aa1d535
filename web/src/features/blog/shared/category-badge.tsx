import styled from 'styled-components'
import type { ApiBlogPostSummary } from '@/contract/blog'

const Pill = styled.span<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.2rem 0.65rem;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  /* The editor picks any colour: it tints the pill and its dot; the text stays dark for contrast. */
  color: ${({ theme }) => theme.colors.text};
  background: color-mix(in srgb, ${({ $color }) => $color} 14%, #ffffff);
  border: 1px solid color-mix(in srgb, ${({ $color }) => $color} 35%, #ffffff);
  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: ${({ $color }) => $color};
  }
`

/** The category of a post, in the colour the editor chose for it. */
export function CategoryBadge({ category }: { category: NonNullable<ApiBlogPostSummary['category']> }) {
  return <Pill $color={category.color}>{category.name}</Pill>
}
