import type { ReactNode } from 'react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { useSiteConfig } from '../../config/site-config'

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: 2rem 1rem;
`

const Brand = styled(Link)`
  font-size: 1.4rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  margin-bottom: 1.5rem;
  border-radius: 4px;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`

const Panel = styled.main`
  width: 100%;
  max-width: 440px;
`

/** Centred layout of the account screens (login, register, password recovery) and small notices. */
export function CenteredPage({ children }: { children: ReactNode }) {
  const { siteName } = useSiteConfig()
  return (
    <Shell>
      <Brand to="/">{siteName}</Brand>
      <Panel>{children}</Panel>
    </Shell>
  )
}
