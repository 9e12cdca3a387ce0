import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expandPaths } from '../artifacts/paths.js'
import { ActionError, invalidInput, runnerProblem } from '../action/errors.js'
import * as core from '@actions/core'
import { annotation } from '../util/log.js'
import { compileJsonSchema, SchemaError, type Validate } from '../schema/json-schema.js'
import { checkPolicy, parsePolicyFile, PolicyFileError, type ParsedPolicy, type PolicyProblem } from '../schema/policy-files.js'
import { policySchema } from '../clients/service/catalogue/queries.js'
import { makeDirectory } from '../clients/service/spool.js'
import { namingInput } from './readers/artifact-input.js'
import { readInputFile } from './readers/input-files.js'
import type { InputSpecs } from '../action/declare.js'
import type { InputReader } from '../action/reader.js'
import { serviceOperation } from '../action/types.js'

interface Settings {
  policies: ParsedPolicy[]
}

/** A policy is a short YAML file; anything larger is not one. */
const POLICY_MAX_BYTES = 1024 * 1024
const EXPECTED = 'YAML environment policy files or globs, each at most 1 MiB'

const INPUTS = {
  'policy-files': { kind: 'list', description: 'YAML policy files or globs to validate against the schema' }
} as const satisfies InputSpecs

/**
 * Every policy file found, read and parsed before the schema is asked for: a file that is not
 * YAML, nests too deep or expands its aliases without bound stops the run here, with its
 * problems placed on their lines, and no request is sent.
 */
async function readPolicies(inputs: InputReader<typeof INPUTS>): Promise<ParsedPolicy[]> {
  const { paths, unmatched } = await namingInput('policy-files', EXPECTED, expandPaths(inputs.list('policy-files'), inputs.baseDir))
  if (unmatched.length > 0) throw inputs.fail('policy-files', `\`${unmatched.join('`, `')}\` matched no file`, EXPECTED)
  const policies = paths.map((file) => {
    const text = readInputFile('policy-files', file, POLICY_MAX_BYTES, EXPECTED).toString('utf8')
    try {
      return parsePolicyFile(file, text)
    } catch (err) {
      if (err instanceof PolicyFileError) throw inputs.fail('policy-files', err.message, EXPECTED)
      throw err
    }
  })
  const syntax = policies.flatMap((p) => p.problems)
  if (syntax.length > 0) {
    const workspace = process.env.GITHUB_WORKSPACE || inputs.baseDir
    for (const p of syntax) {
      const relative = path.relative(workspace, p.file)
      core.error(p.message, annotation({ file: relative.startsWith('..') ? p.file : relative, line: p.line, column: p.column }))
    }
    const first = syntax[0]
    throw invalidInput(
      'policy-files',
      `${syntax.length} YAML syntax problem(s) in ${new Set(syntax.map((p) => p.file)).size} file(s), the first ${first.file}:${first.line}:${first.column}: ${first.message}; see the annotations`,
      EXPECTED
    )
  }
  return policies
}

/** Downloads the policy JSON Schema and checks policy files against it before they are used. */
export default serviceOperation({
  name: 'policy-schema',
  title: 'Policy schema download',
  description: "Download the service's environment policy JSON Schema, and check policy files against it",
  inputs: INPUTS,
  outputs: {
    schema_file: 'Path of the downloaded JSON Schema',
    policy_errors: 'Number of problems found in policy-files'
  },
  endpoint: policySchema,
  read: async (inputs): Promise<Settings> => ({ policies: await readPolicies(inputs) }),
  async run({ policies }, { client, context, log }) {
    const response = await client.call(policySchema, {})
    let schemaFile = ''
    const problems: PolicyProblem[] = []
    if (!response.dryRun) {
      if (!response.data || typeof response.data !== 'object' || Array.isArray(response.data)) {
        throw new ActionError('server', `GET ${policySchema.path} answered something other than a JSON Schema object`)
      }
      const dir = path.join(process.env.RUNNER_TEMP || os.tmpdir(), 'evidence-policy')
      schemaFile = path.join(dir, 'environment-policy-v1.schema.json')
      try {
        await makeDirectory(dir)
        await writeFile(schemaFile, JSON.stringify(response.data, null, 2) + '\n')
      } catch (err) {
        throw runnerProblem('the policy schema was not saved', 'RUNNER_TEMP', schemaFile, err)
      }
      let validate: Validate
      try {
        validate = await compileJsonSchema(response.data)
      } catch (err) {
        if (err instanceof SchemaError) throw new ActionError('server', `the service's policy schema: ${err.message}; expected ${err.expected}`, { cause: err })
        throw err
      }
      for (const policy of policies) problems.push(...checkPolicy(policy, validate))
    } else {
      for (const policy of policies) problems.push(...policy.problems)
    }
    for (const p of problems) {
      // Annotations name files as the repository does, so GitHub can place them in the diff.
      const relative = path.relative(context.workspace, p.file)
      log.error(p.message, { file: relative.startsWith('..') ? p.file : relative, line: p.line, column: p.column })
    }
    const files = new Set(problems.map((p) => p.file)).size
    return {
      outputs: { schema_file: schemaFile, policy_errors: problems.length },
      summary: {
        title: 'Environment policy schema',
        verdict:
          policies.length === 0
            ? { ok: true, text: 'Schema saved' }
            : {
                ok: problems.length === 0,
                text:
                  problems.length === 0
                    ? `${policies.length} policy file(s) valid`
                    : `${problems.length} problem(s) in ${files} of ${policies.length} policy file(s)`
              },
        facts: [
          ['Saved to', schemaFile],
          ['Policy files', String(policies.length)]
        ],
        table: { head: ['File', 'Line', 'Problem'], rows: problems.map((p) => [path.relative(context.workspace, p.file), String(p.line), p.message]) }
      },
      failure:
        problems.length > 0 ? new ActionError('invalid_input', `${problems.length} problem(s) in ${files} policy file(s); see the annotations`) : undefined
    }
  }
})
