import { HANDLING_STATUSES } from '@/contract/support-handling'

/** A status typed into the address that does not exist is no filter. */
export const handlingFilter = (value: string): string => ((HANDLING_STATUSES as readonly string[]).includes(value) ? value : '')
