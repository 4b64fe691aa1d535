export const SERVER_ENTRY: string
export const SERVER_NODE_FLAGS: readonly string[]
export const STAMP_FILE: string
export const WEB_BUILD_KEY: unique symbol
export const NEXT_DIR: string
export const ADMIN_DIR: string
export const ADMIN_BUILDING_DIR: string
export const ADMIN_STATUS_FILE: string
export const ADMIN_LOG_FILE: string
export const ADMIN_STAMP_FILE: string
export const ADMIN_FIXED_INPUTS: string[]
export function computeBuildStamp(): string
export function computeAdminStamp(sources: string[]): string
export function siteIsCurrent(): boolean
export function adminIsCurrent(): boolean
export function buildIsCurrent(): boolean
