/**
 * Demo content for a new database (SEED_DEMO, on by default outside production): an
 * editor for /cms, a client with a project and a message, the blog's articles, categories
 * and tags (demo-blog/). System job: access is bypassed explicitly.
 *
 * Access bypassed throughout: the demo seed, run by the server itself at first start.
 */
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import type { AppConfig } from '../infra/config/env'
import { seedDemoAuthor, seedDemoBlog } from '../features/blog/demo'

export interface SeedResult {
  editor?: { email: string; password: string }
  client?: { email: string; password: string }
}

export const DEMO_CLIENT = { email: 'client@example.com', password: 'demo1234', firstName: 'Amina', lastName: 'Benali' }
export const DEMO_EDITOR_EMAIL = 'editeur@example.com'

export async function seedDemoContent(payload: Payload, config: AppConfig, logger: Logger): Promise<SeedResult> {
  const editorPassword = config.localSecrets?.editorPassword
  const result: SeedResult = {
    editor: editorPassword ? { email: DEMO_EDITOR_EMAIL, password: editorPassword } : undefined,
    client: { email: DEMO_CLIENT.email, password: DEMO_CLIENT.password },
  }
  const [users, editors] = await Promise.all([
    payload.count({ collection: 'users', overrideAccess: true }),
    payload.count({ collection: 'editors', overrideAccess: true }),
  ])
  if (users.totalDocs > 0 || editors.totalDocs > 0) {
    // Not a new database: show the demo logins only if the demo accounts are still there.
    const demo = await payload.count({ collection: 'users', where: { email: { equals: DEMO_CLIENT.email } }, overrideAccess: true })
    return demo.totalDocs > 0 ? result : { editor: result.editor }
  }

  logger.info('New database: seeding demo content')
  const editor = editorPassword
    ? await payload.create({
        collection: 'editors',
        data: { email: DEMO_EDITOR_EMAIL, password: editorPassword, firstName: 'Karim', lastName: 'Haddad', role: 'editor' },
        overrideAccess: true,
      })
    : undefined
  const client = await payload.create({ collection: 'users', data: DEMO_CLIENT, overrideAccess: true })
  const project = await payload.create({
    collection: 'projects',
    data: {
      user: client.id,
      name: `Création d’entreprise - ${DEMO_CLIENT.firstName} ${DEMO_CLIENT.lastName}`,
      type: 'creation',
      companyType: 'sarl',
      description: 'SARL de conseil en informatique à Alger.',
      status: 'in_progress',
    },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'messages',
    data: {
      user: client.id,
      project: project.id,
      subject: 'Bienvenue dans votre espace client',
      content: 'Bonjour Amina, nous avons bien reçu votre demande. Un expert vous contacte sous 24 heures pour la suite de votre dossier.',
      fromAdmin: true,
      isRead: false,
    },
    overrideAccess: true,
  })
  // The demo editor signs the demo articles, with a bio and a photo for their author page.
  await seedDemoBlog(payload, await seedDemoAuthor(payload, editor?.id))
  return result
}
