import * as migration_20261123_075059_initial from './20261123_075059_initial'
import * as migration_20261123_075100_rate_limits from './20261123_075100_rate_limits'

export const migrations = [
  {
    up: migration_20261123_075059_initial.up,
    down: migration_20261123_075059_initial.down,
    name: '20261123_075059_initial',
  },
  {
    up: migration_20261123_075100_rate_limits.up,
    down: migration_20261123_075100_rate_limits.down,
    name: '20261123_075100_rate_limits',
  },
]
