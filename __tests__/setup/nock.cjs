// jest's ESM runtime hands each test a snapshot of core modules such as `http`, taken when the
// module graph links. nock patches `http` when it loads, so it must load before that snapshot.
require('nock')
