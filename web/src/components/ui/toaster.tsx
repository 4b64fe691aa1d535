import * as ToastPrimitive from '@radix-ui/react-toast'
import styled, { css, keyframes } from 'styled-components'
import { frenchText } from '@/contract/french/typography'
import { useLocale } from '../../lib/i18n/locale'
import { useUiText } from './i18n'
import { TOAST_DURATION_MS, useToast } from './use-toast'

const slideIn = keyframes`from { transform: translateY(100%); opacity: 0; } to { transform: translateY(0); opacity: 1; }`

/**
 * Radix's viewport: F8 (its default hotkey) moves focus to it; a swipe right past 50 px
 * dismisses a toast. Full width on phones, at most 420 px from 768 px up (spec 1 §9).
 */
const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  bottom: 0;
  inset-inline-end: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  width: 100%;
  max-height: 100vh;
  margin: 0;
  padding: 1rem;
  list-style: none;
  outline: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    max-width: 420px;
  }
`

const Root = styled(ToastPrimitive.Root)<{ $destructive: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 0.75rem;
  align-items: start;
  padding: 1rem 1.1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 10px 30px rgba(15, 23, 42, 0.18);
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  ${({ $destructive, theme }) =>
    $destructive &&
    css`
      --focus-ring: #ffffff;
      background: ${theme.colors.danger};
      border-color: ${theme.colors.danger};
      color: #ffffff;
    `}
  &[data-state='open'] {
    animation: ${slideIn} 150ms ease-out;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 200ms ease-out;
  }
  &[data-swipe='end'] {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
`

const Title = styled(ToastPrimitive.Title)`
  font-weight: 700;
  grid-column: 1;
`

const Description = styled(ToastPrimitive.Description)`
  grid-column: 1;
  font-size: 0.95rem;
  overflow-wrap: anywhere;
`

const Close = styled(ToastPrimitive.Close)`
  grid-column: 2;
  grid-row: 1 / span 2;
  background: transparent;
  border: 0;
  border-radius: 6px;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  padding: 0.25rem;
  min-width: 32px;
  min-height: 32px;
`

/** Renders the toasts pushed with `toast()`; mounted once by the providers. */
export function Toaster() {
  const { toasts, dismiss } = useToast()
  const t = useUiText()
  const locale = useLocale()
  // French typography for French texts only; an Arabic text is shown as written.
  const typeset = (text: string) => (locale === 'fr' ? frenchText(text) : text)
  return (
    <ToastPrimitive.Provider
      swipeDirection={locale === 'ar' ? 'left' : 'right'}
      swipeThreshold={50}
      duration={TOAST_DURATION_MS}
      label={t('toast.region')}
    >
      {toasts.map((item) => (
        <Root
          key={item.id}
          open={item.open}
          duration={item.durationMs}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          $destructive={item.variant === 'destructive'}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id)
          }}
        >
          {/* Titles and descriptions are often built at run time (a name, a server's message): French typography here, once. */}
          <Title>{typeset(item.title)}</Title>
          {item.description ? <Description>{typeset(item.description)}</Description> : null}
          <Close aria-label={t('toast.close')}>
            <span aria-hidden="true">×</span>
          </Close>
        </Root>
      ))}
      <Viewport hotkey={['F8']} label={t('toast.viewport', { hotkey: '{hotkey}' })} />
    </ToastPrimitive.Provider>
  )
}
