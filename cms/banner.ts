import type { AppConfig } from './infra/config/env'
import type { SeedResult } from './demo/seed'
import { outboxDir } from './infra/mail/transport'

/** What a newcomer needs after `npm start`: where everything is, and how to get in. */
export function printBanner(input: {
  config: AppConfig
  port: number
  dev: boolean
  seeded?: SeedResult
  embedded: boolean
  cmsAdmin: boolean
}) {
  const { config, seeded } = input
  const url = config.publicUrl
  const secret = (value: string) => (config.production ? '(voir ADMIN_KEY)' : value)
  const lines = [
    '',
    `  ${config.business.siteName} est prêt${input.dev ? ' (mode développement)' : ''}`,
    '',
    `  Site               ${url}`,
    `  Back-office        ${url}/admin    clé d'administration : ${secret(config.adminKey)}`,
    input.cmsAdmin ? `  CMS (Payload)      ${url}/cms` : '  CMS (Payload)      désactivé (CMS_ADMIN=off)',
  ]
  if (seeded?.editor) lines.push(`                     éditeur : ${seeded.editor.email} / ${seeded.editor.password}`)
  if (seeded?.client) lines.push(`  Client de démo     ${seeded.client.email} / ${seeded.client.password}`)
  lines.push(
    `  Emails             ${config.smtpUrl ? `SMTP (${new URL(config.smtpUrl).host})` : `${outboxDir(config)} (boîte d'envoi locale, SMTP_URL non défini)`}`,
    `  Paiements          ${config.stripe.secretKey ? 'Stripe Checkout' : config.production ? 'aucun prestataire (STRIPE_SECRET_KEY non défini) : offre complète indisponible' : 'paiement de test local, aucun paiement réel (STRIPE_SECRET_KEY non défini)'}`,
    `  Base de données    ${input.embedded ? `PostgreSQL embarqué dans ${config.dataDir}/postgres` : 'DATABASE_URL'}`,
    '',
  )
  console.log(lines.join('\n'))
}
