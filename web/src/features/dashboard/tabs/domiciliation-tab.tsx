import { ButtonLink } from '../../../components/ui/button'
import { Card, Muted } from '../../../components/ui/card'

export function DomiciliationTab() {
  return (
    <Card>
      <h2>Domiciliation</h2>
      <Muted>Aucune adresse de domiciliation active...</Muted>
      <ButtonLink href="/creer-entreprise" $variant="secondary">
        Créer mon entreprise
      </ButtonLink>
    </Card>
  )
}
