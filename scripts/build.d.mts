export function build(options?: { force?: boolean; admin?: boolean }): boolean
export function buildSiteWhileStarting(): Promise<void> | undefined
/** How server code is bundled for plain node: esbuild's options but the entry and the folder. */
export const SERVER_BUNDLE: import('esbuild').BuildOptions
