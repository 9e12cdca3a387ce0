import { reportLambda } from '../clients/service/catalogue/environments.js'
import { AWS_INPUTS } from '../action/input-groups.js'
import { runtimeReportOperation } from './readers/runtime-report.js'

/** Reports AWS Lambda functions, as `kosli snapshot lambda` does. */
export default runtimeReportOperation({
  name: 'report-lambda-env',
  title: 'Lambda report',
  description: "Report AWS Lambda functions: each function's code SHA-256 (zip or image), as the reference client does",
  inputs: {
    'lambda-functions': { kind: 'list', description: 'Function names or ARNs (default: every function of the account and region)' },
    ...AWS_INPUTS
  },
  named: 'function',
  endpoint: reportLambda,
  type: 'lambda',
  arguments: { functions: 'lambda-functions', region: 'aws-region' },
  read: (inputs) => ({ functions: inputs.list('lambda-functions'), region: inputs.string('aws-region') }),
  async collect(settings, { common, log }) {
    const { functions } = await import('../clients/runtimes/aws/lambda.js')
    const aws = { region: settings.region, env: process.env, timeoutMs: common.timeoutSeconds * 1000, maxRetries: common.maxRetries }
    return { artifacts: await functions(aws, { functions: settings.functions, names: settings.names }, log) }
  }
})
