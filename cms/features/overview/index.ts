/**
 * Counters over whole tables, kept a few seconds for the back-office's lists and home page;
 * the cache is one of the overview's services, made at boot (cms/app-services.ts).
 */
export { freshCountersAfterWrites, keptTableCount, staffCountersFor } from './admin/staff-counters'
export { createOverviewServices, type OverviewServices } from './services'
