import type { ReactNode } from 'react'
import styled from 'styled-components'
import { PublicLayout } from '../../components/layouts/public-layout'
import { PageMeta } from '../../components/seo/page-meta'

const Column = styled.div`
  width: 100%;
  max-width: 440px;
  margin: 0 auto;
  padding: 2rem 1rem 3rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 3rem 1rem 4.5rem;
  }
`

/**
 * The frame of the account pages (login, register, password recovery): the public site's
 * layout and head tags around the page's card. The server sends it as HTML; the card with
 * its form is the page's island.
 */
export function AccountPage({
  title,
  description,
  path,
  noindex,
  children,
}: {
  title: string
  description: string
  path: string
  noindex?: boolean
  children: ReactNode
}) {
  return (
    <PublicLayout>
      <PageMeta title={title} description={description} path={path} noindex={noindex} />
      <Column>{children}</Column>
    </PublicLayout>
  )
}
