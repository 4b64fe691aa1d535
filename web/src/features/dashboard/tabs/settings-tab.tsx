import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { PublicUser } from '@/contract/auth'
import { Card } from '@/web/src/components/ui/card'
import { useDashboardText } from '../i18n'

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1.5rem;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

/** Tab 'Paramètres': read-only account details (spec 1 §2), then what `children` adds below them (the account controls). */
export function SettingsTab({ user, children }: { user: PublicUser; children?: ReactNode }) {
  const t = useDashboardText()
  return (
    <>
      <Card>
        <h2>{t('settings.title')}</h2>
        <List>
          <dt>{t('settings.firstName')}</dt>
          <dd>
            <bdi>{user.firstName}</bdi>
          </dd>
          <dt>{t('settings.lastName')}</dt>
          <dd>
            <bdi>{user.lastName}</bdi>
          </dd>
          <dt>{t('settings.email')}</dt>
          <dd>
            <bdi>{user.email}</bdi>
          </dd>
          <dt>{t('settings.login')}</dt>
          <dd>{t('settings.loginMethod')}</dd>
        </List>
      </Card>
      {children}
    </>
  )
}
