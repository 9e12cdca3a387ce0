import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expandPaths } from '../artifacts/paths.js'
import { ActionError } from '../errors.js'
import type { Inputs } from '../inputs.js'
import { compileJsonSchema, type Validate } from '../schema/json-schema.js'
import { checkPolicyFile, type PolicyProblem } from '../schema/policy-files.js'
import { apiPath } from '../service/url.js'
import { namingInput } from './artifact-input.js'
import { defineOperation } from './types.js'

interface Settings {
  policyFiles: string[]
}

const SCHEMA_PATH = apiPath('schemas', 'environment-policy', 'v1')

/** Downloads the policy JSON Schema and checks policy files against it before they are used. */
export default defineOperation<Settings>({
  name: 'policy-schema',
  service: true,
  read: (inputs: Inputs) => ({ policyFiles: inputs.list('policy-files') }),
  async run(settings, { client, common, context, log }) {
    // Paths are checked before the request: a missing file is bad input, not a policy problem.
    const { paths, unmatched } = await namingInput('policy-files', expandPaths(settings.policyFiles, common.baseDir))
    for (const pattern of unmatched) log.warning(`input \`policy-files\`: \`${pattern}\` matched nothing`)
    const response = await client.send({ method: 'GET', path: SCHEMA_PATH })
    let schemaFile = ''
    let validate: Validate | undefined
    if (!response.dryRun) {
      if (!response.json || typeof response.json !== 'object') {
        throw new ActionError('server', `GET ${SCHEMA_PATH} answered something other than a JSON Schema object`)
      }
      const dir = path.join(process.env.RUNNER_TEMP || os.tmpdir(), 'evidence-policy')
      await mkdir(dir, { recursive: true })
      schemaFile = path.join(dir, 'environment-policy-v1.schema.json')
      await writeFile(schemaFile, JSON.stringify(response.json, null, 2) + '\n')
      validate = await compileJsonSchema(response.json, 'the service\'s policy schema')
    }
    const problems: PolicyProblem[] = []
    for (const file of paths) problems.push(...(await checkPolicyFile(file, validate)))
    for (const p of problems) {
      // Annotations name files as the repository does, so GitHub can place them in the diff.
      const relative = path.relative(context.workspace, p.file)
      log.error(p.message, { file: relative.startsWith('..') ? p.file : relative, line: p.line, column: p.column })
    }
    return {
      outputs: { schema_file: schemaFile, policy_errors: problems.length },
      summary: {
        title: 'Environment policy schema',
        facts: [
          ['Sent to', `GET ${client.baseUrl}${SCHEMA_PATH}`],
          ['Saved to', response.dryRun ? 'dry run: nothing sent' : schemaFile],
          ['Policy files', String(paths.length)],
          ['Problems', String(problems.length)]
        ],
        table: { head: ['File', 'Line', 'Problem'], rows: problems.map((p) => [path.relative(context.workspace, p.file), String(p.line), p.message]) }
      },
      failure:
        problems.length > 0
          ? new ActionError('invalid_input', `${problems.length} problem(s) in ${new Set(problems.map((p) => p.file)).size} policy file(s); see the annotations`)
          : undefined
    }
  }
})
