/**
 * `npm run cms:create-editor -- [--role editor|staff] [--first-name …] [--last-name …] <email>`:
 * an account for Payload's admin (/cms). A new account gets a generated password, printed once;
 * an existing one keeps its password and gets the role asked for (promotion or demotion).
 * Works on DATABASE_URL or on DATA_DIR's embedded PostgreSQL, with the server running or not.
 */
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { EDITOR_ROLES, type EditorRole } from '@/collections/access/roles'
import { emailSchema } from '@/contract/auth'
import { loadConfig } from '@/cms/infra/config/env'
import { connectToDatabase } from '@/cms/infra/db/backup/connect'
import { startDataLayer } from '@/cms/infra/db/boot'
import { createLogger } from '@/cms/infra/logging/logger'

const usage = 'Usage : npm run cms:create-editor -- [--role editor|staff] [--first-name Prénom] [--last-name Nom] <email>'
const { values, positionals } = parseArgs({
  options: {
    role: { type: 'string', default: 'editor' },
    'first-name': { type: 'string', default: 'Équipe' },
    'last-name': { type: 'string', default: 'Lance ta Boîte' },
  },
  allowPositionals: true,
})
const email = emailSchema.safeParse(positionals[0] ?? '')
const role = values.role as EditorRole
if (!email.success || !EDITOR_ROLES.includes(role)) {
  console.error(!email.success ? `Adresse email invalide.\n${usage}` : `Rôle inconnu : ${values.role} (editor ou staff).\n${usage}`)
  process.exit(2)
}

const config = loadConfig()
const logger = createLogger({ level: 'warn', production: config.production })
const database = await connectToDatabase(config, logger)
const data = await startDataLayer({ ...config, databaseUrl: database.url }, logger, { migrate: true })
let exitCode = 0
try {
  const { payload } = data
  // Access bypassed: the operator's command line (npm run cms:create-editor).
  const existing = await payload.find({ collection: 'editors', where: { email: { equals: email.data } }, limit: 1, overrideAccess: true })
  if (existing.docs[0]) {
    // Access bypassed: the operator's command line (npm run cms:create-editor).
    await payload.update({ collection: 'editors', id: existing.docs[0].id, data: { role }, overrideAccess: true })
    console.log(`Compte existant ${email.data} : rôle ${role}. Son mot de passe ne change pas.`)
  } else {
    const password = randomBytes(12).toString('base64url')
    const data = { email: email.data, password, role, firstName: values['first-name']!, lastName: values['last-name']! }
    // Access bypassed: the operator's command line (npm run cms:create-editor).
    await payload.create({ collection: 'editors', data, overrideAccess: true })
    console.log(`Compte créé : ${email.data} (rôle ${role})`)
    console.log(`Mot de passe : ${password}`)
    console.log('Il n’est affiché qu’une fois : transmettez-le par un canal sûr ; il se change dans /cms, menu Compte.')
  }
} catch (error) {
  console.error(`Le compte n’a pas pu être créé : ${(error as Error).message}`)
  exitCode = 1
} finally {
  await data.stop()
  await database.release()
}
process.exit(exitCode)
