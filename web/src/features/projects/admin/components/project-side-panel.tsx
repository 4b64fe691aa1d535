import { ArrowLeft, RefreshCw } from 'lucide-react'
import styled, { css, keyframes } from 'styled-components'
import type { ApiProjectStep } from '@/contract/projects'
import { Button, ButtonLink } from '@/web/src/components/ui/button'
import { Card } from '@/web/src/components/ui/card'
import { useProjectsListLink } from './projects-list-link'

const Aside = styled.aside`
  display: grid;
  gap: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    position: sticky;
    top: 1.5rem;
  }
  h2 {
    margin: 0 0 1rem;
    font-size: 1.125rem;
  }
`

const Buttons = styled.div`
  display: grid;
  gap: 0.5rem;
`

const spin = keyframes`to { transform: rotate(360deg); }`

const Spinning = styled.span<{ $on: boolean }>`
  display: inline-flex;
  animation: ${({ $on }) =>
    $on
      ? css`
          ${spin} 0.8s linear infinite
        `
      : 'none'};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`

const Stats = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0;
  margin: 0;
  dt,
  dd {
    padding: 0.55rem 0;
    border-top: 1px solid ${({ theme }) => theme.colors.background};
  }
  dt:first-of-type,
  dd:first-of-type {
    border-top: none;
    padding-top: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`

/** The side panel of /admin/project/{id} (spec 2 §2): reload, back to the list, the steps' statistics. */
export function ProjectSidePanel({
  steps,
  progress,
  refreshing,
  onRefresh,
}: {
  steps: ApiProjectStep[] | undefined
  progress: number
  refreshing: boolean
  onRefresh: () => void
}) {
  const listLink = useProjectsListLink()
  const count = (status: string) => steps?.filter((step) => step.status === status).length ?? 0
  const rows: [string, string][] = steps
    ? [
        ['Étapes au total', String(steps.length)],
        ['Terminées', String(count('completed'))],
        ['En cours', String(count('in_progress'))],
        ['En attente', String(count('pending'))],
        ...(count('cancelled') > 0 ? ([['Annulées', String(count('cancelled'))]] as [string, string][]) : []),
        ['Avancement', `${progress}\u00a0%`],
      ]
    : []
  return (
    <Aside aria-label="Actions et statistiques">
      <Card>
        <h2>Actions</h2>
        <Buttons>
          <Button $variant="secondary" $block onClick={() => (refreshing ? undefined : onRefresh())} aria-busy={refreshing}>
            <Spinning $on={refreshing} aria-hidden="true">
              <RefreshCw size={18} />
            </Spinning>
            {refreshing ? 'Actualisation…' : 'Actualiser'}
          </Button>
          <ButtonLink to={listLink} $variant="secondary" $block>
            <ArrowLeft size={18} aria-hidden="true" />
            Retour aux projets
          </ButtonLink>
        </Buttons>
      </Card>
      <Card>
        <h2>Statistiques</h2>
        {steps ? (
          <Stats>
            {rows.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </Stats>
        ) : (
          <p style={{ margin: 0, color: '#475569' }}>Chargement des étapes…</p>
        )}
      </Card>
    </Aside>
  )
}
