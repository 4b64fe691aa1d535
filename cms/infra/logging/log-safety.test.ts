import { describe, expect, it } from 'vitest'
import { safeErrorSerializer } from './log-safety'

class QueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    override readonly cause: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`)
  }
}

describe('errors as logged', () => {
  it('keep the statement and the code, never the parameters nor the duplicate key', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(amina@example.com) already exists.',
    })
    const error = new QueryError(
      'insert into "users" ("email", "salt", "hash") values ($1, $2, $3)',
      ['amina@example.com', 'sel', 'empreinte'],
      cause,
    )
    const logged = JSON.stringify(safeErrorSerializer(error))
    expect(logged).toContain('insert into \\"users\\"')
    expect(logged).toContain('23505')
    for (const secret of ['amina@example.com', 'sel', 'empreinte']) expect(logged).not.toContain(secret)
  })
})
