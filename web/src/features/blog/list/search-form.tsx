import { Search } from 'lucide-react'
import styled from 'styled-components'
import { Button } from '@/web/src/components/ui/button'
import { Input } from '@/web/src/components/ui/input'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'

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
    left: 0.8rem;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.muted};
    pointer-events: none;
  }
  input {
    min-height: 48px;
    padding-left: 2.6rem;
    border-radius: ${({ theme }) => theme.radius};
  }
`

/**
 * A plain GET form to /blog?q=…: it works without JavaScript, and a search stays within the
 * category chosen (a hidden field carries it).
 */
export function SearchForm({ q, category }: { q: string; category: string }) {
  return (
    <Form method="get" action="/blog" role="search" aria-label="Rechercher dans le blog">
      <Field>
        <label htmlFor="blog-recherche">
          <VisuallyHidden>Rechercher un article</VisuallyHidden>
        </label>
        <Search size={20} aria-hidden="true" />
        <Input id="blog-recherche" type="search" name="q" defaultValue={q} maxLength={100} placeholder="Ex.&nbsp;: SARL, TVA" />
      </Field>
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <Button type="submit" style={{ minHeight: 48 }}>
        Rechercher
      </Button>
    </Form>
  )
}
