import { Worker } from 'node:worker_threads'
const t0 = performance.now()
const w = new Worker(new URL(process.argv[2], import.meta.url))
w.on('message', (n) => { console.log(process.argv[2], 'up', (performance.now() - t0).toFixed(1), 'modules', n, 'main modules', process.moduleLoadList.length); w.terminate() })
