import type { ActionError } from './errors.js'
import type { AttestationBody } from '../clients/service/catalogue/attestations.js'
import type { AttestationCommon } from '../clients/service/catalogue/types.js'
import type { Endpoint, FilePart } from '../clients/service/endpoint.js'
import type { CommonSettings } from './settings.js'
import type { SummarySection } from './summary.js'
import { prepareAttestation, readAttestationInputs, type AttestationInputs, type PreparedAttestation } from '../operations/readers/attestation-inputs.js'
import { attestationFacts, attestationSummary } from '../operations/readers/attestation-summary.js'
import type { InputSpecs, NamesOf, OutputSpecs } from './declare.js'
import { beginCommitRead } from '../clients/github/commit.js'
import { readRunContext } from '../clients/github/context.js'
import { ATTESTATION_INPUTS, ATTESTATION_OUTPUTS } from './input-groups.js'
import type { InputReader } from './reader.js'
import { serviceOperation, type Declaration, type GitHubUse, type Operation, type ServiceTools } from './types.js'

/** An attestation endpoint: a trail's, taking `data_json` and the one attachment. */
export type AttestationEndpoint<D extends AttestationCommon> = Endpoint<'org' | 'flow_name' | 'trail_name', Record<never, never>, AttestationBody<D>, unknown>

/** The type's own fields of `data_json`; a common one it sets wins over the common value. */
export type OwnFields<D extends AttestationCommon> = Omit<D, keyof AttestationCommon> & Partial<AttestationCommon>

/** What an attestation operation adds to what every attestation has: its evidence. */
export interface Evidence<D extends AttestationCommon, O extends OutputSpecs> {
  data: OwnFields<D>
  /** Evidence files attached beside `attachments` (the JUnit files, the SARIF): a problem with one names `filesInput`. */
  files?: string[]
  /** The commit the evidence is about, when the evidence settled it (the pull requests' commit). */
  commit?: string
  /** The artifact's fingerprint, when the evidence already resolved it (the approval's artifact). */
  fingerprint?: string
  /** The verdict as this run knows it; undefined when the type decides (custom types). */
  compliant?: boolean
  /** The summary's heading, when it says more than the title: "Custom attestation (coverage)". */
  kind?: string
  /** Shown before the common facts. */
  facts?: SummarySection['facts']
  table?: SummarySection['table']
  outputs?: { [K in keyof O]?: string | number }
  /** A failure found once recorded (a rule of this action's that the evidence breaks). */
  failure?: ActionError
  /** A summary of its own, instead of the common one. */
  summary?: (prepared: PreparedAttestation) => SummarySection
}

/** The common attestation inputs, as the operation's own declaration of one overrides it. */
type AllInputs<I extends InputSpecs> = Omit<typeof ATTESTATION_INPUTS, keyof I> & I

interface AttestationDefinition<D extends AttestationCommon, I extends InputSpecs, O extends OutputSpecs, S> extends Declaration<I, O> {
  endpoint: AttestationEndpoint<D>
  /** Attestations use GitHub to enrich the commit; some read their evidence from it. */
  github?: GitHubUse
  /** Its evidence names the commit (a pull request's, a review's newest): the workflow's is not read ahead. */
  commitFromEvidence?: boolean
  /** The input whose files `evidence` attaches, for a message about one of them. */
  filesInput?: NamesOf<AllInputs<I>, 'list' | 'path' | 'string'>
  /** Its own inputs, read and checked before anything is sent; the common ones are read already. */
  read(inputs: InputReader<AllInputs<I>>, common: CommonSettings): S | Promise<S>
  /** Gathers the evidence (from files, GitHub, outside systems) once the inputs are all good. */
  evidence(settings: S, attestation: AttestationInputs, tools: ServiceTools): Evidence<D, O> | Promise<Evidence<D, O>>
}

/**
 * Every attestation is this one skeleton: the common inputs become the common fields, the
 * attachments and evidence files one packed part, then the call and the summary. An operation
 * adds only its inputs and its evidence.
 */
export function attestationOperation<D extends AttestationCommon, const I extends InputSpecs, const O extends OutputSpecs, S>(
  def: AttestationDefinition<D, I, O, S>
): Operation {
  return serviceOperation<AllInputs<I>, typeof ATTESTATION_OUTPUTS & O, { attestation: AttestationInputs; own: S }>({
    name: def.name,
    title: def.title,
    description: def.description,
    inputs: { ...ATTESTATION_INPUTS, ...def.inputs },
    outputs: { ...ATTESTATION_OUTPUTS, ...def.outputs },
    endpoint: def.endpoint,
    github: def.github ?? 'optional',
    read: async (inputs, common) => {
      // An operation's own declaration of a common input (attest-approval's default name) keeps
      // its kind, which TypeScript cannot see through the generic spread.
      const attestation = readAttestationInputs(inputs as unknown as InputReader<typeof ATTESTATION_INPUTS>)
      const own = await def.read(inputs, common)
      // Once every input is good, the commit is read from the clone (at once from its object
      // store; where git is needed, while the step loads what sends it and gathers the
      // evidence); the run's read of that commit takes the answer.
      if (!def.commitFromEvidence) {
        const context = readRunContext()
        beginCommitRead(context, attestation.commit ?? context.sha)
      }
      return { attestation, own }
    },
    async run({ attestation, own }, tools) {
      // GitHub is asked for the commit now, to answer while the evidence is gathered and the
      // artifact fingerprinted: its round trip is most of an attestation's wait.
      if (!def.commitFromEvidence) beginCommitRead(tools.context, attestation.commit ?? tools.context.sha, await tools.github())
      const evidence = await def.evidence(own, attestation, tools)
      const settings: AttestationInputs = {
        ...attestation,
        commit: evidence.commit ?? attestation.commit,
        ...(evidence.fingerprint !== undefined && { artifact: { fingerprint: evidence.fingerprint } })
      }
      const files = evidence.files && def.filesInput ? { input: def.filesInput, files: evidence.files } : undefined
      const prepared = await prepareAttestation(settings, tools, files)
      const attachment: FilePart | undefined = prepared.attachment
      await tools.client.call(
        def.endpoint,
        { org: tools.org, flow_name: settings.flow, trail_name: prepared.trail },
        { data_json: { ...prepared.fields, ...evidence.data } as D, ...(attachment && { attachment_file: attachment }) }
      )
      const summary = evidence.summary?.(prepared) ?? {
        ...attestationSummary(evidence.kind ?? def.title, settings, prepared, tools, evidence.compliant, [
          ...(evidence.facts ?? []),
          ...attestationFacts(settings, prepared, tools.context)
        ]),
        ...(evidence.table && { table: evidence.table })
      }
      return {
        outputs: { fingerprint: prepared.fingerprint ?? '', trail: prepared.trail, ...evidence.outputs },
        summary,
        failure: evidence.failure
      }
    }
  })
}
