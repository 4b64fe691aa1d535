/**
 * French dates (spec 1 §9, spec 2 §9) with date-fns and its fr locale, in one place so every
 * screen writes them the same way.
 */
import { format, formatDistanceToNowStrict } from 'date-fns'
import { fr } from 'date-fns/locale'

const at = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value)

/** '03 mars 2026 à 14:05' (project screens, spec: 'dd MMM yyyy à HH:mm'). */
export const formatDateTime = (value: string | Date) => format(at(value), "dd MMM yyyy 'à' HH:mm", { locale: fr })

/** '12/03/2026 à 14:05' (message history). */
export const formatShortDateTime = (value: string | Date) => format(at(value), "dd/MM/yyyy 'à' HH:mm", { locale: fr })

/** '12 mars 2026'. */
export const formatDate = (value: string | Date) => format(at(value), 'd MMMM yyyy', { locale: fr })

/** 'il y a 5 minutes' (activity feeds). */
export const formatAgo = (value: string | Date) => `il y a ${formatDistanceToNowStrict(at(value), { locale: fr })}`
