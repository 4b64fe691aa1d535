import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react-swc'
import { defineConfig } from 'vite'
import { linguiCatalogs } from './vite-lingui-catalogs'

const root = fileURLToPath(new URL('.', import.meta.url))
const dist = (folder: string) => fileURLToPath(new URL(`../dist/${folder}`, import.meta.url))

/**
 * Two client entries: index.html (the single-page app: accounts, client area, back-office)
 * and src/entry-islands.tsx (server-rendered public pages bring their islands to life).
 * `vite build --ssr src/entry-server.tsx` builds the server renderer into dist/web-server.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [
    linguiCatalogs(),
    react({
      // Stable styled-components class names, identical in the server's HTML and in the
      // browser (hydration matches); display names only help while developing.
      plugins: [['@swc/plugin-styled-components', { ssr: true, displayName: process.env.NODE_ENV !== 'production', fileName: false }]],
    }),
  ],
  // `@/` is the repository's root, as in tsconfig.json (web/src, contract/).
  resolve: { alias: { '@/': fileURLToPath(new URL('../', import.meta.url)) } },
  build: isSsrBuild
    ? { outDir: dist('web-server'), emptyOutDir: true, sourcemap: true }
    : {
        outDir: dist('web'),
        emptyOutDir: true,
        manifest: true,
        // Maps are written for debugging but not referenced by the served files; scripts/build.mjs
        // moves them out of dist/web (to dist/web-sourcemaps), so they are never served.
        sourcemap: 'hidden',
        rolldownOptions: {
          input: {
            app: fileURLToPath(new URL('index.html', import.meta.url)),
            islands: fileURLToPath(new URL('src/entry-islands.tsx', import.meta.url)),
          },
        },
      },
  // contract/ sits next to web/: the dev server may serve it.
  server: { fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] } },
  // styled-components' CommonJS entry has no usable default export under Node's ESM interop:
  // the server build bundles its ESM build.
  ssr: { noExternal: ['styled-components'] },
}))
