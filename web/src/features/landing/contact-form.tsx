import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import { CONTACT_HONEYPOT_FIELD, type ContactFormValues, type ContactInput, contactSchema } from '@/contract/contacts'
import { Button } from '../../components/ui/button-base'
import { FormField, TextareaField } from '../../components/ui/form-field'
import { toast } from '../../components/ui/use-toast'
import { ApiError, serverMessage } from '../../lib/api-client'
import { sendContact } from './api/send-contact'
import { useContactFormText } from './contact/i18n'

const Card = styled.form`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 16px;
  padding: 1.75rem;
  box-shadow: ${({ theme }) => theme.shadow};
  h3 {
    font-size: 1.25rem;
    margin: 0 0 0.25rem;
  }
  > p {
    margin: 0 0 1.5rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Row = styled.div`
  display: grid;
  gap: 0 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`

/** Off-screen, out of the tab order and hidden from assistive technologies: only bots fill it. */
const Honeypot = styled.div`
  position: absolute;
  inset-inline-start: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'company', 'message'] as const
const EMPTY: ContactFormValues = { firstName: '', lastName: '', email: '', phone: '', company: '', message: '', website: '' }

/**
 * The landing's contact form (an island: explicit ids, no router). Rules and messages are the
 * server's own schema (contract/contacts.ts); the server's per-field messages land on the fields.
 * It comes to life only when seen, so it may read a catalogue (its own: contact/i18n).
 */
export default function ContactForm() {
  const t = useContactFormText()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
    // No defaultValues: registering a field would then overwrite what a visitor typed before the
    // island came to life; without them the form starts from the inputs' own values.
  } = useForm<ContactFormValues, unknown, ContactInput>({ resolver: zodResolver(contactSchema) })

  const onSubmit = async (values: ContactInput) => {
    try {
      await sendContact(values)
      reset(EMPTY)
      toast({ title: t('sentTitle'), description: t('sentText') })
    } catch (error) {
      const fields = error instanceof ApiError ? error.data?.fields : undefined
      for (const name of FIELDS) if (fields?.[name]) setError(name, { message: fields[name] })
      toast({
        variant: 'destructive',
        title: t('failedTitle'),
        description: serverMessage(error, t('failedText')),
      })
    }
  }

  return (
    <Card noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="contact-form-titre">
      <h3 id="contact-form-titre">{t('title')}</h3>
      <p>{t('lead')}</p>
      <Row>
        <FormField
          id="contact-prenom"
          label={t('firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <FormField
          id="contact-nom"
          label={t('lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </Row>
      <FormField
        id="contact-email"
        label={t('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        dir="ltr"
        error={errors.email?.message}
        {...register('email')}
      />
      <Row>
        <FormField
          id="contact-telephone"
          label={t('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <FormField
          id="contact-entreprise"
          label={t('company')}
          autoComplete="organization"
          error={errors.company?.message}
          {...register('company')}
        />
      </Row>
      <TextareaField id="contact-message" label={t('message')} rows={5} error={errors.message?.message} {...register('message')} />
      <Honeypot aria-hidden="true">
        <label htmlFor="contact-site-web">{t('honeypot')}</label>
        <input id="contact-site-web" type="text" tabIndex={-1} autoComplete="off" {...register(CONTACT_HONEYPOT_FIELD)} />
      </Honeypot>
      <Button type="submit" $block disabled={isSubmitting}>
        {isSubmitting ? t('sending') : t('send')}
      </Button>
    </Card>
  )
}
