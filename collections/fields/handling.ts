import type { Field } from 'payload'
import { HANDLING_NOTE_MAX, HANDLING_STATUS_LABELS, HANDLING_STATUSES } from '@/contract/support-handling'

/**
 * Where the back-office stands with a contact message or a service request (issue 35 item 5):
 * new, in progress or handled, with the team's note and when the status last changed.
 */
export const handlingFields: Field[] = [
  {
    name: 'status',
    label: 'Traitement',
    type: 'select',
    // Not `required`: the public forms create without it and get the default.
    defaultValue: 'new',
    index: true,
    options: HANDLING_STATUSES.map((value) => ({ value, label: HANDLING_STATUS_LABELS[value] })),
  },
  { name: 'note', label: 'Note de l’équipe', type: 'textarea', maxLength: HANDLING_NOTE_MAX },
  { name: 'statusChangedAt', label: 'Statut changé le', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
]
