import { describe, expect, it } from 'vitest'
import { BACKUP_FORMAT, type BackupManifest } from './archive-format'
import { RestoreRefusedError, migrationsToReplay } from './restore-backup'

const manifest = (migrations: string[]): BackupManifest => ({
  format: BACKUP_FORMAT,
  createdAt: '2026-11-24T02:00:00.000Z',
  serverVersion: '18.0',
  migrations,
  tables: [],
  sequences: [],
  uploads: 0,
  secrets: false,
})
const known = [{ name: 'a_initial' }, { name: 'b_blog' }, { name: 'c_documents' }]

describe('which migrations a restore replays', () => {
  it('replays the backup’s own migrations, leaving newer ones to the next start', () => {
    expect(migrationsToReplay(manifest(['a_initial', 'b_blog']), known)).toEqual([{ name: 'a_initial' }, { name: 'b_blog' }])
    expect(migrationsToReplay(manifest(['a_initial', 'b_blog', 'c_documents']), known)).toHaveLength(3)
  })

  it('refuses a backup written by a version this code does not know', () => {
    expect(() => migrationsToReplay(manifest(['a_initial', 'z_future']), known)).toThrow(RestoreRefusedError)
    expect(() => migrationsToReplay(manifest(['a_initial', 'z_future']), known)).toThrow('migration « z_future » inconnue ici')
    expect(() => migrationsToReplay(manifest(['a_initial', 'b_blog', 'c_documents', 'd_next']), known)).toThrow('« d_next »')
  })
})
