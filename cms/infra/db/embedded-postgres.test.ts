import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { embeddedDatabaseUrl, embeddedSocketDir } from './embedded-postgres'

/** What pg (Payload's pool) makes of a URL, without connecting. */
const settingsOf = (connectionString: string) => {
  const client = new pg.Client({ connectionString })
  return { host: client.host, port: client.port, user: client.user, password: client.password, database: client.database }
}

describe('the embedded database URL', () => {
  it('goes through the Unix socket in DATA_DIR/postgres, password and port kept', () => {
    const dir = embeddedSocketDir('/srv/lance-ta-boite/data')
    expect(dir).toBe('/srv/lance-ta-boite/data/postgres')
    const parsed = settingsOf(embeddedDatabaseUrl(41234, 'p@ss/w:rd', dir))
    expect(parsed).toMatchObject({ host: dir, port: 41234, user: 'postgres', password: 'p@ss/w:rd', database: 'app' })
  })

  it('keeps to TCP on 127.0.0.1 when DATA_DIR is too deep for a socket path (107 bytes)', () => {
    expect(embeddedSocketDir(`/srv/${'d'.repeat(100)}`)).toBeUndefined()
    const parsed = settingsOf(embeddedDatabaseUrl(41234, 'secret', undefined))
    expect(parsed).toMatchObject({ host: '127.0.0.1', port: 41234, database: 'app' })
  })
})
