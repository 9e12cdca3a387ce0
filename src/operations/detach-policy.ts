import { detachPolicies } from '../clients/service/catalogue/environments.js'
import { ATTACHMENT_INPUTS, changeAttachments, readAttachment } from './readers/policy-attachment.js'
import { serviceOperation } from '../action/types.js'

/** Detaches policies from environments, as `kosli detach-policy` does. */
export default serviceOperation({
  name: 'detach-policy',
  title: 'Policy detachment',
  description: 'Detach environment policies from one or more environments',
  inputs: ATTACHMENT_INPUTS,
  outputs: {},
  endpoint: detachPolicies,
  read: readAttachment,
  run: (settings, tools) => changeAttachments(detachPolicies, { done: 'detached', to: 'from' }, settings, tools)
})
