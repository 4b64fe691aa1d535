/**
 * The React app: Vite's middleware in development, the built files in production. Known
 * screens (contract/web-routes.ts) get 200, any other path the app's English 404 page
 * with a real 404 status.
 */
import fs from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import express, { type Router } from 'express'
import { isKnownWebPath } from '../../contract/web-routes'

const WEB_ROOT = path.resolve('web')
export const WEB_DIST = path.resolve('dist/web')

export interface WebApp {
  router: Router
  close: () => Promise<void>
}

const statusFor = (pathname: string) => (isKnownWebPath(pathname) ? 200 : 404)

export async function createWebApp(options: { dev: boolean; httpServer: Server }): Promise<WebApp> {
  const router = express.Router()
  if (options.dev) {
    const { createServer } = await import('vite')
    const vite = await createServer({
      configFile: path.join(WEB_ROOT, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server: options.httpServer } },
      appType: 'custom',
    })
    router.use(vite.middlewares)
    router.get('/{*splat}', async (req, res, next) => {
      try {
        const template = fs.readFileSync(path.join(WEB_ROOT, 'index.html'), 'utf8')
        const html = await vite.transformIndexHtml(req.originalUrl, template)
        res.status(statusFor(req.path)).type('html').send(html)
      } catch (error) {
        next(error)
      }
    })
    return { router, close: () => vite.close() }
  }

  const indexFile = path.join(WEB_DIST, 'index.html')
  if (!fs.existsSync(indexFile)) throw new Error(`Application web non construite (${indexFile} absent) : lancez « npm run build ».`)
  const indexHtml = fs.readFileSync(indexFile, 'utf8')
  // Hashed assets never change: cache them for a year. index.html is never cached.
  router.use('/assets', express.static(path.join(WEB_DIST, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }))
  router.use(express.static(WEB_DIST, { index: false, maxAge: '1h' }))
  router.get('/{*splat}', (req, res) => {
    res.status(statusFor(req.path)).set('Cache-Control', 'no-cache').type('html').send(indexHtml)
  })
  return { router, close: async () => {} }
}
