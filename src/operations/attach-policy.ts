import { attachPolicies } from '../clients/service/catalogue/environments.js'
import { ATTACHMENT_INPUTS, changeAttachments, readAttachment } from './readers/policy-attachment.js'
import { serviceOperation } from '../action/types.js'

/** Attaches policies to environments, as `kosli attach-policy` does: their snapshots are then judged by them. */
export default serviceOperation({
  name: 'attach-policy',
  title: 'Policy attachment',
  description: 'Attach environment policies to one or more environments, whose snapshots and assertions they then judge',
  inputs: ATTACHMENT_INPUTS,
  outputs: {},
  endpoint: attachPolicies,
  read: readAttachment,
  run: (settings, tools) => changeAttachments(attachPolicies, { done: 'attached', to: 'to' }, settings, tools)
})
