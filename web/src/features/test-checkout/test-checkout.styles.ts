/** The test checkout's look: a checkout page (summary beside the payment card), plainly marked as a test. */
import styled, { keyframes } from 'styled-components'

export const Checkout = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 26rem);
    gap: 3rem;
  }
`

export const Summary = styled.section`
  display: grid;
  gap: 1.25rem;
  min-width: 0;
  h1 {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 1rem;
    font-weight: 600;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    padding-top: 1.5rem;
  }
`

export const DueAmount = styled.p`
  display: grid;
  margin: 0;
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    font-size: clamp(2.25rem, 7vw, 3rem);
    line-height: 1.1;
    letter-spacing: -0.02em;
  }
`

export const LineItem = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 1rem;
  margin: 0;
  padding: 1rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  span:first-child {
    font-weight: 600;
  }
  span:last-child {
    white-space: nowrap;
  }
`

export const Total = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  margin: 0;
  font-size: 1.125rem;
  strong {
    white-space: nowrap;
  }
`

export const CustomerList = styled.dl`
  margin: 0;
  padding: 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  gap: 0.5rem;
  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 1rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
    min-width: 0;
  }
`

export const PayCard = styled.section`
  display: grid;
  gap: 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 16px;
  box-shadow: 0 24px 60px rgba(15, 23, 42, 0.12);
  padding: 1.5rem 1.25rem;
  min-width: 0;
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 1rem;
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p.terms {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
    text-align: center;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 2rem;
  }
`

export const TestBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.25rem 0.7rem;
  border-radius: 999px;
  background: #fef3c7;
  color: #78350f;
  font-size: 0.8125rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`

export const TestNote = styled.p`
  margin: 0 0 0.5rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: #fffbeb;
  border: 1px dashed #d97706;
  color: #78350f;
  font-size: 0.95rem;
  strong {
    display: block;
    margin-bottom: 0.25rem;
  }
`

const spin = keyframes`to { transform: rotate(360deg); }`

export const Spin = styled.span`
  display: inline-flex;
  animation: ${spin} 0.8s linear infinite;
`

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`

export const Skeleton = styled.span<{ $width: string; $height?: string }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height = '1.1rem' }) => $height};
  border-radius: 8px;
  background: linear-gradient(90deg, #e2e8f0 0%, #f8fafc 50%, #e2e8f0 100%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`

export const MessageCard = styled.section`
  max-width: 34rem;
  margin: 0 auto;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 16px;
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 2rem 1.25rem;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  h1 {
    font-size: 1.5rem;
    margin: 0.5rem 0 0;
  }
  p {
    margin: 0 0 0.75rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 2.5rem;
  }
`

const MESSAGE_TONES = {
  success: { background: '#dcfce7', color: '#15803d' },
  danger: { background: '#fee2e2', color: '#b91c1c' },
  neutral: { background: '#e2e8f0', color: '#334155' },
}

export const MessageIcon = styled.div<{ $tone: keyof typeof MESSAGE_TONES }>`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ $tone }) => MESSAGE_TONES[$tone].background};
  color: ${({ $tone }) => MESSAGE_TONES[$tone].color};
`
