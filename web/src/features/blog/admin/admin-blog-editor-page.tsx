import { FileQuestion } from 'lucide-react'
import { useParams } from 'react-router'
import { ButtonLink } from '@/web/src/components/ui/button'
import { BackOfficeShell } from '@/web/src/components/layouts/back-office-shell'
import { useAdminPost } from './api/blog-admin-api'
import { ListEmpty, ListError, ListLoading } from '@/web/src/components/ui/list-states'
import { PostEditorForm } from './editor/post-editor-form'

const BACK = (
  <ButtonLink to="/admin/blog" $variant="secondary">
    ← Retour au blog
  </ButtonLink>
)

// Not found: the title row's '← Retour au blog' is the way back (one such link per page).
function EditPost({ id }: { id: number }) {
  const { data, error, isLoading, isValidating, mutate } = useAdminPost(id)
  if (isLoading) return <ListLoading label="Chargement de l’article…" />
  if (error?.status === 404 || (!error && !data)) return <ListEmpty icon={<FileQuestion size={24} />}>Article non trouvé</ListEmpty>
  if (error || !data)
    return <ListError message="Erreur lors du chargement de l’article" retrying={isValidating} onRetry={() => void mutate()} />
  // A new form per article: its defaults are the post as read.
  return <PostEditorForm key={data.post.id} post={data.post} />
}

const readId = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null)

/** /admin/blog/create and /admin/blog/edit/{id} (spec 2 §2): the editor, in its own chunk with Lexical. */
export default function AdminBlogEditorPage() {
  const { id } = useParams()
  const editing = id !== undefined
  const postId = readId(id)
  return (
    <BackOfficeShell
      title={editing ? 'Modifier l’article' : 'Nouvel article'}
      subtitle={editing ? undefined : 'Rédigez, relisez, puis publiez ou gardez en brouillon.'}
      actions={BACK}
    >
      {!editing ? <PostEditorForm post={null} /> : null}
      {editing && postId !== null ? <EditPost id={postId} /> : null}
      {editing && postId === null ? <ListEmpty icon={<FileQuestion size={24} />}>Article non trouvé</ListEmpty> : null}
    </BackOfficeShell>
  )
}
