import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './env'

describe('loadConfig', () => {
  it('refuses an out-of-range or malformed variable with a French message naming it', () => {
    const attempt = (env: Record<string, string>) => () =>
      loadConfig({ NODE_ENV: 'development', DATA_DIR: '/nonexistent-config-test', ...env })
    expect(attempt({ COUNTERS_CACHE_SECONDS: '900' })).toThrow(ConfigError)
    expect(attempt({ COUNTERS_CACHE_SECONDS: '900' })).toThrow(/^Configuration invalide : COUNTERS_CACHE_SECONDS: Trop grand/)
    expect(attempt({ PORT: 'abc' })).toThrow(/^Configuration invalide : PORT: .*nombre/)
    expect(attempt({ LOG_LEVEL: 'verbose' })).toThrow(/^Configuration invalide : LOG_LEVEL: /)
  })
})
