import { ButtonLink } from '@/web/src/components/ui/button'
import { Card, Muted } from '@/web/src/components/ui/card'

/** Tab 'Domiciliation': empty state until the service exists (spec 1 §2). */
export function DomiciliationTab() {
  return (
    <Card>
      <h2>Domiciliation</h2>
      <Muted>Aucune adresse de domiciliation active…</Muted>
      <ButtonLink to="/creer-entreprise" $variant="secondary">
        Créer mon entreprise
      </ButtonLink>
    </Card>
  )
}
