import type { PublicUser } from '@/contract/auth'
import { CloseAccountSection } from './close-account-section'
import { DataSection } from './data-section'
import { EmailSection } from './email-section'
import { LanguageSection } from './language-section'
import { PasswordSection } from './password-section'
import { PhoneSection } from './phone-section'

/** The account the founder controls (issue 33 item 7), below the settings tab's read-only fields. */
export function AccountControls({ user }: { user: PublicUser }) {
  return (
    <>
      <PasswordSection />
      <EmailSection email={user.email} />
      <PhoneSection />
      <LanguageSection />
      <DataSection />
      <CloseAccountSection />
    </>
  )
}
