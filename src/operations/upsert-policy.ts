import path from 'node:path'
import { upsertPolicy, type PolicyPayload } from '../clients/service/catalogue/policies.js'
import type { FilePart } from '../clients/service/endpoint.js'
import { PATTERNS } from '../clients/service/patterns.js'
import { compileJsonSchema } from '../schema/json-schema.js'
import { checkPolicy, parsePolicyFile, PolicyFileError, policyRules, type PolicyRules } from '../schema/policy-files.js'
import policySchema from '../schema/environment-policy-v1.schema.json' with { type: 'json' }
import { readInputFile } from './readers/input-files.js'
import { policyProblemsError } from './readers/policy-problems.js'
import { serviceOperation } from '../action/types.js'

interface Settings {
  payload: PolicyPayload
  file: string
  policyFile: FilePart
  rules: PolicyRules
}

/** A policy is a short YAML file; anything larger is not one. */
const POLICY_MAX_BYTES = 1024 * 1024
const EXPECTED = 'an environment policy YAML file (at most 1 MiB) that the policy schema accepts, expressions written `${{ … }}`'

/**
 * Creates a policy, or a new version of it, as `kosli create policy` does, but only once the
 * file is known good: it must be YAML, fit the policy JSON Schema (the service's, version 1,
 * kept with the action so the check needs no request), and each expression must parse. Every
 * problem is an annotation on its file and line; none is sent with a problem.
 */
export default serviceOperation({
  name: 'upsert-policy',
  title: 'Environment policy',
  description: 'Create an environment policy, or a new version of it, from a YAML file checked against the policy schema before it is sent',
  inputs: {
    'policy-name': { kind: 'string', pattern: PATTERNS.policyName, required: true, description: 'Policy name' },
    'policy-file': {
      kind: 'path',
      required: true,
      description: 'The environment policy YAML file; checked against the policy JSON Schema, expressions included, before it is sent'
    },
    description: { kind: 'string', description: 'Description of the policy' },
    comment: { kind: 'string', description: 'What this version changes, kept with the version' }
  },
  outputs: {},
  endpoint: upsertPolicy,
  read: async (inputs): Promise<Settings> => {
    const name = inputs.required('policy-name')
    const file = inputs.resolve(inputs.required('policy-file'))
    const content = readInputFile('policy-file', file, POLICY_MAX_BYTES, EXPECTED)
    let parsed
    try {
      parsed = parsePolicyFile(file, content.toString('utf8'))
    } catch (err) {
      if (err instanceof PolicyFileError) throw inputs.fail('policy-file', err.message, EXPECTED)
      throw err
    }
    const problems = checkPolicy(parsed, await compileJsonSchema(policySchema))
    if (problems.length > 0) throw policyProblemsError('policy-file', problems, inputs.baseDir, EXPECTED)
    return {
      // As the reference client sends it: every field, empty when not given.
      payload: { name, description: inputs.string('description') ?? '', comment: inputs.string('comment') ?? '', type: 'env' },
      file,
      policyFile: { filename: path.basename(file), content },
      rules: policyRules(parsed)
    }
  },
  async run(settings, { client, org }) {
    const response = await client.call(upsertPolicy, { org }, { payload: settings.payload, policy_file: settings.policyFile })
    const versions = response.data?.versions ?? []
    const latest = versions.length > 0 ? Math.max(...versions.map((v) => v.version)) : undefined
    const { rules } = settings
    const required = (r: { required: boolean; exceptions: unknown[] }) =>
      r.required ? `required${r.exceptions.length > 0 ? `, ${r.exceptions.length} exception(s)` : ''}` : 'not required'
    return {
      outputs: {},
      summary: {
        title: `Environment policy ${settings.payload.name}`,
        verdict: {
          ok: response.dryRun ? undefined : true,
          text: response.dryRun ? 'Dry run: the file is valid' : response.status === 201 ? 'Created' : 'Updated'
        },
        facts: [
          ['File', path.basename(settings.file)],
          ['Version', latest === undefined ? undefined : String(latest)],
          ['Provenance', required(rules.provenance)],
          ['Trail compliance', required(rules['trail-compliance'])],
          ['Comment', settings.payload.comment]
        ],
        table:
          rules.attestations.length > 0
            ? {
                head: ['Attestation', 'Type', 'Must be compliant', 'Only if'],
                rows: rules.attestations.map((a) => [a.name, a.type, String(a.must_be_compliant), a.if ? a.if.text.trim() : ''])
              }
            : undefined
      }
    }
  }
})
