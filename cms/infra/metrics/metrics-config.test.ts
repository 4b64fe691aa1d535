import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config/env'
import { PRODUCTION_ENV } from '../config/test-environments'

describe('METRICS_TOKEN and METRICS_PORT', () => {
  const production = PRODUCTION_ENV

  it('are off unless set', () => {
    expect(loadConfig(production).metrics).toEqual({ token: undefined, port: undefined })
    expect(loadConfig({ ...production, METRICS_TOKEN: ' ', METRICS_PORT: '' }).metrics).toEqual({ token: undefined, port: undefined })
  })

  it('refuse a short or guessable token in production', () => {
    for (const token of ['metrics', 'x'.repeat(40), 'aB3dE5gH7jK9mN1pQ3sT5v']) {
      expect(() => loadConfig({ ...production, METRICS_TOKEN: token }), token).toThrow(ConfigError)
      expect(() => loadConfig({ ...production, METRICS_TOKEN: token }), token).toThrow(/METRICS_TOKEN \(24 caractères aléatoires/)
    }
    const token = 'Zr8Kq2Lm5Np9Tx3Vb7Hc1Dw6Fy4Gj0'
    expect(loadConfig({ ...production, METRICS_TOKEN: token }).metrics).toEqual({ token, port: undefined })
  })

  it('take any token outside production', () => {
    expect(
      loadConfig({ NODE_ENV: 'development' as const, DATA_DIR: '/nonexistent-metrics-test', METRICS_TOKEN: 'dev' }).metrics.token,
    ).toBe('dev')
  })

  it('take a port other than the public one', () => {
    expect(loadConfig({ ...production, METRICS_PORT: '9464' }).metrics.port).toBe(9464)
    expect(() => loadConfig({ ...production, PORT: '9464', METRICS_PORT: '9464' })).toThrow(/METRICS_PORT \(9464\) doit différer de PORT/)
    for (const port of ['abc', '0', '70000', '94.5']) {
      expect(() => loadConfig({ ...production, METRICS_PORT: port }), port).toThrow(
        /^Configuration invalide : METRICS_PORT: METRICS_PORT : un numéro de port/,
      )
    }
  })
})
