import { describe, expect, it } from 'vitest'
import { PRODUCTION_ENV } from './test-environments'
import { ConfigError, loadConfig } from './env'

describe('loadConfig', () => {
  it('refuses an out-of-range or malformed variable with a French message naming it', () => {
    const attempt = (env: Record<string, string>) => () =>
      loadConfig({ NODE_ENV: 'development', DATA_DIR: '/nonexistent-config-test', ...env })
    expect(attempt({ COUNTERS_CACHE_SECONDS: '900' })).toThrow(ConfigError)
    expect(attempt({ COUNTERS_CACHE_SECONDS: '900' })).toThrow(/^Configuration invalide : COUNTERS_CACHE_SECONDS: Trop grand/)
    expect(attempt({ PORT: 'abc' })).toThrow(/^Configuration invalide : PORT: .*nombre/)
    expect(attempt({ LOG_LEVEL: 'verbose' })).toThrow(/^Configuration invalide : LOG_LEVEL: /)
    expect(attempt({ HOUSEKEEPING_CRON: 'chaque nuit' })).toThrow(
      'HOUSEKEEPING_CRON: HOUSEKEEPING_CRON\u00a0: une expression cron de 5 ou 6 champs',
    )
  })

  describe('in production', () => {
    const production = PRODUCTION_ENV

    it('refuses to start without SMTP_URL: the emails would stay in a folder of the server', () => {
      const { SMTP_URL: _unset, ...withoutSmtp } = production
      for (const env of [withoutSmtp, { ...production, SMTP_URL: '  ' }]) {
        expect(() => loadConfig(env)).toThrow(ConfigError)
        expect(() => loadConfig(env)).toThrow('Configuration de production refusée\u00a0: SMTP_URL manquant')
        expect(() => loadConfig(env)).toThrow('aucun client ne les recevrait')
      }
    })

    it('starts with SMTP_URL', () => {
      expect(loadConfig(production).smtpUrl).toBe(production.SMTP_URL)
    })

    it('still names a weak secret before the missing SMTP_URL', () => {
      expect(() => loadConfig({ ...production, SMTP_URL: '', ADMIN_KEY: 'admin' })).toThrow(/ADMIN_KEY/)
    })
  })
})
