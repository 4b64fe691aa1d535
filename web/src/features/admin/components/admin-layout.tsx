import type { ReactNode } from 'react'
import styled from 'styled-components'
import { ButtonLink } from '../../../components/ui/button'

const Header = styled.header`
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
  background: ${({ theme }) => theme.colors.dark};
  color: #ffffff;
`

const HeaderInner = styled.div`
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
    color: #cbd5e1;
    font-size: 0.95rem;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`

const Main = styled.main`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`

/**
 * The frame of every back-office page: a dark header with the title and actions. Pages after
 * /admin pass `backToAdmin` for the back-to-admin button every admin page has (spec 2 §2).
 */
export function AdminLayout({
  title,
  subtitle,
  actions,
  backToAdmin = false,
  children,
}: {
  title: string
  subtitle?: string
  actions?: ReactNode
  backToAdmin?: boolean
  children: ReactNode
}) {
  return (
    <>
      <title>{`${title} | Administration`}</title>
      <Header>
        <HeaderInner>
          <div>
            <h1>{title}</h1>
            {subtitle ? <p>{subtitle}</p> : null}
          </div>
          <Actions>
            {backToAdmin ? (
              <ButtonLink to="/admin" $variant="secondary">
                ← Retour à l'administration
              </ButtonLink>
            ) : null}
            {actions}
          </Actions>
        </HeaderInner>
      </Header>
      <Main>{children}</Main>
    </>
  )
}
