// Where the nock in force is kept: on Node's `http` module itself, the one object that the test
// environment and every test file of a jest worker share (each file has its own module registry).
const http = require('node:http')

const NOCK = Symbol.for('evidence-action.test-nock')

/** Records the nock a test file has just put in force. */
function hold(nock) {
  http[NOCK] = nock
}

/** The nock an earlier file left in force, if any: its mocks cleared, `http` restored. */
function standDown() {
  const nock = http[NOCK]
  if (!nock) return
  delete http[NOCK]
  nock.cleanAll()
  nock.restore()
}

module.exports = { hold, standDown }
