export function adminSources(): string[]
export function runAdminBuild(): void
export function buildAdmin(options?: { force?: boolean }): boolean
export function prepareAdminBuild(): { start: () => import('node:child_process').ChildProcess } | undefined
