import { formatDistanceToNow } from 'date-fns'
import { fr } from 'date-fns/locale'
import { CircleCheck, FileText, Inbox, Mail, MessagesSquare, ShoppingBag } from 'lucide-react'
import type { ComponentType } from 'react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { QUEUE_KINDS, type QueueEntry, type QueueItem, type QueueKind } from '@/contract/admin-queue'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { Bone } from '../../components/ui/skeleton'
import { VisuallyHidden } from '../../components/ui/visually-hidden'
import { useWorkQueue, WORK_QUEUE_ERROR } from '../../lib/use-work-queue'

const KINDS: Record<QueueKind, { title: string; empty: string; all: string; Icon: ComponentType<{ size?: number }> }> = {
  messages: { title: 'Messages non lus', empty: 'Aucun message en attente.', all: 'Voir les messages', Icon: MessagesSquare },
  documents: { title: 'Documents à vérifier', empty: 'Aucun document à vérifier.', all: 'Voir les projets', Icon: FileText },
  orders: { title: 'Commandes à démarrer', empty: 'Aucune commande en attente.', all: 'Voir les projets en attente', Icon: ShoppingBag },
  contacts: { title: 'Nouveaux contacts', empty: 'Aucun nouveau contact.', all: 'Voir les nouveaux contacts', Icon: Mail },
  requests: { title: 'Nouvelles demandes', empty: 'Aucune nouvelle demande.', all: 'Voir les nouvelles demandes', Icon: Inbox },
}

const COUNT = new Intl.NumberFormat('fr-FR')
const FULL_DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' })

const Section = styled.section`
  margin-bottom: 2rem;
`

const Title = styled.h2`
  font-size: 1.15rem;
  margin: 0 0 0.75rem;
`

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(320px, 100%), 1fr));
`

const KindCard = styled(Card)<{ $quiet?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem 1.25rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 1.25rem;
  }
  ${({ $quiet, theme }) => ($quiet ? `background: ${theme.colors.background}; box-shadow: none;` : '')}
`

const KindHeader = styled.div`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`

const KindIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: 0 0 auto;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`

const Count = styled.span`
  margin-inline-start: auto;
  font-size: 1.5rem;
  font-weight: 700;
  line-height: 1;
  font-variant-numeric: tabular-nums;
`

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.25rem;
`

const ItemLink = styled(Link)`
  display: grid;
  gap: 0.1rem;
  padding: 0.5rem 0.6rem;
  margin: 0 -0.6rem;
  border-radius: 8px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  min-height: 44px;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
  strong {
    display: flex;
    align-items: baseline;
    gap: 0.5rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
    overflow-wrap: anywhere;
  }
  span.what {
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.9rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8125rem;
  }
`

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`

const AllLink = styled(Link)`
  margin-top: auto;
  font-size: 0.9rem;
  font-weight: 600;
`

const Problem = styled(Card).attrs({ as: 'div' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 500;
  }
`

/** « il y a 3 heures », the full date on hover and for machines. */
function Ago({ at }: { at: string }) {
  const date = new Date(at)
  return (
    <time dateTime={at} title={FULL_DATE.format(date)}>
      {formatDistanceToNow(date, { addSuffix: true, locale: fr })}
    </time>
  )
}

function ItemRow({ kind, item }: { kind: QueueKind; item: QueueItem }) {
  return (
    <li>
      <ItemLink to={item.href}>
        <strong>
          {item.who}
          {kind === 'messages' && item.count > 1 ? <Badge $tone="info">{item.count} non lus</Badge> : null}
        </strong>
        <span className="what">{item.label}</span>
        <Ago at={item.at} />
      </ItemLink>
    </li>
  )
}

function KindSummary({ kind, entry }: { kind: QueueKind; entry: QueueEntry }) {
  const { title, empty, all, Icon } = KINDS[kind]
  const headingId = `a-traiter-${kind}`
  return (
    <KindCard aria-labelledby={headingId} $quiet={entry.count === 0}>
      <KindHeader>
        <KindIcon aria-hidden="true">
          <Icon size={18} />
        </KindIcon>
        <h3 id={headingId}>
          {title}
          <VisuallyHidden>&nbsp;: {COUNT.format(entry.count)}</VisuallyHidden>
        </h3>
        <Count aria-hidden="true">{COUNT.format(entry.count)}</Count>
      </KindHeader>
      {entry.items.length > 0 ? (
        <Items>
          {entry.items.map((item) => (
            <ItemRow key={item.id} kind={kind} item={item} />
          ))}
        </Items>
      ) : (
        <Quiet>{empty}</Quiet>
      )}
      {entry.count > 0 ? (
        <AllLink to={entry.href}>
          {all}
          {entry.count > entry.items.length ? ` (${COUNT.format(entry.count)})` : null}
        </AllLink>
      ) : null}
    </KindCard>
  )
}

function Skeleton() {
  return (
    <Grid role="status" aria-live="polite">
      <VisuallyHidden>Chargement de la liste à traiter…</VisuallyHidden>
      {[0, 1, 2].map((key) => (
        <KindCard key={key} as="div" aria-hidden="true">
          <Bone $width="55%" $height="1.1rem" />
          <Bone $width="80%" />
          <Bone $width="65%" />
          <Bone $width="40%" />
        </KindCard>
      ))}
    </Grid>
  )
}

/**
 * « À traiter » at the top of the back-office home (issue 35 item 4): one card per kind with its
 * count, its oldest items (who, what, when) and a link to each; the team's live events refresh it
 * through its swr key.
 */
export function WorkQueueSection() {
  const { data, error, isLoading, isValidating, mutate } = useWorkQueue()
  const nothing = data && QUEUE_KINDS.every((kind) => data.queue[kind].count === 0)
  return (
    <Section aria-labelledby="a-traiter" aria-busy={isLoading}>
      <Title id="a-traiter">À traiter</Title>
      {data ? (
        nothing ? (
          <Card as="div">
            <EmptyState icon={<CircleCheck size={22} />}>Rien à traiter pour le moment.</EmptyState>
          </Card>
        ) : (
          <Grid>
            {QUEUE_KINDS.map((kind) => (
              <KindSummary key={kind} kind={kind} entry={data.queue[kind]} />
            ))}
          </Grid>
        )
      ) : error ? (
        <Problem role="alert">
          <p>{WORK_QUEUE_ERROR}</p>
          <Button $variant="secondary" onClick={() => void mutate()} disabled={isValidating}>
            {isValidating ? 'Nouvel essai…' : 'Réessayer'}
          </Button>
        </Problem>
      ) : isLoading ? (
        <Skeleton />
      ) : null}
    </Section>
  )
}
