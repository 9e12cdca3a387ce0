"use strict";
exports.id = 7882;
exports.ids = [7882];
exports.modules = {

/***/ 17882:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PatternRefused: () => (/* binding */ PatternRefused),
/* harmony export */   linearRegExpEngine: () => (/* binding */ linearRegExpEngine),
/* harmony export */   u: () => (/* binding */ patternCost)
/* harmony export */ });
/* harmony import */ var re2js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2856);

/**
 * Schema patterns run on RE2 (re2js): time linear in the text, where V8's backtracking engine
 * takes exponential time on `^(a|a)*$`. Linear is still text × program size, so both are
 * budgeted: a schema's patterns together, when it is compiled, and the text they are run on,
 * per validation. Past either, the sandbox refuses with 400 rather than blocking every
 * organization for seconds.
 */
class PatternRefused extends Error {
    pattern;
    reason;
    constructor(pattern, reason) {
        super(reason);
        this.pattern = pattern;
        this.reason = reason;
    }
}
/** About 50 ms of compiling at worst: real patterns cost tens. */
const MAX_SCHEMA_COST = 10_000;
/** Text length × program size per validation: about half a second in RE2's slowest mode. */
const MAX_MATCH_WORK = 30_000_000;
const COUNTED = /^\{(\d+)(?:,(\d*))?\}/;
/**
 * An upper bound on the size of RE2's program for a pattern: atoms, with counted repeats
 * (`x{1000}`) multiplying what they repeat. RE2 caps nested repeats at 1000 in all, so this stays
 * small for the patterns it would compile; the point is to refuse huge ones before compiling.
 */
function patternCost(pattern) {
    const frames = [{ size: 0, last: 0 }];
    const atom = (cost) => {
        const top = frames[frames.length - 1];
        top.size += cost;
        top.last = cost;
    };
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '\\') {
            i++;
            if (pattern[i + 1] === '{')
                i = Math.max(i, pattern.indexOf('}', i));
            atom(1);
        }
        else if (c === '[') {
            for (i++; i < pattern.length && pattern[i] !== ']'; i++)
                if (pattern[i] === '\\')
                    i++;
            atom(1);
        }
        else if (c === '(')
            frames.push({ size: 0, last: 0 });
        else if (c === ')' && frames.length > 1) {
            const group = frames.pop();
            atom(group.size + 1);
        }
        else if (c === '{' && COUNTED.test(pattern.slice(i, i + 24))) {
            const [text, min, max] = COUNTED.exec(pattern.slice(i, i + 24));
            const times = Math.max(1, Number(max || min) + (max === '' ? 1 : 0));
            const top = frames[frames.length - 1];
            top.size += top.last * (times - 1);
            top.last *= times;
            i += text.length - 1;
        }
        else
            atom(1);
    }
    return frames.reduce((sum, f) => sum + f.size, 0);
}
/**
 * Ajv's `code.regExp` for one schema: compiles each pattern with RE2 within the schema's budget
 * and charges each test to the current validation's budget (`startValidation`).
 */
function linearRegExpEngine() {
    let schemaCost = 0;
    let work = 0;
    const engine = (pattern) => {
        const cost = Math.max(1, patternCost(pattern));
        schemaCost += cost;
        if (schemaCost > MAX_SCHEMA_COST)
            throw new PatternRefused(pattern, `the schema's patterns are too large together (more than ${MAX_SCHEMA_COST} steps)`);
        let re;
        try {
            re = re2js__WEBPACK_IMPORTED_MODULE_0__.RE2JS.compile(re2js__WEBPACK_IMPORTED_MODULE_0__.RE2JS.translateRegExp(pattern));
        }
        catch (err) {
            throw new PatternRefused(pattern, err.message);
        }
        return {
            test(text) {
                work += text.length * cost;
                if (work > MAX_MATCH_WORK)
                    throw new PatternRefused(pattern, 'the data is too large to check against the schema pattern');
                return re.test(text);
            },
            // Ajv keeps one compiled pattern per distinct toString(): without this every pattern of
            // the schema would be `[object Object]`, and all would run as the first one compiled.
            toString: () => `/${pattern}/`
        };
    };
    engine.code = 'linearRegExp';
    return Object.assign(engine, {
        startValidation() {
            work = 0;
        }
    });
}


/***/ })

};
;