import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface TestCa {
  dir: string
  /** PEM files: the CA, and a server certificate it signed for 127.0.0.1, ::1 and localhost. */
  caFile: string
  certFile: string
  keyFile: string
  ca: string
  cert: string
  key: string
}

/**
 * A CA made for one test file, and a loopback server certificate it signed. RSA keys, so the
 * same pair can sign the JWTs a token-auth registry checks against the CA. `names` adds DNS
 * names (wildcards too) to the certificate, for a stand-in reached through a proxy by a
 * service's own host names.
 */
export function makeTestCa(dir: string, names: string[] = []): TestCa {
  const file = (name: string) => path.join(dir, name)
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] })
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=evidence-action test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign'
  )
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', file('server.key'), '-out', file('server.csr'), '-subj', '/CN=localhost')
  writeFileSync(
    file('server.ext'),
    `subjectAltName=IP:127.0.0.1,IP:::1,DNS:localhost${names.map((n) => `,DNS:${n}`).join('')}\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n`
  )
  openssl(
    'x509',
    '-req',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-out',
    file('server.pem'),
    '-days',
    '2',
    '-extfile',
    file('server.ext')
  )
  const caFile = file('ca.pem')
  const certFile = file('server.pem')
  const keyFile = file('server.key')
  return { dir, caFile, certFile, keyFile, ca: readFileSync(caFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') }
}
