/**
 * « Votre espace client » on the confirmation page of a paid order (issue 33 item 2): a buyer whose
 * account the order opened chooses a password here; one who already had an account logs in.
 * Either way the dashboard then opens on a welcome naming the order.
 */
import { format } from 'date-fns'
import { KeyRound, LogIn } from 'lucide-react'
import { lazy, Suspense } from 'react'
import type { Locale } from '@/contract/i18n/locales'
import type { OrderAccountAccess } from '@/contract/payments'
import { WELCOME_ORDER_PARAM, webRoutes } from '@/contract/web-routes'
import styled from 'styled-components'
import { ButtonAnchor } from '@/web/src/components/ui/button-base'
import { formatTime } from '@/contract/french/dates'
import { loginPathFor } from '@/web/src/lib/after-login'
import { useLocalizedHref } from '@/web/src/lib/i18n/locale'
import { useConfirmationText } from '../i18n'
import { Card, printHidden, Skeleton } from '../order-summary.styles'

const FirstPasswordForm = lazy(() => import('./first-password-form'))

const AccountCardFrame = styled(Card)`
  ${printHidden}
  border-color: ${({ theme }) => theme.colors.primary};
  h2 {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    margin-bottom: 0.5rem;
  }
  h2 svg {
    color: ${({ theme }) => theme.colors.primary};
    flex: none;
  }
  > p {
    margin: 0 0 1.25rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  .note {
    margin: 1rem 0 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

/** '14 h 05' in French, '14:05' in Arabic (Latin digits). */
const time = (value: string, locale: Locale) => (locale === 'ar' ? format(new Date(value), 'HH:mm') : formatTime(value))

export function AccountCard({ access, sessionId, orderNumber }: { access: OrderAccountAccess; sessionId: string; orderNumber: string }) {
  const t = useConfirmationText()
  const href = useLocalizedHref()
  const welcome = `?${new URLSearchParams({ [WELCOME_ORDER_PARAM]: orderNumber }).toString()}`
  const dashboard = href(`${webRoutes.dashboard}${welcome}`)
  const email = <bdi>{access.email}</bdi>
  if (access.state === 'log-in') {
    return (
      <AccountCardFrame aria-labelledby="order-account-titre">
        <h2 id="order-account-titre">
          <LogIn size={22} aria-hidden="true" />
          {t('account.title')}
        </h2>
        <p>{t.rich('account.linked', { strong: <strong /> }, { email })}</p>
        <ButtonAnchor href={href(loginPathFor({ pathname: webRoutes.dashboard, search: welcome }))} $block>
          {t('account.login')}
        </ButtonAnchor>
      </AccountCardFrame>
    )
  }
  return (
    <AccountCardFrame aria-labelledby="order-account-titre">
      <h2 id="order-account-titre">
        <KeyRound size={22} aria-hidden="true" />
        {t('account.choose')}
      </h2>
      <p>{t.rich('account.opened', { strong: <strong /> }, { email })}</p>
      <Suspense fallback={<Skeleton $width="100%" $height="9rem" aria-hidden="true" />}>
        <FirstPasswordForm sessionId={sessionId} code={access.code} next={dashboard} />
      </Suspense>
      <p className="note">{t.rich('account.until', {}, { time: <bdi>{time(access.expiresAt, t.locale)}</bdi> })}</p>
    </AccountCardFrame>
  )
}
