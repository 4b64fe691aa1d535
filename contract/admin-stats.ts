/** The back-office home's counters (spec 2 §2, §3 'Admin stats') and its system block. */

export interface AdminStats {
  totalUsers: number
  totalProjects: number
  totalMessages: number
  totalContacts: number
}

export interface AdminStatsResponse {
  success: true
  stats: AdminStats
  /** Spec 2 §2 'Informations système': the product's version and the server's real environment. */
  system: { version: string; environment: 'production' | 'development' }
}
