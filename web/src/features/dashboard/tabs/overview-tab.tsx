import styled from 'styled-components'
import type { PublicUser } from '../../../../../contract/auth'
import { Button, ButtonLink } from '../../../components/ui/button'
import { Card, Muted } from '../../../components/ui/card'
import type { TabId } from '../dashboard-tabs'

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

const Counter = styled(Card)`
  strong {
    display: block;
    font-size: 2rem;
    line-height: 1.1;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`

/** Tab 'Tableau de bord' (spec 1 §2). The counters are fixed at 0 by the spec. */
export function OverviewTab({ user, onOpen }: { user: PublicUser; onOpen: (tab: TabId) => void }) {
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()
  return (
    <>
      <Welcome aria-label="Votre compte">
        <Avatar aria-hidden="true">{user.profileImageUrl ? <img src={user.profileImageUrl} alt="" /> : initials}</Avatar>
        <div>
          <h2>
            {user.firstName} {user.lastName}
          </h2>
          <p>{user.email}</p>
          <Verified>✓ Compte vérifié</Verified>
        </div>
      </Welcome>
      <Grid>
        <Counter aria-label="Entreprises créées">
          <strong>0</strong>
          <span>Entreprises créées</span>
        </Counter>
        <Counter aria-label="Démarches en cours">
          <strong>0</strong>
          <span>Démarches en cours</span>
        </Counter>
        <Counter aria-label="Démarches terminées">
          <strong>0</strong>
          <span>Démarches terminées</span>
        </Counter>
      </Grid>
      <Grid>
        <Card>
          <h3>Créer mon entreprise</h3>
          <Muted>Lancez votre projet avec nos experts.</Muted>
          <ButtonLink to="/creer-entreprise">Commencer</ButtonLink>
        </Card>
        <Card>
          <h3>Mes démarches</h3>
          <Muted>Suivez l'avancement de vos dossiers.</Muted>
          <Button $variant="secondary" onClick={() => onOpen('demarches')}>
            Voir mes démarches
          </Button>
        </Card>
        <Card>
          <h3>Messages</h3>
          <Muted>Échangez avec nos experts.</Muted>
          <Button $variant="secondary" onClick={() => onOpen('messages')}>
            Voir mes messages
          </Button>
        </Card>
      </Grid>
      <Card style={{ marginTop: '1rem' }}>
        <h3>Activité récente</h3>
        <Muted>Aucune activité pour le moment.</Muted>
        <ButtonLink to="/creer-entreprise">Créer mon entreprise</ButtonLink>
      </Card>
    </>
  )
}
