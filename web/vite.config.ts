import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

// Server rendering (web/src/entry-server.tsx) is not wired yet. When it is, styled-components
// needs stable class ids on both sides: use its official compiler plugin
// (@swc/plugin-styled-components with @vitejs/plugin-react-swc), not a hand-written transform.

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    // Maps are written for debugging but not referenced by the served files.
    sourcemap: 'hidden',
  },
  // contract/ sits next to web/: the dev server may serve it.
  server: { fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] } },
  // styled-components' CommonJS entry has no usable default export under Node's ESM interop:
  // let Vite bundle its ESM build when entry-server.tsx is rendered.
  ssr: { noExternal: ['styled-components'] },
})
