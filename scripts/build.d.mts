export function build(options?: { force?: boolean; admin?: boolean }): boolean
export function buildSiteWhileStarting(): Promise<void> | undefined
