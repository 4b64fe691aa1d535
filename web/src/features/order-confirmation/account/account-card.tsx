/**
 * « Votre espace client » on the confirmation page of a paid order (issue 33 item 2): a buyer whose
 * account the order opened chooses a password here; one who already had an account logs in.
 * Either way the dashboard then opens on a welcome naming the order.
 */
import { KeyRound, LogIn } from 'lucide-react'
import { lazy, Suspense } from 'react'
import type { OrderAccountAccess } from '@/contract/payments'
import { WELCOME_ORDER_PARAM, webRoutes } from '@/contract/web-routes'
import styled from 'styled-components'
import { ButtonAnchor } from '@/web/src/components/ui/button-base'
import { formatTime } from '@/contract/french/dates'
import { loginPathFor } from '@/web/src/lib/after-login'
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

export function AccountCard({ access, sessionId, orderNumber }: { access: OrderAccountAccess; sessionId: string; orderNumber: string }) {
  const welcome = `?${new URLSearchParams({ [WELCOME_ORDER_PARAM]: orderNumber }).toString()}`
  const dashboard = `${webRoutes.dashboard}${welcome}`
  if (access.state === 'log-in') {
    return (
      <AccountCardFrame aria-labelledby="order-account-titre">
        <h2 id="order-account-titre">
          <LogIn size={22} aria-hidden="true" />
          Votre espace client
        </h2>
        <p>
          Cette commande est rattachée à votre compte <strong>{access.email}</strong>. Connectez-vous pour suivre votre dossier, vos
          documents et vos échanges avec votre expert.
        </p>
        <ButtonAnchor href={loginPathFor({ pathname: webRoutes.dashboard, search: welcome })} $block>
          Me connecter
        </ButtonAnchor>
      </AccountCardFrame>
    )
  }
  return (
    <AccountCardFrame aria-labelledby="order-account-titre">
      <h2 id="order-account-titre">
        <KeyRound size={22} aria-hidden="true" />
        Choisissez votre mot de passe
      </h2>
      <p>
        Votre espace client est ouvert pour <strong>{access.email}</strong>. Choisissez votre mot de passe pour y suivre votre dossier dès
        maintenant.
      </p>
      <Suspense fallback={<Skeleton $width="100%" $height="9rem" aria-hidden="true" />}>
        <FirstPasswordForm sessionId={sessionId} code={access.code} next={dashboard} />
      </Suspense>
      <p className="note">
        Possible ici jusqu’à {formatTime(access.expiresAt)}. Ensuite, utilisez le lien reçu par email pour choisir votre mot de passe.
      </p>
    </AccountCardFrame>
  )
}
