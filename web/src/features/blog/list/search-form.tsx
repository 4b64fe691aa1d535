import { Search } from 'lucide-react'
import styled from 'styled-components'
import { Button } from '@/web/src/components/ui/button'
import { Input } from '@/web/src/components/ui/input'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { useLocalizedHref } from '@/web/src/lib/i18n/locale'
import { useBlogText } from '../i18n'

const Form = styled.form`
  display: flex;
  gap: 0.5rem;
  max-width: 36rem;
  margin: 0 0 1.25rem;
`

const Field = styled.div`
  position: relative;
  flex: 1;
  svg {
    position: absolute;
    inset-inline-start: 0.8rem;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.muted};
    pointer-events: none;
  }
  input {
    min-height: 48px;
    padding-inline-start: 2.6rem;
    border-radius: ${({ theme }) => theme.radius};
  }
`

/**
 * A plain GET form to /blog?q=… (/ar/blog?q=… on the Arabic blog): it works without JavaScript,
 * and a search stays within the category chosen (a hidden field carries it).
 */
export function SearchForm({ q, category }: { q: string; category: string }) {
  const t = useBlogText()
  const localized = useLocalizedHref()
  return (
    <Form method="get" action={localized('/blog')} role="search" aria-label={t('search.label')}>
      <Field>
        <label htmlFor="blog-recherche">
          <VisuallyHidden>{t('search.field')}</VisuallyHidden>
        </label>
        <Search size={20} aria-hidden="true" />
        <Input id="blog-recherche" type="search" name="q" defaultValue={q} maxLength={100} placeholder={t('search.placeholder')} />
      </Field>
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <Button type="submit" style={{ minHeight: 48 }}>
        {t('search.submit')}
      </Button>
    </Form>
  )
}
