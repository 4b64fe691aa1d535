import { z } from 'zod'

// Every message zod writes by itself (wrong type, missing field…) is in French;
// the spec's own texts are given explicitly in each schema.
z.config(z.locales.fr())

export { z }
