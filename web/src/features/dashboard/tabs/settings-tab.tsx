import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { PublicUser } from '@/contract/auth'
import { Card } from '@/web/src/components/ui/card'

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
  return (
    <>
      <Card>
        <h2>Paramètres du compte</h2>
        <List>
          <dt>Prénom</dt>
          <dd>{user.firstName}</dd>
          <dt>Nom</dt>
          <dd>{user.lastName}</dd>
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Connexion</dt>
          <dd>Email et mot de passe</dd>
        </List>
      </Card>
      {children}
    </>
  )
}
