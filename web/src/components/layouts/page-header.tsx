import styled from 'styled-components'

/**
 * The row inside a screen's top bar (client area, back-office): title and subtitle on one
 * side, actions on the other, wrapping on phones. The bar sets `--header-muted` for the
 * subtitle colour on a dark background.
 */
export const PageHeaderInner = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 1rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.5rem;
  align-items: center;
  justify-content: space-between;
  h1 {
    margin: 0;
    font-size: 1.4rem;
  }
  p {
    margin: 0.15rem 0 0;
    color: var(--header-muted, ${({ theme }) => theme.colors.muted});
  }
`
