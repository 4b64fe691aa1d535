// The web app's two Vite builds at once: the browser's (dist/web) and the server renderer's
// (dist/web-server). Most of each is the React plugin's JavaScript (SWC and its styled-components
// plugin, called file by file), one core each: on two cores the pair takes about as long as the
// longer one. scripts/build.mjs runs this in a child process, so build() stays synchronous.
import { spawn } from 'node:child_process'

const config = ['--config', 'web/vite.config.ts', '--logLevel', 'warn']
const builds = [
  ['build', ...config],
  ['build', ...config, '--ssr', 'src/entry-server.tsx'],
]
const children = builds.map((args) => spawn('node_modules/.bin/vite', args, { stdio: 'inherit' }))
const codes = await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', (code) => resolve(code)))))
process.exitCode = codes.every((code) => code === 0) ? 0 : 1
