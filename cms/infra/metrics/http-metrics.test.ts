import { EventEmitter } from 'node:events'
import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import express, { type NextFunction, type Request, type Response } from 'express'
import { Counter, Histogram, Registry } from 'prom-client'
import { describe, expect, it } from 'vitest'
import { HTTP_DURATION_BUCKETS } from './app-metrics'
import { httpMetrics, routeGroup, type RouteGroups } from './http-metrics'

const groups: RouteGroups = {
  isCmsPath: (pathname) => /^\/(cms|cms-api|_next)(\/|$)/.test(pathname),
  seoPaths: ['/robots.txt', '/sitemap.xml', '/og-image.png', '/blog/rss.xml'],
}

function instruments() {
  const registry = new Registry()
  const registers = [registry]
  return {
    registry,
    httpRequests: new Counter({ name: 'http_requests_total', help: 'h', labelNames: ['method', 'route', 'status'] as const, registers }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'h',
      labelNames: ['method', 'route', 'status_class'] as const,
      buckets: HTTP_DURATION_BUCKETS,
      registers,
    }),
  }
}

/** The `route` labels of the counter's series. */
async function routes(registry: Registry): Promise<string[]> {
  const metric = await registry.getSingleMetric('http_requests_total')!.get()
  return [...new Set(metric.values.map((value) => String(value.labels.route)))].sort()
}

describe('routeGroup', () => {
  it.each([
    ['/api/nope', 404, 'unmatched'],
    ['/api/login', 400, 'api'],
    ['/api', 403, 'api'],
    ['/cms', 200, 'cms'],
    ['/cms-api/editors/me', 401, 'cms'],
    ['/_next/static/chunk.js', 200, 'cms'],
    ['/robots.txt', 200, 'seo'],
    ['/blog/rss.xml', 200, 'seo'],
    ['/assets/index-abc123.js', 200, 'assets'],
    ['/assets/gone.js', 404, 'assets'],
    ['/images/blog/sarl.svg', 200, 'assets'],
    ['/favicon.svg', 200, 'assets'],
    ['/', 200, 'web'],
    ['/blog/creer-une-sarl', 200, 'web'],
    ['/dashboard', 302, 'web'],
    ['/wp-login.php', 404, 'unmatched'],
    ['/blog/article-qui-n-existe-pas', 404, 'unmatched'],
  ])('%s (%i) → %s', (pathname, status, expected) => {
    expect(routeGroup(pathname, status, groups)).toBe(expected)
  })
})

describe('httpMetrics', () => {
  it('labels /api answers with their template and everything else with a group: bounded whatever the paths', async () => {
    const metrics = instruments()
    const app = express()
    app.use(httpMetrics(metrics, groups))
    const api = express.Router()
    api.get('/projects/:id', (req, res) => {
      res.locals.routeTemplate = req.baseUrl + '/projects/:id'
      res.status(req.params.id === '0' ? 404 : 200).json({})
    })
    app.use('/api', api)
    app.use((_req, res) => res.status(404).send('nope'))
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const ids = Array.from({ length: 60 }, () => randomUUID())
      for (const id of ids) {
        await fetch(`${base}/api/projects/${id}?q=${id}`)
        await fetch(`${base}/api/${id}`)
        await fetch(`${base}/${id}/page`)
        await fetch(`${base}/assets/${id}.js`)
      }
      await fetch(`${base}/api/projects/0`)
      expect(await routes(metrics.registry)).toEqual(['/api/projects/:id', 'assets', 'unmatched'])
      const text = await metrics.registry.metrics()
      for (const id of ids) expect(text).not.toContain(id)
      expect(text).toContain('http_requests_total{method="GET",route="/api/projects/:id",status="200"} 60')
      expect(text).toContain('http_requests_total{method="GET",route="/api/projects/:id",status="404"} 1')
      expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404"} 120')
      expect(text).toMatch(
        /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/projects\/:id",status_class="2xx"\} \d+/,
      )
      // Series: 2 counters for the template, 1 each for the two groups; the histogram's by status class.
      const series = text.split('\n').filter((line) => line.startsWith('http_requests_total{'))
      expect(series).toHaveLength(4)
    } finally {
      server.close()
    }
  })

  it('costs microseconds per request', () => {
    const metrics = instruments()
    const middleware = httpMetrics(metrics, groups)
    const next: NextFunction = () => undefined
    const paths = ['/api/projects/12', '/blog/un-article', '/assets/app.js', '/nope']
    const request = (i: number) => {
      const res = Object.assign(new EventEmitter(), { statusCode: 200, locals: {} as Record<string, unknown> })
      if (i % 4 === 0) res.locals.routeTemplate = '/api/projects/:id'
      const req = { method: 'GET', originalUrl: `${paths[i % 4]}?page=${i}` }
      middleware(req as unknown as Request, res as unknown as Response, next)
      res.emit('finish')
    }
    // A bare EventEmitter listener costs something too: measured the same way and taken off.
    const baseline = (i: number) => {
      const res = Object.assign(new EventEmitter(), { statusCode: 200, locals: {} })
      res.once('finish', () => undefined)
      void i
      res.emit('finish')
    }
    const measure = (run: (i: number) => void) => {
      for (let i = 0; i < 20_000; i++) run(i)
      const rounds = 100_000
      const started = process.hrtime.bigint()
      for (let i = 0; i < rounds; i++) run(i)
      return Number(process.hrtime.bigint() - started) / rounds / 1000
    }
    const perRequest = measure(request) - measure(baseline)
    console.info(`httpMetrics: ${perRequest.toFixed(2)} µs per request (beyond a bare 'finish' listener)`)
    // About 1 µs on the development machine; the bound leaves room for a loaded CI.
    expect(perRequest).toBeLessThan(15)
  })
})
