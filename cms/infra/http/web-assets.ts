/** Reading Vite's build manifest: which file a server-rendered page loads. */

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

/** The built islands entry's URL. */
export function islandEntryScript(manifest: ViteManifest): string {
  const entry = manifest[ISLANDS_ENTRY]
  if (!entry) throw new Error(`${ISLANDS_ENTRY} absent du manifeste Vite : reconstruisez avec « npm run build ».`)
  return `/${entry.file}`
}

/** A source map, or a compressed copy of one, however the path is percent-encoded (sirv decodes it). */
export function isSourceMapPath(pathname: string): boolean {
  let decoded = pathname
  try {
    decoded = decodeURI(pathname)
  } catch {
    // A malformed path: sirv then looks it up as it is.
  }
  return /\.map(\.br|\.gz)?$/i.test(decoded)
}
