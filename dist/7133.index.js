export const id = 7133;
export const ids = [7133,5343];
export const modules = {

/***/ 91561:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ResponseContext: () => (/* binding */ ResponseContext),
/* harmony export */   TJ: () => (/* binding */ HttpInfo),
/* harmony export */   U7: () => (/* binding */ wrapHttpLibrary),
/* harmony export */   WR: () => (/* binding */ SelfDecodingBody),
/* harmony export */   bb: () => (/* binding */ RequestContext),
/* harmony export */   l1: () => (/* reexport safe */ _isomorphic_fetch_js__WEBPACK_IMPORTED_MODULE_1__.l),
/* harmony export */   m5: () => (/* binding */ HttpException),
/* harmony export */   ym: () => (/* binding */ HttpMethod)
/* harmony export */ });
/* harmony import */ var url__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87016);
/* harmony import */ var _rxjsStub_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65343);
/* harmony import */ var _isomorphic_fetch_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49957);



/**
 * Represents an HTTP method.
 */
const HttpMethod = {
    GET: "GET",
    HEAD: "HEAD",
    POST: "POST",
    PUT: "PUT",
    DELETE: "DELETE",
    CONNECT: "CONNECT",
    OPTIONS: "OPTIONS",
    TRACE: "TRACE",
    PATCH: "PATCH"
};
class HttpException extends Error {
    constructor(msg) {
        super(msg);
    }
}
function ensureAbsoluteUrl(url) {
    if (url.startsWith("http://") || url.startsWith("https://")) {
        return url;
    }
    throw new Error("You need to define an absolute base url for the server.");
}
/**
 * Represents an HTTP request context
 */
class RequestContext {
    /**
     * Creates the request context using a http method and request resource url
     *
     * @param url url of the requested resource
     * @param httpMethod http method
     */
    constructor(url, httpMethod) {
        this.httpMethod = httpMethod;
        this.headers = {};
        this.body = undefined;
        this.signal = undefined;
        this.dispatcher = undefined;
        this.url = new url__WEBPACK_IMPORTED_MODULE_0__.URL(ensureAbsoluteUrl(url));
    }
    /*
     * Returns the url set in the constructor including the query string
     *
     */
    getUrl() {
        return this.url.toString().endsWith("/") ?
            this.url.toString().slice(0, -1)
            : this.url.toString();
    }
    /**
     * Replaces the url set in the constructor with this url.
     *
     */
    setUrl(url) {
        this.url = new url__WEBPACK_IMPORTED_MODULE_0__.URL(ensureAbsoluteUrl(url));
    }
    /**
     * Sets the body of the http request either as a string or FormData
     *
     * Note that setting a body on a HTTP GET, HEAD, DELETE, CONNECT or TRACE
     * request is discouraged.
     * https://httpwg.org/http-core/draft-ietf-httpbis-semantics-latest.html#rfc.section.7.3.1
     *
     * @param body the body of the request
     */
    setBody(body) {
        this.body = body;
    }
    getHttpMethod() {
        return this.httpMethod;
    }
    getHeaders() {
        return this.headers;
    }
    getBody() {
        return this.body;
    }
    setQueryParam(name, value) {
        this.url.searchParams.set(name, value);
    }
    appendQueryParam(name, value) {
        this.url.searchParams.append(name, value);
    }
    /**
     * Sets a cookie with the name and value. NO check  for duplicate cookies is performed
     *
     */
    addCookie(name, value) {
        if (!this.headers["Cookie"]) {
            this.headers["Cookie"] = "";
        }
        this.headers["Cookie"] += name + "=" + value + "; ";
    }
    setHeaderParam(key, value) {
        // Delete any existing headers with case-insensitive matching keys
        const lowerKey = key.toLowerCase();
        for (const existingKey in this.headers) {
            if (existingKey.toLowerCase() === lowerKey) {
                delete this.headers[existingKey];
            }
        }
        this.headers[key] = value;
    }
    setSignal(signal) {
        this.signal = signal;
    }
    getSignal() {
        return this.signal;
    }
    setDispatcher(dispatcher) {
        this.dispatcher = dispatcher;
    }
    getDispatcher() {
        return this.dispatcher;
    }
}
/**
 * Helper class to generate a `ResponseBody` from binary data
 */
class SelfDecodingBody {
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    binary() {
        return this.dataSource;
    }
    async text() {
        const data = await this.dataSource;
        return data.toString();
    }
    stream() {
        return null;
    }
}
class ResponseContext {
    constructor(httpStatusCode, headers, body) {
        this.httpStatusCode = httpStatusCode;
        this.headers = headers;
        this.body = body;
    }
    /**
     * Parse header value in the form `value; param1="value1"`
     *
     * E.g. for Content-Type or Content-Disposition
     * Parameter names are converted to lower case
     * The first parameter is returned with the key `""`
     */
    getParsedHeader(headerName) {
        const result = {};
        if (!this.headers[headerName]) {
            return result;
        }
        const parameters = this.headers[headerName].split(";");
        for (const parameter of parameters) {
            let [key, value] = parameter.split("=", 2);
            if (!key) {
                continue;
            }
            key = key.toLowerCase().trim();
            if (value === undefined) {
                result[""] = key;
            }
            else {
                value = value.trim();
                if (value.startsWith('"') && value.endsWith('"')) {
                    value = value.substring(1, value.length - 1);
                }
                result[key] = value;
            }
        }
        return result;
    }
    async getBodyAsFile() {
        const data = await this.body.binary();
        const fileName = this.getParsedHeader("content-disposition")["filename"] || "";
        return { data, name: fileName };
    }
    /**
     * Use a heuristic to get a body of unknown data structure.
     * Return as string if possible, otherwise as binary.
     */
    getBodyAsAny() {
        try {
            return this.body.text();
        }
        catch { }
        try {
            return this.body.binary();
        }
        catch { }
        return Promise.resolve(undefined);
    }
}
function wrapHttpLibrary(promiseHttpLibrary) {
    return {
        send(request) {
            return (0,_rxjsStub_js__WEBPACK_IMPORTED_MODULE_2__.from)(promiseHttpLibrary.send(request));
        }
    };
}
class HttpInfo extends ResponseContext {
    constructor(httpStatusCode, headers, body, data) {
        super(httpStatusCode, headers, body);
        this.data = data;
    }
}
//# sourceMappingURL=http.js.map

/***/ }),

/***/ 49957:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ IsomorphicFetchHttpLibrary)
/* harmony export */ });
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91561);
/* harmony import */ var _rxjsStub_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65343);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22283);



class IsomorphicFetchHttpLibrary {
    send(request) {
        let method = request.getHttpMethod().toString();
        let body = request.getBody();
        const resultPromise = (0,undici__WEBPACK_IMPORTED_MODULE_1__.fetch)(request.getUrl(), {
            method: method,
            body: body,
            headers: request.getHeaders(),
            signal: request.getSignal(),
            dispatcher: request.getDispatcher(),
        }).then((resp) => {
            const headers = {};
            resp.headers.forEach((value, name) => {
                headers[name] = value;
            });
            const body = {
                text: () => resp.text(),
                binary: () => resp.buffer(),
                stream: () => resp.body
            };
            return new _http_js__WEBPACK_IMPORTED_MODULE_0__.ResponseContext(resp.status, headers, body);
        });
        return (0,_rxjsStub_js__WEBPACK_IMPORTED_MODULE_2__.from)(resultPromise);
    }
}
//# sourceMappingURL=isomorphic-fetch.js.map

/***/ }),

/***/ 65343:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tj: () => (/* binding */ map),
/* harmony export */   ZZ: () => (/* binding */ mergeMap),
/* harmony export */   cP: () => (/* binding */ Observable),
/* harmony export */   from: () => (/* binding */ from),
/* harmony export */   of: () => (/* binding */ of)
/* harmony export */ });
class Observable {
    constructor(promise) {
        this.promise = promise;
    }
    toPromise() {
        return this.promise;
    }
    pipe(callback) {
        return new Observable(this.promise.then(callback));
    }
}
function from(promise) {
    return new Observable(promise);
}
function of(value) {
    return new Observable(Promise.resolve(value));
}
function mergeMap(callback) {
    return (value) => callback(value).toPromise();
}
function map(callback) {
    return callback;
}
//# sourceMappingURL=rxjsStub.js.map

/***/ })

};
