import type { ReactNode } from 'react'
import styled from 'styled-components'

const Grid = styled.ul<{ $count: number }>`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  margin: 0 0 1.5rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
    gap: 1rem;
  }
`

const Tile = styled.li`
  display: flex;
  align-items: center;
  gap: 0.875rem;
  padding: 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  min-width: 0;
  /* The last tile of an odd count takes the whole row on phones. */
  &:last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 1.25rem;
    &:last-child:nth-child(odd) {
      grid-column: auto;
    }
  }
`

const Icon = styled.span`
  flex: none;
  display: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    display: inline-flex;
  }
`

const Text = styled.div`
  display: flex;
  flex-direction: column-reverse;
  min-width: 0;
  span {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    font-size: 1.5rem;
    font-weight: 700;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
  }
`

export interface StatTile {
  label: string
  value: number | undefined
  icon: ReactNode
}

const formatCount = (value: number | undefined) => (value === undefined ? '–' : value.toLocaleString('fr-FR'))

/** The counters above a list (the back-office's projects, contacts, requests, blog); each is read label first ('Total 4'), shown number first. */
export function StatTiles({ label, tiles }: { label: string; tiles: readonly StatTile[] }) {
  return (
    <Grid aria-label={label} $count={tiles.length}>
      {tiles.map((tile) => (
        <Tile key={tile.label}>
          <Icon aria-hidden="true">{tile.icon}</Icon>
          <Text>
            <span>{tile.label}</span>
            <strong>{formatCount(tile.value)}</strong>
          </Text>
        </Tile>
      ))}
    </Grid>
  )
}
