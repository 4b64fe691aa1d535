import { Building2, CheckCircle2, Clock3, FolderOpen, MessageSquare, Rocket } from 'lucide-react'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { PublicUser } from '@/contract/auth'
import { Badge } from '@/web/src/components/ui/badge'
import { Button, ButtonLink } from '@/web/src/components/ui/button'
import { Card, Muted } from '@/web/src/components/ui/card'
import { EmptyState } from '@/web/src/components/ui/empty-state'
import { useOverview } from '../api/use-overview'
import { useDashboardText } from '../i18n'
import type { TabId } from '../tab-ids'
import { NextActionCard } from './next-action-card'
import { OrdersSection } from './orders-section'
import { RecentActivity } from './recent-activity'

const Welcome = styled(Card)`
  display: flex;
  gap: 1rem;
  align-items: center;
  flex-wrap: wrap;
  h2 {
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0;
  }
`

const Avatar = styled.span`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: 1.25rem;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

const Verified = styled.p`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  margin-top: 1rem;
`

// Three counters side by side even on a phone: compact there, roomy from tablets up.
const Counters = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.5rem;
  margin-top: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    gap: 1rem;
  }
`

const CounterCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.85rem 0.75rem;
  strong {
    display: block;
    font-size: 1.6rem;
    line-height: 1.1;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    flex-direction: row;
    align-items: center;
    gap: 1rem;
    padding: 1.5rem;
    strong {
      font-size: 2rem;
    }
    span {
      font-size: 1rem;
    }
  }
`

const CounterIcon = styled.span`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: inline-flex;
  }
  align-items: center;
  justify-content: center;
  flex: 0 0 auto;
  width: 3rem;
  height: 3rem;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`

const ActionCard = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  h3 {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0 0 0.5rem;
  }
  p {
    flex: 1;
  }
`

const Section = styled(Card)`
  margin-top: 1rem;
  h3 {
    margin: 0 0 0.5rem;
  }
`

const LoadError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0 0 0.75rem;
`

function Counter({ icon, value, label }: { icon: ReactNode; value: number | undefined; label: string }) {
  return (
    <CounterCard aria-label={label}>
      <CounterIcon aria-hidden="true">{icon}</CounterIcon>
      <div>
        <strong aria-busy={value === undefined}>{value ?? '–'}</strong>
        <span>{label}</span>
      </div>
    </CounterCard>
  )
}

/** Tab 'Tableau de bord' (spec 1 §2), with the client's real counters and latest activity. */
export function OverviewTab({ user, onOpen }: { user: PublicUser; onOpen: (tab: TabId) => void }) {
  const t = useDashboardText()
  // Arabic initials would join into one word: a zero-width non-joiner keeps them apart ('ك‌ب').
  const [first, last] = [user.firstName.charAt(0), user.lastName.charAt(0)]
  const initials = `${first}${/[\u0600-\u06ff]/.test(first + last) ? '\u200c' : ''}${last}`.toUpperCase()
  const { data, error, isLoading, mutate } = useOverview()
  const counters = data?.counters
  const unread = data?.unreadMessages ?? 0
  return (
    <>
      <Welcome aria-label={t('overview.account')}>
        <Avatar aria-hidden="true">{user.profileImageUrl ? <img src={user.profileImageUrl} alt="" /> : initials}</Avatar>
        <div>
          <h2>
            <bdi>
              {user.firstName} {user.lastName}
            </bdi>
          </h2>
          <p>
            <bdi>{user.email}</bdi>
          </p>
          <Verified>{t('overview.verified')}</Verified>
        </div>
      </Welcome>
      {data?.next ? <NextActionCard next={data.next} onOpen={onOpen} /> : null}
      <Counters>
        <Counter icon={<Building2 size={22} />} value={counters?.companiesCreated} label={t('counter.companies')} />
        <Counter icon={<Clock3 size={22} />} value={counters?.inProgress} label={t('counter.inProgress')} />
        <Counter icon={<CheckCircle2 size={22} />} value={counters?.completed} label={t('counter.completed')} />
      </Counters>
      <Grid>
        <ActionCard>
          <h3>
            <Rocket size={20} aria-hidden="true" /> {t('card.create.title')}
          </h3>
          <Muted>{t('card.create.text')}</Muted>
          <ButtonLink to="/creer-entreprise">{t('card.create.button')}</ButtonLink>
        </ActionCard>
        <ActionCard>
          <h3>
            <FolderOpen size={20} aria-hidden="true" /> {t('card.projects.title')}
          </h3>
          <Muted>{t('card.projects.text')}</Muted>
          <Button $variant="secondary" onClick={() => onOpen('demarches')}>
            {t('card.projects.button')}
          </Button>
        </ActionCard>
        <ActionCard>
          <h3>
            <MessageSquare size={20} aria-hidden="true" /> {t('card.messages.title')}
            {unread > 0 ? <Badge $tone="info">{t('card.messages.new', { count: unread })}</Badge> : null}
          </h3>
          <Muted>{t('card.messages.text')}</Muted>
          <Button $variant="secondary" onClick={() => onOpen('messages')}>
            {t('card.messages.button')}
          </Button>
        </ActionCard>
      </Grid>
      <OrdersSection />
      <Section aria-labelledby="recent-activity">
        <h3 id="recent-activity">{t('activity.title')}</h3>
        {error ? (
          <>
            <LoadError role="alert">{t('activity.error')}</LoadError>
            <Button $variant="secondary" onClick={() => mutate()}>
              {t('retry')}
            </Button>
          </>
        ) : isLoading || !data ? (
          <Muted role="status">{t('activity.loading')}</Muted>
        ) : data.activity.length === 0 ? (
          <EmptyState icon={<Rocket size={22} />} action={<ButtonLink to="/creer-entreprise">{t('card.create.title')}</ButtonLink>}>
            {t('activity.empty')}
          </EmptyState>
        ) : (
          <RecentActivity items={data.activity} onOpen={onOpen} />
        )}
      </Section>
    </>
  )
}
