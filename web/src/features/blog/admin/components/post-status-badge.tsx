import { BLOG_POST_STATUS_LABELS, type BlogPostStatus } from '@/contract/blog'
import { Badge, type BadgeTone } from '@/web/src/components/ui/badge'

const TONES: Record<BlogPostStatus, BadgeTone> = { draft: 'neutral', published: 'success', archived: 'warning' }

/** Brouillon / Publié / Archivé, the word beside the colour. */
export function PostStatusBadge({ status }: { status: BlogPostStatus }) {
  return <Badge $tone={TONES[status]}>{BLOG_POST_STATUS_LABELS[status]}</Badge>
}
