import { Check } from 'lucide-react'
import styled from 'styled-components'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { useFunnelText } from '../i18n'

const FUNNEL_STEPS = ['progress.contact', 'progress.offer'] as const
export type FunnelStep = 1 | 2

const Wrapper = styled.div`
  margin-bottom: 1.75rem;
`

const Top = styled.p`
  margin: 0 0 0.6rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    letter-spacing: 0.02em;
  }
`

const Track = styled.div`
  height: 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primarySoft};
  overflow: hidden;
`

const Fill = styled.div<{ $step: FunnelStep }>`
  height: 100%;
  width: ${({ $step }) => ($step === 1 ? '50%' : '100%')};
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 250ms ease-out;
`

const Dots = styled.ol`
  display: flex;
  gap: 1.25rem;
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  li {
    display: flex;
    align-items: center;
    gap: 0.45rem;
  }
  li[aria-current='step'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`

const Dot = styled.span<{ $state: 'done' | 'current' | 'todo' }>`
  display: grid;
  place-items: center;
  width: 1.25rem;
  height: 1.25rem;
  border-radius: 50%;
  font-size: 0.7rem;
  font-weight: 700;
  border: 2px solid ${({ $state, theme }) => ($state === 'todo' ? theme.colors.border : theme.colors.primary)};
  background: ${({ $state, theme }) => ($state === 'done' ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $state, theme }) => ($state === 'done' ? theme.colors.primaryText : theme.colors.primary)};
`

/** 'Étape n/2' with its bar and one dot per step (spec 1 §2). */
export function FunnelProgress({ step }: { step: FunnelStep }) {
  const t = useFunnelText()
  return (
    <Wrapper>
      <Top>
        <strong>{t('progress.step', { step })}</strong>
      </Top>
      <Track aria-hidden="true">
        <Fill $step={step} />
      </Track>
      <Dots aria-label={t('progress.label')}>
        {FUNNEL_STEPS.map((key, index) => {
          const number = index + 1
          const state = number < step ? 'done' : number === step ? 'current' : 'todo'
          return (
            <li key={key} aria-current={state === 'current' ? 'step' : undefined}>
              <Dot $state={state} aria-hidden="true">
                {state === 'done' ? <Check size={12} strokeWidth={3.5} /> : number}
              </Dot>
              {t(key)}
              {state === 'done' ? <VisuallyHidden>{t('progress.done')}</VisuallyHidden> : null}
            </li>
          )
        })}
      </Dots>
    </Wrapper>
  )
}
