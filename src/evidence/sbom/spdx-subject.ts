/** A package of an SPDX document, as far as its subject goes. */
export interface SpdxPackage {
  id: string
  name: string
  version?: string
  sha256?: string
  purl?: string
}

/**
 * The package an SPDX document describes, as the SPDX library the reference client uses finds
 * it: a lone package; else the one the document DESCRIBES (or that is DESCRIBED_BY it), when
 * exactly one is (a relationship stated twice counts twice; `documentDescribes` adds those not
 * stated). Several, or none: no subject.
 */
export function describedPackage(packages: SpdxPackage[], described: string[], documentDescribes: string[]): SpdxPackage | undefined {
  if (packages.length === 0) return undefined
  if (packages.length === 1) return packages[0]
  const all = [...described, ...documentDescribes.filter((id) => !described.includes(id))]
  if (all.length !== 1) return undefined
  return packages.find((p) => p.id === all[0])
}

export const DOCUMENT_ID = 'SPDXRef-DOCUMENT'
