export const SERVER_ENTRY: string
export const STAMP_FILE: string
export function computeBuildStamp(): string
export function buildIsCurrent(): boolean
