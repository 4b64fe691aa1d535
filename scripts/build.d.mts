export function build(options?: { force?: boolean }): boolean
