import { describe, expect, it } from 'vitest'
import { registerFormSchema, resetPasswordFormSchema } from './auth'

describe('registerFormSchema', () => {
  it('reports a mismatched confirmation on the confirmation field', () => {
    const result = registerFormSchema.safeParse({
      firstName: 'Ali',
      lastName: 'Ben',
      email: 'a@example.com',
      password: 'secret1',
      confirmPassword: 'secret2',
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'Les mots de passe ne correspondent pas' }),
    ])
  })

  it('trims and lowercases the email', () => {
    const result = registerFormSchema.parse({
      firstName: ' Ali ',
      lastName: 'Ben',
      email: ' Ali@Example.COM ',
      password: 'secret1',
      confirmPassword: 'secret1',
    })
    expect(result.email).toBe('ali@example.com')
    expect(result.firstName).toBe('Ali')
  })

  it('speaks French for type errors it writes itself', () => {
    const result = resetPasswordFormSchema.safeParse({ password: 'secret1' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).not.toMatch(/expected/i)
  })
})
