/** Reading Vite's build manifest: which files a server-rendered page must load. */

export interface ViteManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
export type ViteManifest = Record<string, ViteManifestChunk>

/** The islands entry (web/src/entry-islands.tsx) in the manifest. */
export const ISLANDS_ENTRY = 'src/entry-islands.tsx'

/** The islands entry's script and the chunks it imports at once (preloaded, so they load in parallel). */
export function islandAssetsFromManifest(manifest: ViteManifest): { scripts: string[]; modulePreloads: string[] } {
  const entry = manifest[ISLANDS_ENTRY]
  if (!entry) throw new Error(`${ISLANDS_ENTRY} absent du manifeste Vite : reconstruisez avec « npm run build ».`)
  const preloads = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || preloads.has(`/${chunk.file}`)) return
    preloads.add(`/${chunk.file}`)
    chunk.imports?.forEach(visit)
  }
  entry.imports?.forEach(visit)
  return { scripts: [`/${entry.file}`], modulePreloads: [...preloads] }
}
