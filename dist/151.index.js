"use strict";
exports.id = 151;
exports.ids = [151];
exports.modules = {

/***/ 30151:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   proxyAgent: () => (/* binding */ proxyAgent)
/* harmony export */ });
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_tls__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41692);
/* harmony import */ var node_tls__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_tls__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _proxy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73509);



// Loaded only for a cluster reached through a proxy (its `proxy-url`, or the environment's).
/** Of a proxy's answer to CONNECT, the head read: a status line and a few headers. */
const MAX_CONNECT_HEAD_BYTES = 16 << 10;
/** An agent (of http or https) whose connections go through the proxy; TLS to the API server on top for https. */
function proxyAgent(Agent, secure, proxy, timeoutMs) {
    const agent = new Agent({ keepAlive: true });
    agent.createConnection = (options, callback) => {
        throughProxy(proxy, String(options.host), Number(options.port), timeoutMs).then((socket) => callback?.(null, secure ? node_tls__WEBPACK_IMPORTED_MODULE_1___default().connect({ ...options, socket }) : socket), (err) => callback?.(err, undefined));
        return undefined;
    };
    return agent;
}
/**
 * A connection to `host:port` through the proxy, for TLS (or plain HTTP) on top: a CONNECT
 * tunnel through an HTTP(S) proxy (its user and password, if the URL has them, as Basic
 * Proxy-Authorization), or a SOCKS connection. Fails past `timeoutMs`.
 */
async function throughProxy(proxy, host, port, timeoutMs) {
    const { url } = proxy;
    const { host: proxyHost, port: proxyPort } = (0,_proxy_js__WEBPACK_IMPORTED_MODULE_2__/* .proxyAddress */ .nD)(proxy);
    const version = _proxy_js__WEBPACK_IMPORTED_MODULE_2__/* .SOCKS */ .MG.get(url.protocol);
    if (version !== undefined) {
        const user = decodeURIComponent(url.username);
        const password = decodeURIComponent(url.password);
        // Only for a kubeconfig that names a SOCKS proxy.
        const { SocksClient } = await __webpack_require__.e(/* import() */ 2474).then(__webpack_require__.t.bind(__webpack_require__, 42474, 23));
        const { socket } = await SocksClient.createConnection({
            proxy: { host: proxyHost, port: proxyPort, type: version, ...(user && { userId: user, password }) },
            command: 'connect',
            destination: { host, port },
            timeout: timeoutMs
        });
        return socket;
    }
    const socket = url.protocol === 'https:'
        ? node_tls__WEBPACK_IMPORTED_MODULE_1___default().connect({ host: proxyHost, port: proxyPort, servername: node_net__WEBPACK_IMPORTED_MODULE_0___default().isIP(proxyHost) ? undefined : proxyHost })
        : node_net__WEBPACK_IMPORTED_MODULE_0___default().connect({ host: proxyHost, port: proxyPort });
    const authority = `${node_net__WEBPACK_IMPORTED_MODULE_0___default().isIPv6(host) ? `[${host}]` : host}:${port}`;
    const authorization = (0,_proxy_js__WEBPACK_IMPORTED_MODULE_2__/* .proxyAuthorization */ .YB)(proxy);
    const head = `CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n${authorization ? `Proxy-Authorization: ${authorization}\r\n` : ''}\r\n`;
    return new Promise((resolve, reject) => {
        let received = Buffer.alloc(0);
        const fail = (why, cause) => {
            socket.destroy();
            reject(Object.assign(new Error(`the proxy ${proxy.shown} ${why}`, { cause }), { code: cause?.code ?? 'EPROXY' }));
        };
        const onData = (chunk) => {
            received = Buffer.concat([received, chunk]);
            const end = received.indexOf('\r\n\r\n');
            if (end < 0) {
                if (received.length > MAX_CONNECT_HEAD_BYTES)
                    fail(`answered CONNECT with more than ${MAX_CONNECT_HEAD_BYTES} bytes of head`);
                return;
            }
            const status = /^HTTP\/1\.[01] (\d{3})/.exec(received.toString('latin1', 0, Math.min(end, 200)))?.[1];
            if (status !== '200')
                return fail(`refused the tunnel to ${authority}: ${received.toString('latin1', 0, received.indexOf('\r\n')).slice(0, 200)}`);
            socket.off('data', onData);
            socket.off('timeout', onTimeout);
            socket.off('error', onError);
            socket.setTimeout(0);
            socket.pause();
            // What came after the head is the server's: give it back for TLS to read.
            if (received.length > end + 4)
                socket.unshift(received.subarray(end + 4));
            resolve(socket);
        };
        const onTimeout = () => fail(`did not open a tunnel within ${timeoutMs / 1000} s`);
        const onError = (err) => fail(`cannot be reached: ${err.message}`, err);
        socket.setTimeout(timeoutMs);
        socket.on('timeout', onTimeout);
        socket.on('error', onError);
        socket.on('data', onData);
        socket.write(head);
    });
}


/***/ })

};
;