import { type KeyboardEvent, type ReactNode, useRef } from 'react'
import styled from 'styled-components'
import type { PublicUser } from '@/contract/auth'
import { VisuallyHidden } from '../../components/ui/visually-hidden'
import { useLocale } from '../../lib/i18n/locale'
import { useOverview } from './api/use-overview'
import { useDashboardText } from './i18n'
import { TAB_IDS, type TabId } from './tab-ids'
import { DomiciliationTab } from './tabs/domiciliation-tab'
import { OverviewTab } from './tabs/overview-tab'
import { SettingsTab } from './tabs/settings-tab'

/** Tabs whose content another feature brings (composed in app/routes/dashboard-route.tsx). */
export interface DashboardPanels {
  demarches: (user: PublicUser) => ReactNode
  messages: (user: PublicUser) => ReactNode
  /** Below the settings tab's read-only fields: the account controls (features/account). */
  account: (user: PublicUser) => ReactNode
}

// Tabs wrap on phones rather than scroll, so all five stay visible.
const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 0.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 1.5rem;
`

const Tab = styled.button<{ $active: boolean }>`
  flex: 0 0 auto;
  min-height: 44px;
  padding: 0.6rem 0.7rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 0.6rem 1rem;
  }
  border: 0;
  border-bottom: 3px solid ${({ $active, theme }) => ($active ? theme.colors.primary : 'transparent')};
  background: transparent;
  font: inherit;
  font-weight: ${({ $active }) => ($active ? 700 : 500)};
  color: ${({ $active, theme }) => ($active ? theme.colors.primary : theme.colors.muted)};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.35rem;
  height: 1.35rem;
  margin-inline-start: 0.4rem;
  padding: 0 0.35rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.75rem;
  font-weight: 700;
`

/** The five internal tabs of the client area (spec 1 §2), with arrow-key navigation. */
export function DashboardTabs({
  user,
  active,
  onChange,
  panels,
}: {
  user: PublicUser
  active: TabId
  onChange: (tab: TabId) => void
  panels: DashboardPanels
}) {
  const t = useDashboardText()
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const unread = useOverview().data?.unreadMessages ?? 0
  // The arrow towards the end of the line moves on: the right one in French, the left one in Arabic.
  const [forward, backward] = useLocale() === 'ar' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft']
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = TAB_IDS.length - 1
    const next =
      event.key === forward
        ? (index + 1) % TAB_IDS.length
        : event.key === backward
          ? (index + last) % TAB_IDS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    onChange(TAB_IDS[next])
    refs.current[next]?.focus()
  }
  return (
    <>
      <TabList role="tablist" aria-label={t('tabs.label')}>
        {TAB_IDS.map((id, index) => (
          <Tab
            key={id}
            ref={(element) => {
              refs.current[index] = element
            }}
            role="tab"
            id={`tab-${id}`}
            aria-selected={active === id}
            aria-controls={`panel-${id}`}
            tabIndex={active === id ? 0 : -1}
            $active={active === id}
            onClick={() => onChange(id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t(`tab.${id}`)}
            {id === 'messages' && unread > 0 ? (
              <Count>
                <VisuallyHidden>{t.locale === 'ar' ? '، ' : ', '}</VisuallyHidden>
                {unread}
                <VisuallyHidden>{` ${t('tabs.unread', { count: unread })}`}</VisuallyHidden>
              </Count>
            ) : null}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`} tabIndex={0}>
        {active === 'dashboard' && <OverviewTab user={user} onOpen={onChange} />}
        {active === 'demarches' && panels.demarches(user)}
        {active === 'messages' && panels.messages(user)}
        {active === 'domiciliation' && <DomiciliationTab />}
        {active === 'parametres' && <SettingsTab user={user}>{panels.account(user)}</SettingsTab>}
      </div>
    </>
  )
}
