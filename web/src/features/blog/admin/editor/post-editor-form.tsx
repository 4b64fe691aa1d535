import { zodResolver } from '@hookform/resolvers/zod'
import { ScanEye } from 'lucide-react'
import { useId, useState } from 'react'
import { flushSync } from 'react-dom'
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import styled from 'styled-components'
import {
  type ApiBlogPost,
  blogPreviewPath,
  BLOG_POST_STATUS_LABELS,
  BLOG_POST_STATUSES,
  type BlogPostStatus,
  EXCERPT_MAX,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  READING_TIME_MAX,
  READING_TIME_MIN,
} from '@/contract/blog'
import { LOCALES } from '@/contract/i18n/locales'
import { Button, ButtonAnchor, ButtonLink } from '@/web/src/components/ui/button'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { Card } from '@/web/src/components/ui/card'
import { FormField } from '@/web/src/components/ui/form-field'
import { Label } from '@/web/src/components/ui/label'
import { SelectField } from '@/web/src/components/ui/select-field'
import { toast } from '@/web/src/components/ui/use-toast'
import { ApiError, serverMessage } from '@/web/src/lib/api-client'
import { createPost, refreshPosts, updatePost, useBlogCategories, useBlogTags } from '../api/blog-admin-api'
import { AuthorField } from './author-field'
import { CountedField } from './counted-field'
import { type EditorFormValues, type EditorOutput, editorSchema } from './editor-schema'
import { FeaturedImageField } from './featured-image-field'
import { LeaveWarning } from './leave-warning'
import { toLocalInput } from './local-date-time'
import { RichTextEditor } from './rich-text-editor'
import { TagsField } from './tags-field'
import { LANGUAGE_NAMES, TranslationField } from './translation-field'
import { useAutoFill } from './use-auto-fill'

const Layout = styled.div`
  display: grid;
  gap: 1rem;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) 20rem;
    gap: 1.5rem;
  }
`

const Column = styled.div`
  display: grid;
  gap: 1rem;
  min-width: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    gap: 1.5rem;
  }
`

const Section = styled(Card)`
  h2 {
    margin: 0 0 1rem;
    font-size: 1.125rem;
  }
`

const ContentField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin-bottom: 1rem;
  p {
    margin: 0;
    font-size: 0.875rem;
  }
`

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`

/** The preview's link, above the status: the whole width of the side column. */
const Preview = styled.div`
  display: grid;
  gap: 0.35rem;
  margin-bottom: 1rem;
  p {
    margin: 0;
    font-size: 0.875rem;
  }
`

/** Thumb-reachable on phones, always in view on long articles. */
const ActionBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
  margin: 1.5rem -1rem -3rem;
  padding: 0.75rem 1rem calc(0.75rem + env(safe-area-inset-bottom));
  background: rgba(255, 255, 255, 0.96);
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -4px 16px rgba(15, 23, 42, 0.06);
  > * {
    flex: 1 1 0;
    min-width: 0;
    padding-inline: 0.5rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    > * {
      flex: 0 0 auto;
      padding-inline: 1.1rem;
    }
  }
`

const STATUS_OPTIONS = BLOG_POST_STATUSES.map((value) => ({ value, label: BLOG_POST_STATUS_LABELS[value] }))
const LANGUAGE_OPTIONS = LOCALES.map((value) => ({
  value,
  label: `${LANGUAGE_NAMES[value][0]!.toUpperCase()}${LANGUAGE_NAMES[value].slice(1)}`,
}))

const FIELDS = new Set<keyof EditorFormValues>([
  'title',
  'slug',
  'excerpt',
  'content',
  'metaTitle',
  'metaDescription',
  'status',
  'publishedAt',
  'categoryId',
  'tags',
  'featuredImageUrl',
  'readingTimeMinutes',
  'authorId',
  'language',
  'translationOf',
])

function defaults(post: ApiBlogPost | null): EditorFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    metaTitle: post?.metaTitle ?? '',
    metaDescription: post?.metaDescription ?? '',
    // A new article starts as a draft (issue 36 item 6); its main button still publishes it.
    status: post?.status ?? 'draft',
    publishedAt: toLocalInput(post?.publishedAt),
    categoryId: post?.categoryId ? String(post.categoryId) : '',
    tags: post?.tags.map((tag) => tag.id) ?? [],
    featuredImageUrl: post?.featuredImageUrl ?? '',
    readingTimeMinutes: String(post?.readingTimeMinutes ?? ''),
    authorId: post?.authorId ? String(post.authorId) : '',
    language: post?.language ?? 'fr',
    translationOf: post?.translation ? String(post.translation.id) : '',
  }
}

/**
 * The article editor (spec 2 §2, §4, §5, §8): every field, the rich-text content, the auto-fill,
 * 'Brouillon' (saves as a draft) and the main button ('Publier' on create, 'Modifier' on edit).
 * A failed save keeps everything typed; a successful one goes back to /admin/blog.
 */
export function PostEditorForm({ post }: { post: ApiBlogPost | null }) {
  const editing = post !== null
  const navigate = useNavigate()
  const form = useForm<EditorFormValues, unknown, EditorOutput>({
    // The schema's inputs are looser than the form's strings (coercions): same rules, other static types.
    resolver: zodResolver(editorSchema) as unknown as Resolver<EditorFormValues, unknown, EditorOutput>,
    defaultValues: defaults(post),
  })
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = form
  const autoFill = useAutoFill(form, post)
  const [saved, setSaved] = useState(false)
  const categories = useBlogCategories()
  const tags = useBlogTags()
  const contentLabelId = useId()
  const contentErrorId = useId()

  const save = (action: 'draft' | 'main') =>
    handleSubmit(async (data) => {
      const status: BlogPostStatus = action === 'draft' ? 'draft' : editing ? data.status : 'published'
      const body = { ...data, status }
      try {
        await (editing ? updatePost(post.id, body) : createPost(body))
      } catch (error) {
        const fields = error instanceof ApiError ? error.data?.fields : undefined
        for (const [name, message] of Object.entries(fields ?? {}))
          if (FIELDS.has(name as keyof EditorFormValues)) setError(name as keyof EditorFormValues, { message })
        if (error instanceof ApiError && error.status === 409 && !fields) setError('slug', { message: serverMessage(error, '') })
        toast({
          variant: 'destructive',
          title: 'Erreur',
          description: serverMessage(error, 'Erreur lors de la création/modification de l’article'),
        })
        return
      }
      toast({ title: editing ? 'Article modifié\u202f!' : 'Article créé\u202f!' })
      setValue('status', status)
      // The leave warning must be off before the navigation it would stop.
      flushSync(() => setSaved(true))
      void refreshPosts()
      await navigate('/admin/blog')
    })

  const title = register('title', { onChange: (event: { target: { value: string } }) => autoFill.onTitle(event.target.value) })
  const typed = <K extends 'slug' | 'metaTitle' | 'excerpt' | 'readingTimeMinutes'>(name: K) =>
    register(name, { onChange: autoFill.handTyped(name) })

  // The counters, the image preview and the select's placeholder follow what is typed.
  const [excerpt = '', metaTitle = '', metaDescription = '', featuredImageUrl = '', categoryId = ''] = useWatch({
    control,
    name: ['excerpt', 'metaTitle', 'metaDescription', 'featuredImageUrl', 'categoryId'],
  })
  const authorId = useWatch({ control, name: 'authorId' }) ?? ''
  const language = useWatch({ control, name: 'language' }) ?? 'fr'
  const translationOf = useWatch({ control, name: 'translationOf' }) ?? ''
  const categoryOptions = (categories.data?.categories ?? []).map((category) => ({ value: String(category.id), label: category.name }))

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} aria-busy={isSubmitting}>
      <Layout>
        <Column>
          <Section aria-labelledby="editor-article">
            <h2 id="editor-article">Article</h2>
            <FormField label="Titre" autoComplete="off" maxLength={200} error={errors.title?.message} {...title} />
            <FormField
              label="Slug"
              hint={
                editing
                  ? 'L’adresse de l’article\u00a0: /blog/<slug>.'
                  : 'L’adresse de l’article (/blog/<slug>), tirée du titre tant que vous ne la modifiez pas.'
              }
              autoComplete="off"
              spellCheck={false}
              maxLength={200}
              error={errors.slug?.message}
              {...typed('slug')}
            />
            <ContentField>
              <Label as="span" id={contentLabelId}>
                Contenu
              </Label>
              <Controller
                control={control}
                name="content"
                render={({ field }) => (
                  <RichTextEditor
                    initialHtml={post?.content ?? ''}
                    labelId={contentLabelId}
                    describedBy={errors.content ? contentErrorId : undefined}
                    invalid={Boolean(errors.content)}
                    onChange={(html) => {
                      field.onChange(html)
                      autoFill.onContent(html)
                    }}
                  />
                )}
              />
              {errors.content ? (
                <ErrorText id={contentErrorId} role="alert">
                  {errors.content.message}
                </ErrorText>
              ) : null}
            </ContentField>
            <CountedField
              multiline
              label="Extrait"
              hint={'Résumé affiché sur les cartes du blog\u202f; tiré du contenu tant que vous ne le modifiez pas.'}
              length={excerpt.length}
              limit={EXCERPT_MAX}
              error={errors.excerpt?.message}
              {...typed('excerpt')}
            />
          </Section>
          <Section aria-labelledby="editor-seo">
            <h2 id="editor-seo">Référencement (SEO)</h2>
            <CountedField
              label="Titre SEO"
              hint={'Le titre dans les résultats de recherche\u202f; tiré du titre tant que vous ne le modifiez pas.'}
              autoComplete="off"
              length={metaTitle.length}
              limit={META_TITLE_MAX}
              error={errors.metaTitle?.message}
              {...typed('metaTitle')}
            />
            <CountedField
              multiline
              label="Description SEO"
              hint="Une ou deux phrases sous le titre dans les résultats de recherche."
              length={metaDescription.length}
              limit={META_DESCRIPTION_MAX}
              error={errors.metaDescription?.message}
              {...register('metaDescription')}
            />
          </Section>
        </Column>
        <Column>
          <Section aria-labelledby="editor-publication">
            <h2 id="editor-publication">Publication</h2>
            {editing ? (
              <Preview>
                {/* The saved version, whatever its status, as readers will see it (staff only). */}
                <ButtonAnchor href={blogPreviewPath(post.id, post.language)} target="_blank" rel="noopener" $variant="secondary">
                  <ScanEye size={18} aria-hidden="true" />
                  Prévisualiser
                  <VisuallyHidden> (nouvel onglet)</VisuallyHidden>
                </ButtonAnchor>
                <Hint>La version enregistrée, telle que les lecteurs la verront.</Hint>
              </Preview>
            ) : null}
            <SelectField label="Statut" options={STATUS_OPTIONS} error={errors.status?.message} {...register('status')} />
            <FormField
              label="Date de publication"
              type="datetime-local"
              hint={'Vide\u00a0: la date et l’heure de la publication.'}
              error={errors.publishedAt?.message}
              {...register('publishedAt')}
            />
            <FormField
              label="Temps de lecture (minutes)"
              type="number"
              inputMode="numeric"
              min={READING_TIME_MIN}
              max={READING_TIME_MAX}
              hint="Calculé d’après le contenu (200 mots par minute) tant que vous ne le modifiez pas."
              error={errors.readingTimeMinutes?.message}
              {...typed('readingTimeMinutes')}
            />
            <AuthorField value={authorId} error={errors.authorId?.message} {...register('authorId')} />
          </Section>
          <Section aria-labelledby="editor-language">
            <h2 id="editor-language">Langue</h2>
            <SelectField
              label="Langue de l’article"
              hint="Le blog arabe (/ar/blog) montre les articles en arabe, le blog français les autres."
              options={LANGUAGE_OPTIONS}
              error={errors.language?.message}
              {...register('language', {
                // A translation is in the other language: changing this one's lets go of it.
                onChange: () => setValue('translationOf', '', { shouldDirty: true }),
              })}
            />
            <TranslationField
              value={translationOf}
              language={language}
              postId={post?.id ?? null}
              error={errors.translationOf?.message}
              {...register('translationOf')}
            />
          </Section>
          <Section aria-labelledby="editor-classification">
            <h2 id="editor-classification">Classement</h2>
            <SelectField
              label="Catégorie"
              placeholder={categories.isLoading ? 'Chargement des catégories…' : 'Aucune catégorie'}
              currentValue={categoryId}
              // Controlled: the options arrive after the form's value, which must then show.
              value={categoryId}
              options={categoryOptions}
              disabled={categories.isLoading}
              error={errors.categoryId?.message}
              {...register('categoryId')}
            />
            <Controller
              control={control}
              name="tags"
              render={({ field }) => (
                <TagsField
                  tags={tags.data?.tags}
                  loading={tags.isLoading}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.tags?.message ?? errors.tags?.root?.message}
                />
              )}
            />
            {categories.error || tags.error ? (
              <Hint>Les catégories ou les tags n’ont pas pu être chargés&nbsp;: rechargez la page.</Hint>
            ) : null}
          </Section>
          <Section aria-labelledby="editor-image">
            <h2 id="editor-image">Image à la une</h2>
            <FeaturedImageField
              label="Adresse de l’image"
              type="url"
              inputMode="url"
              placeholder="https://"
              autoComplete="off"
              url={featuredImageUrl}
              onPick={(url) => setValue('featuredImageUrl', url, { shouldDirty: true, shouldValidate: true })}
              error={errors.featuredImageUrl?.message}
              {...register('featuredImageUrl')}
            />
          </Section>
        </Column>
      </Layout>
      <ActionBar>
        <ButtonLink to="/admin/blog" $variant="ghost">
          Annuler
        </ButtonLink>

        <Button $variant="secondary" disabled={isSubmitting} onClick={() => void save('draft')()}>
          Brouillon
        </Button>
        <Button disabled={isSubmitting} onClick={() => void save('main')()}>
          {isSubmitting ? 'Enregistrement…' : editing ? 'Modifier' : 'Publier'}
        </Button>
      </ActionBar>
      <LeaveWarning active={isDirty && !saved} />
    </form>
  )
}
