import { describe, expect, it } from 'vitest'
import { loginPathFor, pathAfterLogin, safeNextPath } from './after-login'

describe('safeNextPath: back where the founder was going, never to another site', () => {
  it.each([
    ['/project/12', '/project/12'],
    ['/dashboard?tab=messages', '/dashboard?tab=messages'],
    ['/project/3?doc=7#pieces', '/project/3?doc=7#pieces'],
    ['/blog/creer-une-sarl', '/blog/creer-une-sarl'],
  ])('keeps the path of this site %s', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected)
  })

  it.each([
    null,
    '',
    '//evil.example',
    '//evil.example/dashboard',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    'https://evil.example/dashboard',
    'http:evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.example',
    '/ /evil.example',
    'project/12',
    '/login',
    '/login?next=/login',
    `/${'a'.repeat(2100)}`,
  ])('sends %s to the dashboard', (value) => {
    expect(safeNextPath(value)).toBe('/dashboard')
  })

  it('leaves an encoded newline encoded: a path, not a header', () => {
    expect(safeNextPath('/project/1%0d%0a')).toBe('/project/1%0d%0a')
  })
})

describe('the login page and back', () => {
  it('asks the login page to come back to the page, its query and its anchor', () => {
    const login = loginPathFor({ pathname: '/dashboard', search: '?tab=messages', hash: '' })
    expect(login).toBe('/login?next=%2Fdashboard%3Ftab%3Dmessages')
    expect(pathAfterLogin(login.slice('/login'.length))).toBe('/dashboard?tab=messages')
    expect(pathAfterLogin(loginPathFor({ pathname: '/project/12', hash: '#documents' }).slice('/login'.length))).toBe(
      '/project/12#documents',
    )
  })

  it('opens the dashboard after a login without a next page, or with a foreign one', () => {
    expect(pathAfterLogin('')).toBe('/dashboard')
    expect(pathAfterLogin('?next=%2F%2Fevil.example')).toBe('/dashboard')
  })
})

describe('in Arabic (issue 37)', () => {
  it('opens the Arabic dashboard, or the Arabic version of the page asked for', () => {
    expect(pathAfterLogin('', 'ar')).toBe('/ar/dashboard')
    expect(pathAfterLogin('?next=%2Fproject%2F12%23documents', 'ar')).toBe('/ar/project/12#documents')
    expect(pathAfterLogin('?next=%2Far%2Fdashboard%3Ftab%3Dmessages', 'ar')).toBe('/ar/dashboard?tab=messages')
    expect(pathAfterLogin('?next=%2F%2Fevil.example', 'ar')).toBe('/ar/dashboard')
  })

  it('never loops back to the login page in either language', () => {
    expect(safeNextPath('/ar/login')).toBe('/dashboard')
    expect(pathAfterLogin('?next=%2Far%2Flogin', 'ar')).toBe('/ar/dashboard')
  })

  it('asks the login page with an address the router reads (no language prefix)', () => {
    expect(loginPathFor({ pathname: '/ar/project/12', hash: '#documents' })).toBe('/login?next=%2Fproject%2F12%23documents')
    expect(loginPathFor({ pathname: '/ar/dashboard' })).toBe('/login')
  })

  it('keeps the French addresses as they were', () => {
    expect(pathAfterLogin('?next=%2Fproject%2F12', 'fr')).toBe('/project/12')
    expect(pathAfterLogin('')).toBe('/dashboard')
  })
})
