import { TriangleAlert } from 'lucide-react'
import styled from 'styled-components'
import { Button } from '@/web/src/components/ui/button'
import { Bone } from '@/web/src/components/ui/skeleton'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { useDocumentsText } from '../i18n'

const Skeleton = styled.div`
  display: grid;
  gap: 0.875rem;
`

/** While the documents load: the checklist's shape, announced once. */
export function DocumentsLoading() {
  const t = useDocumentsText()
  return (
    <Skeleton role="status" aria-live="polite">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      {['70%', '55%', '62%', '48%'].map((width) => (
        <div key={width} aria-hidden="true" style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
          <Bone $width="1.25rem" $height="1.25rem" style={{ borderRadius: '50%' }} />
          <Bone $width={width} $height="1rem" />
        </div>
      ))}
      <Bone $width="100%" $height="7rem" aria-hidden="true" />
    </Skeleton>
  )
}

const Problem = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 2rem 1rem;
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    font-size: 1.0625rem;
  }
`

const ProblemIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: #fee2e2;
  color: ${({ theme }) => theme.colors.danger};
`

/** The documents could not be read: say so, and offer to try again. */
export function DocumentsLoadFailure({ onRetry }: { onRetry: () => void }) {
  const t = useDocumentsText()
  return (
    <Problem role="alert">
      <ProblemIcon aria-hidden="true">
        <TriangleAlert size={24} />
      </ProblemIcon>
      <strong>{t('loadError')}</strong>
      <p>{t('loadError.hint')}</p>
      <Button $variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Problem>
  )
}
