import { forwardRef, type SelectHTMLAttributes } from 'react'
import useSWR from 'swr'
import { BLOG_POST_STATUS_LABELS, type BlogPostsResponse, otherLanguage } from '@/contract/blog'
import type { Locale } from '@/contract/i18n/locales'
import { SelectField } from '@/web/src/components/ui/select-field'
import type { ApiError } from '@/web/src/lib/api-client'

/** The languages as the back-office (in French) names them. */
export const LANGUAGE_NAMES: Record<Locale, string> = { fr: 'français', ar: 'arabe' }

/** The other language's articles offered as the translation: the latest, any status (a translation may be written first). */
const CANDIDATES = 100

type TranslationFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  /** The form's value ('' for none). */
  value: string
  /** The article's language: its translation is in the other one. */
  language: Locale
  /** The article edited (never its own translation). */
  postId: number | null
  error?: string
}

/**
 * « Traduction de » (issue 37): the article's version in the other language, if it exists. The
 * link reads both ways: naming the French version of an Arabic article makes that one's language
 * switch lead here too.
 */
export const TranslationField = forwardRef<HTMLSelectElement, TranslationFieldProps>(function TranslationField(
  { value, language, postId, error, ...select },
  ref,
) {
  const other = otherLanguage(language)
  const posts = useSWR<BlogPostsResponse, ApiError>(`/api/blog/posts?language=${other}&limit=${CANDIDATES}&page=1`, {
    revalidateOnFocus: false,
  })
  const options = (posts.data?.posts ?? [])
    .filter((post) => post.id !== postId)
    .map((post) => ({
      value: String(post.id),
      label: post.status === 'published' ? post.title : `${post.title} (${BLOG_POST_STATUS_LABELS[post.status].toLowerCase()})`,
    }))
  // The current link stays offered while the list loads or when it is older than the list.
  if (value && !options.some((option) => option.value === value)) options.unshift({ value, label: `Article n° ${value}` })
  return (
    <SelectField
      ref={ref}
      label="Traduction de"
      placeholder={posts.isLoading ? 'Chargement des articles…' : 'Aucune traduction'}
      hint={
        posts.error
          ? 'La liste des articles n’a pas pu être chargée\u00a0: rechargez la page.'
          : `La version de cet article en ${LANGUAGE_NAMES[other]}, si elle existe\u00a0: le sélecteur de langue du blog y mène.`
      }
      currentValue={value}
      value={value}
      options={options}
      disabled={posts.isLoading}
      error={error}
      {...select}
    />
  )
})
