import type { ReactNode } from 'react'
import styled from 'styled-components'
import { useSiteConfig } from '../../config/site-config'
import { BrandHeader, Container, WideContainer } from './brand-header'

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`

const Main = styled.main`
  flex: 1;
  padding: 1.5rem 0 4rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 2.25rem 0 5rem;
  }
`

/** The page's title row: title and subtitle on one side, actions on the other, wrapping on phones. */
const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.5rem;
  align-items: flex-end;
  justify-content: space-between;
  margin-bottom: 1.5rem;
  h1 {
    margin: 0;
    font-size: 1.5rem;
    letter-spacing: -0.01em;
    @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
      font-size: 2rem;
    }
  }
  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`

/**
 * A navigation beside the page at 1024 px and wider (the back-office's): the column widens by the
 * navigation's width so the page keeps its room. Below, the navigation hides itself (its menu is in the header).
 */
const WithAside = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: grid;
    grid-template-columns: 14rem minmax(0, 1fr);
    gap: 2rem;
    align-items: start;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`

/**
 * The frame of the signed-in screens, the client area's and the back-office's: the brand
 * header (with the audience's `context` and `nav` on its right), then the page, optionally
 * under a title row (`heading`, `subtitle`, `actions`). `title` is the document's title.
 */
export function AppShell({
  title,
  titleSuffix,
  context,
  nav,
  aside,
  heading,
  subtitle,
  actions,
  children,
}: {
  title: string
  /** After the title in the tab ('Administration'); the site's name by default. */
  titleSuffix?: string
  context: string
  nav?: ReactNode
  /** A navigation beside the page on wide screens (it hides itself below 1024 px). */
  aside?: ReactNode
  heading?: ReactNode
  subtitle?: ReactNode
  actions?: ReactNode
  children: ReactNode
}) {
  const { siteName } = useSiteConfig()
  const page = (
    <>
      {heading ? (
        <TitleRow>
          <div>
            <h1>{heading}</h1>
            {subtitle ? <p>{subtitle}</p> : null}
          </div>
          {actions ? <Actions>{actions}</Actions> : null}
        </TitleRow>
      ) : null}
      {children}
    </>
  )
  return (
    <Page>
      <title>{`${title} | ${titleSuffix ?? siteName}`}</title>
      <BrandHeader context={context} wide={Boolean(aside)}>
        {nav}
      </BrandHeader>
      <Main id="contenu">
        {aside ? (
          <WideContainer>
            <WithAside>
              {aside}
              <div>{page}</div>
            </WithAside>
          </WideContainer>
        ) : (
          <Container>{page}</Container>
        )}
      </Main>
    </Page>
  )
}
