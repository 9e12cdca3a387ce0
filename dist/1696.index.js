exports.id = 1696;
exports.ids = [1696];
exports.modules = {

/***/ 71696:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

const { awsEndpointFunctions, emitWarningIfUnsupportedVersion: emitWarningIfUnsupportedVersion$1, createDefaultUserAgentProvider, NODE_APP_ID_CONFIG_OPTIONS, getAwsRegionExtensionConfiguration, resolveAwsRegionExtensionConfiguration, resolveUserAgentConfig, resolveHostHeaderConfig, getUserAgentPlugin, getHostHeaderPlugin, getLoggerPlugin, getRecursionDetectionPlugin } = __webpack_require__(5152);
const { getHttpAuthSchemeEndpointRuleSetPlugin, DefaultIdentityProviderConfig, getHttpSigningPlugin, createPaginator } = __webpack_require__(90402);
const { normalizeProvider, getSmithyContext, ServiceException: ServiceException$1, NoOpLogger, emitWarningIfUnsupportedVersion, loadConfigsForDefaultMode, getDefaultExtensionConfiguration, resolveDefaultRuntimeConfig, Client, makeBuilder, createWaiter, checkExceptions, WaiterState, createAggregatedClient } = __webpack_require__(92658);
const { Command: $Command } = __webpack_require__(92658);
exports.$Command = $Command;
exports.__Client = Client;
const { resolveDefaultsModeConfig, loadConfig, NODE_USE_FIPS_ENDPOINT_CONFIG_OPTIONS, NODE_USE_DUALSTACK_ENDPOINT_CONFIG_OPTIONS, NODE_REGION_CONFIG_OPTIONS, NODE_REGION_CONFIG_FILE_OPTIONS, resolveRegionConfig } = __webpack_require__(47291);
const { BinaryDecisionDiagram, EndpointCache, decideEndpoint, customEndpointFunctions, resolveEndpointConfig, getEndpointPlugin } = __webpack_require__(62085);
const { eventStreamSerdeProvider, resolveEventStreamSerdeConfig } = __webpack_require__(56579);
const { parseUrl, getHttpHandlerExtensionConfiguration, resolveHttpHandlerRuntimeConfig, getContentLengthPlugin } = __webpack_require__(93422);
const { DEFAULT_RETRY_MODE, NODE_RETRY_MODE_CONFIG_OPTIONS, NODE_MAX_ATTEMPT_CONFIG_OPTIONS, resolveRetryConfig, getRetryPlugin } = __webpack_require__(23609);
const { TypeRegistry, getSchemaSerdePlugin } = __webpack_require__(26890);
const { resolveAwsSdkSigV4Config, AwsSdkSigV4Signer, NODE_AUTH_SCHEME_PREFERENCE_OPTIONS } = __webpack_require__(97523);
const { defaultProvider } = __webpack_require__(5861);
const { toUtf8, fromUtf8, toBase64, fromBase64, calculateBodyLength } = __webpack_require__(92430);
const { streamCollector, NodeHttpHandler } = __webpack_require__(61279);
const { AwsRestJsonProtocol } = __webpack_require__(37288);
const { Sha256 } = __webpack_require__(99542);

const defaultLambdaHttpAuthSchemeParametersProvider = async (config, context, input) => {
    return {
        operation: getSmithyContext(context).operation,
        region: await normalizeProvider(config.region)() || (() => {
            throw new Error("expected `region` to be configured for `aws.auth#sigv4`");
        })(),
    };
};
function createAwsAuthSigv4HttpAuthOption(authParameters) {
    return {
        schemeId: "aws.auth#sigv4",
        signingProperties: {
            name: "lambda",
            region: authParameters.region,
        },
        propertiesExtractor: (config, context) => ({
            signingProperties: {
                config,
                context,
            },
        }),
    };
}
const defaultLambdaHttpAuthSchemeProvider = (authParameters) => {
    const options = [];
    switch (authParameters.operation) {
        default: {
            options.push(createAwsAuthSigv4HttpAuthOption(authParameters));
        }
    }
    return options;
};
const resolveHttpAuthSchemeConfig = (config) => {
    const config_0 = resolveAwsSdkSigV4Config(config);
    return Object.assign(config_0, {
        authSchemePreference: normalizeProvider(config.authSchemePreference ?? []),
    });
};

const resolveClientEndpointParameters = (options) => {
    return Object.assign(options, {
        useDualstackEndpoint: options.useDualstackEndpoint ?? false,
        useFipsEndpoint: options.useFipsEndpoint ?? false,
        defaultSigningName: "lambda",
    });
};
const commonParams = {
    UseFIPS: { type: "builtInParams", name: "useFipsEndpoint" },
    Endpoint: { type: "builtInParams", name: "endpoint" },
    Region: { type: "builtInParams", name: "region" },
    UseDualStack: { type: "builtInParams", name: "useDualstackEndpoint" },
};

var version = "3.1163.0";
var packageInfo = {
	version: version};

const k = "ref";
const a = -1, b = true, c = "isSet", d = "PartitionResult", e = "booleanEquals", f = "getAttr", g = { [k]: "Endpoint" }, h = { [k]: d }, i = {}, j = [{ [k]: "Region" }];
const _data = {
    conditions: [
        [c, [g]],
        [c, j],
        ["aws.partition", j, d],
        [e, [{ [k]: "UseFIPS" }, b]],
        [e, [{ [k]: "UseDualStack" }, b]],
        [e, [{ fn: f, argv: [h, "supportsDualStack"] }, b]],
        [e, [{ fn: f, argv: [h, "supportsFIPS"] }, b]]
    ],
    results: [
        [a],
        [a, "Invalid Configuration: FIPS and custom endpoint are not supported"],
        [a, "Invalid Configuration: Dualstack and custom endpoint are not supported"],
        [g, i],
        ["https://lambda-fips.{Region}.{PartitionResult#dualStackDnsSuffix}", i],
        [a, "FIPS and DualStack are enabled, but this partition does not support one or both"],
        ["https://lambda-fips.{Region}.{PartitionResult#dnsSuffix}", i],
        [a, "FIPS is enabled but this partition does not support FIPS"],
        ["https://lambda.{Region}.{PartitionResult#dualStackDnsSuffix}", i],
        [a, "DualStack is enabled but this partition does not support DualStack"],
        ["https://lambda.{Region}.{PartitionResult#dnsSuffix}", i],
        [a, "Invalid Configuration: Missing Region"]
    ]
};
const root = 2;
const r = 100_000_000;
const nodes = new Int32Array([
    -1, 1, -1,
    0, 12, 3,
    1, 4, r + 11,
    2, 5, r + 11,
    3, 8, 6,
    4, 7, r + 10,
    5, r + 8, r + 9,
    4, 10, 9,
    6, r + 6, r + 7,
    5, 11, r + 5,
    6, r + 4, r + 5,
    3, r + 1, 13,
    4, r + 2, r + 3,
]);
const bdd = BinaryDecisionDiagram.from(nodes, root, _data.conditions, _data.results);

const cache = new EndpointCache({
    size: 50,
    params: ["Endpoint", "Region", "UseDualStack", "UseFIPS"],
});
const defaultEndpointResolver = (endpointParams, context = {}) => {
    return cache.get(endpointParams, () => decideEndpoint(bdd, {
        endpointParams: endpointParams,
        logger: context.logger,
    }));
};
customEndpointFunctions.aws = awsEndpointFunctions;

class LambdaServiceException extends ServiceException$1 {
    static shapeId = "smithy.ts.sdk.synthetic.com.amazonaws.lambda#LambdaServiceException";
    constructor(options) {
        super(options);
        Object.setPrototypeOf(this, LambdaServiceException.prototype);
    }
}

class InvalidParameterValueException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#InvalidParameterValueException";
    name = "InvalidParameterValueException";
    $fault = "client";
    Type;
    constructor(opts) {
        super({
            name: "InvalidParameterValueException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, InvalidParameterValueException.prototype);
        this.Type = opts.Type;
    }
}
class PolicyLengthExceededException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#PolicyLengthExceededException";
    name = "PolicyLengthExceededException";
    $fault = "client";
    Type;
    constructor(opts) {
        super({
            name: "PolicyLengthExceededException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, PolicyLengthExceededException.prototype);
        this.Type = opts.Type;
    }
}
class PreconditionFailedException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#PreconditionFailedException";
    name = "PreconditionFailedException";
    $fault = "client";
    Type;
    constructor(opts) {
        super({
            name: "PreconditionFailedException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, PreconditionFailedException.prototype);
        this.Type = opts.Type;
    }
}
class ResourceConflictException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#ResourceConflictException";
    name = "ResourceConflictException";
    $fault = "client";
    Type;
    constructor(opts) {
        super({
            name: "ResourceConflictException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ResourceConflictException.prototype);
        this.Type = opts.Type;
    }
}
class ResourceNotFoundException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#ResourceNotFoundException";
    name = "ResourceNotFoundException";
    $fault = "client";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "ResourceNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ResourceNotFoundException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class ServiceException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#ServiceException";
    name = "ServiceException";
    $fault = "server";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "ServiceException",
            $fault: "server",
            ...opts,
        });
        Object.setPrototypeOf(this, ServiceException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class TooManyRequestsException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#TooManyRequestsException";
    name = "TooManyRequestsException";
    $fault = "client";
    retryAfterSeconds;
    Type;
    Reason;
    constructor(opts) {
        super({
            name: "TooManyRequestsException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, TooManyRequestsException.prototype);
        this.retryAfterSeconds = opts.retryAfterSeconds;
        this.Type = opts.Type;
        this.Reason = opts.Reason;
    }
}
class PublicPolicyException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#PublicPolicyException";
    name = "PublicPolicyException";
    $fault = "client";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "PublicPolicyException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, PublicPolicyException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class AliasLimitExceededException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#AliasLimitExceededException";
    name = "AliasLimitExceededException";
    $fault = "client";
    Type;
    constructor(opts) {
        super({
            name: "AliasLimitExceededException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, AliasLimitExceededException.prototype);
        this.Type = opts.Type;
    }
}
class CapacityProviderLimitExceededException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#CapacityProviderLimitExceededException";
    name = "CapacityProviderLimitExceededException";
    $fault = "client";
    Type;
    constructor(opts) {
        super({
            name: "CapacityProviderLimitExceededException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, CapacityProviderLimitExceededException.prototype);
        this.Type = opts.Type;
    }
}
class KMSAccessDeniedException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#KMSAccessDeniedException";
    name = "KMSAccessDeniedException";
    $fault = "server";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "KMSAccessDeniedException",
            $fault: "server",
            ...opts,
        });
        Object.setPrototypeOf(this, KMSAccessDeniedException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class KMSDisabledException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#KMSDisabledException";
    name = "KMSDisabledException";
    $fault = "server";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "KMSDisabledException",
            $fault: "server",
            ...opts,
        });
        Object.setPrototypeOf(this, KMSDisabledException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class KMSInvalidStateException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#KMSInvalidStateException";
    name = "KMSInvalidStateException";
    $fault = "server";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "KMSInvalidStateException",
            $fault: "server",
            ...opts,
        });
        Object.setPrototypeOf(this, KMSInvalidStateException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class KMSNotFoundException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#KMSNotFoundException";
    name = "KMSNotFoundException";
    $fault = "server";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "KMSNotFoundException",
            $fault: "server",
            ...opts,
        });
        Object.setPrototypeOf(this, KMSNotFoundException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class ResourceInUseException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#ResourceInUseException";
    name = "ResourceInUseException";
    $fault = "client";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "ResourceInUseException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ResourceInUseException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class CodeSigningConfigNotFoundException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#CodeSigningConfigNotFoundException";
    name = "CodeSigningConfigNotFoundException";
    $fault = "client";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "CodeSigningConfigNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, CodeSigningConfigNotFoundException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class CodeStorageExceededException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#CodeStorageExceededException";
    name = "CodeStorageExceededException";
    $fault = "client";
    Type;
    constructor(opts) {
        super({
            name: "CodeStorageExceededException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, CodeStorageExceededException.prototype);
        this.Type = opts.Type;
    }
}
class CodeVerificationFailedException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#CodeVerificationFailedException";
    name = "CodeVerificationFailedException";
    $fault = "client";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "CodeVerificationFailedException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, CodeVerificationFailedException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class FunctionVersionsPerCapacityProviderLimitExceededException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#FunctionVersionsPerCapacityProviderLimitExceededException";
    name = "FunctionVersionsPerCapacityProviderLimitExceededException";
    $fault = "client";
    Type;
    constructor(opts) {
        super({
            name: "FunctionVersionsPerCapacityProviderLimitExceededException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, FunctionVersionsPerCapacityProviderLimitExceededException.prototype);
        this.Type = opts.Type;
    }
}
class InvalidCodeSignatureException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#InvalidCodeSignatureException";
    name = "InvalidCodeSignatureException";
    $fault = "client";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "InvalidCodeSignatureException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, InvalidCodeSignatureException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class CodeArtifactUserDeletedException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#CodeArtifactUserDeletedException";
    name = "CodeArtifactUserDeletedException";
    $fault = "client";
    Type;
    constructor(opts) {
        super({
            name: "CodeArtifactUserDeletedException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, CodeArtifactUserDeletedException.prototype);
        this.Type = opts.Type;
    }
}
class CodeArtifactUserFailedException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#CodeArtifactUserFailedException";
    name = "CodeArtifactUserFailedException";
    $fault = "client";
    Type;
    constructor(opts) {
        super({
            name: "CodeArtifactUserFailedException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, CodeArtifactUserFailedException.prototype);
        this.Type = opts.Type;
    }
}
class CodeArtifactUserPendingException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#CodeArtifactUserPendingException";
    name = "CodeArtifactUserPendingException";
    $fault = "client";
    Type;
    constructor(opts) {
        super({
            name: "CodeArtifactUserPendingException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, CodeArtifactUserPendingException.prototype);
        this.Type = opts.Type;
    }
}
class DurableExecutionAlreadyStartedException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#DurableExecutionAlreadyStartedException";
    name = "DurableExecutionAlreadyStartedException";
    $fault = "client";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "DurableExecutionAlreadyStartedException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, DurableExecutionAlreadyStartedException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class EC2AccessDeniedException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#EC2AccessDeniedException";
    name = "EC2AccessDeniedException";
    $fault = "server";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "EC2AccessDeniedException",
            $fault: "server",
            ...opts,
        });
        Object.setPrototypeOf(this, EC2AccessDeniedException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class EC2ThrottledException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#EC2ThrottledException";
    name = "EC2ThrottledException";
    $fault = "server";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "EC2ThrottledException",
            $fault: "server",
            ...opts,
        });
        Object.setPrototypeOf(this, EC2ThrottledException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class EC2UnexpectedException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#EC2UnexpectedException";
    name = "EC2UnexpectedException";
    $fault = "server";
    Type;
    Message;
    EC2ErrorCode;
    constructor(opts) {
        super({
            name: "EC2UnexpectedException",
            $fault: "server",
            ...opts,
        });
        Object.setPrototypeOf(this, EC2UnexpectedException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
        this.EC2ErrorCode = opts.EC2ErrorCode;
    }
}
class EFSIOException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#EFSIOException";
    name = "EFSIOException";
    $fault = "client";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "EFSIOException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, EFSIOException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class EFSMountConnectivityException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#EFSMountConnectivityException";
    name = "EFSMountConnectivityException";
    $fault = "client";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "EFSMountConnectivityException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, EFSMountConnectivityException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class EFSMountFailureException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#EFSMountFailureException";
    name = "EFSMountFailureException";
    $fault = "client";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "EFSMountFailureException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, EFSMountFailureException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class EFSMountTimeoutException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#EFSMountTimeoutException";
    name = "EFSMountTimeoutException";
    $fault = "client";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "EFSMountTimeoutException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, EFSMountTimeoutException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class ENILimitReachedException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#ENILimitReachedException";
    name = "ENILimitReachedException";
    $fault = "server";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "ENILimitReachedException",
            $fault: "server",
            ...opts,
        });
        Object.setPrototypeOf(this, ENILimitReachedException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class ENINotReadyException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#ENINotReadyException";
    name = "ENINotReadyException";
    $fault = "server";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "ENINotReadyException",
            $fault: "server",
            ...opts,
        });
        Object.setPrototypeOf(this, ENINotReadyException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class InvalidRequestContentException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#InvalidRequestContentException";
    name = "InvalidRequestContentException";
    $fault = "client";
    Type;
    constructor(opts) {
        super({
            name: "InvalidRequestContentException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, InvalidRequestContentException.prototype);
        this.Type = opts.Type;
    }
}
class InvalidRuntimeException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#InvalidRuntimeException";
    name = "InvalidRuntimeException";
    $fault = "server";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "InvalidRuntimeException",
            $fault: "server",
            ...opts,
        });
        Object.setPrototypeOf(this, InvalidRuntimeException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class InvalidSecurityGroupIDException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#InvalidSecurityGroupIDException";
    name = "InvalidSecurityGroupIDException";
    $fault = "server";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "InvalidSecurityGroupIDException",
            $fault: "server",
            ...opts,
        });
        Object.setPrototypeOf(this, InvalidSecurityGroupIDException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class InvalidSubnetIDException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#InvalidSubnetIDException";
    name = "InvalidSubnetIDException";
    $fault = "server";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "InvalidSubnetIDException",
            $fault: "server",
            ...opts,
        });
        Object.setPrototypeOf(this, InvalidSubnetIDException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class InvalidZipFileException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#InvalidZipFileException";
    name = "InvalidZipFileException";
    $fault = "server";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "InvalidZipFileException",
            $fault: "server",
            ...opts,
        });
        Object.setPrototypeOf(this, InvalidZipFileException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class ModeNotSupportedException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#ModeNotSupportedException";
    name = "ModeNotSupportedException";
    $fault = "client";
    Type;
    constructor(opts) {
        super({
            name: "ModeNotSupportedException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ModeNotSupportedException.prototype);
        this.Type = opts.Type;
    }
}
class NoPublishedVersionException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#NoPublishedVersionException";
    name = "NoPublishedVersionException";
    $fault = "client";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "NoPublishedVersionException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, NoPublishedVersionException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class RecursiveInvocationException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#RecursiveInvocationException";
    name = "RecursiveInvocationException";
    $fault = "client";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "RecursiveInvocationException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, RecursiveInvocationException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class RequestTooLargeException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#RequestTooLargeException";
    name = "RequestTooLargeException";
    $fault = "client";
    Type;
    constructor(opts) {
        super({
            name: "RequestTooLargeException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, RequestTooLargeException.prototype);
        this.Type = opts.Type;
    }
}
class ResourceNotReadyException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#ResourceNotReadyException";
    name = "ResourceNotReadyException";
    $fault = "server";
    Type;
    constructor(opts) {
        super({
            name: "ResourceNotReadyException",
            $fault: "server",
            ...opts,
        });
        Object.setPrototypeOf(this, ResourceNotReadyException.prototype);
        this.Type = opts.Type;
    }
}
class S3FilesMountConnectivityException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#S3FilesMountConnectivityException";
    name = "S3FilesMountConnectivityException";
    $fault = "client";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "S3FilesMountConnectivityException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, S3FilesMountConnectivityException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class S3FilesMountFailureException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#S3FilesMountFailureException";
    name = "S3FilesMountFailureException";
    $fault = "client";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "S3FilesMountFailureException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, S3FilesMountFailureException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class S3FilesMountTimeoutException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#S3FilesMountTimeoutException";
    name = "S3FilesMountTimeoutException";
    $fault = "client";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "S3FilesMountTimeoutException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, S3FilesMountTimeoutException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class SerializedRequestEntityTooLargeException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#SerializedRequestEntityTooLargeException";
    name = "SerializedRequestEntityTooLargeException";
    $fault = "client";
    Type;
    constructor(opts) {
        super({
            name: "SerializedRequestEntityTooLargeException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, SerializedRequestEntityTooLargeException.prototype);
        this.Type = opts.Type;
    }
}
class ServiceQuotaExceededException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#ServiceQuotaExceededException";
    name = "ServiceQuotaExceededException";
    $fault = "client";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "ServiceQuotaExceededException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ServiceQuotaExceededException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class SnapStartException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#SnapStartException";
    name = "SnapStartException";
    $fault = "client";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "SnapStartException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, SnapStartException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class SnapStartNotReadyException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#SnapStartNotReadyException";
    name = "SnapStartNotReadyException";
    $fault = "client";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "SnapStartNotReadyException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, SnapStartNotReadyException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class SnapStartRegenerationFailureException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#SnapStartRegenerationFailureException";
    name = "SnapStartRegenerationFailureException";
    $fault = "client";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "SnapStartRegenerationFailureException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, SnapStartRegenerationFailureException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class SnapStartTimeoutException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#SnapStartTimeoutException";
    name = "SnapStartTimeoutException";
    $fault = "client";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "SnapStartTimeoutException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, SnapStartTimeoutException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class SubnetIPAddressLimitReachedException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#SubnetIPAddressLimitReachedException";
    name = "SubnetIPAddressLimitReachedException";
    $fault = "server";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "SubnetIPAddressLimitReachedException",
            $fault: "server",
            ...opts,
        });
        Object.setPrototypeOf(this, SubnetIPAddressLimitReachedException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}
class UnsupportedMediaTypeException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#UnsupportedMediaTypeException";
    name = "UnsupportedMediaTypeException";
    $fault = "client";
    Type;
    constructor(opts) {
        super({
            name: "UnsupportedMediaTypeException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, UnsupportedMediaTypeException.prototype);
        this.Type = opts.Type;
    }
}
class ProvisionedConcurrencyConfigNotFoundException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#ProvisionedConcurrencyConfigNotFoundException";
    name = "ProvisionedConcurrencyConfigNotFoundException";
    $fault = "client";
    Type;
    constructor(opts) {
        super({
            name: "ProvisionedConcurrencyConfigNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ProvisionedConcurrencyConfigNotFoundException.prototype);
        this.Type = opts.Type;
    }
}
class CallbackTimeoutException extends LambdaServiceException {
    static shapeId = "com.amazonaws.lambda#CallbackTimeoutException";
    name = "CallbackTimeoutException";
    $fault = "client";
    Type;
    Message;
    constructor(opts) {
        super({
            name: "CallbackTimeoutException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, CallbackTimeoutException.prototype);
        this.Type = opts.Type;
        this.Message = opts.Message;
    }
}

const _A = "Action";
const _AA = "AliasArn";
const _AC = "AliasConfiguration";
const _ACc = "AccessConfigs";
const _ACl = "AllowCredentials";
const _AFSC = "AppliedFunctionScalingConfig";
const _AH = "AllowHeaders";
const _AIT = "AllowedInstanceTypes";
const _AL = "AccountLimit";
const _ALEE = "AliasLimitExceededException";
const _ALL = "ApplicationLogLevel";
const _ALVP = "AddLayerVersionPermission";
const _ALVPR = "AddLayerVersionPermissionRequest";
const _ALVPRd = "AddLayerVersionPermissionResponse";
const _ALl = "AliasList";
const _AM = "AllowMethods";
const _AMKESC = "AmazonManagedKafkaEventSourceConfig";
const _AO = "AllowOrigins";
const _AOp = "ApplyOn";
const _AP = "AllowedPublishers";
const _APCE = "AvailableProvisionedConcurrentExecutions";
const _APCEl = "AllocatedProvisionedConcurrentExecutions";
const _APR = "AddPermissionRequest";
const _APRd = "AddPermissionResponse";
const _APd = "AddPermission";
const _ARC = "AliasRoutingConfiguration";
const _AT = "AuthType";
const _AU = "AccountUsage";
const _AVW = "AdditionalVersionWeights";
const _Al = "Aliases";
const _Ar = "Architectures";
const _Arn = "Arn";
const _At = "Attribute";
const _Att = "Attempt";
const _B = "Blob";
const _BBOFE = "BisectBatchOnFunctionError";
const _BOP = "BinaryOperationPayload";
const _BS = "BlobStream";
const _BSa = "BatchSize";
const _C = "Concurrency";
const _CA = "CompatibleArchitectures";
const _CAR = "CreateAliasRequest";
const _CAUDE = "CodeArtifactUserDeletedException";
const _CAUFE = "CodeArtifactUserFailedException";
const _CAUPE = "CodeArtifactUserPendingException";
const _CAo = "CompatibleArchitecture";
const _CAr = "CreateAlias";
const _CAu = "CurrentAttempt";
const _CC = "ClientContext";
const _CCP = "CreateCapacityProvider";
const _CCPR = "CreateCapacityProviderRequest";
const _CCPRr = "CreateCapacityProviderResponse";
const _CCSC = "CreateCodeSigningConfig";
const _CCSCR = "CreateCodeSigningConfigRequest";
const _CCSCRr = "CreateCodeSigningConfigResponse";
const _CD = "CallbackDetails";
const _CDE = "CheckpointDurableExecution";
const _CDER = "CheckpointDurableExecutionRequest";
const _CDERh = "CheckpointDurableExecutionResponse";
const _CDo = "ContextDetails";
const _CDr = "CreatedDate";
const _CE = "ConcurrentExecutions";
const _CESM = "CreateEventSourceMapping";
const _CESMR = "CreateEventSourceMappingRequest";
const _CF = "CreateFunction";
const _CFD = "CallbackFailedDetails";
const _CFDo = "ContextFailedDetails";
const _CFR = "CreateFunctionRequest";
const _CFUC = "CreateFunctionUrlConfig";
const _CFUCR = "CreateFunctionUrlConfigRequest";
const _CFUCRr = "CreateFunctionUrlConfigResponse";
const _CGI = "ConsumerGroupId";
const _CI = "CallbackId";
const _CID = "ChainedInvokeDetails";
const _CIFD = "ChainedInvokeFailedDetails";
const _CIO = "ChainedInvokeOptions";
const _CISD = "ChainedInvokeStartedDetails";
const _CISDh = "ChainedInvokeStoppedDetails";
const _CISDha = "ChainedInvokeSucceededDetails";
const _CITOD = "ChainedInvokeTimedOutDetails";
const _CM = "ConsumptionMode";
const _CN = "CollectionName";
const _CO = "CallbackOptions";
const _COo = "ContextOptions";
const _CP = "CapacityProvider";
const _CPA = "CapacityProviderArn";
const _CPC = "CapacityProviderConfig";
const _CPL = "CapacityProvidersList";
const _CPLC = "CapacityProviderLoggingConfig";
const _CPLEE = "CapacityProviderLimitExceededException";
const _CPN = "CapacityProviderName";
const _CPORA = "CapacityProviderOperatorRoleArn";
const _CPPC = "CapacityProviderPermissionsConfig";
const _CPSC = "CapacityProviderScalingConfig";
const _CPSPL = "CapacityProviderScalingPoliciesList";
const _CPTC = "CapacityProviderTelemetryConfig";
const _CPVC = "CapacityProviderVpcConfig";
const _CPa = "CapacityProviders";
const _CR = "CompatibleRuntimes";
const _CRo = "CompatibleRuntime";
const _CS = "CodeSize";
const _CSC = "CodeSigningConfig";
const _CSCA = "CodeSigningConfigArn";
const _CSCI = "CodeSigningConfigId";
const _CSCL = "CodeSigningConfigList";
const _CSCNFE = "CodeSigningConfigNotFoundException";
const _CSCo = "CodeSigningConfigs";
const _CSD = "CallbackStartedDetails";
const _CSDa = "CallbackSucceededDetails";
const _CSDo = "ContextStartedDetails";
const _CSDon = "ContextSucceededDetails";
const _CSEE = "CodeStorageExceededException";
const _CSP = "CodeSigningPolicies";
const _CSU = "CodeSizeUnzipped";
const _CSZ = "CodeSizeZipped";
const _CSo = "CodeSha256";
const _CSon = "ConfigSha256";
const _CT = "CheckpointToken";
const _CTE = "CallbackTimeoutException";
const _CTOD = "CallbackTimedOutDetails";
const _CT_ = "Content-Type";
const _CTl = "ClientToken";
const _CTr = "CreationTime";
const _CUES = "CheckpointUpdatedExecutionState";
const _CVFE = "CodeVerificationFailedException";
const _Co = "Cors";
const _Cod = "Code";
const _Com = "Command";
const _Con = "Configuration";
const _Cont = "Content";
const _D = "Description";
const _DA = "DeleteAlias";
const _DAR = "DeleteAliasRequest";
const _DC = "DestinationConfig";
const _DCP = "DeleteCapacityProvider";
const _DCPR = "DeleteCapacityProviderRequest";
const _DCPRe = "DeleteCapacityProviderResponse";
const _DCSC = "DeleteCodeSigningConfig";
const _DCSCR = "DeleteCodeSigningConfigRequest";
const _DCSCRe = "DeleteCodeSigningConfigResponse";
const _DCu = "DurableConfig";
const _DDBESC = "DocumentDBEventSourceConfig";
const _DE = "DurableExecutions";
const _DEA = "DurableExecutionArn";
const _DEASE = "DurableExecutionAlreadyStartedException";
const _DEN = "DurableExecutionName";
const _DESM = "DeleteEventSourceMapping";
const _DESMR = "DeleteEventSourceMappingRequest";
const _DF = "DeleteFunction";
const _DFC = "DeleteFunctionConcurrency";
const _DFCR = "DeleteFunctionConcurrencyRequest";
const _DFCSC = "DeleteFunctionCodeSigningConfig";
const _DFCSCR = "DeleteFunctionCodeSigningConfigRequest";
const _DFEIC = "DeleteFunctionEventInvokeConfig";
const _DFEICR = "DeleteFunctionEventInvokeConfigRequest";
const _DFR = "DeleteFunctionRequest";
const _DFRe = "DeleteFunctionResponse";
const _DFUC = "DeleteFunctionUrlConfig";
const _DFUCR = "DeleteFunctionUrlConfigRequest";
const _DLC = "DeadLetterConfig";
const _DLV = "DeleteLayerVersion";
const _DLVR = "DeleteLayerVersionRequest";
const _DN = "DatabaseName";
const _DPCC = "DeleteProvisionedConcurrencyConfig";
const _DPCCR = "DeleteProvisionedConcurrencyConfigRequest";
const _DR = "DryRun";
const _DRP = "DeleteResourcePolicy";
const _DRPR = "DeleteResourcePolicyRequest";
const _DSR = "DirectS3Read";
const _De = "Destination";
const _Du = "Duration";
const _E = "Error";
const _EC = "ErrorCode";
const _ECADE = "EC2AccessDeniedException";
const _ECEC = "EC2ErrorCode";
const _ECTE = "EC2ThrottledException";
const _ECUE = "EC2UnexpectedException";
const _ED = "ErrorData";
const _EDI = "ExecutionDataIncluded";
const _EDr = "ErrorDetails";
const _EDx = "ExecutionDetails";
const _EE = "EnvironmentError";
const _EEMGBPVC = "ExecutionEnvironmentMemoryGiBPerVCpu";
const _EEv = "EventError";
const _EFD = "ExecutionFailedDetails";
const _EFSIOE = "EFSIOException";
const _EFSMCE = "EFSMountConnectivityException";
const _EFSMFE = "EFSMountFailureException";
const _EFSMTE = "EFSMountTimeoutException";
const _EH = "ExposeHeaders";
const _EI = "EventId";
const _EIT = "ExcludedInstanceTypes";
const _EIv = "EventInput";
const _EM = "ErrorMessage";
const _ENILRE = "ENILimitReachedException";
const _ENINRE = "ENINotReadyException";
const _EO = "ErrorObject";
const _EP = "EntryPoint";
const _ER = "EnvironmentResponse";
const _ERF = "EventRecordFormat";
const _ERv = "EventResult";
const _ES = "EphemeralStorage";
const _ESA = "EventSourceArn";
const _ESD = "ExecutionStartedDetails";
const _ESDx = "ExecutionSucceededDetails";
const _ESDxe = "ExecutionStoppedDetails";
const _ESM = "EventSourceMappings";
const _ESMA = "EventSourceMappingArn";
const _ESMC = "EventSourceMappingConfiguration";
const _ESML = "EventSourceMappingsList";
const _ESMLC = "EventSourceMappingLoggingConfig";
const _ESMMC = "EventSourceMappingMetricsConfig";
const _EST = "EventSourceToken";
const _ESv = "EventStream";
const _ET = "ErrorType";
const _ETOD = "ExecutionTimedOutDetails";
const _ETn = "EndTimestamp";
const _ETv = "EventType";
const _ETve = "EventTimestamp";
const _ETx = "ExecutionTimeout";
const _ETxp = "ExplicitTags";
const _EV = "ExecutedVersion";
const _EVN = "EnvironmentVariableName";
const _EVV = "EnvironmentVariableValue";
const _EVn = "EnvironmentVariables";
const _En = "Enabled";
const _End = "Endpoints";
const _Env = "Environment";
const _Ev = "Event";
const _Eve = "Events";
const _Ex = "Execution";
const _F = "Filter";
const _FA = "FunctionArn";
const _FAu = "FunctionArns";
const _FC = "FunctionCount";
const _FCE = "FilterCriteriaError";
const _FCL = "FunctionCodeLocation";
const _FCLE = "FunctionCodeLocationError";
const _FCi = "FilterCriteria";
const _FCu = "FunctionCode";
const _FCun = "FunctionConfiguration";
const _FD = "FullDocument";
const _FE = "FunctionError";
const _FEIC = "FunctionEventInvokeConfig";
const _FEICL = "FunctionEventInvokeConfigList";
const _FEICu = "FunctionEventInvokeConfigs";
const _FL = "FilterList";
const _FLu = "FunctionList";
const _FN = "FunctionName";
const _FRT = "FunctionResponseTypes";
const _FS = "FunctionState";
const _FSC = "FileSystemConfigs";
const _FSCL = "FileSystemConfigList";
const _FSCi = "FileSystemConfig";
const _FSCu = "FunctionScalingConfig";
const _FU = "FunctionUrl";
const _FUAT = "FunctionUrlAuthType";
const _FUC = "FunctionUrlConfig";
const _FUCL = "FunctionUrlConfigList";
const _FUCu = "FunctionUrlConfigs";
const _FV = "FunctionVersion";
const _FVBCPL = "FunctionVersionsByCapacityProviderList";
const _FVBCPLI = "FunctionVersionsByCapacityProviderListItem";
const _FVPCPLEE = "FunctionVersionsPerCapacityProviderLimitExceededException";
const _FVu = "FunctionVersions";
const _Fi = "Filters";
const _Fu = "Functions";
const _GA = "GetAlias";
const _GAR = "GetAliasRequest";
const _GAS = "GetAccountSettings";
const _GASR = "GetAccountSettingsRequest";
const _GASRe = "GetAccountSettingsResponse";
const _GCP = "GetCapacityProvider";
const _GCPR = "GetCapacityProviderRequest";
const _GCPRe = "GetCapacityProviderResponse";
const _GCSC = "GetCodeSigningConfig";
const _GCSCR = "GetCodeSigningConfigRequest";
const _GCSCRe = "GetCodeSigningConfigResponse";
const _GDE = "GetDurableExecution";
const _GDEH = "GetDurableExecutionHistory";
const _GDEHR = "GetDurableExecutionHistoryRequest";
const _GDEHRe = "GetDurableExecutionHistoryResponse";
const _GDER = "GetDurableExecutionRequest";
const _GDERe = "GetDurableExecutionResponse";
const _GDES = "GetDurableExecutionState";
const _GDESR = "GetDurableExecutionStateRequest";
const _GDESRe = "GetDurableExecutionStateResponse";
const _GESM = "GetEventSourceMapping";
const _GESMR = "GetEventSourceMappingRequest";
const _GF = "GetFunction";
const _GFC = "GetFunctionConcurrency";
const _GFCR = "GetFunctionConcurrencyRequest";
const _GFCRe = "GetFunctionConcurrencyResponse";
const _GFCRet = "GetFunctionConfigurationRequest";
const _GFCSC = "GetFunctionCodeSigningConfig";
const _GFCSCR = "GetFunctionCodeSigningConfigRequest";
const _GFCSCRe = "GetFunctionCodeSigningConfigResponse";
const _GFCe = "GetFunctionConfiguration";
const _GFEIC = "GetFunctionEventInvokeConfig";
const _GFEICR = "GetFunctionEventInvokeConfigRequest";
const _GFR = "GetFunctionRequest";
const _GFRC = "GetFunctionRecursionConfig";
const _GFRCR = "GetFunctionRecursionConfigRequest";
const _GFRCRe = "GetFunctionRecursionConfigResponse";
const _GFRe = "GetFunctionResponse";
const _GFSC = "GetFunctionScalingConfig";
const _GFSCR = "GetFunctionScalingConfigRequest";
const _GFSCRe = "GetFunctionScalingConfigResponse";
const _GFUC = "GetFunctionUrlConfig";
const _GFUCR = "GetFunctionUrlConfigRequest";
const _GFUCRe = "GetFunctionUrlConfigResponse";
const _GLV = "GetLayerVersion";
const _GLVBA = "GetLayerVersionByArn";
const _GLVBAR = "GetLayerVersionByArnRequest";
const _GLVP = "GetLayerVersionPolicy";
const _GLVPR = "GetLayerVersionPolicyRequest";
const _GLVPRe = "GetLayerVersionPolicyResponse";
const _GLVR = "GetLayerVersionRequest";
const _GLVRe = "GetLayerVersionResponse";
const _GP = "GetPolicy";
const _GPCC = "GetProvisionedConcurrencyConfig";
const _GPCCR = "GetProvisionedConcurrencyConfigRequest";
const _GPCCRe = "GetProvisionedConcurrencyConfigResponse";
const _GPR = "GetPolicyRequest";
const _GPRe = "GetPolicyResponse";
const _GRMC = "GetRuntimeManagementConfig";
const _GRMCR = "GetRuntimeManagementConfigRequest";
const _GRMCRe = "GetRuntimeManagementConfigResponse";
const _GRP = "GetResourcePolicy";
const _GRPR = "GetResourcePolicyRequest";
const _GRPRe = "GetResourcePolicyResponse";
const _H = "Handler";
const _HT = "HeartbeatTimeout";
const _HTS = "HeartbeatTimeoutSeconds";
const _I = "Input";
const _IA = "InvokeArgs";
const _IAFDS = "Ipv6AllowedForDualStack";
const _IAR = "InvokeAsyncRequest";
const _IARn = "InvokeAsyncResponse";
const _IAn = "InvokeAsync";
const _IC = "ImageConfig";
const _ICD = "InvocationCompletedDetails";
const _ICE = "ImageConfigError";
const _ICR = "ImageConfigResponse";
const _ICSE = "InvalidCodeSignatureException";
const _ICn = "InvokeComplete";
const _IED = "IncludeExecutionData";
const _IM = "InvokeMode";
const _IP = "InputPayload";
const _IPVE = "InvalidParameterValueException";
const _IR = "InstanceRequirements";
const _IRCE = "InvalidRequestContentException";
const _IRE = "InvalidRuntimeException";
const _IRSU = "InvokeResponseStreamUpdate";
const _IRn = "InvocationRequest";
const _IRnv = "InvocationResponse";
const _ISGIDE = "InvalidSecurityGroupIDException";
const _ISIDE = "InvalidSubnetIDException";
const _IT = "InvocationType";
const _IU = "ImageUri";
const _IVFU = "InvokedViaFunctionUrl";
const _IWRS = "InvokeWithResponseStream";
const _IWRSCE = "InvokeWithResponseStreamCompleteEvent";
const _IWRSR = "InvokeWithResponseStreamRequest";
const _IWRSRE = "InvokeWithResponseStreamResponseEvent";
const _IWRSRn = "InvokeWithResponseStreamResponse";
const _IZFE = "InvalidZipFileException";
const _Id = "Id";
const _In = "Invoke";
const _K = "Key";
const _KKA = "KmsKeyArn";
const _KMSADE = "KMSAccessDeniedException";
const _KMSDE = "KMSDisabledException";
const _KMSISE = "KMSInvalidStateException";
const _KMSKA = "KMSKeyArn";
const _KMSNFE = "KMSNotFoundException";
const _KSRAC = "KafkaSchemaRegistryAccessConfig";
const _KSRACL = "KafkaSchemaRegistryAccessConfigList";
const _KSRC = "KafkaSchemaRegistryConfig";
const _KSVC = "KafkaSchemaValidationConfig";
const _KSVCL = "KafkaSchemaValidationConfigList";
const _L = "Layers";
const _LA = "LayerArn";
const _LAR = "ListAliasesRequest";
const _LARi = "ListAliasesResponse";
const _LAi = "ListAliases";
const _LC = "LoggingConfig";
const _LCP = "ListCapacityProviders";
const _LCPR = "ListCapacityProvidersRequest";
const _LCPRi = "ListCapacityProvidersResponse";
const _LCSC = "ListCodeSigningConfigs";
const _LCSCR = "ListCodeSigningConfigsRequest";
const _LCSCRi = "ListCodeSigningConfigsResponse";
const _LDEBF = "ListDurableExecutionsByFunction";
const _LDEBFR = "ListDurableExecutionsByFunctionRequest";
const _LDEBFRi = "ListDurableExecutionsByFunctionResponse";
const _LESM = "ListEventSourceMappings";
const _LESMR = "ListEventSourceMappingsRequest";
const _LESMRi = "ListEventSourceMappingsResponse";
const _LF = "LogFormat";
const _LFBCSC = "ListFunctionsByCodeSigningConfig";
const _LFBCSCR = "ListFunctionsByCodeSigningConfigRequest";
const _LFBCSCRi = "ListFunctionsByCodeSigningConfigResponse";
const _LFEIC = "ListFunctionEventInvokeConfigs";
const _LFEICR = "ListFunctionEventInvokeConfigsRequest";
const _LFEICRi = "ListFunctionEventInvokeConfigsResponse";
const _LFR = "ListFunctionsRequest";
const _LFRi = "ListFunctionsResponse";
const _LFUC = "ListFunctionUrlConfigs";
const _LFUCR = "ListFunctionUrlConfigsRequest";
const _LFUCRi = "ListFunctionUrlConfigsResponse";
const _LFVBCP = "ListFunctionVersionsByCapacityProvider";
const _LFVBCPR = "ListFunctionVersionsByCapacityProviderRequest";
const _LFVBCPRi = "ListFunctionVersionsByCapacityProviderResponse";
const _LFi = "ListFunctions";
const _LG = "LogGroup";
const _LI = "LicenseInfo";
const _LL = "LayersList";
const _LLI = "LayersListItem";
const _LLR = "ListLayersRequest";
const _LLRi = "ListLayersResponse";
const _LLV = "ListLayerVersions";
const _LLVR = "ListLayerVersionsRequest";
const _LLVRi = "ListLayerVersionsResponse";
const _LLi = "ListLayers";
const _LM = "LastModified";
const _LMICPC = "LambdaManagedInstancesCapacityProviderConfig";
const _LMP = "LocalMountPath";
const _LMT = "LastModifiedTime";
const _LMV = "LatestMatchingVersion";
const _LN = "LayerName";
const _LPCC = "ListProvisionedConcurrencyConfigs";
const _LPCCR = "ListProvisionedConcurrencyConfigsRequest";
const _LPCCRi = "ListProvisionedConcurrencyConfigsResponse";
const _LPR = "LastProcessingResult";
const _LR = "LogResult";
const _LRL = "LayersReferenceList";
const _LT = "LogType";
const _LTR = "ListTagsRequest";
const _LTRi = "ListTagsResponse";
const _LTi = "ListTags";
const _LUS = "LastUpdateStatus";
const _LUSR = "LastUpdateStatusReason";
const _LUSRC = "LastUpdateStatusReasonCode";
const _LV = "LayerVersions";
const _LVA = "LayerVersionArn";
const _LVBF = "ListVersionsByFunction";
const _LVBFR = "ListVersionsByFunctionRequest";
const _LVBFRi = "ListVersionsByFunctionResponse";
const _LVCI = "LayerVersionContentInput";
const _LVCO = "LayerVersionContentOutput";
const _LVL = "LayerVersionsList";
const _LVLI = "LayerVersionsListItem";
const _La = "Layer";
const _Lo = "Location";
const _M = "Message";
const _MA = "MaxAge";
const _MAa = "MasterArn";
const _MBWIS = "MaximumBatchingWindowInSeconds";
const _MC = "MetricsConfig";
const _MCa = "MaximumConcurrency";
const _MEAIS = "MaximumEventAgeInSeconds";
const _MEE = "MinExecutionEnvironments";
const _MEEa = "MaxExecutionEnvironments";
const _MI = "MaxItems";
const _MNSE = "ModeNotSupportedException";
const _MP = "MinimumPollers";
const _MPa = "MaximumPollers";
const _MR = "MasterRegion";
const _MRA = "MaximumRetryAttempts";
const _MRAIS = "MaximumRecordAgeInSeconds";
const _MS = "MemorySize";
const _MVCC = "MaxVCpuCount";
const _Ma = "Marker";
const _Me = "Metrics";
const _Mo = "Mode";
const _N = "Name";
const _NADS = "NextAttemptDelaySeconds";
const _NAT = "NextAttemptTimestamp";
const _NES = "NewExecutionState";
const _NM = "NextMarker";
const _NPVE = "NoPublishedVersionException";
const _O = "Operations";
const _OF = "OnFailure";
const _OI = "OrganizationId";
const _OP = "OperationPayload";
const _OPu = "OutputPayload";
const _OS = "OnSuccess";
const _OSp = "OptimizationStatus";
const _OU = "OperationUpdate";
const _OUp = "OperationUpdates";
const _Op = "Operation";
const _P = "Principal";
const _PC = "PermissionsConfig";
const _PCC = "ProvisionedConcurrencyConfigs";
const _PCCL = "ProvisionedConcurrencyConfigList";
const _PCCLI = "ProvisionedConcurrencyConfigListItem";
const _PCCNFE = "ProvisionedConcurrencyConfigNotFoundException";
const _PCE = "ProvisionedConcurrentExecutions";
const _PCa = "PayloadChunk";
const _PEEMC = "PerExecutionEnvironmentMaxConcurrency";
const _PF = "ParallelizationFactor";
const _PFC = "PutFunctionConcurrency";
const _PFCR = "PutFunctionConcurrencyRequest";
const _PFCSC = "PutFunctionCodeSigningConfig";
const _PFCSCR = "PutFunctionCodeSigningConfigRequest";
const _PFCSCRu = "PutFunctionCodeSigningConfigResponse";
const _PFE = "PreconditionFailedException";
const _PFEIC = "PutFunctionEventInvokeConfig";
const _PFEICR = "PutFunctionEventInvokeConfigRequest";
const _PFRC = "PutFunctionRecursionConfig";
const _PFRCR = "PutFunctionRecursionConfigRequest";
const _PFRCRu = "PutFunctionRecursionConfigResponse";
const _PFSC = "PutFunctionScalingConfig";
const _PFSCR = "PutFunctionScalingConfigRequest";
const _PFSCRu = "PutFunctionScalingConfigResponse";
const _PGN = "PollerGroupName";
const _PI = "ParentId";
const _PLEE = "PolicyLengthExceededException";
const _PLV = "PublishLayerVersion";
const _PLVR = "PublishLayerVersionRequest";
const _PLVRu = "PublishLayerVersionResponse";
const _PMT = "PredefinedMetricType";
const _POID = "PrincipalOrgID";
const _PPC = "ProvisionedPollerConfig";
const _PPCC = "PutProvisionedConcurrencyConfig";
const _PPCCR = "PutProvisionedConcurrencyConfigRequest";
const _PPCCRu = "PutProvisionedConcurrencyConfigResponse";
const _PPE = "PublicPolicyException";
const _PRMC = "PutRuntimeManagementConfig";
const _PRMCR = "PutRuntimeManagementConfigRequest";
const _PRMCRu = "PutRuntimeManagementConfigResponse";
const _PRP = "PutResourcePolicy";
const _PRPR = "PutResourcePolicyRequest";
const _PRPRu = "PutResourcePolicyResponse";
const _PT = "PropagateTags";
const _PTa = "PackageType";
const _PTu = "PublishTo";
const _PV = "PublishVersion";
const _PVR = "PublishVersionRequest";
const _Pa = "Payload";
const _Pat = "Pattern";
const _Po = "Policy";
const _Pu = "Publish";
const _Q = "Qualifier";
const _Qu = "Queues";
const _R = "Reason";
const _RA = "Retry-After";
const _RAe = "ResourceArn";
const _RC = "RoutingConfig";
const _RCE = "ResourceConflictException";
const _RCEe = "ReservedConcurrentExecutions";
const _RCe = "ReplayChildren";
const _RD = "RetryDetails";
const _RFSC = "RequestedFunctionScalingConfig";
const _RI = "RevisionId";
const _RIE = "RecursiveInvocationException";
const _RIU = "ResolvedImageUri";
const _RIUE = "ResourceInUseException";
const _RIe = "RequestId";
const _RL = "RecursiveLoop";
const _RLVP = "RemoveLayerVersionPermission";
const _RLVPR = "RemoveLayerVersionPermissionRequest";
const _RNFE = "ResourceNotFoundException";
const _RNRE = "ResourceNotReadyException";
const _RO = "ReverseOrder";
const _RP = "RemovePermission";
const _RPCE = "RequestedProvisionedConcurrentExecutions";
const _RPID = "RetentionPeriodInDays";
const _RPR = "RemovePermissionRequest";
const _RSCT = "ResponseStreamContentType";
const _RSO = "ResolvedS3Object";
const _RT = "RepositoryType";
const _RTLE = "RequestTooLargeException";
const _RVA = "RuntimeVersionArn";
const _RVC = "RuntimeVersionConfig";
const _RVE = "RuntimeVersionError";
const _Re = "Result";
const _Res = "Resource";
const _Ro = "Role";
const _Ru = "Runtime";
const _S = "Statement";
const _SA = "SourceArn";
const _SAC = "SourceAccessConfigurations";
const _SACo = "SourceAccessConfiguration";
const _SAo = "SourceAccount";
const _SAt = "StartedAfter";
const _SB = "S3Bucket";
const _SBt = "StartedBefore";
const _SC = "ScalingConfig";
const _SCt = "StatusCode";
const _SD = "StepDetails";
const _SDE = "StopDurableExecution";
const _SDECF = "SendDurableExecutionCallbackFailure";
const _SDECFR = "SendDurableExecutionCallbackFailureRequest";
const _SDECFRe = "SendDurableExecutionCallbackFailureResponse";
const _SDECH = "SendDurableExecutionCallbackHeartbeat";
const _SDECHR = "SendDurableExecutionCallbackHeartbeatRequest";
const _SDECHRe = "SendDurableExecutionCallbackHeartbeatResponse";
const _SDECS = "SendDurableExecutionCallbackSuccess";
const _SDECSR = "SendDurableExecutionCallbackSuccessRequest";
const _SDECSRe = "SendDurableExecutionCallbackSuccessResponse";
const _SDER = "StopDurableExecutionRequest";
const _SDERt = "StopDurableExecutionResponse";
const _SE = "ServiceException";
const _SET = "ScheduledEndTimestamp";
const _SFC = "S3FilesConfig";
const _SFD = "StepFailedDetails";
const _SFMCE = "S3FilesMountConnectivityException";
const _SFMFE = "S3FilesMountFailureException";
const _SFMTE = "S3FilesMountTimeoutException";
const _SGI = "SecurityGroupIds";
const _SI = "StatementId";
const _SIPALRE = "SubnetIPAddressLimitReachedException";
const _SIu = "SubnetIds";
const _SJA = "SigningJobArn";
const _SK = "S3Key";
const _SKMSKA = "SourceKMSKeyArn";
const _SLL = "SystemLogLevel";
const _SM = "ScalingMode";
const _SMES = "SelfManagedEventSource";
const _SMKESC = "SelfManagedKafkaEventSourceConfig";
const _SO = "StepOptions";
const _SOSM = "S3ObjectStorageMode";
const _SOV = "S3ObjectVersion";
const _SP = "ScalingPolicies";
const _SPT = "StartingPositionTimestamp";
const _SPVA = "SigningProfileVersionArns";
const _SPVAi = "SigningProfileVersionArn";
const _SPt = "StartingPosition";
const _SQEE = "ServiceQuotaExceededException";
const _SR = "StateReason";
const _SRC = "SchemaRegistryConfig";
const _SRCt = "StateReasonCode";
const _SRETLE = "SerializedRequestEntityTooLargeException";
const _SRURI = "SchemaRegistryURI";
const _SRt = "StatusReason";
const _SS = "SensitiveString";
const _SSD = "StepStartedDetails";
const _SSDt = "StepSucceededDetails";
const _SSE = "SnapStartException";
const _SSNRE = "SnapStartNotReadyException";
const _SSR = "SnapStartResponse";
const _SSRFE = "SnapStartRegenerationFailureException";
const _SSTE = "SnapStartTimeoutException";
const _SSn = "SnapStart";
const _ST = "StackTrace";
const _STE = "StackTraceEntry";
const _STEt = "StackTraceEntries";
const _STR = "StateTransitionReason";
const _STt = "StartTimestamp";
const _STto = "StopTimestamp";
const _STu = "SubType";
const _SVC = "SchemaValidationConfigs";
const _Si = "Size";
const _St = "State";
const _Sta = "Status";
const _Stat = "Statuses";
const _T = "Type";
const _TA = "TargetArn";
const _TC = "TelemetryConfig";
const _TCR = "TracingConfigResponse";
const _TCS = "TotalCodeSize";
const _TCe = "TenancyConfig";
const _TCr = "TracingConfig";
const _TE = "TagsError";
const _TH = "TraceHeader";
const _TI = "TenantId";
const _TIM = "TenantIsolationMode";
const _TK = "TagKeys";
const _TKL = "TagKeyList";
const _TMRE = "TooManyRequestsException";
const _TR = "TagResource";
const _TRR = "TagResourceRequest";
const _TS = "TimeoutSeconds";
const _TTSP = "TargetTrackingScalingPolicy";
const _TV = "TargetValue";
const _TWIS = "TumblingWindowInSeconds";
const _Ta = "Tags";
const _Ti = "Timeout";
const _To = "Topics";
const _Tr = "Truncated";
const _U = "Updates";
const _UA = "UpdateAlias";
const _UAOD = "UntrustedArtifactOnDeployment";
const _UAR = "UpdateAliasRequest";
const _UCE = "UnreservedConcurrentExecutions";
const _UCP = "UpdateCapacityProvider";
const _UCPR = "UpdateCapacityProviderRequest";
const _UCPRp = "UpdateCapacityProviderResponse";
const _UCSC = "UpdateCodeSigningConfig";
const _UCSCR = "UpdateCodeSigningConfigRequest";
const _UCSCRp = "UpdateCodeSigningConfigResponse";
const _UESM = "UpdateEventSourceMapping";
const _UESMR = "UpdateEventSourceMappingRequest";
const _UFC = "UpdateFunctionCode";
const _UFCR = "UpdateFunctionCodeRequest";
const _UFCRp = "UpdateFunctionConfigurationRequest";
const _UFCp = "UpdateFunctionConfiguration";
const _UFEIC = "UpdateFunctionEventInvokeConfig";
const _UFEICR = "UpdateFunctionEventInvokeConfigRequest";
const _UFUC = "UpdateFunctionUrlConfig";
const _UFUCR = "UpdateFunctionUrlConfigRequest";
const _UFUCRp = "UpdateFunctionUrlConfigResponse";
const _UMTE = "UnsupportedMediaTypeException";
const _UR = "UntagResource";
const _URI = "URI";
const _URO = "UpdateRuntimeOn";
const _URR = "UntagResourceRequest";
const _UUID = "UUID";
const _V = "Variables";
const _VC = "VpcConfig";
const _VCR = "VpcConfigResponse";
const _VI = "VpcId";
const _VN = "VersionNumber";
const _Ve = "Version";
const _Ver = "Versions";
const _WCD = "WaitCancelledDetails";
const _WD = "WorkingDirectory";
const _WDa = "WaitDetails";
const _WO = "WaitOptions";
const _WS = "WaitSeconds";
const _WSD = "WaitStartedDetails";
const _WSDa = "WaitSucceededDetails";
const _XACC = "X-Amz-Client-Context";
const _XADEA = "X-Amz-Durable-Execution-Arn";
const _XADEN = "X-Amz-Durable-Execution-Name";
const _XAEV = "X-Amz-Executed-Version";
const _XAFE = "X-Amz-Function-Error";
const _XAIT = "X-Amz-Invocation-Type";
const _XALR = "X-Amz-Log-Result";
const _XALT = "X-Amz-Log-Type";
const _XATI = "XAmznTraceId";
const _XATI_ = "X-Amz-Tenant-Id";
const _ZF = "ZipFile";
const _c = "client";
const _e = "error";
const _eP = "eventPayload";
const _h = "http";
const _hE = "httpError";
const _hH = "httpHeader";
const _hQ = "httpQuery";
const _m = "message";
const _rAS = "retryAfterSeconds";
const _s = "smithy.ts.sdk.synthetic.com.amazonaws.lambda";
const _se = "server";
const _st = "streaming";
const _tK = "tagKeys";
const _xN = "xmlName";
const n0 = "com.amazonaws.lambda";
const _s_registry = new TypeRegistry(_s);
var LambdaServiceException$ = [-3, _s, "LambdaServiceException", 0, [], []];
_s_registry.registerError(LambdaServiceException$, LambdaServiceException);
const n0_registry = new TypeRegistry(n0);
var AliasLimitExceededException$ = [-3, n0, _ALEE,
    { [_e]: _c, [_hE]: 400 },
    [_T, _m],
    [0, 0]
];
n0_registry.registerError(AliasLimitExceededException$, AliasLimitExceededException);
var CallbackTimeoutException$ = [-3, n0, _CTE,
    { [_e]: _c, [_hE]: 400 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(CallbackTimeoutException$, CallbackTimeoutException);
var CapacityProviderLimitExceededException$ = [-3, n0, _CPLEE,
    { [_e]: _c, [_hE]: 400 },
    [_T, _m],
    [0, 0]
];
n0_registry.registerError(CapacityProviderLimitExceededException$, CapacityProviderLimitExceededException);
var CodeArtifactUserDeletedException$ = [-3, n0, _CAUDE,
    { [_e]: _c, [_hE]: 409 },
    [_T, _m],
    [0, 0]
];
n0_registry.registerError(CodeArtifactUserDeletedException$, CodeArtifactUserDeletedException);
var CodeArtifactUserFailedException$ = [-3, n0, _CAUFE,
    { [_e]: _c, [_hE]: 409 },
    [_T, _m],
    [0, 0]
];
n0_registry.registerError(CodeArtifactUserFailedException$, CodeArtifactUserFailedException);
var CodeArtifactUserPendingException$ = [-3, n0, _CAUPE,
    { [_e]: _c, [_hE]: 409 },
    [_T, _m],
    [0, 0]
];
n0_registry.registerError(CodeArtifactUserPendingException$, CodeArtifactUserPendingException);
var CodeSigningConfigNotFoundException$ = [-3, n0, _CSCNFE,
    { [_e]: _c, [_hE]: 404 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(CodeSigningConfigNotFoundException$, CodeSigningConfigNotFoundException);
var CodeStorageExceededException$ = [-3, n0, _CSEE,
    { [_e]: _c, [_hE]: 400 },
    [_T, _m],
    [0, 0]
];
n0_registry.registerError(CodeStorageExceededException$, CodeStorageExceededException);
var CodeVerificationFailedException$ = [-3, n0, _CVFE,
    { [_e]: _c, [_hE]: 400 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(CodeVerificationFailedException$, CodeVerificationFailedException);
var DurableExecutionAlreadyStartedException$ = [-3, n0, _DEASE,
    { [_e]: _c, [_hE]: 409 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(DurableExecutionAlreadyStartedException$, DurableExecutionAlreadyStartedException);
var EC2AccessDeniedException$ = [-3, n0, _ECADE,
    { [_e]: _se, [_hE]: 502 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(EC2AccessDeniedException$, EC2AccessDeniedException);
var EC2ThrottledException$ = [-3, n0, _ECTE,
    { [_e]: _se, [_hE]: 502 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(EC2ThrottledException$, EC2ThrottledException);
var EC2UnexpectedException$ = [-3, n0, _ECUE,
    { [_e]: _se, [_hE]: 502 },
    [_T, _M, _ECEC],
    [0, 0, 0]
];
n0_registry.registerError(EC2UnexpectedException$, EC2UnexpectedException);
var EFSIOException$ = [-3, n0, _EFSIOE,
    { [_e]: _c, [_hE]: 410 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(EFSIOException$, EFSIOException);
var EFSMountConnectivityException$ = [-3, n0, _EFSMCE,
    { [_e]: _c, [_hE]: 408 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(EFSMountConnectivityException$, EFSMountConnectivityException);
var EFSMountFailureException$ = [-3, n0, _EFSMFE,
    { [_e]: _c, [_hE]: 403 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(EFSMountFailureException$, EFSMountFailureException);
var EFSMountTimeoutException$ = [-3, n0, _EFSMTE,
    { [_e]: _c, [_hE]: 408 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(EFSMountTimeoutException$, EFSMountTimeoutException);
var ENILimitReachedException$ = [-3, n0, _ENILRE,
    { [_e]: _se, [_hE]: 502 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(ENILimitReachedException$, ENILimitReachedException);
var ENINotReadyException$ = [-3, n0, _ENINRE,
    { [_e]: _se, [_hE]: 502 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(ENINotReadyException$, ENINotReadyException);
var FunctionVersionsPerCapacityProviderLimitExceededException$ = [-3, n0, _FVPCPLEE,
    { [_e]: _c, [_hE]: 400 },
    [_T, _m],
    [0, 0]
];
n0_registry.registerError(FunctionVersionsPerCapacityProviderLimitExceededException$, FunctionVersionsPerCapacityProviderLimitExceededException);
var InvalidCodeSignatureException$ = [-3, n0, _ICSE,
    { [_e]: _c, [_hE]: 400 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(InvalidCodeSignatureException$, InvalidCodeSignatureException);
var InvalidParameterValueException$ = [-3, n0, _IPVE,
    { [_e]: _c, [_hE]: 400 },
    [_T, _m],
    [0, 0]
];
n0_registry.registerError(InvalidParameterValueException$, InvalidParameterValueException);
var InvalidRequestContentException$ = [-3, n0, _IRCE,
    { [_e]: _c, [_hE]: 400 },
    [_T, _m],
    [0, 0]
];
n0_registry.registerError(InvalidRequestContentException$, InvalidRequestContentException);
var InvalidRuntimeException$ = [-3, n0, _IRE,
    { [_e]: _se, [_hE]: 502 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(InvalidRuntimeException$, InvalidRuntimeException);
var InvalidSecurityGroupIDException$ = [-3, n0, _ISGIDE,
    { [_e]: _se, [_hE]: 502 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(InvalidSecurityGroupIDException$, InvalidSecurityGroupIDException);
var InvalidSubnetIDException$ = [-3, n0, _ISIDE,
    { [_e]: _se, [_hE]: 502 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(InvalidSubnetIDException$, InvalidSubnetIDException);
var InvalidZipFileException$ = [-3, n0, _IZFE,
    { [_e]: _se, [_hE]: 502 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(InvalidZipFileException$, InvalidZipFileException);
var KMSAccessDeniedException$ = [-3, n0, _KMSADE,
    { [_e]: _se, [_hE]: 502 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(KMSAccessDeniedException$, KMSAccessDeniedException);
var KMSDisabledException$ = [-3, n0, _KMSDE,
    { [_e]: _se, [_hE]: 502 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(KMSDisabledException$, KMSDisabledException);
var KMSInvalidStateException$ = [-3, n0, _KMSISE,
    { [_e]: _se, [_hE]: 502 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(KMSInvalidStateException$, KMSInvalidStateException);
var KMSNotFoundException$ = [-3, n0, _KMSNFE,
    { [_e]: _se, [_hE]: 502 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(KMSNotFoundException$, KMSNotFoundException);
var ModeNotSupportedException$ = [-3, n0, _MNSE,
    { [_e]: _c, [_hE]: 400 },
    [_T, _m],
    [0, 0]
];
n0_registry.registerError(ModeNotSupportedException$, ModeNotSupportedException);
var NoPublishedVersionException$ = [-3, n0, _NPVE,
    { [_e]: _c, [_hE]: 400 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(NoPublishedVersionException$, NoPublishedVersionException);
var PolicyLengthExceededException$ = [-3, n0, _PLEE,
    { [_e]: _c, [_hE]: 400 },
    [_T, _m],
    [0, 0]
];
n0_registry.registerError(PolicyLengthExceededException$, PolicyLengthExceededException);
var PreconditionFailedException$ = [-3, n0, _PFE,
    { [_e]: _c, [_hE]: 412 },
    [_T, _m],
    [0, 0]
];
n0_registry.registerError(PreconditionFailedException$, PreconditionFailedException);
var ProvisionedConcurrencyConfigNotFoundException$ = [-3, n0, _PCCNFE,
    { [_e]: _c, [_hE]: 404 },
    [_T, _m],
    [0, 0]
];
n0_registry.registerError(ProvisionedConcurrencyConfigNotFoundException$, ProvisionedConcurrencyConfigNotFoundException);
var PublicPolicyException$ = [-3, n0, _PPE,
    { [_e]: _c, [_hE]: 400 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(PublicPolicyException$, PublicPolicyException);
var RecursiveInvocationException$ = [-3, n0, _RIE,
    { [_e]: _c, [_hE]: 400 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(RecursiveInvocationException$, RecursiveInvocationException);
var RequestTooLargeException$ = [-3, n0, _RTLE,
    { [_e]: _c, [_hE]: 413 },
    [_T, _m],
    [0, 0]
];
n0_registry.registerError(RequestTooLargeException$, RequestTooLargeException);
var ResourceConflictException$ = [-3, n0, _RCE,
    { [_e]: _c, [_hE]: 409 },
    [_T, _m],
    [0, 0]
];
n0_registry.registerError(ResourceConflictException$, ResourceConflictException);
var ResourceInUseException$ = [-3, n0, _RIUE,
    { [_e]: _c, [_hE]: 400 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(ResourceInUseException$, ResourceInUseException);
var ResourceNotFoundException$ = [-3, n0, _RNFE,
    { [_e]: _c, [_hE]: 404 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(ResourceNotFoundException$, ResourceNotFoundException);
var ResourceNotReadyException$ = [-3, n0, _RNRE,
    { [_e]: _se, [_hE]: 502 },
    [_T, _m],
    [0, 0]
];
n0_registry.registerError(ResourceNotReadyException$, ResourceNotReadyException);
var S3FilesMountConnectivityException$ = [-3, n0, _SFMCE,
    { [_e]: _c, [_hE]: 408 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(S3FilesMountConnectivityException$, S3FilesMountConnectivityException);
var S3FilesMountFailureException$ = [-3, n0, _SFMFE,
    { [_e]: _c, [_hE]: 403 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(S3FilesMountFailureException$, S3FilesMountFailureException);
var S3FilesMountTimeoutException$ = [-3, n0, _SFMTE,
    { [_e]: _c, [_hE]: 408 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(S3FilesMountTimeoutException$, S3FilesMountTimeoutException);
var SerializedRequestEntityTooLargeException$ = [-3, n0, _SRETLE,
    { [_e]: _c, [_hE]: 413 },
    [_T, _m],
    [0, 0]
];
n0_registry.registerError(SerializedRequestEntityTooLargeException$, SerializedRequestEntityTooLargeException);
var ServiceException$ = [-3, n0, _SE,
    { [_e]: _se, [_hE]: 500 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(ServiceException$, ServiceException);
var ServiceQuotaExceededException$ = [-3, n0, _SQEE,
    { [_e]: _c, [_hE]: 402 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(ServiceQuotaExceededException$, ServiceQuotaExceededException);
var SnapStartException$ = [-3, n0, _SSE,
    { [_e]: _c, [_hE]: 400 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(SnapStartException$, SnapStartException);
var SnapStartNotReadyException$ = [-3, n0, _SSNRE,
    { [_e]: _c, [_hE]: 409 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(SnapStartNotReadyException$, SnapStartNotReadyException);
var SnapStartRegenerationFailureException$ = [-3, n0, _SSRFE,
    { [_e]: _c, [_hE]: 409 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(SnapStartRegenerationFailureException$, SnapStartRegenerationFailureException);
var SnapStartTimeoutException$ = [-3, n0, _SSTE,
    { [_e]: _c, [_hE]: 408 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(SnapStartTimeoutException$, SnapStartTimeoutException);
var SubnetIPAddressLimitReachedException$ = [-3, n0, _SIPALRE,
    { [_e]: _se, [_hE]: 502 },
    [_T, _M],
    [0, 0]
];
n0_registry.registerError(SubnetIPAddressLimitReachedException$, SubnetIPAddressLimitReachedException);
var TooManyRequestsException$ = [-3, n0, _TMRE,
    { [_e]: _c, [_hE]: 429 },
    [_rAS, _T, _m, _R],
    [[0, { [_hH]: _RA }], 0, 0, 0]
];
n0_registry.registerError(TooManyRequestsException$, TooManyRequestsException);
var UnsupportedMediaTypeException$ = [-3, n0, _UMTE,
    { [_e]: _c, [_hE]: 415 },
    [_T, _m],
    [0, 0]
];
n0_registry.registerError(UnsupportedMediaTypeException$, UnsupportedMediaTypeException);
const errorTypeRegistries = [
    _s_registry,
    n0_registry,
];
var BinaryOperationPayload = [0, n0, _BOP, 8, 21];
var _Blob = [0, n0, _B, 8, 21];
var BlobStream = [0, n0, _BS, { [_st]: 1 }, 42];
var EnvironmentVariableName = [0, n0, _EVN, 8, 0];
var EnvironmentVariableValue = [0, n0, _EVV, 8, 0];
var ErrorData = [0, n0, _ED, 8, 0];
var ErrorMessage = [0, n0, _EM, 8, 0];
var ErrorType = [0, n0, _ET, 8, 0];
var InputPayload = [0, n0, _IP, 8, 0];
var OperationPayload = [0, n0, _OP, 8, 0];
var OutputPayload = [0, n0, _OPu, 8, 0];
var SensitiveString = [0, n0, _SS, 8, 0];
var StackTraceEntry = [0, n0, _STE, 8, 0];
var AccountLimit$ = [3, n0, _AL,
    0,
    [_TCS, _CSU, _CSZ, _CE, _UCE],
    [1, 1, 1, 1, 1]
];
var AccountUsage$ = [3, n0, _AU,
    0,
    [_TCS, _FC],
    [1, 1]
];
var AddLayerVersionPermissionRequest$ = [3, n0, _ALVPR,
    0,
    [_LN, _VN, _SI, _A, _P, _OI, _RI],
    [[0, 1], [1, 1], 0, 0, 0, 0, [0, { [_hQ]: _RI }]], 5
];
var AddLayerVersionPermissionResponse$ = [3, n0, _ALVPRd,
    0,
    [_S, _RI],
    [0, 0]
];
var AddPermissionRequest$ = [3, n0, _APR,
    0,
    [_FN, _SI, _A, _P, _SA, _FUAT, _IVFU, _SAo, _EST, _Q, _RI, _POID],
    [[0, 1], 0, 0, 0, 0, 0, 2, 0, 0, [0, { [_hQ]: _Q }], 0, 0], 4
];
var AddPermissionResponse$ = [3, n0, _APRd,
    0,
    [_S],
    [0]
];
var AliasConfiguration$ = [3, n0, _AC,
    0,
    [_AA, _N, _FV, _D, _RC, _RI],
    [0, 0, 0, 0, () => AliasRoutingConfiguration$, 0]
];
var AliasRoutingConfiguration$ = [3, n0, _ARC,
    0,
    [_AVW],
    [128 | 1]
];
var AllowedPublishers$ = [3, n0, _AP,
    0,
    [_SPVA],
    [64 | 0], 1
];
var AmazonManagedKafkaEventSourceConfig$ = [3, n0, _AMKESC,
    0,
    [_CGI, _SRC],
    [0, () => KafkaSchemaRegistryConfig$]
];
var CallbackDetails$ = [3, n0, _CD,
    0,
    [_CI, _Re, _E],
    [0, [() => OperationPayload, 0], [() => ErrorObject$, 0]]
];
var CallbackFailedDetails$ = [3, n0, _CFD,
    0,
    [_E],
    [[() => EventError$, 0]], 1
];
var CallbackOptions$ = [3, n0, _CO,
    0,
    [_TS, _HTS],
    [1, 1]
];
var CallbackStartedDetails$ = [3, n0, _CSD,
    0,
    [_CI, _HT, _Ti],
    [0, 1, 1], 1
];
var CallbackSucceededDetails$ = [3, n0, _CSDa,
    0,
    [_Re],
    [[() => EventResult$, 0]], 1
];
var CallbackTimedOutDetails$ = [3, n0, _CTOD,
    0,
    [_E],
    [[() => EventError$, 0]], 1
];
var CapacityProvider$ = [3, n0, _CP,
    0,
    [_CPA, _St, _VC, _PC, _IR, _CPSC, _KKA, _LM, _PT, _TC],
    [0, 0, () => CapacityProviderVpcConfig$, () => CapacityProviderPermissionsConfig$, () => InstanceRequirements$, () => CapacityProviderScalingConfig$, 0, 0, () => PropagateTags$, () => CapacityProviderTelemetryConfig$], 4
];
var CapacityProviderConfig$ = [3, n0, _CPC,
    0,
    [_LMICPC],
    [() => LambdaManagedInstancesCapacityProviderConfig$], 1
];
var CapacityProviderLoggingConfig$ = [3, n0, _CPLC,
    0,
    [_SLL, _LG],
    [0, 0]
];
var CapacityProviderPermissionsConfig$ = [3, n0, _CPPC,
    0,
    [_CPORA],
    [0], 1
];
var CapacityProviderScalingConfig$ = [3, n0, _CPSC,
    0,
    [_MVCC, _SM, _SP],
    [1, 0, () => CapacityProviderScalingPoliciesList]
];
var CapacityProviderTelemetryConfig$ = [3, n0, _CPTC,
    0,
    [_LC],
    [() => CapacityProviderLoggingConfig$]
];
var CapacityProviderVpcConfig$ = [3, n0, _CPVC,
    0,
    [_SIu, _SGI],
    [64 | 0, 64 | 0], 2
];
var ChainedInvokeDetails$ = [3, n0, _CID,
    0,
    [_Re, _E],
    [[() => OperationPayload, 0], [() => ErrorObject$, 0]]
];
var ChainedInvokeFailedDetails$ = [3, n0, _CIFD,
    0,
    [_E],
    [[() => EventError$, 0]], 1
];
var ChainedInvokeOptions$ = [3, n0, _CIO,
    0,
    [_FN, _TI, _XATI],
    [0, 0, 0], 1
];
var ChainedInvokeStartedDetails$ = [3, n0, _CISD,
    0,
    [_FN, _TI, _I, _EV, _DEA],
    [0, 0, [() => EventInput$, 0], 0, 0], 1
];
var ChainedInvokeStoppedDetails$ = [3, n0, _CISDh,
    0,
    [_E],
    [[() => EventError$, 0]], 1
];
var ChainedInvokeSucceededDetails$ = [3, n0, _CISDha,
    0,
    [_Re],
    [[() => EventResult$, 0]], 1
];
var ChainedInvokeTimedOutDetails$ = [3, n0, _CITOD,
    0,
    [_E],
    [[() => EventError$, 0]], 1
];
var CheckpointDurableExecutionRequest$ = [3, n0, _CDER,
    0,
    [_DEA, _CT, _U, _CTl],
    [[0, 1], 0, [() => OperationUpdates, 0], [0, 4]], 2
];
var CheckpointDurableExecutionResponse$ = [3, n0, _CDERh,
    0,
    [_NES, _CT],
    [[() => CheckpointUpdatedExecutionState$, 0], 0], 1
];
var CheckpointUpdatedExecutionState$ = [3, n0, _CUES,
    0,
    [_O, _NM],
    [[() => Operations, 0], 0]
];
var CodeSigningConfig$ = [3, n0, _CSC,
    0,
    [_CSCI, _CSCA, _AP, _CSP, _LM, _D],
    [0, 0, () => AllowedPublishers$, () => CodeSigningPolicies$, 0, 0], 5
];
var CodeSigningPolicies$ = [3, n0, _CSP,
    0,
    [_UAOD],
    [0]
];
var Concurrency$ = [3, n0, _C,
    0,
    [_RCEe],
    [1]
];
var ContextDetails$ = [3, n0, _CDo,
    0,
    [_RCe, _Re, _E],
    [2, [() => OperationPayload, 0], [() => ErrorObject$, 0]]
];
var ContextFailedDetails$ = [3, n0, _CFDo,
    0,
    [_E],
    [[() => EventError$, 0]], 1
];
var ContextOptions$ = [3, n0, _COo,
    0,
    [_RCe],
    [2]
];
var ContextStartedDetails$ = [3, n0, _CSDo,
    0,
    [],
    []
];
var ContextSucceededDetails$ = [3, n0, _CSDon,
    0,
    [_Re],
    [[() => EventResult$, 0]], 1
];
var Cors$ = [3, n0, _Co,
    0,
    [_ACl, _AH, _AM, _AO, _EH, _MA],
    [2, 64 | 0, 64 | 0, 64 | 0, 64 | 0, 1]
];
var CreateAliasRequest$ = [3, n0, _CAR,
    0,
    [_FN, _N, _FV, _D, _RC],
    [[0, 1], 0, 0, 0, () => AliasRoutingConfiguration$], 3
];
var CreateCapacityProviderRequest$ = [3, n0, _CCPR,
    0,
    [_CPN, _VC, _PC, _IR, _CPSC, _KKA, _Ta, _PT, _TC],
    [0, () => CapacityProviderVpcConfig$, () => CapacityProviderPermissionsConfig$, () => InstanceRequirements$, () => CapacityProviderScalingConfig$, 0, 128 | 0, () => PropagateTags$, () => CapacityProviderTelemetryConfig$], 3
];
var CreateCapacityProviderResponse$ = [3, n0, _CCPRr,
    0,
    [_CP],
    [() => CapacityProvider$], 1
];
var CreateCodeSigningConfigRequest$ = [3, n0, _CCSCR,
    0,
    [_AP, _D, _CSP, _Ta],
    [() => AllowedPublishers$, 0, () => CodeSigningPolicies$, 128 | 0], 1
];
var CreateCodeSigningConfigResponse$ = [3, n0, _CCSCRr,
    0,
    [_CSC],
    [() => CodeSigningConfig$], 1
];
var CreateEventSourceMappingRequest$ = [3, n0, _CESMR,
    0,
    [_FN, _ESA, _En, _BSa, _FCi, _KMSKA, _MC, _LC, _SC, _MBWIS, _PF, _SPt, _SPT, _DC, _MRAIS, _BBOFE, _MRA, _Ta, _TWIS, _To, _Qu, _SAC, _SMES, _FRT, _AMKESC, _SMKESC, _DDBESC, _PPC],
    [0, 0, 2, 1, () => FilterCriteria$, 0, () => EventSourceMappingMetricsConfig$, () => EventSourceMappingLoggingConfig$, () => ScalingConfig$, 1, 1, 0, 4, () => DestinationConfig$, 1, 2, 1, 128 | 0, 1, 64 | 0, 64 | 0, () => SourceAccessConfigurations, () => SelfManagedEventSource$, 64 | 0, () => AmazonManagedKafkaEventSourceConfig$, () => SelfManagedKafkaEventSourceConfig$, () => DocumentDBEventSourceConfig$, () => ProvisionedPollerConfig$], 1
];
var CreateFunctionRequest$ = [3, n0, _CFR,
    0,
    [_FN, _Ro, _Cod, _Ru, _H, _D, _Ti, _MS, _Pu, _PTu, _VC, _PTa, _DLC, _Env, _KMSKA, _TCr, _Ta, _L, _FSC, _CSCA, _IC, _Ar, _ES, _SSn, _LC, _TCe, _CPC, _DCu],
    [0, 0, [() => FunctionCode$, 0], 0, 0, 0, 1, 1, 2, 0, () => VpcConfig$, 0, () => DeadLetterConfig$, [() => Environment$, 0], 0, () => TracingConfig$, 128 | 0, 64 | 0, () => FileSystemConfigList, 0, () => ImageConfig$, 64 | 0, () => EphemeralStorage$, () => SnapStart$, () => LoggingConfig$, () => TenancyConfig$, () => CapacityProviderConfig$, () => DurableConfig$], 3
];
var CreateFunctionUrlConfigRequest$ = [3, n0, _CFUCR,
    0,
    [_FN, _AT, _Q, _Co, _IM],
    [[0, 1], 0, [0, { [_hQ]: _Q }], () => Cors$, 0], 2
];
var CreateFunctionUrlConfigResponse$ = [3, n0, _CFUCRr,
    0,
    [_FU, _FA, _AT, _CTr, _Co, _IM],
    [0, 0, 0, 0, () => Cors$, 0], 4
];
var DeadLetterConfig$ = [3, n0, _DLC,
    0,
    [_TA],
    [0]
];
var DeleteAliasRequest$ = [3, n0, _DAR,
    0,
    [_FN, _N],
    [[0, 1], [0, 1]], 2
];
var DeleteCapacityProviderRequest$ = [3, n0, _DCPR,
    0,
    [_CPN],
    [[0, 1]], 1
];
var DeleteCapacityProviderResponse$ = [3, n0, _DCPRe,
    0,
    [_CP],
    [() => CapacityProvider$], 1
];
var DeleteCodeSigningConfigRequest$ = [3, n0, _DCSCR,
    0,
    [_CSCA],
    [[0, 1]], 1
];
var DeleteCodeSigningConfigResponse$ = [3, n0, _DCSCRe,
    0,
    [],
    []
];
var DeleteEventSourceMappingRequest$ = [3, n0, _DESMR,
    0,
    [_UUID],
    [[0, 1]], 1
];
var DeleteFunctionCodeSigningConfigRequest$ = [3, n0, _DFCSCR,
    0,
    [_FN],
    [[0, 1]], 1
];
var DeleteFunctionConcurrencyRequest$ = [3, n0, _DFCR,
    0,
    [_FN],
    [[0, 1]], 1
];
var DeleteFunctionEventInvokeConfigRequest$ = [3, n0, _DFEICR,
    0,
    [_FN, _Q],
    [[0, 1], [0, { [_hQ]: _Q }]], 1
];
var DeleteFunctionRequest$ = [3, n0, _DFR,
    0,
    [_FN, _Q],
    [[0, 1], [0, { [_hQ]: _Q }]], 1
];
var DeleteFunctionResponse$ = [3, n0, _DFRe,
    0,
    [_SCt],
    [[1, 32]]
];
var DeleteFunctionUrlConfigRequest$ = [3, n0, _DFUCR,
    0,
    [_FN, _Q],
    [[0, 1], [0, { [_hQ]: _Q }]], 1
];
var DeleteLayerVersionRequest$ = [3, n0, _DLVR,
    0,
    [_LN, _VN],
    [[0, 1], [1, 1]], 2
];
var DeleteProvisionedConcurrencyConfigRequest$ = [3, n0, _DPCCR,
    0,
    [_FN, _Q],
    [[0, 1], [0, { [_hQ]: _Q }]], 2
];
var DeleteResourcePolicyRequest$ = [3, n0, _DRPR,
    0,
    [_RAe, _RI],
    [[0, 1], [0, { [_hQ]: _RI }]], 1
];
var DestinationConfig$ = [3, n0, _DC,
    0,
    [_OS, _OF],
    [() => OnSuccess$, () => OnFailure$]
];
var DocumentDBEventSourceConfig$ = [3, n0, _DDBESC,
    0,
    [_DN, _CN, _FD],
    [0, 0, 0]
];
var DurableConfig$ = [3, n0, _DCu,
    0,
    [_KMSKA, _RPID, _ETx],
    [0, 1, 1]
];
var Environment$ = [3, n0, _Env,
    0,
    [_V],
    [[() => EnvironmentVariables, 0]]
];
var EnvironmentError$ = [3, n0, _EE,
    0,
    [_EC, _M],
    [0, [() => SensitiveString, 0]]
];
var EnvironmentResponse$ = [3, n0, _ER,
    0,
    [_V, _E],
    [[() => EnvironmentVariables, 0], [() => EnvironmentError$, 0]]
];
var EphemeralStorage$ = [3, n0, _ES,
    0,
    [_Si],
    [1], 1
];
var ErrorObject$ = [3, n0, _EO,
    0,
    [_EM, _ET, _ED, _ST],
    [[() => ErrorMessage, 0], [() => ErrorType, 0], [() => ErrorData, 0], [() => StackTraceEntries, 0]]
];
var Event$ = [3, n0, _Ev,
    0,
    [_ETv, _STu, _EI, _Id, _N, _ETve, _PI, _ESD, _ESDx, _EFD, _ETOD, _ESDxe, _CSDo, _CSDon, _CFDo, _WSD, _WSDa, _WCD, _SSD, _SSDt, _SFD, _CISD, _CISDha, _CIFD, _CITOD, _CISDh, _CSD, _CSDa, _CFD, _CTOD, _ICD],
    [0, 0, 1, 0, 0, 4, 0, [() => ExecutionStartedDetails$, 0], [() => ExecutionSucceededDetails$, 0], [() => ExecutionFailedDetails$, 0], [() => ExecutionTimedOutDetails$, 0], [() => ExecutionStoppedDetails$, 0], () => ContextStartedDetails$, [() => ContextSucceededDetails$, 0], [() => ContextFailedDetails$, 0], () => WaitStartedDetails$, () => WaitSucceededDetails$, [() => WaitCancelledDetails$, 0], () => StepStartedDetails$, [() => StepSucceededDetails$, 0], [() => StepFailedDetails$, 0], [() => ChainedInvokeStartedDetails$, 0], [() => ChainedInvokeSucceededDetails$, 0], [() => ChainedInvokeFailedDetails$, 0], [() => ChainedInvokeTimedOutDetails$, 0], [() => ChainedInvokeStoppedDetails$, 0], () => CallbackStartedDetails$, [() => CallbackSucceededDetails$, 0], [() => CallbackFailedDetails$, 0], [() => CallbackTimedOutDetails$, 0], [() => InvocationCompletedDetails$, 0]]
];
var EventError$ = [3, n0, _EEv,
    0,
    [_Pa, _Tr],
    [[() => ErrorObject$, 0], 2]
];
var EventInput$ = [3, n0, _EIv,
    0,
    [_Pa, _Tr],
    [[() => InputPayload, 0], 2]
];
var EventResult$ = [3, n0, _ERv,
    0,
    [_Pa, _Tr],
    [[() => OperationPayload, 0], 2]
];
var EventSourceMappingConfiguration$ = [3, n0, _ESMC,
    0,
    [_UUID, _SPt, _SPT, _BSa, _MBWIS, _PF, _ESA, _FCi, _FCE, _KMSKA, _MC, _LC, _SC, _FA, _LM, _LPR, _St, _STR, _DC, _To, _Qu, _SAC, _SMES, _MRAIS, _BBOFE, _MRA, _TWIS, _FRT, _AMKESC, _SMKESC, _DDBESC, _ESMA, _PPC],
    [0, 0, 4, 1, 1, 1, 0, () => FilterCriteria$, () => FilterCriteriaError$, 0, () => EventSourceMappingMetricsConfig$, () => EventSourceMappingLoggingConfig$, () => ScalingConfig$, 0, 4, 0, 0, 0, () => DestinationConfig$, 64 | 0, 64 | 0, () => SourceAccessConfigurations, () => SelfManagedEventSource$, 1, 2, 1, 1, 64 | 0, () => AmazonManagedKafkaEventSourceConfig$, () => SelfManagedKafkaEventSourceConfig$, () => DocumentDBEventSourceConfig$, 0, () => ProvisionedPollerConfig$]
];
var EventSourceMappingLoggingConfig$ = [3, n0, _ESMLC,
    0,
    [_SLL],
    [0]
];
var EventSourceMappingMetricsConfig$ = [3, n0, _ESMMC,
    0,
    [_Me],
    [64 | 0]
];
var Execution$ = [3, n0, _Ex,
    0,
    [_DEA, _DEN, _FA, _Sta, _STt, _ETn, _KMSKA],
    [0, 0, 0, 0, 4, 4, 0], 5
];
var ExecutionDetails$ = [3, n0, _EDx,
    0,
    [_IP],
    [[() => InputPayload, 0]]
];
var ExecutionFailedDetails$ = [3, n0, _EFD,
    0,
    [_E],
    [[() => EventError$, 0]], 1
];
var ExecutionStartedDetails$ = [3, n0, _ESD,
    0,
    [_I, _ETx],
    [[() => EventInput$, 0], 1], 2
];
var ExecutionStoppedDetails$ = [3, n0, _ESDxe,
    0,
    [_E],
    [[() => EventError$, 0]], 1
];
var ExecutionSucceededDetails$ = [3, n0, _ESDx,
    0,
    [_Re],
    [[() => EventResult$, 0]], 1
];
var ExecutionTimedOutDetails$ = [3, n0, _ETOD,
    0,
    [_E],
    [[() => EventError$, 0]]
];
var FileSystemConfig$ = [3, n0, _FSCi,
    0,
    [_Arn, _LMP, _SFC],
    [0, 0, () => S3FilesConfig$], 2
];
var Filter$ = [3, n0, _F,
    0,
    [_Pat],
    [0]
];
var FilterCriteria$ = [3, n0, _FCi,
    0,
    [_Fi],
    [() => FilterList]
];
var FilterCriteriaError$ = [3, n0, _FCE,
    0,
    [_EC, _M],
    [0, 0]
];
var FunctionCode$ = [3, n0, _FCu,
    0,
    [_ZF, _SB, _SK, _SOV, _SOSM, _IU, _SKMSKA],
    [[() => _Blob, 0], 0, 0, 0, 0, 0, 0]
];
var FunctionCodeLocation$ = [3, n0, _FCL,
    0,
    [_RT, _Lo, _IU, _RIU, _RSO, _SKMSKA, _E],
    [0, 0, 0, 0, () => ResolvedS3Object$, 0, [() => FunctionCodeLocationError$, 0]]
];
var FunctionCodeLocationError$ = [3, n0, _FCLE,
    0,
    [_EC, _M],
    [0, [() => SensitiveString, 0]]
];
var FunctionConfiguration$ = [3, n0, _FCun,
    0,
    [_FN, _FA, _Ru, _Ro, _H, _CS, _D, _Ti, _MS, _LM, _CSo, _Ve, _VC, _DLC, _Env, _KMSKA, _TCr, _MAa, _RI, _L, _St, _SR, _SRCt, _LUS, _LUSR, _LUSRC, _FSC, _SPVAi, _SJA, _PTa, _ICR, _Ar, _ES, _SSn, _RVC, _LC, _TCe, _CPC, _CSon, _DCu],
    [0, 0, 0, 0, 0, 1, 0, 1, 1, 0, 0, 0, () => VpcConfigResponse$, () => DeadLetterConfig$, [() => EnvironmentResponse$, 0], 0, () => TracingConfigResponse$, 0, 0, () => LayersReferenceList, 0, 0, 0, 0, 0, 0, () => FileSystemConfigList, 0, 0, 0, [() => ImageConfigResponse$, 0], 64 | 0, () => EphemeralStorage$, () => SnapStartResponse$, [() => RuntimeVersionConfig$, 0], () => LoggingConfig$, () => TenancyConfig$, () => CapacityProviderConfig$, 0, () => DurableConfig$]
];
var FunctionEventInvokeConfig$ = [3, n0, _FEIC,
    0,
    [_LM, _FA, _MRA, _MEAIS, _DC],
    [4, 0, 1, 1, () => DestinationConfig$]
];
var FunctionScalingConfig$ = [3, n0, _FSCu,
    0,
    [_MEE, _MEEa],
    [1, 1]
];
var FunctionUrlConfig$ = [3, n0, _FUC,
    0,
    [_FU, _FA, _CTr, _LMT, _AT, _Co, _IM],
    [0, 0, 0, 0, 0, () => Cors$, 0], 5
];
var FunctionVersionsByCapacityProviderListItem$ = [3, n0, _FVBCPLI,
    0,
    [_FA, _St],
    [0, 0], 2
];
var GetAccountSettingsRequest$ = [3, n0, _GASR,
    0,
    [],
    []
];
var GetAccountSettingsResponse$ = [3, n0, _GASRe,
    0,
    [_AL, _AU],
    [() => AccountLimit$, () => AccountUsage$]
];
var GetAliasRequest$ = [3, n0, _GAR,
    0,
    [_FN, _N],
    [[0, 1], [0, 1]], 2
];
var GetCapacityProviderRequest$ = [3, n0, _GCPR,
    0,
    [_CPN],
    [[0, 1]], 1
];
var GetCapacityProviderResponse$ = [3, n0, _GCPRe,
    0,
    [_CP],
    [() => CapacityProvider$], 1
];
var GetCodeSigningConfigRequest$ = [3, n0, _GCSCR,
    0,
    [_CSCA],
    [[0, 1]], 1
];
var GetCodeSigningConfigResponse$ = [3, n0, _GCSCRe,
    0,
    [_CSC],
    [() => CodeSigningConfig$], 1
];
var GetDurableExecutionHistoryRequest$ = [3, n0, _GDEHR,
    0,
    [_DEA, _IED, _MI, _Ma, _RO],
    [[0, 1], [2, { [_hQ]: _IED }], [1, { [_hQ]: _MI }], [0, { [_hQ]: _Ma }], [2, { [_hQ]: _RO }]], 1
];
var GetDurableExecutionHistoryResponse$ = [3, n0, _GDEHRe,
    0,
    [_Eve, _NM],
    [[() => Events, 0], 0], 1
];
var GetDurableExecutionRequest$ = [3, n0, _GDER,
    0,
    [_DEA, _IED],
    [[0, 1], [2, { [_hQ]: _IED }]], 1
];
var GetDurableExecutionResponse$ = [3, n0, _GDERe,
    0,
    [_DEA, _DEN, _FA, _STt, _Sta, _IP, _Re, _E, _ETn, _Ve, _TH, _EDI, _DCu],
    [0, 0, 0, 4, 0, [() => InputPayload, 0], [() => OutputPayload, 0], [() => ErrorObject$, 0], 4, 0, () => TraceHeader$, 2, () => DurableConfig$], 5
];
var GetDurableExecutionStateRequest$ = [3, n0, _GDESR,
    0,
    [_DEA, _CT, _Ma, _MI],
    [[0, 1], [0, { [_hQ]: _CT }], [0, { [_hQ]: _Ma }], [1, { [_hQ]: _MI }]], 2
];
var GetDurableExecutionStateResponse$ = [3, n0, _GDESRe,
    0,
    [_O, _NM],
    [[() => Operations, 0], 0], 1
];
var GetEventSourceMappingRequest$ = [3, n0, _GESMR,
    0,
    [_UUID],
    [[0, 1]], 1
];
var GetFunctionCodeSigningConfigRequest$ = [3, n0, _GFCSCR,
    0,
    [_FN],
    [[0, 1]], 1
];
var GetFunctionCodeSigningConfigResponse$ = [3, n0, _GFCSCRe,
    0,
    [_CSCA, _FN],
    [0, 0], 2
];
var GetFunctionConcurrencyRequest$ = [3, n0, _GFCR,
    0,
    [_FN],
    [[0, 1]], 1
];
var GetFunctionConcurrencyResponse$ = [3, n0, _GFCRe,
    0,
    [_RCEe],
    [1]
];
var GetFunctionConfigurationRequest$ = [3, n0, _GFCRet,
    0,
    [_FN, _Q],
    [[0, 1], [0, { [_hQ]: _Q }]], 1
];
var GetFunctionEventInvokeConfigRequest$ = [3, n0, _GFEICR,
    0,
    [_FN, _Q],
    [[0, 1], [0, { [_hQ]: _Q }]], 1
];
var GetFunctionRecursionConfigRequest$ = [3, n0, _GFRCR,
    0,
    [_FN],
    [[0, 1]], 1
];
var GetFunctionRecursionConfigResponse$ = [3, n0, _GFRCRe,
    0,
    [_RL],
    [0]
];
var GetFunctionRequest$ = [3, n0, _GFR,
    0,
    [_FN, _Q],
    [[0, 1], [0, { [_hQ]: _Q }]], 1
];
var GetFunctionResponse$ = [3, n0, _GFRe,
    0,
    [_Con, _Cod, _Ta, _TE, _C],
    [[() => FunctionConfiguration$, 0], [() => FunctionCodeLocation$, 0], 128 | 0, () => TagsError$, () => Concurrency$]
];
var GetFunctionScalingConfigRequest$ = [3, n0, _GFSCR,
    0,
    [_FN, _Q],
    [[0, 1], [0, { [_hQ]: _Q }]], 2
];
var GetFunctionScalingConfigResponse$ = [3, n0, _GFSCRe,
    0,
    [_FA, _AFSC, _RFSC],
    [0, () => FunctionScalingConfig$, () => FunctionScalingConfig$]
];
var GetFunctionUrlConfigRequest$ = [3, n0, _GFUCR,
    0,
    [_FN, _Q],
    [[0, 1], [0, { [_hQ]: _Q }]], 1
];
var GetFunctionUrlConfigResponse$ = [3, n0, _GFUCRe,
    0,
    [_FU, _FA, _AT, _CTr, _LMT, _Co, _IM],
    [0, 0, 0, 0, 0, () => Cors$, 0], 5
];
var GetLayerVersionByArnRequest$ = [3, n0, _GLVBAR,
    0,
    [_Arn],
    [[0, { [_hQ]: _Arn }]], 1
];
var GetLayerVersionPolicyRequest$ = [3, n0, _GLVPR,
    0,
    [_LN, _VN],
    [[0, 1], [1, 1]], 2
];
var GetLayerVersionPolicyResponse$ = [3, n0, _GLVPRe,
    0,
    [_Po, _RI],
    [0, 0]
];
var GetLayerVersionRequest$ = [3, n0, _GLVR,
    0,
    [_LN, _VN],
    [[0, 1], [1, 1]], 2
];
var GetLayerVersionResponse$ = [3, n0, _GLVRe,
    0,
    [_Cont, _LA, _LVA, _D, _CDr, _Ve, _CA, _CR, _LI],
    [() => LayerVersionContentOutput$, 0, 0, 0, 0, 1, 64 | 0, 64 | 0, 0]
];
var GetPolicyRequest$ = [3, n0, _GPR,
    0,
    [_FN, _Q],
    [[0, 1], [0, { [_hQ]: _Q }]], 1
];
var GetPolicyResponse$ = [3, n0, _GPRe,
    0,
    [_Po, _RI],
    [0, 0]
];
var GetProvisionedConcurrencyConfigRequest$ = [3, n0, _GPCCR,
    0,
    [_FN, _Q],
    [[0, 1], [0, { [_hQ]: _Q }]], 2
];
var GetProvisionedConcurrencyConfigResponse$ = [3, n0, _GPCCRe,
    0,
    [_RPCE, _APCE, _APCEl, _Sta, _SRt, _LM],
    [1, 1, 1, 0, 0, 0]
];
var GetResourcePolicyRequest$ = [3, n0, _GRPR,
    0,
    [_RAe],
    [[0, 1]], 1
];
var GetResourcePolicyResponse$ = [3, n0, _GRPRe,
    0,
    [_Po, _RI],
    [0, 0]
];
var GetRuntimeManagementConfigRequest$ = [3, n0, _GRMCR,
    0,
    [_FN, _Q],
    [[0, 1], [0, { [_hQ]: _Q }]], 1
];
var GetRuntimeManagementConfigResponse$ = [3, n0, _GRMCRe,
    0,
    [_URO, _FA, _RVA],
    [0, 0, 0]
];
var ImageConfig$ = [3, n0, _IC,
    0,
    [_EP, _Com, _WD],
    [64 | 0, 64 | 0, 0]
];
var ImageConfigError$ = [3, n0, _ICE,
    0,
    [_EC, _M],
    [0, [() => SensitiveString, 0]]
];
var ImageConfigResponse$ = [3, n0, _ICR,
    0,
    [_IC, _E],
    [() => ImageConfig$, [() => ImageConfigError$, 0]]
];
var InstanceRequirements$ = [3, n0, _IR,
    0,
    [_Ar, _AIT, _EIT],
    [64 | 0, 64 | 0, 64 | 0]
];
var InvocationCompletedDetails$ = [3, n0, _ICD,
    0,
    [_STt, _ETn, _RIe, _E],
    [4, 4, 0, [() => EventError$, 0]], 3
];
var InvocationRequest$ = [3, n0, _IRn,
    0,
    [_FN, _IT, _LT, _CC, _DEN, _Pa, _Q, _TI],
    [[0, 1], [0, { [_hH]: _XAIT }], [0, { [_hH]: _XALT }], [0, { [_hH]: _XACC }], [0, { [_hH]: _XADEN }], [() => _Blob, 16], [0, { [_hQ]: _Q }], [0, { [_hH]: _XATI_ }]], 1
];
var InvocationResponse$ = [3, n0, _IRnv,
    0,
    [_SCt, _FE, _LR, _Pa, _EV, _DEA],
    [[1, 32], [0, { [_hH]: _XAFE }], [0, { [_hH]: _XALR }], [() => _Blob, 16], [0, { [_hH]: _XAEV }], [0, { [_hH]: _XADEA }]]
];
var InvokeAsyncRequest$ = [3, n0, _IAR,
    0,
    [_FN, _IA],
    [[0, 1], [() => BlobStream, 16]], 2
];
var InvokeAsyncResponse$ = [3, n0, _IARn,
    0,
    [_Sta],
    [[1, 32]]
];
var InvokeResponseStreamUpdate$ = [3, n0, _IRSU,
    0,
    [_Pa],
    [[() => _Blob, { [_eP]: 1 }]]
];
var InvokeWithResponseStreamCompleteEvent$ = [3, n0, _IWRSCE,
    0,
    [_EC, _EDr, _LR],
    [0, 0, 0]
];
var InvokeWithResponseStreamRequest$ = [3, n0, _IWRSR,
    0,
    [_FN, _LT, _CC, _Q, _Pa, _TI, _IT],
    [[0, 1], [0, { [_hH]: _XALT }], [0, { [_hH]: _XACC }], [0, { [_hQ]: _Q }], [() => _Blob, 16], [0, { [_hH]: _XATI_ }], [0, { [_hH]: _XAIT }]], 1
];
var InvokeWithResponseStreamResponse$ = [3, n0, _IWRSRn,
    0,
    [_SCt, _EV, _ESv, _RSCT],
    [[1, 32], [0, { [_hH]: _XAEV }], [() => InvokeWithResponseStreamResponseEvent$, 16], [0, { [_hH]: _CT_ }]]
];
var KafkaSchemaRegistryAccessConfig$ = [3, n0, _KSRAC,
    0,
    [_T, _URI],
    [0, 0]
];
var KafkaSchemaRegistryConfig$ = [3, n0, _KSRC,
    0,
    [_SRURI, _ERF, _ACc, _SVC],
    [0, 0, () => KafkaSchemaRegistryAccessConfigList, () => KafkaSchemaValidationConfigList]
];
var KafkaSchemaValidationConfig$ = [3, n0, _KSVC,
    0,
    [_At],
    [0]
];
var LambdaManagedInstancesCapacityProviderConfig$ = [3, n0, _LMICPC,
    0,
    [_CPA, _PEEMC, _EEMGBPVC],
    [0, 1, 1], 1
];
var Layer$ = [3, n0, _La,
    0,
    [_Arn, _CS, _SPVAi, _SJA],
    [0, 1, 0, 0]
];
var LayersListItem$ = [3, n0, _LLI,
    0,
    [_LN, _LA, _LMV],
    [0, 0, () => LayerVersionsListItem$]
];
var LayerVersionContentInput$ = [3, n0, _LVCI,
    0,
    [_SB, _SK, _SOV, _SOSM, _ZF],
    [0, 0, 0, 0, [() => _Blob, 0]]
];
var LayerVersionContentOutput$ = [3, n0, _LVCO,
    0,
    [_Lo, _CSo, _CS, _SPVAi, _SJA, _RSO],
    [0, 0, 1, 0, 0, () => ResolvedS3Object$]
];
var LayerVersionsListItem$ = [3, n0, _LVLI,
    0,
    [_LVA, _Ve, _D, _CDr, _CA, _CR, _LI],
    [0, 1, 0, 0, 64 | 0, 64 | 0, 0]
];
var ListAliasesRequest$ = [3, n0, _LAR,
    0,
    [_FN, _FV, _Ma, _MI],
    [[0, 1], [0, { [_hQ]: _FV }], [0, { [_hQ]: _Ma }], [1, { [_hQ]: _MI }]], 1
];
var ListAliasesResponse$ = [3, n0, _LARi,
    0,
    [_NM, _Al],
    [0, () => AliasList]
];
var ListCapacityProvidersRequest$ = [3, n0, _LCPR,
    0,
    [_St, _Ma, _MI],
    [[0, { [_hQ]: _St }], [0, { [_hQ]: _Ma }], [1, { [_hQ]: _MI }]]
];
var ListCapacityProvidersResponse$ = [3, n0, _LCPRi,
    0,
    [_CPa, _NM],
    [() => CapacityProvidersList, 0], 1
];
var ListCodeSigningConfigsRequest$ = [3, n0, _LCSCR,
    0,
    [_Ma, _MI],
    [[0, { [_hQ]: _Ma }], [1, { [_hQ]: _MI }]]
];
var ListCodeSigningConfigsResponse$ = [3, n0, _LCSCRi,
    0,
    [_NM, _CSCo],
    [0, () => CodeSigningConfigList]
];
var ListDurableExecutionsByFunctionRequest$ = [3, n0, _LDEBFR,
    0,
    [_FN, _Q, _DEN, _Stat, _SAt, _SBt, _RO, _Ma, _MI],
    [[0, 1], [0, { [_hQ]: _Q }], [0, { [_hQ]: _DEN }], [64 | 0, { [_hQ]: _Stat }], [4, { [_hQ]: _SAt }], [4, { [_hQ]: _SBt }], [2, { [_hQ]: _RO }], [0, { [_hQ]: _Ma }], [1, { [_hQ]: _MI }]], 1
];
var ListDurableExecutionsByFunctionResponse$ = [3, n0, _LDEBFRi,
    0,
    [_DE, _NM],
    [() => DurableExecutions, 0]
];
var ListEventSourceMappingsRequest$ = [3, n0, _LESMR,
    0,
    [_ESA, _FN, _Ma, _MI],
    [[0, { [_hQ]: _ESA }], [0, { [_hQ]: _FN }], [0, { [_hQ]: _Ma }], [1, { [_hQ]: _MI }]]
];
var ListEventSourceMappingsResponse$ = [3, n0, _LESMRi,
    0,
    [_NM, _ESM],
    [0, () => EventSourceMappingsList]
];
var ListFunctionEventInvokeConfigsRequest$ = [3, n0, _LFEICR,
    0,
    [_FN, _Ma, _MI],
    [[0, 1], [0, { [_hQ]: _Ma }], [1, { [_hQ]: _MI }]], 1
];
var ListFunctionEventInvokeConfigsResponse$ = [3, n0, _LFEICRi,
    0,
    [_FEICu, _NM],
    [() => FunctionEventInvokeConfigList, 0]
];
var ListFunctionsByCodeSigningConfigRequest$ = [3, n0, _LFBCSCR,
    0,
    [_CSCA, _Ma, _MI],
    [[0, 1], [0, { [_hQ]: _Ma }], [1, { [_hQ]: _MI }]], 1
];
var ListFunctionsByCodeSigningConfigResponse$ = [3, n0, _LFBCSCRi,
    0,
    [_NM, _FAu],
    [0, 64 | 0]
];
var ListFunctionsRequest$ = [3, n0, _LFR,
    0,
    [_MR, _FV, _Ma, _MI],
    [[0, { [_hQ]: _MR }], [0, { [_hQ]: _FV }], [0, { [_hQ]: _Ma }], [1, { [_hQ]: _MI }]]
];
var ListFunctionsResponse$ = [3, n0, _LFRi,
    0,
    [_NM, _Fu],
    [0, [() => FunctionList, 0]]
];
var ListFunctionUrlConfigsRequest$ = [3, n0, _LFUCR,
    0,
    [_FN, _Ma, _MI],
    [[0, 1], [0, { [_hQ]: _Ma }], [1, { [_hQ]: _MI }]], 1
];
var ListFunctionUrlConfigsResponse$ = [3, n0, _LFUCRi,
    0,
    [_FUCu, _NM],
    [() => FunctionUrlConfigList, 0], 1
];
var ListFunctionVersionsByCapacityProviderRequest$ = [3, n0, _LFVBCPR,
    0,
    [_CPN, _Ma, _MI],
    [[0, 1], [0, { [_hQ]: _Ma }], [1, { [_hQ]: _MI }]], 1
];
var ListFunctionVersionsByCapacityProviderResponse$ = [3, n0, _LFVBCPRi,
    0,
    [_CPA, _FVu, _NM],
    [0, () => FunctionVersionsByCapacityProviderList, 0], 2
];
var ListLayersRequest$ = [3, n0, _LLR,
    0,
    [_CAo, _CRo, _Ma, _MI],
    [[0, { [_hQ]: _CAo }], [0, { [_hQ]: _CRo }], [0, { [_hQ]: _Ma }], [1, { [_hQ]: _MI }]]
];
var ListLayersResponse$ = [3, n0, _LLRi,
    0,
    [_NM, _L],
    [0, () => LayersList]
];
var ListLayerVersionsRequest$ = [3, n0, _LLVR,
    0,
    [_LN, _CAo, _CRo, _Ma, _MI],
    [[0, 1], [0, { [_hQ]: _CAo }], [0, { [_hQ]: _CRo }], [0, { [_hQ]: _Ma }], [1, { [_hQ]: _MI }]], 1
];
var ListLayerVersionsResponse$ = [3, n0, _LLVRi,
    0,
    [_NM, _LV],
    [0, () => LayerVersionsList]
];
var ListProvisionedConcurrencyConfigsRequest$ = [3, n0, _LPCCR,
    0,
    [_FN, _Ma, _MI],
    [[0, 1], [0, { [_hQ]: _Ma }], [1, { [_hQ]: _MI }]], 1
];
var ListProvisionedConcurrencyConfigsResponse$ = [3, n0, _LPCCRi,
    0,
    [_PCC, _NM],
    [() => ProvisionedConcurrencyConfigList, 0]
];
var ListTagsRequest$ = [3, n0, _LTR,
    0,
    [_Res],
    [[0, 1]], 1
];
var ListTagsResponse$ = [3, n0, _LTRi,
    0,
    [_Ta],
    [128 | 0]
];
var ListVersionsByFunctionRequest$ = [3, n0, _LVBFR,
    0,
    [_FN, _Ma, _MI],
    [[0, 1], [0, { [_hQ]: _Ma }], [1, { [_hQ]: _MI }]], 1
];
var ListVersionsByFunctionResponse$ = [3, n0, _LVBFRi,
    0,
    [_NM, _Ver],
    [0, [() => FunctionList, 0]]
];
var LoggingConfig$ = [3, n0, _LC,
    0,
    [_LF, _ALL, _SLL, _LG],
    [0, 0, 0, 0]
];
var OnFailure$ = [3, n0, _OF,
    0,
    [_De],
    [0]
];
var OnSuccess$ = [3, n0, _OS,
    0,
    [_De],
    [0]
];
var Operation$ = [3, n0, _Op,
    0,
    [_Id, _T, _STt, _Sta, _PI, _N, _STu, _ETn, _EDx, _CDo, _SD, _WDa, _CD, _CID],
    [0, 0, 4, 0, 0, 0, 0, 4, [() => ExecutionDetails$, 0], [() => ContextDetails$, 0], [() => StepDetails$, 0], () => WaitDetails$, [() => CallbackDetails$, 0], [() => ChainedInvokeDetails$, 0]], 4
];
var OperationUpdate$ = [3, n0, _OU,
    0,
    [_Id, _T, _A, _PI, _N, _STu, _Pa, _E, _COo, _SO, _WO, _CO, _CIO],
    [0, 0, 0, 0, 0, 0, [() => OperationPayload, 0], [() => ErrorObject$, 0], () => ContextOptions$, () => StepOptions$, () => WaitOptions$, () => CallbackOptions$, () => ChainedInvokeOptions$], 3
];
var PropagateTags$ = [3, n0, _PT,
    0,
    [_Mo, _ETxp],
    [0, 128 | 0]
];
var ProvisionedConcurrencyConfigListItem$ = [3, n0, _PCCLI,
    0,
    [_FA, _RPCE, _APCE, _APCEl, _Sta, _SRt, _LM],
    [0, 1, 1, 1, 0, 0, 0]
];
var ProvisionedPollerConfig$ = [3, n0, _PPC,
    0,
    [_MP, _MPa, _PGN],
    [1, 1, 0]
];
var PublishLayerVersionRequest$ = [3, n0, _PLVR,
    0,
    [_LN, _Cont, _D, _CA, _CR, _LI],
    [[0, 1], [() => LayerVersionContentInput$, 0], 0, 64 | 0, 64 | 0, 0], 2
];
var PublishLayerVersionResponse$ = [3, n0, _PLVRu,
    0,
    [_Cont, _LA, _LVA, _D, _CDr, _Ve, _CA, _CR, _LI],
    [() => LayerVersionContentOutput$, 0, 0, 0, 0, 1, 64 | 0, 64 | 0, 0]
];
var PublishVersionRequest$ = [3, n0, _PVR,
    0,
    [_FN, _CSo, _D, _RI, _PTu],
    [[0, 1], 0, 0, 0, 0], 1
];
var PutFunctionCodeSigningConfigRequest$ = [3, n0, _PFCSCR,
    0,
    [_CSCA, _FN],
    [0, [0, 1]], 2
];
var PutFunctionCodeSigningConfigResponse$ = [3, n0, _PFCSCRu,
    0,
    [_CSCA, _FN],
    [0, 0], 2
];
var PutFunctionConcurrencyRequest$ = [3, n0, _PFCR,
    0,
    [_FN, _RCEe],
    [[0, 1], 1], 2
];
var PutFunctionEventInvokeConfigRequest$ = [3, n0, _PFEICR,
    0,
    [_FN, _Q, _MRA, _MEAIS, _DC],
    [[0, 1], [0, { [_hQ]: _Q }], 1, 1, () => DestinationConfig$], 1
];
var PutFunctionRecursionConfigRequest$ = [3, n0, _PFRCR,
    0,
    [_FN, _RL],
    [[0, 1], 0], 2
];
var PutFunctionRecursionConfigResponse$ = [3, n0, _PFRCRu,
    0,
    [_RL],
    [0]
];
var PutFunctionScalingConfigRequest$ = [3, n0, _PFSCR,
    0,
    [_FN, _Q, _FSCu],
    [[0, 1], [0, { [_hQ]: _Q }], () => FunctionScalingConfig$], 2
];
var PutFunctionScalingConfigResponse$ = [3, n0, _PFSCRu,
    0,
    [_FS],
    [0]
];
var PutProvisionedConcurrencyConfigRequest$ = [3, n0, _PPCCR,
    0,
    [_FN, _Q, _PCE],
    [[0, 1], [0, { [_hQ]: _Q }], 1], 3
];
var PutProvisionedConcurrencyConfigResponse$ = [3, n0, _PPCCRu,
    0,
    [_RPCE, _APCEl, _APCE, _Sta, _SRt, _LM],
    [1, 1, 1, 0, 0, 0]
];
var PutResourcePolicyRequest$ = [3, n0, _PRPR,
    0,
    [_RAe, _Po, _RI],
    [[0, 1], 0, 0], 2
];
var PutResourcePolicyResponse$ = [3, n0, _PRPRu,
    0,
    [_Po, _RI],
    [0, 0]
];
var PutRuntimeManagementConfigRequest$ = [3, n0, _PRMCR,
    0,
    [_FN, _URO, _Q, _RVA],
    [[0, 1], 0, [0, { [_hQ]: _Q }], 0], 2
];
var PutRuntimeManagementConfigResponse$ = [3, n0, _PRMCRu,
    0,
    [_URO, _FA, _RVA],
    [0, 0, 0], 2
];
var RemoveLayerVersionPermissionRequest$ = [3, n0, _RLVPR,
    0,
    [_LN, _VN, _SI, _RI],
    [[0, 1], [1, 1], [0, 1], [0, { [_hQ]: _RI }]], 3
];
var RemovePermissionRequest$ = [3, n0, _RPR,
    0,
    [_FN, _SI, _Q, _RI],
    [[0, 1], [0, 1], [0, { [_hQ]: _Q }], [0, { [_hQ]: _RI }]], 2
];
var ResolvedS3Object$ = [3, n0, _RSO,
    0,
    [_SB, _SK, _SOV],
    [0, 0, 0]
];
var RetryDetails$ = [3, n0, _RD,
    0,
    [_CAu, _NADS],
    [1, 1]
];
var RuntimeVersionConfig$ = [3, n0, _RVC,
    0,
    [_RVA, _E],
    [0, [() => RuntimeVersionError$, 0]]
];
var RuntimeVersionError$ = [3, n0, _RVE,
    0,
    [_EC, _M],
    [0, [() => SensitiveString, 0]]
];
var S3FilesConfig$ = [3, n0, _SFC,
    0,
    [_DSR],
    [0]
];
var ScalingConfig$ = [3, n0, _SC,
    0,
    [_MCa],
    [1]
];
var SelfManagedEventSource$ = [3, n0, _SMES,
    0,
    [_End],
    [[2, n0, _End, 0, 0, 64 | 0]]
];
var SelfManagedKafkaEventSourceConfig$ = [3, n0, _SMKESC,
    0,
    [_CGI, _SRC, _CM],
    [0, () => KafkaSchemaRegistryConfig$, 0]
];
var SendDurableExecutionCallbackFailureRequest$ = [3, n0, _SDECFR,
    0,
    [_CI, _E],
    [[0, 1], [() => ErrorObject$, 16]], 1
];
var SendDurableExecutionCallbackFailureResponse$ = [3, n0, _SDECFRe,
    0,
    [],
    []
];
var SendDurableExecutionCallbackHeartbeatRequest$ = [3, n0, _SDECHR,
    0,
    [_CI],
    [[0, 1]], 1
];
var SendDurableExecutionCallbackHeartbeatResponse$ = [3, n0, _SDECHRe,
    0,
    [],
    []
];
var SendDurableExecutionCallbackSuccessRequest$ = [3, n0, _SDECSR,
    0,
    [_CI, _Re],
    [[0, 1], [() => BinaryOperationPayload, 16]], 1
];
var SendDurableExecutionCallbackSuccessResponse$ = [3, n0, _SDECSRe,
    0,
    [],
    []
];
var SnapStart$ = [3, n0, _SSn,
    0,
    [_AOp],
    [0]
];
var SnapStartResponse$ = [3, n0, _SSR,
    0,
    [_AOp, _OSp],
    [0, 0]
];
var SourceAccessConfiguration$ = [3, n0, _SACo,
    0,
    [_T, _URI],
    [0, 0]
];
var StepDetails$ = [3, n0, _SD,
    0,
    [_Att, _NAT, _Re, _E],
    [1, 4, [() => OperationPayload, 0], [() => ErrorObject$, 0]]
];
var StepFailedDetails$ = [3, n0, _SFD,
    0,
    [_E, _RD],
    [[() => EventError$, 0], () => RetryDetails$], 2
];
var StepOptions$ = [3, n0, _SO,
    0,
    [_NADS],
    [1]
];
var StepStartedDetails$ = [3, n0, _SSD,
    0,
    [],
    []
];
var StepSucceededDetails$ = [3, n0, _SSDt,
    0,
    [_Re, _RD],
    [[() => EventResult$, 0], () => RetryDetails$], 2
];
var StopDurableExecutionRequest$ = [3, n0, _SDER,
    0,
    [_DEA, _E],
    [[0, 1], [() => ErrorObject$, 16]], 1
];
var StopDurableExecutionResponse$ = [3, n0, _SDERt,
    0,
    [_STto],
    [4], 1
];
var TagResourceRequest$ = [3, n0, _TRR,
    0,
    [_Res, _Ta],
    [[0, 1], 128 | 0], 2
];
var TagsError$ = [3, n0, _TE,
    0,
    [_EC, _M],
    [0, 0], 2
];
var TargetTrackingScalingPolicy$ = [3, n0, _TTSP,
    0,
    [_PMT, _TV],
    [0, 1], 2
];
var TenancyConfig$ = [3, n0, _TCe,
    0,
    [_TIM],
    [0], 1
];
var TraceHeader$ = [3, n0, _TH,
    0,
    [_XATI],
    [0]
];
var TracingConfig$ = [3, n0, _TCr,
    0,
    [_Mo],
    [0]
];
var TracingConfigResponse$ = [3, n0, _TCR,
    0,
    [_Mo],
    [0]
];
var UntagResourceRequest$ = [3, n0, _URR,
    0,
    [_Res, _TK],
    [[0, 1], [() => TagKeyList, { [_hQ]: _tK }]], 2
];
var UpdateAliasRequest$ = [3, n0, _UAR,
    0,
    [_FN, _N, _FV, _D, _RC, _RI],
    [[0, 1], [0, 1], 0, 0, () => AliasRoutingConfiguration$, 0], 2
];
var UpdateCapacityProviderRequest$ = [3, n0, _UCPR,
    0,
    [_CPN, _CPSC, _PT, _TC],
    [[0, 1], () => CapacityProviderScalingConfig$, () => PropagateTags$, () => CapacityProviderTelemetryConfig$], 1
];
var UpdateCapacityProviderResponse$ = [3, n0, _UCPRp,
    0,
    [_CP],
    [() => CapacityProvider$], 1
];
var UpdateCodeSigningConfigRequest$ = [3, n0, _UCSCR,
    0,
    [_CSCA, _D, _AP, _CSP],
    [[0, 1], 0, () => AllowedPublishers$, () => CodeSigningPolicies$], 1
];
var UpdateCodeSigningConfigResponse$ = [3, n0, _UCSCRp,
    0,
    [_CSC],
    [() => CodeSigningConfig$], 1
];
var UpdateEventSourceMappingRequest$ = [3, n0, _UESMR,
    0,
    [_UUID, _FN, _En, _BSa, _FCi, _KMSKA, _MC, _LC, _SC, _MBWIS, _PF, _DC, _MRAIS, _BBOFE, _MRA, _TWIS, _SAC, _FRT, _AMKESC, _SMKESC, _DDBESC, _PPC],
    [[0, 1], 0, 2, 1, () => FilterCriteria$, 0, () => EventSourceMappingMetricsConfig$, () => EventSourceMappingLoggingConfig$, () => ScalingConfig$, 1, 1, () => DestinationConfig$, 1, 2, 1, 1, () => SourceAccessConfigurations, 64 | 0, () => AmazonManagedKafkaEventSourceConfig$, () => SelfManagedKafkaEventSourceConfig$, () => DocumentDBEventSourceConfig$, () => ProvisionedPollerConfig$], 1
];
var UpdateFunctionCodeRequest$ = [3, n0, _UFCR,
    0,
    [_FN, _ZF, _SB, _SK, _SOV, _SOSM, _IU, _Ar, _Pu, _PTu, _DR, _RI, _SKMSKA],
    [[0, 1], [() => _Blob, 0], 0, 0, 0, 0, 0, 64 | 0, 2, 0, 2, 0, 0], 1
];
var UpdateFunctionConfigurationRequest$ = [3, n0, _UFCRp,
    0,
    [_FN, _Ro, _H, _D, _Ti, _MS, _VC, _Env, _Ru, _DLC, _KMSKA, _TCr, _RI, _L, _FSC, _IC, _ES, _SSn, _LC, _CPC, _DCu],
    [[0, 1], 0, 0, 0, 1, 1, () => VpcConfig$, [() => Environment$, 0], 0, () => DeadLetterConfig$, 0, () => TracingConfig$, 0, 64 | 0, () => FileSystemConfigList, () => ImageConfig$, () => EphemeralStorage$, () => SnapStart$, () => LoggingConfig$, () => CapacityProviderConfig$, () => DurableConfig$], 1
];
var UpdateFunctionEventInvokeConfigRequest$ = [3, n0, _UFEICR,
    0,
    [_FN, _Q, _MRA, _MEAIS, _DC],
    [[0, 1], [0, { [_hQ]: _Q }], 1, 1, () => DestinationConfig$], 1
];
var UpdateFunctionUrlConfigRequest$ = [3, n0, _UFUCR,
    0,
    [_FN, _Q, _AT, _Co, _IM],
    [[0, 1], [0, { [_hQ]: _Q }], 0, () => Cors$, 0], 1
];
var UpdateFunctionUrlConfigResponse$ = [3, n0, _UFUCRp,
    0,
    [_FU, _FA, _AT, _CTr, _LMT, _Co, _IM],
    [0, 0, 0, 0, 0, () => Cors$, 0], 5
];
var VpcConfig$ = [3, n0, _VC,
    0,
    [_SIu, _SGI, _IAFDS],
    [64 | 0, 64 | 0, 2]
];
var VpcConfigResponse$ = [3, n0, _VCR,
    0,
    [_SIu, _SGI, _VI, _IAFDS],
    [64 | 0, 64 | 0, 0, 2]
];
var WaitCancelledDetails$ = [3, n0, _WCD,
    0,
    [_E],
    [[() => EventError$, 0]]
];
var WaitDetails$ = [3, n0, _WDa,
    0,
    [_SET],
    [4]
];
var WaitOptions$ = [3, n0, _WO,
    0,
    [_WS],
    [1]
];
var WaitStartedDetails$ = [3, n0, _WSD,
    0,
    [_Du, _SET],
    [1, 4], 2
];
var WaitSucceededDetails$ = [3, n0, _WSDa,
    0,
    [_Du],
    [1]
];
var __Unit = "unit";
var AliasList = [1, n0, _ALl,
    0, () => AliasConfiguration$
];
var CapacityProviderScalingPoliciesList = [1, n0, _CPSPL,
    0, () => TargetTrackingScalingPolicy$
];
var CapacityProvidersList = [1, n0, _CPL,
    0, () => CapacityProvider$
];
var CodeSigningConfigList = [1, n0, _CSCL,
    0, () => CodeSigningConfig$
];
var DurableExecutions = [1, n0, _DE,
    0, () => Execution$
];
var Events = [1, n0, _Eve,
    0, [() => Event$,
        0]
];
var EventSourceMappingsList = [1, n0, _ESML,
    0, () => EventSourceMappingConfiguration$
];
var FileSystemConfigList = [1, n0, _FSCL,
    0, () => FileSystemConfig$
];
var FilterList = [1, n0, _FL,
    0, () => Filter$
];
var FunctionEventInvokeConfigList = [1, n0, _FEICL,
    0, () => FunctionEventInvokeConfig$
];
var FunctionList = [1, n0, _FLu,
    0, [() => FunctionConfiguration$,
        0]
];
var FunctionUrlConfigList = [1, n0, _FUCL,
    0, () => FunctionUrlConfig$
];
var FunctionVersionsByCapacityProviderList = [1, n0, _FVBCPL,
    0, () => FunctionVersionsByCapacityProviderListItem$
];
var KafkaSchemaRegistryAccessConfigList = [1, n0, _KSRACL,
    0, () => KafkaSchemaRegistryAccessConfig$
];
var KafkaSchemaValidationConfigList = [1, n0, _KSVCL,
    0, () => KafkaSchemaValidationConfig$
];
var LayersList = [1, n0, _LL,
    0, () => LayersListItem$
];
var LayersReferenceList = [1, n0, _LRL,
    0, () => Layer$
];
var LayerVersionsList = [1, n0, _LVL,
    0, () => LayerVersionsListItem$
];
var Operations = [1, n0, _O,
    0, [() => Operation$,
        0]
];
var OperationUpdates = [1, n0, _OUp,
    0, [() => OperationUpdate$,
        0]
];
var ProvisionedConcurrencyConfigList = [1, n0, _PCCL,
    0, () => ProvisionedConcurrencyConfigListItem$
];
var SourceAccessConfigurations = [1, n0, _SAC,
    0, () => SourceAccessConfiguration$
];
var StackTraceEntries = [1, n0, _STEt,
    0, [() => StackTraceEntry,
        0]
];
var TagKeyList = [1, n0, _TKL,
    0, [0,
        { [_xN]: _K }]
];
var EnvironmentVariables = [2, n0, _EVn,
    8, [() => EnvironmentVariableName,
        0],
    [() => EnvironmentVariableValue,
        0]
];
var InvokeWithResponseStreamResponseEvent$ = [4, n0, _IWRSRE,
    { [_st]: 1 },
    [_PCa, _ICn],
    [[() => InvokeResponseStreamUpdate$, 0], () => InvokeWithResponseStreamCompleteEvent$]
];
var AddLayerVersionPermission$ = [9, n0, _ALVP,
    { [_h]: ["POST", "/2018-10-31/layers/{LayerName}/versions/{VersionNumber}/policy", 201] }, () => AddLayerVersionPermissionRequest$, () => AddLayerVersionPermissionResponse$
];
var AddPermission$ = [9, n0, _APd,
    { [_h]: ["POST", "/2015-03-31/functions/{FunctionName}/policy", 201] }, () => AddPermissionRequest$, () => AddPermissionResponse$
];
var CheckpointDurableExecution$ = [9, n0, _CDE,
    { [_h]: ["POST", "/2025-12-01/durable-executions/{DurableExecutionArn}/checkpoint", 200] }, () => CheckpointDurableExecutionRequest$, () => CheckpointDurableExecutionResponse$
];
var CreateAlias$ = [9, n0, _CAr,
    { [_h]: ["POST", "/2015-03-31/functions/{FunctionName}/aliases", 201] }, () => CreateAliasRequest$, () => AliasConfiguration$
];
var CreateCapacityProvider$ = [9, n0, _CCP,
    { [_h]: ["POST", "/2025-11-30/capacity-providers", 202] }, () => CreateCapacityProviderRequest$, () => CreateCapacityProviderResponse$
];
var CreateCodeSigningConfig$ = [9, n0, _CCSC,
    { [_h]: ["POST", "/2020-04-22/code-signing-configs", 201] }, () => CreateCodeSigningConfigRequest$, () => CreateCodeSigningConfigResponse$
];
var CreateEventSourceMapping$ = [9, n0, _CESM,
    { [_h]: ["POST", "/2015-03-31/event-source-mappings", 202] }, () => CreateEventSourceMappingRequest$, () => EventSourceMappingConfiguration$
];
var CreateFunction$ = [9, n0, _CF,
    { [_h]: ["POST", "/2015-03-31/functions", 201] }, () => CreateFunctionRequest$, () => FunctionConfiguration$
];
var CreateFunctionUrlConfig$ = [9, n0, _CFUC,
    { [_h]: ["POST", "/2021-10-31/functions/{FunctionName}/url", 201] }, () => CreateFunctionUrlConfigRequest$, () => CreateFunctionUrlConfigResponse$
];
var DeleteAlias$ = [9, n0, _DA,
    { [_h]: ["DELETE", "/2015-03-31/functions/{FunctionName}/aliases/{Name}", 204] }, () => DeleteAliasRequest$, () => __Unit
];
var DeleteCapacityProvider$ = [9, n0, _DCP,
    { [_h]: ["DELETE", "/2025-11-30/capacity-providers/{CapacityProviderName}", 202] }, () => DeleteCapacityProviderRequest$, () => DeleteCapacityProviderResponse$
];
var DeleteCodeSigningConfig$ = [9, n0, _DCSC,
    { [_h]: ["DELETE", "/2020-04-22/code-signing-configs/{CodeSigningConfigArn}", 204] }, () => DeleteCodeSigningConfigRequest$, () => DeleteCodeSigningConfigResponse$
];
var DeleteEventSourceMapping$ = [9, n0, _DESM,
    { [_h]: ["DELETE", "/2015-03-31/event-source-mappings/{UUID}", 202] }, () => DeleteEventSourceMappingRequest$, () => EventSourceMappingConfiguration$
];
var DeleteFunction$ = [9, n0, _DF,
    { [_h]: ["DELETE", "/2015-03-31/functions/{FunctionName}", 200] }, () => DeleteFunctionRequest$, () => DeleteFunctionResponse$
];
var DeleteFunctionCodeSigningConfig$ = [9, n0, _DFCSC,
    { [_h]: ["DELETE", "/2020-06-30/functions/{FunctionName}/code-signing-config", 204] }, () => DeleteFunctionCodeSigningConfigRequest$, () => __Unit
];
var DeleteFunctionConcurrency$ = [9, n0, _DFC,
    { [_h]: ["DELETE", "/2017-10-31/functions/{FunctionName}/concurrency", 204] }, () => DeleteFunctionConcurrencyRequest$, () => __Unit
];
var DeleteFunctionEventInvokeConfig$ = [9, n0, _DFEIC,
    { [_h]: ["DELETE", "/2019-09-25/functions/{FunctionName}/event-invoke-config", 204] }, () => DeleteFunctionEventInvokeConfigRequest$, () => __Unit
];
var DeleteFunctionUrlConfig$ = [9, n0, _DFUC,
    { [_h]: ["DELETE", "/2021-10-31/functions/{FunctionName}/url", 204] }, () => DeleteFunctionUrlConfigRequest$, () => __Unit
];
var DeleteLayerVersion$ = [9, n0, _DLV,
    { [_h]: ["DELETE", "/2018-10-31/layers/{LayerName}/versions/{VersionNumber}", 204] }, () => DeleteLayerVersionRequest$, () => __Unit
];
var DeleteProvisionedConcurrencyConfig$ = [9, n0, _DPCC,
    { [_h]: ["DELETE", "/2019-09-30/functions/{FunctionName}/provisioned-concurrency", 204] }, () => DeleteProvisionedConcurrencyConfigRequest$, () => __Unit
];
var DeleteResourcePolicy$ = [9, n0, _DRP,
    { [_h]: ["DELETE", "/2026-07-09/resource-policy/{ResourceArn}", 204] }, () => DeleteResourcePolicyRequest$, () => __Unit
];
var GetAccountSettings$ = [9, n0, _GAS,
    { [_h]: ["GET", "/2016-08-19/account-settings", 200] }, () => GetAccountSettingsRequest$, () => GetAccountSettingsResponse$
];
var GetAlias$ = [9, n0, _GA,
    { [_h]: ["GET", "/2015-03-31/functions/{FunctionName}/aliases/{Name}", 200] }, () => GetAliasRequest$, () => AliasConfiguration$
];
var GetCapacityProvider$ = [9, n0, _GCP,
    { [_h]: ["GET", "/2025-11-30/capacity-providers/{CapacityProviderName}", 200] }, () => GetCapacityProviderRequest$, () => GetCapacityProviderResponse$
];
var GetCodeSigningConfig$ = [9, n0, _GCSC,
    { [_h]: ["GET", "/2020-04-22/code-signing-configs/{CodeSigningConfigArn}", 200] }, () => GetCodeSigningConfigRequest$, () => GetCodeSigningConfigResponse$
];
var GetDurableExecution$ = [9, n0, _GDE,
    { [_h]: ["GET", "/2025-12-01/durable-executions/{DurableExecutionArn}", 200] }, () => GetDurableExecutionRequest$, () => GetDurableExecutionResponse$
];
var GetDurableExecutionHistory$ = [9, n0, _GDEH,
    { [_h]: ["GET", "/2025-12-01/durable-executions/{DurableExecutionArn}/history", 200] }, () => GetDurableExecutionHistoryRequest$, () => GetDurableExecutionHistoryResponse$
];
var GetDurableExecutionState$ = [9, n0, _GDES,
    { [_h]: ["GET", "/2025-12-01/durable-executions/{DurableExecutionArn}/state", 200] }, () => GetDurableExecutionStateRequest$, () => GetDurableExecutionStateResponse$
];
var GetEventSourceMapping$ = [9, n0, _GESM,
    { [_h]: ["GET", "/2015-03-31/event-source-mappings/{UUID}", 200] }, () => GetEventSourceMappingRequest$, () => EventSourceMappingConfiguration$
];
var GetFunction$ = [9, n0, _GF,
    { [_h]: ["GET", "/2015-03-31/functions/{FunctionName}", 200] }, () => GetFunctionRequest$, () => GetFunctionResponse$
];
var GetFunctionCodeSigningConfig$ = [9, n0, _GFCSC,
    { [_h]: ["GET", "/2020-06-30/functions/{FunctionName}/code-signing-config", 200] }, () => GetFunctionCodeSigningConfigRequest$, () => GetFunctionCodeSigningConfigResponse$
];
var GetFunctionConcurrency$ = [9, n0, _GFC,
    { [_h]: ["GET", "/2019-09-30/functions/{FunctionName}/concurrency", 200] }, () => GetFunctionConcurrencyRequest$, () => GetFunctionConcurrencyResponse$
];
var GetFunctionConfiguration$ = [9, n0, _GFCe,
    { [_h]: ["GET", "/2015-03-31/functions/{FunctionName}/configuration", 200] }, () => GetFunctionConfigurationRequest$, () => FunctionConfiguration$
];
var GetFunctionEventInvokeConfig$ = [9, n0, _GFEIC,
    { [_h]: ["GET", "/2019-09-25/functions/{FunctionName}/event-invoke-config", 200] }, () => GetFunctionEventInvokeConfigRequest$, () => FunctionEventInvokeConfig$
];
var GetFunctionRecursionConfig$ = [9, n0, _GFRC,
    { [_h]: ["GET", "/2024-08-31/functions/{FunctionName}/recursion-config", 200] }, () => GetFunctionRecursionConfigRequest$, () => GetFunctionRecursionConfigResponse$
];
var GetFunctionScalingConfig$ = [9, n0, _GFSC,
    { [_h]: ["GET", "/2025-11-30/functions/{FunctionName}/function-scaling-config", 200] }, () => GetFunctionScalingConfigRequest$, () => GetFunctionScalingConfigResponse$
];
var GetFunctionUrlConfig$ = [9, n0, _GFUC,
    { [_h]: ["GET", "/2021-10-31/functions/{FunctionName}/url", 200] }, () => GetFunctionUrlConfigRequest$, () => GetFunctionUrlConfigResponse$
];
var GetLayerVersion$ = [9, n0, _GLV,
    { [_h]: ["GET", "/2018-10-31/layers/{LayerName}/versions/{VersionNumber}", 200] }, () => GetLayerVersionRequest$, () => GetLayerVersionResponse$
];
var GetLayerVersionByArn$ = [9, n0, _GLVBA,
    { [_h]: ["GET", "/2018-10-31/layers?find=LayerVersion", 200] }, () => GetLayerVersionByArnRequest$, () => GetLayerVersionResponse$
];
var GetLayerVersionPolicy$ = [9, n0, _GLVP,
    { [_h]: ["GET", "/2018-10-31/layers/{LayerName}/versions/{VersionNumber}/policy", 200] }, () => GetLayerVersionPolicyRequest$, () => GetLayerVersionPolicyResponse$
];
var GetPolicy$ = [9, n0, _GP,
    { [_h]: ["GET", "/2015-03-31/functions/{FunctionName}/policy", 200] }, () => GetPolicyRequest$, () => GetPolicyResponse$
];
var GetProvisionedConcurrencyConfig$ = [9, n0, _GPCC,
    { [_h]: ["GET", "/2019-09-30/functions/{FunctionName}/provisioned-concurrency", 200] }, () => GetProvisionedConcurrencyConfigRequest$, () => GetProvisionedConcurrencyConfigResponse$
];
var GetResourcePolicy$ = [9, n0, _GRP,
    { [_h]: ["GET", "/2026-07-09/resource-policy/{ResourceArn}", 200] }, () => GetResourcePolicyRequest$, () => GetResourcePolicyResponse$
];
var GetRuntimeManagementConfig$ = [9, n0, _GRMC,
    { [_h]: ["GET", "/2021-07-20/functions/{FunctionName}/runtime-management-config", 200] }, () => GetRuntimeManagementConfigRequest$, () => GetRuntimeManagementConfigResponse$
];
var Invoke$ = [9, n0, _In,
    { [_h]: ["POST", "/2015-03-31/functions/{FunctionName}/invocations", 200] }, () => InvocationRequest$, () => InvocationResponse$
];
var InvokeAsync$ = [9, n0, _IAn,
    { [_h]: ["POST", "/2014-11-13/functions/{FunctionName}/invoke-async", 202] }, () => InvokeAsyncRequest$, () => InvokeAsyncResponse$
];
var InvokeWithResponseStream$ = [9, n0, _IWRS,
    { [_h]: ["POST", "/2021-11-15/functions/{FunctionName}/response-streaming-invocations", 200] }, () => InvokeWithResponseStreamRequest$, () => InvokeWithResponseStreamResponse$
];
var ListAliases$ = [9, n0, _LAi,
    { [_h]: ["GET", "/2015-03-31/functions/{FunctionName}/aliases", 200] }, () => ListAliasesRequest$, () => ListAliasesResponse$
];
var ListCapacityProviders$ = [9, n0, _LCP,
    { [_h]: ["GET", "/2025-11-30/capacity-providers", 200] }, () => ListCapacityProvidersRequest$, () => ListCapacityProvidersResponse$
];
var ListCodeSigningConfigs$ = [9, n0, _LCSC,
    { [_h]: ["GET", "/2020-04-22/code-signing-configs", 200] }, () => ListCodeSigningConfigsRequest$, () => ListCodeSigningConfigsResponse$
];
var ListDurableExecutionsByFunction$ = [9, n0, _LDEBF,
    { [_h]: ["GET", "/2025-12-01/functions/{FunctionName}/durable-executions", 200] }, () => ListDurableExecutionsByFunctionRequest$, () => ListDurableExecutionsByFunctionResponse$
];
var ListEventSourceMappings$ = [9, n0, _LESM,
    { [_h]: ["GET", "/2015-03-31/event-source-mappings", 200] }, () => ListEventSourceMappingsRequest$, () => ListEventSourceMappingsResponse$
];
var ListFunctionEventInvokeConfigs$ = [9, n0, _LFEIC,
    { [_h]: ["GET", "/2019-09-25/functions/{FunctionName}/event-invoke-config/list", 200] }, () => ListFunctionEventInvokeConfigsRequest$, () => ListFunctionEventInvokeConfigsResponse$
];
var ListFunctions$ = [9, n0, _LFi,
    { [_h]: ["GET", "/2015-03-31/functions", 200] }, () => ListFunctionsRequest$, () => ListFunctionsResponse$
];
var ListFunctionsByCodeSigningConfig$ = [9, n0, _LFBCSC,
    { [_h]: ["GET", "/2020-04-22/code-signing-configs/{CodeSigningConfigArn}/functions", 200] }, () => ListFunctionsByCodeSigningConfigRequest$, () => ListFunctionsByCodeSigningConfigResponse$
];
var ListFunctionUrlConfigs$ = [9, n0, _LFUC,
    { [_h]: ["GET", "/2021-10-31/functions/{FunctionName}/urls", 200] }, () => ListFunctionUrlConfigsRequest$, () => ListFunctionUrlConfigsResponse$
];
var ListFunctionVersionsByCapacityProvider$ = [9, n0, _LFVBCP,
    { [_h]: ["GET", "/2025-11-30/capacity-providers/{CapacityProviderName}/function-versions", 200] }, () => ListFunctionVersionsByCapacityProviderRequest$, () => ListFunctionVersionsByCapacityProviderResponse$
];
var ListLayers$ = [9, n0, _LLi,
    { [_h]: ["GET", "/2018-10-31/layers", 200] }, () => ListLayersRequest$, () => ListLayersResponse$
];
var ListLayerVersions$ = [9, n0, _LLV,
    { [_h]: ["GET", "/2018-10-31/layers/{LayerName}/versions", 200] }, () => ListLayerVersionsRequest$, () => ListLayerVersionsResponse$
];
var ListProvisionedConcurrencyConfigs$ = [9, n0, _LPCC,
    { [_h]: ["GET", "/2019-09-30/functions/{FunctionName}/provisioned-concurrency?List=ALL", 200] }, () => ListProvisionedConcurrencyConfigsRequest$, () => ListProvisionedConcurrencyConfigsResponse$
];
var ListTags$ = [9, n0, _LTi,
    { [_h]: ["GET", "/2017-03-31/tags/{Resource}", 200] }, () => ListTagsRequest$, () => ListTagsResponse$
];
var ListVersionsByFunction$ = [9, n0, _LVBF,
    { [_h]: ["GET", "/2015-03-31/functions/{FunctionName}/versions", 200] }, () => ListVersionsByFunctionRequest$, () => ListVersionsByFunctionResponse$
];
var PublishLayerVersion$ = [9, n0, _PLV,
    { [_h]: ["POST", "/2018-10-31/layers/{LayerName}/versions", 201] }, () => PublishLayerVersionRequest$, () => PublishLayerVersionResponse$
];
var PublishVersion$ = [9, n0, _PV,
    { [_h]: ["POST", "/2015-03-31/functions/{FunctionName}/versions", 201] }, () => PublishVersionRequest$, () => FunctionConfiguration$
];
var PutFunctionCodeSigningConfig$ = [9, n0, _PFCSC,
    { [_h]: ["PUT", "/2020-06-30/functions/{FunctionName}/code-signing-config", 200] }, () => PutFunctionCodeSigningConfigRequest$, () => PutFunctionCodeSigningConfigResponse$
];
var PutFunctionConcurrency$ = [9, n0, _PFC,
    { [_h]: ["PUT", "/2017-10-31/functions/{FunctionName}/concurrency", 200] }, () => PutFunctionConcurrencyRequest$, () => Concurrency$
];
var PutFunctionEventInvokeConfig$ = [9, n0, _PFEIC,
    { [_h]: ["PUT", "/2019-09-25/functions/{FunctionName}/event-invoke-config", 200] }, () => PutFunctionEventInvokeConfigRequest$, () => FunctionEventInvokeConfig$
];
var PutFunctionRecursionConfig$ = [9, n0, _PFRC,
    { [_h]: ["PUT", "/2024-08-31/functions/{FunctionName}/recursion-config", 200] }, () => PutFunctionRecursionConfigRequest$, () => PutFunctionRecursionConfigResponse$
];
var PutFunctionScalingConfig$ = [9, n0, _PFSC,
    { [_h]: ["PUT", "/2025-11-30/functions/{FunctionName}/function-scaling-config", 202] }, () => PutFunctionScalingConfigRequest$, () => PutFunctionScalingConfigResponse$
];
var PutProvisionedConcurrencyConfig$ = [9, n0, _PPCC,
    { [_h]: ["PUT", "/2019-09-30/functions/{FunctionName}/provisioned-concurrency", 202] }, () => PutProvisionedConcurrencyConfigRequest$, () => PutProvisionedConcurrencyConfigResponse$
];
var PutResourcePolicy$ = [9, n0, _PRP,
    { [_h]: ["PUT", "/2026-07-09/resource-policy/{ResourceArn}", 200] }, () => PutResourcePolicyRequest$, () => PutResourcePolicyResponse$
];
var PutRuntimeManagementConfig$ = [9, n0, _PRMC,
    { [_h]: ["PUT", "/2021-07-20/functions/{FunctionName}/runtime-management-config", 200] }, () => PutRuntimeManagementConfigRequest$, () => PutRuntimeManagementConfigResponse$
];
var RemoveLayerVersionPermission$ = [9, n0, _RLVP,
    { [_h]: ["DELETE", "/2018-10-31/layers/{LayerName}/versions/{VersionNumber}/policy/{StatementId}", 204] }, () => RemoveLayerVersionPermissionRequest$, () => __Unit
];
var RemovePermission$ = [9, n0, _RP,
    { [_h]: ["DELETE", "/2015-03-31/functions/{FunctionName}/policy/{StatementId}", 204] }, () => RemovePermissionRequest$, () => __Unit
];
var SendDurableExecutionCallbackFailure$ = [9, n0, _SDECF,
    { [_h]: ["POST", "/2025-12-01/durable-execution-callbacks/{CallbackId}/fail", 200] }, () => SendDurableExecutionCallbackFailureRequest$, () => SendDurableExecutionCallbackFailureResponse$
];
var SendDurableExecutionCallbackHeartbeat$ = [9, n0, _SDECH,
    { [_h]: ["POST", "/2025-12-01/durable-execution-callbacks/{CallbackId}/heartbeat", 200] }, () => SendDurableExecutionCallbackHeartbeatRequest$, () => SendDurableExecutionCallbackHeartbeatResponse$
];
var SendDurableExecutionCallbackSuccess$ = [9, n0, _SDECS,
    { [_h]: ["POST", "/2025-12-01/durable-execution-callbacks/{CallbackId}/succeed", 200] }, () => SendDurableExecutionCallbackSuccessRequest$, () => SendDurableExecutionCallbackSuccessResponse$
];
var StopDurableExecution$ = [9, n0, _SDE,
    { [_h]: ["POST", "/2025-12-01/durable-executions/{DurableExecutionArn}/stop", 200] }, () => StopDurableExecutionRequest$, () => StopDurableExecutionResponse$
];
var TagResource$ = [9, n0, _TR,
    { [_h]: ["POST", "/2017-03-31/tags/{Resource}", 204] }, () => TagResourceRequest$, () => __Unit
];
var UntagResource$ = [9, n0, _UR,
    { [_h]: ["DELETE", "/2017-03-31/tags/{Resource}", 204] }, () => UntagResourceRequest$, () => __Unit
];
var UpdateAlias$ = [9, n0, _UA,
    { [_h]: ["PUT", "/2015-03-31/functions/{FunctionName}/aliases/{Name}", 200] }, () => UpdateAliasRequest$, () => AliasConfiguration$
];
var UpdateCapacityProvider$ = [9, n0, _UCP,
    { [_h]: ["PUT", "/2025-11-30/capacity-providers/{CapacityProviderName}", 202] }, () => UpdateCapacityProviderRequest$, () => UpdateCapacityProviderResponse$
];
var UpdateCodeSigningConfig$ = [9, n0, _UCSC,
    { [_h]: ["PUT", "/2020-04-22/code-signing-configs/{CodeSigningConfigArn}", 200] }, () => UpdateCodeSigningConfigRequest$, () => UpdateCodeSigningConfigResponse$
];
var UpdateEventSourceMapping$ = [9, n0, _UESM,
    { [_h]: ["PUT", "/2015-03-31/event-source-mappings/{UUID}", 202] }, () => UpdateEventSourceMappingRequest$, () => EventSourceMappingConfiguration$
];
var UpdateFunctionCode$ = [9, n0, _UFC,
    { [_h]: ["PUT", "/2015-03-31/functions/{FunctionName}/code", 200] }, () => UpdateFunctionCodeRequest$, () => FunctionConfiguration$
];
var UpdateFunctionConfiguration$ = [9, n0, _UFCp,
    { [_h]: ["PUT", "/2015-03-31/functions/{FunctionName}/configuration", 200] }, () => UpdateFunctionConfigurationRequest$, () => FunctionConfiguration$
];
var UpdateFunctionEventInvokeConfig$ = [9, n0, _UFEIC,
    { [_h]: ["POST", "/2019-09-25/functions/{FunctionName}/event-invoke-config", 200] }, () => UpdateFunctionEventInvokeConfigRequest$, () => FunctionEventInvokeConfig$
];
var UpdateFunctionUrlConfig$ = [9, n0, _UFUC,
    { [_h]: ["PUT", "/2021-10-31/functions/{FunctionName}/url", 200] }, () => UpdateFunctionUrlConfigRequest$, () => UpdateFunctionUrlConfigResponse$
];

const getRuntimeConfig$1 = (config) => {
    return {
        apiVersion: "2015-03-31",
        base64Decoder: config?.base64Decoder ?? fromBase64,
        base64Encoder: config?.base64Encoder ?? toBase64,
        disableHostPrefix: config?.disableHostPrefix ?? false,
        endpointProvider: config?.endpointProvider ?? defaultEndpointResolver,
        extensions: config?.extensions ?? [],
        httpAuthSchemeProvider: config?.httpAuthSchemeProvider ?? defaultLambdaHttpAuthSchemeProvider,
        httpAuthSchemes: config?.httpAuthSchemes ?? [
            {
                schemeId: "aws.auth#sigv4",
                identityProvider: (ipc) => ipc.getIdentityProvider("aws.auth#sigv4"),
                signer: new AwsSdkSigV4Signer(),
            },
        ],
        logger: config?.logger ?? new NoOpLogger(),
        protocol: config?.protocol ?? AwsRestJsonProtocol,
        protocolSettings: config?.protocolSettings ?? {
            defaultNamespace: "com.amazonaws.lambda",
            errorTypeRegistries,
            version: "2015-03-31",
            serviceTarget: "AWSGirApiService",
        },
        serviceId: config?.serviceId ?? "Lambda",
        sha256: config?.sha256 ?? Sha256,
        urlParser: config?.urlParser ?? parseUrl,
        utf8Decoder: config?.utf8Decoder ?? fromUtf8,
        utf8Encoder: config?.utf8Encoder ?? toUtf8,
    };
};

const getRuntimeConfig = (config) => {
    emitWarningIfUnsupportedVersion(process.version);
    const defaultsMode = resolveDefaultsModeConfig(config);
    const defaultConfigProvider = () => defaultsMode().then(loadConfigsForDefaultMode);
    const clientSharedValues = getRuntimeConfig$1(config);
    emitWarningIfUnsupportedVersion$1(process.version);
    const loaderConfig = {
        profile: config?.profile,
        logger: clientSharedValues.logger,
    };
    return {
        ...clientSharedValues,
        ...config,
        runtime: "node",
        defaultsMode,
        authSchemePreference: config?.authSchemePreference ?? loadConfig(NODE_AUTH_SCHEME_PREFERENCE_OPTIONS, loaderConfig),
        bodyLengthChecker: config?.bodyLengthChecker ?? calculateBodyLength,
        credentialDefaultProvider: config?.credentialDefaultProvider ?? defaultProvider,
        defaultUserAgentProvider: config?.defaultUserAgentProvider ?? createDefaultUserAgentProvider({ serviceId: clientSharedValues.serviceId, clientVersion: packageInfo.version }),
        eventStreamSerdeProvider: config?.eventStreamSerdeProvider ?? eventStreamSerdeProvider,
        maxAttempts: config?.maxAttempts ?? loadConfig(NODE_MAX_ATTEMPT_CONFIG_OPTIONS, config),
        region: config?.region ?? loadConfig(NODE_REGION_CONFIG_OPTIONS, { ...NODE_REGION_CONFIG_FILE_OPTIONS, ...loaderConfig }),
        requestHandler: NodeHttpHandler.create(config?.requestHandler ?? defaultConfigProvider),
        retryMode: config?.retryMode ??
            loadConfig({
                ...NODE_RETRY_MODE_CONFIG_OPTIONS,
                default: async () => (await defaultConfigProvider()).retryMode || DEFAULT_RETRY_MODE,
            }, config),
        streamCollector: config?.streamCollector ?? streamCollector,
        useDualstackEndpoint: config?.useDualstackEndpoint ?? loadConfig(NODE_USE_DUALSTACK_ENDPOINT_CONFIG_OPTIONS, loaderConfig),
        useFipsEndpoint: config?.useFipsEndpoint ?? loadConfig(NODE_USE_FIPS_ENDPOINT_CONFIG_OPTIONS, loaderConfig),
        userAgentAppId: config?.userAgentAppId ?? loadConfig(NODE_APP_ID_CONFIG_OPTIONS, loaderConfig),
    };
};

const getHttpAuthExtensionConfiguration = (runtimeConfig) => {
    const _httpAuthSchemes = runtimeConfig.httpAuthSchemes;
    let _httpAuthSchemeProvider = runtimeConfig.httpAuthSchemeProvider;
    let _credentials = runtimeConfig.credentials;
    return {
        setHttpAuthScheme(httpAuthScheme) {
            const index = _httpAuthSchemes.findIndex((scheme) => scheme.schemeId === httpAuthScheme.schemeId);
            if (index === -1) {
                _httpAuthSchemes.push(httpAuthScheme);
            }
            else {
                _httpAuthSchemes.splice(index, 1, httpAuthScheme);
            }
        },
        httpAuthSchemes() {
            return _httpAuthSchemes;
        },
        setHttpAuthSchemeProvider(httpAuthSchemeProvider) {
            _httpAuthSchemeProvider = httpAuthSchemeProvider;
        },
        httpAuthSchemeProvider() {
            return _httpAuthSchemeProvider;
        },
        setCredentials(credentials) {
            _credentials = credentials;
        },
        credentials() {
            return _credentials;
        },
    };
};
const resolveHttpAuthRuntimeConfig = (config) => {
    return {
        httpAuthSchemes: config.httpAuthSchemes(),
        httpAuthSchemeProvider: config.httpAuthSchemeProvider(),
        credentials: config.credentials(),
    };
};

const resolveRuntimeExtensions = (runtimeConfig, extensions) => {
    const extensionConfiguration = Object.assign(getAwsRegionExtensionConfiguration(runtimeConfig), getDefaultExtensionConfiguration(runtimeConfig), getHttpHandlerExtensionConfiguration(runtimeConfig), getHttpAuthExtensionConfiguration(runtimeConfig));
    extensions.forEach((extension) => extension.configure(extensionConfiguration));
    return Object.assign(runtimeConfig, resolveAwsRegionExtensionConfiguration(extensionConfiguration), resolveDefaultRuntimeConfig(extensionConfiguration), resolveHttpHandlerRuntimeConfig(extensionConfiguration), resolveHttpAuthRuntimeConfig(extensionConfiguration));
};

class LambdaClient extends Client {
    config;
    constructor(...[configuration]) {
        const _config_0 = getRuntimeConfig(configuration || {});
        super(_config_0);
        this.initConfig = _config_0;
        const _config_1 = resolveClientEndpointParameters(_config_0);
        const _config_2 = resolveUserAgentConfig(_config_1);
        const _config_3 = resolveRetryConfig(_config_2);
        const _config_4 = resolveRegionConfig(_config_3);
        const _config_5 = resolveHostHeaderConfig(_config_4);
        const _config_6 = resolveEndpointConfig(_config_5);
        const _config_7 = resolveEventStreamSerdeConfig(_config_6);
        const _config_8 = resolveHttpAuthSchemeConfig(_config_7);
        const _config_9 = resolveRuntimeExtensions(_config_8, configuration?.extensions || []);
        this.config = _config_9;
        this.middlewareStack.use(getSchemaSerdePlugin(this.config));
        this.middlewareStack.use(getUserAgentPlugin(this.config));
        this.middlewareStack.use(getRetryPlugin(this.config));
        this.middlewareStack.use(getContentLengthPlugin(this.config));
        this.middlewareStack.use(getHostHeaderPlugin(this.config));
        this.middlewareStack.use(getLoggerPlugin(this.config));
        this.middlewareStack.use(getRecursionDetectionPlugin(this.config));
        this.middlewareStack.use(getHttpAuthSchemeEndpointRuleSetPlugin(this.config, {
            httpAuthSchemeParametersProvider: defaultLambdaHttpAuthSchemeParametersProvider,
            identityProviderConfigProvider: async (config) => new DefaultIdentityProviderConfig({
                "aws.auth#sigv4": config.credentials,
            }),
        }));
        this.middlewareStack.use(getHttpSigningPlugin(this.config));
    }
    destroy() {
        super.destroy();
    }
}

const command = makeBuilder(commonParams, "AWSGirApiService", "LambdaClient", getEndpointPlugin);
const _ep0 = {};
const _mw0 = (Command, cs, config, o) => [];

class AddLayerVersionPermissionCommand extends command(_ep0, _mw0, "AddLayerVersionPermission", AddLayerVersionPermission$) {
}

class AddPermissionCommand extends command(_ep0, _mw0, "AddPermission", AddPermission$) {
}

class CheckpointDurableExecutionCommand extends command(_ep0, _mw0, "CheckpointDurableExecution", CheckpointDurableExecution$) {
}

class CreateAliasCommand extends command(_ep0, _mw0, "CreateAlias", CreateAlias$) {
}

class CreateCapacityProviderCommand extends command(_ep0, _mw0, "CreateCapacityProvider", CreateCapacityProvider$) {
}

class CreateCodeSigningConfigCommand extends command(_ep0, _mw0, "CreateCodeSigningConfig", CreateCodeSigningConfig$) {
}

class CreateEventSourceMappingCommand extends command(_ep0, _mw0, "CreateEventSourceMapping", CreateEventSourceMapping$) {
}

class CreateFunctionCommand extends command(_ep0, _mw0, "CreateFunction", CreateFunction$) {
}

class CreateFunctionUrlConfigCommand extends command(_ep0, _mw0, "CreateFunctionUrlConfig", CreateFunctionUrlConfig$) {
}

class DeleteAliasCommand extends command(_ep0, _mw0, "DeleteAlias", DeleteAlias$) {
}

class DeleteCapacityProviderCommand extends command(_ep0, _mw0, "DeleteCapacityProvider", DeleteCapacityProvider$) {
}

class DeleteCodeSigningConfigCommand extends command(_ep0, _mw0, "DeleteCodeSigningConfig", DeleteCodeSigningConfig$) {
}

class DeleteEventSourceMappingCommand extends command(_ep0, _mw0, "DeleteEventSourceMapping", DeleteEventSourceMapping$) {
}

class DeleteFunctionCodeSigningConfigCommand extends command(_ep0, _mw0, "DeleteFunctionCodeSigningConfig", DeleteFunctionCodeSigningConfig$) {
}

class DeleteFunctionCommand extends command(_ep0, _mw0, "DeleteFunction", DeleteFunction$) {
}

class DeleteFunctionConcurrencyCommand extends command(_ep0, _mw0, "DeleteFunctionConcurrency", DeleteFunctionConcurrency$) {
}

class DeleteFunctionEventInvokeConfigCommand extends command(_ep0, _mw0, "DeleteFunctionEventInvokeConfig", DeleteFunctionEventInvokeConfig$) {
}

class DeleteFunctionUrlConfigCommand extends command(_ep0, _mw0, "DeleteFunctionUrlConfig", DeleteFunctionUrlConfig$) {
}

class DeleteLayerVersionCommand extends command(_ep0, _mw0, "DeleteLayerVersion", DeleteLayerVersion$) {
}

class DeleteProvisionedConcurrencyConfigCommand extends command(_ep0, _mw0, "DeleteProvisionedConcurrencyConfig", DeleteProvisionedConcurrencyConfig$) {
}

class DeleteResourcePolicyCommand extends command(_ep0, _mw0, "DeleteResourcePolicy", DeleteResourcePolicy$) {
}

class GetAccountSettingsCommand extends command(_ep0, _mw0, "GetAccountSettings", GetAccountSettings$) {
}

class GetAliasCommand extends command(_ep0, _mw0, "GetAlias", GetAlias$) {
}

class GetCapacityProviderCommand extends command(_ep0, _mw0, "GetCapacityProvider", GetCapacityProvider$) {
}

class GetCodeSigningConfigCommand extends command(_ep0, _mw0, "GetCodeSigningConfig", GetCodeSigningConfig$) {
}

class GetDurableExecutionCommand extends command(_ep0, _mw0, "GetDurableExecution", GetDurableExecution$) {
}

class GetDurableExecutionHistoryCommand extends command(_ep0, _mw0, "GetDurableExecutionHistory", GetDurableExecutionHistory$) {
}

class GetDurableExecutionStateCommand extends command(_ep0, _mw0, "GetDurableExecutionState", GetDurableExecutionState$) {
}

class GetEventSourceMappingCommand extends command(_ep0, _mw0, "GetEventSourceMapping", GetEventSourceMapping$) {
}

class GetFunctionCodeSigningConfigCommand extends command(_ep0, _mw0, "GetFunctionCodeSigningConfig", GetFunctionCodeSigningConfig$) {
}

class GetFunctionCommand extends command(_ep0, _mw0, "GetFunction", GetFunction$) {
}

class GetFunctionConcurrencyCommand extends command(_ep0, _mw0, "GetFunctionConcurrency", GetFunctionConcurrency$) {
}

class GetFunctionConfigurationCommand extends command(_ep0, _mw0, "GetFunctionConfiguration", GetFunctionConfiguration$) {
}

class GetFunctionEventInvokeConfigCommand extends command(_ep0, _mw0, "GetFunctionEventInvokeConfig", GetFunctionEventInvokeConfig$) {
}

class GetFunctionRecursionConfigCommand extends command(_ep0, _mw0, "GetFunctionRecursionConfig", GetFunctionRecursionConfig$) {
}

class GetFunctionScalingConfigCommand extends command(_ep0, _mw0, "GetFunctionScalingConfig", GetFunctionScalingConfig$) {
}

class GetFunctionUrlConfigCommand extends command(_ep0, _mw0, "GetFunctionUrlConfig", GetFunctionUrlConfig$) {
}

class GetLayerVersionByArnCommand extends command(_ep0, _mw0, "GetLayerVersionByArn", GetLayerVersionByArn$) {
}

class GetLayerVersionCommand extends command(_ep0, _mw0, "GetLayerVersion", GetLayerVersion$) {
}

class GetLayerVersionPolicyCommand extends command(_ep0, _mw0, "GetLayerVersionPolicy", GetLayerVersionPolicy$) {
}

class GetPolicyCommand extends command(_ep0, _mw0, "GetPolicy", GetPolicy$) {
}

class GetProvisionedConcurrencyConfigCommand extends command(_ep0, _mw0, "GetProvisionedConcurrencyConfig", GetProvisionedConcurrencyConfig$) {
}

class GetResourcePolicyCommand extends command(_ep0, _mw0, "GetResourcePolicy", GetResourcePolicy$) {
}

class GetRuntimeManagementConfigCommand extends command(_ep0, _mw0, "GetRuntimeManagementConfig", GetRuntimeManagementConfig$) {
}

class InvokeAsyncCommand extends command(_ep0, _mw0, "InvokeAsync", InvokeAsync$) {
}

class InvokeCommand extends command(_ep0, _mw0, "Invoke", Invoke$) {
}

class InvokeWithResponseStreamCommand extends command(_ep0, _mw0, "InvokeWithResponseStream", InvokeWithResponseStream$) {
}

class ListAliasesCommand extends command(_ep0, _mw0, "ListAliases", ListAliases$) {
}

class ListCapacityProvidersCommand extends command(_ep0, _mw0, "ListCapacityProviders", ListCapacityProviders$) {
}

class ListCodeSigningConfigsCommand extends command(_ep0, _mw0, "ListCodeSigningConfigs", ListCodeSigningConfigs$) {
}

class ListDurableExecutionsByFunctionCommand extends command(_ep0, _mw0, "ListDurableExecutionsByFunction", ListDurableExecutionsByFunction$) {
}

class ListEventSourceMappingsCommand extends command(_ep0, _mw0, "ListEventSourceMappings", ListEventSourceMappings$) {
}

class ListFunctionEventInvokeConfigsCommand extends command(_ep0, _mw0, "ListFunctionEventInvokeConfigs", ListFunctionEventInvokeConfigs$) {
}

class ListFunctionsByCodeSigningConfigCommand extends command(_ep0, _mw0, "ListFunctionsByCodeSigningConfig", ListFunctionsByCodeSigningConfig$) {
}

class ListFunctionsCommand extends command(_ep0, _mw0, "ListFunctions", ListFunctions$) {
}

class ListFunctionUrlConfigsCommand extends command(_ep0, _mw0, "ListFunctionUrlConfigs", ListFunctionUrlConfigs$) {
}

class ListFunctionVersionsByCapacityProviderCommand extends command(_ep0, _mw0, "ListFunctionVersionsByCapacityProvider", ListFunctionVersionsByCapacityProvider$) {
}

class ListLayersCommand extends command(_ep0, _mw0, "ListLayers", ListLayers$) {
}

class ListLayerVersionsCommand extends command(_ep0, _mw0, "ListLayerVersions", ListLayerVersions$) {
}

class ListProvisionedConcurrencyConfigsCommand extends command(_ep0, _mw0, "ListProvisionedConcurrencyConfigs", ListProvisionedConcurrencyConfigs$) {
}

class ListTagsCommand extends command(_ep0, _mw0, "ListTags", ListTags$) {
}

class ListVersionsByFunctionCommand extends command(_ep0, _mw0, "ListVersionsByFunction", ListVersionsByFunction$) {
}

class PublishLayerVersionCommand extends command(_ep0, _mw0, "PublishLayerVersion", PublishLayerVersion$) {
}

class PublishVersionCommand extends command(_ep0, _mw0, "PublishVersion", PublishVersion$) {
}

class PutFunctionCodeSigningConfigCommand extends command(_ep0, _mw0, "PutFunctionCodeSigningConfig", PutFunctionCodeSigningConfig$) {
}

class PutFunctionConcurrencyCommand extends command(_ep0, _mw0, "PutFunctionConcurrency", PutFunctionConcurrency$) {
}

class PutFunctionEventInvokeConfigCommand extends command(_ep0, _mw0, "PutFunctionEventInvokeConfig", PutFunctionEventInvokeConfig$) {
}

class PutFunctionRecursionConfigCommand extends command(_ep0, _mw0, "PutFunctionRecursionConfig", PutFunctionRecursionConfig$) {
}

class PutFunctionScalingConfigCommand extends command(_ep0, _mw0, "PutFunctionScalingConfig", PutFunctionScalingConfig$) {
}

class PutProvisionedConcurrencyConfigCommand extends command(_ep0, _mw0, "PutProvisionedConcurrencyConfig", PutProvisionedConcurrencyConfig$) {
}

class PutResourcePolicyCommand extends command(_ep0, _mw0, "PutResourcePolicy", PutResourcePolicy$) {
}

class PutRuntimeManagementConfigCommand extends command(_ep0, _mw0, "PutRuntimeManagementConfig", PutRuntimeManagementConfig$) {
}

class RemoveLayerVersionPermissionCommand extends command(_ep0, _mw0, "RemoveLayerVersionPermission", RemoveLayerVersionPermission$) {
}

class RemovePermissionCommand extends command(_ep0, _mw0, "RemovePermission", RemovePermission$) {
}

class SendDurableExecutionCallbackFailureCommand extends command(_ep0, _mw0, "SendDurableExecutionCallbackFailure", SendDurableExecutionCallbackFailure$) {
}

class SendDurableExecutionCallbackHeartbeatCommand extends command(_ep0, _mw0, "SendDurableExecutionCallbackHeartbeat", SendDurableExecutionCallbackHeartbeat$) {
}

class SendDurableExecutionCallbackSuccessCommand extends command(_ep0, _mw0, "SendDurableExecutionCallbackSuccess", SendDurableExecutionCallbackSuccess$) {
}

class StopDurableExecutionCommand extends command(_ep0, _mw0, "StopDurableExecution", StopDurableExecution$) {
}

class TagResourceCommand extends command(_ep0, _mw0, "TagResource", TagResource$) {
}

class UntagResourceCommand extends command(_ep0, _mw0, "UntagResource", UntagResource$) {
}

class UpdateAliasCommand extends command(_ep0, _mw0, "UpdateAlias", UpdateAlias$) {
}

class UpdateCapacityProviderCommand extends command(_ep0, _mw0, "UpdateCapacityProvider", UpdateCapacityProvider$) {
}

class UpdateCodeSigningConfigCommand extends command(_ep0, _mw0, "UpdateCodeSigningConfig", UpdateCodeSigningConfig$) {
}

class UpdateEventSourceMappingCommand extends command(_ep0, _mw0, "UpdateEventSourceMapping", UpdateEventSourceMapping$) {
}

class UpdateFunctionCodeCommand extends command(_ep0, _mw0, "UpdateFunctionCode", UpdateFunctionCode$) {
}

class UpdateFunctionConfigurationCommand extends command(_ep0, _mw0, "UpdateFunctionConfiguration", UpdateFunctionConfiguration$) {
}

class UpdateFunctionEventInvokeConfigCommand extends command(_ep0, _mw0, "UpdateFunctionEventInvokeConfig", UpdateFunctionEventInvokeConfig$) {
}

class UpdateFunctionUrlConfigCommand extends command(_ep0, _mw0, "UpdateFunctionUrlConfig", UpdateFunctionUrlConfig$) {
}

const paginateGetDurableExecutionHistory = createPaginator(LambdaClient, GetDurableExecutionHistoryCommand, "Marker", "NextMarker", "MaxItems");

const paginateGetDurableExecutionState = createPaginator(LambdaClient, GetDurableExecutionStateCommand, "Marker", "NextMarker", "MaxItems");

const paginateListAliases = createPaginator(LambdaClient, ListAliasesCommand, "Marker", "NextMarker", "MaxItems");

const paginateListCapacityProviders = createPaginator(LambdaClient, ListCapacityProvidersCommand, "Marker", "NextMarker", "MaxItems");

const paginateListCodeSigningConfigs = createPaginator(LambdaClient, ListCodeSigningConfigsCommand, "Marker", "NextMarker", "MaxItems");

const paginateListDurableExecutionsByFunction = createPaginator(LambdaClient, ListDurableExecutionsByFunctionCommand, "Marker", "NextMarker", "MaxItems");

const paginateListEventSourceMappings = createPaginator(LambdaClient, ListEventSourceMappingsCommand, "Marker", "NextMarker", "MaxItems");

const paginateListFunctionEventInvokeConfigs = createPaginator(LambdaClient, ListFunctionEventInvokeConfigsCommand, "Marker", "NextMarker", "MaxItems");

const paginateListFunctionsByCodeSigningConfig = createPaginator(LambdaClient, ListFunctionsByCodeSigningConfigCommand, "Marker", "NextMarker", "MaxItems");

const paginateListFunctions = createPaginator(LambdaClient, ListFunctionsCommand, "Marker", "NextMarker", "MaxItems");

const paginateListFunctionUrlConfigs = createPaginator(LambdaClient, ListFunctionUrlConfigsCommand, "Marker", "NextMarker", "MaxItems");

const paginateListFunctionVersionsByCapacityProvider = createPaginator(LambdaClient, ListFunctionVersionsByCapacityProviderCommand, "Marker", "NextMarker", "MaxItems");

const paginateListLayers = createPaginator(LambdaClient, ListLayersCommand, "Marker", "NextMarker", "MaxItems");

const paginateListLayerVersions = createPaginator(LambdaClient, ListLayerVersionsCommand, "Marker", "NextMarker", "MaxItems");

const paginateListProvisionedConcurrencyConfigs = createPaginator(LambdaClient, ListProvisionedConcurrencyConfigsCommand, "Marker", "NextMarker", "MaxItems");

const paginateListVersionsByFunction = createPaginator(LambdaClient, ListVersionsByFunctionCommand, "Marker", "NextMarker", "MaxItems");

const checkState$5 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new GetFunctionConfigurationCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                return result.State;
            };
            if (returnComparator() === "Active") {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.State;
            };
            if (returnComparator() === "Failed") {
                return { state: WaiterState.FAILURE, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.State;
            };
            if (returnComparator() === "Pending") {
                return { state: WaiterState.RETRY, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForFunctionActive = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 300 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$5);
};
const waitUntilFunctionActive = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 300 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$5);
    return checkExceptions(result);
};

const checkState$4 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new GetFunctionCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                return result.Configuration.State;
            };
            if (returnComparator() === "Active") {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.Configuration.State;
            };
            if (returnComparator() === "Failed") {
                return { state: WaiterState.FAILURE, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.Configuration.State;
            };
            if (returnComparator() === "Pending") {
                return { state: WaiterState.RETRY, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForFunctionActiveV2 = async (params, input) => {
    const serviceDefaults = { minDelay: 1, maxDelay: 300 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$4);
};
const waitUntilFunctionActiveV2 = async (params, input) => {
    const serviceDefaults = { minDelay: 1, maxDelay: 300 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$4);
    return checkExceptions(result);
};

const checkState$3 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new GetFunctionCommand(input));
        reason = result;
        return { state: WaiterState.SUCCESS, reason };
    }
    catch (exception) {
        reason = exception;
        if (exception.name === "ResourceNotFoundException") {
            return { state: WaiterState.RETRY, reason };
        }
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForFunctionExists = async (params, input) => {
    const serviceDefaults = { minDelay: 1, maxDelay: 20 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$3);
};
const waitUntilFunctionExists = async (params, input) => {
    const serviceDefaults = { minDelay: 1, maxDelay: 20 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$3);
    return checkExceptions(result);
};

const checkState$2 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new GetFunctionConfigurationCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                return result.LastUpdateStatus;
            };
            if (returnComparator() === "Successful") {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.LastUpdateStatus;
            };
            if (returnComparator() === "Failed") {
                return { state: WaiterState.FAILURE, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.LastUpdateStatus;
            };
            if (returnComparator() === "InProgress") {
                return { state: WaiterState.RETRY, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForFunctionUpdated = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 300 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$2);
};
const waitUntilFunctionUpdated = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 300 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$2);
    return checkExceptions(result);
};

const checkState$1 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new GetFunctionCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                return result.Configuration.LastUpdateStatus;
            };
            if (returnComparator() === "Successful") {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.Configuration.LastUpdateStatus;
            };
            if (returnComparator() === "Failed") {
                return { state: WaiterState.FAILURE, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.Configuration.LastUpdateStatus;
            };
            if (returnComparator() === "InProgress") {
                return { state: WaiterState.RETRY, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForFunctionUpdatedV2 = async (params, input) => {
    const serviceDefaults = { minDelay: 1, maxDelay: 300 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$1);
};
const waitUntilFunctionUpdatedV2 = async (params, input) => {
    const serviceDefaults = { minDelay: 1, maxDelay: 300 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$1);
    return checkExceptions(result);
};

const checkState = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new GetFunctionConfigurationCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                return result.State;
            };
            if (returnComparator() === "Active") {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.State;
            };
            if (returnComparator() === "Failed") {
                return { state: WaiterState.FAILURE, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.State;
            };
            if (returnComparator() === "Pending") {
                return { state: WaiterState.RETRY, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForPublishedVersionActive = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 1560 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState);
};
const waitUntilPublishedVersionActive = async (params, input) => {
    const serviceDefaults = { minDelay: 5, maxDelay: 1560 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState);
    return checkExceptions(result);
};

const commands = {
    AddLayerVersionPermissionCommand,
    AddPermissionCommand,
    CheckpointDurableExecutionCommand,
    CreateAliasCommand,
    CreateCapacityProviderCommand,
    CreateCodeSigningConfigCommand,
    CreateEventSourceMappingCommand,
    CreateFunctionCommand,
    CreateFunctionUrlConfigCommand,
    DeleteAliasCommand,
    DeleteCapacityProviderCommand,
    DeleteCodeSigningConfigCommand,
    DeleteEventSourceMappingCommand,
    DeleteFunctionCommand,
    DeleteFunctionCodeSigningConfigCommand,
    DeleteFunctionConcurrencyCommand,
    DeleteFunctionEventInvokeConfigCommand,
    DeleteFunctionUrlConfigCommand,
    DeleteLayerVersionCommand,
    DeleteProvisionedConcurrencyConfigCommand,
    DeleteResourcePolicyCommand,
    GetAccountSettingsCommand,
    GetAliasCommand,
    GetCapacityProviderCommand,
    GetCodeSigningConfigCommand,
    GetDurableExecutionCommand,
    GetDurableExecutionHistoryCommand,
    GetDurableExecutionStateCommand,
    GetEventSourceMappingCommand,
    GetFunctionCommand,
    GetFunctionCodeSigningConfigCommand,
    GetFunctionConcurrencyCommand,
    GetFunctionConfigurationCommand,
    GetFunctionEventInvokeConfigCommand,
    GetFunctionRecursionConfigCommand,
    GetFunctionScalingConfigCommand,
    GetFunctionUrlConfigCommand,
    GetLayerVersionCommand,
    GetLayerVersionByArnCommand,
    GetLayerVersionPolicyCommand,
    GetPolicyCommand,
    GetProvisionedConcurrencyConfigCommand,
    GetResourcePolicyCommand,
    GetRuntimeManagementConfigCommand,
    InvokeCommand,
    InvokeAsyncCommand,
    InvokeWithResponseStreamCommand,
    ListAliasesCommand,
    ListCapacityProvidersCommand,
    ListCodeSigningConfigsCommand,
    ListDurableExecutionsByFunctionCommand,
    ListEventSourceMappingsCommand,
    ListFunctionEventInvokeConfigsCommand,
    ListFunctionsCommand,
    ListFunctionsByCodeSigningConfigCommand,
    ListFunctionUrlConfigsCommand,
    ListFunctionVersionsByCapacityProviderCommand,
    ListLayersCommand,
    ListLayerVersionsCommand,
    ListProvisionedConcurrencyConfigsCommand,
    ListTagsCommand,
    ListVersionsByFunctionCommand,
    PublishLayerVersionCommand,
    PublishVersionCommand,
    PutFunctionCodeSigningConfigCommand,
    PutFunctionConcurrencyCommand,
    PutFunctionEventInvokeConfigCommand,
    PutFunctionRecursionConfigCommand,
    PutFunctionScalingConfigCommand,
    PutProvisionedConcurrencyConfigCommand,
    PutResourcePolicyCommand,
    PutRuntimeManagementConfigCommand,
    RemoveLayerVersionPermissionCommand,
    RemovePermissionCommand,
    SendDurableExecutionCallbackFailureCommand,
    SendDurableExecutionCallbackHeartbeatCommand,
    SendDurableExecutionCallbackSuccessCommand,
    StopDurableExecutionCommand,
    TagResourceCommand,
    UntagResourceCommand,
    UpdateAliasCommand,
    UpdateCapacityProviderCommand,
    UpdateCodeSigningConfigCommand,
    UpdateEventSourceMappingCommand,
    UpdateFunctionCodeCommand,
    UpdateFunctionConfigurationCommand,
    UpdateFunctionEventInvokeConfigCommand,
    UpdateFunctionUrlConfigCommand,
};
const paginators = {
    paginateGetDurableExecutionHistory,
    paginateGetDurableExecutionState,
    paginateListAliases,
    paginateListCapacityProviders,
    paginateListCodeSigningConfigs,
    paginateListDurableExecutionsByFunction,
    paginateListEventSourceMappings,
    paginateListFunctionEventInvokeConfigs,
    paginateListFunctions,
    paginateListFunctionsByCodeSigningConfig,
    paginateListFunctionUrlConfigs,
    paginateListFunctionVersionsByCapacityProvider,
    paginateListLayers,
    paginateListLayerVersions,
    paginateListProvisionedConcurrencyConfigs,
    paginateListVersionsByFunction,
};
const waiters = {
    waitUntilFunctionActiveV2,
    waitUntilFunctionExists,
    waitUntilFunctionUpdatedV2,
    waitUntilFunctionActive,
    waitUntilFunctionUpdated,
    waitUntilPublishedVersionActive,
};
class Lambda extends LambdaClient {
}
createAggregatedClient(commands, Lambda, { paginators, waiters });

const ThrottleReason = {
    CallerRateLimitExceeded: "CallerRateLimitExceeded",
    ConcurrentInvocationLimitExceeded: "ConcurrentInvocationLimitExceeded",
    ConcurrentSnapshotCreateLimitExceeded: "ConcurrentSnapshotCreateLimitExceeded",
    FunctionInvocationRateLimitExceeded: "FunctionInvocationRateLimitExceeded",
    ReservedFunctionConcurrentInvocationLimitExceeded: "ReservedFunctionConcurrentInvocationLimitExceeded",
    ReservedFunctionInvocationRateLimitExceeded: "ReservedFunctionInvocationRateLimitExceeded",
};
const FunctionUrlAuthType = {
    AWS_IAM: "AWS_IAM",
    NONE: "NONE",
};
const KafkaSchemaRegistryAuthType = {
    BASIC_AUTH: "BASIC_AUTH",
    CLIENT_CERTIFICATE_TLS_AUTH: "CLIENT_CERTIFICATE_TLS_AUTH",
    OAUTHBEARER_AUTH: "OAUTHBEARER_AUTH",
    SERVER_ROOT_CA_CERTIFICATE: "SERVER_ROOT_CA_CERTIFICATE",
};
const SchemaRegistryEventRecordFormat = {
    JSON: "JSON",
    SOURCE: "SOURCE",
};
const KafkaSchemaValidationAttribute = {
    KEY: "KEY",
    VALUE: "VALUE",
};
const ApplicationLogLevel = {
    Debug: "DEBUG",
    Error: "ERROR",
    Fatal: "FATAL",
    Info: "INFO",
    Trace: "TRACE",
    Warn: "WARN",
};
const Architecture = {
    arm64: "arm64",
    x86_64: "x86_64",
};
const CapacityProviderScalingMode = {
    Auto: "Auto",
    Manual: "Manual",
};
const CapacityProviderPredefinedMetricType = {
    LambdaCapacityProviderAverageCPUUtilization: "LambdaCapacityProviderAverageCPUUtilization",
};
const PropagateTagsMode = {
    Explicit: "Explicit",
    None: "None",
};
const SystemLogLevel = {
    Debug: "DEBUG",
    Info: "INFO",
    Warn: "WARN",
};
const CapacityProviderState = {
    Active: "Active",
    Deleting: "Deleting",
    Failed: "Failed",
    Pending: "Pending",
};
const State = {
    Active: "Active",
    ActiveNonInvocable: "ActiveNonInvocable",
    Deactivated: "Deactivated",
    Deactivating: "Deactivating",
    Deleting: "Deleting",
    Failed: "Failed",
    Inactive: "Inactive",
    Pending: "Pending",
};
const CodeSigningPolicy = {
    Enforce: "Enforce",
    Warn: "Warn",
};
const OperationAction = {
    CANCEL: "CANCEL",
    FAIL: "FAIL",
    RETRY: "RETRY",
    START: "START",
    SUCCEED: "SUCCEED",
};
const OperationType = {
    CALLBACK: "CALLBACK",
    CHAINED_INVOKE: "CHAINED_INVOKE",
    CONTEXT: "CONTEXT",
    EXECUTION: "EXECUTION",
    STEP: "STEP",
    WAIT: "WAIT",
};
const OperationStatus = {
    CANCELLED: "CANCELLED",
    FAILED: "FAILED",
    PENDING: "PENDING",
    READY: "READY",
    STARTED: "STARTED",
    STOPPED: "STOPPED",
    SUCCEEDED: "SUCCEEDED",
    TIMED_OUT: "TIMED_OUT",
};
const ExecutionStatus = {
    FAILED: "FAILED",
    RUNNING: "RUNNING",
    STOPPED: "STOPPED",
    SUCCEEDED: "SUCCEEDED",
    TIMED_OUT: "TIMED_OUT",
};
const EventType = {
    CallbackFailed: "CallbackFailed",
    CallbackStarted: "CallbackStarted",
    CallbackSucceeded: "CallbackSucceeded",
    CallbackTimedOut: "CallbackTimedOut",
    ChainedInvokeFailed: "ChainedInvokeFailed",
    ChainedInvokeStarted: "ChainedInvokeStarted",
    ChainedInvokeStopped: "ChainedInvokeStopped",
    ChainedInvokeSucceeded: "ChainedInvokeSucceeded",
    ChainedInvokeTimedOut: "ChainedInvokeTimedOut",
    ContextFailed: "ContextFailed",
    ContextStarted: "ContextStarted",
    ContextSucceeded: "ContextSucceeded",
    ExecutionFailed: "ExecutionFailed",
    ExecutionStarted: "ExecutionStarted",
    ExecutionStopped: "ExecutionStopped",
    ExecutionSucceeded: "ExecutionSucceeded",
    ExecutionTimedOut: "ExecutionTimedOut",
    InvocationCompleted: "InvocationCompleted",
    StepFailed: "StepFailed",
    StepStarted: "StepStarted",
    StepSucceeded: "StepSucceeded",
    WaitCancelled: "WaitCancelled",
    WaitStarted: "WaitStarted",
    WaitSucceeded: "WaitSucceeded",
};
const FullDocument = {
    Default: "Default",
    UpdateLookup: "UpdateLookup",
};
const FunctionResponseType = {
    ReportBatchItemFailures: "ReportBatchItemFailures",
};
const EventSourceMappingSystemLogLevel = {
    Debug: "DEBUG",
    Info: "INFO",
    Warn: "WARN",
};
const EventSourceMappingMetric = {
    ErrorCount: "ErrorCount",
    EventCount: "EventCount",
    KafkaMetrics: "KafkaMetrics",
};
const EndPointType = {
    KAFKA_BOOTSTRAP_SERVERS: "KAFKA_BOOTSTRAP_SERVERS",
};
const KafkaEventSourceMappingConsumptionMode = {
    Queue: "Queue",
    Stream: "Stream",
};
const SourceAccessType = {
    BASIC_AUTH: "BASIC_AUTH",
    CLIENT_CERTIFICATE_TLS_AUTH: "CLIENT_CERTIFICATE_TLS_AUTH",
    IAM_AUTH: "IAM_AUTH",
    IAM_OAUTHBEARER_AUTH: "IAM_OAUTHBEARER_AUTH",
    OAUTHBEARER_AUDIENCE: "OAUTHBEARER_AUDIENCE",
    OAUTHBEARER_AUTH: "OAUTHBEARER_AUTH",
    OAUTHBEARER_IDENTITY_POOL: "OAUTHBEARER_IDENTITY_POOL",
    OAUTHBEARER_LOGICAL_CLUSTER: "OAUTHBEARER_LOGICAL_CLUSTER",
    OAUTHBEARER_SCOPE: "OAUTHBEARER_SCOPE",
    SASL_SCRAM_256_AUTH: "SASL_SCRAM_256_AUTH",
    SASL_SCRAM_512_AUTH: "SASL_SCRAM_512_AUTH",
    SERVER_ROOT_CA_CERTIFICATE: "SERVER_ROOT_CA_CERTIFICATE",
    VIRTUAL_HOST: "VIRTUAL_HOST",
    VPC_SECURITY_GROUP: "VPC_SECURITY_GROUP",
    VPC_SUBNET: "VPC_SUBNET",
};
const EventSourcePosition = {
    AT_TIMESTAMP: "AT_TIMESTAMP",
    LATEST: "LATEST",
    TRIM_HORIZON: "TRIM_HORIZON",
};
const S3ObjectStorageMode = {
    Copy: "COPY",
    Reference: "REFERENCE",
};
const DirectS3Read = {
    AUTO: "AUTO",
    DISABLED: "DISABLED",
    ENABLED: "ENABLED",
};
const LogFormat = {
    Json: "JSON",
    Text: "Text",
};
const PackageType = {
    Image: "Image",
    Zip: "Zip",
};
const FunctionVersionLatestPublished = {
    LATEST_PUBLISHED: "LATEST_PUBLISHED",
};
const Runtime = {
    dotnet10: "dotnet10",
    dotnet6: "dotnet6",
    dotnet8: "dotnet8",
    dotnetcore10: "dotnetcore1.0",
    dotnetcore20: "dotnetcore2.0",
    dotnetcore21: "dotnetcore2.1",
    dotnetcore31: "dotnetcore3.1",
    go1x: "go1.x",
    java11: "java11",
    java11al2023: "java11.al2023",
    java17: "java17",
    java17al2023: "java17.al2023",
    java21: "java21",
    java25: "java25",
    java8: "java8",
    java8al2: "java8.al2",
    java8al2023: "java8.al2023",
    nodejs: "nodejs",
    nodejs10x: "nodejs10.x",
    nodejs12x: "nodejs12.x",
    nodejs14x: "nodejs14.x",
    nodejs16x: "nodejs16.x",
    nodejs18x: "nodejs18.x",
    nodejs20x: "nodejs20.x",
    nodejs22x: "nodejs22.x",
    nodejs24x: "nodejs24.x",
    nodejs26x: "nodejs26.x",
    nodejs43: "nodejs4.3",
    nodejs43edge: "nodejs4.3-edge",
    nodejs610: "nodejs6.10",
    nodejs810: "nodejs8.10",
    provided: "provided",
    providedal2: "provided.al2",
    providedal2023: "provided.al2023",
    python27: "python2.7",
    python310: "python3.10",
    python311: "python3.11",
    python312: "python3.12",
    python313: "python3.13",
    python314: "python3.14",
    python315: "python3.15",
    python36: "python3.6",
    python37: "python3.7",
    python38: "python3.8",
    python39: "python3.9",
    ruby25: "ruby2.5",
    ruby27: "ruby2.7",
    ruby32: "ruby3.2",
    ruby33: "ruby3.3",
    ruby34: "ruby3.4",
    ruby40: "ruby4.0",
};
const SnapStartApplyOn = {
    None: "None",
    PublishedVersions: "PublishedVersions",
};
const TenantIsolationMode = {
    PER_TENANT: "PER_TENANT",
};
const TracingMode = {
    Active: "Active",
    PassThrough: "PassThrough",
};
const LastUpdateStatus = {
    Failed: "Failed",
    InProgress: "InProgress",
    Successful: "Successful",
};
const LastUpdateStatusReasonCode = {
    CapacityProviderScalingLimitExceeded: "CapacityProviderScalingLimitExceeded",
    DependencyError: "DependencyError",
    DisabledKMSKey: "DisabledKMSKey",
    DisallowedByVpcEncryptionControl: "DisallowedByVpcEncryptionControl",
    EC2RequestLimitExceeded: "EC2RequestLimitExceeded",
    EFSIOError: "EFSIOError",
    EFSMountConnectivityError: "EFSMountConnectivityError",
    EFSMountFailure: "EFSMountFailure",
    EFSMountTimeout: "EFSMountTimeout",
    EniLimitExceeded: "EniLimitExceeded",
    FunctionError: "FunctionError",
    FunctionErrorExtensionInitError: "FunctionError.ExtensionInitError",
    FunctionErrorInitResourceExhausted: "FunctionError.InitResourceExhausted",
    FunctionErrorInitTimeout: "FunctionError.InitTimeout",
    FunctionErrorInvalidEntryPoint: "FunctionError.InvalidEntryPoint",
    FunctionErrorInvalidWorkingDirectory: "FunctionError.InvalidWorkingDirectory",
    FunctionErrorPermissionDenied: "FunctionError.PermissionDenied",
    FunctionErrorRuntimeInitError: "FunctionError.RuntimeInitError",
    FunctionErrorTooManyExtensions: "FunctionError.TooManyExtensions",
    ImageAccessDenied: "ImageAccessDenied",
    ImageDeleted: "ImageDeleted",
    InsufficientCapacity: "InsufficientCapacity",
    InsufficientRolePermissions: "InsufficientRolePermissions",
    InternalError: "InternalError",
    InvalidConfiguration: "InvalidConfiguration",
    InvalidImage: "InvalidImage",
    InvalidRuntime: "InvalidRuntime",
    InvalidSecurityGroup: "InvalidSecurityGroup",
    InvalidStateKMSKey: "InvalidStateKMSKey",
    InvalidSubnet: "InvalidSubnet",
    InvalidZipFileException: "InvalidZipFileException",
    KMSKeyAccessDenied: "KMSKeyAccessDenied",
    KMSKeyNotFound: "KMSKeyNotFound",
    ServiceQuotaExceededException: "ServiceQuotaExceededException",
    SubnetOutOfIPAddresses: "SubnetOutOfIPAddresses",
    VcpuLimitExceeded: "VcpuLimitExceeded",
};
const SnapStartOptimizationStatus = {
    Off: "Off",
    On: "On",
};
const StateReasonCode = {
    CapacityProviderScalingLimitExceeded: "CapacityProviderScalingLimitExceeded",
    Creating: "Creating",
    DependencyError: "DependencyError",
    DisabledKMSKey: "DisabledKMSKey",
    DisallowedByVpcEncryptionControl: "DisallowedByVpcEncryptionControl",
    DrainingDurableExecutions: "DrainingDurableExecutions",
    EC2RequestLimitExceeded: "EC2RequestLimitExceeded",
    EFSIOError: "EFSIOError",
    EFSMountConnectivityError: "EFSMountConnectivityError",
    EFSMountFailure: "EFSMountFailure",
    EFSMountTimeout: "EFSMountTimeout",
    EniLimitExceeded: "EniLimitExceeded",
    FunctionError: "FunctionError",
    FunctionErrorExtensionInitError: "FunctionError.ExtensionInitError",
    FunctionErrorInitResourceExhausted: "FunctionError.InitResourceExhausted",
    FunctionErrorInitTimeout: "FunctionError.InitTimeout",
    FunctionErrorInvalidEntryPoint: "FunctionError.InvalidEntryPoint",
    FunctionErrorInvalidWorkingDirectory: "FunctionError.InvalidWorkingDirectory",
    FunctionErrorPermissionDenied: "FunctionError.PermissionDenied",
    FunctionErrorRuntimeInitError: "FunctionError.RuntimeInitError",
    FunctionErrorTooManyExtensions: "FunctionError.TooManyExtensions",
    Idle: "Idle",
    ImageAccessDenied: "ImageAccessDenied",
    ImageDeleted: "ImageDeleted",
    InsufficientCapacity: "InsufficientCapacity",
    InsufficientRolePermissions: "InsufficientRolePermissions",
    InternalError: "InternalError",
    InvalidConfiguration: "InvalidConfiguration",
    InvalidImage: "InvalidImage",
    InvalidRuntime: "InvalidRuntime",
    InvalidSecurityGroup: "InvalidSecurityGroup",
    InvalidStateKMSKey: "InvalidStateKMSKey",
    InvalidSubnet: "InvalidSubnet",
    InvalidZipFileException: "InvalidZipFileException",
    KMSKeyAccessDenied: "KMSKeyAccessDenied",
    KMSKeyNotFound: "KMSKeyNotFound",
    Restoring: "Restoring",
    ServiceQuotaExceededException: "ServiceQuotaExceededException",
    SubnetOutOfIPAddresses: "SubnetOutOfIPAddresses",
    VcpuLimitExceeded: "VcpuLimitExceeded",
};
const InvokeMode = {
    BUFFERED: "BUFFERED",
    RESPONSE_STREAM: "RESPONSE_STREAM",
};
const RecursiveLoop = {
    Allow: "Allow",
    Terminate: "Terminate",
};
const UpdateRuntimeOn = {
    Auto: "Auto",
    FunctionUpdate: "FunctionUpdate",
    Manual: "Manual",
};
const InvocationType = {
    DryRun: "DryRun",
    Event: "Event",
    RequestResponse: "RequestResponse",
};
const LogType = {
    None: "None",
    Tail: "Tail",
};
const ResponseStreamingInvocationType = {
    DryRun: "DryRun",
    RequestResponse: "RequestResponse",
};
const FunctionVersion = {
    ALL: "ALL",
};
const ProvisionedConcurrencyStatusEnum = {
    FAILED: "FAILED",
    IN_PROGRESS: "IN_PROGRESS",
    READY: "READY",
};

exports.AccountLimit$ = AccountLimit$;
exports.AccountUsage$ = AccountUsage$;
exports.AddLayerVersionPermission$ = AddLayerVersionPermission$;
exports.AddLayerVersionPermissionCommand = AddLayerVersionPermissionCommand;
exports.AddLayerVersionPermissionRequest$ = AddLayerVersionPermissionRequest$;
exports.AddLayerVersionPermissionResponse$ = AddLayerVersionPermissionResponse$;
exports.AddPermission$ = AddPermission$;
exports.AddPermissionCommand = AddPermissionCommand;
exports.AddPermissionRequest$ = AddPermissionRequest$;
exports.AddPermissionResponse$ = AddPermissionResponse$;
exports.AliasConfiguration$ = AliasConfiguration$;
exports.AliasLimitExceededException = AliasLimitExceededException;
exports.AliasLimitExceededException$ = AliasLimitExceededException$;
exports.AliasRoutingConfiguration$ = AliasRoutingConfiguration$;
exports.AllowedPublishers$ = AllowedPublishers$;
exports.AmazonManagedKafkaEventSourceConfig$ = AmazonManagedKafkaEventSourceConfig$;
exports.ApplicationLogLevel = ApplicationLogLevel;
exports.Architecture = Architecture;
exports.CallbackDetails$ = CallbackDetails$;
exports.CallbackFailedDetails$ = CallbackFailedDetails$;
exports.CallbackOptions$ = CallbackOptions$;
exports.CallbackStartedDetails$ = CallbackStartedDetails$;
exports.CallbackSucceededDetails$ = CallbackSucceededDetails$;
exports.CallbackTimedOutDetails$ = CallbackTimedOutDetails$;
exports.CallbackTimeoutException = CallbackTimeoutException;
exports.CallbackTimeoutException$ = CallbackTimeoutException$;
exports.CapacityProvider$ = CapacityProvider$;
exports.CapacityProviderConfig$ = CapacityProviderConfig$;
exports.CapacityProviderLimitExceededException = CapacityProviderLimitExceededException;
exports.CapacityProviderLimitExceededException$ = CapacityProviderLimitExceededException$;
exports.CapacityProviderLoggingConfig$ = CapacityProviderLoggingConfig$;
exports.CapacityProviderPermissionsConfig$ = CapacityProviderPermissionsConfig$;
exports.CapacityProviderPredefinedMetricType = CapacityProviderPredefinedMetricType;
exports.CapacityProviderScalingConfig$ = CapacityProviderScalingConfig$;
exports.CapacityProviderScalingMode = CapacityProviderScalingMode;
exports.CapacityProviderState = CapacityProviderState;
exports.CapacityProviderTelemetryConfig$ = CapacityProviderTelemetryConfig$;
exports.CapacityProviderVpcConfig$ = CapacityProviderVpcConfig$;
exports.ChainedInvokeDetails$ = ChainedInvokeDetails$;
exports.ChainedInvokeFailedDetails$ = ChainedInvokeFailedDetails$;
exports.ChainedInvokeOptions$ = ChainedInvokeOptions$;
exports.ChainedInvokeStartedDetails$ = ChainedInvokeStartedDetails$;
exports.ChainedInvokeStoppedDetails$ = ChainedInvokeStoppedDetails$;
exports.ChainedInvokeSucceededDetails$ = ChainedInvokeSucceededDetails$;
exports.ChainedInvokeTimedOutDetails$ = ChainedInvokeTimedOutDetails$;
exports.CheckpointDurableExecution$ = CheckpointDurableExecution$;
exports.CheckpointDurableExecutionCommand = CheckpointDurableExecutionCommand;
exports.CheckpointDurableExecutionRequest$ = CheckpointDurableExecutionRequest$;
exports.CheckpointDurableExecutionResponse$ = CheckpointDurableExecutionResponse$;
exports.CheckpointUpdatedExecutionState$ = CheckpointUpdatedExecutionState$;
exports.CodeArtifactUserDeletedException = CodeArtifactUserDeletedException;
exports.CodeArtifactUserDeletedException$ = CodeArtifactUserDeletedException$;
exports.CodeArtifactUserFailedException = CodeArtifactUserFailedException;
exports.CodeArtifactUserFailedException$ = CodeArtifactUserFailedException$;
exports.CodeArtifactUserPendingException = CodeArtifactUserPendingException;
exports.CodeArtifactUserPendingException$ = CodeArtifactUserPendingException$;
exports.CodeSigningConfig$ = CodeSigningConfig$;
exports.CodeSigningConfigNotFoundException = CodeSigningConfigNotFoundException;
exports.CodeSigningConfigNotFoundException$ = CodeSigningConfigNotFoundException$;
exports.CodeSigningPolicies$ = CodeSigningPolicies$;
exports.CodeSigningPolicy = CodeSigningPolicy;
exports.CodeStorageExceededException = CodeStorageExceededException;
exports.CodeStorageExceededException$ = CodeStorageExceededException$;
exports.CodeVerificationFailedException = CodeVerificationFailedException;
exports.CodeVerificationFailedException$ = CodeVerificationFailedException$;
exports.Concurrency$ = Concurrency$;
exports.ContextDetails$ = ContextDetails$;
exports.ContextFailedDetails$ = ContextFailedDetails$;
exports.ContextOptions$ = ContextOptions$;
exports.ContextStartedDetails$ = ContextStartedDetails$;
exports.ContextSucceededDetails$ = ContextSucceededDetails$;
exports.Cors$ = Cors$;
exports.CreateAlias$ = CreateAlias$;
exports.CreateAliasCommand = CreateAliasCommand;
exports.CreateAliasRequest$ = CreateAliasRequest$;
exports.CreateCapacityProvider$ = CreateCapacityProvider$;
exports.CreateCapacityProviderCommand = CreateCapacityProviderCommand;
exports.CreateCapacityProviderRequest$ = CreateCapacityProviderRequest$;
exports.CreateCapacityProviderResponse$ = CreateCapacityProviderResponse$;
exports.CreateCodeSigningConfig$ = CreateCodeSigningConfig$;
exports.CreateCodeSigningConfigCommand = CreateCodeSigningConfigCommand;
exports.CreateCodeSigningConfigRequest$ = CreateCodeSigningConfigRequest$;
exports.CreateCodeSigningConfigResponse$ = CreateCodeSigningConfigResponse$;
exports.CreateEventSourceMapping$ = CreateEventSourceMapping$;
exports.CreateEventSourceMappingCommand = CreateEventSourceMappingCommand;
exports.CreateEventSourceMappingRequest$ = CreateEventSourceMappingRequest$;
exports.CreateFunction$ = CreateFunction$;
exports.CreateFunctionCommand = CreateFunctionCommand;
exports.CreateFunctionRequest$ = CreateFunctionRequest$;
exports.CreateFunctionUrlConfig$ = CreateFunctionUrlConfig$;
exports.CreateFunctionUrlConfigCommand = CreateFunctionUrlConfigCommand;
exports.CreateFunctionUrlConfigRequest$ = CreateFunctionUrlConfigRequest$;
exports.CreateFunctionUrlConfigResponse$ = CreateFunctionUrlConfigResponse$;
exports.DeadLetterConfig$ = DeadLetterConfig$;
exports.DeleteAlias$ = DeleteAlias$;
exports.DeleteAliasCommand = DeleteAliasCommand;
exports.DeleteAliasRequest$ = DeleteAliasRequest$;
exports.DeleteCapacityProvider$ = DeleteCapacityProvider$;
exports.DeleteCapacityProviderCommand = DeleteCapacityProviderCommand;
exports.DeleteCapacityProviderRequest$ = DeleteCapacityProviderRequest$;
exports.DeleteCapacityProviderResponse$ = DeleteCapacityProviderResponse$;
exports.DeleteCodeSigningConfig$ = DeleteCodeSigningConfig$;
exports.DeleteCodeSigningConfigCommand = DeleteCodeSigningConfigCommand;
exports.DeleteCodeSigningConfigRequest$ = DeleteCodeSigningConfigRequest$;
exports.DeleteCodeSigningConfigResponse$ = DeleteCodeSigningConfigResponse$;
exports.DeleteEventSourceMapping$ = DeleteEventSourceMapping$;
exports.DeleteEventSourceMappingCommand = DeleteEventSourceMappingCommand;
exports.DeleteEventSourceMappingRequest$ = DeleteEventSourceMappingRequest$;
exports.DeleteFunction$ = DeleteFunction$;
exports.DeleteFunctionCodeSigningConfig$ = DeleteFunctionCodeSigningConfig$;
exports.DeleteFunctionCodeSigningConfigCommand = DeleteFunctionCodeSigningConfigCommand;
exports.DeleteFunctionCodeSigningConfigRequest$ = DeleteFunctionCodeSigningConfigRequest$;
exports.DeleteFunctionCommand = DeleteFunctionCommand;
exports.DeleteFunctionConcurrency$ = DeleteFunctionConcurrency$;
exports.DeleteFunctionConcurrencyCommand = DeleteFunctionConcurrencyCommand;
exports.DeleteFunctionConcurrencyRequest$ = DeleteFunctionConcurrencyRequest$;
exports.DeleteFunctionEventInvokeConfig$ = DeleteFunctionEventInvokeConfig$;
exports.DeleteFunctionEventInvokeConfigCommand = DeleteFunctionEventInvokeConfigCommand;
exports.DeleteFunctionEventInvokeConfigRequest$ = DeleteFunctionEventInvokeConfigRequest$;
exports.DeleteFunctionRequest$ = DeleteFunctionRequest$;
exports.DeleteFunctionResponse$ = DeleteFunctionResponse$;
exports.DeleteFunctionUrlConfig$ = DeleteFunctionUrlConfig$;
exports.DeleteFunctionUrlConfigCommand = DeleteFunctionUrlConfigCommand;
exports.DeleteFunctionUrlConfigRequest$ = DeleteFunctionUrlConfigRequest$;
exports.DeleteLayerVersion$ = DeleteLayerVersion$;
exports.DeleteLayerVersionCommand = DeleteLayerVersionCommand;
exports.DeleteLayerVersionRequest$ = DeleteLayerVersionRequest$;
exports.DeleteProvisionedConcurrencyConfig$ = DeleteProvisionedConcurrencyConfig$;
exports.DeleteProvisionedConcurrencyConfigCommand = DeleteProvisionedConcurrencyConfigCommand;
exports.DeleteProvisionedConcurrencyConfigRequest$ = DeleteProvisionedConcurrencyConfigRequest$;
exports.DeleteResourcePolicy$ = DeleteResourcePolicy$;
exports.DeleteResourcePolicyCommand = DeleteResourcePolicyCommand;
exports.DeleteResourcePolicyRequest$ = DeleteResourcePolicyRequest$;
exports.DestinationConfig$ = DestinationConfig$;
exports.DirectS3Read = DirectS3Read;
exports.DocumentDBEventSourceConfig$ = DocumentDBEventSourceConfig$;
exports.DurableConfig$ = DurableConfig$;
exports.DurableExecutionAlreadyStartedException = DurableExecutionAlreadyStartedException;
exports.DurableExecutionAlreadyStartedException$ = DurableExecutionAlreadyStartedException$;
exports.EC2AccessDeniedException = EC2AccessDeniedException;
exports.EC2AccessDeniedException$ = EC2AccessDeniedException$;
exports.EC2ThrottledException = EC2ThrottledException;
exports.EC2ThrottledException$ = EC2ThrottledException$;
exports.EC2UnexpectedException = EC2UnexpectedException;
exports.EC2UnexpectedException$ = EC2UnexpectedException$;
exports.EFSIOException = EFSIOException;
exports.EFSIOException$ = EFSIOException$;
exports.EFSMountConnectivityException = EFSMountConnectivityException;
exports.EFSMountConnectivityException$ = EFSMountConnectivityException$;
exports.EFSMountFailureException = EFSMountFailureException;
exports.EFSMountFailureException$ = EFSMountFailureException$;
exports.EFSMountTimeoutException = EFSMountTimeoutException;
exports.EFSMountTimeoutException$ = EFSMountTimeoutException$;
exports.ENILimitReachedException = ENILimitReachedException;
exports.ENILimitReachedException$ = ENILimitReachedException$;
exports.ENINotReadyException = ENINotReadyException;
exports.ENINotReadyException$ = ENINotReadyException$;
exports.EndPointType = EndPointType;
exports.Environment$ = Environment$;
exports.EnvironmentError$ = EnvironmentError$;
exports.EnvironmentResponse$ = EnvironmentResponse$;
exports.EphemeralStorage$ = EphemeralStorage$;
exports.ErrorObject$ = ErrorObject$;
exports.Event$ = Event$;
exports.EventError$ = EventError$;
exports.EventInput$ = EventInput$;
exports.EventResult$ = EventResult$;
exports.EventSourceMappingConfiguration$ = EventSourceMappingConfiguration$;
exports.EventSourceMappingLoggingConfig$ = EventSourceMappingLoggingConfig$;
exports.EventSourceMappingMetric = EventSourceMappingMetric;
exports.EventSourceMappingMetricsConfig$ = EventSourceMappingMetricsConfig$;
exports.EventSourceMappingSystemLogLevel = EventSourceMappingSystemLogLevel;
exports.EventSourcePosition = EventSourcePosition;
exports.EventType = EventType;
exports.Execution$ = Execution$;
exports.ExecutionDetails$ = ExecutionDetails$;
exports.ExecutionFailedDetails$ = ExecutionFailedDetails$;
exports.ExecutionStartedDetails$ = ExecutionStartedDetails$;
exports.ExecutionStatus = ExecutionStatus;
exports.ExecutionStoppedDetails$ = ExecutionStoppedDetails$;
exports.ExecutionSucceededDetails$ = ExecutionSucceededDetails$;
exports.ExecutionTimedOutDetails$ = ExecutionTimedOutDetails$;
exports.FileSystemConfig$ = FileSystemConfig$;
exports.Filter$ = Filter$;
exports.FilterCriteria$ = FilterCriteria$;
exports.FilterCriteriaError$ = FilterCriteriaError$;
exports.FullDocument = FullDocument;
exports.FunctionCode$ = FunctionCode$;
exports.FunctionCodeLocation$ = FunctionCodeLocation$;
exports.FunctionCodeLocationError$ = FunctionCodeLocationError$;
exports.FunctionConfiguration$ = FunctionConfiguration$;
exports.FunctionEventInvokeConfig$ = FunctionEventInvokeConfig$;
exports.FunctionResponseType = FunctionResponseType;
exports.FunctionScalingConfig$ = FunctionScalingConfig$;
exports.FunctionUrlAuthType = FunctionUrlAuthType;
exports.FunctionUrlConfig$ = FunctionUrlConfig$;
exports.FunctionVersion = FunctionVersion;
exports.FunctionVersionLatestPublished = FunctionVersionLatestPublished;
exports.FunctionVersionsByCapacityProviderListItem$ = FunctionVersionsByCapacityProviderListItem$;
exports.FunctionVersionsPerCapacityProviderLimitExceededException = FunctionVersionsPerCapacityProviderLimitExceededException;
exports.FunctionVersionsPerCapacityProviderLimitExceededException$ = FunctionVersionsPerCapacityProviderLimitExceededException$;
exports.GetAccountSettings$ = GetAccountSettings$;
exports.GetAccountSettingsCommand = GetAccountSettingsCommand;
exports.GetAccountSettingsRequest$ = GetAccountSettingsRequest$;
exports.GetAccountSettingsResponse$ = GetAccountSettingsResponse$;
exports.GetAlias$ = GetAlias$;
exports.GetAliasCommand = GetAliasCommand;
exports.GetAliasRequest$ = GetAliasRequest$;
exports.GetCapacityProvider$ = GetCapacityProvider$;
exports.GetCapacityProviderCommand = GetCapacityProviderCommand;
exports.GetCapacityProviderRequest$ = GetCapacityProviderRequest$;
exports.GetCapacityProviderResponse$ = GetCapacityProviderResponse$;
exports.GetCodeSigningConfig$ = GetCodeSigningConfig$;
exports.GetCodeSigningConfigCommand = GetCodeSigningConfigCommand;
exports.GetCodeSigningConfigRequest$ = GetCodeSigningConfigRequest$;
exports.GetCodeSigningConfigResponse$ = GetCodeSigningConfigResponse$;
exports.GetDurableExecution$ = GetDurableExecution$;
exports.GetDurableExecutionCommand = GetDurableExecutionCommand;
exports.GetDurableExecutionHistory$ = GetDurableExecutionHistory$;
exports.GetDurableExecutionHistoryCommand = GetDurableExecutionHistoryCommand;
exports.GetDurableExecutionHistoryRequest$ = GetDurableExecutionHistoryRequest$;
exports.GetDurableExecutionHistoryResponse$ = GetDurableExecutionHistoryResponse$;
exports.GetDurableExecutionRequest$ = GetDurableExecutionRequest$;
exports.GetDurableExecutionResponse$ = GetDurableExecutionResponse$;
exports.GetDurableExecutionState$ = GetDurableExecutionState$;
exports.GetDurableExecutionStateCommand = GetDurableExecutionStateCommand;
exports.GetDurableExecutionStateRequest$ = GetDurableExecutionStateRequest$;
exports.GetDurableExecutionStateResponse$ = GetDurableExecutionStateResponse$;
exports.GetEventSourceMapping$ = GetEventSourceMapping$;
exports.GetEventSourceMappingCommand = GetEventSourceMappingCommand;
exports.GetEventSourceMappingRequest$ = GetEventSourceMappingRequest$;
exports.GetFunction$ = GetFunction$;
exports.GetFunctionCodeSigningConfig$ = GetFunctionCodeSigningConfig$;
exports.GetFunctionCodeSigningConfigCommand = GetFunctionCodeSigningConfigCommand;
exports.GetFunctionCodeSigningConfigRequest$ = GetFunctionCodeSigningConfigRequest$;
exports.GetFunctionCodeSigningConfigResponse$ = GetFunctionCodeSigningConfigResponse$;
exports.GetFunctionCommand = GetFunctionCommand;
exports.GetFunctionConcurrency$ = GetFunctionConcurrency$;
exports.GetFunctionConcurrencyCommand = GetFunctionConcurrencyCommand;
exports.GetFunctionConcurrencyRequest$ = GetFunctionConcurrencyRequest$;
exports.GetFunctionConcurrencyResponse$ = GetFunctionConcurrencyResponse$;
exports.GetFunctionConfiguration$ = GetFunctionConfiguration$;
exports.GetFunctionConfigurationCommand = GetFunctionConfigurationCommand;
exports.GetFunctionConfigurationRequest$ = GetFunctionConfigurationRequest$;
exports.GetFunctionEventInvokeConfig$ = GetFunctionEventInvokeConfig$;
exports.GetFunctionEventInvokeConfigCommand = GetFunctionEventInvokeConfigCommand;
exports.GetFunctionEventInvokeConfigRequest$ = GetFunctionEventInvokeConfigRequest$;
exports.GetFunctionRecursionConfig$ = GetFunctionRecursionConfig$;
exports.GetFunctionRecursionConfigCommand = GetFunctionRecursionConfigCommand;
exports.GetFunctionRecursionConfigRequest$ = GetFunctionRecursionConfigRequest$;
exports.GetFunctionRecursionConfigResponse$ = GetFunctionRecursionConfigResponse$;
exports.GetFunctionRequest$ = GetFunctionRequest$;
exports.GetFunctionResponse$ = GetFunctionResponse$;
exports.GetFunctionScalingConfig$ = GetFunctionScalingConfig$;
exports.GetFunctionScalingConfigCommand = GetFunctionScalingConfigCommand;
exports.GetFunctionScalingConfigRequest$ = GetFunctionScalingConfigRequest$;
exports.GetFunctionScalingConfigResponse$ = GetFunctionScalingConfigResponse$;
exports.GetFunctionUrlConfig$ = GetFunctionUrlConfig$;
exports.GetFunctionUrlConfigCommand = GetFunctionUrlConfigCommand;
exports.GetFunctionUrlConfigRequest$ = GetFunctionUrlConfigRequest$;
exports.GetFunctionUrlConfigResponse$ = GetFunctionUrlConfigResponse$;
exports.GetLayerVersion$ = GetLayerVersion$;
exports.GetLayerVersionByArn$ = GetLayerVersionByArn$;
exports.GetLayerVersionByArnCommand = GetLayerVersionByArnCommand;
exports.GetLayerVersionByArnRequest$ = GetLayerVersionByArnRequest$;
exports.GetLayerVersionCommand = GetLayerVersionCommand;
exports.GetLayerVersionPolicy$ = GetLayerVersionPolicy$;
exports.GetLayerVersionPolicyCommand = GetLayerVersionPolicyCommand;
exports.GetLayerVersionPolicyRequest$ = GetLayerVersionPolicyRequest$;
exports.GetLayerVersionPolicyResponse$ = GetLayerVersionPolicyResponse$;
exports.GetLayerVersionRequest$ = GetLayerVersionRequest$;
exports.GetLayerVersionResponse$ = GetLayerVersionResponse$;
exports.GetPolicy$ = GetPolicy$;
exports.GetPolicyCommand = GetPolicyCommand;
exports.GetPolicyRequest$ = GetPolicyRequest$;
exports.GetPolicyResponse$ = GetPolicyResponse$;
exports.GetProvisionedConcurrencyConfig$ = GetProvisionedConcurrencyConfig$;
exports.GetProvisionedConcurrencyConfigCommand = GetProvisionedConcurrencyConfigCommand;
exports.GetProvisionedConcurrencyConfigRequest$ = GetProvisionedConcurrencyConfigRequest$;
exports.GetProvisionedConcurrencyConfigResponse$ = GetProvisionedConcurrencyConfigResponse$;
exports.GetResourcePolicy$ = GetResourcePolicy$;
exports.GetResourcePolicyCommand = GetResourcePolicyCommand;
exports.GetResourcePolicyRequest$ = GetResourcePolicyRequest$;
exports.GetResourcePolicyResponse$ = GetResourcePolicyResponse$;
exports.GetRuntimeManagementConfig$ = GetRuntimeManagementConfig$;
exports.GetRuntimeManagementConfigCommand = GetRuntimeManagementConfigCommand;
exports.GetRuntimeManagementConfigRequest$ = GetRuntimeManagementConfigRequest$;
exports.GetRuntimeManagementConfigResponse$ = GetRuntimeManagementConfigResponse$;
exports.ImageConfig$ = ImageConfig$;
exports.ImageConfigError$ = ImageConfigError$;
exports.ImageConfigResponse$ = ImageConfigResponse$;
exports.InstanceRequirements$ = InstanceRequirements$;
exports.InvalidCodeSignatureException = InvalidCodeSignatureException;
exports.InvalidCodeSignatureException$ = InvalidCodeSignatureException$;
exports.InvalidParameterValueException = InvalidParameterValueException;
exports.InvalidParameterValueException$ = InvalidParameterValueException$;
exports.InvalidRequestContentException = InvalidRequestContentException;
exports.InvalidRequestContentException$ = InvalidRequestContentException$;
exports.InvalidRuntimeException = InvalidRuntimeException;
exports.InvalidRuntimeException$ = InvalidRuntimeException$;
exports.InvalidSecurityGroupIDException = InvalidSecurityGroupIDException;
exports.InvalidSecurityGroupIDException$ = InvalidSecurityGroupIDException$;
exports.InvalidSubnetIDException = InvalidSubnetIDException;
exports.InvalidSubnetIDException$ = InvalidSubnetIDException$;
exports.InvalidZipFileException = InvalidZipFileException;
exports.InvalidZipFileException$ = InvalidZipFileException$;
exports.InvocationCompletedDetails$ = InvocationCompletedDetails$;
exports.InvocationRequest$ = InvocationRequest$;
exports.InvocationResponse$ = InvocationResponse$;
exports.InvocationType = InvocationType;
exports.Invoke$ = Invoke$;
exports.InvokeAsync$ = InvokeAsync$;
exports.InvokeAsyncCommand = InvokeAsyncCommand;
exports.InvokeAsyncRequest$ = InvokeAsyncRequest$;
exports.InvokeAsyncResponse$ = InvokeAsyncResponse$;
exports.InvokeCommand = InvokeCommand;
exports.InvokeMode = InvokeMode;
exports.InvokeResponseStreamUpdate$ = InvokeResponseStreamUpdate$;
exports.InvokeWithResponseStream$ = InvokeWithResponseStream$;
exports.InvokeWithResponseStreamCommand = InvokeWithResponseStreamCommand;
exports.InvokeWithResponseStreamCompleteEvent$ = InvokeWithResponseStreamCompleteEvent$;
exports.InvokeWithResponseStreamRequest$ = InvokeWithResponseStreamRequest$;
exports.InvokeWithResponseStreamResponse$ = InvokeWithResponseStreamResponse$;
exports.InvokeWithResponseStreamResponseEvent$ = InvokeWithResponseStreamResponseEvent$;
exports.KMSAccessDeniedException = KMSAccessDeniedException;
exports.KMSAccessDeniedException$ = KMSAccessDeniedException$;
exports.KMSDisabledException = KMSDisabledException;
exports.KMSDisabledException$ = KMSDisabledException$;
exports.KMSInvalidStateException = KMSInvalidStateException;
exports.KMSInvalidStateException$ = KMSInvalidStateException$;
exports.KMSNotFoundException = KMSNotFoundException;
exports.KMSNotFoundException$ = KMSNotFoundException$;
exports.KafkaEventSourceMappingConsumptionMode = KafkaEventSourceMappingConsumptionMode;
exports.KafkaSchemaRegistryAccessConfig$ = KafkaSchemaRegistryAccessConfig$;
exports.KafkaSchemaRegistryAuthType = KafkaSchemaRegistryAuthType;
exports.KafkaSchemaRegistryConfig$ = KafkaSchemaRegistryConfig$;
exports.KafkaSchemaValidationAttribute = KafkaSchemaValidationAttribute;
exports.KafkaSchemaValidationConfig$ = KafkaSchemaValidationConfig$;
exports.Lambda = Lambda;
exports.LambdaClient = LambdaClient;
exports.LambdaManagedInstancesCapacityProviderConfig$ = LambdaManagedInstancesCapacityProviderConfig$;
exports.LambdaServiceException = LambdaServiceException;
exports.LambdaServiceException$ = LambdaServiceException$;
exports.LastUpdateStatus = LastUpdateStatus;
exports.LastUpdateStatusReasonCode = LastUpdateStatusReasonCode;
exports.Layer$ = Layer$;
exports.LayerVersionContentInput$ = LayerVersionContentInput$;
exports.LayerVersionContentOutput$ = LayerVersionContentOutput$;
exports.LayerVersionsListItem$ = LayerVersionsListItem$;
exports.LayersListItem$ = LayersListItem$;
exports.ListAliases$ = ListAliases$;
exports.ListAliasesCommand = ListAliasesCommand;
exports.ListAliasesRequest$ = ListAliasesRequest$;
exports.ListAliasesResponse$ = ListAliasesResponse$;
exports.ListCapacityProviders$ = ListCapacityProviders$;
exports.ListCapacityProvidersCommand = ListCapacityProvidersCommand;
exports.ListCapacityProvidersRequest$ = ListCapacityProvidersRequest$;
exports.ListCapacityProvidersResponse$ = ListCapacityProvidersResponse$;
exports.ListCodeSigningConfigs$ = ListCodeSigningConfigs$;
exports.ListCodeSigningConfigsCommand = ListCodeSigningConfigsCommand;
exports.ListCodeSigningConfigsRequest$ = ListCodeSigningConfigsRequest$;
exports.ListCodeSigningConfigsResponse$ = ListCodeSigningConfigsResponse$;
exports.ListDurableExecutionsByFunction$ = ListDurableExecutionsByFunction$;
exports.ListDurableExecutionsByFunctionCommand = ListDurableExecutionsByFunctionCommand;
exports.ListDurableExecutionsByFunctionRequest$ = ListDurableExecutionsByFunctionRequest$;
exports.ListDurableExecutionsByFunctionResponse$ = ListDurableExecutionsByFunctionResponse$;
exports.ListEventSourceMappings$ = ListEventSourceMappings$;
exports.ListEventSourceMappingsCommand = ListEventSourceMappingsCommand;
exports.ListEventSourceMappingsRequest$ = ListEventSourceMappingsRequest$;
exports.ListEventSourceMappingsResponse$ = ListEventSourceMappingsResponse$;
exports.ListFunctionEventInvokeConfigs$ = ListFunctionEventInvokeConfigs$;
exports.ListFunctionEventInvokeConfigsCommand = ListFunctionEventInvokeConfigsCommand;
exports.ListFunctionEventInvokeConfigsRequest$ = ListFunctionEventInvokeConfigsRequest$;
exports.ListFunctionEventInvokeConfigsResponse$ = ListFunctionEventInvokeConfigsResponse$;
exports.ListFunctionUrlConfigs$ = ListFunctionUrlConfigs$;
exports.ListFunctionUrlConfigsCommand = ListFunctionUrlConfigsCommand;
exports.ListFunctionUrlConfigsRequest$ = ListFunctionUrlConfigsRequest$;
exports.ListFunctionUrlConfigsResponse$ = ListFunctionUrlConfigsResponse$;
exports.ListFunctionVersionsByCapacityProvider$ = ListFunctionVersionsByCapacityProvider$;
exports.ListFunctionVersionsByCapacityProviderCommand = ListFunctionVersionsByCapacityProviderCommand;
exports.ListFunctionVersionsByCapacityProviderRequest$ = ListFunctionVersionsByCapacityProviderRequest$;
exports.ListFunctionVersionsByCapacityProviderResponse$ = ListFunctionVersionsByCapacityProviderResponse$;
exports.ListFunctions$ = ListFunctions$;
exports.ListFunctionsByCodeSigningConfig$ = ListFunctionsByCodeSigningConfig$;
exports.ListFunctionsByCodeSigningConfigCommand = ListFunctionsByCodeSigningConfigCommand;
exports.ListFunctionsByCodeSigningConfigRequest$ = ListFunctionsByCodeSigningConfigRequest$;
exports.ListFunctionsByCodeSigningConfigResponse$ = ListFunctionsByCodeSigningConfigResponse$;
exports.ListFunctionsCommand = ListFunctionsCommand;
exports.ListFunctionsRequest$ = ListFunctionsRequest$;
exports.ListFunctionsResponse$ = ListFunctionsResponse$;
exports.ListLayerVersions$ = ListLayerVersions$;
exports.ListLayerVersionsCommand = ListLayerVersionsCommand;
exports.ListLayerVersionsRequest$ = ListLayerVersionsRequest$;
exports.ListLayerVersionsResponse$ = ListLayerVersionsResponse$;
exports.ListLayers$ = ListLayers$;
exports.ListLayersCommand = ListLayersCommand;
exports.ListLayersRequest$ = ListLayersRequest$;
exports.ListLayersResponse$ = ListLayersResponse$;
exports.ListProvisionedConcurrencyConfigs$ = ListProvisionedConcurrencyConfigs$;
exports.ListProvisionedConcurrencyConfigsCommand = ListProvisionedConcurrencyConfigsCommand;
exports.ListProvisionedConcurrencyConfigsRequest$ = ListProvisionedConcurrencyConfigsRequest$;
exports.ListProvisionedConcurrencyConfigsResponse$ = ListProvisionedConcurrencyConfigsResponse$;
exports.ListTags$ = ListTags$;
exports.ListTagsCommand = ListTagsCommand;
exports.ListTagsRequest$ = ListTagsRequest$;
exports.ListTagsResponse$ = ListTagsResponse$;
exports.ListVersionsByFunction$ = ListVersionsByFunction$;
exports.ListVersionsByFunctionCommand = ListVersionsByFunctionCommand;
exports.ListVersionsByFunctionRequest$ = ListVersionsByFunctionRequest$;
exports.ListVersionsByFunctionResponse$ = ListVersionsByFunctionResponse$;
exports.LogFormat = LogFormat;
exports.LogType = LogType;
exports.LoggingConfig$ = LoggingConfig$;
exports.ModeNotSupportedException = ModeNotSupportedException;
exports.ModeNotSupportedException$ = ModeNotSupportedException$;
exports.NoPublishedVersionException = NoPublishedVersionException;
exports.NoPublishedVersionException$ = NoPublishedVersionException$;
exports.OnFailure$ = OnFailure$;
exports.OnSuccess$ = OnSuccess$;
exports.Operation$ = Operation$;
exports.OperationAction = OperationAction;
exports.OperationStatus = OperationStatus;
exports.OperationType = OperationType;
exports.OperationUpdate$ = OperationUpdate$;
exports.PackageType = PackageType;
exports.PolicyLengthExceededException = PolicyLengthExceededException;
exports.PolicyLengthExceededException$ = PolicyLengthExceededException$;
exports.PreconditionFailedException = PreconditionFailedException;
exports.PreconditionFailedException$ = PreconditionFailedException$;
exports.PropagateTags$ = PropagateTags$;
exports.PropagateTagsMode = PropagateTagsMode;
exports.ProvisionedConcurrencyConfigListItem$ = ProvisionedConcurrencyConfigListItem$;
exports.ProvisionedConcurrencyConfigNotFoundException = ProvisionedConcurrencyConfigNotFoundException;
exports.ProvisionedConcurrencyConfigNotFoundException$ = ProvisionedConcurrencyConfigNotFoundException$;
exports.ProvisionedConcurrencyStatusEnum = ProvisionedConcurrencyStatusEnum;
exports.ProvisionedPollerConfig$ = ProvisionedPollerConfig$;
exports.PublicPolicyException = PublicPolicyException;
exports.PublicPolicyException$ = PublicPolicyException$;
exports.PublishLayerVersion$ = PublishLayerVersion$;
exports.PublishLayerVersionCommand = PublishLayerVersionCommand;
exports.PublishLayerVersionRequest$ = PublishLayerVersionRequest$;
exports.PublishLayerVersionResponse$ = PublishLayerVersionResponse$;
exports.PublishVersion$ = PublishVersion$;
exports.PublishVersionCommand = PublishVersionCommand;
exports.PublishVersionRequest$ = PublishVersionRequest$;
exports.PutFunctionCodeSigningConfig$ = PutFunctionCodeSigningConfig$;
exports.PutFunctionCodeSigningConfigCommand = PutFunctionCodeSigningConfigCommand;
exports.PutFunctionCodeSigningConfigRequest$ = PutFunctionCodeSigningConfigRequest$;
exports.PutFunctionCodeSigningConfigResponse$ = PutFunctionCodeSigningConfigResponse$;
exports.PutFunctionConcurrency$ = PutFunctionConcurrency$;
exports.PutFunctionConcurrencyCommand = PutFunctionConcurrencyCommand;
exports.PutFunctionConcurrencyRequest$ = PutFunctionConcurrencyRequest$;
exports.PutFunctionEventInvokeConfig$ = PutFunctionEventInvokeConfig$;
exports.PutFunctionEventInvokeConfigCommand = PutFunctionEventInvokeConfigCommand;
exports.PutFunctionEventInvokeConfigRequest$ = PutFunctionEventInvokeConfigRequest$;
exports.PutFunctionRecursionConfig$ = PutFunctionRecursionConfig$;
exports.PutFunctionRecursionConfigCommand = PutFunctionRecursionConfigCommand;
exports.PutFunctionRecursionConfigRequest$ = PutFunctionRecursionConfigRequest$;
exports.PutFunctionRecursionConfigResponse$ = PutFunctionRecursionConfigResponse$;
exports.PutFunctionScalingConfig$ = PutFunctionScalingConfig$;
exports.PutFunctionScalingConfigCommand = PutFunctionScalingConfigCommand;
exports.PutFunctionScalingConfigRequest$ = PutFunctionScalingConfigRequest$;
exports.PutFunctionScalingConfigResponse$ = PutFunctionScalingConfigResponse$;
exports.PutProvisionedConcurrencyConfig$ = PutProvisionedConcurrencyConfig$;
exports.PutProvisionedConcurrencyConfigCommand = PutProvisionedConcurrencyConfigCommand;
exports.PutProvisionedConcurrencyConfigRequest$ = PutProvisionedConcurrencyConfigRequest$;
exports.PutProvisionedConcurrencyConfigResponse$ = PutProvisionedConcurrencyConfigResponse$;
exports.PutResourcePolicy$ = PutResourcePolicy$;
exports.PutResourcePolicyCommand = PutResourcePolicyCommand;
exports.PutResourcePolicyRequest$ = PutResourcePolicyRequest$;
exports.PutResourcePolicyResponse$ = PutResourcePolicyResponse$;
exports.PutRuntimeManagementConfig$ = PutRuntimeManagementConfig$;
exports.PutRuntimeManagementConfigCommand = PutRuntimeManagementConfigCommand;
exports.PutRuntimeManagementConfigRequest$ = PutRuntimeManagementConfigRequest$;
exports.PutRuntimeManagementConfigResponse$ = PutRuntimeManagementConfigResponse$;
exports.RecursiveInvocationException = RecursiveInvocationException;
exports.RecursiveInvocationException$ = RecursiveInvocationException$;
exports.RecursiveLoop = RecursiveLoop;
exports.RemoveLayerVersionPermission$ = RemoveLayerVersionPermission$;
exports.RemoveLayerVersionPermissionCommand = RemoveLayerVersionPermissionCommand;
exports.RemoveLayerVersionPermissionRequest$ = RemoveLayerVersionPermissionRequest$;
exports.RemovePermission$ = RemovePermission$;
exports.RemovePermissionCommand = RemovePermissionCommand;
exports.RemovePermissionRequest$ = RemovePermissionRequest$;
exports.RequestTooLargeException = RequestTooLargeException;
exports.RequestTooLargeException$ = RequestTooLargeException$;
exports.ResolvedS3Object$ = ResolvedS3Object$;
exports.ResourceConflictException = ResourceConflictException;
exports.ResourceConflictException$ = ResourceConflictException$;
exports.ResourceInUseException = ResourceInUseException;
exports.ResourceInUseException$ = ResourceInUseException$;
exports.ResourceNotFoundException = ResourceNotFoundException;
exports.ResourceNotFoundException$ = ResourceNotFoundException$;
exports.ResourceNotReadyException = ResourceNotReadyException;
exports.ResourceNotReadyException$ = ResourceNotReadyException$;
exports.ResponseStreamingInvocationType = ResponseStreamingInvocationType;
exports.RetryDetails$ = RetryDetails$;
exports.Runtime = Runtime;
exports.RuntimeVersionConfig$ = RuntimeVersionConfig$;
exports.RuntimeVersionError$ = RuntimeVersionError$;
exports.S3FilesConfig$ = S3FilesConfig$;
exports.S3FilesMountConnectivityException = S3FilesMountConnectivityException;
exports.S3FilesMountConnectivityException$ = S3FilesMountConnectivityException$;
exports.S3FilesMountFailureException = S3FilesMountFailureException;
exports.S3FilesMountFailureException$ = S3FilesMountFailureException$;
exports.S3FilesMountTimeoutException = S3FilesMountTimeoutException;
exports.S3FilesMountTimeoutException$ = S3FilesMountTimeoutException$;
exports.S3ObjectStorageMode = S3ObjectStorageMode;
exports.ScalingConfig$ = ScalingConfig$;
exports.SchemaRegistryEventRecordFormat = SchemaRegistryEventRecordFormat;
exports.SelfManagedEventSource$ = SelfManagedEventSource$;
exports.SelfManagedKafkaEventSourceConfig$ = SelfManagedKafkaEventSourceConfig$;
exports.SendDurableExecutionCallbackFailure$ = SendDurableExecutionCallbackFailure$;
exports.SendDurableExecutionCallbackFailureCommand = SendDurableExecutionCallbackFailureCommand;
exports.SendDurableExecutionCallbackFailureRequest$ = SendDurableExecutionCallbackFailureRequest$;
exports.SendDurableExecutionCallbackFailureResponse$ = SendDurableExecutionCallbackFailureResponse$;
exports.SendDurableExecutionCallbackHeartbeat$ = SendDurableExecutionCallbackHeartbeat$;
exports.SendDurableExecutionCallbackHeartbeatCommand = SendDurableExecutionCallbackHeartbeatCommand;
exports.SendDurableExecutionCallbackHeartbeatRequest$ = SendDurableExecutionCallbackHeartbeatRequest$;
exports.SendDurableExecutionCallbackHeartbeatResponse$ = SendDurableExecutionCallbackHeartbeatResponse$;
exports.SendDurableExecutionCallbackSuccess$ = SendDurableExecutionCallbackSuccess$;
exports.SendDurableExecutionCallbackSuccessCommand = SendDurableExecutionCallbackSuccessCommand;
exports.SendDurableExecutionCallbackSuccessRequest$ = SendDurableExecutionCallbackSuccessRequest$;
exports.SendDurableExecutionCallbackSuccessResponse$ = SendDurableExecutionCallbackSuccessResponse$;
exports.SerializedRequestEntityTooLargeException = SerializedRequestEntityTooLargeException;
exports.SerializedRequestEntityTooLargeException$ = SerializedRequestEntityTooLargeException$;
exports.ServiceException = ServiceException;
exports.ServiceException$ = ServiceException$;
exports.ServiceQuotaExceededException = ServiceQuotaExceededException;
exports.ServiceQuotaExceededException$ = ServiceQuotaExceededException$;
exports.SnapStart$ = SnapStart$;
exports.SnapStartApplyOn = SnapStartApplyOn;
exports.SnapStartException = SnapStartException;
exports.SnapStartException$ = SnapStartException$;
exports.SnapStartNotReadyException = SnapStartNotReadyException;
exports.SnapStartNotReadyException$ = SnapStartNotReadyException$;
exports.SnapStartOptimizationStatus = SnapStartOptimizationStatus;
exports.SnapStartRegenerationFailureException = SnapStartRegenerationFailureException;
exports.SnapStartRegenerationFailureException$ = SnapStartRegenerationFailureException$;
exports.SnapStartResponse$ = SnapStartResponse$;
exports.SnapStartTimeoutException = SnapStartTimeoutException;
exports.SnapStartTimeoutException$ = SnapStartTimeoutException$;
exports.SourceAccessConfiguration$ = SourceAccessConfiguration$;
exports.SourceAccessType = SourceAccessType;
exports.State = State;
exports.StateReasonCode = StateReasonCode;
exports.StepDetails$ = StepDetails$;
exports.StepFailedDetails$ = StepFailedDetails$;
exports.StepOptions$ = StepOptions$;
exports.StepStartedDetails$ = StepStartedDetails$;
exports.StepSucceededDetails$ = StepSucceededDetails$;
exports.StopDurableExecution$ = StopDurableExecution$;
exports.StopDurableExecutionCommand = StopDurableExecutionCommand;
exports.StopDurableExecutionRequest$ = StopDurableExecutionRequest$;
exports.StopDurableExecutionResponse$ = StopDurableExecutionResponse$;
exports.SubnetIPAddressLimitReachedException = SubnetIPAddressLimitReachedException;
exports.SubnetIPAddressLimitReachedException$ = SubnetIPAddressLimitReachedException$;
exports.SystemLogLevel = SystemLogLevel;
exports.TagResource$ = TagResource$;
exports.TagResourceCommand = TagResourceCommand;
exports.TagResourceRequest$ = TagResourceRequest$;
exports.TagsError$ = TagsError$;
exports.TargetTrackingScalingPolicy$ = TargetTrackingScalingPolicy$;
exports.TenancyConfig$ = TenancyConfig$;
exports.TenantIsolationMode = TenantIsolationMode;
exports.ThrottleReason = ThrottleReason;
exports.TooManyRequestsException = TooManyRequestsException;
exports.TooManyRequestsException$ = TooManyRequestsException$;
exports.TraceHeader$ = TraceHeader$;
exports.TracingConfig$ = TracingConfig$;
exports.TracingConfigResponse$ = TracingConfigResponse$;
exports.TracingMode = TracingMode;
exports.UnsupportedMediaTypeException = UnsupportedMediaTypeException;
exports.UnsupportedMediaTypeException$ = UnsupportedMediaTypeException$;
exports.UntagResource$ = UntagResource$;
exports.UntagResourceCommand = UntagResourceCommand;
exports.UntagResourceRequest$ = UntagResourceRequest$;
exports.UpdateAlias$ = UpdateAlias$;
exports.UpdateAliasCommand = UpdateAliasCommand;
exports.UpdateAliasRequest$ = UpdateAliasRequest$;
exports.UpdateCapacityProvider$ = UpdateCapacityProvider$;
exports.UpdateCapacityProviderCommand = UpdateCapacityProviderCommand;
exports.UpdateCapacityProviderRequest$ = UpdateCapacityProviderRequest$;
exports.UpdateCapacityProviderResponse$ = UpdateCapacityProviderResponse$;
exports.UpdateCodeSigningConfig$ = UpdateCodeSigningConfig$;
exports.UpdateCodeSigningConfigCommand = UpdateCodeSigningConfigCommand;
exports.UpdateCodeSigningConfigRequest$ = UpdateCodeSigningConfigRequest$;
exports.UpdateCodeSigningConfigResponse$ = UpdateCodeSigningConfigResponse$;
exports.UpdateEventSourceMapping$ = UpdateEventSourceMapping$;
exports.UpdateEventSourceMappingCommand = UpdateEventSourceMappingCommand;
exports.UpdateEventSourceMappingRequest$ = UpdateEventSourceMappingRequest$;
exports.UpdateFunctionCode$ = UpdateFunctionCode$;
exports.UpdateFunctionCodeCommand = UpdateFunctionCodeCommand;
exports.UpdateFunctionCodeRequest$ = UpdateFunctionCodeRequest$;
exports.UpdateFunctionConfiguration$ = UpdateFunctionConfiguration$;
exports.UpdateFunctionConfigurationCommand = UpdateFunctionConfigurationCommand;
exports.UpdateFunctionConfigurationRequest$ = UpdateFunctionConfigurationRequest$;
exports.UpdateFunctionEventInvokeConfig$ = UpdateFunctionEventInvokeConfig$;
exports.UpdateFunctionEventInvokeConfigCommand = UpdateFunctionEventInvokeConfigCommand;
exports.UpdateFunctionEventInvokeConfigRequest$ = UpdateFunctionEventInvokeConfigRequest$;
exports.UpdateFunctionUrlConfig$ = UpdateFunctionUrlConfig$;
exports.UpdateFunctionUrlConfigCommand = UpdateFunctionUrlConfigCommand;
exports.UpdateFunctionUrlConfigRequest$ = UpdateFunctionUrlConfigRequest$;
exports.UpdateFunctionUrlConfigResponse$ = UpdateFunctionUrlConfigResponse$;
exports.UpdateRuntimeOn = UpdateRuntimeOn;
exports.VpcConfig$ = VpcConfig$;
exports.VpcConfigResponse$ = VpcConfigResponse$;
exports.WaitCancelledDetails$ = WaitCancelledDetails$;
exports.WaitDetails$ = WaitDetails$;
exports.WaitOptions$ = WaitOptions$;
exports.WaitStartedDetails$ = WaitStartedDetails$;
exports.WaitSucceededDetails$ = WaitSucceededDetails$;
exports.errorTypeRegistries = errorTypeRegistries;
exports.paginateGetDurableExecutionHistory = paginateGetDurableExecutionHistory;
exports.paginateGetDurableExecutionState = paginateGetDurableExecutionState;
exports.paginateListAliases = paginateListAliases;
exports.paginateListCapacityProviders = paginateListCapacityProviders;
exports.paginateListCodeSigningConfigs = paginateListCodeSigningConfigs;
exports.paginateListDurableExecutionsByFunction = paginateListDurableExecutionsByFunction;
exports.paginateListEventSourceMappings = paginateListEventSourceMappings;
exports.paginateListFunctionEventInvokeConfigs = paginateListFunctionEventInvokeConfigs;
exports.paginateListFunctionUrlConfigs = paginateListFunctionUrlConfigs;
exports.paginateListFunctionVersionsByCapacityProvider = paginateListFunctionVersionsByCapacityProvider;
exports.paginateListFunctions = paginateListFunctions;
exports.paginateListFunctionsByCodeSigningConfig = paginateListFunctionsByCodeSigningConfig;
exports.paginateListLayerVersions = paginateListLayerVersions;
exports.paginateListLayers = paginateListLayers;
exports.paginateListProvisionedConcurrencyConfigs = paginateListProvisionedConcurrencyConfigs;
exports.paginateListVersionsByFunction = paginateListVersionsByFunction;
exports.waitForFunctionActive = waitForFunctionActive;
exports.waitForFunctionActiveV2 = waitForFunctionActiveV2;
exports.waitForFunctionExists = waitForFunctionExists;
exports.waitForFunctionUpdated = waitForFunctionUpdated;
exports.waitForFunctionUpdatedV2 = waitForFunctionUpdatedV2;
exports.waitForPublishedVersionActive = waitForPublishedVersionActive;
exports.waitUntilFunctionActive = waitUntilFunctionActive;
exports.waitUntilFunctionActiveV2 = waitUntilFunctionActiveV2;
exports.waitUntilFunctionExists = waitUntilFunctionExists;
exports.waitUntilFunctionUpdated = waitUntilFunctionUpdated;
exports.waitUntilFunctionUpdatedV2 = waitUntilFunctionUpdatedV2;
exports.waitUntilPublishedVersionActive = waitUntilPublishedVersionActive;


/***/ })

};
;