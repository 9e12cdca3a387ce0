exports.id = 212;
exports.ids = [212];
exports.modules = {

/***/ 80212:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

const { awsEndpointFunctions, emitWarningIfUnsupportedVersion: emitWarningIfUnsupportedVersion$1, createDefaultUserAgentProvider, getDefaultSocketTimeout, NODE_APP_ID_CONFIG_OPTIONS, getAwsRegionExtensionConfiguration, resolveAwsRegionExtensionConfiguration, resolveUserAgentConfig, resolveHostHeaderConfig, getUserAgentPlugin, getHostHeaderPlugin, getLoggerPlugin, getRecursionDetectionPlugin } = __webpack_require__(5152);
const { getHttpAuthSchemeEndpointRuleSetPlugin, DefaultIdentityProviderConfig, getHttpSigningPlugin, createPaginator } = __webpack_require__(90402);
const { normalizeProvider, getSmithyContext, ServiceException, NoOpLogger, emitWarningIfUnsupportedVersion, loadConfigsForDefaultMode, getDefaultExtensionConfiguration, resolveDefaultRuntimeConfig, Client, makeBuilder, createWaiter, checkExceptions, WaiterState, createAggregatedClient } = __webpack_require__(92658);
const { Command: $Command } = __webpack_require__(92658);
exports.$Command = $Command;
exports.__Client = Client;
const { resolveDefaultsModeConfig, loadConfig, NODE_USE_FIPS_ENDPOINT_CONFIG_OPTIONS, NODE_USE_DUALSTACK_ENDPOINT_CONFIG_OPTIONS, NODE_REGION_CONFIG_OPTIONS, NODE_REGION_CONFIG_FILE_OPTIONS, resolveRegionConfig } = __webpack_require__(47291);
const { BinaryDecisionDiagram, EndpointCache, decideEndpoint, customEndpointFunctions, resolveEndpointConfig, getEndpointPlugin } = __webpack_require__(62085);
const { parseUrl, getHttpHandlerExtensionConfiguration, resolveHttpHandlerRuntimeConfig, getContentLengthPlugin } = __webpack_require__(93422);
const { DEFAULT_RETRY_MODE, NODE_RETRY_MODE_CONFIG_OPTIONS, NODE_MAX_ATTEMPT_CONFIG_OPTIONS, resolveRetryConfig, getRetryPlugin } = __webpack_require__(23609);
const { TypeRegistry, getSchemaSerdePlugin } = __webpack_require__(26890);
const { resolveAwsSdkSigV4Config, AwsSdkSigV4Signer, NODE_AUTH_SCHEME_PREFERENCE_OPTIONS } = __webpack_require__(97523);
const { defaultProvider } = __webpack_require__(5861);
const { toUtf8, fromUtf8, toBase64, fromBase64, calculateBodyLength } = __webpack_require__(92430);
const { streamCollector, NodeHttpHandler } = __webpack_require__(61279);
const { AwsJson1_1Protocol } = __webpack_require__(37288);
const { Sha256 } = __webpack_require__(99542);

const defaultECSHttpAuthSchemeParametersProvider = async (config, context, input) => {
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
            name: "ecs",
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
const defaultECSHttpAuthSchemeProvider = (authParameters) => {
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
        defaultSigningName: "ecs",
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
        ["https://ecs-fips.{Region}.{PartitionResult#dualStackDnsSuffix}", i],
        [a, "FIPS and DualStack are enabled, but this partition does not support one or both"],
        ["https://ecs-fips.{Region}.{PartitionResult#dnsSuffix}", i],
        [a, "FIPS is enabled but this partition does not support FIPS"],
        ["https://ecs.{Region}.{PartitionResult#dualStackDnsSuffix}", i],
        [a, "DualStack is enabled but this partition does not support DualStack"],
        ["https://ecs.{Region}.{PartitionResult#dnsSuffix}", i],
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

class ECSServiceException extends ServiceException {
    static shapeId = "smithy.ts.sdk.synthetic.com.amazonaws.ecs#ECSServiceException";
    constructor(options) {
        super(options);
        Object.setPrototypeOf(this, ECSServiceException.prototype);
    }
}

class AccessDeniedException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#AccessDeniedException";
    name = "AccessDeniedException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "AccessDeniedException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, AccessDeniedException.prototype);
    }
}
class ClientException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#ClientException";
    name = "ClientException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ClientException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ClientException.prototype);
    }
}
class ClusterNotFoundException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#ClusterNotFoundException";
    name = "ClusterNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ClusterNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ClusterNotFoundException.prototype);
    }
}
class InvalidParameterException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#InvalidParameterException";
    name = "InvalidParameterException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "InvalidParameterException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, InvalidParameterException.prototype);
    }
}
class LimitExceededException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#LimitExceededException";
    name = "LimitExceededException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "LimitExceededException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, LimitExceededException.prototype);
    }
}
class ServerException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#ServerException";
    name = "ServerException";
    $fault = "server";
    constructor(opts) {
        super({
            name: "ServerException",
            $fault: "server",
            ...opts,
        });
        Object.setPrototypeOf(this, ServerException.prototype);
    }
}
class UnsupportedFeatureException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#UnsupportedFeatureException";
    name = "UnsupportedFeatureException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "UnsupportedFeatureException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, UnsupportedFeatureException.prototype);
    }
}
class UpdateInProgressException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#UpdateInProgressException";
    name = "UpdateInProgressException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "UpdateInProgressException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, UpdateInProgressException.prototype);
    }
}
class NamespaceNotFoundException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#NamespaceNotFoundException";
    name = "NamespaceNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "NamespaceNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, NamespaceNotFoundException.prototype);
    }
}
class ClusterContainsCapacityProviderException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#ClusterContainsCapacityProviderException";
    name = "ClusterContainsCapacityProviderException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ClusterContainsCapacityProviderException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ClusterContainsCapacityProviderException.prototype);
    }
}
class ClusterContainsContainerInstancesException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#ClusterContainsContainerInstancesException";
    name = "ClusterContainsContainerInstancesException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ClusterContainsContainerInstancesException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ClusterContainsContainerInstancesException.prototype);
    }
}
class ClusterContainsServicesException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#ClusterContainsServicesException";
    name = "ClusterContainsServicesException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ClusterContainsServicesException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ClusterContainsServicesException.prototype);
    }
}
class ClusterContainsTasksException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#ClusterContainsTasksException";
    name = "ClusterContainsTasksException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ClusterContainsTasksException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ClusterContainsTasksException.prototype);
    }
}
class TargetNotConnectedException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#TargetNotConnectedException";
    name = "TargetNotConnectedException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "TargetNotConnectedException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, TargetNotConnectedException.prototype);
    }
}
class ResourceInUseException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#ResourceInUseException";
    name = "ResourceInUseException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ResourceInUseException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ResourceInUseException.prototype);
    }
}
class TargetNotFoundException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#TargetNotFoundException";
    name = "TargetNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "TargetNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, TargetNotFoundException.prototype);
    }
}
class ServiceNotFoundException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#ServiceNotFoundException";
    name = "ServiceNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ServiceNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ServiceNotFoundException.prototype);
    }
}
class AttributeLimitExceededException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#AttributeLimitExceededException";
    name = "AttributeLimitExceededException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "AttributeLimitExceededException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, AttributeLimitExceededException.prototype);
    }
}
class MissingVersionException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#MissingVersionException";
    name = "MissingVersionException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "MissingVersionException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, MissingVersionException.prototype);
    }
}
class NoUpdateAvailableException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#NoUpdateAvailableException";
    name = "NoUpdateAvailableException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "NoUpdateAvailableException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, NoUpdateAvailableException.prototype);
    }
}
class ServiceDeploymentNotFoundException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#ServiceDeploymentNotFoundException";
    name = "ServiceDeploymentNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ServiceDeploymentNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ServiceDeploymentNotFoundException.prototype);
    }
}
class PlatformUnknownException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#PlatformUnknownException";
    name = "PlatformUnknownException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "PlatformUnknownException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, PlatformUnknownException.prototype);
    }
}
class DaemonNotActiveException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#DaemonNotActiveException";
    name = "DaemonNotActiveException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "DaemonNotActiveException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, DaemonNotActiveException.prototype);
    }
}
class DaemonNotFoundException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#DaemonNotFoundException";
    name = "DaemonNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "DaemonNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, DaemonNotFoundException.prototype);
    }
}
class GatewayNotFoundException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#GatewayNotFoundException";
    name = "GatewayNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "GatewayNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, GatewayNotFoundException.prototype);
    }
}
class ResourceNotFoundException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#ResourceNotFoundException";
    name = "ResourceNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ResourceNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ResourceNotFoundException.prototype);
    }
}
class PlatformTaskDefinitionIncompatibilityException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#PlatformTaskDefinitionIncompatibilityException";
    name = "PlatformTaskDefinitionIncompatibilityException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "PlatformTaskDefinitionIncompatibilityException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, PlatformTaskDefinitionIncompatibilityException.prototype);
    }
}
class ServiceNotActiveException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#ServiceNotActiveException";
    name = "ServiceNotActiveException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "ServiceNotActiveException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ServiceNotActiveException.prototype);
    }
}
class ConflictException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#ConflictException";
    name = "ConflictException";
    $fault = "client";
    resourceIds;
    constructor(opts) {
        super({
            name: "ConflictException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, ConflictException.prototype);
        this.resourceIds = opts.resourceIds;
    }
}
class TaskSetNotFoundException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#TaskSetNotFoundException";
    name = "TaskSetNotFoundException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "TaskSetNotFoundException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, TaskSetNotFoundException.prototype);
    }
}
class BlockedException extends ECSServiceException {
    static shapeId = "com.amazonaws.ecs#BlockedException";
    name = "BlockedException";
    $fault = "client";
    constructor(opts) {
        super({
            name: "BlockedException",
            $fault: "client",
            ...opts,
        });
        Object.setPrototypeOf(this, BlockedException.prototype);
    }
}

const _A = "Attachment";
const _AC = "AdvancedConfiguration";
const _ACR = "AcceleratorCountRequest";
const _AD = "AttachmentDetails";
const _ADE = "AccessDeniedException";
const _AGWC = "AssociateGatewayWithCluster";
const _AGWCR = "AssociateGatewayWithClusterRequest";
const _AGWCRs = "AssociateGatewayWithClusterResponse";
const _AIT = "AllowedInstanceType";
const _AITS = "AllowedInstanceTypeSet";
const _ALEE = "AttributeLimitExceededException";
const _AM = "AcceleratorManufacturer";
const _AMS = "AcceleratorManufacturerSet";
const _AN = "AcceleratorName";
const _ANS = "AcceleratorNameSet";
const _ARC = "AutoRepairConfiguration";
const _ASC = "AttachmentStateChange";
const _ASCt = "AttachmentStateChanges";
const _ASGP = "AutoScalingGroupProvider";
const _ASGPU = "AutoScalingGroupProviderUpdate";
const _AT = "AcceleratorType";
const _ATMMBR = "AcceleratorTotalMemoryMiBRequest";
const _ATS = "AcceleratorTypeSet";
const _AVC = "AwsVpcConfiguration";
const _At = "Attribute";
const _Att = "Attachments";
const _Attr = "Attributes";
const _BE = "BlockedException";
const _BEBMR = "BaselineEbsBandwidthMbpsRequest";
const _C = "Cluster";
const _CA = "CreatedAt";
const _CC = "CanaryConfiguration";
const _CCCIE = "ClusterContainsContainerInstancesException";
const _CCCPE = "ClusterContainsCapacityProviderException";
const _CCP = "CreateCapacityProvider";
const _CCPR = "CreateCapacityProviderRequest";
const _CCPRr = "CreateCapacityProviderResponse";
const _CCR = "CreateClusterRequest";
const _CCRr = "CreateClusterResponse";
const _CCSE = "ClusterContainsServicesException";
const _CCTE = "ClusterContainsTasksException";
const _CCl = "ClusterConfiguration";
const _CCr = "CreateCluster";
const _CD = "ContainerDefinition";
const _CDR = "CreateDaemonRequest";
const _CDRr = "CreateDaemonResponse";
const _CDo = "ContainerDependency";
const _CDon = "ContainerDefinitions";
const _CDont = "ContainerDependencies";
const _CDr = "CreateDaemon";
const _CE = "ClientException";
const _CEGS = "CreateExpressGatewayService";
const _CEGSR = "CreateExpressGatewayServiceRequest";
const _CEGSRr = "CreateExpressGatewayServiceResponse";
const _CEo = "ConflictException";
const _CG = "CreateGateway";
const _CGR = "CreateGatewayRequest";
const _CGRr = "CreateGatewayResponse";
const _CI = "ContainerImage";
const _CIHS = "ContainerInstanceHealthStatus";
const _CIo = "ContainerInstance";
const _CIon = "ContainerImages";
const _CIont = "ContainerInstances";
const _CM = "CpuManufacturer";
const _CMIPC = "CreateManagedInstancesProviderConfiguration";
const _CMS = "CpuManufacturerSet";
const _CNFE = "ClusterNotFoundException";
const _CO = "ContainerOverride";
const _COo = "ContainerOverrides";
const _CP = "CapacityProvider";
const _CPS = "CapacityProviderStrategy";
const _CPSI = "CapacityProviderStrategyItem";
const _CPa = "CapacityProviders";
const _CRP = "ContainerRestartPolicy";
const _CRR = "CapacityReservationRequest";
const _CS = "ClusterSetting";
const _CSC = "ContainerStateChange";
const _CSCD = "ClusterServiceConnectDefaults";
const _CSCDR = "ClusterServiceConnectDefaultsRequest";
const _CSCo = "ContainerStateChanges";
const _CSD = "ContinueServiceDeployment";
const _CSDR = "ContinueServiceDeploymentRequest";
const _CSDRo = "ContinueServiceDeploymentResponse";
const _CSR = "CreateServiceRequest";
const _CSRr = "CreateServiceResponse";
const _CSl = "ClusterSettings";
const _CSr = "CreateService";
const _CTS = "CreateTaskSet";
const _CTSR = "CreateTaskSetRequest";
const _CTSRr = "CreateTaskSetResponse";
const _Cl = "Clusters";
const _Co = "Container";
const _Con = "Containers";
const _D = "Deployment";
const _DA = "DeploymentAlarms";
const _DAC = "DaemonAlarmConfiguration";
const _DAR = "DeleteAttributesRequest";
const _DARe = "DeleteAttributesResponse";
const _DAS = "DeleteAccountSetting";
const _DASR = "DeleteAccountSettingRequest";
const _DASRe = "DeleteAccountSettingResponse";
const _DAe = "DeleteAttributes";
const _DC = "DeploymentConfiguration";
const _DCB = "DaemonCircuitBreaker";
const _DCBe = "DeploymentCircuitBreaker";
const _DCD = "DaemonContainerDefinition";
const _DCDL = "DaemonContainerDefinitionList";
const _DCI = "DaemonContainerImage";
const _DCIR = "DeregisterContainerInstanceRequest";
const _DCIRe = "DeregisterContainerInstanceResponse";
const _DCIRes = "DescribeContainerInstancesRequest";
const _DCIResc = "DescribeContainerInstancesResponse";
const _DCIa = "DaemonContainerImages";
const _DCIe = "DeregisterContainerInstance";
const _DCIes = "DescribeContainerInstances";
const _DCP = "DaemonCapacityProvider";
const _DCPL = "DaemonCapacityProviderList";
const _DCPR = "DeleteCapacityProviderRequest";
const _DCPRe = "DeleteCapacityProviderResponse";
const _DCPRes = "DescribeCapacityProvidersRequest";
const _DCPResc = "DescribeCapacityProvidersResponse";
const _DCPe = "DeleteCapacityProvider";
const _DCPes = "DescribeCapacityProviders";
const _DCR = "DeleteClusterRequest";
const _DCRe = "DeleteClusterResponse";
const _DCRes = "DescribeClustersRequest";
const _DCResc = "DescribeClustersResponse";
const _DCe = "DeploymentController";
const _DCel = "DeleteCluster";
const _DCes = "DescribeClusters";
const _DD = "DaemonDeployment";
const _DDA = "DaemonDeploymentAlarms";
const _DDC = "DaemonDeploymentConfiguration";
const _DDCP = "DaemonDeploymentCapacityProvider";
const _DDCPL = "DaemonDeploymentCapacityProviderList";
const _DDD = "DescribeDaemonDeployments";
const _DDDR = "DescribeDaemonDeploymentsRequest";
const _DDDRe = "DescribeDaemonDeploymentsResponse";
const _DDL = "DaemonDeploymentList";
const _DDR = "DeleteDaemonRequest";
const _DDRD = "DaemonDeploymentRevisionDetail";
const _DDRDL = "DaemonDeploymentRevisionDetailList";
const _DDRR = "DescribeDaemonRevisionsRequest";
const _DDRRe = "DescribeDaemonRevisionsResponse";
const _DDRe = "DeleteDaemonResponse";
const _DDRes = "DescribeDaemonRequest";
const _DDResc = "DescribeDaemonResponse";
const _DDRescr = "DescribeDaemonRevisions";
const _DDS = "DaemonDeploymentSummary";
const _DDSL = "DaemonDeploymentSummaryList";
const _DDTD = "DeleteDaemonTaskDefinition";
const _DDTDR = "DeleteDaemonTaskDefinitionRequest";
const _DDTDRe = "DeleteDaemonTaskDefinitionResponse";
const _DDTDRes = "DescribeDaemonTaskDefinitionRequest";
const _DDTDResc = "DescribeDaemonTaskDefinitionResponse";
const _DDTDe = "DescribeDaemonTaskDefinition";
const _DDa = "DaemonDetail";
const _DDe = "DeleteDaemon";
const _DDes = "DescribeDaemon";
const _DEGS = "DeleteExpressGatewayService";
const _DEGSR = "DeleteExpressGatewayServiceRequest";
const _DEGSRe = "DeleteExpressGatewayServiceResponse";
const _DEGSRes = "DescribeExpressGatewayServiceRequest";
const _DEGSResc = "DescribeExpressGatewayServiceResponse";
const _DEGSe = "DescribeExpressGatewayService";
const _DES = "DeploymentEphemeralStorage";
const _DESC = "DeploymentEarlySuccessCriteria";
const _DG = "DeleteGateway";
const _DGAC = "DescribeGatewayAlbConfiguration";
const _DGC = "DescribeGatewayConfiguration";
const _DGFC = "DisassociateGatewayFromCluster";
const _DGFCR = "DisassociateGatewayFromClusterRequest";
const _DGFCRi = "DisassociateGatewayFromClusterResponse";
const _DGR = "DeleteGatewayRequest";
const _DGRR = "DescribeGatewayResourcesRequest";
const _DGRRe = "DescribeGatewayResourcesResponse";
const _DGRRes = "DescribeGatewayRouteRequest";
const _DGRResc = "DescribeGatewayRouteResponse";
const _DGRe = "DeleteGatewayResponse";
const _DGRes = "DescribeGatewayRequest";
const _DGResc = "DescribeGatewayResponse";
const _DGRescr = "DescribeGatewayResources";
const _DGRescri = "DescribeGatewayRoute";
const _DGe = "DescribeGateway";
const _DL = "DevicesList";
const _DLH = "DeploymentLifecycleHook";
const _DLHD = "DeploymentLifecycleHookDetail";
const _DLHDL = "DeploymentLifecycleHookDetailList";
const _DLHL = "DeploymentLifecycleHookList";
const _DLHTC = "DeploymentLifecycleHookTimeoutConfiguration";
const _DLP = "DaemonLinuxParameters";
const _DNAE = "DaemonNotActiveException";
const _DNFE = "DaemonNotFoundException";
const _DPE = "DiscoverPollEndpoint";
const _DPER = "DiscoverPollEndpointRequest";
const _DPERi = "DiscoverPollEndpointResponse";
const _DR = "DaemonRevision";
const _DRD = "DaemonRevisionDetail";
const _DRDL = "DaemonRevisionDetailList";
const _DRa = "DaemonRollback";
const _DRae = "DaemonRevisions";
const _DS = "DaemonSummary";
const _DSD = "DescribeServiceDeployments";
const _DSDR = "DescribeServiceDeploymentsRequest";
const _DSDRe = "DescribeServiceDeploymentsResponse";
const _DSL = "DaemonSummariesList";
const _DSR = "DeleteServiceRequest";
const _DSRR = "DescribeServiceRevisionsRequest";
const _DSRRe = "DescribeServiceRevisionsResponse";
const _DSRe = "DeleteServiceResponse";
const _DSRes = "DescribeServicesRequest";
const _DSResc = "DescribeServicesResponse";
const _DSRescr = "DescribeServiceRevisions";
const _DSe = "DeleteService";
const _DSes = "DescribeServices";
const _DT = "DescribeTasks";
const _DTD = "DaemonTaskDefinition";
const _DTDR = "DeleteTaskDefinitionsRequest";
const _DTDRe = "DeleteTaskDefinitionsResponse";
const _DTDRer = "DeregisterTaskDefinitionRequest";
const _DTDRere = "DeregisterTaskDefinitionResponse";
const _DTDRes = "DescribeTaskDefinitionRequest";
const _DTDResc = "DescribeTaskDefinitionResponse";
const _DTDS = "DaemonTaskDefinitionSummary";
const _DTDSa = "DaemonTaskDefinitionSummaries";
const _DTDe = "DeleteTaskDefinitions";
const _DTDer = "DeregisterTaskDefinition";
const _DTDes = "DescribeTaskDefinition";
const _DTR = "DescribeTasksRequest";
const _DTRe = "DescribeTasksResponse";
const _DTS = "DeleteTaskSet";
const _DTSR = "DeleteTaskSetRequest";
const _DTSRe = "DeleteTaskSetResponse";
const _DTSRes = "DescribeTaskSetsRequest";
const _DTSResc = "DescribeTaskSetsResponse";
const _DTSe = "DescribeTaskSets";
const _DV = "DaemonVolume";
const _DVC = "DockerVolumeConfiguration";
const _DVL = "DaemonVolumeList";
const _De = "Device";
const _Dep = "Deployments";
const _EBSTS = "EBSTagSpecification";
const _EBSTSa = "EBSTagSpecifications";
const _EC = "ExecuteCommand";
const _ECC = "ExecuteCommandConfiguration";
const _ECLC = "ExecuteCommandLogConfiguration";
const _ECR = "ExecuteCommandRequest";
const _ECRx = "ExecuteCommandResponse";
const _ECSEGS = "ECSExpressGatewayService";
const _ECSMR = "ECSManagedResources";
const _EF = "EnvironmentFile";
const _EFSAC = "EFSAuthorizationConfig";
const _EFSVC = "EFSVolumeConfiguration";
const _EFn = "EnvironmentFiles";
const _EGC = "ExpressGatewayContainer";
const _EGR = "ElbGatewayResources";
const _EGRC = "ExpressGatewayRepositoryCredentials";
const _EGRL = "ElbGatewayResourcesList";
const _EGSALC = "ExpressGatewayServiceAwsLogsConfiguration";
const _EGSC = "ExpressGatewayServiceConfiguration";
const _EGSCx = "ExpressGatewayServiceConfigurations";
const _EGSNC = "ExpressGatewayServiceNetworkConfiguration";
const _EGSS = "ExpressGatewayServiceStatus";
const _EGST = "ExpressGatewayScalingTarget";
const _EIT = "ExcludedInstanceType";
const _EITS = "ExcludedInstanceTypeSet";
const _ES = "EphemeralStorage";
const _EV = "EnvironmentVariables";
const _F = "Failure";
const _FC = "FirelensConfiguration";
const _FSWFSAC = "FSxWindowsFileServerAuthorizationConfig";
const _FSWFSVC = "FSxWindowsFileServerVolumeConfiguration";
const _Fa = "Failures";
const _G = "Gateway";
const _GATTR = "GatewayAlbTestTrafficRules";
const _GC = "GatewayConnection";
const _GCAR = "GatewayConnectionAlbResources";
const _GCARL = "GatewayConnectionAlbResourcesList";
const _GCAS = "GatewayClusterAssociationSummary";
const _GCASL = "GatewayClusterAssociationSummaryList";
const _GCF = "GatewayConnectorFilters";
const _GCHC = "GatewayConnectorHealthCheck";
const _GCHCM = "GatewayConnectorHealthCheckMatcher";
const _GCL = "GatewayConnectionList";
const _GCLa = "GatewayConnectorList";
const _GCR = "GatewayConnectionResources";
const _GCa = "GatewayConnector";
const _GCat = "GatewayConfiguration";
const _GD = "GpuDevice";
const _GDp = "GpuDevices";
const _GEALC = "GatewayElbAccessLogConfiguration";
const _GEALD = "GatewayElbAccessLogDestination";
const _GEALSD = "GatewayElbAccessLogS3Destination";
const _GENC = "GatewayElbNetworkConfiguration";
const _GIR = "GatewayInfrastructureResources";
const _GNFE = "GatewayNotFoundException";
const _GOE = "GatewayOperationError";
const _GOEL = "GatewayOperationErrorList";
const _GR = "GatewayResources";
const _GRAR = "GatewayRouteAlbResources";
const _GRARL = "GatewayRouteAlbResourcesList";
const _GRF = "GatewayResourceFailure";
const _GRFL = "GatewayResourceFailureList";
const _GRLBSG = "GatewayRouteLoadBalancerSecurityGroup";
const _GRLBSGL = "GatewayRouteLoadBalancerSecurityGroupList";
const _GRR = "GatewayRouteResources";
const _GRS = "GatewayRouteSummary";
const _GRSL = "GatewayRouteSummaryList";
const _GRa = "GatewayRoute";
const _GS = "GatewaySummary";
const _GSL = "GatewaySummaryList";
const _GTP = "GetTaskProtection";
const _GTPR = "GetTaskProtectionRequest";
const _GTPRe = "GetTaskProtectionResponse";
const _GTTH = "GatewayTestTrafficHeader";
const _HC = "HealthCheck";
const _HE = "HostEntry";
const _HEL = "HostEntryList";
const _HSAC = "HostSharedAlbConfiguration";
const _HVP = "HostVolumeProperties";
const _IA = "InferenceAccelerator";
const _IAO = "InferenceAcceleratorOverride";
const _IAOn = "InferenceAcceleratorOverrides";
const _IAn = "InferenceAccelerators";
const _IG = "InstanceGeneration";
const _IGS = "InstanceGenerationSet";
const _IHCR = "InstanceHealthCheckResult";
const _IHCRL = "InstanceHealthCheckResultList";
const _ILT = "InstanceLaunchTemplate";
const _ILTU = "InstanceLaunchTemplateUpdate";
const _IO = "InfrastructureOptimization";
const _IPE = "InvalidParameterException";
const _IPS = "IngressPathSummary";
const _IPSn = "IngressPathSummaries";
const _IRR = "InstanceRequirementsRequest";
const _KC = "KernelCapabilities";
const _KVP = "KeyValuePair";
const _LA = "ListAttributes";
const _LAR = "ListAttributesRequest";
const _LARi = "ListAttributesResponse";
const _LAS = "ListAccountSettings";
const _LASR = "ListAccountSettingsRequest";
const _LASRi = "ListAccountSettingsResponse";
const _LB = "LoadBalancer";
const _LBo = "LoadBalancers";
const _LC = "LinearConfiguration";
const _LCI = "ListContainerInstances";
const _LCIR = "ListContainerInstancesRequest";
const _LCIRi = "ListContainerInstancesResponse";
const _LCR = "ListClustersRequest";
const _LCRi = "ListClustersResponse";
const _LCi = "ListClusters";
const _LCo = "LogConfiguration";
const _LD = "ListDaemons";
const _LDD = "ListDaemonDeployments";
const _LDDR = "ListDaemonDeploymentsRequest";
const _LDDRi = "ListDaemonDeploymentsResponse";
const _LDR = "ListDaemonsRequest";
const _LDRi = "ListDaemonsResponse";
const _LDTD = "ListDaemonTaskDefinitions";
const _LDTDR = "ListDaemonTaskDefinitionsRequest";
const _LDTDRi = "ListDaemonTaskDefinitionsResponse";
const _LDVC = "LogDriverVolumeConfiguration";
const _LEE = "LimitExceededException";
const _LG = "ListGateways";
const _LGCA = "ListGatewayClusterAssociations";
const _LGCAR = "ListGatewayClusterAssociationsRequest";
const _LGCARi = "ListGatewayClusterAssociationsResponse";
const _LGR = "ListGatewaysRequest";
const _LGRR = "ListGatewayRoutesRequest";
const _LGRRi = "ListGatewayRoutesResponse";
const _LGRi = "ListGatewaysResponse";
const _LGRis = "ListGatewayRoutes";
const _LP = "LinuxParameters";
const _LS = "ListServices";
const _LSBN = "ListServicesByNamespace";
const _LSBNR = "ListServicesByNamespaceRequest";
const _LSBNRi = "ListServicesByNamespaceResponse";
const _LSD = "ListServiceDeployments";
const _LSDR = "ListServiceDeploymentsRequest";
const _LSDRi = "ListServiceDeploymentsResponse";
const _LSR = "ListServicesRequest";
const _LSRi = "ListServicesResponse";
const _LST = "LocalStorageType";
const _LSTS = "LocalStorageTypeSet";
const _LT = "ListTasks";
const _LTD = "ListTaskDefinitions";
const _LTDF = "ListTaskDefinitionFamilies";
const _LTDFR = "ListTaskDefinitionFamiliesRequest";
const _LTDFRi = "ListTaskDefinitionFamiliesResponse";
const _LTDR = "ListTaskDefinitionsRequest";
const _LTDRi = "ListTaskDefinitionsResponse";
const _LTFR = "ListTagsForResource";
const _LTFRR = "ListTagsForResourceRequest";
const _LTFRRi = "ListTagsForResourceResponse";
const _LTR = "ListTasksRequest";
const _LTRi = "ListTasksResponse";
const _MA = "ManagedAgent";
const _MAASP = "ManagedApplicationAutoScalingPolicy";
const _MAASPa = "ManagedApplicationAutoScalingPolicies";
const _MAS = "ManagedAutoScaling";
const _MASC = "ManagedAgentStateChange";
const _MASCa = "ManagedAgentStateChanges";
const _MAa = "ManagedAgents";
const _MC = "ManagedCertificate";
const _MCL = "MetricConfigurationList";
const _MCe = "MetricConfiguration";
const _MCo = "MonitoringConfiguration";
const _MGBPVCR = "MemoryGiBPerVCpuRequest";
const _MILSC = "ManagedInstancesLocalStorageConfiguration";
const _MINC = "ManagedInstancesNetworkConfiguration";
const _MIP = "ManagedIngressPath";
const _MIPa = "ManagedInstancesProvider";
const _MIPan = "ManagedIngressPaths";
const _MISC = "ManagedInstancesStorageConfiguration";
const _ML = "ManagedListener";
const _MLB = "ManagedLoadBalancer";
const _MLG = "ManagedLogGroup";
const _MLGa = "ManagedLogGroups";
const _MLR = "ManagedListenerRule";
const _MMA = "ManagedMetricAlarm";
const _MMAa = "ManagedMetricAlarms";
const _MMBR = "MemoryMiBRequest";
const _MP = "MountPoint";
const _MPL = "MountPointList";
const _MS = "ManagedScaling";
const _MSC = "ManagedStorageConfiguration";
const _MSG = "ManagedSecurityGroup";
const _MSGa = "ManagedSecurityGroups";
const _MST = "ManagedScalableTarget";
const _MTG = "ManagedTargetGroup";
const _MTGa = "ManagedTargetGroups";
const _MVE = "MissingVersionException";
const _NB = "NetworkBinding";
const _NBGR = "NetworkBandwidthGbpsRequest";
const _NBe = "NetworkBindings";
const _NC = "NetworkConfiguration";
const _NI = "NetworkInterface";
const _NICR = "NetworkInterfaceCountRequest";
const _NIe = "NetworkInterfaces";
const _NMA = "NvidiaMpsAllocation";
const _NNFE = "NamespaceNotFoundException";
const _NUAE = "NoUpdateAvailableException";
const _PA = "PutAttributes";
const _PAR = "PutAttributesRequest";
const _PARu = "PutAttributesResponse";
const _PAS = "PutAccountSetting";
const _PASD = "PutAccountSettingDefault";
const _PASDR = "PutAccountSettingDefaultRequest";
const _PASDRu = "PutAccountSettingDefaultResponse";
const _PASR = "PutAccountSettingRequest";
const _PASRu = "PutAccountSettingResponse";
const _PC = "PlacementConstraint";
const _PCCP = "PutClusterCapacityProviders";
const _PCCPR = "PutClusterCapacityProvidersRequest";
const _PCCPRu = "PutClusterCapacityProvidersResponse";
const _PCP = "ProxyConfigurationProperties";
const _PCl = "PlacementConstraints";
const _PCr = "ProxyConfiguration";
const _PD = "PlatformDevice";
const _PDl = "PlatformDevices";
const _PM = "PortMapping";
const _PML = "PortMappingList";
const _PS = "PlacementStrategy";
const _PSl = "PlacementStrategies";
const _PT = "ProtectedTask";
const _PTDIE = "PlatformTaskDefinitionIncompatibilityException";
const _PTr = "ProtectedTasks";
const _PUE = "PlatformUnknownException";
const _R = "Resource";
const _RA = "RequiresAttributes";
const _RC = "RepositoryCredentials";
const _RCI = "RegisterContainerInstance";
const _RCIR = "RegisterContainerInstanceRequest";
const _RCIRe = "RegisterContainerInstanceResponse";
const _RCe = "ResolvedConfiguration";
const _RDTD = "RegisterDaemonTaskDefinition";
const _RDTDR = "RegisterDaemonTaskDefinitionRequest";
const _RDTDRe = "RegisterDaemonTaskDefinitionResponse";
const _RIUE = "ResourceInUseException";
const _RNFE = "ResourceNotFoundException";
const _RP = "RuntimePlatform";
const _RPO = "RuntimePlatformOverride";
const _RR = "ResourceRequirement";
const _RRe = "ResourceRequirements";
const _RT = "RunTask";
const _RTD = "RegisterTaskDefinition";
const _RTDR = "RegisterTaskDefinitionRequest";
const _RTDRe = "RegisterTaskDefinitionResponse";
const _RTR = "RunTaskRequest";
const _RTRu = "RunTaskResponse";
const _Re = "Resources";
const _Ro = "Rollback";
const _S = "Scale";
const _SASC = "SubmitAttachmentStateChanges";
const _SASCR = "SubmitAttachmentStateChangesRequest";
const _SASCRu = "SubmitAttachmentStateChangesResponse";
const _SC = "SystemControl";
const _SCALC = "ServiceConnectAccessLogConfiguration";
const _SCC = "ServiceConnectConfiguration";
const _SCCA = "ServiceConnectClientAlias";
const _SCCAL = "ServiceConnectClientAliasList";
const _SCCC = "ServiceConnectContainerConfigurations";
const _SCCCe = "ServiceConnectContainerConfiguration";
const _SCRS = "ServiceCurrentRevisionSummary";
const _SCRSL = "ServiceCurrentRevisionSummaryList";
const _SCS = "ServiceConnectService";
const _SCSC = "SubmitContainerStateChange";
const _SCSCR = "SubmitContainerStateChangeRequest";
const _SCSCRu = "SubmitContainerStateChangeResponse";
const _SCSL = "ServiceConnectServiceList";
const _SCSR = "ServiceConnectServiceResource";
const _SCSRL = "ServiceConnectServiceResourceList";
const _SCTC = "ServiceConnectTlsConfiguration";
const _SCTCA = "ServiceConnectTlsCertificateAuthority";
const _SCTTHMR = "ServiceConnectTestTrafficHeaderMatchRules";
const _SCTTHR = "ServiceConnectTestTrafficHeaderRules";
const _SCTTR = "ServiceConnectTestTrafficRules";
const _SCy = "SystemControls";
const _SD = "ServiceDeployment";
const _SDA = "ServiceDeploymentAlarms";
const _SDB = "ServiceDeploymentBrief";
const _SDBe = "ServiceDeploymentsBrief";
const _SDCB = "ServiceDeploymentCircuitBreaker";
const _SDNFE = "ServiceDeploymentNotFoundException";
const _SDe = "ServiceDeployments";
const _SE = "ServerException";
const _SEe = "ServiceEvent";
const _SEer = "ServiceEvents";
const _SFVC = "S3FilesVolumeConfiguration";
const _SL = "SecretList";
const _SMEBSVC = "ServiceManagedEBSVolumeConfiguration";
const _SNAE = "ServiceNotActiveException";
const _SNFE = "ServiceNotFoundException";
const _SR = "ServiceRegistry";
const _SRLB = "ServiceRevisionLoadBalancer";
const _SRLBe = "ServiceRevisionLoadBalancers";
const _SRO = "ServiceRevisionOverrides";
const _SRS = "ServiceRevisionSummary";
const _SRSL = "ServiceRevisionsSummaryList";
const _SRVLC = "ServiceRevisionVpcLatticeConfiguration";
const _SRVLCe = "ServiceRevisionVpcLatticeConfigurations";
const _SRe = "ServiceRevision";
const _SRer = "ServiceRegistries";
const _SRerv = "ServiceRevisions";
const _SS = "SensitiveString";
const _SSD = "StopServiceDeployment";
const _SSDR = "StopServiceDeploymentRequest";
const _SSDRt = "StopServiceDeploymentResponse";
const _SSh = "SharingStrategy";
const _ST = "StartTask";
const _STR = "StartTaskRequest";
const _STRt = "StartTaskResponse";
const _STRto = "StopTaskRequest";
const _STRtop = "StopTaskResponse";
const _STSC = "SubmitTaskStateChange";
const _STSCR = "SubmitTaskStateChangeRequest";
const _STSCRu = "SubmitTaskStateChangeResponse";
const _STt = "StopTask";
const _SVC = "ServiceVolumeConfiguration";
const _SVCe = "ServiceVolumeConfigurations";
const _Se = "Secret";
const _Ser = "Service";
const _Serv = "Services";
const _Ses = "Session";
const _Set = "Setting";
const _Sett = "Settings";
const _St = "Statistics";
const _T = "Tag";
const _TC = "ThresholdConfiguration";
const _TCi = "TimeoutConfiguration";
const _TD = "TaskDefinition";
const _TDL = "TaskDefinitionList";
const _TDPC = "TaskDefinitionPlacementConstraint";
const _TDPCa = "TaskDefinitionPlacementConstraints";
const _TES = "TaskEphemeralStorage";
const _TL = "TmpfsList";
const _TLSGBR = "TotalLocalStorageGBRequest";
const _TMEBSVC = "TaskManagedEBSVolumeConfiguration";
const _TMEBSVTP = "TaskManagedEBSVolumeTerminationPolicy";
const _TNCE = "TargetNotConnectedException";
const _TNFE = "TargetNotFoundException";
const _TO = "TaskOverride";
const _TR = "TagResource";
const _TRR = "TagResourceRequest";
const _TRRa = "TagResourceResponse";
const _TS = "TaskSet";
const _TSNFE = "TaskSetNotFoundException";
const _TSa = "TaskSets";
const _TVC = "TaskVolumeConfiguration";
const _TVCa = "TaskVolumeConfigurations";
const _Ta = "Task";
const _Tag = "Tags";
const _Tas = "Tasks";
const _Tm = "Tmpfs";
const _U = "Ulimit";
const _UC = "UpdateCluster";
const _UCA = "UpdateContainerAgent";
const _UCAR = "UpdateContainerAgentRequest";
const _UCARp = "UpdateContainerAgentResponse";
const _UCIS = "UpdateContainerInstancesState";
const _UCISR = "UpdateContainerInstancesStateRequest";
const _UCISRp = "UpdateContainerInstancesStateResponse";
const _UCP = "UpdateCapacityProvider";
const _UCPR = "UpdateCapacityProviderRequest";
const _UCPRp = "UpdateCapacityProviderResponse";
const _UCR = "UpdateClusterRequest";
const _UCRp = "UpdateClusterResponse";
const _UCS = "UpdateClusterSettings";
const _UCSR = "UpdateClusterSettingsRequest";
const _UCSRp = "UpdateClusterSettingsResponse";
const _UD = "UpdateDaemon";
const _UDR = "UpdateDaemonRequest";
const _UDRp = "UpdateDaemonResponse";
const _UEGS = "UpdatedExpressGatewayService";
const _UEGSR = "UpdateExpressGatewayServiceRequest";
const _UEGSRp = "UpdateExpressGatewayServiceResponse";
const _UEGSp = "UpdateExpressGatewayService";
const _UFE = "UnsupportedFeatureException";
const _UG = "UpdateGateway";
const _UGAC = "UpdateGatewayAlbConfiguration";
const _UGC = "UpdateGatewayConfiguration";
const _UGNC = "UpdateGatewayNetworkConfiguration";
const _UGR = "UpdateGatewayRequest";
const _UGRp = "UpdateGatewayResponse";
const _UIPE = "UpdateInProgressException";
const _UL = "UlimitList";
const _UMIPC = "UpdateManagedInstancesProviderConfiguration";
const _UR = "UntagResource";
const _URR = "UntagResourceRequest";
const _URRn = "UntagResourceResponse";
const _US = "UpdateService";
const _USPTS = "UpdateServicePrimaryTaskSet";
const _USPTSR = "UpdateServicePrimaryTaskSetRequest";
const _USPTSRp = "UpdateServicePrimaryTaskSetResponse";
const _USR = "UpdateServiceRequest";
const _USRp = "UpdateServiceResponse";
const _UTP = "UpdateTaskProtection";
const _UTPR = "UpdateTaskProtectionRequest";
const _UTPRp = "UpdateTaskProtectionResponse";
const _UTS = "UpdateTaskSet";
const _UTSR = "UpdateTaskSetRequest";
const _UTSRp = "UpdateTaskSetResponse";
const _V = "Volume";
const _VCCRR = "VCpuCountRangeRequest";
const _VF = "VolumeFrom";
const _VFL = "VolumeFromList";
const _VI = "VersionInfo";
const _VL = "VolumeList";
const _VLAC = "VpcLatticeAdvancedConfiguration";
const _VLC = "VpcLatticeConfiguration";
const _VLCp = "VpcLatticeConfigurations";
const _a = "attachments";
const _aA = "attachmentArn";
const _aASP = "applicationAutoScalingPolicies";
const _aC = "agentConnected";
const _aCA = "acmCertificateArn";
const _aCc = "activeConfigurations";
const _aCcc = "acceleratorCount";
const _aCd = "advancedConfiguration";
const _aCu = "authorizationConfig";
const _aCw = "awsvpcConfiguration";
const _aH = "agentHash";
const _aI = "attachmentId";
const _aIT = "allowedInstanceTypes";
const _aL = "accessLogs";
const _aLC = "awsLogsConfiguration";
const _aLCc = "accessLogConfiguration";
const _aM = "acceleratorManufacturers";
const _aN = "alarmNames";
const _aNc = "acceleratorNames";
const _aNt = "attributeName";
const _aP = "appProtocol";
const _aPA = "accessPointArn";
const _aPAA = "awsPcaAuthorityArn";
const _aPI = "assignPublicIp";
const _aPIc = "accessPointId";
const _aRC = "autoRepairConfiguration";
const _aS = "actionsStatus";
const _aSC = "activeServicesCount";
const _aSGA = "autoScalingGroupArn";
const _aSGP = "autoScalingGroupProvider";
const _aSM = "autoScalingMetric";
const _aSTV = "autoScalingTargetValue";
const _aSt = "attachmentsStatus";
const _aSu = "autoScaling";
const _aT = "accessType";
const _aTGA = "alternateTargetGroupArn";
const _aTMMB = "acceleratorTotalMemoryMiB";
const _aTc = "accessTypes";
const _aTcc = "acceleratorTypes";
const _aUS = "agentUpdateStatus";
const _aV = "attributeValue";
const _aVg = "agentVersion";
const _aZ = "availabilityZone";
const _aZR = "availabilityZoneRebalancing";
const _ac = "action";
const _ack = "acknowledgment";
const _ad = "add";
const _af = "after";
const _al = "alarms";
const _ar = "arn";
const _at = "attributes";
const _au = "autoprovision";
const _b = "base";
const _bEBM = "baselineEbsBandwidthMbps";
const _bIP = "bindIP";
const _bM = "bareMetal";
const _bP = "burstablePerformance";
const _bTIM = "bakeTimeInMinutes";
const _be = "before";
const _bu = "bucket";
const _c = "client";
const _cA = "clusterArn";
const _cAC = "currentAlbCount";
const _cAL = "configuredAtLaunch";
const _cAl = "clusterArns";
const _cAli = "clientAliases";
const _cAo = "containerArn";
const _cAon = "connectivityAt";
const _cAp = "cpuArchitecture";
const _cAr = "createdAt";
const _cB = "circuitBreaker";
const _cBTIM = "canaryBakeTimeInMinutes";
const _cBr = "createdBy";
const _cC = "canaryConfiguration";
const _cCo = "containerCount";
const _cCon = "containerConfigurations";
const _cD = "containerDefinitions";
const _cDC = "computedDesiredCount";
const _cDu = "currentDeployment";
const _cI = "containerImages";
const _cIA = "containerInstanceArn";
const _cIAo = "containerInstanceArns";
const _cIo = "containerInstance";
const _cIon = "containerInstances";
const _cM = "cpuManufacturers";
const _cN = "clusterName";
const _cNo = "containerName";
const _cO = "containerOverrides";
const _cOT = "capacityOptionType";
const _cP = "canaryPercent";
const _cPA = "capacityProviderArn";
const _cPAa = "capacityProviderArns";
const _cPN = "capacityProviderName";
const _cPR = "containerPortRange";
const _cPS = "capacityProviderStrategy";
const _cPa = "capacityProvider";
const _cPap = "capacityProviders";
const _cPo = "containerPath";
const _cPon = "containerPort";
const _cPr = "credentialsParameter";
const _cR = "currentRevisions";
const _cRa = "capacityReservations";
const _cS = "credentialSpecs";
const _cSD = "currentServiceDeployment";
const _cSR = "currentServiceRevisions";
const _cT = "clientToken";
const _cWEE = "cloudWatchEncryptionEnabled";
const _cWLGN = "cloudWatchLogGroupName";
const _ca = "capabilities";
const _ce = "certificate";
const _cl = "cluster";
const _clu = "clusters";
const _co = "configuration";
const _cod = "code";
const _com = "command";
const _comp = "compatibilities";
const _con = "condition";
const _conn = "connectivity";
const _cont = "container";
const _conta = "containers";
const _cou = "count";
const _cp = "cpu";
const _cr = "critical";
const _d = "details";
const _dA = "daemonArn";
const _dAe = "deploymentArn";
const _dAer = "deregisteredAt";
const _dAi = "discoveryArn";
const _dC = "deploymentConfiguration";
const _dCB = "deploymentCircuitBreaker";
const _dCPS = "defaultCapacityProviderStrategy";
const _dCe = "desiredCount";
const _dCep = "deploymentController";
const _dD = "daemonDeployments";
const _dDA = "daemonDeploymentArn";
const _dDAa = "daemonDeploymentArns";
const _dIC = "drainingInstanceCount";
const _dL = "dockerLabels";
const _dN = "disableNetworking";
const _dNa = "daemonName";
const _dNe = "deviceName";
const _dNi = "discoveryName";
const _dNn = "dnsName";
const _dNo = "domainName";
const _dO = "dependsOn";
const _dOT = "deleteOnTermination";
const _dOr = "driverOpts";
const _dP = "deletionProtection";
const _dPr = "drainPercent";
const _dR = "daemonRevisions";
const _dRA = "daemonRevisionArn";
const _dRAa = "daemonRevisionArns";
const _dRAe = "deleteRequestedAt";
const _dS = "dnsServers";
const _dSD = "dnsSearchDomains";
const _dSL = "daemonSummariesList";
const _dSO = "dockerSecurityOptions";
const _dSe = "desiredStatus";
const _dT = "deviceType";
const _dTD = "daemonTaskDefinition";
const _dTDA = "daemonTaskDefinitionArn";
const _dTDa = "daemonTaskDefinitions";
const _dV = "doubleValue";
const _dVC = "dockerVolumeConfiguration";
const _dVo = "dockerVersion";
const _da = "daemon";
const _de = "devices";
const _dep = "deployments";
const _des = "destination";
const _det = "detail";
const _do = "domain";
const _dr = "driver";
const _dro = "drop";
const _e = "error";
const _eA = "expiresAt";
const _eC = "exitCode";
const _eCC = "executeCommandConfiguration";
const _eD = "expirationDate";
const _eEC = "enableExecuteCommand";
const _eECSMT = "enableECSManagedTags";
const _eF = "environmentFiles";
const _eFI = "enableFaultInjection";
const _eH = "extraHosts";
const _eI = "externalId";
const _eII = "ec2InstanceId";
const _eIM = "expiresInMinutes";
const _eIPA = "ec2InstanceProfileArn";
const _eIT = "excludedInstanceTypes";
const _eMR = "ecsManagedResources";
const _eP = "entryPoint";
const _eRA = "executionRoleArn";
const _eS = "effectiveSettings";
const _eSA = "executionStoppedAt";
const _eSC = "earlySuccessCriteria";
const _eSp = "ephemeralStorage";
const _eVC = "efsVolumeConfiguration";
const _en = "environment";
const _ena = "enabled";
const _enab = "enable";
const _enc = "encrypted";
const _end = "endpoint";
const _er = "errors";
const _es = "essential";
const _ev = "events";
const _ex = "expression";
const _exa = "exact";
const _f = "family";
const _fA = "finishedAt";
const _fC = "firelensConfiguration";
const _fCa = "failureCount";
const _fE = "fipsEnabled";
const _fES = "fargateEphemeralStorage";
const _fESKKI = "fargateEphemeralStorageKmsKeyId";
const _fND = "forceNewDeployment";
const _fP = "familyPrefix";
const _fSA = "fileSystemArn";
const _fSI = "fileSystemId";
const _fT = "failedTasks";
const _fTi = "filesystemType";
const _fWFSVC = "fsxWindowsFileServerVolumeConfiguration";
const _fa = "failures";
const _fam = "families";
const _fi = "filters";
const _fie = "field";
const _fil = "filter";
const _fo = "force";
const _for = "format";
const _g = "gateway";
const _gA = "gatewayArn";
const _gC = "gatewayConnectors";
const _gCA = "gatewayClusterAssociations";
const _gCa = "gatewayConnections";
const _gCr = "grpcCode";
const _gD = "gpuDevices";
const _gDE = "guardDutyEnabled";
const _gI = "gpuIds";
const _gIp = "gpuId";
const _gR = "gatewayResources";
const _gRA = "gatewayRouteArn";
const _gRAa = "gatewayRouteArns";
const _gRa = "gatewayRoute";
const _gRat = "gatewayRoutes";
const _gSS = "gpuSharingStrategy";
const _ga = "gateways";
const _gr = "group";
const _h = "hostname";
const _hC = "healthCheck";
const _hCGPS = "healthCheckGracePeriodSeconds";
const _hCIS = "healthCheckIntervalSeconds";
const _hCP = "healthCheckPath";
const _hCPe = "healthCheckProtocol";
const _hCPea = "healthCheckPort";
const _hCTS = "healthCheckTimeoutSeconds";
const _hCt = "httpCode";
const _hD = "hookDetails";
const _hDt = "httpDesync";
const _hE = "httpError";
const _hI = "hookId";
const _hL = "hardLimit";
const _hP = "healthyPercent";
const _hPR = "hostPortRange";
const _hPo = "hostPath";
const _hPos = "hostPort";
const _hS = "healthStatus";
const _hSA = "hostSharedAlb";
const _hTA = "hookTargetArn";
const _hTC = "healthyThresholdCount";
const _he = "header";
const _ho = "host";
const _i = "id";
const _iA = "ipAddress";
const _iAO = "inferenceAcceleratorOverrides";
const _iAT = "ipAddressType";
const _iAn = "inferenceAccelerators";
const _iAp = "ipv6Address";
const _iCA = "issuerCertificateAuthority";
const _iD = "imageDigest";
const _iEC = "ignoredExitCodes";
const _iG = "instanceGenerations";
const _iID = "instanceIdentityDocument";
const _iIDS = "instanceIdentityDocumentSignature";
const _iLT = "instanceLaunchTemplate";
const _iM = "ipcMode";
const _iMTP = "instanceMetadataTagsPropagation";
const _iO = "infrastructureOptimization";
const _iP = "ingressPaths";
const _iPE = "initProcessEnabled";
const _iPO = "ingressPortOverride";
const _iQP = "includeQueryParameters";
const _iR = "instanceRequirements";
const _iRA = "infrastructureRoleArn";
const _iSG = "inboundSecurityGroup";
const _iTS = "idleTimeoutSeconds";
const _iV = "integerValue";
const _iWP = "instanceWarmupPeriod";
const _ia = "iam";
const _im = "image";
const _in = "interactive";
const _inc = "include";
const _int = "interval";
const _io = "iops";
const _it = "item";
const _k = "key";
const _kK = "kmsKey";
const _kKI = "kmsKeyId";
const _l = "links";
const _lA = "listenerArn";
const _lB = "loadBalancers";
const _lBA = "loadBalancerArn";
const _lBN = "loadBalancerName";
const _lBSG = "loadBalancerSecurityGroups";
const _lBSGA = "loadBalancerSecurityGroupArns";
const _lBo = "loadBalancer";
const _lC = "logConfiguration";
const _lCi = "linearConfiguration";
const _lD = "logDriver";
const _lDVC = "logDriverVolumeConfiguration";
const _lG = "logGroups";
const _lGN = "logGroupName";
const _lGo = "logGroup";
const _lH = "lifecycleHooks";
const _lHD = "lifecycleHookDetails";
const _lL = "logLevel";
const _lP = "linuxParameters";
const _lRA = "listenerRuleArn";
const _lS = "lastStatus";
const _lSA = "lastStartedAt";
const _lSC = "lastStatusChange";
const _lSCo = "localStorageConfiguration";
const _lSP = "logStreamPrefix";
const _lST = "localStorageTypes";
const _lSi = "lifecycleStages";
const _lSif = "lifecycleStage";
const _lSo = "localStorage";
const _lT = "launchType";
const _lU = "lastUpdated";
const _lV = "longValue";
const _la = "labels";
const _li = "listener";
const _lo = "logging";
const _m = "message";
const _mA = "managedAgents";
const _mAC = "maxAlbCount";
const _mAN = "managedAgentName";
const _mAe = "metricAlarms";
const _mC = "minCapacity";
const _mCP = "maxComputePercent";
const _mCa = "maxCapacity";
const _mCe = "metricConfigurations";
const _mD = "managedDraining";
const _mEBSV = "managedEBSVolume";
const _mGBPVC = "memoryGiBPerVCpu";
const _mHP = "minimumHealthyPercent";
const _mIP = "managedInstancesProvider";
const _mMB = "memoryMiB";
const _mN = "metricNames";
const _mO = "mountOptions";
const _mP = "mountPoints";
const _mPa = "maximumPercent";
const _mR = "memoryReservation";
const _mRa = "maxResults";
const _mS = "managedScaling";
const _mSC = "managedStorageConfiguration";
const _mSPAPOOODP = "maxSpotPriceAsPercentageOfOptimalOnDemandPrice";
const _mSSS = "minimumScalingStepSize";
const _mSSSa = "maximumScalingStepSize";
const _mSa = "maxSwap";
const _mTC = "minTaskCount";
const _mTCa = "maxTaskCount";
const _mTP = "managedTerminationProtection";
const _ma = "max";
const _mat = "matcher";
const _me = "memory";
const _met = "metric";
const _mi = "min";
const _mo = "monitoring";
const _n = "name";
const _nB = "networkBindings";
const _nBG = "networkBandwidthGbps";
const _nC = "networkConfiguration";
const _nDI = "neuronDeviceIds";
const _nI = "networkInterfaces";
const _nIC = "networkInterfaceCount";
const _nM = "networkMode";
const _nMv = "nvidiaMps";
const _nT = "nextToken";
const _na = "namespace";
const _nam = "names";
const _o = "options";
const _oDMPPOLP = "onDemandMaxPricePercentageOverLowestPrice";
const _oS = "overallStatus";
const _oSF = "operatingSystemFamily";
const _op = "operation";
const _ov = "overrides";
const _p = "privileged";
const _pA = "principalArn";
const _pC = "primaryContainer";
const _pCe = "pendingCount";
const _pCl = "placementConstraints";
const _pCr = "proxyConfiguration";
const _pD = "platformDevices";
const _pE = "protectionEnabled";
const _pF = "platformFamily";
const _pIA = "privateIpv4Address";
const _pLR = "productionListenerRule";
const _pM = "portMappings";
const _pMi = "pidMode";
const _pN = "portName";
const _pRTS = "perRequestTimeoutSeconds";
const _pS = "placementStrategy";
const _pSA = "pullStartedAt";
const _pSAu = "pullStoppedAt";
const _pT = "pseudoTerminal";
const _pTC = "pendingTasksCount";
const _pTCe = "pendingTaskCount";
const _pTS = "primaryTaskSet";
const _pTo = "policyType";
const _pTr = "propagateTags";
const _pTro = "protectedTasks";
const _pV = "platformVersion";
const _pe = "permissions";
const _po = "port";
const _pr = "protocol";
const _pre = "prefix";
const _pro = "properties";
const _r = "reason";
const _rA = "roleArn";
const _rAP = "restartAttemptPeriod";
const _rAe = "registeredAt";
const _rAeg = "registryArn";
const _rAeq = "requiresAttributes";
const _rAes = "resourceArn";
const _rAu = "ruleArns";
const _rB = "registeredBy";
const _rC = "repositoryCredentials";
const _rCIC = "registeredContainerInstancesCount";
const _rCP = "rollbackCapacityProviders";
const _rCe = "requiresCompatibilities";
const _rCes = "resolvedConfiguration";
const _rCu = "runningCount";
const _rD = "rootDirectory";
const _rGA = "reservationGroupArn";
const _rHS = "requireHibernateSupport";
const _rI = "resourceIds";
const _rIC = "runningInstanceCount";
const _rIe = "referenceId";
const _rIu = "runtimeId";
const _rMIMB = "remainingMemoryInMiB";
const _rMT = "resourceManagementType";
const _rO = "readOnly";
const _rOHT = "resetOnHealthyTask";
const _rP = "reservationPreference";
const _rPTW = "requestedProductionTrafficWeight";
const _rPe = "restartPolicy";
const _rPu = "runtimePlatform";
const _rR = "resourceRequirements";
const _rRF = "readonlyRootFilesystem";
const _rRe = "remainingResources";
const _rReg = "registeredResources";
const _rS = "rolloutState";
const _rSR = "rolloutStateReason";
const _rSe = "resolutionSeconds";
const _rT = "resourceType";
const _rTC = "runningTasksCount";
const _rTCe = "requestedTaskCount";
const _rTCu = "runningTaskCount";
const _rTDRA = "rollbackTargetDaemonRevisionArn";
const _rTTW = "requestedTestTrafficWeight";
const _re = "revision";
const _res = "resources";
const _ret = "retries";
const _ro = "role";
const _rol = "rollback";
const _ru = "rule";
const _s = "smithy.ts.sdk.synthetic.com.amazonaws.ecs";
const _sA = "startedAt";
const _sAe = "serviceArn";
const _sAer = "serviceArns";
const _sAt = "stoppedAt";
const _sAto = "stoppingAt";
const _sB = "startedBy";
const _sBN = "s3BucketName";
const _sBTIM = "stepBakeTimeInMinutes";
const _sC = "systemControls";
const _sCC = "serviceConnectConfiguration";
const _sCD = "serviceConnectDefaults";
const _sCE = "serviceConnectEndpoint";
const _sCPN = "serviceContainerPortName";
const _sCR = "serviceConnectResources";
const _sCo = "sourceContainer";
const _sCt = "statusCode";
const _sCto = "storageConfiguration";
const _sCtop = "stopCode";
const _sD = "serviceDeployments";
const _sDA = "serviceDeploymentArn";
const _sDAe = "serviceDeploymentArns";
const _sDR = "sourceDaemonRevisions";
const _sEE = "s3EncryptionEnabled";
const _sG = "securityGroups";
const _sGI = "securityGroupIds";
const _sGe = "securityGroup";
const _sI = "subnetIds";
const _sIA = "scaleInAfter";
const _sIGB = "sizeInGiB";
const _sIe = "sessionId";
const _sIn = "snapshotId";
const _sKP = "s3KeyPrefix";
const _sL = "softLimit";
const _sM = "sharingMode";
const _sMPPOLP = "spotMaxPricePercentageOverLowestPrice";
const _sMS = "sharedMemorySize";
const _sN = "serviceName";
const _sO = "secretOptions";
const _sP = "startPeriod";
const _sPo = "sourcePath";
const _sPt = "stepPercent";
const _sR = "statusReason";
const _sRA = "serviceRevisionArns";
const _sRAe = "serviceRevisionArn";
const _sRe = "serviceRegistries";
const _sRer = "serviceRevisions";
const _sRt = "stoppedReason";
const _sS = "schedulingStrategy";
const _sSA = "stabilityStatusAt";
const _sSG = "serviceSecurityGroups";
const _sSGA = "serviceSecurityGroupArn";
const _sSGB = "storageSizeGiB";
const _sSR = "sourceServiceRevisions";
const _sSRC = "sourceServiceRevisionCleanup";
const _sSV = "stringSetValue";
const _sSh = "sharingStrategy";
const _sSt = "stabilityStatus";
const _sT = "startTimeout";
const _sTc = "scalingTarget";
const _sTca = "scalableTarget";
const _sTt = "stopTimeout";
const _sTto = "stopType";
const _sU = "serviceUrl";
const _sUt = "streamUrl";
const _sV = "sourceVolume";
const _sVC = "s3filesVolumeConfiguration";
const _s_ = "s3";
const _sc = "scale";
const _sch = "scheme";
const _sco = "scope";
const _se = "server";
const _sec = "secrets";
const _ser = "service";
const _serv = "services";
const _ses = "session";
const _set = "settings";
const _sett = "setting";
const _si = "size";
const _so = "sort";
const _st = "status";
const _sta = "statistics";
const _str = "strategy";
const _su = "subnets";
const _sw = "swappiness";
const _t = "type";
const _tA = "taskArn";
const _tAN = "triggeredAlarmNames";
const _tAa = "targetArn";
const _tAas = "taskArns";
const _tAi = "timeoutAction";
const _tC = "thresholdConfiguration";
const _tCa = "targetCapacity";
const _tCar = "targetConfiguration";
const _tCi = "timeoutConfiguration";
const _tD = "taskDefinition";
const _tDA = "taskDefinitionArn";
const _tDAa = "taskDefinitionArns";
const _tDIC = "totalDrainingInstanceCount";
const _tDR = "targetDaemonRevision";
const _tDRA = "targetDaemonRevisionArn";
const _tDa = "taskDefinitions";
const _tE = "telemetryEndpoint";
const _tEP = "transitEncryptionPort";
const _tEr = "transitEncryption";
const _tG = "targetGroups";
const _tGA = "targetGroupArn";
const _tI = "targetId";
const _tIM = "timeoutInMinutes";
const _tK = "tagKeys";
const _tLR = "testListenerRule";
const _tLRA = "testListenerRuleArn";
const _tLRAe = "testListenerRuleArns";
const _tLSGB = "totalLocalStorageGB";
const _tMIMB = "totalMemoryInMiB";
const _tP = "terminationPolicy";
const _tR = "totalResources";
const _tRA = "taskRoleArn";
const _tRC = "totalRunningCount";
const _tRIC = "totalRunningInstanceCount";
const _tS = "taskSet";
const _tSA = "taskSetArn";
const _tSR = "targetServiceRevision";
const _tSRA = "targetServiceRevisionArn";
const _tSa = "taskSets";
const _tSag = "tagSpecifications";
const _tT = "targetType";
const _tTR = "testTrafficRules";
const _tV = "targetValue";
const _tVo = "tokenValue";
const _tWDC = "totalWithoutDaemonCount";
const _tWDIC = "totalWithoutDaemonInstanceCount";
const _ta = "tags";
const _tas = "tasks";
const _task = "task";
const _th = "threshold";
const _thr = "throughput";
const _ti = "timeout";
const _tl = "tls";
const _tm = "tmpfs";
const _u = "user";
const _uA = "updatedAt";
const _uLS = "useLocalStorage";
const _uS = "updateStatus";
const _uSR = "updateStatusReason";
const _uTC = "unhealthyThresholdCount";
const _ul = "ulimits";
const _un = "unit";
const _v = "value";
const _vC = "versionConsistency";
const _vCC = "vCpuCount";
const _vCo = "volumeConfigurations";
const _vF = "volumesFrom";
const _vFa = "valueFrom";
const _vI = "versionInfo";
const _vIR = "volumeInitializationRate";
const _vLC = "vpcLatticeConfigurations";
const _vT = "volumeType";
const _va = "values";
const _ve = "version";
const _vo = "volumes";
const _w = "weight";
const _wACLA = "webACLArn";
const _wD = "workingDirectory";
const _wDC = "withoutDaemonCount";
const _wDIC = "withoutDaemonInstanceCount";
const _xN = "xmlName";
const n0 = "com.amazonaws.ecs";
const _s_registry = new TypeRegistry(_s);
var ECSServiceException$ = [-3, _s, "ECSServiceException", 0, [], []];
_s_registry.registerError(ECSServiceException$, ECSServiceException);
const n0_registry = new TypeRegistry(n0);
var AccessDeniedException$ = [-3, n0, _ADE,
    { [_e]: _c, [_hE]: 403 },
    [_m],
    [0]
];
n0_registry.registerError(AccessDeniedException$, AccessDeniedException);
var AttributeLimitExceededException$ = [-3, n0, _ALEE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(AttributeLimitExceededException$, AttributeLimitExceededException);
var BlockedException$ = [-3, n0, _BE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(BlockedException$, BlockedException);
var ClientException$ = [-3, n0, _CE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ClientException$, ClientException);
var ClusterContainsCapacityProviderException$ = [-3, n0, _CCCPE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ClusterContainsCapacityProviderException$, ClusterContainsCapacityProviderException);
var ClusterContainsContainerInstancesException$ = [-3, n0, _CCCIE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ClusterContainsContainerInstancesException$, ClusterContainsContainerInstancesException);
var ClusterContainsServicesException$ = [-3, n0, _CCSE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ClusterContainsServicesException$, ClusterContainsServicesException);
var ClusterContainsTasksException$ = [-3, n0, _CCTE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ClusterContainsTasksException$, ClusterContainsTasksException);
var ClusterNotFoundException$ = [-3, n0, _CNFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ClusterNotFoundException$, ClusterNotFoundException);
var ConflictException$ = [-3, n0, _CEo,
    { [_e]: _c },
    [_rI, _m],
    [64 | 0, 0]
];
n0_registry.registerError(ConflictException$, ConflictException);
var DaemonNotActiveException$ = [-3, n0, _DNAE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(DaemonNotActiveException$, DaemonNotActiveException);
var DaemonNotFoundException$ = [-3, n0, _DNFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(DaemonNotFoundException$, DaemonNotFoundException);
var GatewayNotFoundException$ = [-3, n0, _GNFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(GatewayNotFoundException$, GatewayNotFoundException);
var InvalidParameterException$ = [-3, n0, _IPE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(InvalidParameterException$, InvalidParameterException);
var LimitExceededException$ = [-3, n0, _LEE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(LimitExceededException$, LimitExceededException);
var MissingVersionException$ = [-3, n0, _MVE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(MissingVersionException$, MissingVersionException);
var NamespaceNotFoundException$ = [-3, n0, _NNFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(NamespaceNotFoundException$, NamespaceNotFoundException);
var NoUpdateAvailableException$ = [-3, n0, _NUAE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(NoUpdateAvailableException$, NoUpdateAvailableException);
var PlatformTaskDefinitionIncompatibilityException$ = [-3, n0, _PTDIE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(PlatformTaskDefinitionIncompatibilityException$, PlatformTaskDefinitionIncompatibilityException);
var PlatformUnknownException$ = [-3, n0, _PUE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(PlatformUnknownException$, PlatformUnknownException);
var ResourceInUseException$ = [-3, n0, _RIUE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ResourceInUseException$, ResourceInUseException);
var ResourceNotFoundException$ = [-3, n0, _RNFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ResourceNotFoundException$, ResourceNotFoundException);
var ServerException$ = [-3, n0, _SE,
    { [_e]: _se },
    [_m],
    [0]
];
n0_registry.registerError(ServerException$, ServerException);
var ServiceDeploymentNotFoundException$ = [-3, n0, _SDNFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ServiceDeploymentNotFoundException$, ServiceDeploymentNotFoundException);
var ServiceNotActiveException$ = [-3, n0, _SNAE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ServiceNotActiveException$, ServiceNotActiveException);
var ServiceNotFoundException$ = [-3, n0, _SNFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(ServiceNotFoundException$, ServiceNotFoundException);
var TargetNotConnectedException$ = [-3, n0, _TNCE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(TargetNotConnectedException$, TargetNotConnectedException);
var TargetNotFoundException$ = [-3, n0, _TNFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(TargetNotFoundException$, TargetNotFoundException);
var TaskSetNotFoundException$ = [-3, n0, _TSNFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(TaskSetNotFoundException$, TaskSetNotFoundException);
var UnsupportedFeatureException$ = [-3, n0, _UFE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(UnsupportedFeatureException$, UnsupportedFeatureException);
var UpdateInProgressException$ = [-3, n0, _UIPE,
    { [_e]: _c },
    [_m],
    [0]
];
n0_registry.registerError(UpdateInProgressException$, UpdateInProgressException);
const errorTypeRegistries = [
    _s_registry,
    n0_registry,
];
var SensitiveString = [0, n0, _SS, 8, 0];
var AcceleratorCountRequest$ = [3, n0, _ACR,
    0,
    [_mi, _ma],
    [1, 1]
];
var AcceleratorTotalMemoryMiBRequest$ = [3, n0, _ATMMBR,
    0,
    [_mi, _ma],
    [1, 1]
];
var AdvancedConfiguration$ = [3, n0, _AC,
    0,
    [_aTGA, _pLR, _tLR, _rA],
    [0, 0, 0, 0]
];
var AssociateGatewayWithClusterRequest$ = [3, n0, _AGWCR,
    0,
    [_g, _cl],
    [0, 0], 2
];
var AssociateGatewayWithClusterResponse$ = [3, n0, _AGWCRs,
    0,
    [_gA, _cA, _st],
    [0, 0, 0]
];
var Attachment$ = [3, n0, _A,
    0,
    [_i, _t, _st, _d],
    [0, 0, 0, () => AttachmentDetails]
];
var AttachmentStateChange$ = [3, n0, _ASC,
    0,
    [_aA, _st],
    [0, 0], 2
];
var Attribute$ = [3, n0, _At,
    0,
    [_n, _v, _tT, _tI],
    [0, 0, 0, 0], 1
];
var AutoRepairConfiguration$ = [3, n0, _ARC,
    0,
    [_aS],
    [0]
];
var AutoScalingGroupProvider$ = [3, n0, _ASGP,
    0,
    [_aSGA, _mS, _mTP, _mD],
    [0, () => ManagedScaling$, 0, 0], 1
];
var AutoScalingGroupProviderUpdate$ = [3, n0, _ASGPU,
    0,
    [_mS, _mTP, _mD],
    [() => ManagedScaling$, 0, 0]
];
var AwsVpcConfiguration$ = [3, n0, _AVC,
    0,
    [_su, _sG, _aPI],
    [64 | 0, 64 | 0, 0], 1
];
var BaselineEbsBandwidthMbpsRequest$ = [3, n0, _BEBMR,
    0,
    [_mi, _ma],
    [1, 1]
];
var CanaryConfiguration$ = [3, n0, _CC,
    0,
    [_cP, _cBTIM],
    [1, 1]
];
var CapacityProvider$ = [3, n0, _CP,
    0,
    [_cPA, _n, _cl, _st, _aSGP, _mIP, _uS, _uSR, _ta, _t],
    [0, 0, 0, 0, () => AutoScalingGroupProvider$, [() => ManagedInstancesProvider$, 0], 0, 0, () => Tags, 0]
];
var CapacityProviderStrategyItem$ = [3, n0, _CPSI,
    0,
    [_cPa, _w, _b],
    [0, 1, 1], 1
];
var CapacityReservationRequest$ = [3, n0, _CRR,
    0,
    [_rGA, _rP],
    [0, 0]
];
var Cluster$ = [3, n0, _C,
    0,
    [_cA, _cN, _co, _st, _rCIC, _rTC, _pTC, _aSC, _sta, _ta, _set, _cPap, _dCPS, _a, _aSt, _sCD],
    [0, 0, () => ClusterConfiguration$, 0, 1, 1, 1, 1, () => Statistics, () => Tags, () => ClusterSettings, 64 | 0, () => CapacityProviderStrategy, () => Attachments, 0, () => ClusterServiceConnectDefaults$]
];
var ClusterConfiguration$ = [3, n0, _CCl,
    0,
    [_eCC, _mSC],
    [() => ExecuteCommandConfiguration$, () => ManagedStorageConfiguration$]
];
var ClusterServiceConnectDefaults$ = [3, n0, _CSCD,
    0,
    [_na],
    [0]
];
var ClusterServiceConnectDefaultsRequest$ = [3, n0, _CSCDR,
    0,
    [_na],
    [0], 1
];
var ClusterSetting$ = [3, n0, _CS,
    0,
    [_n, _v],
    [0, 0]
];
var Container$ = [3, n0, _Co,
    0,
    [_cAo, _tA, _n, _im, _iD, _rIu, _lS, _eC, _r, _nB, _nI, _hS, _mA, _cp, _me, _mR, _gI, _nDI, _gSS],
    [0, 0, 0, 0, 0, 0, 0, 1, 0, () => NetworkBindings, () => NetworkInterfaces, 0, () => ManagedAgents, 0, 0, 0, 64 | 0, 64 | 0, () => SharingStrategy$]
];
var ContainerDefinition$ = [3, n0, _CD,
    0,
    [_n, _im, _rC, _cp, _me, _mR, _l, _pM, _es, _rPe, _eP, _com, _en, _eF, _mP, _vF, _lP, _sec, _dO, _sT, _sTt, _vC, _h, _u, _wD, _dN, _p, _rRF, _dS, _dSD, _eH, _dSO, _in, _pT, _dL, _ul, _lC, _hC, _sC, _rR, _fC, _cS],
    [0, 0, [() => RepositoryCredentials$, 0], 1, 1, 1, 64 | 0, () => PortMappingList, 2, () => ContainerRestartPolicy$, 64 | 0, 64 | 0, [() => EnvironmentVariables, 0], () => EnvironmentFiles, () => MountPointList, () => VolumeFromList, () => LinuxParameters$, () => SecretList, () => ContainerDependencies, 1, 1, 0, 0, 0, 0, 2, 2, 2, 64 | 0, 64 | 0, () => HostEntryList, 64 | 0, 2, 2, 128 | 0, () => UlimitList, () => LogConfiguration$, () => HealthCheck$, () => SystemControls, () => ResourceRequirements, () => FirelensConfiguration$, 64 | 0]
];
var ContainerDependency$ = [3, n0, _CDo,
    0,
    [_cNo, _con],
    [0, 0], 2
];
var ContainerImage$ = [3, n0, _CI,
    0,
    [_cNo, _iD, _im],
    [0, 0, 0]
];
var ContainerInstance$ = [3, n0, _CIo,
    0,
    [_cIA, _eII, _cPN, _ve, _vI, _rRe, _rReg, _st, _sR, _aC, _rTC, _pTC, _aUS, _at, _rAe, _a, _ta, _hS, _gD],
    [0, 0, 0, 1, () => VersionInfo$, () => Resources, () => Resources, 0, 0, 2, 1, 1, 0, () => Attributes, 4, () => Attachments, () => Tags, () => ContainerInstanceHealthStatus$, () => GpuDevices]
];
var ContainerInstanceHealthStatus$ = [3, n0, _CIHS,
    0,
    [_oS, _d],
    [0, () => InstanceHealthCheckResultList]
];
var ContainerOverride$ = [3, n0, _CO,
    0,
    [_n, _com, _en, _eF, _cp, _me, _mR, _rR],
    [0, 64 | 0, [() => EnvironmentVariables, 0], () => EnvironmentFiles, 1, 1, 1, () => ResourceRequirements]
];
var ContainerRestartPolicy$ = [3, n0, _CRP,
    0,
    [_ena, _iEC, _rAP],
    [2, 64 | 1, 1], 1
];
var ContainerStateChange$ = [3, n0, _CSC,
    0,
    [_cNo, _iD, _rIu, _eC, _nB, _r, _st],
    [0, 0, 0, 1, () => NetworkBindings, 0, 0]
];
var ContinueServiceDeploymentRequest$ = [3, n0, _CSDR,
    0,
    [_sDA, _hI, _ac],
    [0, 0, 0], 2
];
var ContinueServiceDeploymentResponse$ = [3, n0, _CSDRo,
    0,
    [_sDA],
    [0]
];
var CreateCapacityProviderRequest$ = [3, n0, _CCPR,
    0,
    [_n, _cl, _aSGP, _mIP, _ta],
    [0, 0, () => AutoScalingGroupProvider$, [() => CreateManagedInstancesProviderConfiguration$, 0], () => Tags], 1
];
var CreateCapacityProviderResponse$ = [3, n0, _CCPRr,
    0,
    [_cPa],
    [[() => CapacityProvider$, 0]]
];
var CreateClusterRequest$ = [3, n0, _CCR,
    0,
    [_cN, _ta, _set, _co, _cPap, _dCPS, _sCD],
    [0, () => Tags, () => ClusterSettings, () => ClusterConfiguration$, 64 | 0, () => CapacityProviderStrategy, () => ClusterServiceConnectDefaultsRequest$]
];
var CreateClusterResponse$ = [3, n0, _CCRr,
    0,
    [_cl],
    [() => Cluster$]
];
var CreateDaemonRequest$ = [3, n0, _CDR,
    0,
    [_dNa, _dTDA, _cPAa, _cA, _dC, _ta, _pTr, _eECSMT, _eEC, _cT, _cr],
    [0, 0, 64 | 0, 0, () => DaemonDeploymentConfiguration$, () => Tags, 0, 2, 2, 0, 2], 3
];
var CreateDaemonResponse$ = [3, n0, _CDRr,
    0,
    [_dA, _st, _cAr, _dAe],
    [0, 0, 4, 0]
];
var CreatedAt$ = [3, n0, _CA,
    0,
    [_be, _af],
    [4, 4]
];
var CreateExpressGatewayServiceRequest$ = [3, n0, _CEGSR,
    0,
    [_iRA, _eRA, _sN, _cl, _hCP, _pC, _tRA, _nC, _cp, _me, _cAp, _sTc, _ta, _tDA],
    [0, 0, 0, 0, 0, [() => ExpressGatewayContainer$, 0], 0, () => ExpressGatewayServiceNetworkConfiguration$, 0, 0, 0, () => ExpressGatewayScalingTarget$, () => Tags, 0], 1
];
var CreateExpressGatewayServiceResponse$ = [3, n0, _CEGSRr,
    0,
    [_ser],
    [[() => ECSExpressGatewayService$, 0]]
];
var CreateGatewayRequest$ = [3, n0, _CGR,
    0,
    [_n, _iRA, _co, _cT, _dP, _ta, _pTr],
    [0, 0, () => GatewayConfiguration$, [0, 4], 2, () => Tags, 0], 3
];
var CreateGatewayResponse$ = [3, n0, _CGRr,
    0,
    [_gA, _n, _st],
    [0, 0, 0]
];
var CreateManagedInstancesProviderConfiguration$ = [3, n0, _CMIPC,
    0,
    [_iRA, _iLT, _pTr, _iO, _aRC],
    [0, [() => InstanceLaunchTemplate$, 0], 0, () => InfrastructureOptimization$, () => AutoRepairConfiguration$], 2
];
var CreateServiceRequest$ = [3, n0, _CSR,
    0,
    [_sN, _cl, _tD, _aZR, _lB, _sRe, _dCe, _cT, _lT, _cPS, _pV, _ro, _dC, _pCl, _pS, _nC, _hCGPS, _sS, _dCep, _ta, _eECSMT, _pTr, _eEC, _sCC, _vCo, _vLC, _gC, _mo],
    [0, 0, 0, 0, () => LoadBalancers, () => ServiceRegistries, 1, 0, 0, () => CapacityProviderStrategy, 0, 0, () => DeploymentConfiguration$, () => PlacementConstraints, () => PlacementStrategies, () => NetworkConfiguration$, 1, 0, () => DeploymentController$, () => Tags, 2, 0, 2, () => ServiceConnectConfiguration$, () => ServiceVolumeConfigurations, () => VpcLatticeConfigurations, () => GatewayConnectorList, () => MonitoringConfiguration$], 1
];
var CreateServiceResponse$ = [3, n0, _CSRr,
    0,
    [_ser],
    [() => Service$]
];
var CreateTaskSetRequest$ = [3, n0, _CTSR,
    0,
    [_ser, _cl, _tD, _eI, _nC, _lB, _sRe, _lT, _cPS, _pV, _sc, _cT, _ta],
    [0, 0, 0, 0, () => NetworkConfiguration$, () => LoadBalancers, () => ServiceRegistries, 0, () => CapacityProviderStrategy, 0, () => Scale$, 0, () => Tags], 3
];
var CreateTaskSetResponse$ = [3, n0, _CTSRr,
    0,
    [_tS],
    [() => TaskSet$]
];
var DaemonAlarmConfiguration$ = [3, n0, _DAC,
    0,
    [_aN, _enab],
    [64 | 0, 2]
];
var DaemonCapacityProvider$ = [3, n0, _DCP,
    0,
    [_ar, _rCu, _wDC],
    [0, 1, 1]
];
var DaemonCircuitBreaker$ = [3, n0, _DCB,
    0,
    [_fCa, _st, _th],
    [1, 0, 1]
];
var DaemonContainerDefinition$ = [3, n0, _DCD,
    0,
    [_im, _n, _me, _mR, _rC, _hC, _cp, _es, _eP, _com, _wD, _eF, _en, _sec, _rRF, _mP, _lC, _fC, _p, _u, _ul, _lP, _dO, _sT, _sTt, _sC, _in, _pT, _rPe],
    [0, 0, 1, 1, [() => RepositoryCredentials$, 0], () => HealthCheck$, 1, 2, 64 | 0, 64 | 0, 0, () => EnvironmentFiles, [() => EnvironmentVariables, 0], () => SecretList, 2, () => MountPointList, () => LogConfiguration$, () => FirelensConfiguration$, 2, 0, () => UlimitList, () => DaemonLinuxParameters$, () => ContainerDependencies, 1, 1, () => SystemControls, 2, 2, () => ContainerRestartPolicy$], 1
];
var DaemonContainerImage$ = [3, n0, _DCI,
    0,
    [_cNo, _iD, _im],
    [0, 0, 0]
];
var DaemonDeployment$ = [3, n0, _DD,
    0,
    [_dDA, _cA, _st, _sR, _tDR, _sDR, _cB, _al, _rol, _dC, _cAr, _sA, _sAt, _fA],
    [0, 0, 0, 0, () => DaemonDeploymentRevisionDetail$, () => DaemonDeploymentRevisionDetailList, () => DaemonCircuitBreaker$, () => DaemonDeploymentAlarms$, () => DaemonRollback$, () => DaemonDeploymentConfiguration$, 4, 4, 4, 4]
];
var DaemonDeploymentAlarms$ = [3, n0, _DDA,
    0,
    [_st, _aN, _tAN],
    [0, 64 | 0, 64 | 0]
];
var DaemonDeploymentCapacityProvider$ = [3, n0, _DDCP,
    0,
    [_ar, _rIC, _wDIC, _dIC],
    [0, 1, 1, 1]
];
var DaemonDeploymentConfiguration$ = [3, n0, _DDC,
    0,
    [_dPr, _al, _bTIM],
    [1, () => DaemonAlarmConfiguration$, 1]
];
var DaemonDeploymentRevisionDetail$ = [3, n0, _DDRD,
    0,
    [_ar, _cPap, _tRIC, _tWDIC, _tDIC],
    [0, () => DaemonDeploymentCapacityProviderList, 1, 1, 1]
];
var DaemonDeploymentSummary$ = [3, n0, _DDS,
    0,
    [_dDA, _dA, _cA, _st, _sR, _tDRA, _cAr, _sA, _sAt, _fA],
    [0, 0, 0, 0, 0, 0, 4, 4, 4, 4]
];
var DaemonDetail$ = [3, n0, _DDa,
    0,
    [_dA, _cA, _st, _cR, _dAe, _cAr, _uA],
    [0, 0, 0, () => DaemonRevisionDetailList, 0, 4, 4]
];
var DaemonLinuxParameters$ = [3, n0, _DLP,
    0,
    [_ca, _de, _iPE, _tm],
    [() => KernelCapabilities$, () => DevicesList, 2, () => TmpfsList]
];
var DaemonRevision$ = [3, n0, _DR,
    0,
    [_dRA, _cA, _dA, _dTDA, _cAr, _cI, _pTr, _eECSMT, _eEC, _cr],
    [0, 0, 0, 0, 4, () => DaemonContainerImages, 0, 2, 2, 2]
];
var DaemonRevisionDetail$ = [3, n0, _DRD,
    0,
    [_ar, _cPap, _tRC, _tWDC],
    [0, () => DaemonCapacityProviderList, 1, 1]
];
var DaemonRollback$ = [3, n0, _DRa,
    0,
    [_r, _sA, _rTDRA, _rCP],
    [0, 4, 0, 64 | 0]
];
var DaemonSummary$ = [3, n0, _DS,
    0,
    [_dA, _st, _cAr, _uA],
    [0, 0, 4, 4]
];
var DaemonTaskDefinition$ = [3, n0, _DTD,
    0,
    [_dTDA, _f, _re, _tRA, _eRA, _cD, _vo, _cp, _me, _st, _rAe, _dRAe, _rB, _pMi, _iM],
    [0, 0, 1, 0, 0, [() => DaemonContainerDefinitionList, 0], () => DaemonVolumeList, 0, 0, 0, 4, 4, 0, 0, 0]
];
var DaemonTaskDefinitionSummary$ = [3, n0, _DTDS,
    0,
    [_ar, _rAe, _rB, _dRAe, _st],
    [0, 4, 0, 4, 0]
];
var DaemonVolume$ = [3, n0, _DV,
    0,
    [_n, _ho, _lDVC],
    [0, () => HostVolumeProperties$, () => LogDriverVolumeConfiguration$]
];
var DeleteAccountSettingRequest$ = [3, n0, _DASR,
    0,
    [_n, _pA],
    [0, 0], 1
];
var DeleteAccountSettingResponse$ = [3, n0, _DASRe,
    0,
    [_sett],
    [() => Setting$]
];
var DeleteAttributesRequest$ = [3, n0, _DAR,
    0,
    [_at, _cl],
    [() => Attributes, 0], 1
];
var DeleteAttributesResponse$ = [3, n0, _DARe,
    0,
    [_at],
    [() => Attributes]
];
var DeleteCapacityProviderRequest$ = [3, n0, _DCPR,
    0,
    [_cPa, _cl],
    [0, 0], 1
];
var DeleteCapacityProviderResponse$ = [3, n0, _DCPRe,
    0,
    [_cPa],
    [[() => CapacityProvider$, 0]]
];
var DeleteClusterRequest$ = [3, n0, _DCR,
    0,
    [_cl],
    [0], 1
];
var DeleteClusterResponse$ = [3, n0, _DCRe,
    0,
    [_cl],
    [() => Cluster$]
];
var DeleteDaemonRequest$ = [3, n0, _DDR,
    0,
    [_dA],
    [0], 1
];
var DeleteDaemonResponse$ = [3, n0, _DDRe,
    0,
    [_dA, _st, _cAr, _uA, _dAe],
    [0, 0, 4, 4, 0]
];
var DeleteDaemonTaskDefinitionRequest$ = [3, n0, _DDTDR,
    0,
    [_dTD],
    [0], 1
];
var DeleteDaemonTaskDefinitionResponse$ = [3, n0, _DDTDRe,
    0,
    [_dTDA],
    [0]
];
var DeleteExpressGatewayServiceRequest$ = [3, n0, _DEGSR,
    0,
    [_sAe],
    [0], 1
];
var DeleteExpressGatewayServiceResponse$ = [3, n0, _DEGSRe,
    0,
    [_ser],
    [[() => ECSExpressGatewayService$, 0]]
];
var DeleteGatewayRequest$ = [3, n0, _DGR,
    0,
    [_g],
    [0], 1
];
var DeleteGatewayResponse$ = [3, n0, _DGRe,
    0,
    [_gA, _n, _st],
    [0, 0, 0]
];
var DeleteServiceRequest$ = [3, n0, _DSR,
    0,
    [_ser, _cl, _fo],
    [0, 0, 2], 1
];
var DeleteServiceResponse$ = [3, n0, _DSRe,
    0,
    [_ser],
    [() => Service$]
];
var DeleteTaskDefinitionsRequest$ = [3, n0, _DTDR,
    0,
    [_tDa],
    [64 | 0], 1
];
var DeleteTaskDefinitionsResponse$ = [3, n0, _DTDRe,
    0,
    [_tDa, _fa],
    [[() => TaskDefinitionList, 0], () => Failures]
];
var DeleteTaskSetRequest$ = [3, n0, _DTSR,
    0,
    [_cl, _ser, _tS, _fo],
    [0, 0, 0, 2], 3
];
var DeleteTaskSetResponse$ = [3, n0, _DTSRe,
    0,
    [_tS],
    [() => TaskSet$]
];
var Deployment$ = [3, n0, _D,
    0,
    [_i, _st, _tD, _dCe, _pCe, _rCu, _fT, _cAr, _uA, _cPS, _lT, _pV, _pF, _nC, _rS, _rSR, _sCC, _sCR, _vCo, _fES, _vLC],
    [0, 0, 0, 1, 1, 1, 1, 4, 4, () => CapacityProviderStrategy, 0, 0, 0, () => NetworkConfiguration$, 0, 0, () => ServiceConnectConfiguration$, () => ServiceConnectServiceResourceList, () => ServiceVolumeConfigurations, () => DeploymentEphemeralStorage$, () => VpcLatticeConfigurations]
];
var DeploymentAlarms$ = [3, n0, _DA,
    0,
    [_aN, _rol, _enab],
    [64 | 0, 2, 2], 3
];
var DeploymentCircuitBreaker$ = [3, n0, _DCBe,
    0,
    [_enab, _rol, _rOHT, _tC],
    [2, 2, 2, () => ThresholdConfiguration$], 2
];
var DeploymentConfiguration$ = [3, n0, _DC,
    0,
    [_dCB, _mPa, _mHP, _al, _str, _bTIM, _lH, _lCi, _cC, _eSC],
    [() => DeploymentCircuitBreaker$, 1, 1, () => DeploymentAlarms$, 0, 1, () => DeploymentLifecycleHookList, () => LinearConfiguration$, () => CanaryConfiguration$, () => DeploymentEarlySuccessCriteria$]
];
var DeploymentController$ = [3, n0, _DCe,
    0,
    [_t],
    [0], 1
];
var DeploymentEarlySuccessCriteria$ = [3, n0, _DESC,
    0,
    [_enab, _hP, _sSRC],
    [2, 1, 0], 1
];
var DeploymentEphemeralStorage$ = [3, n0, _DES,
    0,
    [_kKI],
    [0]
];
var DeploymentLifecycleHook$ = [3, n0, _DLH,
    0,
    [_tT, _hTA, _rA, _lSi, _hD, _tCi],
    [0, 0, 0, 64 | 0, 15, () => DeploymentLifecycleHookTimeoutConfiguration$]
];
var DeploymentLifecycleHookDetail$ = [3, n0, _DLHD,
    0,
    [_hI, _tT, _tAa, _st, _eA, _tAi],
    [0, 0, 0, 0, 4, 0]
];
var DeploymentLifecycleHookTimeoutConfiguration$ = [3, n0, _DLHTC,
    0,
    [_tIM, _ac],
    [1, 0]
];
var DeregisterContainerInstanceRequest$ = [3, n0, _DCIR,
    0,
    [_cIo, _cl, _fo],
    [0, 0, 2], 1
];
var DeregisterContainerInstanceResponse$ = [3, n0, _DCIRe,
    0,
    [_cIo],
    [() => ContainerInstance$]
];
var DeregisterTaskDefinitionRequest$ = [3, n0, _DTDRer,
    0,
    [_tD],
    [0], 1
];
var DeregisterTaskDefinitionResponse$ = [3, n0, _DTDRere,
    0,
    [_tD],
    [[() => TaskDefinition$, 0]]
];
var DescribeCapacityProvidersRequest$ = [3, n0, _DCPRes,
    0,
    [_cPap, _cl, _inc, _mRa, _nT],
    [64 | 0, 0, 64 | 0, 1, 0]
];
var DescribeCapacityProvidersResponse$ = [3, n0, _DCPResc,
    0,
    [_cPap, _fa, _nT],
    [[() => CapacityProviders, 0], () => Failures, 0]
];
var DescribeClustersRequest$ = [3, n0, _DCRes,
    0,
    [_clu, _inc],
    [64 | 0, 64 | 0]
];
var DescribeClustersResponse$ = [3, n0, _DCResc,
    0,
    [_clu, _fa],
    [() => Clusters, () => Failures]
];
var DescribeContainerInstancesRequest$ = [3, n0, _DCIRes,
    0,
    [_cIon, _cl, _inc],
    [64 | 0, 0, 64 | 0], 1
];
var DescribeContainerInstancesResponse$ = [3, n0, _DCIResc,
    0,
    [_cIon, _fa],
    [() => ContainerInstances, () => Failures]
];
var DescribeDaemonDeploymentsRequest$ = [3, n0, _DDDR,
    0,
    [_dDAa],
    [64 | 0], 1
];
var DescribeDaemonDeploymentsResponse$ = [3, n0, _DDDRe,
    0,
    [_fa, _dD],
    [() => Failures, () => DaemonDeploymentList]
];
var DescribeDaemonRequest$ = [3, n0, _DDRes,
    0,
    [_dA],
    [0], 1
];
var DescribeDaemonResponse$ = [3, n0, _DDResc,
    0,
    [_da],
    [() => DaemonDetail$]
];
var DescribeDaemonRevisionsRequest$ = [3, n0, _DDRR,
    0,
    [_dRAa],
    [64 | 0], 1
];
var DescribeDaemonRevisionsResponse$ = [3, n0, _DDRRe,
    0,
    [_dR, _fa],
    [() => DaemonRevisions, () => Failures]
];
var DescribeDaemonTaskDefinitionRequest$ = [3, n0, _DDTDRes,
    0,
    [_dTD],
    [0], 1
];
var DescribeDaemonTaskDefinitionResponse$ = [3, n0, _DDTDResc,
    0,
    [_dTD],
    [[() => DaemonTaskDefinition$, 0]]
];
var DescribeExpressGatewayServiceRequest$ = [3, n0, _DEGSRes,
    0,
    [_sAe, _inc],
    [0, 64 | 0], 1
];
var DescribeExpressGatewayServiceResponse$ = [3, n0, _DEGSResc,
    0,
    [_ser],
    [[() => ECSExpressGatewayService$, 0]]
];
var DescribeGatewayAlbConfiguration$ = [3, n0, _DGAC,
    0,
    [_nC, _sch, _aL, _wACLA, _po, _pr, _mAC, _cAC, _hDt, _tTR],
    [() => GatewayElbNetworkConfiguration$, 0, () => GatewayElbAccessLogConfiguration$, 0, 1, 0, 1, 1, 0, () => GatewayAlbTestTrafficRules$]
];
var DescribeGatewayRequest$ = [3, n0, _DGRes,
    0,
    [_g],
    [0], 1
];
var DescribeGatewayResourcesRequest$ = [3, n0, _DGRR,
    0,
    [_g, _mRa, _nT],
    [0, 1, 0], 1
];
var DescribeGatewayResourcesResponse$ = [3, n0, _DGRRe,
    0,
    [_gR, _nT],
    [() => GatewayResources$, 0]
];
var DescribeGatewayResponse$ = [3, n0, _DGResc,
    0,
    [_g],
    [() => Gateway$]
];
var DescribeGatewayRouteRequest$ = [3, n0, _DGRRes,
    0,
    [_gRA],
    [0], 1
];
var DescribeGatewayRouteResponse$ = [3, n0, _DGRResc,
    0,
    [_gRa],
    [() => GatewayRoute$]
];
var DescribeServiceDeploymentsRequest$ = [3, n0, _DSDR,
    0,
    [_sDAe],
    [64 | 0], 1
];
var DescribeServiceDeploymentsResponse$ = [3, n0, _DSDRe,
    0,
    [_sD, _fa],
    [() => ServiceDeployments, () => Failures]
];
var DescribeServiceRevisionsRequest$ = [3, n0, _DSRR,
    0,
    [_sRA],
    [64 | 0], 1
];
var DescribeServiceRevisionsResponse$ = [3, n0, _DSRRe,
    0,
    [_sRer, _fa],
    [() => ServiceRevisions, () => Failures]
];
var DescribeServicesRequest$ = [3, n0, _DSRes,
    0,
    [_serv, _cl, _inc],
    [64 | 0, 0, 64 | 0], 1
];
var DescribeServicesResponse$ = [3, n0, _DSResc,
    0,
    [_serv, _fa],
    [() => Services, () => Failures]
];
var DescribeTaskDefinitionRequest$ = [3, n0, _DTDRes,
    0,
    [_tD, _inc],
    [0, 64 | 0], 1
];
var DescribeTaskDefinitionResponse$ = [3, n0, _DTDResc,
    0,
    [_tD, _ta],
    [[() => TaskDefinition$, 0], () => Tags]
];
var DescribeTaskSetsRequest$ = [3, n0, _DTSRes,
    0,
    [_cl, _ser, _tSa, _inc],
    [0, 0, 64 | 0, 64 | 0], 2
];
var DescribeTaskSetsResponse$ = [3, n0, _DTSResc,
    0,
    [_tSa, _fa],
    [() => TaskSets, () => Failures]
];
var DescribeTasksRequest$ = [3, n0, _DTR,
    0,
    [_tas, _cl, _inc],
    [64 | 0, 0, 64 | 0], 1
];
var DescribeTasksResponse$ = [3, n0, _DTRe,
    0,
    [_tas, _fa],
    [[() => Tasks, 0], () => Failures]
];
var Device$ = [3, n0, _De,
    0,
    [_hPo, _cPo, _pe],
    [0, 0, 64 | 0], 1
];
var DisassociateGatewayFromClusterRequest$ = [3, n0, _DGFCR,
    0,
    [_g, _cl],
    [0, 0], 2
];
var DisassociateGatewayFromClusterResponse$ = [3, n0, _DGFCRi,
    0,
    [_gA, _cA, _st],
    [0, 0, 0]
];
var DiscoverPollEndpointRequest$ = [3, n0, _DPER,
    0,
    [_cIo, _cl],
    [0, 0]
];
var DiscoverPollEndpointResponse$ = [3, n0, _DPERi,
    0,
    [_end, _tE, _sCE],
    [0, 0, 0]
];
var DockerVolumeConfiguration$ = [3, n0, _DVC,
    0,
    [_sco, _au, _dr, _dOr, _la],
    [0, 2, 0, 128 | 0, 128 | 0]
];
var EBSTagSpecification$ = [3, n0, _EBSTS,
    0,
    [_rT, _ta, _pTr],
    [0, () => Tags, 0], 1
];
var ECSExpressGatewayService$ = [3, n0, _ECSEGS,
    0,
    [_cl, _sN, _sAe, _iRA, _st, _cDu, _aCc, _ta, _cAr, _uA],
    [0, 0, 0, 0, () => ExpressGatewayServiceStatus$, 0, [() => ExpressGatewayServiceConfigurations, 0], () => Tags, 4, 4]
];
var ECSManagedResources$ = [3, n0, _ECSMR,
    0,
    [_iP, _aSu, _mAe, _sSG, _lG, _gCa],
    [() => ManagedIngressPaths, () => ManagedAutoScaling$, () => ManagedMetricAlarms, () => ManagedSecurityGroups, () => ManagedLogGroups, () => GatewayConnectionList]
];
var EFSAuthorizationConfig$ = [3, n0, _EFSAC,
    0,
    [_aPIc, _ia],
    [0, 0]
];
var EFSVolumeConfiguration$ = [3, n0, _EFSVC,
    0,
    [_fSI, _rD, _tEr, _tEP, _aCu],
    [0, 0, 0, 1, () => EFSAuthorizationConfig$], 1
];
var ElbGatewayResources$ = [3, n0, _EGR,
    0,
    [_lBA, _lA, _sGe, _gRAa],
    [0, 0, 0, 64 | 0]
];
var EnvironmentFile$ = [3, n0, _EF,
    0,
    [_v, _t],
    [0, 0], 2
];
var EphemeralStorage$ = [3, n0, _ES,
    0,
    [_sIGB],
    [1], 1
];
var ExecuteCommandConfiguration$ = [3, n0, _ECC,
    0,
    [_kKI, _lo, _lC],
    [0, 0, () => ExecuteCommandLogConfiguration$]
];
var ExecuteCommandLogConfiguration$ = [3, n0, _ECLC,
    0,
    [_cWLGN, _cWEE, _sBN, _sEE, _sKP],
    [0, 2, 0, 2, 0]
];
var ExecuteCommandRequest$ = [3, n0, _ECR,
    0,
    [_com, _in, _task, _cl, _cont],
    [0, 2, 0, 0, 0], 3
];
var ExecuteCommandResponse$ = [3, n0, _ECRx,
    0,
    [_cA, _cAo, _cNo, _in, _ses, _tA],
    [0, 0, 0, 2, [() => Session$, 0], 0]
];
var ExpressGatewayContainer$ = [3, n0, _EGC,
    0,
    [_im, _cPon, _aLC, _rC, _com, _en, _sec],
    [0, 1, () => ExpressGatewayServiceAwsLogsConfiguration$, () => ExpressGatewayRepositoryCredentials$, 64 | 0, [() => EnvironmentVariables, 0], () => SecretList], 1
];
var ExpressGatewayRepositoryCredentials$ = [3, n0, _EGRC,
    0,
    [_cPr],
    [0]
];
var ExpressGatewayScalingTarget$ = [3, n0, _EGST,
    0,
    [_mTC, _mTCa, _aSM, _aSTV],
    [1, 1, 0, 1]
];
var ExpressGatewayServiceAwsLogsConfiguration$ = [3, n0, _EGSALC,
    0,
    [_lGo, _lSP],
    [0, 0], 2
];
var ExpressGatewayServiceConfiguration$ = [3, n0, _EGSC,
    0,
    [_sRAe, _eRA, _tRA, _tDA, _cp, _me, _cAp, _nC, _hCP, _pC, _sTc, _iP, _cAr],
    [0, 0, 0, 0, 0, 0, 0, () => ExpressGatewayServiceNetworkConfiguration$, 0, [() => ExpressGatewayContainer$, 0], () => ExpressGatewayScalingTarget$, () => IngressPathSummaries, 4]
];
var ExpressGatewayServiceNetworkConfiguration$ = [3, n0, _EGSNC,
    0,
    [_sG, _su],
    [64 | 0, 64 | 0]
];
var ExpressGatewayServiceStatus$ = [3, n0, _EGSS,
    0,
    [_sCt, _sR],
    [0, 0]
];
var Failure$ = [3, n0, _F,
    0,
    [_ar, _r, _det],
    [0, 0, 0]
];
var FirelensConfiguration$ = [3, n0, _FC,
    0,
    [_t, _o],
    [0, 128 | 0], 1
];
var FSxWindowsFileServerAuthorizationConfig$ = [3, n0, _FSWFSAC,
    0,
    [_cPr, _do],
    [0, 0], 2
];
var FSxWindowsFileServerVolumeConfiguration$ = [3, n0, _FSWFSVC,
    0,
    [_fSI, _rD, _aCu],
    [0, 0, () => FSxWindowsFileServerAuthorizationConfig$], 3
];
var Gateway$ = [3, n0, _G,
    0,
    [_gA, _n, _st, _sR, _fa, _iRA, _dP, _co, _aT, _pTr, _ta, _cAr, _uA],
    [0, 0, 0, 0, () => GatewayResourceFailureList, 0, 2, () => DescribeGatewayConfiguration$, 0, 0, () => Tags, 4, 4]
];
var GatewayAlbTestTrafficRules$ = [3, n0, _GATTR,
    0,
    [_he],
    [() => GatewayTestTrafficHeader$]
];
var GatewayClusterAssociationSummary$ = [3, n0, _GCAS,
    0,
    [_gA, _cA, _st],
    [0, 0, 0]
];
var GatewayConnection$ = [3, n0, _GC,
    0,
    [_gA, _gRA, _pN, _sU, _aT, _st, _res],
    [0, 0, 0, 0, 0, 0, () => GatewayConnectionResources$]
];
var GatewayConnectionAlbResources$ = [3, n0, _GCAR,
    0,
    [_aCA, _lBA, _lBSGA, _lA, _lRA, _tLRA, _tGA, _aTGA],
    [0, 0, 64 | 0, 0, 0, 0, 0, 0]
];
var GatewayConnector$ = [3, n0, _GCa,
    0,
    [_pN, _hC, _fi],
    [0, () => GatewayConnectorHealthCheck$, () => GatewayConnectorFilters$], 1
];
var GatewayConnectorFilters$ = [3, n0, _GCF,
    0,
    [_aTc],
    [64 | 0]
];
var GatewayConnectorHealthCheck$ = [3, n0, _GCHC,
    0,
    [_hCPe, _hCPea, _hCP, _hCTS, _hCIS, _hTC, _uTC, _mat],
    [0, 1, 0, 1, 1, 1, 1, () => GatewayConnectorHealthCheckMatcher$]
];
var GatewayConnectorHealthCheckMatcher$ = [3, n0, _GCHCM,
    0,
    [_hCt, _gCr],
    [0, 0]
];
var GatewayElbAccessLogConfiguration$ = [3, n0, _GEALC,
    0,
    [_des],
    [() => GatewayElbAccessLogDestination$]
];
var GatewayElbAccessLogS3Destination$ = [3, n0, _GEALSD,
    0,
    [_bu, _pre],
    [0, 0], 1
];
var GatewayElbNetworkConfiguration$ = [3, n0, _GENC,
    0,
    [_iSG, _su, _iAT],
    [0, 64 | 0, 0]
];
var GatewayOperationError$ = [3, n0, _GOE,
    0,
    [_op, _cod, _m],
    [0, 0, 0]
];
var GatewayResourceFailure$ = [3, n0, _GRF,
    0,
    [_ar, _er],
    [0, () => GatewayOperationErrorList]
];
var GatewayResources$ = [3, n0, _GR,
    0,
    [_gA, _res],
    [0, () => GatewayInfrastructureResources$]
];
var GatewayRoute$ = [3, n0, _GRa,
    0,
    [_gRA, _sAe, _sCPN, _st, _sU, _res],
    [0, 0, 0, 0, 0, () => GatewayRouteResources$]
];
var GatewayRouteAlbResources$ = [3, n0, _GRAR,
    0,
    [_aCA, _lBA, _lA, _lRA, _tLRAe, _lBSG, _sSGA],
    [0, 0, 0, 0, 64 | 0, () => GatewayRouteLoadBalancerSecurityGroupList, 0]
];
var GatewayRouteLoadBalancerSecurityGroup$ = [3, n0, _GRLBSG,
    0,
    [_ar, _rAu],
    [0, 64 | 0]
];
var GatewayRouteSummary$ = [3, n0, _GRS,
    0,
    [_gRA, _gA, _cA, _sAe, _sCPN, _st],
    [0, 0, 0, 0, 0, 0]
];
var GatewaySummary$ = [3, n0, _GS,
    0,
    [_gA, _n, _st, _cAr],
    [0, 0, 0, 4]
];
var GatewayTestTrafficHeader$ = [3, n0, _GTTH,
    0,
    [_n, _va],
    [0, 64 | 0], 2
];
var GetTaskProtectionRequest$ = [3, n0, _GTPR,
    0,
    [_cl, _tas],
    [0, 64 | 0], 1
];
var GetTaskProtectionResponse$ = [3, n0, _GTPRe,
    0,
    [_pTro, _fa],
    [() => ProtectedTasks, () => Failures]
];
var GpuDevice$ = [3, n0, _GD,
    0,
    [_gIp, _sM, _tMIMB, _rMIMB, _cCo],
    [0, 0, 1, 1, 1]
];
var HealthCheck$ = [3, n0, _HC,
    0,
    [_com, _int, _ti, _ret, _sP],
    [64 | 0, 1, 1, 1, 1], 1
];
var HostEntry$ = [3, n0, _HE,
    0,
    [_h, _iA],
    [0, 0], 2
];
var HostSharedAlbConfiguration$ = [3, n0, _HSAC,
    0,
    [_nC, _sch, _wACLA, _aL, _po, _pr, _mAC, _hDt, _tTR],
    [() => GatewayElbNetworkConfiguration$, 0, 0, () => GatewayElbAccessLogConfiguration$, 1, 0, 1, 0, () => GatewayAlbTestTrafficRules$]
];
var HostVolumeProperties$ = [3, n0, _HVP,
    0,
    [_sPo],
    [0]
];
var InferenceAccelerator$ = [3, n0, _IA,
    0,
    [_dNe, _dT],
    [0, 0], 2
];
var InferenceAcceleratorOverride$ = [3, n0, _IAO,
    0,
    [_dNe, _dT],
    [0, 0]
];
var InfrastructureOptimization$ = [3, n0, _IO,
    0,
    [_sIA],
    [1]
];
var IngressPathSummary$ = [3, n0, _IPS,
    0,
    [_aT, _end],
    [0, 0], 2
];
var InstanceHealthCheckResult$ = [3, n0, _IHCR,
    0,
    [_t, _st, _sR, _lU, _lSC],
    [0, 0, 0, 4, 4]
];
var InstanceLaunchTemplate$ = [3, n0, _ILT,
    0,
    [_eIPA, _nC, _sCto, _lSCo, _mo, _cOT, _iMTP, _iR, _fE, _cRa],
    [0, () => ManagedInstancesNetworkConfiguration$, () => ManagedInstancesStorageConfiguration$, () => ManagedInstancesLocalStorageConfiguration$, 0, 0, 2, [() => InstanceRequirementsRequest$, 0], 2, () => CapacityReservationRequest$], 2
];
var InstanceLaunchTemplateUpdate$ = [3, n0, _ILTU,
    0,
    [_eIPA, _nC, _sCto, _iMTP, _lSCo, _mo, _iR, _cRa],
    [0, () => ManagedInstancesNetworkConfiguration$, () => ManagedInstancesStorageConfiguration$, 2, () => ManagedInstancesLocalStorageConfiguration$, 0, [() => InstanceRequirementsRequest$, 0], () => CapacityReservationRequest$]
];
var InstanceRequirementsRequest$ = [3, n0, _IRR,
    0,
    [_vCC, _mMB, _cM, _mGBPVC, _eIT, _iG, _sMPPOLP, _oDMPPOLP, _bM, _bP, _rHS, _nIC, _lSo, _lST, _tLSGB, _bEBM, _aTcc, _aCcc, _aM, _aNc, _aTMMB, _nBG, _aIT, _mSPAPOOODP],
    [() => VCpuCountRangeRequest$, () => MemoryMiBRequest$, [() => CpuManufacturerSet, { [_xN]: _CM }], () => MemoryGiBPerVCpuRequest$, [() => ExcludedInstanceTypeSet, { [_xN]: _EIT }], [() => InstanceGenerationSet, { [_xN]: _IG }], 1, 1, 0, 0, 2, () => NetworkInterfaceCountRequest$, 0, [() => LocalStorageTypeSet, { [_xN]: _LST }], () => TotalLocalStorageGBRequest$, () => BaselineEbsBandwidthMbpsRequest$, [() => AcceleratorTypeSet, { [_xN]: _AT }], () => AcceleratorCountRequest$, [() => AcceleratorManufacturerSet, { [_xN]: _AM }], [() => AcceleratorNameSet, { [_xN]: _AN }], () => AcceleratorTotalMemoryMiBRequest$, () => NetworkBandwidthGbpsRequest$, [() => AllowedInstanceTypeSet, { [_xN]: _AIT }], 1], 2
];
var KernelCapabilities$ = [3, n0, _KC,
    0,
    [_ad, _dro],
    [64 | 0, 64 | 0]
];
var KeyValuePair$ = [3, n0, _KVP,
    0,
    [_n, _v],
    [0, 0]
];
var LinearConfiguration$ = [3, n0, _LC,
    0,
    [_sPt, _sBTIM],
    [1, 1]
];
var LinuxParameters$ = [3, n0, _LP,
    0,
    [_ca, _de, _iPE, _sMS, _tm, _mSa, _sw],
    [() => KernelCapabilities$, () => DevicesList, 2, 1, () => TmpfsList, 1, 1]
];
var ListAccountSettingsRequest$ = [3, n0, _LASR,
    0,
    [_n, _v, _pA, _eS, _nT, _mRa],
    [0, 0, 0, 2, 0, 1]
];
var ListAccountSettingsResponse$ = [3, n0, _LASRi,
    0,
    [_set, _nT],
    [() => Settings, 0]
];
var ListAttributesRequest$ = [3, n0, _LAR,
    0,
    [_tT, _cl, _aNt, _aV, _nT, _mRa],
    [0, 0, 0, 0, 0, 1], 1
];
var ListAttributesResponse$ = [3, n0, _LARi,
    0,
    [_at, _nT],
    [() => Attributes, 0]
];
var ListClustersRequest$ = [3, n0, _LCR,
    0,
    [_nT, _mRa],
    [0, 1]
];
var ListClustersResponse$ = [3, n0, _LCRi,
    0,
    [_cAl, _nT],
    [64 | 0, 0]
];
var ListContainerInstancesRequest$ = [3, n0, _LCIR,
    0,
    [_cl, _fil, _nT, _mRa, _st],
    [0, 0, 0, 1, 0]
];
var ListContainerInstancesResponse$ = [3, n0, _LCIRi,
    0,
    [_cIAo, _nT],
    [64 | 0, 0]
];
var ListDaemonDeploymentsRequest$ = [3, n0, _LDDR,
    0,
    [_dA, _st, _cAr, _mRa, _nT],
    [0, 64 | 0, () => CreatedAt$, 1, 0], 1
];
var ListDaemonDeploymentsResponse$ = [3, n0, _LDDRi,
    0,
    [_nT, _dD],
    [0, () => DaemonDeploymentSummaryList]
];
var ListDaemonsRequest$ = [3, n0, _LDR,
    0,
    [_cA, _cPAa, _mRa, _nT],
    [0, 64 | 0, 1, 0]
];
var ListDaemonsResponse$ = [3, n0, _LDRi,
    0,
    [_dSL, _nT],
    [() => DaemonSummariesList, 0]
];
var ListDaemonTaskDefinitionsRequest$ = [3, n0, _LDTDR,
    0,
    [_fP, _f, _re, _st, _so, _nT, _mRa],
    [0, 0, 0, 0, 0, 0, 1]
];
var ListDaemonTaskDefinitionsResponse$ = [3, n0, _LDTDRi,
    0,
    [_dTDa, _nT],
    [() => DaemonTaskDefinitionSummaries, 0]
];
var ListGatewayClusterAssociationsRequest$ = [3, n0, _LGCAR,
    0,
    [_g, _cl, _st, _mRa, _nT],
    [0, 0, 64 | 0, 1, 0]
];
var ListGatewayClusterAssociationsResponse$ = [3, n0, _LGCARi,
    0,
    [_gCA, _nT],
    [() => GatewayClusterAssociationSummaryList, 0]
];
var ListGatewayRoutesRequest$ = [3, n0, _LGRR,
    0,
    [_g, _cl, _ser, _sCPN, _st, _mRa, _nT],
    [0, 0, 0, 0, 64 | 0, 1, 0]
];
var ListGatewayRoutesResponse$ = [3, n0, _LGRRi,
    0,
    [_gRat, _nT],
    [() => GatewayRouteSummaryList, 0]
];
var ListGatewaysRequest$ = [3, n0, _LGR,
    0,
    [_nam, _st, _mRa, _nT],
    [64 | 0, 64 | 0, 1, 0]
];
var ListGatewaysResponse$ = [3, n0, _LGRi,
    0,
    [_ga, _nT],
    [() => GatewaySummaryList, 0]
];
var ListServiceDeploymentsRequest$ = [3, n0, _LSDR,
    0,
    [_ser, _cl, _st, _cAr, _nT, _mRa],
    [0, 0, 64 | 0, () => CreatedAt$, 0, 1], 1
];
var ListServiceDeploymentsResponse$ = [3, n0, _LSDRi,
    0,
    [_sD, _nT],
    [() => ServiceDeploymentsBrief, 0]
];
var ListServicesByNamespaceRequest$ = [3, n0, _LSBNR,
    0,
    [_na, _nT, _mRa],
    [0, 0, 1], 1
];
var ListServicesByNamespaceResponse$ = [3, n0, _LSBNRi,
    0,
    [_sAer, _nT],
    [64 | 0, 0]
];
var ListServicesRequest$ = [3, n0, _LSR,
    0,
    [_cl, _nT, _mRa, _lT, _sS, _rMT],
    [0, 0, 1, 0, 0, 0]
];
var ListServicesResponse$ = [3, n0, _LSRi,
    0,
    [_sAer, _nT],
    [64 | 0, 0]
];
var ListTagsForResourceRequest$ = [3, n0, _LTFRR,
    0,
    [_rAes],
    [0], 1
];
var ListTagsForResourceResponse$ = [3, n0, _LTFRRi,
    0,
    [_ta],
    [() => Tags]
];
var ListTaskDefinitionFamiliesRequest$ = [3, n0, _LTDFR,
    0,
    [_fP, _st, _nT, _mRa],
    [0, 0, 0, 1]
];
var ListTaskDefinitionFamiliesResponse$ = [3, n0, _LTDFRi,
    0,
    [_fam, _nT],
    [64 | 0, 0]
];
var ListTaskDefinitionsRequest$ = [3, n0, _LTDR,
    0,
    [_fP, _st, _so, _nT, _mRa],
    [0, 0, 0, 0, 1]
];
var ListTaskDefinitionsResponse$ = [3, n0, _LTDRi,
    0,
    [_tDAa, _nT],
    [64 | 0, 0]
];
var ListTasksRequest$ = [3, n0, _LTR,
    0,
    [_cl, _cIo, _f, _nT, _mRa, _sB, _sN, _dSe, _lT, _dNa],
    [0, 0, 0, 0, 1, 0, 0, 0, 0, 0]
];
var ListTasksResponse$ = [3, n0, _LTRi,
    0,
    [_tAas, _nT],
    [64 | 0, 0]
];
var LoadBalancer$ = [3, n0, _LB,
    0,
    [_tGA, _lBN, _cNo, _cPon, _aCd],
    [0, 0, 0, 1, () => AdvancedConfiguration$]
];
var LogConfiguration$ = [3, n0, _LCo,
    0,
    [_lD, _o, _sO],
    [0, 128 | 0, () => SecretList], 1
];
var LogDriverVolumeConfiguration$ = [3, n0, _LDVC,
    0,
    [_dr],
    [0], 1
];
var ManagedAgent$ = [3, n0, _MA,
    0,
    [_lSA, _n, _r, _lS],
    [4, 0, 0, 0]
];
var ManagedAgentStateChange$ = [3, n0, _MASC,
    0,
    [_cNo, _mAN, _st, _r],
    [0, 0, 0, 0], 3
];
var ManagedApplicationAutoScalingPolicy$ = [3, n0, _MAASP,
    0,
    [_st, _uA, _pTo, _tV, _met, _ar, _sR],
    [0, 4, 0, 1, 0, 0, 0], 5
];
var ManagedAutoScaling$ = [3, n0, _MAS,
    0,
    [_sTca, _aASP],
    [() => ManagedScalableTarget$, () => ManagedApplicationAutoScalingPolicies]
];
var ManagedCertificate$ = [3, n0, _MC,
    0,
    [_st, _uA, _dNo, _ar, _sR],
    [0, 4, 0, 0, 0], 3
];
var ManagedIngressPath$ = [3, n0, _MIP,
    0,
    [_aT, _end, _lBo, _lBSG, _ce, _li, _ru, _tG],
    [0, 0, () => ManagedLoadBalancer$, () => ManagedSecurityGroups, () => ManagedCertificate$, () => ManagedListener$, () => ManagedListenerRule$, () => ManagedTargetGroups], 2
];
var ManagedInstancesLocalStorageConfiguration$ = [3, n0, _MILSC,
    0,
    [_uLS],
    [2]
];
var ManagedInstancesNetworkConfiguration$ = [3, n0, _MINC,
    0,
    [_su, _sG],
    [64 | 0, 64 | 0]
];
var ManagedInstancesProvider$ = [3, n0, _MIPa,
    0,
    [_iRA, _iLT, _pTr, _iO, _aRC],
    [0, [() => InstanceLaunchTemplate$, 0], 0, () => InfrastructureOptimization$, () => AutoRepairConfiguration$]
];
var ManagedInstancesStorageConfiguration$ = [3, n0, _MISC,
    0,
    [_sSGB],
    [1]
];
var ManagedListener$ = [3, n0, _ML,
    0,
    [_st, _uA, _ar, _sR],
    [0, 4, 0, 0], 2
];
var ManagedListenerRule$ = [3, n0, _MLR,
    0,
    [_st, _uA, _ar, _sR],
    [0, 4, 0, 0], 2
];
var ManagedLoadBalancer$ = [3, n0, _MLB,
    0,
    [_st, _uA, _sch, _ar, _sR, _sI, _sGI],
    [0, 4, 0, 0, 0, 64 | 0, 64 | 0], 3
];
var ManagedLogGroup$ = [3, n0, _MLG,
    0,
    [_st, _uA, _lGN, _ar, _sR],
    [0, 4, 0, 0, 0], 3
];
var ManagedMetricAlarm$ = [3, n0, _MMA,
    0,
    [_st, _uA, _ar, _sR],
    [0, 4, 0, 0], 2
];
var ManagedScalableTarget$ = [3, n0, _MST,
    0,
    [_st, _uA, _mC, _mCa, _ar, _sR],
    [0, 4, 1, 1, 0, 0], 4
];
var ManagedScaling$ = [3, n0, _MS,
    0,
    [_st, _tCa, _mSSS, _mSSSa, _iWP],
    [0, 1, 1, 1, 1]
];
var ManagedSecurityGroup$ = [3, n0, _MSG,
    0,
    [_st, _uA, _ar, _sR],
    [0, 4, 0, 0], 2
];
var ManagedStorageConfiguration$ = [3, n0, _MSC,
    0,
    [_kKI, _fESKKI],
    [0, 0]
];
var ManagedTargetGroup$ = [3, n0, _MTG,
    0,
    [_st, _uA, _hCP, _hCPea, _po, _ar, _sR],
    [0, 4, 0, 1, 1, 0, 0], 5
];
var MemoryGiBPerVCpuRequest$ = [3, n0, _MGBPVCR,
    0,
    [_mi, _ma],
    [1, 1]
];
var MemoryMiBRequest$ = [3, n0, _MMBR,
    0,
    [_mi, _ma],
    [1, 1], 1
];
var MetricConfiguration$ = [3, n0, _MCe,
    0,
    [_mN, _rSe],
    [64 | 0, 1], 2
];
var MonitoringConfiguration$ = [3, n0, _MCo,
    0,
    [_mCe],
    [() => MetricConfigurationList]
];
var MountPoint$ = [3, n0, _MP,
    0,
    [_sV, _cPo, _rO],
    [0, 0, 2]
];
var NetworkBandwidthGbpsRequest$ = [3, n0, _NBGR,
    0,
    [_mi, _ma],
    [1, 1]
];
var NetworkBinding$ = [3, n0, _NB,
    0,
    [_bIP, _cPon, _hPos, _pr, _cPR, _hPR],
    [0, 1, 1, 0, 0, 0]
];
var NetworkConfiguration$ = [3, n0, _NC,
    0,
    [_aCw],
    [() => AwsVpcConfiguration$]
];
var NetworkInterface$ = [3, n0, _NI,
    0,
    [_aI, _pIA, _iAp],
    [0, 0, 0]
];
var NetworkInterfaceCountRequest$ = [3, n0, _NICR,
    0,
    [_mi, _ma],
    [1, 1]
];
var NvidiaMpsAllocation$ = [3, n0, _NMA,
    0,
    [_me, _mCP],
    [1, 1], 1
];
var PlacementConstraint$ = [3, n0, _PC,
    0,
    [_t, _ex],
    [0, 0]
];
var PlacementStrategy$ = [3, n0, _PS,
    0,
    [_t, _fie],
    [0, 0]
];
var PlatformDevice$ = [3, n0, _PD,
    0,
    [_i, _t],
    [0, 0], 2
];
var PortMapping$ = [3, n0, _PM,
    0,
    [_cPon, _hPos, _pr, _n, _aP, _cPR],
    [1, 1, 0, 0, 0, 0]
];
var ProtectedTask$ = [3, n0, _PT,
    0,
    [_tA, _pE, _eD],
    [0, 2, 4]
];
var ProxyConfiguration$ = [3, n0, _PCr,
    0,
    [_cNo, _t, _pro],
    [0, 0, () => ProxyConfigurationProperties], 1
];
var PutAccountSettingDefaultRequest$ = [3, n0, _PASDR,
    0,
    [_n, _v],
    [0, 0], 2
];
var PutAccountSettingDefaultResponse$ = [3, n0, _PASDRu,
    0,
    [_sett],
    [() => Setting$]
];
var PutAccountSettingRequest$ = [3, n0, _PASR,
    0,
    [_n, _v, _pA],
    [0, 0, 0], 2
];
var PutAccountSettingResponse$ = [3, n0, _PASRu,
    0,
    [_sett],
    [() => Setting$]
];
var PutAttributesRequest$ = [3, n0, _PAR,
    0,
    [_at, _cl],
    [() => Attributes, 0], 1
];
var PutAttributesResponse$ = [3, n0, _PARu,
    0,
    [_at],
    [() => Attributes]
];
var PutClusterCapacityProvidersRequest$ = [3, n0, _PCCPR,
    0,
    [_cl, _cPap, _dCPS],
    [0, 64 | 0, () => CapacityProviderStrategy], 3
];
var PutClusterCapacityProvidersResponse$ = [3, n0, _PCCPRu,
    0,
    [_cl],
    [() => Cluster$]
];
var RegisterContainerInstanceRequest$ = [3, n0, _RCIR,
    0,
    [_cl, _iID, _iIDS, _tR, _vI, _cIA, _at, _pD, _ta],
    [0, 0, 0, () => Resources, () => VersionInfo$, 0, () => Attributes, () => PlatformDevices, () => Tags]
];
var RegisterContainerInstanceResponse$ = [3, n0, _RCIRe,
    0,
    [_cIo],
    [() => ContainerInstance$]
];
var RegisterDaemonTaskDefinitionRequest$ = [3, n0, _RDTDR,
    0,
    [_f, _cD, _tRA, _eRA, _cp, _me, _vo, _ta, _pMi, _iM],
    [0, [() => DaemonContainerDefinitionList, 0], 0, 0, 0, 0, () => DaemonVolumeList, () => Tags, 0, 0], 2
];
var RegisterDaemonTaskDefinitionResponse$ = [3, n0, _RDTDRe,
    0,
    [_dTDA],
    [0]
];
var RegisterTaskDefinitionRequest$ = [3, n0, _RTDR,
    0,
    [_f, _cD, _tRA, _eRA, _nM, _vo, _pCl, _rCe, _cp, _me, _ta, _pMi, _iM, _pCr, _iAn, _eSp, _rPu, _eFI],
    [0, [() => ContainerDefinitions, 0], 0, 0, 0, () => VolumeList, () => TaskDefinitionPlacementConstraints, 64 | 0, 0, 0, () => Tags, 0, 0, () => ProxyConfiguration$, () => InferenceAccelerators, () => EphemeralStorage$, () => RuntimePlatform$, 2], 2
];
var RegisterTaskDefinitionResponse$ = [3, n0, _RTDRe,
    0,
    [_tD, _ta],
    [[() => TaskDefinition$, 0], () => Tags]
];
var RepositoryCredentials$ = [3, n0, _RC,
    8,
    [_cPr],
    [0], 1
];
var ResolvedConfiguration$ = [3, n0, _RCe,
    0,
    [_lB, _vLC],
    [() => ServiceRevisionLoadBalancers, () => ServiceRevisionVpcLatticeConfigurations]
];
var Resource$ = [3, n0, _R,
    0,
    [_n, _t, _dV, _lV, _iV, _sSV],
    [0, 0, 1, 1, 1, 64 | 0]
];
var ResourceRequirement$ = [3, n0, _RR,
    0,
    [_t, _v, _sSh],
    [0, 0, () => SharingStrategy$], 1
];
var Rollback$ = [3, n0, _Ro,
    0,
    [_r, _sA, _sRAe],
    [0, 4, 0]
];
var RunTaskRequest$ = [3, n0, _RTR,
    0,
    [_tD, _cPS, _cl, _cou, _eECSMT, _eEC, _gr, _lT, _nC, _ov, _pCl, _pS, _pV, _pTr, _rIe, _sB, _ta, _cT, _vCo],
    [0, () => CapacityProviderStrategy, 0, 1, 2, 2, 0, 0, () => NetworkConfiguration$, [() => TaskOverride$, 0], () => PlacementConstraints, () => PlacementStrategies, 0, 0, 0, 0, () => Tags, [0, 4], () => TaskVolumeConfigurations], 1
];
var RunTaskResponse$ = [3, n0, _RTRu,
    0,
    [_tas, _fa],
    [[() => Tasks, 0], () => Failures]
];
var RuntimePlatform$ = [3, n0, _RP,
    0,
    [_cAp, _oSF],
    [0, 0]
];
var RuntimePlatformOverride$ = [3, n0, _RPO,
    0,
    [_cAp],
    [0]
];
var S3FilesVolumeConfiguration$ = [3, n0, _SFVC,
    0,
    [_fSA, _rD, _tEP, _aPA],
    [0, 0, 1, 0], 1
];
var Scale$ = [3, n0, _S,
    0,
    [_v, _un],
    [1, 0]
];
var Secret$ = [3, n0, _Se,
    0,
    [_n, _vFa],
    [0, 0], 2
];
var Service$ = [3, n0, _Ser,
    0,
    [_sAe, _sN, _cA, _lB, _sRe, _st, _dCe, _rCu, _pCe, _lT, _cPS, _pV, _pF, _tD, _dC, _tSa, _dep, _rA, _ev, _cAr, _cSD, _cSR, _pCl, _pS, _nC, _hCGPS, _sS, _dCep, _ta, _cBr, _eECSMT, _pTr, _eEC, _aZR, _rMT],
    [0, 0, 0, () => LoadBalancers, () => ServiceRegistries, 0, 1, 1, 1, 0, () => CapacityProviderStrategy, 0, 0, 0, () => DeploymentConfiguration$, () => TaskSets, () => Deployments, 0, () => ServiceEvents, 4, 0, () => ServiceCurrentRevisionSummaryList, () => PlacementConstraints, () => PlacementStrategies, () => NetworkConfiguration$, 1, 0, () => DeploymentController$, () => Tags, 0, 2, 0, 2, 0, 0]
];
var ServiceConnectAccessLogConfiguration$ = [3, n0, _SCALC,
    0,
    [_for, _iQP],
    [0, 0], 1
];
var ServiceConnectClientAlias$ = [3, n0, _SCCA,
    0,
    [_po, _dNn, _tTR],
    [1, 0, () => ServiceConnectTestTrafficRules$], 1
];
var ServiceConnectConfiguration$ = [3, n0, _SCC,
    0,
    [_ena, _na, _serv, _lC, _aLCc, _cCon],
    [2, 0, () => ServiceConnectServiceList, () => LogConfiguration$, () => ServiceConnectAccessLogConfiguration$, () => ServiceConnectContainerConfigurations], 1
];
var ServiceConnectService$ = [3, n0, _SCS,
    0,
    [_pN, _dNi, _cAli, _iPO, _ti, _tl],
    [0, 0, () => ServiceConnectClientAliasList, 1, () => TimeoutConfiguration$, () => ServiceConnectTlsConfiguration$], 1
];
var ServiceConnectServiceResource$ = [3, n0, _SCSR,
    0,
    [_dNi, _dAi],
    [0, 0]
];
var ServiceConnectTestTrafficHeaderMatchRules$ = [3, n0, _SCTTHMR,
    0,
    [_exa],
    [0], 1
];
var ServiceConnectTestTrafficHeaderRules$ = [3, n0, _SCTTHR,
    0,
    [_n, _v],
    [0, () => ServiceConnectTestTrafficHeaderMatchRules$], 1
];
var ServiceConnectTestTrafficRules$ = [3, n0, _SCTTR,
    0,
    [_he],
    [() => ServiceConnectTestTrafficHeaderRules$], 1
];
var ServiceConnectTlsCertificateAuthority$ = [3, n0, _SCTCA,
    0,
    [_aPAA],
    [0]
];
var ServiceConnectTlsConfiguration$ = [3, n0, _SCTC,
    0,
    [_iCA, _kK, _rA],
    [() => ServiceConnectTlsCertificateAuthority$, 0, 0], 1
];
var ServiceCurrentRevisionSummary$ = [3, n0, _SCRS,
    0,
    [_ar, _rTCe, _rTCu, _pTCe],
    [0, 1, 1, 1]
];
var ServiceDeployment$ = [3, n0, _SD,
    0,
    [_sDA, _sAe, _cA, _cAr, _sA, _fA, _sAt, _uA, _sSR, _tSR, _st, _sR, _lSif, _lHD, _dC, _rol, _dCB, _al],
    [0, 0, 0, 4, 4, 4, 4, 4, () => ServiceRevisionsSummaryList, () => ServiceRevisionSummary$, 0, 0, 0, () => DeploymentLifecycleHookDetailList, () => DeploymentConfiguration$, () => Rollback$, () => ServiceDeploymentCircuitBreaker$, () => ServiceDeploymentAlarms$]
];
var ServiceDeploymentAlarms$ = [3, n0, _SDA,
    0,
    [_st, _aN, _tAN],
    [0, 64 | 0, 64 | 0]
];
var ServiceDeploymentBrief$ = [3, n0, _SDB,
    0,
    [_sDA, _sAe, _cA, _sA, _cAr, _fA, _tSRA, _st, _sR],
    [0, 0, 0, 4, 4, 4, 0, 0, 0]
];
var ServiceDeploymentCircuitBreaker$ = [3, n0, _SDCB,
    0,
    [_st, _fCa, _th],
    [0, 1, 1]
];
var ServiceEvent$ = [3, n0, _SEe,
    0,
    [_i, _cAr, _m],
    [0, 4, 0]
];
var ServiceManagedEBSVolumeConfiguration$ = [3, n0, _SMEBSVC,
    0,
    [_rA, _enc, _kKI, _vT, _sIGB, _sIn, _vIR, _io, _thr, _tSag, _fTi],
    [0, 2, 0, 0, 1, 0, 1, 1, 1, () => EBSTagSpecifications, 0], 1
];
var ServiceRegistry$ = [3, n0, _SR,
    0,
    [_rAeg, _po, _cNo, _cPon],
    [0, 1, 0, 1]
];
var ServiceRevision$ = [3, n0, _SRe,
    0,
    [_sRAe, _sAe, _cA, _tD, _cPS, _lT, _pV, _pF, _lB, _sRe, _nC, _cI, _gDE, _sCC, _vCo, _fES, _cAr, _vLC, _rCes, _eMR, _ov, _gC, _mo],
    [0, 0, 0, 0, () => CapacityProviderStrategy, 0, 0, 0, () => LoadBalancers, () => ServiceRegistries, () => NetworkConfiguration$, () => ContainerImages, 2, () => ServiceConnectConfiguration$, () => ServiceVolumeConfigurations, () => DeploymentEphemeralStorage$, 4, () => VpcLatticeConfigurations, () => ResolvedConfiguration$, () => ECSManagedResources$, () => ServiceRevisionOverrides$, () => GatewayConnectorList, () => MonitoringConfiguration$]
];
var ServiceRevisionLoadBalancer$ = [3, n0, _SRLB,
    0,
    [_tGA, _pLR],
    [0, 0]
];
var ServiceRevisionOverrides$ = [3, n0, _SRO,
    0,
    [_rPu],
    [() => RuntimePlatformOverride$]
];
var ServiceRevisionSummary$ = [3, n0, _SRS,
    0,
    [_ar, _rTCe, _rTCu, _pTCe, _rTTW, _rPTW],
    [0, 1, 1, 1, 1, 1]
];
var ServiceRevisionVpcLatticeConfiguration$ = [3, n0, _SRVLC,
    0,
    [_tGA, _pLR],
    [0, 0]
];
var ServiceVolumeConfiguration$ = [3, n0, _SVC,
    0,
    [_n, _mEBSV],
    [0, () => ServiceManagedEBSVolumeConfiguration$], 1
];
var Session$ = [3, n0, _Ses,
    0,
    [_sIe, _sUt, _tVo],
    [0, 0, [() => SensitiveString, 0]]
];
var Setting$ = [3, n0, _Set,
    0,
    [_n, _v, _pA, _t],
    [0, 0, 0, 0]
];
var StartTaskRequest$ = [3, n0, _STR,
    0,
    [_cIon, _tD, _cl, _eECSMT, _eEC, _gr, _nC, _ov, _pTr, _rIe, _sB, _ta, _vCo],
    [64 | 0, 0, 0, 2, 2, 0, () => NetworkConfiguration$, [() => TaskOverride$, 0], 0, 0, 0, () => Tags, () => TaskVolumeConfigurations], 2
];
var StartTaskResponse$ = [3, n0, _STRt,
    0,
    [_tas, _fa],
    [[() => Tasks, 0], () => Failures]
];
var StopServiceDeploymentRequest$ = [3, n0, _SSDR,
    0,
    [_sDA, _sTto],
    [0, 0], 1
];
var StopServiceDeploymentResponse$ = [3, n0, _SSDRt,
    0,
    [_sDA],
    [0]
];
var StopTaskRequest$ = [3, n0, _STRto,
    0,
    [_task, _cl, _r],
    [0, 0, 0], 1
];
var StopTaskResponse$ = [3, n0, _STRtop,
    0,
    [_task],
    [[() => Task$, 0]]
];
var SubmitAttachmentStateChangesRequest$ = [3, n0, _SASCR,
    0,
    [_a, _cl],
    [() => AttachmentStateChanges, 0], 1
];
var SubmitAttachmentStateChangesResponse$ = [3, n0, _SASCRu,
    0,
    [_ack],
    [0]
];
var SubmitContainerStateChangeRequest$ = [3, n0, _SCSCR,
    0,
    [_cl, _task, _cNo, _rIu, _st, _eC, _r, _nB],
    [0, 0, 0, 0, 0, 1, 0, () => NetworkBindings]
];
var SubmitContainerStateChangeResponse$ = [3, n0, _SCSCRu,
    0,
    [_ack],
    [0]
];
var SubmitTaskStateChangeRequest$ = [3, n0, _STSCR,
    0,
    [_cl, _task, _st, _r, _conta, _a, _mA, _pSA, _pSAu, _eSA],
    [0, 0, 0, 0, () => ContainerStateChanges, () => AttachmentStateChanges, () => ManagedAgentStateChanges, 4, 4, 4]
];
var SubmitTaskStateChangeResponse$ = [3, n0, _STSCRu,
    0,
    [_ack],
    [0]
];
var SystemControl$ = [3, n0, _SC,
    0,
    [_na, _v],
    [0, 0]
];
var Tag$ = [3, n0, _T,
    0,
    [_k, _v],
    [0, 0]
];
var TagResourceRequest$ = [3, n0, _TRR,
    0,
    [_rAes, _ta],
    [0, () => Tags], 2
];
var TagResourceResponse$ = [3, n0, _TRRa,
    0,
    [],
    []
];
var Task$ = [3, n0, _Ta,
    0,
    [_a, _at, _aZ, _cPN, _cA, _conn, _cAon, _cIA, _conta, _cp, _cAr, _dSe, _eEC, _eSA, _gr, _hS, _iAn, _lS, _lT, _me, _ov, _pV, _pF, _pSA, _pSAu, _sA, _sB, _sCtop, _sAt, _sRt, _sAto, _ta, _tA, _tDA, _ve, _eSp, _fES],
    [() => Attachments, () => Attributes, 0, 0, 0, 0, 4, 0, () => Containers, 0, 4, 0, 2, 4, 0, 0, () => InferenceAccelerators, 0, 0, 0, [() => TaskOverride$, 0], 0, 0, 4, 4, 4, 0, 0, 4, 0, 4, () => Tags, 0, 0, 1, () => EphemeralStorage$, () => TaskEphemeralStorage$]
];
var TaskDefinition$ = [3, n0, _TD,
    0,
    [_tDA, _cD, _f, _tRA, _eRA, _nM, _re, _vo, _st, _rAeq, _pCl, _comp, _rPu, _rCe, _cp, _me, _iAn, _pMi, _iM, _pCr, _rAe, _dAer, _dRAe, _rB, _eSp, _eFI],
    [0, [() => ContainerDefinitions, 0], 0, 0, 0, 0, 1, () => VolumeList, 0, () => RequiresAttributes, () => TaskDefinitionPlacementConstraints, 64 | 0, () => RuntimePlatform$, 64 | 0, 0, 0, () => InferenceAccelerators, 0, 0, () => ProxyConfiguration$, 4, 4, 4, 0, () => EphemeralStorage$, 2]
];
var TaskDefinitionPlacementConstraint$ = [3, n0, _TDPC,
    0,
    [_t, _ex],
    [0, 0]
];
var TaskEphemeralStorage$ = [3, n0, _TES,
    0,
    [_sIGB, _kKI],
    [1, 0]
];
var TaskManagedEBSVolumeConfiguration$ = [3, n0, _TMEBSVC,
    0,
    [_rA, _enc, _kKI, _vT, _sIGB, _sIn, _vIR, _io, _thr, _tSag, _tP, _fTi],
    [0, 2, 0, 0, 1, 0, 1, 1, 1, () => EBSTagSpecifications, () => TaskManagedEBSVolumeTerminationPolicy$, 0], 1
];
var TaskManagedEBSVolumeTerminationPolicy$ = [3, n0, _TMEBSVTP,
    0,
    [_dOT],
    [2], 1
];
var TaskOverride$ = [3, n0, _TO,
    0,
    [_cO, _cp, _iAO, _eRA, _me, _tRA, _eSp],
    [[() => ContainerOverrides, 0], 0, () => InferenceAcceleratorOverrides, 0, 0, 0, () => EphemeralStorage$]
];
var TaskSet$ = [3, n0, _TS,
    0,
    [_i, _tSA, _sAe, _cA, _sB, _eI, _st, _tD, _cDC, _pCe, _rCu, _cAr, _uA, _lT, _cPS, _pV, _pF, _nC, _lB, _sRe, _sc, _sSt, _sSA, _ta, _fES],
    [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 4, 4, 0, () => CapacityProviderStrategy, 0, 0, () => NetworkConfiguration$, () => LoadBalancers, () => ServiceRegistries, () => Scale$, 0, 4, () => Tags, () => DeploymentEphemeralStorage$]
];
var TaskVolumeConfiguration$ = [3, n0, _TVC,
    0,
    [_n, _mEBSV],
    [0, () => TaskManagedEBSVolumeConfiguration$], 1
];
var ThresholdConfiguration$ = [3, n0, _TC,
    0,
    [_t, _v],
    [0, 1], 2
];
var TimeoutConfiguration$ = [3, n0, _TCi,
    0,
    [_iTS, _pRTS],
    [1, 1]
];
var Tmpfs$ = [3, n0, _Tm,
    0,
    [_cPo, _si, _mO],
    [0, 1, 64 | 0], 2
];
var TotalLocalStorageGBRequest$ = [3, n0, _TLSGBR,
    0,
    [_mi, _ma],
    [1, 1]
];
var Ulimit$ = [3, n0, _U,
    0,
    [_n, _sL, _hL],
    [0, 1, 1], 3
];
var UntagResourceRequest$ = [3, n0, _URR,
    0,
    [_rAes, _tK],
    [0, 64 | 0], 2
];
var UntagResourceResponse$ = [3, n0, _URRn,
    0,
    [],
    []
];
var UpdateCapacityProviderRequest$ = [3, n0, _UCPR,
    0,
    [_n, _cl, _aSGP, _mIP],
    [0, 0, () => AutoScalingGroupProviderUpdate$, [() => UpdateManagedInstancesProviderConfiguration$, 0]], 1
];
var UpdateCapacityProviderResponse$ = [3, n0, _UCPRp,
    0,
    [_cPa],
    [[() => CapacityProvider$, 0]]
];
var UpdateClusterRequest$ = [3, n0, _UCR,
    0,
    [_cl, _set, _co, _sCD],
    [0, () => ClusterSettings, () => ClusterConfiguration$, () => ClusterServiceConnectDefaultsRequest$], 1
];
var UpdateClusterResponse$ = [3, n0, _UCRp,
    0,
    [_cl],
    [() => Cluster$]
];
var UpdateClusterSettingsRequest$ = [3, n0, _UCSR,
    0,
    [_cl, _set],
    [0, () => ClusterSettings], 2
];
var UpdateClusterSettingsResponse$ = [3, n0, _UCSRp,
    0,
    [_cl],
    [() => Cluster$]
];
var UpdateContainerAgentRequest$ = [3, n0, _UCAR,
    0,
    [_cIo, _cl],
    [0, 0], 1
];
var UpdateContainerAgentResponse$ = [3, n0, _UCARp,
    0,
    [_cIo],
    [() => ContainerInstance$]
];
var UpdateContainerInstancesStateRequest$ = [3, n0, _UCISR,
    0,
    [_cIon, _st, _cl],
    [64 | 0, 0, 0], 2
];
var UpdateContainerInstancesStateResponse$ = [3, n0, _UCISRp,
    0,
    [_cIon, _fa],
    [() => ContainerInstances, () => Failures]
];
var UpdateDaemonRequest$ = [3, n0, _UDR,
    0,
    [_dA, _dTDA, _cPAa, _dC, _pTr, _eECSMT, _eEC, _cr],
    [0, 0, 64 | 0, () => DaemonDeploymentConfiguration$, 0, 2, 2, 2], 3
];
var UpdateDaemonResponse$ = [3, n0, _UDRp,
    0,
    [_dA, _st, _cAr, _uA, _dAe],
    [0, 0, 4, 4, 0]
];
var UpdatedExpressGatewayService$ = [3, n0, _UEGS,
    0,
    [_sAe, _cl, _sN, _st, _tCar, _cAr, _uA],
    [0, 0, 0, () => ExpressGatewayServiceStatus$, [() => ExpressGatewayServiceConfiguration$, 0], 4, 4]
];
var UpdateExpressGatewayServiceRequest$ = [3, n0, _UEGSR,
    0,
    [_sAe, _eRA, _hCP, _pC, _tRA, _nC, _cp, _me, _cAp, _sTc, _tDA],
    [0, 0, 0, [() => ExpressGatewayContainer$, 0], 0, () => ExpressGatewayServiceNetworkConfiguration$, 0, 0, 0, () => ExpressGatewayScalingTarget$, 0], 1
];
var UpdateExpressGatewayServiceResponse$ = [3, n0, _UEGSRp,
    0,
    [_ser],
    [[() => UpdatedExpressGatewayService$, 0]]
];
var UpdateGatewayAlbConfiguration$ = [3, n0, _UGAC,
    0,
    [_nC, _mAC, _wACLA, _aL, _hDt, _tTR],
    [() => UpdateGatewayNetworkConfiguration$, 1, 0, () => GatewayElbAccessLogConfiguration$, 0, () => GatewayAlbTestTrafficRules$]
];
var UpdateGatewayNetworkConfiguration$ = [3, n0, _UGNC,
    0,
    [_iSG],
    [0]
];
var UpdateGatewayRequest$ = [3, n0, _UGR,
    0,
    [_g, _iRA, _dP, _co, _pTr],
    [0, 0, 2, () => UpdateGatewayConfiguration$, 0], 1
];
var UpdateGatewayResponse$ = [3, n0, _UGRp,
    0,
    [_gA, _n, _st],
    [0, 0, 0]
];
var UpdateManagedInstancesProviderConfiguration$ = [3, n0, _UMIPC,
    0,
    [_iRA, _iLT, _pTr, _iO, _aRC],
    [0, [() => InstanceLaunchTemplateUpdate$, 0], 0, () => InfrastructureOptimization$, () => AutoRepairConfiguration$], 2
];
var UpdateServicePrimaryTaskSetRequest$ = [3, n0, _USPTSR,
    0,
    [_cl, _ser, _pTS],
    [0, 0, 0], 3
];
var UpdateServicePrimaryTaskSetResponse$ = [3, n0, _USPTSRp,
    0,
    [_tS],
    [() => TaskSet$]
];
var UpdateServiceRequest$ = [3, n0, _USR,
    0,
    [_ser, _cl, _dCe, _tD, _cPS, _dC, _aZR, _nC, _pCl, _pS, _pV, _fND, _hCGPS, _dCep, _eEC, _eECSMT, _lB, _pTr, _sRe, _sCC, _vCo, _vLC, _gC, _mo],
    [0, 0, 1, 0, () => CapacityProviderStrategy, () => DeploymentConfiguration$, 0, () => NetworkConfiguration$, () => PlacementConstraints, () => PlacementStrategies, 0, 2, 1, () => DeploymentController$, 2, 2, () => LoadBalancers, 0, () => ServiceRegistries, () => ServiceConnectConfiguration$, () => ServiceVolumeConfigurations, () => VpcLatticeConfigurations, () => GatewayConnectorList, () => MonitoringConfiguration$], 1
];
var UpdateServiceResponse$ = [3, n0, _USRp,
    0,
    [_ser],
    [() => Service$]
];
var UpdateTaskProtectionRequest$ = [3, n0, _UTPR,
    0,
    [_cl, _tas, _pE, _eIM],
    [0, 64 | 0, 2, 1], 3
];
var UpdateTaskProtectionResponse$ = [3, n0, _UTPRp,
    0,
    [_pTro, _fa],
    [() => ProtectedTasks, () => Failures]
];
var UpdateTaskSetRequest$ = [3, n0, _UTSR,
    0,
    [_cl, _ser, _tS, _sc],
    [0, 0, 0, () => Scale$], 4
];
var UpdateTaskSetResponse$ = [3, n0, _UTSRp,
    0,
    [_tS],
    [() => TaskSet$]
];
var VCpuCountRangeRequest$ = [3, n0, _VCCRR,
    0,
    [_mi, _ma],
    [1, 1], 1
];
var VersionInfo$ = [3, n0, _VI,
    0,
    [_aVg, _aH, _dVo],
    [0, 0, 0]
];
var Volume$ = [3, n0, _V,
    0,
    [_n, _ho, _dVC, _eVC, _sVC, _fWFSVC, _cAL],
    [0, () => HostVolumeProperties$, () => DockerVolumeConfiguration$, () => EFSVolumeConfiguration$, () => S3FilesVolumeConfiguration$, () => FSxWindowsFileServerVolumeConfiguration$, 2]
];
var VolumeFrom$ = [3, n0, _VF,
    0,
    [_sCo, _rO],
    [0, 2]
];
var VpcLatticeAdvancedConfiguration$ = [3, n0, _VLAC,
    0,
    [_aTGA, _pLR, _tLR],
    [0, 0, 0]
];
var VpcLatticeConfiguration$ = [3, n0, _VLC,
    0,
    [_rA, _tGA, _pN, _aCd],
    [0, 0, 0, () => VpcLatticeAdvancedConfiguration$], 3
];
var AcceleratorManufacturerSet = [1, n0, _AMS,
    0, [0,
        { [_xN]: _it }]
];
var AcceleratorNameSet = [1, n0, _ANS,
    0, [0,
        { [_xN]: _it }]
];
var AcceleratorTypeSet = [1, n0, _ATS,
    0, [0,
        { [_xN]: _it }]
];
var AllowedInstanceTypeSet = [1, n0, _AITS,
    0, [0,
        { [_xN]: _it }]
];
var AttachmentDetails = [1, n0, _AD,
    0, () => KeyValuePair$
];
var Attachments = [1, n0, _Att,
    0, () => Attachment$
];
var AttachmentStateChanges = [1, n0, _ASCt,
    0, () => AttachmentStateChange$
];
var Attributes = [1, n0, _Attr,
    0, () => Attribute$
];
var CapacityProviders = [1, n0, _CPa,
    0, [() => CapacityProvider$,
        0]
];
var CapacityProviderStrategy = [1, n0, _CPS,
    0, () => CapacityProviderStrategyItem$
];
var Clusters = [1, n0, _Cl,
    0, () => Cluster$
];
var ClusterSettings = [1, n0, _CSl,
    0, () => ClusterSetting$
];
var ContainerDefinitions = [1, n0, _CDon,
    0, [() => ContainerDefinition$,
        0]
];
var ContainerDependencies = [1, n0, _CDont,
    0, () => ContainerDependency$
];
var ContainerImages = [1, n0, _CIon,
    0, () => ContainerImage$
];
var ContainerInstances = [1, n0, _CIont,
    0, () => ContainerInstance$
];
var ContainerOverrides = [1, n0, _COo,
    0, [() => ContainerOverride$,
        0]
];
var Containers = [1, n0, _Con,
    0, () => Container$
];
var ContainerStateChanges = [1, n0, _CSCo,
    0, () => ContainerStateChange$
];
var CpuManufacturerSet = [1, n0, _CMS,
    0, [0,
        { [_xN]: _it }]
];
var DaemonCapacityProviderList = [1, n0, _DCPL,
    0, () => DaemonCapacityProvider$
];
var DaemonContainerDefinitionList = [1, n0, _DCDL,
    0, [() => DaemonContainerDefinition$,
        0]
];
var DaemonContainerImages = [1, n0, _DCIa,
    0, () => DaemonContainerImage$
];
var DaemonDeploymentCapacityProviderList = [1, n0, _DDCPL,
    0, () => DaemonDeploymentCapacityProvider$
];
var DaemonDeploymentList = [1, n0, _DDL,
    0, () => DaemonDeployment$
];
var DaemonDeploymentRevisionDetailList = [1, n0, _DDRDL,
    0, () => DaemonDeploymentRevisionDetail$
];
var DaemonDeploymentSummaryList = [1, n0, _DDSL,
    0, () => DaemonDeploymentSummary$
];
var DaemonRevisionDetailList = [1, n0, _DRDL,
    0, () => DaemonRevisionDetail$
];
var DaemonRevisions = [1, n0, _DRae,
    0, () => DaemonRevision$
];
var DaemonSummariesList = [1, n0, _DSL,
    0, () => DaemonSummary$
];
var DaemonTaskDefinitionSummaries = [1, n0, _DTDSa,
    0, () => DaemonTaskDefinitionSummary$
];
var DaemonVolumeList = [1, n0, _DVL,
    0, () => DaemonVolume$
];
var DeploymentLifecycleHookDetailList = [1, n0, _DLHDL,
    0, () => DeploymentLifecycleHookDetail$
];
var DeploymentLifecycleHookList = [1, n0, _DLHL,
    0, () => DeploymentLifecycleHook$
];
var Deployments = [1, n0, _Dep,
    0, () => Deployment$
];
var DevicesList = [1, n0, _DL,
    0, () => Device$
];
var EBSTagSpecifications = [1, n0, _EBSTSa,
    0, () => EBSTagSpecification$
];
var ElbGatewayResourcesList = [1, n0, _EGRL,
    0, () => ElbGatewayResources$
];
var EnvironmentFiles = [1, n0, _EFn,
    0, () => EnvironmentFile$
];
var EnvironmentVariables = [1, n0, _EV,
    8, () => KeyValuePair$
];
var ExcludedInstanceTypeSet = [1, n0, _EITS,
    0, [0,
        { [_xN]: _it }]
];
var ExpressGatewayServiceConfigurations = [1, n0, _EGSCx,
    0, [() => ExpressGatewayServiceConfiguration$,
        0]
];
var Failures = [1, n0, _Fa,
    0, () => Failure$
];
var GatewayClusterAssociationSummaryList = [1, n0, _GCASL,
    0, () => GatewayClusterAssociationSummary$
];
var GatewayConnectionAlbResourcesList = [1, n0, _GCARL,
    0, () => GatewayConnectionAlbResources$
];
var GatewayConnectionList = [1, n0, _GCL,
    0, () => GatewayConnection$
];
var GatewayConnectorList = [1, n0, _GCLa,
    0, () => GatewayConnector$
];
var GatewayOperationErrorList = [1, n0, _GOEL,
    0, () => GatewayOperationError$
];
var GatewayResourceFailureList = [1, n0, _GRFL,
    0, () => GatewayResourceFailure$
];
var GatewayRouteAlbResourcesList = [1, n0, _GRARL,
    0, () => GatewayRouteAlbResources$
];
var GatewayRouteLoadBalancerSecurityGroupList = [1, n0, _GRLBSGL,
    0, () => GatewayRouteLoadBalancerSecurityGroup$
];
var GatewayRouteSummaryList = [1, n0, _GRSL,
    0, () => GatewayRouteSummary$
];
var GatewaySummaryList = [1, n0, _GSL,
    0, () => GatewaySummary$
];
var GpuDevices = [1, n0, _GDp,
    0, () => GpuDevice$
];
var HostEntryList = [1, n0, _HEL,
    0, () => HostEntry$
];
var InferenceAcceleratorOverrides = [1, n0, _IAOn,
    0, () => InferenceAcceleratorOverride$
];
var InferenceAccelerators = [1, n0, _IAn,
    0, () => InferenceAccelerator$
];
var IngressPathSummaries = [1, n0, _IPSn,
    0, () => IngressPathSummary$
];
var InstanceGenerationSet = [1, n0, _IGS,
    0, [0,
        { [_xN]: _it }]
];
var InstanceHealthCheckResultList = [1, n0, _IHCRL,
    0, () => InstanceHealthCheckResult$
];
var LoadBalancers = [1, n0, _LBo,
    0, () => LoadBalancer$
];
var LocalStorageTypeSet = [1, n0, _LSTS,
    0, [0,
        { [_xN]: _it }]
];
var ManagedAgents = [1, n0, _MAa,
    0, () => ManagedAgent$
];
var ManagedAgentStateChanges = [1, n0, _MASCa,
    0, () => ManagedAgentStateChange$
];
var ManagedApplicationAutoScalingPolicies = [1, n0, _MAASPa,
    0, () => ManagedApplicationAutoScalingPolicy$
];
var ManagedIngressPaths = [1, n0, _MIPan,
    0, () => ManagedIngressPath$
];
var ManagedLogGroups = [1, n0, _MLGa,
    0, () => ManagedLogGroup$
];
var ManagedMetricAlarms = [1, n0, _MMAa,
    0, () => ManagedMetricAlarm$
];
var ManagedSecurityGroups = [1, n0, _MSGa,
    0, () => ManagedSecurityGroup$
];
var ManagedTargetGroups = [1, n0, _MTGa,
    0, () => ManagedTargetGroup$
];
var MetricConfigurationList = [1, n0, _MCL,
    0, () => MetricConfiguration$
];
var MountPointList = [1, n0, _MPL,
    0, () => MountPoint$
];
var NetworkBindings = [1, n0, _NBe,
    0, () => NetworkBinding$
];
var NetworkInterfaces = [1, n0, _NIe,
    0, () => NetworkInterface$
];
var PlacementConstraints = [1, n0, _PCl,
    0, () => PlacementConstraint$
];
var PlacementStrategies = [1, n0, _PSl,
    0, () => PlacementStrategy$
];
var PlatformDevices = [1, n0, _PDl,
    0, () => PlatformDevice$
];
var PortMappingList = [1, n0, _PML,
    0, () => PortMapping$
];
var ProtectedTasks = [1, n0, _PTr,
    0, () => ProtectedTask$
];
var ProxyConfigurationProperties = [1, n0, _PCP,
    0, () => KeyValuePair$
];
var RequiresAttributes = [1, n0, _RA,
    0, () => Attribute$
];
var ResourceRequirements = [1, n0, _RRe,
    0, () => ResourceRequirement$
];
var Resources = [1, n0, _Re,
    0, () => Resource$
];
var SecretList = [1, n0, _SL,
    0, () => Secret$
];
var ServiceConnectClientAliasList = [1, n0, _SCCAL,
    0, () => ServiceConnectClientAlias$
];
var ServiceConnectContainerConfigurations = [1, n0, _SCCC,
    0, () => ServiceConnectContainerConfiguration$
];
var ServiceConnectServiceList = [1, n0, _SCSL,
    0, () => ServiceConnectService$
];
var ServiceConnectServiceResourceList = [1, n0, _SCSRL,
    0, () => ServiceConnectServiceResource$
];
var ServiceCurrentRevisionSummaryList = [1, n0, _SCRSL,
    0, () => ServiceCurrentRevisionSummary$
];
var ServiceDeployments = [1, n0, _SDe,
    0, () => ServiceDeployment$
];
var ServiceDeploymentsBrief = [1, n0, _SDBe,
    0, () => ServiceDeploymentBrief$
];
var ServiceEvents = [1, n0, _SEer,
    0, () => ServiceEvent$
];
var ServiceRegistries = [1, n0, _SRer,
    0, () => ServiceRegistry$
];
var ServiceRevisionLoadBalancers = [1, n0, _SRLBe,
    0, () => ServiceRevisionLoadBalancer$
];
var ServiceRevisions = [1, n0, _SRerv,
    0, () => ServiceRevision$
];
var ServiceRevisionsSummaryList = [1, n0, _SRSL,
    0, () => ServiceRevisionSummary$
];
var ServiceRevisionVpcLatticeConfigurations = [1, n0, _SRVLCe,
    0, () => ServiceRevisionVpcLatticeConfiguration$
];
var Services = [1, n0, _Serv,
    0, () => Service$
];
var ServiceVolumeConfigurations = [1, n0, _SVCe,
    0, () => ServiceVolumeConfiguration$
];
var Settings = [1, n0, _Sett,
    0, () => Setting$
];
var Statistics = [1, n0, _St,
    0, () => KeyValuePair$
];
var SystemControls = [1, n0, _SCy,
    0, () => SystemControl$
];
var Tags = [1, n0, _Tag,
    0, () => Tag$
];
var TaskDefinitionList = [1, n0, _TDL,
    0, [() => TaskDefinition$,
        0]
];
var TaskDefinitionPlacementConstraints = [1, n0, _TDPCa,
    0, () => TaskDefinitionPlacementConstraint$
];
var Tasks = [1, n0, _Tas,
    0, [() => Task$,
        0]
];
var TaskSets = [1, n0, _TSa,
    0, () => TaskSet$
];
var TaskVolumeConfigurations = [1, n0, _TVCa,
    0, () => TaskVolumeConfiguration$
];
var TmpfsList = [1, n0, _TL,
    0, () => Tmpfs$
];
var UlimitList = [1, n0, _UL,
    0, () => Ulimit$
];
var VolumeFromList = [1, n0, _VFL,
    0, () => VolumeFrom$
];
var VolumeList = [1, n0, _VL,
    0, () => Volume$
];
var VpcLatticeConfigurations = [1, n0, _VLCp,
    0, () => VpcLatticeConfiguration$
];
var DescribeGatewayConfiguration$ = [4, n0, _DGC,
    0,
    [_hSA],
    [() => DescribeGatewayAlbConfiguration$]
];
var GatewayConfiguration$ = [4, n0, _GCat,
    0,
    [_hSA],
    [() => HostSharedAlbConfiguration$]
];
var GatewayConnectionResources$ = [4, n0, _GCR,
    0,
    [_hSA],
    [() => GatewayConnectionAlbResourcesList]
];
var GatewayElbAccessLogDestination$ = [4, n0, _GEALD,
    0,
    [_s_],
    [() => GatewayElbAccessLogS3Destination$]
];
var GatewayInfrastructureResources$ = [4, n0, _GIR,
    0,
    [_hSA],
    [() => ElbGatewayResourcesList]
];
var GatewayRouteResources$ = [4, n0, _GRR,
    0,
    [_hSA],
    [() => GatewayRouteAlbResourcesList]
];
var ServiceConnectContainerConfiguration$ = [4, n0, _SCCCe,
    0,
    [_lL],
    [0]
];
var SharingStrategy$ = [4, n0, _SSh,
    0,
    [_nMv],
    [() => NvidiaMpsAllocation$]
];
var UpdateGatewayConfiguration$ = [4, n0, _UGC,
    0,
    [_hSA],
    [() => UpdateGatewayAlbConfiguration$]
];
var AssociateGatewayWithCluster$ = [9, n0, _AGWC,
    0, () => AssociateGatewayWithClusterRequest$, () => AssociateGatewayWithClusterResponse$
];
var ContinueServiceDeployment$ = [9, n0, _CSD,
    0, () => ContinueServiceDeploymentRequest$, () => ContinueServiceDeploymentResponse$
];
var CreateCapacityProvider$ = [9, n0, _CCP,
    2, () => CreateCapacityProviderRequest$, () => CreateCapacityProviderResponse$
];
var CreateCluster$ = [9, n0, _CCr,
    0, () => CreateClusterRequest$, () => CreateClusterResponse$
];
var CreateDaemon$ = [9, n0, _CDr,
    0, () => CreateDaemonRequest$, () => CreateDaemonResponse$
];
var CreateExpressGatewayService$ = [9, n0, _CEGS,
    0, () => CreateExpressGatewayServiceRequest$, () => CreateExpressGatewayServiceResponse$
];
var CreateGateway$ = [9, n0, _CG,
    0, () => CreateGatewayRequest$, () => CreateGatewayResponse$
];
var CreateService$ = [9, n0, _CSr,
    0, () => CreateServiceRequest$, () => CreateServiceResponse$
];
var CreateTaskSet$ = [9, n0, _CTS,
    0, () => CreateTaskSetRequest$, () => CreateTaskSetResponse$
];
var DeleteAccountSetting$ = [9, n0, _DAS,
    0, () => DeleteAccountSettingRequest$, () => DeleteAccountSettingResponse$
];
var DeleteAttributes$ = [9, n0, _DAe,
    0, () => DeleteAttributesRequest$, () => DeleteAttributesResponse$
];
var DeleteCapacityProvider$ = [9, n0, _DCPe,
    2, () => DeleteCapacityProviderRequest$, () => DeleteCapacityProviderResponse$
];
var DeleteCluster$ = [9, n0, _DCel,
    2, () => DeleteClusterRequest$, () => DeleteClusterResponse$
];
var DeleteDaemon$ = [9, n0, _DDe,
    2, () => DeleteDaemonRequest$, () => DeleteDaemonResponse$
];
var DeleteDaemonTaskDefinition$ = [9, n0, _DDTD,
    0, () => DeleteDaemonTaskDefinitionRequest$, () => DeleteDaemonTaskDefinitionResponse$
];
var DeleteExpressGatewayService$ = [9, n0, _DEGS,
    0, () => DeleteExpressGatewayServiceRequest$, () => DeleteExpressGatewayServiceResponse$
];
var DeleteGateway$ = [9, n0, _DG,
    0, () => DeleteGatewayRequest$, () => DeleteGatewayResponse$
];
var DeleteService$ = [9, n0, _DSe,
    2, () => DeleteServiceRequest$, () => DeleteServiceResponse$
];
var DeleteTaskDefinitions$ = [9, n0, _DTDe,
    0, () => DeleteTaskDefinitionsRequest$, () => DeleteTaskDefinitionsResponse$
];
var DeleteTaskSet$ = [9, n0, _DTS,
    2, () => DeleteTaskSetRequest$, () => DeleteTaskSetResponse$
];
var DeregisterContainerInstance$ = [9, n0, _DCIe,
    0, () => DeregisterContainerInstanceRequest$, () => DeregisterContainerInstanceResponse$
];
var DeregisterTaskDefinition$ = [9, n0, _DTDer,
    0, () => DeregisterTaskDefinitionRequest$, () => DeregisterTaskDefinitionResponse$
];
var DescribeCapacityProviders$ = [9, n0, _DCPes,
    0, () => DescribeCapacityProvidersRequest$, () => DescribeCapacityProvidersResponse$
];
var DescribeClusters$ = [9, n0, _DCes,
    0, () => DescribeClustersRequest$, () => DescribeClustersResponse$
];
var DescribeContainerInstances$ = [9, n0, _DCIes,
    0, () => DescribeContainerInstancesRequest$, () => DescribeContainerInstancesResponse$
];
var DescribeDaemon$ = [9, n0, _DDes,
    0, () => DescribeDaemonRequest$, () => DescribeDaemonResponse$
];
var DescribeDaemonDeployments$ = [9, n0, _DDD,
    0, () => DescribeDaemonDeploymentsRequest$, () => DescribeDaemonDeploymentsResponse$
];
var DescribeDaemonRevisions$ = [9, n0, _DDRescr,
    0, () => DescribeDaemonRevisionsRequest$, () => DescribeDaemonRevisionsResponse$
];
var DescribeDaemonTaskDefinition$ = [9, n0, _DDTDe,
    0, () => DescribeDaemonTaskDefinitionRequest$, () => DescribeDaemonTaskDefinitionResponse$
];
var DescribeExpressGatewayService$ = [9, n0, _DEGSe,
    0, () => DescribeExpressGatewayServiceRequest$, () => DescribeExpressGatewayServiceResponse$
];
var DescribeGateway$ = [9, n0, _DGe,
    0, () => DescribeGatewayRequest$, () => DescribeGatewayResponse$
];
var DescribeGatewayResources$ = [9, n0, _DGRescr,
    0, () => DescribeGatewayResourcesRequest$, () => DescribeGatewayResourcesResponse$
];
var DescribeGatewayRoute$ = [9, n0, _DGRescri,
    0, () => DescribeGatewayRouteRequest$, () => DescribeGatewayRouteResponse$
];
var DescribeServiceDeployments$ = [9, n0, _DSD,
    0, () => DescribeServiceDeploymentsRequest$, () => DescribeServiceDeploymentsResponse$
];
var DescribeServiceRevisions$ = [9, n0, _DSRescr,
    0, () => DescribeServiceRevisionsRequest$, () => DescribeServiceRevisionsResponse$
];
var DescribeServices$ = [9, n0, _DSes,
    0, () => DescribeServicesRequest$, () => DescribeServicesResponse$
];
var DescribeTaskDefinition$ = [9, n0, _DTDes,
    0, () => DescribeTaskDefinitionRequest$, () => DescribeTaskDefinitionResponse$
];
var DescribeTasks$ = [9, n0, _DT,
    0, () => DescribeTasksRequest$, () => DescribeTasksResponse$
];
var DescribeTaskSets$ = [9, n0, _DTSe,
    0, () => DescribeTaskSetsRequest$, () => DescribeTaskSetsResponse$
];
var DisassociateGatewayFromCluster$ = [9, n0, _DGFC,
    0, () => DisassociateGatewayFromClusterRequest$, () => DisassociateGatewayFromClusterResponse$
];
var DiscoverPollEndpoint$ = [9, n0, _DPE,
    0, () => DiscoverPollEndpointRequest$, () => DiscoverPollEndpointResponse$
];
var ExecuteCommand$ = [9, n0, _EC,
    0, () => ExecuteCommandRequest$, () => ExecuteCommandResponse$
];
var GetTaskProtection$ = [9, n0, _GTP,
    0, () => GetTaskProtectionRequest$, () => GetTaskProtectionResponse$
];
var ListAccountSettings$ = [9, n0, _LAS,
    0, () => ListAccountSettingsRequest$, () => ListAccountSettingsResponse$
];
var ListAttributes$ = [9, n0, _LA,
    0, () => ListAttributesRequest$, () => ListAttributesResponse$
];
var ListClusters$ = [9, n0, _LCi,
    0, () => ListClustersRequest$, () => ListClustersResponse$
];
var ListContainerInstances$ = [9, n0, _LCI,
    0, () => ListContainerInstancesRequest$, () => ListContainerInstancesResponse$
];
var ListDaemonDeployments$ = [9, n0, _LDD,
    0, () => ListDaemonDeploymentsRequest$, () => ListDaemonDeploymentsResponse$
];
var ListDaemons$ = [9, n0, _LD,
    0, () => ListDaemonsRequest$, () => ListDaemonsResponse$
];
var ListDaemonTaskDefinitions$ = [9, n0, _LDTD,
    0, () => ListDaemonTaskDefinitionsRequest$, () => ListDaemonTaskDefinitionsResponse$
];
var ListGatewayClusterAssociations$ = [9, n0, _LGCA,
    0, () => ListGatewayClusterAssociationsRequest$, () => ListGatewayClusterAssociationsResponse$
];
var ListGatewayRoutes$ = [9, n0, _LGRis,
    0, () => ListGatewayRoutesRequest$, () => ListGatewayRoutesResponse$
];
var ListGateways$ = [9, n0, _LG,
    0, () => ListGatewaysRequest$, () => ListGatewaysResponse$
];
var ListServiceDeployments$ = [9, n0, _LSD,
    0, () => ListServiceDeploymentsRequest$, () => ListServiceDeploymentsResponse$
];
var ListServices$ = [9, n0, _LS,
    0, () => ListServicesRequest$, () => ListServicesResponse$
];
var ListServicesByNamespace$ = [9, n0, _LSBN,
    0, () => ListServicesByNamespaceRequest$, () => ListServicesByNamespaceResponse$
];
var ListTagsForResource$ = [9, n0, _LTFR,
    0, () => ListTagsForResourceRequest$, () => ListTagsForResourceResponse$
];
var ListTaskDefinitionFamilies$ = [9, n0, _LTDF,
    0, () => ListTaskDefinitionFamiliesRequest$, () => ListTaskDefinitionFamiliesResponse$
];
var ListTaskDefinitions$ = [9, n0, _LTD,
    0, () => ListTaskDefinitionsRequest$, () => ListTaskDefinitionsResponse$
];
var ListTasks$ = [9, n0, _LT,
    0, () => ListTasksRequest$, () => ListTasksResponse$
];
var PutAccountSetting$ = [9, n0, _PAS,
    0, () => PutAccountSettingRequest$, () => PutAccountSettingResponse$
];
var PutAccountSettingDefault$ = [9, n0, _PASD,
    0, () => PutAccountSettingDefaultRequest$, () => PutAccountSettingDefaultResponse$
];
var PutAttributes$ = [9, n0, _PA,
    0, () => PutAttributesRequest$, () => PutAttributesResponse$
];
var PutClusterCapacityProviders$ = [9, n0, _PCCP,
    0, () => PutClusterCapacityProvidersRequest$, () => PutClusterCapacityProvidersResponse$
];
var RegisterContainerInstance$ = [9, n0, _RCI,
    0, () => RegisterContainerInstanceRequest$, () => RegisterContainerInstanceResponse$
];
var RegisterDaemonTaskDefinition$ = [9, n0, _RDTD,
    0, () => RegisterDaemonTaskDefinitionRequest$, () => RegisterDaemonTaskDefinitionResponse$
];
var RegisterTaskDefinition$ = [9, n0, _RTD,
    0, () => RegisterTaskDefinitionRequest$, () => RegisterTaskDefinitionResponse$
];
var RunTask$ = [9, n0, _RT,
    0, () => RunTaskRequest$, () => RunTaskResponse$
];
var StartTask$ = [9, n0, _ST,
    0, () => StartTaskRequest$, () => StartTaskResponse$
];
var StopServiceDeployment$ = [9, n0, _SSD,
    0, () => StopServiceDeploymentRequest$, () => StopServiceDeploymentResponse$
];
var StopTask$ = [9, n0, _STt,
    0, () => StopTaskRequest$, () => StopTaskResponse$
];
var SubmitAttachmentStateChanges$ = [9, n0, _SASC,
    0, () => SubmitAttachmentStateChangesRequest$, () => SubmitAttachmentStateChangesResponse$
];
var SubmitContainerStateChange$ = [9, n0, _SCSC,
    0, () => SubmitContainerStateChangeRequest$, () => SubmitContainerStateChangeResponse$
];
var SubmitTaskStateChange$ = [9, n0, _STSC,
    0, () => SubmitTaskStateChangeRequest$, () => SubmitTaskStateChangeResponse$
];
var TagResource$ = [9, n0, _TR,
    0, () => TagResourceRequest$, () => TagResourceResponse$
];
var UntagResource$ = [9, n0, _UR,
    0, () => UntagResourceRequest$, () => UntagResourceResponse$
];
var UpdateCapacityProvider$ = [9, n0, _UCP,
    0, () => UpdateCapacityProviderRequest$, () => UpdateCapacityProviderResponse$
];
var UpdateCluster$ = [9, n0, _UC,
    0, () => UpdateClusterRequest$, () => UpdateClusterResponse$
];
var UpdateClusterSettings$ = [9, n0, _UCS,
    0, () => UpdateClusterSettingsRequest$, () => UpdateClusterSettingsResponse$
];
var UpdateContainerAgent$ = [9, n0, _UCA,
    0, () => UpdateContainerAgentRequest$, () => UpdateContainerAgentResponse$
];
var UpdateContainerInstancesState$ = [9, n0, _UCIS,
    0, () => UpdateContainerInstancesStateRequest$, () => UpdateContainerInstancesStateResponse$
];
var UpdateDaemon$ = [9, n0, _UD,
    0, () => UpdateDaemonRequest$, () => UpdateDaemonResponse$
];
var UpdateExpressGatewayService$ = [9, n0, _UEGSp,
    0, () => UpdateExpressGatewayServiceRequest$, () => UpdateExpressGatewayServiceResponse$
];
var UpdateGateway$ = [9, n0, _UG,
    0, () => UpdateGatewayRequest$, () => UpdateGatewayResponse$
];
var UpdateService$ = [9, n0, _US,
    0, () => UpdateServiceRequest$, () => UpdateServiceResponse$
];
var UpdateServicePrimaryTaskSet$ = [9, n0, _USPTS,
    0, () => UpdateServicePrimaryTaskSetRequest$, () => UpdateServicePrimaryTaskSetResponse$
];
var UpdateTaskProtection$ = [9, n0, _UTP,
    0, () => UpdateTaskProtectionRequest$, () => UpdateTaskProtectionResponse$
];
var UpdateTaskSet$ = [9, n0, _UTS,
    0, () => UpdateTaskSetRequest$, () => UpdateTaskSetResponse$
];

const getRuntimeConfig$1 = (config) => {
    return {
        apiVersion: "2014-11-13",
        base64Decoder: config?.base64Decoder ?? fromBase64,
        base64Encoder: config?.base64Encoder ?? toBase64,
        disableHostPrefix: config?.disableHostPrefix ?? false,
        endpointProvider: config?.endpointProvider ?? defaultEndpointResolver,
        extensions: config?.extensions ?? [],
        httpAuthSchemeProvider: config?.httpAuthSchemeProvider ?? defaultECSHttpAuthSchemeProvider,
        httpAuthSchemes: config?.httpAuthSchemes ?? [
            {
                schemeId: "aws.auth#sigv4",
                identityProvider: (ipc) => ipc.getIdentityProvider("aws.auth#sigv4"),
                signer: new AwsSdkSigV4Signer(),
            },
        ],
        logger: config?.logger ?? new NoOpLogger(),
        protocol: config?.protocol ?? AwsJson1_1Protocol,
        protocolSettings: config?.protocolSettings ?? {
            defaultNamespace: "com.amazonaws.ecs",
            errorTypeRegistries,
            xmlNamespace: "http://ecs.amazonaws.com/doc/2014-11-13/",
            version: "2014-11-13",
            serviceTarget: "AmazonEC2ContainerServiceV20141113",
        },
        serviceId: config?.serviceId ?? "ECS",
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
        defaultSocketTimeout: getDefaultSocketTimeout(config?.requestHandler, 900_000),
        defaultUserAgentProvider: config?.defaultUserAgentProvider ?? createDefaultUserAgentProvider({ serviceId: clientSharedValues.serviceId, clientVersion: packageInfo.version }),
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

class ECSClient extends Client {
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
        const _config_7 = resolveHttpAuthSchemeConfig(_config_6);
        const _config_8 = resolveRuntimeExtensions(_config_7, configuration?.extensions || []);
        this.config = _config_8;
        this.middlewareStack.use(getSchemaSerdePlugin(this.config));
        this.middlewareStack.use(getUserAgentPlugin(this.config));
        this.middlewareStack.use(getRetryPlugin(this.config));
        this.middlewareStack.use(getContentLengthPlugin(this.config));
        this.middlewareStack.use(getHostHeaderPlugin(this.config));
        this.middlewareStack.use(getLoggerPlugin(this.config));
        this.middlewareStack.use(getRecursionDetectionPlugin(this.config));
        this.middlewareStack.use(getHttpAuthSchemeEndpointRuleSetPlugin(this.config, {
            httpAuthSchemeParametersProvider: defaultECSHttpAuthSchemeParametersProvider,
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

const command = makeBuilder(commonParams, "AmazonEC2ContainerServiceV20141113", "ECSClient", getEndpointPlugin);
const _ep0 = {};
const _mw0 = (Command, cs, config, o) => [];

class AssociateGatewayWithClusterCommand extends command(_ep0, _mw0, "AssociateGatewayWithCluster", AssociateGatewayWithCluster$) {
}

class ContinueServiceDeploymentCommand extends command(_ep0, _mw0, "ContinueServiceDeployment", ContinueServiceDeployment$) {
}

class CreateCapacityProviderCommand extends command(_ep0, _mw0, "CreateCapacityProvider", CreateCapacityProvider$) {
}

class CreateClusterCommand extends command(_ep0, _mw0, "CreateCluster", CreateCluster$) {
}

class CreateDaemonCommand extends command(_ep0, _mw0, "CreateDaemon", CreateDaemon$) {
}

class CreateExpressGatewayServiceCommand extends command(_ep0, _mw0, "CreateExpressGatewayService", CreateExpressGatewayService$) {
}

class CreateGatewayCommand extends command(_ep0, _mw0, "CreateGateway", CreateGateway$) {
}

class CreateServiceCommand extends command(_ep0, _mw0, "CreateService", CreateService$) {
}

class CreateTaskSetCommand extends command(_ep0, _mw0, "CreateTaskSet", CreateTaskSet$) {
}

class DeleteAccountSettingCommand extends command(_ep0, _mw0, "DeleteAccountSetting", DeleteAccountSetting$) {
}

class DeleteAttributesCommand extends command(_ep0, _mw0, "DeleteAttributes", DeleteAttributes$) {
}

class DeleteCapacityProviderCommand extends command(_ep0, _mw0, "DeleteCapacityProvider", DeleteCapacityProvider$) {
}

class DeleteClusterCommand extends command(_ep0, _mw0, "DeleteCluster", DeleteCluster$) {
}

class DeleteDaemonCommand extends command(_ep0, _mw0, "DeleteDaemon", DeleteDaemon$) {
}

class DeleteDaemonTaskDefinitionCommand extends command(_ep0, _mw0, "DeleteDaemonTaskDefinition", DeleteDaemonTaskDefinition$) {
}

class DeleteExpressGatewayServiceCommand extends command(_ep0, _mw0, "DeleteExpressGatewayService", DeleteExpressGatewayService$) {
}

class DeleteGatewayCommand extends command(_ep0, _mw0, "DeleteGateway", DeleteGateway$) {
}

class DeleteServiceCommand extends command(_ep0, _mw0, "DeleteService", DeleteService$) {
}

class DeleteTaskDefinitionsCommand extends command(_ep0, _mw0, "DeleteTaskDefinitions", DeleteTaskDefinitions$) {
}

class DeleteTaskSetCommand extends command(_ep0, _mw0, "DeleteTaskSet", DeleteTaskSet$) {
}

class DeregisterContainerInstanceCommand extends command(_ep0, _mw0, "DeregisterContainerInstance", DeregisterContainerInstance$) {
}

class DeregisterTaskDefinitionCommand extends command(_ep0, _mw0, "DeregisterTaskDefinition", DeregisterTaskDefinition$) {
}

class DescribeCapacityProvidersCommand extends command(_ep0, _mw0, "DescribeCapacityProviders", DescribeCapacityProviders$) {
}

class DescribeClustersCommand extends command(_ep0, _mw0, "DescribeClusters", DescribeClusters$) {
}

class DescribeContainerInstancesCommand extends command(_ep0, _mw0, "DescribeContainerInstances", DescribeContainerInstances$) {
}

class DescribeDaemonCommand extends command(_ep0, _mw0, "DescribeDaemon", DescribeDaemon$) {
}

class DescribeDaemonDeploymentsCommand extends command(_ep0, _mw0, "DescribeDaemonDeployments", DescribeDaemonDeployments$) {
}

class DescribeDaemonRevisionsCommand extends command(_ep0, _mw0, "DescribeDaemonRevisions", DescribeDaemonRevisions$) {
}

class DescribeDaemonTaskDefinitionCommand extends command(_ep0, _mw0, "DescribeDaemonTaskDefinition", DescribeDaemonTaskDefinition$) {
}

class DescribeExpressGatewayServiceCommand extends command(_ep0, _mw0, "DescribeExpressGatewayService", DescribeExpressGatewayService$) {
}

class DescribeGatewayCommand extends command(_ep0, _mw0, "DescribeGateway", DescribeGateway$) {
}

class DescribeGatewayResourcesCommand extends command(_ep0, _mw0, "DescribeGatewayResources", DescribeGatewayResources$) {
}

class DescribeGatewayRouteCommand extends command(_ep0, _mw0, "DescribeGatewayRoute", DescribeGatewayRoute$) {
}

class DescribeServiceDeploymentsCommand extends command(_ep0, _mw0, "DescribeServiceDeployments", DescribeServiceDeployments$) {
}

class DescribeServiceRevisionsCommand extends command(_ep0, _mw0, "DescribeServiceRevisions", DescribeServiceRevisions$) {
}

class DescribeServicesCommand extends command(_ep0, _mw0, "DescribeServices", DescribeServices$) {
}

class DescribeTaskDefinitionCommand extends command(_ep0, _mw0, "DescribeTaskDefinition", DescribeTaskDefinition$) {
}

class DescribeTasksCommand extends command(_ep0, _mw0, "DescribeTasks", DescribeTasks$) {
}

class DescribeTaskSetsCommand extends command(_ep0, _mw0, "DescribeTaskSets", DescribeTaskSets$) {
}

class DisassociateGatewayFromClusterCommand extends command(_ep0, _mw0, "DisassociateGatewayFromCluster", DisassociateGatewayFromCluster$) {
}

class DiscoverPollEndpointCommand extends command(_ep0, _mw0, "DiscoverPollEndpoint", DiscoverPollEndpoint$) {
}

class ExecuteCommandCommand extends command(_ep0, _mw0, "ExecuteCommand", ExecuteCommand$) {
}

class GetTaskProtectionCommand extends command(_ep0, _mw0, "GetTaskProtection", GetTaskProtection$) {
}

class ListAccountSettingsCommand extends command(_ep0, _mw0, "ListAccountSettings", ListAccountSettings$) {
}

class ListAttributesCommand extends command(_ep0, _mw0, "ListAttributes", ListAttributes$) {
}

class ListClustersCommand extends command(_ep0, _mw0, "ListClusters", ListClusters$) {
}

class ListContainerInstancesCommand extends command(_ep0, _mw0, "ListContainerInstances", ListContainerInstances$) {
}

class ListDaemonDeploymentsCommand extends command(_ep0, _mw0, "ListDaemonDeployments", ListDaemonDeployments$) {
}

class ListDaemonsCommand extends command(_ep0, _mw0, "ListDaemons", ListDaemons$) {
}

class ListDaemonTaskDefinitionsCommand extends command(_ep0, _mw0, "ListDaemonTaskDefinitions", ListDaemonTaskDefinitions$) {
}

class ListGatewayClusterAssociationsCommand extends command(_ep0, _mw0, "ListGatewayClusterAssociations", ListGatewayClusterAssociations$) {
}

class ListGatewayRoutesCommand extends command(_ep0, _mw0, "ListGatewayRoutes", ListGatewayRoutes$) {
}

class ListGatewaysCommand extends command(_ep0, _mw0, "ListGateways", ListGateways$) {
}

class ListServiceDeploymentsCommand extends command(_ep0, _mw0, "ListServiceDeployments", ListServiceDeployments$) {
}

class ListServicesByNamespaceCommand extends command(_ep0, _mw0, "ListServicesByNamespace", ListServicesByNamespace$) {
}

class ListServicesCommand extends command(_ep0, _mw0, "ListServices", ListServices$) {
}

class ListTagsForResourceCommand extends command(_ep0, _mw0, "ListTagsForResource", ListTagsForResource$) {
}

class ListTaskDefinitionFamiliesCommand extends command(_ep0, _mw0, "ListTaskDefinitionFamilies", ListTaskDefinitionFamilies$) {
}

class ListTaskDefinitionsCommand extends command(_ep0, _mw0, "ListTaskDefinitions", ListTaskDefinitions$) {
}

class ListTasksCommand extends command(_ep0, _mw0, "ListTasks", ListTasks$) {
}

class PutAccountSettingCommand extends command(_ep0, _mw0, "PutAccountSetting", PutAccountSetting$) {
}

class PutAccountSettingDefaultCommand extends command(_ep0, _mw0, "PutAccountSettingDefault", PutAccountSettingDefault$) {
}

class PutAttributesCommand extends command(_ep0, _mw0, "PutAttributes", PutAttributes$) {
}

class PutClusterCapacityProvidersCommand extends command(_ep0, _mw0, "PutClusterCapacityProviders", PutClusterCapacityProviders$) {
}

class RegisterContainerInstanceCommand extends command(_ep0, _mw0, "RegisterContainerInstance", RegisterContainerInstance$) {
}

class RegisterDaemonTaskDefinitionCommand extends command(_ep0, _mw0, "RegisterDaemonTaskDefinition", RegisterDaemonTaskDefinition$) {
}

class RegisterTaskDefinitionCommand extends command(_ep0, _mw0, "RegisterTaskDefinition", RegisterTaskDefinition$) {
}

class RunTaskCommand extends command(_ep0, _mw0, "RunTask", RunTask$) {
}

class StartTaskCommand extends command(_ep0, _mw0, "StartTask", StartTask$) {
}

class StopServiceDeploymentCommand extends command(_ep0, _mw0, "StopServiceDeployment", StopServiceDeployment$) {
}

class StopTaskCommand extends command(_ep0, _mw0, "StopTask", StopTask$) {
}

class SubmitAttachmentStateChangesCommand extends command(_ep0, _mw0, "SubmitAttachmentStateChanges", SubmitAttachmentStateChanges$) {
}

class SubmitContainerStateChangeCommand extends command(_ep0, _mw0, "SubmitContainerStateChange", SubmitContainerStateChange$) {
}

class SubmitTaskStateChangeCommand extends command(_ep0, _mw0, "SubmitTaskStateChange", SubmitTaskStateChange$) {
}

class TagResourceCommand extends command(_ep0, _mw0, "TagResource", TagResource$) {
}

class UntagResourceCommand extends command(_ep0, _mw0, "UntagResource", UntagResource$) {
}

class UpdateCapacityProviderCommand extends command(_ep0, _mw0, "UpdateCapacityProvider", UpdateCapacityProvider$) {
}

class UpdateClusterCommand extends command(_ep0, _mw0, "UpdateCluster", UpdateCluster$) {
}

class UpdateClusterSettingsCommand extends command(_ep0, _mw0, "UpdateClusterSettings", UpdateClusterSettings$) {
}

class UpdateContainerAgentCommand extends command(_ep0, _mw0, "UpdateContainerAgent", UpdateContainerAgent$) {
}

class UpdateContainerInstancesStateCommand extends command(_ep0, _mw0, "UpdateContainerInstancesState", UpdateContainerInstancesState$) {
}

class UpdateDaemonCommand extends command(_ep0, _mw0, "UpdateDaemon", UpdateDaemon$) {
}

class UpdateExpressGatewayServiceCommand extends command(_ep0, _mw0, "UpdateExpressGatewayService", UpdateExpressGatewayService$) {
}

class UpdateGatewayCommand extends command(_ep0, _mw0, "UpdateGateway", UpdateGateway$) {
}

class UpdateServiceCommand extends command(_ep0, _mw0, "UpdateService", UpdateService$) {
}

class UpdateServicePrimaryTaskSetCommand extends command(_ep0, _mw0, "UpdateServicePrimaryTaskSet", UpdateServicePrimaryTaskSet$) {
}

class UpdateTaskProtectionCommand extends command(_ep0, _mw0, "UpdateTaskProtection", UpdateTaskProtection$) {
}

class UpdateTaskSetCommand extends command(_ep0, _mw0, "UpdateTaskSet", UpdateTaskSet$) {
}

const paginateListAccountSettings = createPaginator(ECSClient, ListAccountSettingsCommand, "nextToken", "nextToken", "maxResults");

const paginateListAttributes = createPaginator(ECSClient, ListAttributesCommand, "nextToken", "nextToken", "maxResults");

const paginateListClusters = createPaginator(ECSClient, ListClustersCommand, "nextToken", "nextToken", "maxResults");

const paginateListContainerInstances = createPaginator(ECSClient, ListContainerInstancesCommand, "nextToken", "nextToken", "maxResults");

const paginateListGatewayClusterAssociations = createPaginator(ECSClient, ListGatewayClusterAssociationsCommand, "nextToken", "nextToken", "maxResults");

const paginateListGatewayRoutes = createPaginator(ECSClient, ListGatewayRoutesCommand, "nextToken", "nextToken", "maxResults");

const paginateListGateways = createPaginator(ECSClient, ListGatewaysCommand, "nextToken", "nextToken", "maxResults");

const paginateListServicesByNamespace = createPaginator(ECSClient, ListServicesByNamespaceCommand, "nextToken", "nextToken", "maxResults");

const paginateListServices = createPaginator(ECSClient, ListServicesCommand, "nextToken", "nextToken", "maxResults");

const paginateListTaskDefinitionFamilies = createPaginator(ECSClient, ListTaskDefinitionFamiliesCommand, "nextToken", "nextToken", "maxResults");

const paginateListTaskDefinitions = createPaginator(ECSClient, ListTaskDefinitionsCommand, "nextToken", "nextToken", "maxResults");

const paginateListTasks = createPaginator(ECSClient, ListTasksCommand, "nextToken", "nextToken", "maxResults");

const checkState$8 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeDaemonCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                return result.daemon.status;
            };
            if (returnComparator() === "ACTIVE") {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.daemon.status;
            };
            if (returnComparator() === "DELETE_IN_PROGRESS") {
                return { state: WaiterState.FAILURE, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForDaemonActive = async (params, input) => {
    const serviceDefaults = { minDelay: 15, maxDelay: 120 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$8);
};
const waitUntilDaemonActive = async (params, input) => {
    const serviceDefaults = { minDelay: 15, maxDelay: 120 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$8);
    return checkExceptions(result);
};

const checkState$7 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeDaemonDeploymentsCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                let flat_1 = [].concat(...result.daemonDeployments);
                let projection_3 = flat_1.map((element_2) => {
                    return element_2.status;
                });
                return projection_3;
            };
            let allStringEq_5 = (returnComparator().length > 0);
            for (let element_4 of returnComparator()) {
                allStringEq_5 = allStringEq_5 && (element_4 == "STOPPED");
            }
            if (allStringEq_5) {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                let flat_1 = [].concat(...result.failures);
                let projection_3 = flat_1.map((element_2) => {
                    return element_2.reason;
                });
                return projection_3;
            };
            for (let anyStringEq_4 of returnComparator()) {
                if (anyStringEq_4 == "MISSING") {
                    return { state: WaiterState.FAILURE, reason };
                }
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForDaemonDeploymentStopped = async (params, input) => {
    const serviceDefaults = { minDelay: 15, maxDelay: 120 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$7);
};
const waitUntilDaemonDeploymentStopped = async (params, input) => {
    const serviceDefaults = { minDelay: 15, maxDelay: 120 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$7);
    return checkExceptions(result);
};

const checkState$6 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeDaemonDeploymentsCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                let flat_1 = [].concat(...result.daemonDeployments);
                let projection_3 = flat_1.map((element_2) => {
                    return element_2.status;
                });
                return projection_3;
            };
            let allStringEq_5 = (returnComparator().length > 0);
            for (let element_4 of returnComparator()) {
                allStringEq_5 = allStringEq_5 && (element_4 == "SUCCESSFUL");
            }
            if (allStringEq_5) {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                let flat_1 = [].concat(...result.daemonDeployments);
                let projection_3 = flat_1.map((element_2) => {
                    return element_2.status;
                });
                return projection_3;
            };
            for (let anyStringEq_4 of returnComparator()) {
                if (anyStringEq_4 == "STOPPED") {
                    return { state: WaiterState.FAILURE, reason };
                }
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                let flat_1 = [].concat(...result.daemonDeployments);
                let projection_3 = flat_1.map((element_2) => {
                    return element_2.status;
                });
                return projection_3;
            };
            for (let anyStringEq_4 of returnComparator()) {
                if (anyStringEq_4 == "ROLLBACK_FAILED") {
                    return { state: WaiterState.FAILURE, reason };
                }
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                let flat_1 = [].concat(...result.daemonDeployments);
                let projection_3 = flat_1.map((element_2) => {
                    return element_2.status;
                });
                return projection_3;
            };
            for (let anyStringEq_4 of returnComparator()) {
                if (anyStringEq_4 == "ROLLBACK_SUCCESSFUL") {
                    return { state: WaiterState.FAILURE, reason };
                }
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                let flat_1 = [].concat(...result.failures);
                let projection_3 = flat_1.map((element_2) => {
                    return element_2.reason;
                });
                return projection_3;
            };
            for (let anyStringEq_4 of returnComparator()) {
                if (anyStringEq_4 == "MISSING") {
                    return { state: WaiterState.FAILURE, reason };
                }
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForDaemonDeploymentSuccessful = async (params, input) => {
    const serviceDefaults = { minDelay: 15, maxDelay: 120 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$6);
};
const waitUntilDaemonDeploymentSuccessful = async (params, input) => {
    const serviceDefaults = { minDelay: 15, maxDelay: 120 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$6);
    return checkExceptions(result);
};

const checkState$5 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeDaemonTaskDefinitionCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                return result.daemonTaskDefinition.status;
            };
            if (returnComparator() === "ACTIVE") {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.daemonTaskDefinition.status;
            };
            if (returnComparator() === "DELETE_IN_PROGRESS") {
                return { state: WaiterState.FAILURE, reason };
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                return result.daemonTaskDefinition.status;
            };
            if (returnComparator() === "DELETED") {
                return { state: WaiterState.FAILURE, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForDaemonTaskDefinitionActive = async (params, input) => {
    const serviceDefaults = { minDelay: 15, maxDelay: 120 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$5);
};
const waitUntilDaemonTaskDefinitionActive = async (params, input) => {
    const serviceDefaults = { minDelay: 15, maxDelay: 120 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$5);
    return checkExceptions(result);
};

const checkState$4 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeDaemonTaskDefinitionCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                return result.daemonTaskDefinition.status;
            };
            if (returnComparator() === "DELETED") {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForDaemonTaskDefinitionDeleted = async (params, input) => {
    const serviceDefaults = { minDelay: 15, maxDelay: 120 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$4);
};
const waitUntilDaemonTaskDefinitionDeleted = async (params, input) => {
    const serviceDefaults = { minDelay: 15, maxDelay: 120 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$4);
    return checkExceptions(result);
};

const checkState$3 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeServicesCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                let flat_1 = [].concat(...result.failures);
                let projection_3 = flat_1.map((element_2) => {
                    return element_2.reason;
                });
                return projection_3;
            };
            for (let anyStringEq_4 of returnComparator()) {
                if (anyStringEq_4 == "MISSING") {
                    return { state: WaiterState.FAILURE, reason };
                }
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                let flat_1 = [].concat(...result.services);
                let projection_3 = flat_1.map((element_2) => {
                    return element_2.status;
                });
                return projection_3;
            };
            for (let anyStringEq_4 of returnComparator()) {
                if (anyStringEq_4 == "INACTIVE") {
                    return { state: WaiterState.SUCCESS, reason };
                }
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForServicesInactive = async (params, input) => {
    const serviceDefaults = { minDelay: 15, maxDelay: 600 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$3);
};
const waitUntilServicesInactive = async (params, input) => {
    const serviceDefaults = { minDelay: 15, maxDelay: 600 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$3);
    return checkExceptions(result);
};

const checkState$2 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeServicesCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                let flat_1 = [].concat(...result.failures);
                let projection_3 = flat_1.map((element_2) => {
                    return element_2.reason;
                });
                return projection_3;
            };
            for (let anyStringEq_4 of returnComparator()) {
                if (anyStringEq_4 == "MISSING") {
                    return { state: WaiterState.FAILURE, reason };
                }
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                let flat_1 = [].concat(...result.services);
                let projection_3 = flat_1.map((element_2) => {
                    return element_2.status;
                });
                return projection_3;
            };
            for (let anyStringEq_4 of returnComparator()) {
                if (anyStringEq_4 == "DRAINING") {
                    return { state: WaiterState.FAILURE, reason };
                }
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                let flat_1 = [].concat(...result.services);
                let projection_3 = flat_1.map((element_2) => {
                    return element_2.status;
                });
                return projection_3;
            };
            for (let anyStringEq_4 of returnComparator()) {
                if (anyStringEq_4 == "INACTIVE") {
                    return { state: WaiterState.FAILURE, reason };
                }
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                let filterRes_2 = result.services.filter((element_1) => {
                    return (!((element_1.deployments.length == 1) && (element_1.runningCount == element_1.desiredCount)));
                });
                return (filterRes_2.length == 0);
            };
            if (returnComparator() == true) {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForServicesStable = async (params, input) => {
    const serviceDefaults = { minDelay: 15, maxDelay: 600 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$2);
};
const waitUntilServicesStable = async (params, input) => {
    const serviceDefaults = { minDelay: 15, maxDelay: 600 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$2);
    return checkExceptions(result);
};

const checkState$1 = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeTasksCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                let flat_1 = [].concat(...result.tasks);
                let projection_3 = flat_1.map((element_2) => {
                    return element_2.lastStatus;
                });
                return projection_3;
            };
            for (let anyStringEq_4 of returnComparator()) {
                if (anyStringEq_4 == "STOPPED") {
                    return { state: WaiterState.FAILURE, reason };
                }
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                let flat_1 = [].concat(...result.failures);
                let projection_3 = flat_1.map((element_2) => {
                    return element_2.reason;
                });
                return projection_3;
            };
            for (let anyStringEq_4 of returnComparator()) {
                if (anyStringEq_4 == "MISSING") {
                    return { state: WaiterState.FAILURE, reason };
                }
            }
        }
        catch (e) { }
        try {
            const returnComparator = () => {
                let flat_1 = [].concat(...result.tasks);
                let projection_3 = flat_1.map((element_2) => {
                    return element_2.lastStatus;
                });
                return projection_3;
            };
            let allStringEq_5 = (returnComparator().length > 0);
            for (let element_4 of returnComparator()) {
                allStringEq_5 = allStringEq_5 && (element_4 == "RUNNING");
            }
            if (allStringEq_5) {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForTasksRunning = async (params, input) => {
    const serviceDefaults = { minDelay: 6, maxDelay: 600 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState$1);
};
const waitUntilTasksRunning = async (params, input) => {
    const serviceDefaults = { minDelay: 6, maxDelay: 600 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState$1);
    return checkExceptions(result);
};

const checkState = async (client, input) => {
    let reason;
    try {
        let result = await client.send(new DescribeTasksCommand(input));
        reason = result;
        try {
            const returnComparator = () => {
                let flat_1 = [].concat(...result.tasks);
                let projection_3 = flat_1.map((element_2) => {
                    return element_2.lastStatus;
                });
                return projection_3;
            };
            let allStringEq_5 = (returnComparator().length > 0);
            for (let element_4 of returnComparator()) {
                allStringEq_5 = allStringEq_5 && (element_4 == "STOPPED");
            }
            if (allStringEq_5) {
                return { state: WaiterState.SUCCESS, reason };
            }
        }
        catch (e) { }
    }
    catch (exception) {
        reason = exception;
    }
    return { state: WaiterState.RETRY, reason };
};
const waitForTasksStopped = async (params, input) => {
    const serviceDefaults = { minDelay: 6, maxDelay: 600 };
    return createWaiter({ ...serviceDefaults, ...params }, input, checkState);
};
const waitUntilTasksStopped = async (params, input) => {
    const serviceDefaults = { minDelay: 6, maxDelay: 600 };
    const result = await createWaiter({ ...serviceDefaults, ...params }, input, checkState);
    return checkExceptions(result);
};

const commands = {
    AssociateGatewayWithClusterCommand,
    ContinueServiceDeploymentCommand,
    CreateCapacityProviderCommand,
    CreateClusterCommand,
    CreateDaemonCommand,
    CreateExpressGatewayServiceCommand,
    CreateGatewayCommand,
    CreateServiceCommand,
    CreateTaskSetCommand,
    DeleteAccountSettingCommand,
    DeleteAttributesCommand,
    DeleteCapacityProviderCommand,
    DeleteClusterCommand,
    DeleteDaemonCommand,
    DeleteDaemonTaskDefinitionCommand,
    DeleteExpressGatewayServiceCommand,
    DeleteGatewayCommand,
    DeleteServiceCommand,
    DeleteTaskDefinitionsCommand,
    DeleteTaskSetCommand,
    DeregisterContainerInstanceCommand,
    DeregisterTaskDefinitionCommand,
    DescribeCapacityProvidersCommand,
    DescribeClustersCommand,
    DescribeContainerInstancesCommand,
    DescribeDaemonCommand,
    DescribeDaemonDeploymentsCommand,
    DescribeDaemonRevisionsCommand,
    DescribeDaemonTaskDefinitionCommand,
    DescribeExpressGatewayServiceCommand,
    DescribeGatewayCommand,
    DescribeGatewayResourcesCommand,
    DescribeGatewayRouteCommand,
    DescribeServiceDeploymentsCommand,
    DescribeServiceRevisionsCommand,
    DescribeServicesCommand,
    DescribeTaskDefinitionCommand,
    DescribeTasksCommand,
    DescribeTaskSetsCommand,
    DisassociateGatewayFromClusterCommand,
    DiscoverPollEndpointCommand,
    ExecuteCommandCommand,
    GetTaskProtectionCommand,
    ListAccountSettingsCommand,
    ListAttributesCommand,
    ListClustersCommand,
    ListContainerInstancesCommand,
    ListDaemonDeploymentsCommand,
    ListDaemonsCommand,
    ListDaemonTaskDefinitionsCommand,
    ListGatewayClusterAssociationsCommand,
    ListGatewayRoutesCommand,
    ListGatewaysCommand,
    ListServiceDeploymentsCommand,
    ListServicesCommand,
    ListServicesByNamespaceCommand,
    ListTagsForResourceCommand,
    ListTaskDefinitionFamiliesCommand,
    ListTaskDefinitionsCommand,
    ListTasksCommand,
    PutAccountSettingCommand,
    PutAccountSettingDefaultCommand,
    PutAttributesCommand,
    PutClusterCapacityProvidersCommand,
    RegisterContainerInstanceCommand,
    RegisterDaemonTaskDefinitionCommand,
    RegisterTaskDefinitionCommand,
    RunTaskCommand,
    StartTaskCommand,
    StopServiceDeploymentCommand,
    StopTaskCommand,
    SubmitAttachmentStateChangesCommand,
    SubmitContainerStateChangeCommand,
    SubmitTaskStateChangeCommand,
    TagResourceCommand,
    UntagResourceCommand,
    UpdateCapacityProviderCommand,
    UpdateClusterCommand,
    UpdateClusterSettingsCommand,
    UpdateContainerAgentCommand,
    UpdateContainerInstancesStateCommand,
    UpdateDaemonCommand,
    UpdateExpressGatewayServiceCommand,
    UpdateGatewayCommand,
    UpdateServiceCommand,
    UpdateServicePrimaryTaskSetCommand,
    UpdateTaskProtectionCommand,
    UpdateTaskSetCommand,
};
const paginators = {
    paginateListAccountSettings,
    paginateListAttributes,
    paginateListClusters,
    paginateListContainerInstances,
    paginateListGatewayClusterAssociations,
    paginateListGatewayRoutes,
    paginateListGateways,
    paginateListServices,
    paginateListServicesByNamespace,
    paginateListTaskDefinitionFamilies,
    paginateListTaskDefinitions,
    paginateListTasks,
};
const waiters = {
    waitUntilDaemonActive,
    waitUntilDaemonDeploymentSuccessful,
    waitUntilDaemonDeploymentStopped,
    waitUntilDaemonTaskDefinitionActive,
    waitUntilDaemonTaskDefinitionDeleted,
    waitUntilServicesInactive,
    waitUntilServicesStable,
    waitUntilTasksRunning,
    waitUntilTasksStopped,
};
class ECS extends ECSClient {
}
createAggregatedClient(commands, ECS, { paginators, waiters });

const AcceleratorManufacturer = {
    AMAZON_WEB_SERVICES: "amazon-web-services",
    AMD: "amd",
    HABANA: "habana",
    NVIDIA: "nvidia",
    XILINX: "xilinx",
};
const AcceleratorName = {
    A100: "a100",
    A10G: "a10g",
    H100: "h100",
    INFERENTIA: "inferentia",
    K520: "k520",
    K80: "k80",
    M60: "m60",
    RADEON_PRO_V520: "radeon-pro-v520",
    T4: "t4",
    T4G: "t4g",
    V100: "v100",
    VU9P: "vu9p",
};
const AcceleratorType = {
    FPGA: "fpga",
    GPU: "gpu",
    INFERENCE: "inference",
};
const AccessType = {
    PRIVATE: "PRIVATE",
    PUBLIC: "PUBLIC",
};
const AgentUpdateStatus = {
    FAILED: "FAILED",
    PENDING: "PENDING",
    STAGED: "STAGED",
    STAGING: "STAGING",
    UPDATED: "UPDATED",
    UPDATING: "UPDATING",
};
const ManagedDraining = {
    DISABLED: "DISABLED",
    ENABLED: "ENABLED",
};
const ManagedScalingStatus = {
    DISABLED: "DISABLED",
    ENABLED: "ENABLED",
};
const ManagedTerminationProtection = {
    DISABLED: "DISABLED",
    ENABLED: "ENABLED",
};
const AutoRepairActionsStatus = {
    DISABLED: "DISABLED",
    ENABLED: "ENABLED",
};
const CapacityOptionType = {
    ON_DEMAND: "ON_DEMAND",
    RESERVED: "RESERVED",
    SPOT: "SPOT",
};
const CapacityReservationPreference = {
    RESERVATIONS_EXCLUDED: "RESERVATIONS_EXCLUDED",
    RESERVATIONS_FIRST: "RESERVATIONS_FIRST",
    RESERVATIONS_ONLY: "RESERVATIONS_ONLY",
};
const BareMetal = {
    EXCLUDED: "excluded",
    INCLUDED: "included",
    REQUIRED: "required",
};
const BurstablePerformance = {
    EXCLUDED: "excluded",
    INCLUDED: "included",
    REQUIRED: "required",
};
const CpuManufacturer = {
    AMAZON_WEB_SERVICES: "amazon-web-services",
    AMD: "amd",
    INTEL: "intel",
};
const InstanceGeneration = {
    CURRENT: "current",
    PREVIOUS: "previous",
};
const LocalStorage = {
    EXCLUDED: "excluded",
    INCLUDED: "included",
    REQUIRED: "required",
};
const LocalStorageType = {
    HDD: "hdd",
    SSD: "ssd",
};
const ManagedInstancesMonitoringOptions = {
    BASIC: "BASIC",
    DETAILED: "DETAILED",
};
const PropagateMITags = {
    CAPACITY_PROVIDER: "CAPACITY_PROVIDER",
    NONE: "NONE",
};
const CapacityProviderStatus = {
    ACTIVE: "ACTIVE",
    DEPROVISIONING: "DEPROVISIONING",
    INACTIVE: "INACTIVE",
    PROVISIONING: "PROVISIONING",
};
const CapacityProviderType = {
    EC2_AUTOSCALING: "EC2_AUTOSCALING",
    FARGATE: "FARGATE",
    FARGATE_SPOT: "FARGATE_SPOT",
    MANAGED_INSTANCES: "MANAGED_INSTANCES",
};
const CapacityProviderUpdateStatus = {
    CREATE_COMPLETE: "CREATE_COMPLETE",
    CREATE_FAILED: "CREATE_FAILED",
    CREATE_IN_PROGRESS: "CREATE_IN_PROGRESS",
    DELETE_COMPLETE: "DELETE_COMPLETE",
    DELETE_FAILED: "DELETE_FAILED",
    DELETE_IN_PROGRESS: "DELETE_IN_PROGRESS",
    UPDATE_COMPLETE: "UPDATE_COMPLETE",
    UPDATE_FAILED: "UPDATE_FAILED",
    UPDATE_IN_PROGRESS: "UPDATE_IN_PROGRESS",
};
const CapacityProviderField = {
    TAGS: "TAGS",
};
const ExecuteCommandLogging = {
    DEFAULT: "DEFAULT",
    NONE: "NONE",
    OVERRIDE: "OVERRIDE",
};
const ClusterSettingName = {
    CONTAINER_INSIGHTS: "containerInsights",
};
const TargetType = {
    CONTAINER_INSTANCE: "container-instance",
};
const GpuSharingMode = {
    DEDICATED: "DEDICATED",
    IDLE: "IDLE",
    NVIDIA_MPS: "NVIDIA_MPS",
};
const InstanceHealthCheckState = {
    IMPAIRED: "IMPAIRED",
    INITIALIZING: "INITIALIZING",
    INSUFFICIENT_DATA: "INSUFFICIENT_DATA",
    OK: "OK",
};
const InstanceHealthCheckType = {
    ACCELERATED_COMPUTE: "ACCELERATED_COMPUTE",
    AGENT_CONNECTIVITY: "AGENT_CONNECTIVITY",
    CONTAINER_RUNTIME: "CONTAINER_RUNTIME",
    DAEMON: "DAEMON",
};
const ClusterField = {
    ATTACHMENTS: "ATTACHMENTS",
    CONFIGURATIONS: "CONFIGURATIONS",
    SETTINGS: "SETTINGS",
    STATISTICS: "STATISTICS",
    TAGS: "TAGS",
};
const ContainerInstanceStatus = {
    ACTIVE: "ACTIVE",
    DEREGISTERING: "DEREGISTERING",
    DRAINING: "DRAINING",
    REGISTERING: "REGISTERING",
    REGISTRATION_FAILED: "REGISTRATION_FAILED",
};
const TransportProtocol = {
    TCP: "tcp",
    UDP: "udp",
};
const ManagedAgentName = {
    ExecuteCommandAgent: "ExecuteCommandAgent",
};
const ContainerInstanceField = {
    CONTAINER_INSTANCE_HEALTH: "CONTAINER_INSTANCE_HEALTH",
    TAGS: "TAGS",
};
const DesiredStatus = {
    PENDING: "PENDING",
    RUNNING: "RUNNING",
    STOPPED: "STOPPED",
};
const LaunchType = {
    EC2: "EC2",
    EXTERNAL: "EXTERNAL",
    FARGATE: "FARGATE",
    MANAGED_INSTANCES: "MANAGED_INSTANCES",
};
const PlatformDeviceType = {
    GPU: "GPU",
    NEURON_DEVICE: "NEURON_DEVICE",
};
const DeploymentLifecycleHookAction = {
    CONTINUE: "CONTINUE",
    ROLLBACK: "ROLLBACK",
};
const DaemonDeploymentRollbackMonitorsStatus = {
    DISABLED: "DISABLED",
    MONITORING: "MONITORING",
    MONITORING_COMPLETE: "MONITORING_COMPLETE",
    TRIGGERED: "TRIGGERED",
};
const DaemonDeploymentStatus = {
    IN_PROGRESS: "IN_PROGRESS",
    PENDING: "PENDING",
    ROLLBACK_FAILED: "ROLLBACK_FAILED",
    ROLLBACK_IN_PROGRESS: "ROLLBACK_IN_PROGRESS",
    ROLLBACK_SUCCESSFUL: "ROLLBACK_SUCCESSFUL",
    STOPPED: "STOPPED",
    STOP_REQUESTED: "STOP_REQUESTED",
    SUCCESSFUL: "SUCCESSFUL",
};
const DaemonPropagateTags = {
    DAEMON: "DAEMON",
    NONE: "NONE",
};
const DaemonStatus = {
    ACTIVE: "ACTIVE",
    DELETE_IN_PROGRESS: "DELETE_IN_PROGRESS",
};
const ContainerCondition = {
    COMPLETE: "COMPLETE",
    HEALTHY: "HEALTHY",
    START: "START",
    SUCCESS: "SUCCESS",
};
const EnvironmentFileType = {
    S3: "s3",
};
const FirelensConfigurationType = {
    FLUENTBIT: "fluentbit",
    FLUENTD: "fluentd",
};
const DeviceCgroupPermission = {
    MKNOD: "mknod",
    READ: "read",
    WRITE: "write",
};
const LogDriver = {
    AWSFIRELENS: "awsfirelens",
    AWSLOGS: "awslogs",
    FLUENTD: "fluentd",
    GELF: "gelf",
    JOURNALD: "journald",
    JSON_FILE: "json-file",
    SPLUNK: "splunk",
    SYSLOG: "syslog",
};
const UlimitName = {
    CORE: "core",
    CPU: "cpu",
    DATA: "data",
    FSIZE: "fsize",
    LOCKS: "locks",
    MEMLOCK: "memlock",
    MSGQUEUE: "msgqueue",
    NICE: "nice",
    NOFILE: "nofile",
    NPROC: "nproc",
    RSS: "rss",
    RTPRIO: "rtprio",
    RTTIME: "rttime",
    SIGPENDING: "sigpending",
    STACK: "stack",
};
const DaemonIpcMode = {
    NONE: "none",
    SHARED: "shared",
};
const DaemonPidMode = {
    NONE: "none",
    SHARED: "shared",
};
const DaemonTaskDefinitionStatus = {
    ACTIVE: "ACTIVE",
    DELETED: "DELETED",
    DELETE_IN_PROGRESS: "DELETE_IN_PROGRESS",
};
const DaemonTaskDefinitionRevisionFilter = {
    LAST_REGISTERED: "LAST_REGISTERED",
};
const SortOrder = {
    ASC: "ASC",
    DESC: "DESC",
};
const DaemonTaskDefinitionStatusFilter = {
    ACTIVE: "ACTIVE",
    ALL: "ALL",
    DELETE_IN_PROGRESS: "DELETE_IN_PROGRESS",
};
const SettingName = {
    AWSVPC_TRUNKING: "awsvpcTrunking",
    CONTAINER_INSIGHTS: "containerInsights",
    CONTAINER_INSTANCE_LONG_ARN_FORMAT: "containerInstanceLongArnFormat",
    DEFAULT_LOG_DRIVER_MODE: "defaultLogDriverMode",
    FARGATE_EVENT_WINDOWS: "fargateEventWindows",
    FARGATE_FIPS_MODE: "fargateFIPSMode",
    FARGATE_TASK_RETIREMENT_WAIT_PERIOD: "fargateTaskRetirementWaitPeriod",
    GUARD_DUTY_ACTIVATE: "guardDutyActivate",
    SERVICE_LONG_ARN_FORMAT: "serviceLongArnFormat",
    TAG_RESOURCE_AUTHORIZATION: "tagResourceAuthorization",
    TASK_LONG_ARN_FORMAT: "taskLongArnFormat",
};
const SettingType = {
    AWS_MANAGED: "aws_managed",
    USER: "user",
};
const Compatibility = {
    EC2: "EC2",
    EXTERNAL: "EXTERNAL",
    FARGATE: "FARGATE",
    MANAGED_INSTANCES: "MANAGED_INSTANCES",
};
const ApplicationProtocol = {
    GRPC: "grpc",
    HTTP: "http",
    HTTP2: "http2",
};
const ResourceType = {
    GPU: "GPU",
    INFERENCE_ACCELERATOR: "InferenceAccelerator",
    NEURON_DEVICE: "NeuronDevice",
};
const VersionConsistency = {
    DISABLED: "disabled",
    ENABLED: "enabled",
};
const IpcMode = {
    HOST: "host",
    NONE: "none",
    TASK: "task",
};
const NetworkMode = {
    AWSVPC: "awsvpc",
    BRIDGE: "bridge",
    HOST: "host",
    NONE: "none",
};
const PidMode = {
    HOST: "host",
    TASK: "task",
};
const TaskDefinitionPlacementConstraintType = {
    MEMBER_OF: "memberOf",
};
const ProxyConfigurationType = {
    APPMESH: "APPMESH",
};
const CPUArchitecture = {
    ARM64: "ARM64",
    X86_64: "X86_64",
};
const OSFamily = {
    LINUX: "LINUX",
    WINDOWS_SERVER_2004_CORE: "WINDOWS_SERVER_2004_CORE",
    WINDOWS_SERVER_2016_FULL: "WINDOWS_SERVER_2016_FULL",
    WINDOWS_SERVER_2019_CORE: "WINDOWS_SERVER_2019_CORE",
    WINDOWS_SERVER_2019_FULL: "WINDOWS_SERVER_2019_FULL",
    WINDOWS_SERVER_2022_CORE: "WINDOWS_SERVER_2022_CORE",
    WINDOWS_SERVER_2022_FULL: "WINDOWS_SERVER_2022_FULL",
    WINDOWS_SERVER_2025_CORE: "WINDOWS_SERVER_2025_CORE",
    WINDOWS_SERVER_2025_FULL: "WINDOWS_SERVER_2025_FULL",
    WINDOWS_SERVER_20H2_CORE: "WINDOWS_SERVER_20H2_CORE",
};
const TaskDefinitionStatus = {
    ACTIVE: "ACTIVE",
    DELETE_IN_PROGRESS: "DELETE_IN_PROGRESS",
    INACTIVE: "INACTIVE",
};
const Scope = {
    SHARED: "shared",
    TASK: "task",
};
const EFSAuthorizationConfigIAM = {
    DISABLED: "DISABLED",
    ENABLED: "ENABLED",
};
const EFSTransitEncryption = {
    DISABLED: "DISABLED",
    ENABLED: "ENABLED",
};
const TaskDefinitionField = {
    TAGS: "TAGS",
};
const GatewayClusterAssociationStatus = {
    ACTIVE: "ACTIVE",
    DISASSOCIATING: "DISASSOCIATING",
    INACTIVE: "INACTIVE",
};
const GatewayAlbDesyncMitigationMode = {
    DEFENSIVE: "defensive",
    MONITOR: "monitor",
    STRICTEST: "strictest",
};
const GatewayElbIpAddressType = {
    DUALSTACK: "dualstack",
    DUALSTACK_WITHOUT_PUBLIC_IPV4: "dualstack-without-public-ipv4",
    IPV4: "ipv4",
};
const GatewayAlbProtocol = {
    HTTP: "HTTP",
    HTTPS: "HTTPS",
};
const GatewayElbScheme = {
    INTERNAL: "internal",
    INTERNET_FACING: "internet-facing",
};
const PropagateGatewayTags = {
    GATEWAY: "GATEWAY",
    NONE: "NONE",
};
const GatewayStatus = {
    ACTIVE: "ACTIVE",
    DELETED: "DELETED",
    UPDATE_COMPLETE: "UPDATE_COMPLETE",
    UPDATE_FAILED: "UPDATE_FAILED",
    UPDATE_IN_PROGRESS: "UPDATE_IN_PROGRESS",
};
const GatewayRouteStatus = {
    ACTIVE: "ACTIVE",
    CREATE_FAILED: "CREATE_FAILED",
    CREATE_IN_PROGRESS: "CREATE_IN_PROGRESS",
    DELETE_FAILED: "DELETE_FAILED",
    DELETE_IN_PROGRESS: "DELETE_IN_PROGRESS",
    UPDATE_FAILED: "UPDATE_FAILED",
    UPDATE_IN_PROGRESS: "UPDATE_IN_PROGRESS",
};
const TaskDefinitionFamilyStatus = {
    ACTIVE: "ACTIVE",
    ALL: "ALL",
    INACTIVE: "INACTIVE",
};
const ServiceDeploymentRollbackMonitorsStatus = {
    DISABLED: "DISABLED",
    MONITORING: "MONITORING",
    MONITORING_COMPLETE: "MONITORING_COMPLETE",
    TRIGGERED: "TRIGGERED",
};
const ThresholdType = {
    BOUNDED_PERCENT: "BOUNDED_PERCENT",
    COUNT: "COUNT",
    UNBOUNDED_PERCENT: "UNBOUNDED_PERCENT",
};
const ServiceRevisionCleanup = {
    BLOCKING: "BLOCKING",
    DEFERRED: "DEFERRED",
};
const DeploymentLifecycleHookStage = {
    POST_PRODUCTION_TRAFFIC_SHIFT: "POST_PRODUCTION_TRAFFIC_SHIFT",
    POST_SCALE_UP: "POST_SCALE_UP",
    POST_TEST_TRAFFIC_SHIFT: "POST_TEST_TRAFFIC_SHIFT",
    PRE_PRODUCTION_TRAFFIC_SHIFT: "PRE_PRODUCTION_TRAFFIC_SHIFT",
    PRE_SCALE_UP: "PRE_SCALE_UP",
    PRODUCTION_TRAFFIC_SHIFT: "PRODUCTION_TRAFFIC_SHIFT",
    RECONCILE_SERVICE: "RECONCILE_SERVICE",
    TEST_TRAFFIC_SHIFT: "TEST_TRAFFIC_SHIFT",
};
const DeploymentLifecycleHookTargetType = {
    AWS_LAMBDA: "AWS_LAMBDA",
    PAUSE: "PAUSE",
};
const DeploymentStrategy = {
    BLUE_GREEN: "BLUE_GREEN",
    CANARY: "CANARY",
    LINEAR: "LINEAR",
    ROLLING: "ROLLING",
};
const DeploymentLifecycleHookStatus = {
    AWAITING_ACTION: "AWAITING_ACTION",
    FAILED: "FAILED",
    IN_PROGRESS: "IN_PROGRESS",
    SUCCEEDED: "SUCCEEDED",
    TIMED_OUT: "TIMED_OUT",
};
const ServiceDeploymentLifecycleStage = {
    BAKE_TIME: "BAKE_TIME",
    CLEAN_UP: "CLEAN_UP",
    POST_PRODUCTION_TRAFFIC_SHIFT: "POST_PRODUCTION_TRAFFIC_SHIFT",
    POST_SCALE_UP: "POST_SCALE_UP",
    POST_TEST_TRAFFIC_SHIFT: "POST_TEST_TRAFFIC_SHIFT",
    PRE_SCALE_UP: "PRE_SCALE_UP",
    PRODUCTION_TRAFFIC_SHIFT: "PRODUCTION_TRAFFIC_SHIFT",
    RECONCILE_SERVICE: "RECONCILE_SERVICE",
    SCALE_UP: "SCALE_UP",
    TEST_TRAFFIC_SHIFT: "TEST_TRAFFIC_SHIFT",
};
const ServiceDeploymentStatus = {
    IN_PROGRESS: "IN_PROGRESS",
    PENDING: "PENDING",
    ROLLBACK_FAILED: "ROLLBACK_FAILED",
    ROLLBACK_IN_PROGRESS: "ROLLBACK_IN_PROGRESS",
    ROLLBACK_REQUESTED: "ROLLBACK_REQUESTED",
    ROLLBACK_SUCCESSFUL: "ROLLBACK_SUCCESSFUL",
    STOPPED: "STOPPED",
    STOP_REQUESTED: "STOP_REQUESTED",
    SUCCESSFUL: "SUCCESSFUL",
};
const ExpressCpuArchitecture = {
    ARM64: "ARM64",
    X86_64: "X86_64",
};
const ExpressGatewayServiceScalingMetric = {
    AverageCPUUtilization: "AVERAGE_CPU",
    AverageMemoryUtilization: "AVERAGE_MEMORY",
    RequestCountPerTarget: "REQUEST_COUNT_PER_TARGET",
};
const ExpressGatewayServiceStatusCode = {
    ACTIVE: "ACTIVE",
    DRAINING: "DRAINING",
    INACTIVE: "INACTIVE",
};
const AvailabilityZoneRebalancing = {
    DISABLED: "DISABLED",
    ENABLED: "ENABLED",
};
const DeploymentControllerType = {
    CODE_DEPLOY: "CODE_DEPLOY",
    ECS: "ECS",
    EXTERNAL: "EXTERNAL",
};
const GatewayConnectorHealthCheckProtocol = {
    HTTP: "HTTP",
    HTTPS: "HTTPS",
};
const AssignPublicIp = {
    DISABLED: "DISABLED",
    ENABLED: "ENABLED",
};
const PlacementConstraintType = {
    DISTINCT_INSTANCE: "distinctInstance",
    MEMBER_OF: "memberOf",
};
const PlacementStrategyType = {
    BINPACK: "binpack",
    RANDOM: "random",
    SPREAD: "spread",
};
const PropagateTags = {
    NONE: "NONE",
    SERVICE: "SERVICE",
    TASK_DEFINITION: "TASK_DEFINITION",
};
const SchedulingStrategy = {
    DAEMON: "DAEMON",
    REPLICA: "REPLICA",
};
const ServiceConnectAccessLoggingFormat = {
    JSON: "JSON",
    TEXT: "TEXT",
};
const ServiceConnectIncludeQueryParameters = {
    DISABLED: "DISABLED",
    ENABLED: "ENABLED",
};
const ServiceConnectContainerLogLevel = {
    DEBUG: "debug",
    INFO: "info",
};
const TaskFilesystemType = {
    EXT3: "ext3",
    EXT4: "ext4",
    NTFS: "ntfs",
    XFS: "xfs",
};
const EBSResourceType = {
    VOLUME: "volume",
};
const DeploymentRolloutState = {
    COMPLETED: "COMPLETED",
    FAILED: "FAILED",
    IN_PROGRESS: "IN_PROGRESS",
};
const ResourceManagementType = {
    CUSTOMER: "CUSTOMER",
    ECS: "ECS",
};
const ScaleUnit = {
    PERCENT: "PERCENT",
};
const StabilityStatus = {
    STABILIZING: "STABILIZING",
    STEADY_STATE: "STEADY_STATE",
};
const ExpressGatewayServiceInclude = {
    TAGS: "TAGS",
};
const ServiceField = {
    TAGS: "TAGS",
};
const StopServiceDeploymentStopType = {
    ABORT: "ABORT",
    ROLLBACK: "ROLLBACK",
};
const ManagedResourceStatus = {
    ACTIVE: "ACTIVE",
    DELETED: "DELETED",
    DEPROVISIONING: "DEPROVISIONING",
    FAILED: "FAILED",
    PROVISIONING: "PROVISIONING",
};
const TaskField = {
    TAGS: "TAGS",
};
const Connectivity = {
    CONNECTED: "CONNECTED",
    DISCONNECTED: "DISCONNECTED",
};
const HealthStatus = {
    HEALTHY: "HEALTHY",
    UNHEALTHY: "UNHEALTHY",
    UNKNOWN: "UNKNOWN",
};
const TaskStopCode = {
    ESSENTIAL_CONTAINER_EXITED: "EssentialContainerExited",
    INFRASTRUCTURE_HEALTH: "InfrastructureHealth",
    SERVICE_SCHEDULER_INITIATED: "ServiceSchedulerInitiated",
    SPOT_INTERRUPTION: "SpotInterruption",
    TASK_FAILED_TO_START: "TaskFailedToStart",
    TERMINATION_NOTICE: "TerminationNotice",
    USER_INITIATED: "UserInitiated",
};
const TaskSetField = {
    TAGS: "TAGS",
};

exports.AcceleratorCountRequest$ = AcceleratorCountRequest$;
exports.AcceleratorManufacturer = AcceleratorManufacturer;
exports.AcceleratorName = AcceleratorName;
exports.AcceleratorTotalMemoryMiBRequest$ = AcceleratorTotalMemoryMiBRequest$;
exports.AcceleratorType = AcceleratorType;
exports.AccessDeniedException = AccessDeniedException;
exports.AccessDeniedException$ = AccessDeniedException$;
exports.AccessType = AccessType;
exports.AdvancedConfiguration$ = AdvancedConfiguration$;
exports.AgentUpdateStatus = AgentUpdateStatus;
exports.ApplicationProtocol = ApplicationProtocol;
exports.AssignPublicIp = AssignPublicIp;
exports.AssociateGatewayWithCluster$ = AssociateGatewayWithCluster$;
exports.AssociateGatewayWithClusterCommand = AssociateGatewayWithClusterCommand;
exports.AssociateGatewayWithClusterRequest$ = AssociateGatewayWithClusterRequest$;
exports.AssociateGatewayWithClusterResponse$ = AssociateGatewayWithClusterResponse$;
exports.Attachment$ = Attachment$;
exports.AttachmentStateChange$ = AttachmentStateChange$;
exports.Attribute$ = Attribute$;
exports.AttributeLimitExceededException = AttributeLimitExceededException;
exports.AttributeLimitExceededException$ = AttributeLimitExceededException$;
exports.AutoRepairActionsStatus = AutoRepairActionsStatus;
exports.AutoRepairConfiguration$ = AutoRepairConfiguration$;
exports.AutoScalingGroupProvider$ = AutoScalingGroupProvider$;
exports.AutoScalingGroupProviderUpdate$ = AutoScalingGroupProviderUpdate$;
exports.AvailabilityZoneRebalancing = AvailabilityZoneRebalancing;
exports.AwsVpcConfiguration$ = AwsVpcConfiguration$;
exports.BareMetal = BareMetal;
exports.BaselineEbsBandwidthMbpsRequest$ = BaselineEbsBandwidthMbpsRequest$;
exports.BlockedException = BlockedException;
exports.BlockedException$ = BlockedException$;
exports.BurstablePerformance = BurstablePerformance;
exports.CPUArchitecture = CPUArchitecture;
exports.CanaryConfiguration$ = CanaryConfiguration$;
exports.CapacityOptionType = CapacityOptionType;
exports.CapacityProvider$ = CapacityProvider$;
exports.CapacityProviderField = CapacityProviderField;
exports.CapacityProviderStatus = CapacityProviderStatus;
exports.CapacityProviderStrategyItem$ = CapacityProviderStrategyItem$;
exports.CapacityProviderType = CapacityProviderType;
exports.CapacityProviderUpdateStatus = CapacityProviderUpdateStatus;
exports.CapacityReservationPreference = CapacityReservationPreference;
exports.CapacityReservationRequest$ = CapacityReservationRequest$;
exports.ClientException = ClientException;
exports.ClientException$ = ClientException$;
exports.Cluster$ = Cluster$;
exports.ClusterConfiguration$ = ClusterConfiguration$;
exports.ClusterContainsCapacityProviderException = ClusterContainsCapacityProviderException;
exports.ClusterContainsCapacityProviderException$ = ClusterContainsCapacityProviderException$;
exports.ClusterContainsContainerInstancesException = ClusterContainsContainerInstancesException;
exports.ClusterContainsContainerInstancesException$ = ClusterContainsContainerInstancesException$;
exports.ClusterContainsServicesException = ClusterContainsServicesException;
exports.ClusterContainsServicesException$ = ClusterContainsServicesException$;
exports.ClusterContainsTasksException = ClusterContainsTasksException;
exports.ClusterContainsTasksException$ = ClusterContainsTasksException$;
exports.ClusterField = ClusterField;
exports.ClusterNotFoundException = ClusterNotFoundException;
exports.ClusterNotFoundException$ = ClusterNotFoundException$;
exports.ClusterServiceConnectDefaults$ = ClusterServiceConnectDefaults$;
exports.ClusterServiceConnectDefaultsRequest$ = ClusterServiceConnectDefaultsRequest$;
exports.ClusterSetting$ = ClusterSetting$;
exports.ClusterSettingName = ClusterSettingName;
exports.Compatibility = Compatibility;
exports.ConflictException = ConflictException;
exports.ConflictException$ = ConflictException$;
exports.Connectivity = Connectivity;
exports.Container$ = Container$;
exports.ContainerCondition = ContainerCondition;
exports.ContainerDefinition$ = ContainerDefinition$;
exports.ContainerDependency$ = ContainerDependency$;
exports.ContainerImage$ = ContainerImage$;
exports.ContainerInstance$ = ContainerInstance$;
exports.ContainerInstanceField = ContainerInstanceField;
exports.ContainerInstanceHealthStatus$ = ContainerInstanceHealthStatus$;
exports.ContainerInstanceStatus = ContainerInstanceStatus;
exports.ContainerOverride$ = ContainerOverride$;
exports.ContainerRestartPolicy$ = ContainerRestartPolicy$;
exports.ContainerStateChange$ = ContainerStateChange$;
exports.ContinueServiceDeployment$ = ContinueServiceDeployment$;
exports.ContinueServiceDeploymentCommand = ContinueServiceDeploymentCommand;
exports.ContinueServiceDeploymentRequest$ = ContinueServiceDeploymentRequest$;
exports.ContinueServiceDeploymentResponse$ = ContinueServiceDeploymentResponse$;
exports.CpuManufacturer = CpuManufacturer;
exports.CreateCapacityProvider$ = CreateCapacityProvider$;
exports.CreateCapacityProviderCommand = CreateCapacityProviderCommand;
exports.CreateCapacityProviderRequest$ = CreateCapacityProviderRequest$;
exports.CreateCapacityProviderResponse$ = CreateCapacityProviderResponse$;
exports.CreateCluster$ = CreateCluster$;
exports.CreateClusterCommand = CreateClusterCommand;
exports.CreateClusterRequest$ = CreateClusterRequest$;
exports.CreateClusterResponse$ = CreateClusterResponse$;
exports.CreateDaemon$ = CreateDaemon$;
exports.CreateDaemonCommand = CreateDaemonCommand;
exports.CreateDaemonRequest$ = CreateDaemonRequest$;
exports.CreateDaemonResponse$ = CreateDaemonResponse$;
exports.CreateExpressGatewayService$ = CreateExpressGatewayService$;
exports.CreateExpressGatewayServiceCommand = CreateExpressGatewayServiceCommand;
exports.CreateExpressGatewayServiceRequest$ = CreateExpressGatewayServiceRequest$;
exports.CreateExpressGatewayServiceResponse$ = CreateExpressGatewayServiceResponse$;
exports.CreateGateway$ = CreateGateway$;
exports.CreateGatewayCommand = CreateGatewayCommand;
exports.CreateGatewayRequest$ = CreateGatewayRequest$;
exports.CreateGatewayResponse$ = CreateGatewayResponse$;
exports.CreateManagedInstancesProviderConfiguration$ = CreateManagedInstancesProviderConfiguration$;
exports.CreateService$ = CreateService$;
exports.CreateServiceCommand = CreateServiceCommand;
exports.CreateServiceRequest$ = CreateServiceRequest$;
exports.CreateServiceResponse$ = CreateServiceResponse$;
exports.CreateTaskSet$ = CreateTaskSet$;
exports.CreateTaskSetCommand = CreateTaskSetCommand;
exports.CreateTaskSetRequest$ = CreateTaskSetRequest$;
exports.CreateTaskSetResponse$ = CreateTaskSetResponse$;
exports.CreatedAt$ = CreatedAt$;
exports.DaemonAlarmConfiguration$ = DaemonAlarmConfiguration$;
exports.DaemonCapacityProvider$ = DaemonCapacityProvider$;
exports.DaemonCircuitBreaker$ = DaemonCircuitBreaker$;
exports.DaemonContainerDefinition$ = DaemonContainerDefinition$;
exports.DaemonContainerImage$ = DaemonContainerImage$;
exports.DaemonDeployment$ = DaemonDeployment$;
exports.DaemonDeploymentAlarms$ = DaemonDeploymentAlarms$;
exports.DaemonDeploymentCapacityProvider$ = DaemonDeploymentCapacityProvider$;
exports.DaemonDeploymentConfiguration$ = DaemonDeploymentConfiguration$;
exports.DaemonDeploymentRevisionDetail$ = DaemonDeploymentRevisionDetail$;
exports.DaemonDeploymentRollbackMonitorsStatus = DaemonDeploymentRollbackMonitorsStatus;
exports.DaemonDeploymentStatus = DaemonDeploymentStatus;
exports.DaemonDeploymentSummary$ = DaemonDeploymentSummary$;
exports.DaemonDetail$ = DaemonDetail$;
exports.DaemonIpcMode = DaemonIpcMode;
exports.DaemonLinuxParameters$ = DaemonLinuxParameters$;
exports.DaemonNotActiveException = DaemonNotActiveException;
exports.DaemonNotActiveException$ = DaemonNotActiveException$;
exports.DaemonNotFoundException = DaemonNotFoundException;
exports.DaemonNotFoundException$ = DaemonNotFoundException$;
exports.DaemonPidMode = DaemonPidMode;
exports.DaemonPropagateTags = DaemonPropagateTags;
exports.DaemonRevision$ = DaemonRevision$;
exports.DaemonRevisionDetail$ = DaemonRevisionDetail$;
exports.DaemonRollback$ = DaemonRollback$;
exports.DaemonStatus = DaemonStatus;
exports.DaemonSummary$ = DaemonSummary$;
exports.DaemonTaskDefinition$ = DaemonTaskDefinition$;
exports.DaemonTaskDefinitionRevisionFilter = DaemonTaskDefinitionRevisionFilter;
exports.DaemonTaskDefinitionStatus = DaemonTaskDefinitionStatus;
exports.DaemonTaskDefinitionStatusFilter = DaemonTaskDefinitionStatusFilter;
exports.DaemonTaskDefinitionSummary$ = DaemonTaskDefinitionSummary$;
exports.DaemonVolume$ = DaemonVolume$;
exports.DeleteAccountSetting$ = DeleteAccountSetting$;
exports.DeleteAccountSettingCommand = DeleteAccountSettingCommand;
exports.DeleteAccountSettingRequest$ = DeleteAccountSettingRequest$;
exports.DeleteAccountSettingResponse$ = DeleteAccountSettingResponse$;
exports.DeleteAttributes$ = DeleteAttributes$;
exports.DeleteAttributesCommand = DeleteAttributesCommand;
exports.DeleteAttributesRequest$ = DeleteAttributesRequest$;
exports.DeleteAttributesResponse$ = DeleteAttributesResponse$;
exports.DeleteCapacityProvider$ = DeleteCapacityProvider$;
exports.DeleteCapacityProviderCommand = DeleteCapacityProviderCommand;
exports.DeleteCapacityProviderRequest$ = DeleteCapacityProviderRequest$;
exports.DeleteCapacityProviderResponse$ = DeleteCapacityProviderResponse$;
exports.DeleteCluster$ = DeleteCluster$;
exports.DeleteClusterCommand = DeleteClusterCommand;
exports.DeleteClusterRequest$ = DeleteClusterRequest$;
exports.DeleteClusterResponse$ = DeleteClusterResponse$;
exports.DeleteDaemon$ = DeleteDaemon$;
exports.DeleteDaemonCommand = DeleteDaemonCommand;
exports.DeleteDaemonRequest$ = DeleteDaemonRequest$;
exports.DeleteDaemonResponse$ = DeleteDaemonResponse$;
exports.DeleteDaemonTaskDefinition$ = DeleteDaemonTaskDefinition$;
exports.DeleteDaemonTaskDefinitionCommand = DeleteDaemonTaskDefinitionCommand;
exports.DeleteDaemonTaskDefinitionRequest$ = DeleteDaemonTaskDefinitionRequest$;
exports.DeleteDaemonTaskDefinitionResponse$ = DeleteDaemonTaskDefinitionResponse$;
exports.DeleteExpressGatewayService$ = DeleteExpressGatewayService$;
exports.DeleteExpressGatewayServiceCommand = DeleteExpressGatewayServiceCommand;
exports.DeleteExpressGatewayServiceRequest$ = DeleteExpressGatewayServiceRequest$;
exports.DeleteExpressGatewayServiceResponse$ = DeleteExpressGatewayServiceResponse$;
exports.DeleteGateway$ = DeleteGateway$;
exports.DeleteGatewayCommand = DeleteGatewayCommand;
exports.DeleteGatewayRequest$ = DeleteGatewayRequest$;
exports.DeleteGatewayResponse$ = DeleteGatewayResponse$;
exports.DeleteService$ = DeleteService$;
exports.DeleteServiceCommand = DeleteServiceCommand;
exports.DeleteServiceRequest$ = DeleteServiceRequest$;
exports.DeleteServiceResponse$ = DeleteServiceResponse$;
exports.DeleteTaskDefinitions$ = DeleteTaskDefinitions$;
exports.DeleteTaskDefinitionsCommand = DeleteTaskDefinitionsCommand;
exports.DeleteTaskDefinitionsRequest$ = DeleteTaskDefinitionsRequest$;
exports.DeleteTaskDefinitionsResponse$ = DeleteTaskDefinitionsResponse$;
exports.DeleteTaskSet$ = DeleteTaskSet$;
exports.DeleteTaskSetCommand = DeleteTaskSetCommand;
exports.DeleteTaskSetRequest$ = DeleteTaskSetRequest$;
exports.DeleteTaskSetResponse$ = DeleteTaskSetResponse$;
exports.Deployment$ = Deployment$;
exports.DeploymentAlarms$ = DeploymentAlarms$;
exports.DeploymentCircuitBreaker$ = DeploymentCircuitBreaker$;
exports.DeploymentConfiguration$ = DeploymentConfiguration$;
exports.DeploymentController$ = DeploymentController$;
exports.DeploymentControllerType = DeploymentControllerType;
exports.DeploymentEarlySuccessCriteria$ = DeploymentEarlySuccessCriteria$;
exports.DeploymentEphemeralStorage$ = DeploymentEphemeralStorage$;
exports.DeploymentLifecycleHook$ = DeploymentLifecycleHook$;
exports.DeploymentLifecycleHookAction = DeploymentLifecycleHookAction;
exports.DeploymentLifecycleHookDetail$ = DeploymentLifecycleHookDetail$;
exports.DeploymentLifecycleHookStage = DeploymentLifecycleHookStage;
exports.DeploymentLifecycleHookStatus = DeploymentLifecycleHookStatus;
exports.DeploymentLifecycleHookTargetType = DeploymentLifecycleHookTargetType;
exports.DeploymentLifecycleHookTimeoutConfiguration$ = DeploymentLifecycleHookTimeoutConfiguration$;
exports.DeploymentRolloutState = DeploymentRolloutState;
exports.DeploymentStrategy = DeploymentStrategy;
exports.DeregisterContainerInstance$ = DeregisterContainerInstance$;
exports.DeregisterContainerInstanceCommand = DeregisterContainerInstanceCommand;
exports.DeregisterContainerInstanceRequest$ = DeregisterContainerInstanceRequest$;
exports.DeregisterContainerInstanceResponse$ = DeregisterContainerInstanceResponse$;
exports.DeregisterTaskDefinition$ = DeregisterTaskDefinition$;
exports.DeregisterTaskDefinitionCommand = DeregisterTaskDefinitionCommand;
exports.DeregisterTaskDefinitionRequest$ = DeregisterTaskDefinitionRequest$;
exports.DeregisterTaskDefinitionResponse$ = DeregisterTaskDefinitionResponse$;
exports.DescribeCapacityProviders$ = DescribeCapacityProviders$;
exports.DescribeCapacityProvidersCommand = DescribeCapacityProvidersCommand;
exports.DescribeCapacityProvidersRequest$ = DescribeCapacityProvidersRequest$;
exports.DescribeCapacityProvidersResponse$ = DescribeCapacityProvidersResponse$;
exports.DescribeClusters$ = DescribeClusters$;
exports.DescribeClustersCommand = DescribeClustersCommand;
exports.DescribeClustersRequest$ = DescribeClustersRequest$;
exports.DescribeClustersResponse$ = DescribeClustersResponse$;
exports.DescribeContainerInstances$ = DescribeContainerInstances$;
exports.DescribeContainerInstancesCommand = DescribeContainerInstancesCommand;
exports.DescribeContainerInstancesRequest$ = DescribeContainerInstancesRequest$;
exports.DescribeContainerInstancesResponse$ = DescribeContainerInstancesResponse$;
exports.DescribeDaemon$ = DescribeDaemon$;
exports.DescribeDaemonCommand = DescribeDaemonCommand;
exports.DescribeDaemonDeployments$ = DescribeDaemonDeployments$;
exports.DescribeDaemonDeploymentsCommand = DescribeDaemonDeploymentsCommand;
exports.DescribeDaemonDeploymentsRequest$ = DescribeDaemonDeploymentsRequest$;
exports.DescribeDaemonDeploymentsResponse$ = DescribeDaemonDeploymentsResponse$;
exports.DescribeDaemonRequest$ = DescribeDaemonRequest$;
exports.DescribeDaemonResponse$ = DescribeDaemonResponse$;
exports.DescribeDaemonRevisions$ = DescribeDaemonRevisions$;
exports.DescribeDaemonRevisionsCommand = DescribeDaemonRevisionsCommand;
exports.DescribeDaemonRevisionsRequest$ = DescribeDaemonRevisionsRequest$;
exports.DescribeDaemonRevisionsResponse$ = DescribeDaemonRevisionsResponse$;
exports.DescribeDaemonTaskDefinition$ = DescribeDaemonTaskDefinition$;
exports.DescribeDaemonTaskDefinitionCommand = DescribeDaemonTaskDefinitionCommand;
exports.DescribeDaemonTaskDefinitionRequest$ = DescribeDaemonTaskDefinitionRequest$;
exports.DescribeDaemonTaskDefinitionResponse$ = DescribeDaemonTaskDefinitionResponse$;
exports.DescribeExpressGatewayService$ = DescribeExpressGatewayService$;
exports.DescribeExpressGatewayServiceCommand = DescribeExpressGatewayServiceCommand;
exports.DescribeExpressGatewayServiceRequest$ = DescribeExpressGatewayServiceRequest$;
exports.DescribeExpressGatewayServiceResponse$ = DescribeExpressGatewayServiceResponse$;
exports.DescribeGateway$ = DescribeGateway$;
exports.DescribeGatewayAlbConfiguration$ = DescribeGatewayAlbConfiguration$;
exports.DescribeGatewayCommand = DescribeGatewayCommand;
exports.DescribeGatewayConfiguration$ = DescribeGatewayConfiguration$;
exports.DescribeGatewayRequest$ = DescribeGatewayRequest$;
exports.DescribeGatewayResources$ = DescribeGatewayResources$;
exports.DescribeGatewayResourcesCommand = DescribeGatewayResourcesCommand;
exports.DescribeGatewayResourcesRequest$ = DescribeGatewayResourcesRequest$;
exports.DescribeGatewayResourcesResponse$ = DescribeGatewayResourcesResponse$;
exports.DescribeGatewayResponse$ = DescribeGatewayResponse$;
exports.DescribeGatewayRoute$ = DescribeGatewayRoute$;
exports.DescribeGatewayRouteCommand = DescribeGatewayRouteCommand;
exports.DescribeGatewayRouteRequest$ = DescribeGatewayRouteRequest$;
exports.DescribeGatewayRouteResponse$ = DescribeGatewayRouteResponse$;
exports.DescribeServiceDeployments$ = DescribeServiceDeployments$;
exports.DescribeServiceDeploymentsCommand = DescribeServiceDeploymentsCommand;
exports.DescribeServiceDeploymentsRequest$ = DescribeServiceDeploymentsRequest$;
exports.DescribeServiceDeploymentsResponse$ = DescribeServiceDeploymentsResponse$;
exports.DescribeServiceRevisions$ = DescribeServiceRevisions$;
exports.DescribeServiceRevisionsCommand = DescribeServiceRevisionsCommand;
exports.DescribeServiceRevisionsRequest$ = DescribeServiceRevisionsRequest$;
exports.DescribeServiceRevisionsResponse$ = DescribeServiceRevisionsResponse$;
exports.DescribeServices$ = DescribeServices$;
exports.DescribeServicesCommand = DescribeServicesCommand;
exports.DescribeServicesRequest$ = DescribeServicesRequest$;
exports.DescribeServicesResponse$ = DescribeServicesResponse$;
exports.DescribeTaskDefinition$ = DescribeTaskDefinition$;
exports.DescribeTaskDefinitionCommand = DescribeTaskDefinitionCommand;
exports.DescribeTaskDefinitionRequest$ = DescribeTaskDefinitionRequest$;
exports.DescribeTaskDefinitionResponse$ = DescribeTaskDefinitionResponse$;
exports.DescribeTaskSets$ = DescribeTaskSets$;
exports.DescribeTaskSetsCommand = DescribeTaskSetsCommand;
exports.DescribeTaskSetsRequest$ = DescribeTaskSetsRequest$;
exports.DescribeTaskSetsResponse$ = DescribeTaskSetsResponse$;
exports.DescribeTasks$ = DescribeTasks$;
exports.DescribeTasksCommand = DescribeTasksCommand;
exports.DescribeTasksRequest$ = DescribeTasksRequest$;
exports.DescribeTasksResponse$ = DescribeTasksResponse$;
exports.DesiredStatus = DesiredStatus;
exports.Device$ = Device$;
exports.DeviceCgroupPermission = DeviceCgroupPermission;
exports.DisassociateGatewayFromCluster$ = DisassociateGatewayFromCluster$;
exports.DisassociateGatewayFromClusterCommand = DisassociateGatewayFromClusterCommand;
exports.DisassociateGatewayFromClusterRequest$ = DisassociateGatewayFromClusterRequest$;
exports.DisassociateGatewayFromClusterResponse$ = DisassociateGatewayFromClusterResponse$;
exports.DiscoverPollEndpoint$ = DiscoverPollEndpoint$;
exports.DiscoverPollEndpointCommand = DiscoverPollEndpointCommand;
exports.DiscoverPollEndpointRequest$ = DiscoverPollEndpointRequest$;
exports.DiscoverPollEndpointResponse$ = DiscoverPollEndpointResponse$;
exports.DockerVolumeConfiguration$ = DockerVolumeConfiguration$;
exports.EBSResourceType = EBSResourceType;
exports.EBSTagSpecification$ = EBSTagSpecification$;
exports.ECS = ECS;
exports.ECSClient = ECSClient;
exports.ECSExpressGatewayService$ = ECSExpressGatewayService$;
exports.ECSManagedResources$ = ECSManagedResources$;
exports.ECSServiceException = ECSServiceException;
exports.ECSServiceException$ = ECSServiceException$;
exports.EFSAuthorizationConfig$ = EFSAuthorizationConfig$;
exports.EFSAuthorizationConfigIAM = EFSAuthorizationConfigIAM;
exports.EFSTransitEncryption = EFSTransitEncryption;
exports.EFSVolumeConfiguration$ = EFSVolumeConfiguration$;
exports.ElbGatewayResources$ = ElbGatewayResources$;
exports.EnvironmentFile$ = EnvironmentFile$;
exports.EnvironmentFileType = EnvironmentFileType;
exports.EphemeralStorage$ = EphemeralStorage$;
exports.ExecuteCommand$ = ExecuteCommand$;
exports.ExecuteCommandCommand = ExecuteCommandCommand;
exports.ExecuteCommandConfiguration$ = ExecuteCommandConfiguration$;
exports.ExecuteCommandLogConfiguration$ = ExecuteCommandLogConfiguration$;
exports.ExecuteCommandLogging = ExecuteCommandLogging;
exports.ExecuteCommandRequest$ = ExecuteCommandRequest$;
exports.ExecuteCommandResponse$ = ExecuteCommandResponse$;
exports.ExpressCpuArchitecture = ExpressCpuArchitecture;
exports.ExpressGatewayContainer$ = ExpressGatewayContainer$;
exports.ExpressGatewayRepositoryCredentials$ = ExpressGatewayRepositoryCredentials$;
exports.ExpressGatewayScalingTarget$ = ExpressGatewayScalingTarget$;
exports.ExpressGatewayServiceAwsLogsConfiguration$ = ExpressGatewayServiceAwsLogsConfiguration$;
exports.ExpressGatewayServiceConfiguration$ = ExpressGatewayServiceConfiguration$;
exports.ExpressGatewayServiceInclude = ExpressGatewayServiceInclude;
exports.ExpressGatewayServiceNetworkConfiguration$ = ExpressGatewayServiceNetworkConfiguration$;
exports.ExpressGatewayServiceScalingMetric = ExpressGatewayServiceScalingMetric;
exports.ExpressGatewayServiceStatus$ = ExpressGatewayServiceStatus$;
exports.ExpressGatewayServiceStatusCode = ExpressGatewayServiceStatusCode;
exports.FSxWindowsFileServerAuthorizationConfig$ = FSxWindowsFileServerAuthorizationConfig$;
exports.FSxWindowsFileServerVolumeConfiguration$ = FSxWindowsFileServerVolumeConfiguration$;
exports.Failure$ = Failure$;
exports.FirelensConfiguration$ = FirelensConfiguration$;
exports.FirelensConfigurationType = FirelensConfigurationType;
exports.Gateway$ = Gateway$;
exports.GatewayAlbDesyncMitigationMode = GatewayAlbDesyncMitigationMode;
exports.GatewayAlbProtocol = GatewayAlbProtocol;
exports.GatewayAlbTestTrafficRules$ = GatewayAlbTestTrafficRules$;
exports.GatewayClusterAssociationStatus = GatewayClusterAssociationStatus;
exports.GatewayClusterAssociationSummary$ = GatewayClusterAssociationSummary$;
exports.GatewayConfiguration$ = GatewayConfiguration$;
exports.GatewayConnection$ = GatewayConnection$;
exports.GatewayConnectionAlbResources$ = GatewayConnectionAlbResources$;
exports.GatewayConnectionResources$ = GatewayConnectionResources$;
exports.GatewayConnector$ = GatewayConnector$;
exports.GatewayConnectorFilters$ = GatewayConnectorFilters$;
exports.GatewayConnectorHealthCheck$ = GatewayConnectorHealthCheck$;
exports.GatewayConnectorHealthCheckMatcher$ = GatewayConnectorHealthCheckMatcher$;
exports.GatewayConnectorHealthCheckProtocol = GatewayConnectorHealthCheckProtocol;
exports.GatewayElbAccessLogConfiguration$ = GatewayElbAccessLogConfiguration$;
exports.GatewayElbAccessLogDestination$ = GatewayElbAccessLogDestination$;
exports.GatewayElbAccessLogS3Destination$ = GatewayElbAccessLogS3Destination$;
exports.GatewayElbIpAddressType = GatewayElbIpAddressType;
exports.GatewayElbNetworkConfiguration$ = GatewayElbNetworkConfiguration$;
exports.GatewayElbScheme = GatewayElbScheme;
exports.GatewayInfrastructureResources$ = GatewayInfrastructureResources$;
exports.GatewayNotFoundException = GatewayNotFoundException;
exports.GatewayNotFoundException$ = GatewayNotFoundException$;
exports.GatewayOperationError$ = GatewayOperationError$;
exports.GatewayResourceFailure$ = GatewayResourceFailure$;
exports.GatewayResources$ = GatewayResources$;
exports.GatewayRoute$ = GatewayRoute$;
exports.GatewayRouteAlbResources$ = GatewayRouteAlbResources$;
exports.GatewayRouteLoadBalancerSecurityGroup$ = GatewayRouteLoadBalancerSecurityGroup$;
exports.GatewayRouteResources$ = GatewayRouteResources$;
exports.GatewayRouteStatus = GatewayRouteStatus;
exports.GatewayRouteSummary$ = GatewayRouteSummary$;
exports.GatewayStatus = GatewayStatus;
exports.GatewaySummary$ = GatewaySummary$;
exports.GatewayTestTrafficHeader$ = GatewayTestTrafficHeader$;
exports.GetTaskProtection$ = GetTaskProtection$;
exports.GetTaskProtectionCommand = GetTaskProtectionCommand;
exports.GetTaskProtectionRequest$ = GetTaskProtectionRequest$;
exports.GetTaskProtectionResponse$ = GetTaskProtectionResponse$;
exports.GpuDevice$ = GpuDevice$;
exports.GpuSharingMode = GpuSharingMode;
exports.HealthCheck$ = HealthCheck$;
exports.HealthStatus = HealthStatus;
exports.HostEntry$ = HostEntry$;
exports.HostSharedAlbConfiguration$ = HostSharedAlbConfiguration$;
exports.HostVolumeProperties$ = HostVolumeProperties$;
exports.InferenceAccelerator$ = InferenceAccelerator$;
exports.InferenceAcceleratorOverride$ = InferenceAcceleratorOverride$;
exports.InfrastructureOptimization$ = InfrastructureOptimization$;
exports.IngressPathSummary$ = IngressPathSummary$;
exports.InstanceGeneration = InstanceGeneration;
exports.InstanceHealthCheckResult$ = InstanceHealthCheckResult$;
exports.InstanceHealthCheckState = InstanceHealthCheckState;
exports.InstanceHealthCheckType = InstanceHealthCheckType;
exports.InstanceLaunchTemplate$ = InstanceLaunchTemplate$;
exports.InstanceLaunchTemplateUpdate$ = InstanceLaunchTemplateUpdate$;
exports.InstanceRequirementsRequest$ = InstanceRequirementsRequest$;
exports.InvalidParameterException = InvalidParameterException;
exports.InvalidParameterException$ = InvalidParameterException$;
exports.IpcMode = IpcMode;
exports.KernelCapabilities$ = KernelCapabilities$;
exports.KeyValuePair$ = KeyValuePair$;
exports.LaunchType = LaunchType;
exports.LimitExceededException = LimitExceededException;
exports.LimitExceededException$ = LimitExceededException$;
exports.LinearConfiguration$ = LinearConfiguration$;
exports.LinuxParameters$ = LinuxParameters$;
exports.ListAccountSettings$ = ListAccountSettings$;
exports.ListAccountSettingsCommand = ListAccountSettingsCommand;
exports.ListAccountSettingsRequest$ = ListAccountSettingsRequest$;
exports.ListAccountSettingsResponse$ = ListAccountSettingsResponse$;
exports.ListAttributes$ = ListAttributes$;
exports.ListAttributesCommand = ListAttributesCommand;
exports.ListAttributesRequest$ = ListAttributesRequest$;
exports.ListAttributesResponse$ = ListAttributesResponse$;
exports.ListClusters$ = ListClusters$;
exports.ListClustersCommand = ListClustersCommand;
exports.ListClustersRequest$ = ListClustersRequest$;
exports.ListClustersResponse$ = ListClustersResponse$;
exports.ListContainerInstances$ = ListContainerInstances$;
exports.ListContainerInstancesCommand = ListContainerInstancesCommand;
exports.ListContainerInstancesRequest$ = ListContainerInstancesRequest$;
exports.ListContainerInstancesResponse$ = ListContainerInstancesResponse$;
exports.ListDaemonDeployments$ = ListDaemonDeployments$;
exports.ListDaemonDeploymentsCommand = ListDaemonDeploymentsCommand;
exports.ListDaemonDeploymentsRequest$ = ListDaemonDeploymentsRequest$;
exports.ListDaemonDeploymentsResponse$ = ListDaemonDeploymentsResponse$;
exports.ListDaemonTaskDefinitions$ = ListDaemonTaskDefinitions$;
exports.ListDaemonTaskDefinitionsCommand = ListDaemonTaskDefinitionsCommand;
exports.ListDaemonTaskDefinitionsRequest$ = ListDaemonTaskDefinitionsRequest$;
exports.ListDaemonTaskDefinitionsResponse$ = ListDaemonTaskDefinitionsResponse$;
exports.ListDaemons$ = ListDaemons$;
exports.ListDaemonsCommand = ListDaemonsCommand;
exports.ListDaemonsRequest$ = ListDaemonsRequest$;
exports.ListDaemonsResponse$ = ListDaemonsResponse$;
exports.ListGatewayClusterAssociations$ = ListGatewayClusterAssociations$;
exports.ListGatewayClusterAssociationsCommand = ListGatewayClusterAssociationsCommand;
exports.ListGatewayClusterAssociationsRequest$ = ListGatewayClusterAssociationsRequest$;
exports.ListGatewayClusterAssociationsResponse$ = ListGatewayClusterAssociationsResponse$;
exports.ListGatewayRoutes$ = ListGatewayRoutes$;
exports.ListGatewayRoutesCommand = ListGatewayRoutesCommand;
exports.ListGatewayRoutesRequest$ = ListGatewayRoutesRequest$;
exports.ListGatewayRoutesResponse$ = ListGatewayRoutesResponse$;
exports.ListGateways$ = ListGateways$;
exports.ListGatewaysCommand = ListGatewaysCommand;
exports.ListGatewaysRequest$ = ListGatewaysRequest$;
exports.ListGatewaysResponse$ = ListGatewaysResponse$;
exports.ListServiceDeployments$ = ListServiceDeployments$;
exports.ListServiceDeploymentsCommand = ListServiceDeploymentsCommand;
exports.ListServiceDeploymentsRequest$ = ListServiceDeploymentsRequest$;
exports.ListServiceDeploymentsResponse$ = ListServiceDeploymentsResponse$;
exports.ListServices$ = ListServices$;
exports.ListServicesByNamespace$ = ListServicesByNamespace$;
exports.ListServicesByNamespaceCommand = ListServicesByNamespaceCommand;
exports.ListServicesByNamespaceRequest$ = ListServicesByNamespaceRequest$;
exports.ListServicesByNamespaceResponse$ = ListServicesByNamespaceResponse$;
exports.ListServicesCommand = ListServicesCommand;
exports.ListServicesRequest$ = ListServicesRequest$;
exports.ListServicesResponse$ = ListServicesResponse$;
exports.ListTagsForResource$ = ListTagsForResource$;
exports.ListTagsForResourceCommand = ListTagsForResourceCommand;
exports.ListTagsForResourceRequest$ = ListTagsForResourceRequest$;
exports.ListTagsForResourceResponse$ = ListTagsForResourceResponse$;
exports.ListTaskDefinitionFamilies$ = ListTaskDefinitionFamilies$;
exports.ListTaskDefinitionFamiliesCommand = ListTaskDefinitionFamiliesCommand;
exports.ListTaskDefinitionFamiliesRequest$ = ListTaskDefinitionFamiliesRequest$;
exports.ListTaskDefinitionFamiliesResponse$ = ListTaskDefinitionFamiliesResponse$;
exports.ListTaskDefinitions$ = ListTaskDefinitions$;
exports.ListTaskDefinitionsCommand = ListTaskDefinitionsCommand;
exports.ListTaskDefinitionsRequest$ = ListTaskDefinitionsRequest$;
exports.ListTaskDefinitionsResponse$ = ListTaskDefinitionsResponse$;
exports.ListTasks$ = ListTasks$;
exports.ListTasksCommand = ListTasksCommand;
exports.ListTasksRequest$ = ListTasksRequest$;
exports.ListTasksResponse$ = ListTasksResponse$;
exports.LoadBalancer$ = LoadBalancer$;
exports.LocalStorage = LocalStorage;
exports.LocalStorageType = LocalStorageType;
exports.LogConfiguration$ = LogConfiguration$;
exports.LogDriver = LogDriver;
exports.LogDriverVolumeConfiguration$ = LogDriverVolumeConfiguration$;
exports.ManagedAgent$ = ManagedAgent$;
exports.ManagedAgentName = ManagedAgentName;
exports.ManagedAgentStateChange$ = ManagedAgentStateChange$;
exports.ManagedApplicationAutoScalingPolicy$ = ManagedApplicationAutoScalingPolicy$;
exports.ManagedAutoScaling$ = ManagedAutoScaling$;
exports.ManagedCertificate$ = ManagedCertificate$;
exports.ManagedDraining = ManagedDraining;
exports.ManagedIngressPath$ = ManagedIngressPath$;
exports.ManagedInstancesLocalStorageConfiguration$ = ManagedInstancesLocalStorageConfiguration$;
exports.ManagedInstancesMonitoringOptions = ManagedInstancesMonitoringOptions;
exports.ManagedInstancesNetworkConfiguration$ = ManagedInstancesNetworkConfiguration$;
exports.ManagedInstancesProvider$ = ManagedInstancesProvider$;
exports.ManagedInstancesStorageConfiguration$ = ManagedInstancesStorageConfiguration$;
exports.ManagedListener$ = ManagedListener$;
exports.ManagedListenerRule$ = ManagedListenerRule$;
exports.ManagedLoadBalancer$ = ManagedLoadBalancer$;
exports.ManagedLogGroup$ = ManagedLogGroup$;
exports.ManagedMetricAlarm$ = ManagedMetricAlarm$;
exports.ManagedResourceStatus = ManagedResourceStatus;
exports.ManagedScalableTarget$ = ManagedScalableTarget$;
exports.ManagedScaling$ = ManagedScaling$;
exports.ManagedScalingStatus = ManagedScalingStatus;
exports.ManagedSecurityGroup$ = ManagedSecurityGroup$;
exports.ManagedStorageConfiguration$ = ManagedStorageConfiguration$;
exports.ManagedTargetGroup$ = ManagedTargetGroup$;
exports.ManagedTerminationProtection = ManagedTerminationProtection;
exports.MemoryGiBPerVCpuRequest$ = MemoryGiBPerVCpuRequest$;
exports.MemoryMiBRequest$ = MemoryMiBRequest$;
exports.MetricConfiguration$ = MetricConfiguration$;
exports.MissingVersionException = MissingVersionException;
exports.MissingVersionException$ = MissingVersionException$;
exports.MonitoringConfiguration$ = MonitoringConfiguration$;
exports.MountPoint$ = MountPoint$;
exports.NamespaceNotFoundException = NamespaceNotFoundException;
exports.NamespaceNotFoundException$ = NamespaceNotFoundException$;
exports.NetworkBandwidthGbpsRequest$ = NetworkBandwidthGbpsRequest$;
exports.NetworkBinding$ = NetworkBinding$;
exports.NetworkConfiguration$ = NetworkConfiguration$;
exports.NetworkInterface$ = NetworkInterface$;
exports.NetworkInterfaceCountRequest$ = NetworkInterfaceCountRequest$;
exports.NetworkMode = NetworkMode;
exports.NoUpdateAvailableException = NoUpdateAvailableException;
exports.NoUpdateAvailableException$ = NoUpdateAvailableException$;
exports.NvidiaMpsAllocation$ = NvidiaMpsAllocation$;
exports.OSFamily = OSFamily;
exports.PidMode = PidMode;
exports.PlacementConstraint$ = PlacementConstraint$;
exports.PlacementConstraintType = PlacementConstraintType;
exports.PlacementStrategy$ = PlacementStrategy$;
exports.PlacementStrategyType = PlacementStrategyType;
exports.PlatformDevice$ = PlatformDevice$;
exports.PlatformDeviceType = PlatformDeviceType;
exports.PlatformTaskDefinitionIncompatibilityException = PlatformTaskDefinitionIncompatibilityException;
exports.PlatformTaskDefinitionIncompatibilityException$ = PlatformTaskDefinitionIncompatibilityException$;
exports.PlatformUnknownException = PlatformUnknownException;
exports.PlatformUnknownException$ = PlatformUnknownException$;
exports.PortMapping$ = PortMapping$;
exports.PropagateGatewayTags = PropagateGatewayTags;
exports.PropagateMITags = PropagateMITags;
exports.PropagateTags = PropagateTags;
exports.ProtectedTask$ = ProtectedTask$;
exports.ProxyConfiguration$ = ProxyConfiguration$;
exports.ProxyConfigurationType = ProxyConfigurationType;
exports.PutAccountSetting$ = PutAccountSetting$;
exports.PutAccountSettingCommand = PutAccountSettingCommand;
exports.PutAccountSettingDefault$ = PutAccountSettingDefault$;
exports.PutAccountSettingDefaultCommand = PutAccountSettingDefaultCommand;
exports.PutAccountSettingDefaultRequest$ = PutAccountSettingDefaultRequest$;
exports.PutAccountSettingDefaultResponse$ = PutAccountSettingDefaultResponse$;
exports.PutAccountSettingRequest$ = PutAccountSettingRequest$;
exports.PutAccountSettingResponse$ = PutAccountSettingResponse$;
exports.PutAttributes$ = PutAttributes$;
exports.PutAttributesCommand = PutAttributesCommand;
exports.PutAttributesRequest$ = PutAttributesRequest$;
exports.PutAttributesResponse$ = PutAttributesResponse$;
exports.PutClusterCapacityProviders$ = PutClusterCapacityProviders$;
exports.PutClusterCapacityProvidersCommand = PutClusterCapacityProvidersCommand;
exports.PutClusterCapacityProvidersRequest$ = PutClusterCapacityProvidersRequest$;
exports.PutClusterCapacityProvidersResponse$ = PutClusterCapacityProvidersResponse$;
exports.RegisterContainerInstance$ = RegisterContainerInstance$;
exports.RegisterContainerInstanceCommand = RegisterContainerInstanceCommand;
exports.RegisterContainerInstanceRequest$ = RegisterContainerInstanceRequest$;
exports.RegisterContainerInstanceResponse$ = RegisterContainerInstanceResponse$;
exports.RegisterDaemonTaskDefinition$ = RegisterDaemonTaskDefinition$;
exports.RegisterDaemonTaskDefinitionCommand = RegisterDaemonTaskDefinitionCommand;
exports.RegisterDaemonTaskDefinitionRequest$ = RegisterDaemonTaskDefinitionRequest$;
exports.RegisterDaemonTaskDefinitionResponse$ = RegisterDaemonTaskDefinitionResponse$;
exports.RegisterTaskDefinition$ = RegisterTaskDefinition$;
exports.RegisterTaskDefinitionCommand = RegisterTaskDefinitionCommand;
exports.RegisterTaskDefinitionRequest$ = RegisterTaskDefinitionRequest$;
exports.RegisterTaskDefinitionResponse$ = RegisterTaskDefinitionResponse$;
exports.RepositoryCredentials$ = RepositoryCredentials$;
exports.ResolvedConfiguration$ = ResolvedConfiguration$;
exports.Resource$ = Resource$;
exports.ResourceInUseException = ResourceInUseException;
exports.ResourceInUseException$ = ResourceInUseException$;
exports.ResourceManagementType = ResourceManagementType;
exports.ResourceNotFoundException = ResourceNotFoundException;
exports.ResourceNotFoundException$ = ResourceNotFoundException$;
exports.ResourceRequirement$ = ResourceRequirement$;
exports.ResourceType = ResourceType;
exports.Rollback$ = Rollback$;
exports.RunTask$ = RunTask$;
exports.RunTaskCommand = RunTaskCommand;
exports.RunTaskRequest$ = RunTaskRequest$;
exports.RunTaskResponse$ = RunTaskResponse$;
exports.RuntimePlatform$ = RuntimePlatform$;
exports.RuntimePlatformOverride$ = RuntimePlatformOverride$;
exports.S3FilesVolumeConfiguration$ = S3FilesVolumeConfiguration$;
exports.Scale$ = Scale$;
exports.ScaleUnit = ScaleUnit;
exports.SchedulingStrategy = SchedulingStrategy;
exports.Scope = Scope;
exports.Secret$ = Secret$;
exports.ServerException = ServerException;
exports.ServerException$ = ServerException$;
exports.Service$ = Service$;
exports.ServiceConnectAccessLogConfiguration$ = ServiceConnectAccessLogConfiguration$;
exports.ServiceConnectAccessLoggingFormat = ServiceConnectAccessLoggingFormat;
exports.ServiceConnectClientAlias$ = ServiceConnectClientAlias$;
exports.ServiceConnectConfiguration$ = ServiceConnectConfiguration$;
exports.ServiceConnectContainerConfiguration$ = ServiceConnectContainerConfiguration$;
exports.ServiceConnectContainerLogLevel = ServiceConnectContainerLogLevel;
exports.ServiceConnectIncludeQueryParameters = ServiceConnectIncludeQueryParameters;
exports.ServiceConnectService$ = ServiceConnectService$;
exports.ServiceConnectServiceResource$ = ServiceConnectServiceResource$;
exports.ServiceConnectTestTrafficHeaderMatchRules$ = ServiceConnectTestTrafficHeaderMatchRules$;
exports.ServiceConnectTestTrafficHeaderRules$ = ServiceConnectTestTrafficHeaderRules$;
exports.ServiceConnectTestTrafficRules$ = ServiceConnectTestTrafficRules$;
exports.ServiceConnectTlsCertificateAuthority$ = ServiceConnectTlsCertificateAuthority$;
exports.ServiceConnectTlsConfiguration$ = ServiceConnectTlsConfiguration$;
exports.ServiceCurrentRevisionSummary$ = ServiceCurrentRevisionSummary$;
exports.ServiceDeployment$ = ServiceDeployment$;
exports.ServiceDeploymentAlarms$ = ServiceDeploymentAlarms$;
exports.ServiceDeploymentBrief$ = ServiceDeploymentBrief$;
exports.ServiceDeploymentCircuitBreaker$ = ServiceDeploymentCircuitBreaker$;
exports.ServiceDeploymentLifecycleStage = ServiceDeploymentLifecycleStage;
exports.ServiceDeploymentNotFoundException = ServiceDeploymentNotFoundException;
exports.ServiceDeploymentNotFoundException$ = ServiceDeploymentNotFoundException$;
exports.ServiceDeploymentRollbackMonitorsStatus = ServiceDeploymentRollbackMonitorsStatus;
exports.ServiceDeploymentStatus = ServiceDeploymentStatus;
exports.ServiceEvent$ = ServiceEvent$;
exports.ServiceField = ServiceField;
exports.ServiceManagedEBSVolumeConfiguration$ = ServiceManagedEBSVolumeConfiguration$;
exports.ServiceNotActiveException = ServiceNotActiveException;
exports.ServiceNotActiveException$ = ServiceNotActiveException$;
exports.ServiceNotFoundException = ServiceNotFoundException;
exports.ServiceNotFoundException$ = ServiceNotFoundException$;
exports.ServiceRegistry$ = ServiceRegistry$;
exports.ServiceRevision$ = ServiceRevision$;
exports.ServiceRevisionCleanup = ServiceRevisionCleanup;
exports.ServiceRevisionLoadBalancer$ = ServiceRevisionLoadBalancer$;
exports.ServiceRevisionOverrides$ = ServiceRevisionOverrides$;
exports.ServiceRevisionSummary$ = ServiceRevisionSummary$;
exports.ServiceRevisionVpcLatticeConfiguration$ = ServiceRevisionVpcLatticeConfiguration$;
exports.ServiceVolumeConfiguration$ = ServiceVolumeConfiguration$;
exports.Session$ = Session$;
exports.Setting$ = Setting$;
exports.SettingName = SettingName;
exports.SettingType = SettingType;
exports.SharingStrategy$ = SharingStrategy$;
exports.SortOrder = SortOrder;
exports.StabilityStatus = StabilityStatus;
exports.StartTask$ = StartTask$;
exports.StartTaskCommand = StartTaskCommand;
exports.StartTaskRequest$ = StartTaskRequest$;
exports.StartTaskResponse$ = StartTaskResponse$;
exports.StopServiceDeployment$ = StopServiceDeployment$;
exports.StopServiceDeploymentCommand = StopServiceDeploymentCommand;
exports.StopServiceDeploymentRequest$ = StopServiceDeploymentRequest$;
exports.StopServiceDeploymentResponse$ = StopServiceDeploymentResponse$;
exports.StopServiceDeploymentStopType = StopServiceDeploymentStopType;
exports.StopTask$ = StopTask$;
exports.StopTaskCommand = StopTaskCommand;
exports.StopTaskRequest$ = StopTaskRequest$;
exports.StopTaskResponse$ = StopTaskResponse$;
exports.SubmitAttachmentStateChanges$ = SubmitAttachmentStateChanges$;
exports.SubmitAttachmentStateChangesCommand = SubmitAttachmentStateChangesCommand;
exports.SubmitAttachmentStateChangesRequest$ = SubmitAttachmentStateChangesRequest$;
exports.SubmitAttachmentStateChangesResponse$ = SubmitAttachmentStateChangesResponse$;
exports.SubmitContainerStateChange$ = SubmitContainerStateChange$;
exports.SubmitContainerStateChangeCommand = SubmitContainerStateChangeCommand;
exports.SubmitContainerStateChangeRequest$ = SubmitContainerStateChangeRequest$;
exports.SubmitContainerStateChangeResponse$ = SubmitContainerStateChangeResponse$;
exports.SubmitTaskStateChange$ = SubmitTaskStateChange$;
exports.SubmitTaskStateChangeCommand = SubmitTaskStateChangeCommand;
exports.SubmitTaskStateChangeRequest$ = SubmitTaskStateChangeRequest$;
exports.SubmitTaskStateChangeResponse$ = SubmitTaskStateChangeResponse$;
exports.SystemControl$ = SystemControl$;
exports.Tag$ = Tag$;
exports.TagResource$ = TagResource$;
exports.TagResourceCommand = TagResourceCommand;
exports.TagResourceRequest$ = TagResourceRequest$;
exports.TagResourceResponse$ = TagResourceResponse$;
exports.TargetNotConnectedException = TargetNotConnectedException;
exports.TargetNotConnectedException$ = TargetNotConnectedException$;
exports.TargetNotFoundException = TargetNotFoundException;
exports.TargetNotFoundException$ = TargetNotFoundException$;
exports.TargetType = TargetType;
exports.Task$ = Task$;
exports.TaskDefinition$ = TaskDefinition$;
exports.TaskDefinitionFamilyStatus = TaskDefinitionFamilyStatus;
exports.TaskDefinitionField = TaskDefinitionField;
exports.TaskDefinitionPlacementConstraint$ = TaskDefinitionPlacementConstraint$;
exports.TaskDefinitionPlacementConstraintType = TaskDefinitionPlacementConstraintType;
exports.TaskDefinitionStatus = TaskDefinitionStatus;
exports.TaskEphemeralStorage$ = TaskEphemeralStorage$;
exports.TaskField = TaskField;
exports.TaskFilesystemType = TaskFilesystemType;
exports.TaskManagedEBSVolumeConfiguration$ = TaskManagedEBSVolumeConfiguration$;
exports.TaskManagedEBSVolumeTerminationPolicy$ = TaskManagedEBSVolumeTerminationPolicy$;
exports.TaskOverride$ = TaskOverride$;
exports.TaskSet$ = TaskSet$;
exports.TaskSetField = TaskSetField;
exports.TaskSetNotFoundException = TaskSetNotFoundException;
exports.TaskSetNotFoundException$ = TaskSetNotFoundException$;
exports.TaskStopCode = TaskStopCode;
exports.TaskVolumeConfiguration$ = TaskVolumeConfiguration$;
exports.ThresholdConfiguration$ = ThresholdConfiguration$;
exports.ThresholdType = ThresholdType;
exports.TimeoutConfiguration$ = TimeoutConfiguration$;
exports.Tmpfs$ = Tmpfs$;
exports.TotalLocalStorageGBRequest$ = TotalLocalStorageGBRequest$;
exports.TransportProtocol = TransportProtocol;
exports.Ulimit$ = Ulimit$;
exports.UlimitName = UlimitName;
exports.UnsupportedFeatureException = UnsupportedFeatureException;
exports.UnsupportedFeatureException$ = UnsupportedFeatureException$;
exports.UntagResource$ = UntagResource$;
exports.UntagResourceCommand = UntagResourceCommand;
exports.UntagResourceRequest$ = UntagResourceRequest$;
exports.UntagResourceResponse$ = UntagResourceResponse$;
exports.UpdateCapacityProvider$ = UpdateCapacityProvider$;
exports.UpdateCapacityProviderCommand = UpdateCapacityProviderCommand;
exports.UpdateCapacityProviderRequest$ = UpdateCapacityProviderRequest$;
exports.UpdateCapacityProviderResponse$ = UpdateCapacityProviderResponse$;
exports.UpdateCluster$ = UpdateCluster$;
exports.UpdateClusterCommand = UpdateClusterCommand;
exports.UpdateClusterRequest$ = UpdateClusterRequest$;
exports.UpdateClusterResponse$ = UpdateClusterResponse$;
exports.UpdateClusterSettings$ = UpdateClusterSettings$;
exports.UpdateClusterSettingsCommand = UpdateClusterSettingsCommand;
exports.UpdateClusterSettingsRequest$ = UpdateClusterSettingsRequest$;
exports.UpdateClusterSettingsResponse$ = UpdateClusterSettingsResponse$;
exports.UpdateContainerAgent$ = UpdateContainerAgent$;
exports.UpdateContainerAgentCommand = UpdateContainerAgentCommand;
exports.UpdateContainerAgentRequest$ = UpdateContainerAgentRequest$;
exports.UpdateContainerAgentResponse$ = UpdateContainerAgentResponse$;
exports.UpdateContainerInstancesState$ = UpdateContainerInstancesState$;
exports.UpdateContainerInstancesStateCommand = UpdateContainerInstancesStateCommand;
exports.UpdateContainerInstancesStateRequest$ = UpdateContainerInstancesStateRequest$;
exports.UpdateContainerInstancesStateResponse$ = UpdateContainerInstancesStateResponse$;
exports.UpdateDaemon$ = UpdateDaemon$;
exports.UpdateDaemonCommand = UpdateDaemonCommand;
exports.UpdateDaemonRequest$ = UpdateDaemonRequest$;
exports.UpdateDaemonResponse$ = UpdateDaemonResponse$;
exports.UpdateExpressGatewayService$ = UpdateExpressGatewayService$;
exports.UpdateExpressGatewayServiceCommand = UpdateExpressGatewayServiceCommand;
exports.UpdateExpressGatewayServiceRequest$ = UpdateExpressGatewayServiceRequest$;
exports.UpdateExpressGatewayServiceResponse$ = UpdateExpressGatewayServiceResponse$;
exports.UpdateGateway$ = UpdateGateway$;
exports.UpdateGatewayAlbConfiguration$ = UpdateGatewayAlbConfiguration$;
exports.UpdateGatewayCommand = UpdateGatewayCommand;
exports.UpdateGatewayConfiguration$ = UpdateGatewayConfiguration$;
exports.UpdateGatewayNetworkConfiguration$ = UpdateGatewayNetworkConfiguration$;
exports.UpdateGatewayRequest$ = UpdateGatewayRequest$;
exports.UpdateGatewayResponse$ = UpdateGatewayResponse$;
exports.UpdateInProgressException = UpdateInProgressException;
exports.UpdateInProgressException$ = UpdateInProgressException$;
exports.UpdateManagedInstancesProviderConfiguration$ = UpdateManagedInstancesProviderConfiguration$;
exports.UpdateService$ = UpdateService$;
exports.UpdateServiceCommand = UpdateServiceCommand;
exports.UpdateServicePrimaryTaskSet$ = UpdateServicePrimaryTaskSet$;
exports.UpdateServicePrimaryTaskSetCommand = UpdateServicePrimaryTaskSetCommand;
exports.UpdateServicePrimaryTaskSetRequest$ = UpdateServicePrimaryTaskSetRequest$;
exports.UpdateServicePrimaryTaskSetResponse$ = UpdateServicePrimaryTaskSetResponse$;
exports.UpdateServiceRequest$ = UpdateServiceRequest$;
exports.UpdateServiceResponse$ = UpdateServiceResponse$;
exports.UpdateTaskProtection$ = UpdateTaskProtection$;
exports.UpdateTaskProtectionCommand = UpdateTaskProtectionCommand;
exports.UpdateTaskProtectionRequest$ = UpdateTaskProtectionRequest$;
exports.UpdateTaskProtectionResponse$ = UpdateTaskProtectionResponse$;
exports.UpdateTaskSet$ = UpdateTaskSet$;
exports.UpdateTaskSetCommand = UpdateTaskSetCommand;
exports.UpdateTaskSetRequest$ = UpdateTaskSetRequest$;
exports.UpdateTaskSetResponse$ = UpdateTaskSetResponse$;
exports.UpdatedExpressGatewayService$ = UpdatedExpressGatewayService$;
exports.VCpuCountRangeRequest$ = VCpuCountRangeRequest$;
exports.VersionConsistency = VersionConsistency;
exports.VersionInfo$ = VersionInfo$;
exports.Volume$ = Volume$;
exports.VolumeFrom$ = VolumeFrom$;
exports.VpcLatticeAdvancedConfiguration$ = VpcLatticeAdvancedConfiguration$;
exports.VpcLatticeConfiguration$ = VpcLatticeConfiguration$;
exports.errorTypeRegistries = errorTypeRegistries;
exports.paginateListAccountSettings = paginateListAccountSettings;
exports.paginateListAttributes = paginateListAttributes;
exports.paginateListClusters = paginateListClusters;
exports.paginateListContainerInstances = paginateListContainerInstances;
exports.paginateListGatewayClusterAssociations = paginateListGatewayClusterAssociations;
exports.paginateListGatewayRoutes = paginateListGatewayRoutes;
exports.paginateListGateways = paginateListGateways;
exports.paginateListServices = paginateListServices;
exports.paginateListServicesByNamespace = paginateListServicesByNamespace;
exports.paginateListTaskDefinitionFamilies = paginateListTaskDefinitionFamilies;
exports.paginateListTaskDefinitions = paginateListTaskDefinitions;
exports.paginateListTasks = paginateListTasks;
exports.waitForDaemonActive = waitForDaemonActive;
exports.waitForDaemonDeploymentStopped = waitForDaemonDeploymentStopped;
exports.waitForDaemonDeploymentSuccessful = waitForDaemonDeploymentSuccessful;
exports.waitForDaemonTaskDefinitionActive = waitForDaemonTaskDefinitionActive;
exports.waitForDaemonTaskDefinitionDeleted = waitForDaemonTaskDefinitionDeleted;
exports.waitForServicesInactive = waitForServicesInactive;
exports.waitForServicesStable = waitForServicesStable;
exports.waitForTasksRunning = waitForTasksRunning;
exports.waitForTasksStopped = waitForTasksStopped;
exports.waitUntilDaemonActive = waitUntilDaemonActive;
exports.waitUntilDaemonDeploymentStopped = waitUntilDaemonDeploymentStopped;
exports.waitUntilDaemonDeploymentSuccessful = waitUntilDaemonDeploymentSuccessful;
exports.waitUntilDaemonTaskDefinitionActive = waitUntilDaemonTaskDefinitionActive;
exports.waitUntilDaemonTaskDefinitionDeleted = waitUntilDaemonTaskDefinitionDeleted;
exports.waitUntilServicesInactive = waitUntilServicesInactive;
exports.waitUntilServicesStable = waitUntilServicesStable;
exports.waitUntilTasksRunning = waitUntilTasksRunning;
exports.waitUntilTasksStopped = waitUntilTasksStopped;


/***/ })

};
;