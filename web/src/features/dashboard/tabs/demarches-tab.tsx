import { ButtonLink } from '../../../components/ui/button'
import { Card, Muted } from '../../../components/ui/card'

/** Tab 'Mes démarches': the client-area issue lists the projects here. */
export function DemarchesTab() {
  return (
    <Card>
      <h2>Mes démarches</h2>
      <Muted>Vous n'avez aucune démarche en cours pour le moment.</Muted>
      <ButtonLink to="/new-project">Commencer une démarche</ButtonLink>
    </Card>
  )
}
