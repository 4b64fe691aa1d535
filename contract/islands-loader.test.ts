import { describe, expect, it } from 'vitest'
import { ISLANDS_INTENT_EVENTS, ISLANDS_LOADER_SCRIPT } from './islands-loader'

describe('the islands loader', () => {
  it('listens for the intents the entry listens for, and for submit', () => {
    const types = /types=(\[[^\]]*\])/.exec(ISLANDS_LOADER_SCRIPT)?.[1]
    expect(types).toBeDefined()
    expect(JSON.parse(types!)).toEqual([...ISLANDS_INTENT_EVENTS, 'submit'])
  })
})
