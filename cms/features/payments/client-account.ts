/**
 * The names of a paid order's new client account, from the funnel's one « Nom complet » field
 * (the account itself is opened by the completion's statement, completion-statement.ts).
 */
const NAME_MIN = 2
export const LAST_NAME_TO_COMPLETE = 'À compléter'

/** 'Karim Benali Haddad' → Karim / Benali Haddad. One word: the last name is left to complete. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  const [first = '', ...rest] = words
  if (first.length >= NAME_MIN && rest.join(' ').length >= NAME_MIN) {
    return { firstName: first.slice(0, 100), lastName: rest.join(' ').slice(0, 100) }
  }
  // 'K Benali' or a single word: keep the whole name as the first name.
  return { firstName: words.join(' ').slice(0, 100), lastName: LAST_NAME_TO_COMPLETE }
}
