import type { ReactNode } from 'react'
import styled from 'styled-components'
import { PageHeaderInner } from './page-header'
import { ButtonLink } from '../ui/button'

const Header = styled.header`
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
  background: ${({ theme }) => theme.colors.dark};
  color: #ffffff;
  --header-muted: #cbd5e1;
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
        <PageHeaderInner>
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
        </PageHeaderInner>
      </Header>
      <Main>{children}</Main>
    </>
  )
}
