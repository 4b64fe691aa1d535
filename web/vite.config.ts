import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react-swc'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  root,
  plugins: [react({ plugins: [['@swc/plugin-styled-components', { displayName: true, ssr: true, fileName: false }]] })],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    sourcemap: 'hidden',
  },
  server: { fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] } },
  ssr: { noExternal: ['styled-components'] },
})
