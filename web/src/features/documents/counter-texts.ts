/** The counters the project lists and pages show ('Mes démarches', the back-office's badges). */
export const missingDocumentsText = (count: number) => `${count} document${count > 1 ? 's' : ''} à fournir`
export const documentsToReviewText = (count: number) => `${count} document${count > 1 ? 's' : ''} à vérifier`
