import { describe, expect, it } from '@jest/globals'
import { ArtifactError } from '../../../src/artifacts/errors.js'
import { apiHost, canonicalReference, manifestReference, parseImageReference, repositoryName } from '../../../src/artifacts/image/reference.js'

const HEX = 'a3ed95caeb02ffe68cdd9fd84406680ae93d633cb16422d00e8a7c22955b46d4'

describe('parseImageReference: normalised as Docker and the reference client name images', () => {
  const cases: [string, string, string | undefined, string | undefined][] = [
    // input, canonical name, tag, digest
    ['nginx', 'docker.io/library/nginx', 'latest', undefined],
    ['nginx:1.25-alpine', 'docker.io/library/nginx', '1.25-alpine', undefined],
    ['library/nginx', 'docker.io/library/nginx', 'latest', undefined],
    ['docker.io/nginx', 'docker.io/library/nginx', 'latest', undefined],
    ['index.docker.io/library/nginx:1', 'docker.io/library/nginx', '1', undefined],
    ['team/app', 'docker.io/team/app', 'latest', undefined],
    // No dot, no port, not localhost: a Docker Hub namespace, not a host.
    ['my-registry/app', 'docker.io/my-registry/app', 'latest', undefined],
    ['myregistry:5000/app', 'myregistry:5000/app', 'latest', undefined],
    ['localhost/app', 'localhost/app', 'latest', undefined],
    ['localhost:5000/app:v2', 'localhost:5000/app', 'v2', undefined],
    ['127.0.0.1:5000/team/app', '127.0.0.1:5000/team/app', 'latest', undefined],
    ['[::1]:5000/app:x', '[::1]:5000/app', 'x', undefined],
    ['ghcr.io/org/app:v1.2.3', 'ghcr.io/org/app', 'v1.2.3', undefined],
    ['registry.example.com:443/a/b/c:1.0', 'registry.example.com:443/a/b/c', '1.0', undefined],
    ['Registry.Example.com/app', 'Registry.Example.com/app', 'latest', undefined],
    ['reg.io/a__b/c-d---e/f.g_h', 'reg.io/a__b/c-d---e/f.g_h', 'latest', undefined],
    ['reg.io/app:TAG_with.Upper-1', 'reg.io/app', 'TAG_with.Upper-1', undefined],
    [`ghcr.io/org/app@sha256:${HEX}`, 'ghcr.io/org/app', undefined, `sha256:${HEX}`],
    [`alpine@sha256:${HEX}`, 'docker.io/library/alpine', undefined, `sha256:${HEX}`],
    // Both: the tag is a label only, the digest is what is asked for (as Docker reads it).
    [`reg.io/app:1.0@sha256:${HEX}`, 'reg.io/app', '1.0', `sha256:${HEX}`]
  ]
  it.each(cases)('%s', (input, name, tag, digest) => {
    const ref = parseImageReference(input)
    expect(repositoryName(ref)).toBe(name)
    expect(ref.tag).toBe(tag)
    expect(ref.digest).toBe(digest)
    expect(ref.original).toBe(input)
  })

  it('tells similar repositories and registries on other ports apart', () => {
    const names = ['localhost:5000/app', 'localhost:5001/app', 'localhost/app', 'localhost:5000/app-extra', 'localhost:5000/team/app', 'app'].map((i) =>
      repositoryName(parseImageReference(i))
    )
    expect(new Set(names).size).toBe(names.length)
  })

  it('asks Docker Hub at its API host, every other registry at its own', () => {
    expect(apiHost(parseImageReference('nginx'))).toBe('registry-1.docker.io')
    expect(apiHost(parseImageReference('docker.io/team/app'))).toBe('registry-1.docker.io')
    expect(apiHost(parseImageReference('localhost:5000/app'))).toBe('localhost:5000')
    // Named directly, the API host is just another registry: no library/ prefix.
    expect(repositoryName(parseImageReference('registry-1.docker.io/nginx'))).toBe('registry-1.docker.io/nginx')
  })

  it('asks for the digest when there is one, else the tag', () => {
    expect(manifestReference(parseImageReference('app'))).toBe('latest')
    expect(manifestReference(parseImageReference(`app:1@sha256:${HEX}`))).toBe(`sha256:${HEX}`)
    expect(canonicalReference(parseImageReference('app'))).toBe('docker.io/library/app:latest')
    expect(canonicalReference(parseImageReference(`reg.io/app:1@sha256:${HEX}`))).toBe(`reg.io/app@sha256:${HEX}`)
  })
})

describe('parseImageReference: refusals name the reference and the problem', () => {
  const refusals: [string, RegExp][] = [
    ['', /it is empty/],
    ['reg.io/app :1', /whitespace/],
    [HEX, /image ID, not a name/],
    [`sha256:${HEX}`, /image ID, not a name/],
    ['Nginx', /repository names must be lowercase \(got "library\/Nginx"\)/],
    ['docker.io/Library/nginx', /must be lowercase/],
    // An uppercase first component is no host (no dot, no port): a namespace, and uppercase.
    ['Team/app', /must be lowercase .*a registry host needs a "\." or a ":port"/],
    ['app:', /the tag "" is not/],
    ['app:-x', /the tag "-x" is not/],
    [`app:${'x'.repeat(129)}`, /the tag "x+" is not 1 to 128/],
    ['app@sha256:abc', /the digest "sha256:abc" is not sha256:<64 lowercase hex>/],
    [`app@sha256:${HEX.toUpperCase()}`, /only SHA-256 digests are fingerprints|64 lowercase hex/],
    [`app@sha512:${HEX}${HEX}`, /only SHA-256 digests are fingerprints/],
    ['/app', /check the registry host, the repository path/],
    ['reg.io/app//x', /repository path/],
    ['reg.io/app_/x', /repository path/],
    ['reg.io/-app', /repository path/],
    ['https://reg.io/app', /is not a valid image reference/],
    [`reg.io/${'a'.repeat(256)}`, /longer than 255/]
  ]
  it.each(refusals)('%s', (input, message) => {
    let error: unknown
    try {
      parseImageReference(input)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ArtifactError)
    expect((error as ArtifactError).message).toContain(`"${input}" is not a valid image reference`)
    expect((error as ArtifactError).message).toMatch(message)
    expect((error as ArtifactError).expected).toMatch(/an image reference such as/)
  })
})
