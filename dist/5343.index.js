export const id = 5343;
export const ids = [5343];
export const modules = {

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
