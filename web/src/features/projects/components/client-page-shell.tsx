import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { LogoMark } from '@/web/src/components/brand/logo'
import { useSiteConfig } from '@/web/src/config/site-config'

const Header = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

const Bar = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0 1rem;
  min-height: 64px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 44px;
  font-weight: 800;
  font-size: 1.125rem;
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-radius: 8px;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  /* Phones: the mark alone, so the way back keeps its full wording on one line. */
  @media (max-width: 479px) {
    span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`

/** 'Retour à mon espace': the way back to /dashboard, a 44 px target. */
export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0 0.25rem;
  border-radius: 8px;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    text-decoration: underline;
  }
`

const Main = styled.main`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem 4rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 2.5rem 1rem 5rem;
  }
`

/** The frame of the project screens: the brand, the way back to the client area, the page. */
export function ClientPageShell({ title, children }: { title: string; children: ReactNode }) {
  const { siteName } = useSiteConfig()
  return (
    <>
      <title>{`${title} | ${siteName}`}</title>
      <Header>
        <Bar>
          <Brand to="/" aria-label={`${siteName}, accueil`}>
            <LogoMark />
            <span>{siteName}</span>
          </Brand>
          <BackLink to="/dashboard">
            <ArrowLeft size={18} aria-hidden="true" />
            Retour à mon espace
          </BackLink>
        </Bar>
      </Header>
      <Main>{children}</Main>
    </>
  )
}
