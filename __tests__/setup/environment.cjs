// The tests' environment: Node's, plus one duty that must not depend on any test file's hooks.
// Each test file loads its own nock (__tests__/setup/network-guard.cjs), which patches Node's
// `http`, and every file of a jest worker shares that module. A file whose tests were all skipped
// (a Debian program missing) runs no `afterAll`, so its nock would stay in force and the next
// file's nock would stack on it: requests then escape the guard, or nock throws. jest runs an
// environment's teardown after every file, skipped or not, so the file's nock stands down here.
const { TestEnvironment } = require('jest-environment-node')
const { standDown } = require('./nock-holder.cjs')

class GuardedEnvironment extends TestEnvironment {
  async teardown() {
    standDown()
    await super.teardown()
  }
}

module.exports = GuardedEnvironment
