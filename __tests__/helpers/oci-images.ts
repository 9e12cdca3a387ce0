import { createHash, randomBytes } from 'node:crypto'

export interface Blob {
  mediaType: string
  bytes: Buffer
  digest: string
}

/** A manifest or index as pushed: its digest is the SHA-256 of exactly these bytes. */
export interface Manifest {
  mediaType: string
  bytes: Buffer
  digest: string
}

/** What one push puts in a repository: blobs, then the manifests an index names, then the top. */
export interface TestImage {
  blobs: Blob[]
  children: Manifest[]
  top: Manifest
}

export const MEDIA = {
  ociIndex: 'application/vnd.oci.image.index.v1+json',
  ociManifest: 'application/vnd.oci.image.manifest.v1+json',
  ociConfig: 'application/vnd.oci.image.config.v1+json',
  ociLayer: 'application/vnd.oci.image.layer.v1.tar+gzip',
  dockerList: 'application/vnd.docker.distribution.manifest.list.v2+json',
  dockerManifest: 'application/vnd.docker.distribution.manifest.v2+json',
  dockerConfig: 'application/vnd.docker.container.image.v1+json',
  dockerLayer: 'application/vnd.docker.image.rootfs.diff.tar.gzip'
} as const

export type Flavour = 'oci' | 'docker'

const sha256 = (bytes: Buffer) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`

function blob(mediaType: string, bytes: Buffer): Blob {
  return { mediaType, bytes, digest: sha256(bytes) }
}

function manifest(mediaType: string, body: object): Manifest {
  // Indented on purpose: the digest is of the bytes as sent, not of any canonical form.
  const bytes = Buffer.from(JSON.stringify(body, null, 3))
  return { mediaType, bytes, digest: sha256(bytes) }
}

const descriptor = (b: Blob | Manifest) => ({ mediaType: b.mediaType, digest: b.digest, size: b.bytes.length })

/** One platform's image; fresh random content each call, so no two tests share a digest. */
export function singlePlatform(flavour: Flavour = 'oci', architecture = 'amd64'): TestImage {
  const layer = blob(flavour === 'oci' ? MEDIA.ociLayer : MEDIA.dockerLayer, randomBytes(512))
  const config = blob(
    flavour === 'oci' ? MEDIA.ociConfig : MEDIA.dockerConfig,
    Buffer.from(
      JSON.stringify({
        architecture,
        os: 'linux',
        rootfs: { type: 'layers', diff_ids: [sha256(layer.bytes)] },
        config: { Labels: { nonce: randomBytes(8).toString('hex') } }
      })
    )
  )
  const top = manifest(flavour === 'oci' ? MEDIA.ociManifest : MEDIA.dockerManifest, {
    schemaVersion: 2,
    mediaType: flavour === 'oci' ? MEDIA.ociManifest : MEDIA.dockerManifest,
    config: descriptor(config),
    layers: [descriptor(layer)]
  })
  return { blobs: [layer, config], children: [], top }
}

/** Two platforms under one index (OCI) or manifest list (Docker). */
export function multiPlatform(flavour: Flavour = 'oci'): TestImage {
  const platforms = [
    { architecture: 'amd64', os: 'linux' },
    { architecture: 'arm64', os: 'linux', variant: 'v8' }
  ]
  const images = platforms.map((p) => singlePlatform(flavour, p.architecture))
  const top = manifest(flavour === 'oci' ? MEDIA.ociIndex : MEDIA.dockerList, {
    schemaVersion: 2,
    mediaType: flavour === 'oci' ? MEDIA.ociIndex : MEDIA.dockerList,
    manifests: images.map((image, i) => ({ ...descriptor(image.top), platform: platforms[i] }))
  })
  return { blobs: images.flatMap((i) => i.blobs), children: images.map((i) => i.top), top }
}

/** The 64 hex of a `sha256:` digest: what a fingerprint is. */
export function hexOf(digest: string): string {
  return digest.replace(/^sha256:/, '')
}
