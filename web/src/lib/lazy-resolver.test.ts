import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldErrors, ResolverOptions } from 'react-hook-form'
import { afterEach, describe, expect, it } from 'vitest'
import { registerFormSchema, type RegisterFormValues } from '@/contract/auth'
import { z } from '@/contract/zod'
import { lazyResolver, localizedResolver } from './lazy-resolver'

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<RegisterFormValues>
const invalid = { firstName: 'A', lastName: 'Haddad', email: 'x', password: 'motdepasse', confirmPassword: 'autre-chose' }

const onPage = (pathname: string) => Object.defineProperty(globalThis, 'location', { value: { pathname }, configurable: true })
afterEach(() => Reflect.deleteProperty(globalThis, 'location'))

const messages = (errors: FieldErrors) => Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]))

describe('form messages in the page’s language', () => {
  it('leaves a French page’s messages as the schema writes them', async () => {
    onPage('/register')
    const { resolver } = lazyResolver(async () => zodResolver(registerFormSchema))
    expect(messages((await resolver(invalid, undefined, options)).errors)).toEqual({
      firstName: 'Le prénom doit contenir au moins 2 caractères',
      email: 'Email invalide',
      confirmPassword: 'Les mots de passe ne correspondent pas',
    })
  })

  it('translates them on an Arabic page, zod’s own messages included', async () => {
    onPage('/ar/register')
    const { resolver } = lazyResolver(async () => zodResolver(registerFormSchema))
    expect(messages((await resolver(invalid, undefined, options)).errors)).toEqual({
      firstName: 'يجب أن يتكوّن الاسم الشخصي من حرفين على الأقل',
      email: 'بريد إلكتروني غير صالح',
      confirmPassword: 'كلمتا المرور غير متطابقتين',
    })
    // A schema without a message of its own: zod's Arabic locale.
    const count = localizedResolver(zodResolver(z.object({ count: z.number() })))
    const { errors } = await count({ count: 'trois' } as never, undefined, options as never)
    expect(errors.count?.message).toBe('مدخلات غير مقبولة: يفترض إدخال number، ولكن تم إدخال string')
  })

  it('translates nested errors (a list of partners) and keeps their refs', async () => {
    onPage('/ar/creer-entreprise')
    const ref = { name: 'partners.0.firstName' }
    const resolver = localizedResolver((async () => ({
      values: {},
      errors: { partners: [{ firstName: { type: 'custom', message: 'Indiquez le prénom de l’associé', ref } }] },
    })) as never)
    const { errors } = await resolver({}, undefined, options as never)
    expect(errors).toEqual({ partners: [{ firstName: { type: 'custom', message: 'يُرجى إدخال الاسم الشخصي للشريك', ref } }] })
    expect((errors.partners as unknown as { firstName: { ref: unknown } }[])[0]!.firstName.ref).toBe(ref)
  })
})
