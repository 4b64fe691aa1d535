import useSWR from 'swr'
import type { OrdersResponse } from '@/contract/payments'
import { clientDataKeys } from '@/web/src/lib/client-data'

/** GET /api/orders: the client's paid orders, newest first, each with its receipt. */
export const useOrders = () => useSWR<OrdersResponse>(clientDataKeys.orders)
