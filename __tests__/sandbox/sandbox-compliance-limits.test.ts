import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  evaluateTrail,
  type ArtifactStatus,
  type AttestationStatus,
  type Evidence,
  type ReportedArtifact,
  type State
} from '../../src/sandbox/domain/compliance.js'
import { trailEvaluationCount } from '../../src/sandbox/domain/evidence.js'
import { MAX_TEMPLATE_BYTES, MAX_TEMPLATE_ENTRIES, MAX_TEMPLATE_VALUES, type TemplateSpec } from '../../src/sandbox/engines/template.js'
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js'

// The sandbox answers every organization on one thread. A trail's compliance is what most
// answers carry, and a fingerprint, a snapshot, a logical environment all lead back to trails:
// these pin that one request evaluates each trail at most once, and that a template cannot
// make every evaluation (or every answer) large. Work is counted, never timed.

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 })
})
afterAll(() => sandbox.close())

type Answer = { status: number; json: any } // eslint-disable-line @typescript-eslint/no-explicit-any
async function answer(r: Response): Promise<Answer> {
  const text = await r.text()
  return { status: r.status, json: text ? JSON.parse(text) : undefined }
}
const call = async (method: string, path: string, body?: unknown): Promise<Answer> =>
  answer(
    await fetch(sandbox.baseUrl + path, {
      method,
      headers: { authorization: 'Bearer k', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
  )
const upload = async (method: string, path: string, data: unknown, template?: string): Promise<Answer> => {
  const form = new FormData()
  form.append('data_json', new Blob([JSON.stringify(data)], { type: 'application/json' }))
  if (template !== undefined) form.append('template_file', new Blob([template]), 'template.yml')
  return answer(await fetch(sandbox.baseUrl + path, { method, headers: { authorization: 'Bearer k' }, body: form }))
}

const FP = (i: number) => i.toString(16).padStart(64, 'c')
const BUILT = { build_url: 'https://ci/1', commit_url: 'https://git/1' }
/** How many trail evaluations one request costs. */
async function evaluationsOf(request: () => Promise<Answer>): Promise<{ count: number; answer: Answer }> {
  const before = trailEvaluationCount()
  const a = await request()
  return { count: trailEvaluationCount() - before, answer: a }
}

describe('one request evaluates each trail at most once', () => {
  const org = 'cl1'
  const K = 40
  beforeAll(async () => {
    expect((await call('PUT', `/flows/${org}`, { name: 'f', description: '', template: [] })).status).toBe(201)
    for (const trail of ['t', 'u']) expect((await upload('PUT', `/trails/${org}/f`, { name: trail })).status).toBe(201)
    // K artifacts in `t`, each with an attestation of its own; one more artifact in `u`.
    for (let i = 0; i < K; i++) {
      expect((await call('POST', `/artifacts/${org}/f`, { ...BUILT, fingerprint: FP(i), filename: `a${i}`, trail_name: 't' })).status).toBe(201)
      const data = { attestation_name: `g${i}`, is_compliant: true, artifact_fingerprint: FP(i) }
      expect((await upload('POST', `/attestations/${org}/f/trail/t/generic`, data)).status).toBe(201)
    }
    expect((await call('POST', `/artifacts/${org}/f`, { ...BUILT, fingerprint: FP(K), filename: 'b', trail_name: 'u' })).status).toBe(201)
    expect(
      (await upload('POST', `/attestations/${org}/f/trail/u/generic`, { attestation_name: 'g', is_compliant: true, artifact_fingerprint: FP(K) })).status
    ).toBe(201)
    expect((await call('PUT', `/environments/${org}`, { name: 'e', type: 'server', description: '' })).status).toBe(201)
    for (const round of ['n', 'm']) {
      const artifacts = Array.from({ length: K + 1 }, (_, i) => ({ digests: { [`${round}${i}`]: FP(i) }, creationTimestamp: 1 }))
      expect((await call('PUT', `/environments/${org}/e/report/server`, { type: 'server', artifacts })).status).toBe(201)
    }
    for (let i = 0; i < 5; i++)
      expect((await call('PUT', `/environments/${org}`, { name: `l${i}`, type: 'logical', description: '', included_environments: ['e'] })).status).toBe(201)
  })

  it.each([
    ['GET /environments/{org}/e', `/environments/${org}/e`],
    ['GET /environments/{org} (a server and 5 logical environments over it)', `/environments/${org}`],
    ['GET /snapshots/{org}/e/-1', `/snapshots/${org}/e/-1`],
    ['GET /snapshots/{org}/e', `/snapshots/${org}/e`],
    ['GET /artifacts/{org}', `/artifacts/${org}?per_page=1000`],
    ['GET /trails/{org}/f', `/trails/${org}/f`],
    ['GET /trails/{org}', `/trails/${org}`],
    ['GET /search/{org}/sha/{prefix}', `/search/${org}/sha/ccccc`]
  ])('%s: both trails, once each', async (_, path) => {
    const { count, answer: a } = await evaluationsOf(() => call('GET', path))
    expect(a.status).toBe(200)
    expect(count).toBe(2)
  })

  it.each([
    ['GET /trails/{org}/f/t', `/trails/${org}/f/t`],
    ['GET /artifacts/{org}/f/fingerprint/{fp}', `/artifacts/${org}/f/fingerprint/${FP(1)}`],
    ['GET /asserts/{org}/fingerprint/{fp}', `/asserts/${org}/fingerprint/${FP(1)}`]
  ])('%s: its trail once', async (_, path) => {
    const { count, answer: a } = await evaluationsOf(() => call('GET', path))
    expect(a.status).toBe(200)
    expect(count).toBe(1)
  })

  it('answers the same verdicts: one failing attestation fails its artifact, the snapshot, and every environment over it', async () => {
    const env = await call('GET', `/environments/${org}`)
    expect(env.json.map((e: { name: string; state: boolean | null }) => [e.name, e.state])).toEqual([
      ['e', true],
      ...[0, 1, 2, 3, 4].map((i) => [`l${i}`, true])
    ])
    expect(
      (await upload('POST', `/attestations/${org}/f/trail/t/generic`, { attestation_name: 'g7', is_compliant: false, artifact_fingerprint: FP(7) })).status
    ).toBe(201)
    const { count, answer: after } = await evaluationsOf(() => call('GET', `/environments/${org}`))
    expect(count).toBe(2)
    expect(after.json.map((e: { state: boolean | null }) => e.state)).toEqual([false, false, false, false, false, false])
    const snapshot = (await call('GET', `/snapshots/${org}/e/-1`)).json
    expect(snapshot.artifact_compliance_count).toEqual({ compliant: K, non_compliant: 1 })
    expect(snapshot.artifacts.find((a: { fingerprint: string }) => a.fingerprint === FP(7)).compliant).toBe(false)
    const trail = (await call('GET', `/trails/${org}/f/t`)).json
    expect(trail.compliance_state).toBe('NON-COMPLIANT')
    expect(trail.compliance_status.artifacts_statuses.a7.status).toBe('NON-COMPLIANT')
    expect(trail.compliance_status.artifacts_statuses.a8.status).toBe('COMPLIANT')
  })
})

/** The evaluator as it was, searching lists: what the indexed one must agree with. */
function reference(template: TemplateSpec, artifacts: ReportedArtifact[], evidence: Evidence[], at: number) {
  const latestByName = (list: Evidence[]) => {
    const latest = new Map<string, Evidence>()
    for (const e of [...list].sort((a, b) => a.seq - b.seq)) latest.set(e.name, e)
    return latest
  }
  const statuses = (expected: { name: string; type: string }[], list: Evidence[]): AttestationStatus[] => {
    const latest = latestByName(list)
    const out: AttestationStatus[] = expected.map(({ name, type }) => {
      const e = latest.get(name)
      return e
        ? {
            attestation_name: name,
            attestation_type: e.type,
            attestation_id: e.id,
            overridden_attestation_id: e.overridden_id,
            status: 'COMPLETE',
            is_compliant: e.is_compliant,
            unexpected: false
          }
        : {
            attestation_name: name,
            attestation_type: type,
            attestation_id: null,
            overridden_attestation_id: null,
            status: 'MISSING',
            is_compliant: null,
            unexpected: false
          }
    })
    const named = new Set(expected.map((a) => a.name))
    for (const e of latest.values())
      if (!named.has(e.name))
        out.push({
          attestation_name: e.name,
          attestation_type: e.type,
          attestation_id: e.id,
          overridden_attestation_id: e.overridden_id,
          status: 'COMPLETE',
          is_compliant: e.is_compliant,
          unexpected: true
        })
    return out
  }
  const stateOf = (list: AttestationStatus[]): State =>
    list.some((s) => s.status === 'COMPLETE' && s.is_compliant === false)
      ? 'NON-COMPLIANT'
      : list.some((s) => s.status === 'MISSING')
        ? 'INCOMPLETE'
        : 'COMPLIANT'
  const latestArtifact = new Map<string, ReportedArtifact>()
  for (const a of [...artifacts].sort((x, y) => x.seq - y.seq)) latestArtifact.set(a.slot, a)
  const expectedArtifacts = template.trail.artifacts ?? []
  const slots = [...expectedArtifacts.map((a) => a.name), ...[...latestArtifact.keys()].filter((name) => !expectedArtifacts.some((a) => a.name === name))]
  const bound = new Set<Evidence>()
  const result = new Map<string, ArtifactStatus>()
  for (const slot of slots) {
    const artifact = latestArtifact.get(slot)
    const expected = expectedArtifacts.find((a) => a.name === slot)?.attestations ?? []
    const mine = evidence.filter((e) => e.target === slot || (artifact !== undefined && e.fingerprint === artifact.fingerprint))
    mine.forEach((e) => bound.add(e))
    const list = statuses(expected, mine)
    const state = artifact ? stateOf(list) : 'MISSING'
    result.set(slot, {
      artifact_fingerprint: artifact?.fingerprint ?? null,
      artifact_id: artifact?.id ?? null,
      status: state,
      is_compliant: state === 'COMPLIANT',
      attestations_statuses: list,
      unexpected: !expectedArtifacts.some((a) => a.name === slot),
      evaluated_at: at,
      flow_template_id: null
    })
  }
  const trailOwn = evidence.filter((e) => !bound.has(e) && e.fingerprint === null && e.target === null)
  const trailStatuses = statuses(template.trail.attestations ?? [], trailOwn)
  const artifactStates = [...result.values()].map((a) => a.status)
  let status = stateOf(trailStatuses)
  if (artifactStates.includes('NON-COMPLIANT')) status = 'NON-COMPLIANT'
  else if (status === 'COMPLIANT' && artifactStates.some((s) => s !== 'COMPLIANT')) status = 'INCOMPLETE'
  return { status, is_compliant: status === 'COMPLIANT', attestations_statuses: trailStatuses, artifacts: [...result.entries()], evaluated_at: at }
}

describe('the trail evaluator', () => {
  it('agrees with the searching one on random trails: duplicates, rebinding, unexpected names and all', () => {
    let seed = 7
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n)
    const pick = <T>(list: T[]) => list[random(list.length)]
    const names = ['a', 'b', 'c', 'd', 'e']
    const slots = ['s1', 's2', 's3', 's4']
    const fingerprints = ['f1', 'f2', 'f3']
    for (let round = 0; round < 500; round++) {
      const template: TemplateSpec = {
        version: 1,
        trail: {
          attestations: Array.from({ length: random(3) }, () => ({ name: pick(names), type: 'generic' })),
          artifacts: Array.from({ length: random(4) }, () => ({
            name: pick(slots),
            attestations: Array.from({ length: random(3) }, () => ({ name: pick(names), type: 'junit' }))
          }))
        }
      }
      const seqs = Array.from({ length: 40 }, (_, i) => i).sort(() => random(3) - 1)
      let next = 0
      const artifacts: ReportedArtifact[] = Array.from({ length: random(5) }, (_, i) => ({
        id: `r${i}`,
        seq: seqs[next++],
        fingerprint: pick(fingerprints),
        slot: pick(slots)
      }))
      const evidence: Evidence[] = Array.from({ length: random(12) }, (_, i) => {
        const binding = random(3)
        return {
          id: `e${i}`,
          seq: seqs[next++],
          name: pick(names),
          type: pick(['generic', 'junit']),
          fingerprint: binding === 1 ? pick(fingerprints) : null,
          target: binding === 2 ? pick(slots) : null,
          is_compliant: random(4) > 0,
          overridden_id: null
        }
      })
      const got = evaluateTrail(template, artifacts, evidence, 1)
      expect({ ...got, artifacts: [...got.artifacts.entries()], trail_state: undefined, by_fingerprint: undefined }).toEqual({
        ...reference(template, artifacts, evidence, 1),
        trail_state: undefined,
        by_fingerprint: undefined
      })
    }
  })
})

describe('templates are bounded as YAML aliases expand them', () => {
  const org = 'cl2'
  const entries = (n: number) => Array.from({ length: n }, (_, i) => `{name: n${i}, type: generic}`).join(', ')
  /** 1,500 attestations, listed once and named by 49 artifacts: 43 KB that expand to 75,049 entries. */
  const aliasBomb = `version: 1\ntrail:\n  attestations: &a [${entries(1500)}]\n  artifacts: [${Array.from({ length: 49 }, (_, i) => `{name: b${i}, attestations: *a}`).join(', ')}]\n`
  /** 3,000 artifacts, written out: 35 KB. */
  const manyArtifacts = `version: 1\ntrail:\n  artifacts: [${Array.from({ length: 3000 }, (_, i) => `{name: a${i}}`).join(', ')}]\n`
  /** 25,000 values, named 49 times beside the template: 50 KB that expand to 1.25 million. */
  const aliasedElsewhere = `version: 1\nx0: &z [${Array(25_000).fill('0').join(',')}]\n${Array.from({ length: 49 }, (_, i) => `x${i + 1}: *z\n`).join('')}`

  beforeAll(async () => {
    expect((await call('PUT', `/flows/${org}`, { name: 'f', description: '', template: [] })).status).toBe(201)
  })

  /** A template refused as a flow's and as a trail's, with the message and the detail given; nothing made. */
  async function refused(template: string, message: string, detail: string) {
    for (const [path, data] of [
      [`/flows/${org}/template_file`, { name: 'g', description: '' }],
      [`/trails/${org}/f`, { name: 't' }]
    ] as const) {
      const r = await upload('PUT', path, data, template)
      expect(r.status).toBe(400)
      expect(r.json.message).toContain(message)
      expect(r.json.errors).toEqual({ template_file: detail })
    }
    expect((await call('GET', `/flows/${org}/g`)).status).toBe(404)
    expect((await call('GET', `/trails/${org}/f/t`)).status).toBe(404)
  }

  it('an alias bomb in the template: 400 naming template_file and the entries it expands to', () =>
    refused(
      aliasBomb,
      `template_file expects 75049 artifacts and attestations (YAML aliases expanded); the sandbox takes at most ${MAX_TEMPLATE_ENTRIES}`,
      `at most ${MAX_TEMPLATE_ENTRIES} artifacts and attestations`
    ))

  it('an alias bomb beside the template: 400 naming template_file and the values it expands to', () =>
    refused(
      aliasedElsewhere,
      `template_file expands to 1250052 values (YAML aliases expanded); the sandbox takes at most ${MAX_TEMPLATE_VALUES}`,
      `at most ${MAX_TEMPLATE_VALUES} values`
    ))

  it('an alias that holds itself: 400, never expanded', () =>
    refused('version: 1\nx: &r {y: *r}\n', 'template_file expands to endless values', `at most ${MAX_TEMPLATE_VALUES} values`))

  it('3,000 artifacts: 400 naming template_file and the limit', () =>
    refused(manyArtifacts, `template_file expects 3000 artifacts and attestations`, `at most ${MAX_TEMPLATE_ENTRIES} artifacts and attestations`))

  it('20,000 artifacts written out (329 KB): 400 naming template_file and its size, before it is parsed', () => {
    const big = 'version: 1\ntrail:\n  attestations: []\n  artifacts:\n' + Array.from({ length: 20_000 }, (_, i) => `  - name: a${i}\n`).join('')
    return refused(
      big,
      `template_file is ${big.length} bytes; the sandbox takes templates of at most ${MAX_TEMPLATE_BYTES} bytes`,
      `at most ${MAX_TEMPLATE_BYTES} bytes`
    )
  })

  it(`takes aliases that stay small, and ${MAX_TEMPLATE_ENTRIES} entries but no more`, async () => {
    const per = 22
    const artifacts = (MAX_TEMPLATE_ENTRIES - per) / (per + 1)
    expect(per + artifacts * (per + 1)).toBe(MAX_TEMPLATE_ENTRIES)
    // Aliases beyond the YAML parser's own bound are refused by it; these stay under it.
    const small =
      'version: 1\ntrail:\n  attestations: []\n  artifacts:\n  - {name: x, attestations: &s [{name: scan, type: generic}]}\n  - {name: y, attestations: *s}\n'
    expect((await upload('PUT', `/flows/${org}/template_file`, { name: 'small', description: '' }, small)).status).toBe(201)
    expect((await upload('PUT', `/trails/${org}/small`, { name: 't' })).status).toBe(201)
    const trail = (await call('GET', `/trails/${org}/small/t`)).json
    expect(trail.template.trail.artifacts).toEqual([
      { name: 'x', attestations: [{ name: 'scan', type: 'generic' }] },
      { name: 'y', attestations: [{ name: 'scan', type: 'generic' }] }
    ])
    expect(Object.keys(trail.compliance_status.artifacts_statuses)).toEqual(['x', 'y'])
    expect(trail.compliance_status.artifacts_statuses.y.status).toBe('MISSING')

    // Over 50 aliases the parser refuses: the bound here is reached with the artifacts written out.
    const written = (extra: number) =>
      `version: 1\ntrail:\n  attestations: [${entries(per)}]\n  artifacts: [${Array.from({ length: artifacts + extra }, (_, i) => `{name: b${i}, attestations: [${entries(per)}]}`).join(', ')}]\n`
    expect((await upload('PUT', `/flows/${org}/template_file`, { name: 'full', description: '' }, written(0))).status).toBe(201)
    const over = await upload('PUT', `/flows/${org}/template_file`, { name: 'over', description: '' }, written(1))
    expect(over.status).toBe(400)
    expect(over.json.errors).toEqual({ template_file: `at most ${MAX_TEMPLATE_ENTRIES} artifacts and attestations` })
  })
})
