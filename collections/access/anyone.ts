import type { Access } from 'payload'

/** Public content. */
export const anyone: Access = () => true
