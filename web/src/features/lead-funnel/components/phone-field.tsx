import { ChevronDown } from 'lucide-react'
import type { ChangeEvent } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import styled from 'styled-components'
import { textDirection } from '@/contract/i18n/locales'
import { findDialCode } from '@/contract/phone'
import { Input } from '@/web/src/components/ui/input'
import { Label } from '@/web/src/components/ui/label'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { useFunnelText } from '../i18n'
import { defaultDialCode, dialCodesFor } from '../locale-content'
import { FieldError, FieldHint, FieldWrapper } from './field-parts'
import { reformat } from './reformat-phone'

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  min-width: 0;
`

/**
 * The dial code: a native select (its list says the countries' names, keyboard and screen
 * readers get the platform's own picker) laid transparently over a compact "FR +33".
 */
const DialCode = styled.div<{ $invalid: boolean }>`
  position: relative;
  flex: none;
  display: flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 48px;
  padding-block: 0;
  padding-inline: 0.75rem 0.6rem;
  border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.inputBorder)};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  font-variant-numeric: tabular-nums;
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
    outline: 3px solid var(--focus-ring);
    outline-offset: 2px;
  }
  abbr {
    text-decoration: none;
    font-size: 0.8rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    font-weight: 600;
  }
  svg {
    color: ${({ theme }) => theme.colors.muted};
  }
  select {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: pointer;
    font: inherit;
    /* The list opens in the platform's own picker: phones show it full screen. */
    appearance: none;
  }
`

const HiddenLabel = styled(VisuallyHidden).attrs({ as: 'label' })<{ htmlFor: string }>``

const PhoneInput = styled(Input)`
  min-height: 48px;
  flex: 1;
  min-width: 0;
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.01em;
`

/**
 * Step 1's phone: dial code and number, the WhatsApp note, the number's error. The code and the
 * number read left to right in Arabic too (« +213 05 51 23 45 67 »), so their row is left to
 * right; the list of countries keeps the page's direction.
 */
export function PhoneField({
  dialCode,
  dialCodeField,
  phoneField,
  error,
  dialCodeError,
}: {
  dialCode: string
  dialCodeField: UseFormRegisterReturn<'countryCode'>
  phoneField: UseFormRegisterReturn<'telephone'>
  error?: string
  dialCodeError?: string
}) {
  const t = useFunnelText()
  const initialCode = defaultDialCode(t.locale)
  const entry = findDialCode(dialCode) ?? findDialCode(initialCode)!
  const describedBy = ['funnel-telephone-note', error ? 'funnel-telephone-error' : null].filter(Boolean).join(' ')
  const onPhoneChange = (event: ChangeEvent<HTMLInputElement>) => {
    reformat(event.target, entry.code)
    return phoneField.onChange(event)
  }
  return (
    <FieldWrapper>
      <Label htmlFor="funnel-telephone">{t('phone.label')}</Label>
      <Row dir="ltr">
        <DialCode $invalid={Boolean(dialCodeError)}>
          <abbr aria-hidden="true">{entry.iso === 'US' ? 'US/CA' : entry.iso}</abbr>
          <strong aria-hidden="true">{entry.code}</strong>
          <ChevronDown size={16} aria-hidden="true" />
          <HiddenLabel htmlFor="funnel-indicatif">{t('phone.dialCode')}</HiddenLabel>
          <select
            id="funnel-indicatif"
            dir={textDirection(t.locale)}
            defaultValue={initialCode}
            autoComplete="tel-country-code"
            aria-invalid={dialCodeError ? true : undefined}
            aria-describedby={dialCodeError ? 'funnel-indicatif-error' : undefined}
            {...dialCodeField}
          >
            {dialCodesFor(t.locale).map((option) => (
              <option key={option.code} value={option.code}>
                {`${option.country} (${option.code})`}
              </option>
            ))}
          </select>
        </DialCode>
        <PhoneInput
          id="funnel-telephone"
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="tel-national"
          placeholder={entry.example}
          $invalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...phoneField}
          onChange={onPhoneChange}
        />
      </Row>
      <FieldHint id="funnel-telephone-note">{t('phone.note')}</FieldHint>
      {dialCodeError ? <FieldError id="funnel-indicatif-error">{dialCodeError}</FieldError> : null}
      {error ? <FieldError id="funnel-telephone-error">{error}</FieldError> : null}
    </FieldWrapper>
  )
}
