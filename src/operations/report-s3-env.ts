import { reportS3 } from '../clients/service/catalogue/environments.js'
import { formatBytes } from '../util/text.js'
import { AWS_INPUTS } from '../action/input-groups.js'
import { runtimeReportOperation } from './readers/runtime-report.js'

/** Reports an S3 bucket's content as one artifact, as `kosli snapshot s3` does, streamed instead of downloaded. */
export default runtimeReportOperation({
  name: 'report-s3-env',
  title: 'S3 report',
  description: "Report an S3 bucket's content as one artifact, fingerprinted as the reference client does, read as a stream with nothing written to disk",
  inputs: {
    's3-bucket': {
      kind: 'string',
      required: true,
      pattern: { re: /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,254}$/, expected: 'an S3 bucket name such as `my-site-prod`' },
      description: "The bucket; `include-names` and `exclude-names` then match its objects' keys"
    },
    ...AWS_INPUTS
  },
  named: 'object key',
  plainNames: 'prefix',
  endpoint: reportS3,
  type: 'S3',
  arguments: { bucket: 's3-bucket', region: 'aws-region' },
  read: (inputs) => ({ bucket: inputs.required('s3-bucket'), region: inputs.string('aws-region') }),
  async collect(settings, { common, log }) {
    const { fingerprintBucket } = await import('../clients/runtimes/aws/s3.js')
    const aws = { region: settings.region, env: process.env, timeoutMs: common.timeoutSeconds * 1000, maxRetries: common.maxRetries }
    const { artifact, objects, bytes } = await fingerprintBucket(aws, { bucket: settings.bucket, names: settings.names }, log)
    return {
      artifacts: [artifact],
      facts: [
        ['Bucket', settings.bucket],
        ['Objects', `${objects} (${formatBytes(bytes)})`]
      ]
    }
  }
})
