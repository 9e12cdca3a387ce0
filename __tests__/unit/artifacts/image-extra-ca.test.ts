import { afterAll, beforeAll, expect } from '@jest/globals'
import { execFile } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { hexOf, singlePlatform, type TestImage } from '../../helpers/oci-images.js'
import { startRegistry, type TestRegistry } from '../../helpers/registry.js'
import { ROOT } from '../../helpers/run-action.js'
import { makeTestCa, type TestCa } from '../../helpers/tls.js'
import { tempDir } from '../../helpers/tree.js'
import { needing, REGISTRY_PROGRAMS } from '../../helpers/system-deps.js'

// A real registry: skipped, said in one line, on a machine without Debian's docker-registry.
const { it } = needing('image-extra-ca', REGISTRY_PROGRAMS)

// Node reads NODE_EXTRA_CA_CERTS once, at start: only a fresh process shows that a registry
// with a private CA is trusted the way users are told to trust it. The child runs the sources
// as they are (Node 24 strips the types; a loader maps the `.js` imports to `.ts`).
let dir: string
let ca: TestCa
let registry: TestRegistry
let image: TestImage
let script: string

beforeAll(async () => {
  dir = tempDir('extra-ca-')
  ca = makeTestCa(dir)
  registry = await startRegistry({ dir: path.join(dir, 'registry'), ca, auth: { kind: 'none' } })
  image = singlePlatform()
  await registry.push('team/app', image, 'v1')
  script = path.join(dir, 'fingerprint.mjs')
  const entry = pathToFileURL(path.join(ROOT, 'src', 'artifacts', 'image', 'index.ts')).href
  writeFileSync(
    script,
    `import { fingerprintImage } from ${JSON.stringify(entry)}
try {
  console.log(JSON.stringify({ digest: await fingerprintImage(process.argv[2], { type: 'oci', env: { HOME: '/nonexistent' } }) }))
} catch (error) {
  console.log(JSON.stringify({ error: error.message, name: error.name }))
}
`
  )
})

afterAll(async () => {
  await registry?.stop()
  rmSync(dir, { recursive: true, force: true })
})

async function child(reference: string, extraCa?: string): Promise<{ digest?: string; error?: string; name?: string }> {
  if (Number(process.versions.node.split('.')[0]) < 23)
    throw new Error(`this test runs the TypeScript sources in a child Node, which needs Node 24 (this is ${process.version}); run it with \`npm test\``)
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH }
  if (extraCa) env.NODE_EXTRA_CA_CERTS = extraCa
  const loader = pathToFileURL(path.join(ROOT, 'scripts', 'ts-loader.mjs')).href
  const { stdout } = await promisify(execFile)(process.execPath, ['--experimental-transform-types', '--no-warnings', '--import', loader, script, reference], {
    env,
    cwd: ROOT,
    timeout: 60_000
  })
  return JSON.parse(stdout) as { digest?: string; error?: string }
}

it('trusts a registry whose CA is given with NODE_EXTRA_CA_CERTS', async () => {
  expect(await child(`${registry.host}/team/app:v1`, ca.caFile)).toEqual({ digest: hexOf(image.top.digest) })
})

it('without it, refuses the registry and says to set NODE_EXTRA_CA_CERTS', async () => {
  const result = await child(`${registry.host}/team/app:v1`)
  expect(result.name).toBe('ArtifactError')
  expect(result.error).toMatch(
    new RegExp(`^image "${registry.host}/team/app:v1": cannot get an answer from ${registry.host}: its TLS certificate is not trusted .*NODE_EXTRA_CA_CERTS`)
  )
})
