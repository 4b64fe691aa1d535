/** Blog vocabulary shared by the data model, the API and the editor forms (spec 2, Validation). */

/** Slugs of articles, categories and tags: lowercase letters, digits and dashes. */
export const SLUG_PATTERN = /^[a-z0-9-]+$/
export const SLUG_MESSAGE = 'Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets'
