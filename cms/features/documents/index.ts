/** The documents capability's public face: per-project counters the project reads show. */
export { checklistColumns, documentCounters } from './document-reads'
