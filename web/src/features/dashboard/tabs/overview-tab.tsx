import styled from 'styled-components'
import type { PublicUser } from '../../../../../contract/auth'
import { Button, ButtonLink } from '../../../components/ui/button'
import { Card, Muted } from '../../../components/ui/card'
import type { TabId } from '../dashboard-tabs'

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  margin-top: 1rem;
`

const Counter = styled(Card)`
  strong { display: block; font-size: 2rem; }
`

/** Tab 'dashboard' (spec 1 §2). The counters are fixed at 0 by the spec. */
export function OverviewTab({ user, onOpen }: { user: PublicUser; onOpen: (tab: TabId) => void }) {
  return (
    <>
      <Card>
        <h2>
          {user.firstName} {user.lastName}
        </h2>
        <Muted>{user.email}</Muted>
        <p>✓ Compte vérifié</p>
      </Card>
      <Grid>
        <Counter>
          <strong>0</strong>Entreprises créées
        </Counter>
        <Counter>
          <strong>0</strong>Démarches en cours
        </Counter>
        <Counter>
          <strong>0</strong>Démarches terminées
        </Counter>
      </Grid>
      <Grid>
        <Card>
          <h3>Créer mon entreprise</h3>
          <ButtonLink href="/creer-entreprise">Commencer</ButtonLink>
        </Card>
        <Card>
          <h3>Mes démarches</h3>
          <Button $variant="secondary" onClick={() => onOpen('demarches')}>
            Voir mes démarches
          </Button>
        </Card>
        <Card>
          <h3>Messages</h3>
          <Button $variant="secondary" onClick={() => onOpen('messages')}>
            Voir mes messages
          </Button>
        </Card>
      </Grid>
      <Card style={{ marginTop: '1rem' }}>
        <h3>Activité récente</h3>
        <Muted>Aucune activité pour le moment.</Muted>
        <ButtonLink href="/creer-entreprise">Créer mon entreprise</ButtonLink>
      </Card>
    </>
  )
}
