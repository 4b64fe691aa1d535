import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import {
  type ApiBlogMedia,
  BLOG_MEDIA_ACCEPT,
  BLOG_MEDIA_ERRORS,
  BLOG_MEDIA_MAX_BYTES,
  BLOG_MEDIA_MIME_TYPES,
  type BlogMediaUploadInput,
  blogMediaUploadSchema,
} from '@/contract/blog-media'
import { Button } from '@/web/src/components/ui/button'
import { FormField } from '@/web/src/components/ui/form-field'
import { Label } from '@/web/src/components/ui/label'
import { serverMessage } from '@/web/src/lib/api-client'
import { uploadBlogMedia } from './media-api'

const Form = styled.form`
  display: flex;
  flex-direction: column;
  padding: 1rem;
  margin-bottom: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.background};
  h3 {
    margin: 0 0 0.75rem;
    font-size: 1rem;
  }
`

const FileRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin-bottom: 1rem;
  input {
    min-height: 44px;
    font: inherit;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
  }
`

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`

/** What the browser can tell before sending (the server decides from the bytes anyway). */
function fileProblem(file: File | null): string | undefined {
  if (!file) return BLOG_MEDIA_ERRORS.fileRequired
  if (file.size > BLOG_MEDIA_MAX_BYTES) return BLOG_MEDIA_ERRORS.fileTooLarge
  if (file.type && !(BLOG_MEDIA_MIME_TYPES as readonly string[]).includes(file.type)) return BLOG_MEDIA_ERRORS.fileType
  return undefined
}

/** Sends an image with its alt text to the library (POST /api/blog/media), then hands it over. */
export function MediaUploadForm({ onUploaded }: { onUploaded: (media: ApiBlogMedia) => void }) {
  const fileId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | undefined>()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BlogMediaUploadInput>({ resolver: zodResolver(blogMediaUploadSchema), defaultValues: { alt: '' } })

  const submit = handleSubmit(async ({ alt }) => {
    const problem = fileProblem(file)
    setFileError(problem)
    if (problem || !file) return
    setFailure(undefined)
    try {
      onUploaded(await uploadBlogMedia(file, alt))
    } catch (error) {
      setFailure(serverMessage(error, 'L’envoi de l’image a échoué\u00a0: réessayez dans un instant.'))
    }
  })

  return (
    <Form
      noValidate
      aria-labelledby={`${fileId}-title`}
      onSubmit={(event) => {
        // The file's own check shows with the alt text's.
        if (!file) setFileError(BLOG_MEDIA_ERRORS.fileRequired)
        void submit(event)
      }}
    >
      <h3 id={`${fileId}-title`}>Ajouter une image</h3>
      <FileRow>
        <Label htmlFor={fileId}>Fichier</Label>
        <input
          id={fileId}
          type="file"
          accept={BLOG_MEDIA_ACCEPT}
          aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
          aria-invalid={fileError ? true : undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null
            setFile(chosen)
            setFileError(chosen ? fileProblem(chosen) : undefined)
          }}
        />
        <Hint id={`${fileId}-hint`}>JPEG, PNG ou WebP, 10&nbsp;Mo au plus.</Hint>
        {fileError ? (
          <ErrorText id={`${fileId}-error`} role="alert">
            {fileError}
          </ErrorText>
        ) : null}
      </FileRow>
      <FormField
        label="Texte alternatif"
        hint="Ce que montre l’image, pour les lecteurs d’écran (3 à 250 caractères)."
        autoComplete="off"
        error={errors.alt?.message}
        {...register('alt')}
      />
      {failure ? <ErrorText role="alert">{failure}</ErrorText> : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Envoi…' : 'Envoyer et choisir'}
      </Button>
    </Form>
  )
}
