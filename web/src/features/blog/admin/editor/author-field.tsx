import { forwardRef, type SelectHTMLAttributes } from 'react'
import { SelectField } from '@/web/src/components/ui/select-field'
import { useSiteConfig } from '@/web/src/config/site-config'
import { useBlogEditors } from '../api/blog-admin-api'

type AuthorFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  /** The form's value ('' for the team), so the placeholder greys and the option shows once the list arrives. */
  value: string
  error?: string
}

/**
 * The article's author, as /cms offers it (issue 36 item 6): one of the editors, or the team
 * (no author: the public pages sign « L’équipe … »).
 */
export const AuthorField = forwardRef<HTMLSelectElement, AuthorFieldProps>(function AuthorField({ value, error, ...select }, ref) {
  const editors = useBlogEditors()
  const { siteName } = useSiteConfig()
  const options = (editors.data?.editors ?? []).map((editor) => ({
    value: String(editor.id),
    label: `${editor.firstName} ${editor.lastName}`.trim(),
  }))
  return (
    <SelectField
      ref={ref}
      label="Auteur"
      placeholder={editors.isLoading ? 'Chargement des auteurs…' : `L’équipe ${siteName}`}
      hint={editors.error ? 'La liste des auteurs n’a pas pu être chargée\u00a0: rechargez la page.' : 'Qui signe l’article sur le blog.'}
      currentValue={value}
      value={value}
      options={options}
      disabled={editors.isLoading}
      error={error}
      {...select}
    />
  )
})
