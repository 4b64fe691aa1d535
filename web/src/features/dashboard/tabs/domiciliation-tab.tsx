import { ButtonLink } from '@/web/src/components/ui/button'
import { Card, Muted } from '@/web/src/components/ui/card'
import { useDashboardText } from '../i18n'

/** Tab 'Domiciliation': empty state until the service exists (spec 1 §2). */
export function DomiciliationTab() {
  const t = useDashboardText()
  return (
    <Card>
      <h2>{t('domiciliation.title')}</h2>
      <Muted>{t('domiciliation.empty')}</Muted>
      <ButtonLink to="/creer-entreprise" $variant="secondary">
        {t('card.create.title')}
      </ButtonLink>
    </Card>
  )
}
