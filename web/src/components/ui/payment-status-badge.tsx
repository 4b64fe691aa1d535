import { CircleCheck, CircleX, Clock, RotateCcw, Ban } from 'lucide-react'
import { Badge, type BadgeTone } from '@/web/src/components/ui/badge'
import { paymentStatusText, useUiText } from './i18n'

const TONES: Record<string, BadgeTone> = {
  pending: 'info',
  completed: 'success',
  failed: 'danger',
  cancelled: 'neutral',
  refunded: 'warning',
}

const ICONS = { pending: Clock, completed: CircleCheck, failed: CircleX, cancelled: Ban, refunded: RotateCcw } as const

/** A payment's status: its word, its colour and an icon (never the colour alone). */
export function PaymentStatusBadge({ status }: { status: string }) {
  const t = useUiText()
  const Icon = ICONS[status as keyof typeof ICONS]
  return (
    <Badge $tone={TONES[status] ?? 'neutral'}>
      {Icon ? <Icon size={14} aria-hidden="true" /> : null}
      {paymentStatusText(t, status)}
    </Badge>
  )
}
