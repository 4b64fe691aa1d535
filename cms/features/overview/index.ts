/** Counters over whole tables, kept a few seconds for the back-office's lists and home page. */
export { freshCountersAfterWrites, keptTableCount, staffCountersFor } from './admin/staff-counters'
