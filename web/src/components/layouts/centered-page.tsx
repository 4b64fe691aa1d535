import type { ReactNode } from 'react'
import styled from 'styled-components'
import { PublicHeader } from './public-layout'

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`

const Panel = styled.main`
  flex: 1;
  width: 100%;
  max-width: 440px;
  margin: 0 auto;
  padding: 2.5rem 1rem 3rem;
`

/**
 * Centred layout of the account screens (login, register, password recovery) and small
 * notices: the public site's brand header (or the one given, e.g. the back-office's), then a
 * narrow column.
 */
export function CenteredPage({ children, header }: { children: ReactNode; header?: ReactNode }) {
  return (
    <Shell>
      {header ?? <PublicHeader />}
      <Panel>{children}</Panel>
    </Shell>
  )
}
