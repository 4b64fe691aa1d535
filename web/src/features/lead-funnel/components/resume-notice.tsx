/**
 * What the funnel says when a founder comes back from a provider's cancel (issue 33 item 5): the
 * payment's outcome, and that what they typed is kept. Announced politely, above step 2's offers.
 */
import { Info } from 'lucide-react'
import styled from 'styled-components'
import { useFunnelText } from '../i18n'

export type ResumeOutcome = 'cancelled' | 'failed' | 'pending' | 'expired'

const Box = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  margin: 0 0 1.5rem;
  padding: 1rem 1.1rem;
  border: 1px solid #bfdbfe;
  border-radius: 12px;
  background: #eff6ff;
  color: #1e3a8a;
  svg {
    flex: none;
    margin-top: 0.15rem;
  }
  strong {
    display: block;
    margin-bottom: 0.2rem;
  }
  p {
    margin: 0;
  }
`

export function ResumeNotice({ outcome }: { outcome: ResumeOutcome }) {
  const t = useFunnelText()
  return (
    <Box role="status" data-testid="funnel-resume-notice">
      <Info size={20} aria-hidden="true" />
      <p>
        <strong>{t(`resume.${outcome}.title`)}</strong>
        {t(`resume.${outcome}.text`)}
      </p>
    </Box>
  )
}
