// Tests reach only loopback. nock refuses every other connection made in the test process
// (tests that fake a remote host with nock still can); `npm test` also runs the whole suite,
// child processes included, in a network namespace that has only a loopback interface
// (scripts/test.mjs), so nothing can leave the machine even by mistake.
//
// jest's ESM runtime hands each test a snapshot of core modules such as `http`, taken when the
// module graph links. nock patches `http` when it loads, so it must load before that snapshot.
const { hold, standDown } = require('./nock-holder.cjs')

// Whatever an earlier file left in force goes first (the environment's teardown normally has),
// so this file's guard is the only one.
standDown()
const nock = require('nock')
hold(nock)

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\]|::1)(:\d+)?$/
nock.disableNetConnect()
nock.enableNetConnect((host) => LOOPBACK.test(host))
