import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import {
  type ApiBlogCategory,
  type ApiBlogTag,
  categorySchema,
  DEFAULT_CATEGORY_COLOR,
  DEFAULT_TAG_COLOR,
  slugify,
  tagSchema,
} from '@/contract/blog'
import type { z } from '@/contract/zod'
import { Button } from '@/web/src/components/ui/button'
import { FormField, TextareaField } from '@/web/src/components/ui/form-field'
import { toast } from '@/web/src/components/ui/use-toast'
import { serverMessage } from '@/web/src/lib/api-client'
import { Modal, ModalActions, ModalError } from '@/web/src/components/ui/modal'
import { createCategory, createTag, refreshCategories, refreshTags, updateCategory, updateTag } from '../api/blog-admin-api'
import { ColourField } from './colour-field'

export type TaxonomyKind = 'category' | 'tag'

/** The words of each kind (spec 2 §8 for the create toasts; editing follows the same style). */
const WORDS = {
  category: {
    createTitle: 'Nouvelle catégorie',
    editTitle: 'Modifier la catégorie',
    created: 'Catégorie créée\u202f!',
    updated: 'Catégorie modifiée\u202f!',
    createFailed: 'Impossible de créer la catégorie.',
    updateFailed: 'Impossible de modifier la catégorie.',
    namePlaceholder: 'Création d’entreprise',
    colour: DEFAULT_CATEGORY_COLOR,
    nameMax: 100,
  },
  tag: {
    createTitle: 'Nouveau tag',
    editTitle: 'Modifier le tag',
    created: 'Tag créé\u202f!',
    updated: 'Tag modifié\u202f!',
    createFailed: 'Impossible de créer le tag.',
    updateFailed: 'Impossible de modifier le tag.',
    namePlaceholder: 'SARL',
    colour: DEFAULT_TAG_COLOR,
    nameMax: 50,
  },
} as const

type Values = z.input<typeof categorySchema>
type Output = z.output<typeof categorySchema>

export type TaxonomyItem = ApiBlogCategory | ApiBlogTag

function TaxonomyForm({ kind, item, onDone }: { kind: TaxonomyKind; item: TaxonomyItem | null; onDone: () => void }) {
  const words = WORDS[kind]
  // Both schemas share name, slug and colour; the tag's simply ignores the description.
  const schema = (kind === 'category' ? categorySchema : tagSchema) as typeof categorySchema
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: item?.name ?? '',
      slug: item?.slug ?? '',
      description: item && 'description' in item ? (item.description ?? '') : '',
      color: item?.color ?? words.colour,
    },
  })
  // The slug follows the name until someone types in it (an existing item keeps its address).
  const [slugEdited, setSlugEdited] = useState(item !== null)
  const [failure, setFailure] = useState<string | null>(null)

  const onSubmit = async ({ name, slug, description, color }: Output) => {
    setFailure(null)
    try {
      if (kind === 'category') {
        const body = { name, slug, description, color }
        await (item ? updateCategory(item.id, body) : createCategory(body))
      } else {
        const body = { name, slug, color }
        await (item ? updateTag(item.id, body) : createTag(body))
      }
    } catch (error) {
      const fallback = item ? words.updateFailed : words.createFailed
      const message = serverMessage(error, fallback)
      // The page under the dialog is inert: the failure is said inside it too.
      setFailure(message)
      toast({ variant: 'destructive', title: 'Erreur', description: message })
      return
    }
    toast({ title: item ? words.updated : words.created })
    onDone()
    await (kind === 'category' ? refreshCategories() : refreshTags())
  }

  const name = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited) setValue('slug', slugify(event.target.value), { shouldValidate: Boolean(errors.slug) })
    },
  })
  const slug = register('slug', {
    onChange: (event: { target: { value: string } }) => {
      // Emptied by hand: it follows the name again.
      setSlugEdited(event.target.value !== '')
    },
  })

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField
        label="Nom"
        autoComplete="off"
        data-autofocus
        placeholder={words.namePlaceholder}
        maxLength={words.nameMax}
        error={errors.name?.message}
        {...name}
      />
      <FormField
        label="Slug"
        hint={'L’adresse sur le blog\u00a0: lettres minuscules, chiffres et tirets.'}
        autoComplete="off"
        spellCheck={false}
        maxLength={words.nameMax}
        error={errors.slug?.message}
        {...slug}
      />
      {kind === 'category' ? (
        <TextareaField
          label="Description (facultative)"
          rows={3}
          maxLength={500}
          error={errors.description?.message}
          {...register('description')}
        />
      ) : null}
      <Controller
        control={control}
        name="color"
        render={({ field, fieldState }) => (
          <ColourField value={field.value ?? ''} onChange={field.onChange} error={fieldState.error?.message} fallback={words.colour} />
        )}
      />
      {failure ? <ModalError role="alert">{failure}</ModalError> : null}
      <ModalActions>
        <Button $variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Annuler
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Enregistrement…' : item ? 'Enregistrer' : 'Créer'}
        </Button>
      </ModalActions>
    </form>
  )
}

/** Create (item null) or edit a category or a tag in a dialog (spec 2 §2, §5, §8). */
export function TaxonomyDialog({
  kind,
  open,
  item,
  onClose,
}: {
  kind: TaxonomyKind
  open: boolean
  item: TaxonomyItem | null
  onClose: () => void
}) {
  const words = WORDS[kind]
  return (
    <Modal open={open} onClose={onClose} title={item ? words.editTitle : words.createTitle} description={item ? item.name : undefined}>
      {open ? <TaxonomyForm kind={kind} item={item} onDone={onClose} /> : null}
    </Modal>
  )
}
