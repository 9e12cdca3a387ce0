#!/usr/bin/env node
// `npm test`: the whole suite, inside a network namespace that has only a loopback interface
// where Linux allows one, so no test (nor a child process it starts) can reach anything but
// 127.0.0.1, even by mistake. Elsewhere the in-process guard (__tests__/setup) still refuses
// non-loopback connections. Under CI (`CI=true`) isolation is required, not best effort.
// Arguments go to jest: `npm test -- __tests__/client.test.ts`.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// Node 24 (.node-version): the sandbox needs node:sqlite, and some tests run the TypeScript
// sources in a child Node, which strips the types itself. Said once here rather than as
// hundreds of failures. On Linux x64, npm ci puts Node 24 in node_modules and npm uses it.
const major = Number(process.versions.node.split('.')[0])
if (major < 24) {
  console.error(
    `npm test needs Node 24, the version in .node-version; this is Node ${process.versions.node}. Install Node 24 (nvm, fnm and volta read .node-version: \`nvm install\`), then run npm test again.`
  )
  process.exit(1)
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const MARK = 'EVIDENCE_TEST_ISOLATED'

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

function runJest() {
  const jest = path.join(path.dirname(createRequire(import.meta.url).resolve('jest/package.json')), 'bin', 'jest.js')
  const nodeOptions = [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' ')
  const result = spawnSync(process.execPath, [jest, ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: nodeOptions } })
  process.exit(result.status ?? 1)
}

if (process.env[MARK] === '1') runJest()

const required = process.env.CI === 'true' || process.env.CI === '1'
// A new user namespace maps us to root inside it, so this needs no privileges; `lo` starts down.
const UNSHARE = ['--net', '--map-root-user']
const isolated =
  process.platform === 'linux' &&
  has('unshare') &&
  has('ip') &&
  spawnSync('unshare', [...UNSHARE, 'ip', 'link', 'set', 'lo', 'up'], { stdio: 'ignore' }).status === 0
if (isolated) {
  const script = 'ip link set lo up && exec "$0" "$@"'
  const result = spawnSync('unshare', [...UNSHARE, 'sh', '-c', script, process.execPath, fileURLToPath(import.meta.url), ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, [MARK]: '1' }
  })
  process.exit(result.status ?? 1)
}
if (required) {
  console.error(
    'scripts/test.mjs: CI must run the suite in a loopback-only network namespace, and `unshare --net --map-root-user` with `ip` (util-linux, iproute2) is not available here.'
  )
  process.exit(1)
}
console.warn('scripts/test.mjs: no network namespace here; running with the in-process loopback guard only.')
runJest()
