/** The user kept in local storage after login (spec 1 §2, §3): used by the project screens. */
export interface StoredUser {
  id: number
  firstName: string
  lastName: string
}

const KEY = 'user'

export function storeUser(user: StoredUser): void {
  localStorage.setItem(KEY, JSON.stringify({ id: user.id, firstName: user.firstName, lastName: user.lastName }))
}

export function readStoredUser(): StoredUser | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as StoredUser | null
    return value && typeof value.id === 'number' ? value : null
  } catch {
    return null
  }
}

export function forgetStoredUser(): void {
  localStorage.removeItem(KEY)
}
