export function build(options?: { force?: boolean; admin?: boolean; compression?: 'best' | 'fast' }): boolean
