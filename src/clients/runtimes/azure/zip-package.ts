import type { TokenCredential } from '@azure/identity'
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Entry, ZipFile } from 'yauzl'
import type { Log } from '../../../util/log.js'
import { RuntimeError } from '../errors.js'
import { azure } from './errors.js'
import type { AzureOptions } from './options.js'
import { readAll, streamedRequest } from './pipeline.js'

/** The management token Kudu takes, as the reference client asks Entra ID for it. */
const KUDU_SCOPE = 'https://management.azure.com/.default'
/** Past App Service's own limit for a zip deployment (2 GiB by default): a package this size is not one. */
export const MAX_PACKAGE_BYTES = 4 * 1024 ** 3
/** What one package may unzip to, and how many entries it may hold: bounds the disk a package can fill. */
export const MAX_UNZIPPED_BYTES = 16 * 1024 ** 3
export const MAX_ENTRIES = 500_000

/** Where an app's package is: Kudu's host for it (the repository host App Service lists), else `<app>.scm.azurewebsites.net`, as the reference client assumes. */
export function kuduHost(app: string, hostNameSslStates: { name?: string; hostType?: string }[] = []): string {
  return hostNameSslStates.find((h) => h.hostType === 'Repository' && h.name)?.name ?? `${app}.scm.azurewebsites.net`
}

/**
 * A zip-deployed app's fingerprint, as the reference client computes it: the package Kudu
 * gives for `site/wwwroot`, unzipped, fingerprinted as a directory (`fingerprint` with
 * `artifact-type: dir`). Undefined when Kudu answers 503 (the app is not serving): the
 * reference client leaves such an app out, and so does the report.
 */
export async function zipPackageFingerprint(
  app: string,
  host: string,
  credential: TokenCredential,
  options: AzureOptions,
  log: Log
): Promise<string | undefined> {
  const what = `app ${app}: Kudu (${host})`
  const token = await azure(what, () => credential.getToken(KUDU_SCOPE, { requestOptions: { timeout: options.timeoutMs } }))
  if (!token) throw new RuntimeError('auth', `${what}: Microsoft Entra ID gave no token`)
  const answer = await azure(what, () =>
    streamedRequest(options, { url: `https://${host}/api/zip/site/wwwroot/`, method: 'GET', headers: { authorization: `Bearer ${token.token}` } })
  )
  if (answer.status === 503) {
    answer.body?.destroy()
    log.info(`app ${app}: Kudu answered 503 (the app is unavailable); left out, as the reference client leaves it out`)
    return undefined
  }
  if (answer.status !== 200 || !answer.body) {
    const text = answer.body ? (await readAll(answer.body, options.timeoutMs, 4096, () => new Error('long')).catch(() => Buffer.alloc(0))).toString('utf8') : ''
    const said = `${what} answered HTTP ${answer.status} for the app's package${text ? `: ${text.slice(0, 200)}` : ''}`
    if (answer.status === 401)
      throw new RuntimeError('auth', `${said}; the app registration needs a role on the app that may read its files (Website Contributor)`)
    if (answer.status === 403)
      throw new RuntimeError('forbidden', `${said}; grant the app registration a role on the app that may read its files (Website Contributor)`)
    if (answer.status === 404) throw new RuntimeError('not_found', said)
    throw new RuntimeError(answer.status >= 500 ? 'server' : 'invalid_input', said)
  }
  const dir = mkdtempSync(path.join(process.env.RUNNER_TEMP || os.tmpdir(), 'azure-package-'))
  try {
    const zipFile = path.join(dir, 'package.zip')
    await download(answer.body, zipFile, options.timeoutMs, what)
    const root = path.join(dir, 'extracted')
    mkdirSync(root)
    await unzip(zipFile, root, what)
    const { fingerprintArtifact } = await import('../../../artifacts/fingerprint.js')
    return await fingerprintArtifact(root, { type: 'dir' })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The package to a file, at most MAX_PACKAGE_BYTES, failing when it stalls for `idleMs`. */
async function download(body: Readable, file: string, idleMs: number, what: string): Promise<void> {
  let size = 0
  let timer: NodeJS.Timeout | undefined
  const idle = () => {
    clearTimeout(timer)
    timer = setTimeout(() => body.destroy(new RuntimeError('timeout', `${what} stopped sending the package midway (\`timeout-seconds\`)`)), idleMs)
  }
  idle()
  body.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size > MAX_PACKAGE_BYTES) body.destroy(new RuntimeError('server', `${what} gave a package of more than ${MAX_PACKAGE_BYTES} bytes; stopped`))
    else idle()
  })
  try {
    await pipeline(body, createWriteStream(file, { mode: 0o600 }))
  } catch (err) {
    if (err instanceof RuntimeError) throw err
    throw new RuntimeError('network', `${what}: the package download failed: ${(err as Error).message}`, { cause: err })
  } finally {
    clearTimeout(timer)
  }
}

const S_IFMT = 0o170000
const S_IFDIR = 0o040000
const MSDOS_DIR = 0x10
const CREATOR_UNIX = 3
const CREATOR_MAC_OSX = 19
const CREATOR_FAT = 0
const CREATOR_NTFS = 11
const CREATOR_VFAT = 14

/** A directory entry as Go's archive/zip reads one: by its trailing slash, or its Unix or MS-DOS attributes. */
function isDirectory(entry: Entry, name: string): boolean {
  if (name.endsWith('/')) return true
  const creator = entry.versionMadeBy >>> 8
  if (creator === CREATOR_UNIX || creator === CREATOR_MAC_OSX) return ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFDIR
  if (creator === CREATOR_FAT || creator === CREATOR_NTFS || creator === CREATOR_VFAT) return (entry.externalFileAttributes & MSDOS_DIR) !== 0
  return false
}

/**
 * Unzips as the reference client does (each entry at its name joined to the root, later
 * entries over earlier ones, a link's text as a file's content), but never outside the
 * root, and never more than MAX_ENTRIES entries or MAX_UNZIPPED_BYTES bytes.
 */
async function unzip(zipFile: string, root: string, what: string): Promise<void> {
  const yauzl = await import('yauzl')
  // Names as bytes: Go writes them as they are, where a decoder would read CP437 or turn `\` into `/`.
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(zipFile, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: true }, (err, z) => (err ? reject(err) : resolve(z)))
  ).catch((err: Error) => {
    throw new RuntimeError('server', `${what} gave a package that is not a zip file: ${err.message}`, { cause: err })
  })
  const bad = (why: string) => new RuntimeError('server', `${what} gave a package that cannot be unzipped safely: ${why}`)
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let entries = 0
  let total = 0
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject)
      zip.on('end', () => resolve())
      zip.on('entry', (entry: Entry) => {
        void (async () => {
          if (++entries > MAX_ENTRIES) throw bad(`more than ${MAX_ENTRIES} entries`)
          const raw = entry.fileName as unknown as Buffer
          let name: string
          try {
            name = decoder.decode(raw)
          } catch {
            throw bad(`an entry's name is not UTF-8 (${raw.toString('hex').slice(0, 80)})`)
          }
          if (name.includes('\0')) throw bad('an entry name holds a NUL byte')
          const target = path.join(root, name)
          if (target !== root && !target.startsWith(root + path.sep)) throw bad(`entry \`${name.slice(0, 200)}\` lies outside the package`)
          if (isDirectory(entry, name)) {
            mkdirSync(target, { recursive: true })
            return
          }
          total += entry.uncompressedSize
          if (total > MAX_UNZIPPED_BYTES) throw bad(`it unzips to more than ${MAX_UNZIPPED_BYTES} bytes`)
          mkdirSync(path.dirname(target), { recursive: true })
          const stream = await new Promise<Readable>((res, rej) => zip.openReadStream(entry, (err, s) => (err ? rej(err) : res(s))))
          await pipeline(stream, createWriteStream(target, { mode: 0o644 }))
        })().then(
          () => zip.readEntry(),
          (err: Error) => {
            zip.close()
            reject(err)
          }
        )
      })
      zip.readEntry()
    })
  } catch (err) {
    if (err instanceof RuntimeError) throw err
    throw new RuntimeError('server', `${what} gave a package that could not be unzipped: ${(err as Error).message}`, { cause: err })
  }
}
