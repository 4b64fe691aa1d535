export function build(options?: { force?: boolean; admin?: boolean }): boolean
