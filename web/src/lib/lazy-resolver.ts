import type { FieldValues, Resolver } from 'react-hook-form'

/**
 * A react-hook-form resolver whose code (zod, the form's schema) is loaded on first use rather
 * than with the form: an island then comes to life without it, which keeps the page's main
 * thread free while it loads. `preload()` fetches it as soon as the visitor shows intent (a
 * field focused), so it is there by the time the form is checked. The messages are the
 * schema's, exactly as with a resolver given directly.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): { resolver: Resolver<TFieldValues, TContext, TTransformedValues>; preload: () => void } {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformedValues>> | undefined
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      // A failed download (the network dropped) is tried again on the next check.
      loading = undefined
      throw error
    }))
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => void loaded().catch(() => {}),
  }
}
