/** The pieces both panels of /admin/messages share: frame, header, scrolling list (their states: components/ui/list-states). */
import styled from 'styled-components'
import { Card } from '@/web/src/components/ui/card'

export const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 1.25rem;
  }
`

export const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.25rem 0.75rem;
  h2,
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
`

export const Count = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`

/** Spec 2 §2, §9: user and message lists scroll at about 24rem. */
export const ScrollBox = styled.div`
  /* The containing block of visually hidden texts inside, so they scroll with the list, not the page. */
  position: relative;
  max-height: 24rem;
  overflow-y: auto;
  overscroll-behavior: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  &:focus-visible {
    outline-offset: 2px;
  }
  & > ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`

export const MoreRow = styled.div`
  display: flex;
  justify-content: center;
  padding: 0.5rem;
`
