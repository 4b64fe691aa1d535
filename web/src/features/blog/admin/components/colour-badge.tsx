import styled from 'styled-components'
import { readableTextOn, safeColour } from './colour-contrast'

const Pill = styled.span<{ $bg: string; $fg: string }>`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  line-height: 1.5;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
  /* A pale colour on white still shows its edge. */
  box-shadow: inset 0 0 0 1px rgba(15, 23, 42, 0.12);
`

/** A category or tag name in its own colour, with whichever text colour passes contrast on it. */
export function ColourBadge({ colour, children }: { colour: string; children: string }) {
  const bg = safeColour(colour)
  return (
    <Pill $bg={bg} $fg={readableTextOn(bg)}>
      {children}
    </Pill>
  )
}
