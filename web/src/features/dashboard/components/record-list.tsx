/**
 * What « Mes commandes » and « Mes factures » share: a titled section, one bordered row per
 * record (title with its badge, facts, amount and download), and the section's failed read.
 */
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '@/web/src/components/ui/button'
import { Card, Muted } from '@/web/src/components/ui/card'
import { useDashboardText } from '../i18n'

const Section = styled(Card)`
  margin-top: 1rem;
  h3 {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0 0 0.75rem;
  }
`

/** A section of the overview with its heading (an icon and a title). */
export function RecordSection({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={id}>
      <h3 id={id}>
        {icon} {title}
      </h3>
      {children}
    </Section>
  )
}

export const RecordItem = styled.li`
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  p {
    margin: 0.15rem 0 0;
  }
`

/** The record's facts at the left, its amount and download at the right (below on a phone). */
export const RecordRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;
`

export const RecordTitle = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: 0 !important;
  font-weight: 700;
`

export const RecordSide = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  strong {
    font-size: 1.125rem;
  }
`

/** A PDF to download: a 44 px target, as every touch target of the client area. */
export const RecordDownload = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  font-weight: 600;
`

/** The section's list could not be read: say so, and offer to try again. */
export function RecordLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useDashboardText()
  return (
    <>
      <Muted role="alert">{message}</Muted>
      <Button $variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </>
  )
}
