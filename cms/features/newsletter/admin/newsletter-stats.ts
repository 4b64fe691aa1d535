import { defineHandler } from '@/cms/infra/http/route'
import { subscriberStats } from '../subscriber-store'

/** GET /api/admin/newsletter: subscribers by status, and those confirmed in the last 30 days. */
export const newsletterStats = defineHandler({
  async run({ payload }) {
    return { success: true, stats: await subscriberStats(payload) }
  },
})
