// The local sandbox of the evidence service: node dist/sandbox.js --help
import './sandbox/index.js'
