import { describe, expect, it } from '@jest/globals'
import { requestDifferences, type SentRequest } from '../helpers/reference-client.js'

// The comparison the reference client's requests are held to must see a multipart body's part
// order and each part's content type, or a request that differs there would pass.
const theirs: SentRequest = {
  method: 'PUT',
  path: '/api/v2/flows/acme/template_file',
  query: [],
  parts: {
    data_json: { json: { name: 'shop', description: '' } },
    template_file: { filename: 'template.yml', contentType: 'application/octet-stream', text: 'version: 1' }
  },
  partOrder: ['data_json', 'template_file']
}

describe('requestDifferences on multipart bodies', () => {
  it('finds none between equal requests', () => {
    expect(requestDifferences(theirs, structuredClone(theirs))).toEqual([])
  })

  it("names a part's content type that differs, or that only one side sends", () => {
    const ours = structuredClone(theirs)
    ours.parts!.template_file.contentType = 'application/x-yaml'
    ours.parts!.data_json.contentType = 'application/json'
    expect(requestDifferences(theirs, ours)).toEqual([
      'part data_json contentType: we send "application/json", the reference client nothing',
      'part template_file contentType: the reference client sends "application/octet-stream", we "application/x-yaml"'
    ])
  })

  it('names parts sent in another order', () => {
    const ours = { ...structuredClone(theirs), partOrder: ['template_file', 'data_json'] }
    expect(requestDifferences(theirs, ours)).toEqual(['part order: the reference client sends ["data_json","template_file"], we ["template_file","data_json"]'])
  })

  it('holds a fixture stored before order and content types were recorded to the rest only', () => {
    const { partOrder: _order, ...older } = structuredClone(theirs)
    delete older.parts!.template_file.contentType
    const ours = structuredClone(theirs)
    ours.parts!.template_file.contentType = 'application/x-yaml'
    expect(requestDifferences(older, ours)).toEqual([])
    ours.parts!.template_file.text = 'version: 2'
    expect(requestDifferences(older, ours)).toEqual(['part template_file text: the reference client sends "version: 1", we "version: 2"'])
  })
})
