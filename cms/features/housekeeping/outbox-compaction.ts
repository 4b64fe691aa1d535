/**
 * The development outbox (DATA_DIR/outbox, when SMTP_URL is unset) keeps every email as a file,
 * links and receipts included: files older than 30 days go. Production has no outbox.
 */
import fs from 'node:fs'
import path from 'node:path'
import { outboxDir } from '@/cms/infra/mail/transport'
import { retentionCutoffs } from './retention'
import type { HousekeepingJob } from './housekeeping-job'

export const outboxCompaction: HousekeepingJob = {
  slug: 'housekeeping-outbox',
  label: 'Nettoyage\u00a0: emails de développement de plus de 30 jours',
  cron: '40 3 * * *',
  async run({ config, now }) {
    const directory = outboxDir(config)
    const cutoff = retentionCutoffs(now).outbox.getTime()
    let names: string[]
    try {
      names = await fs.promises.readdir(directory)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { outboxFilesDeleted: 0 }
      throw error
    }
    let deleted = 0
    // Only the transport's own files (.eml): anything else there was put by someone else.
    for (const name of names.filter((entry) => entry.endsWith('.eml'))) {
      const file = path.join(directory, name)
      const stat = await fs.promises.lstat(file).catch(() => null)
      if (!stat?.isFile() || stat.mtimeMs >= cutoff) continue
      // `npm run housekeeping` beside the server may have removed it first: not an error.
      await fs.promises.rm(file, { force: true })
      deleted++
    }
    return { outboxFilesDeleted: deleted }
  },
}
