// nock patches Node's `http`, which every test file of a jest worker shares; each file loads its
// own nock. When a file ends, its nock stands down, so the next file's guard and mocks are the
// only ones in force.
const nock = require('nock')
const { afterAll } = require('@jest/globals')

afterAll(() => {
  nock.cleanAll()
  nock.restore()
})
