/** Messages shared by the /api handlers and the collections' hooks. */
export const categoryInUseMessage = (posts: number) =>
  posts > 1
    ? `Impossible de supprimer cette catégorie : ${posts} articles l’utilisent. Changez leur catégorie d’abord.`
    : `Impossible de supprimer cette catégorie : 1 article l’utilise. Changez sa catégorie d’abord.`

export const SLUG_TAKEN = {
  post: 'Ce slug est déjà utilisé par un autre article',
  category: 'Ce slug est déjà utilisé par une autre catégorie',
  tag: 'Ce slug est déjà utilisé par un autre tag',
} as const
