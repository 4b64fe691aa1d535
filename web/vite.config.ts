import { createHash } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * Gives every styled component a stable class-name prefix, as babel-plugin-styled-components
 * does (plugin-react 6 runs no Babel). Without it styled-components numbers components in the
 * order their modules load, which differs between the server (entry-server.tsx, every screen
 * it has rendered so far) and the browser (only the current screen's chunks): the classes
 * would not match and hydration would fail.
 *
 * `const Card = styled.section` becomes
 * `const Card = styled.section.withConfig({ displayName: "card__Card", componentId: "sc-<hash>-0" })`,
 * the id coming from the file's path and the component's rank in it.
 */
const IMPORTS_STYLED = /import\s+styled\b[^;]*from\s+['"]styled-components['"]/
// `styled.tag` or `styled(Component)`, optionally introduced by `const Name =`.
const STYLED_CALL = /(?:\b(?:const|let)\s+([A-Za-z_$][\w$]*)\s*=\s*)?\bstyled(\.[a-z][a-zA-Z0-9]*|\([A-Za-z_$][\w$.]*\))/g

function styledComponentIds({ root }: { root: string }): Plugin {
  return {
    name: 'styled-component-ids',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !IMPORTS_STYLED.test(code)) return null
      const relative = path.relative(root, file).split(path.sep).join('/')
      const fileHash = createHash('sha256').update(relative).digest('base64url').replace(/[^a-zA-Z0-9]/g, '').slice(0, 8)
      const base = path.basename(file).replace(/\.[jt]sx?$/, '').replace(/[^a-zA-Z0-9]/g, '-')
      let rank = 0
      const transformed = code.replace(STYLED_CALL, (match: string, name: string | undefined) => {
        const config = { displayName: name ? `${base}__${name}` : base, componentId: `sc-${fileHash}-${rank++}` }
        return `${match}.withConfig(${JSON.stringify(config)})`
      })
      return rank === 0 ? null : { code: transformed, map: null }
    },
  }
}

export default defineConfig({
  root,
  plugins: [styledComponentIds({ root }), react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
  },
  // contract/ sits next to web/: the dev server may serve it.
  server: { fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] } },
  // styled-components' CommonJS entry has no usable default export under Node's ESM interop:
  // let Vite bundle its ESM build when entry-server.tsx is rendered.
  ssr: { noExternal: ['styled-components'] },
})
