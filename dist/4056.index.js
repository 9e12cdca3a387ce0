"use strict";
exports.id = 4056;
exports.ids = [4056];
exports.modules = {

/***/ 83049:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  t$: () => (/* reexport */ createRestError),
  KU: () => (/* reexport */ getClient),
  Iq: () => (/* reexport */ operationOptionsToRequestParameters)
});

// UNUSED EXPORTS: addCredentialPipelinePolicy, getBinaryStreamResponse

// EXTERNAL MODULE: ./node_modules/@typespec/ts-http-runtime/dist/esm/index.js + 21 modules
var esm = __webpack_require__(44449);
;// CONCATENATED MODULE: ./node_modules/@azure-rest/core-client/dist/esm/restError.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.

function createRestError(messageOrResponse, response) {
    if (typeof messageOrResponse === "string") {
        return (0,esm/* createRestError */.t$)(messageOrResponse, response);
    }
    else {
        return (0,esm/* createRestError */.t$)(messageOrResponse);
    }
}
//# sourceMappingURL=restError.js.map
// EXTERNAL MODULE: ./node_modules/@azure/core-rest-pipeline/dist/esm/index.js + 39 modules
var dist_esm = __webpack_require__(49711);
// EXTERNAL MODULE: ./node_modules/@azure/core-util/dist/esm/index.js + 6 modules
var core_util_dist_esm = __webpack_require__(97237);
;// CONCATENATED MODULE: ./node_modules/@azure/core-auth/dist/esm/keyCredential.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.

/**
 * Tests an object to determine whether it implements KeyCredential.
 *
 * @param credential - The assumed KeyCredential to be tested.
 */
function isKeyCredential(credential) {
    return (0,core_util_dist_esm/* isObjectWithProperties */.TA)(credential, ["key"]) && typeof credential.key === "string";
}
//# sourceMappingURL=keyCredential.js.map
;// CONCATENATED MODULE: ./node_modules/@azure/core-auth/dist/esm/azureNamedKeyCredential.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.

/**
 * A static name/key-based credential that supports updating
 * the underlying name and key values.
 */
class AzureNamedKeyCredential {
    _key;
    _name;
    /**
     * The value of the key to be used in authentication.
     */
    get key() {
        return this._key;
    }
    /**
     * The value of the name to be used in authentication.
     */
    get name() {
        return this._name;
    }
    /**
     * Create an instance of an AzureNamedKeyCredential for use
     * with a service client.
     *
     * @param name - The initial value of the name to use in authentication.
     * @param key - The initial value of the key to use in authentication.
     */
    constructor(name, key) {
        if (!name || !key) {
            throw new TypeError("name and key must be non-empty strings");
        }
        this._name = name;
        this._key = key;
    }
    /**
     * Change the value of the key.
     *
     * Updates will take effect upon the next request after
     * updating the key value.
     *
     * @param newName - The new name value to be used.
     * @param newKey - The new key value to be used.
     */
    update(newName, newKey) {
        if (!newName || !newKey) {
            throw new TypeError("newName and newKey must be non-empty strings");
        }
        this._name = newName;
        this._key = newKey;
    }
}
/**
 * Tests an object to determine whether it implements NamedKeyCredential.
 *
 * @param credential - The assumed NamedKeyCredential to be tested.
 */
function isNamedKeyCredential(credential) {
    return (isObjectWithProperties(credential, ["name", "key"]) &&
        typeof credential.key === "string" &&
        typeof credential.name === "string");
}
//# sourceMappingURL=azureNamedKeyCredential.js.map
;// CONCATENATED MODULE: ./node_modules/@azure/core-auth/dist/esm/azureSASCredential.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.

/**
 * A static-signature-based credential that supports updating
 * the underlying signature value.
 */
class AzureSASCredential {
    _signature;
    /**
     * The value of the shared access signature to be used in authentication
     */
    get signature() {
        return this._signature;
    }
    /**
     * Create an instance of an AzureSASCredential for use
     * with a service client.
     *
     * @param signature - The initial value of the shared access signature to use in authentication
     */
    constructor(signature) {
        if (!signature) {
            throw new Error("shared access signature must be a non-empty string");
        }
        this._signature = signature;
    }
    /**
     * Change the value of the signature.
     *
     * Updates will take effect upon the next request after
     * updating the signature value.
     *
     * @param newSignature - The new shared access signature value to be used
     */
    update(newSignature) {
        if (!newSignature) {
            throw new Error("shared access signature must be a non-empty string");
        }
        this._signature = newSignature;
    }
}
/**
 * Tests an object to determine whether it implements SASCredential.
 *
 * @param credential - The assumed SASCredential to be tested.
 */
function isSASCredential(credential) {
    return (isObjectWithProperties(credential, ["signature"]) && typeof credential.signature === "string");
}
//# sourceMappingURL=azureSASCredential.js.map
;// CONCATENATED MODULE: ./node_modules/@azure/core-auth/dist/esm/tokenCredential.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.
/**
 * @internal
 * @param accessToken - Access token
 * @returns Whether a token is bearer type or not
 */
function isBearerToken(accessToken) {
    return !accessToken.tokenType || accessToken.tokenType === "Bearer";
}
/**
 * @internal
 * @param accessToken - Access token
 * @returns Whether a token is Pop token or not
 */
function isPopToken(accessToken) {
    return accessToken.tokenType === "pop";
}
/**
 * Tests an object to determine whether it implements TokenCredential.
 *
 * @param credential - The assumed TokenCredential to be tested.
 */
function isTokenCredential(credential) {
    // Check for an object with a 'getToken' function and possibly with
    // a 'signRequest' function.  We do this check to make sure that
    // a ServiceClientCredentials implementor (like TokenClientCredentials
    // in ms-rest-nodeauth) doesn't get mistaken for a TokenCredential if
    // it doesn't actually implement TokenCredential also.
    const castCredential = credential;
    return (castCredential &&
        typeof castCredential.getToken === "function" &&
        (castCredential.signRequest === undefined || castCredential.getToken.length > 0));
}
//# sourceMappingURL=tokenCredential.js.map
;// CONCATENATED MODULE: ./node_modules/@azure/core-auth/dist/esm/index.js





//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/@azure-rest/core-client/dist/esm/apiVersionPolicy.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.
const apiVersionPolicyName = "ApiVersionPolicy";
/**
 * Creates a policy that sets the apiVersion as a query parameter on every request
 * @param options - Client options
 * @returns Pipeline policy that sets the apiVersion as a query parameter on every request
 */
function apiVersionPolicy(options) {
    return {
        name: apiVersionPolicyName,
        sendRequest: (req, next) => {
            // Use the apiVesion defined in request url directly
            // Append one if there is no apiVesion and we have one at client options
            const url = new URL(req.url);
            if (!url.searchParams.get("api-version") && options.apiVersion) {
                req.url = `${req.url}${url.searchParams.size > 0 ? "&" : "?"}api-version=${options.apiVersion}`;
            }
            return next(req);
        },
    };
}
//# sourceMappingURL=apiVersionPolicy.js.map
;// CONCATENATED MODULE: ./node_modules/@azure-rest/core-client/dist/esm/keyCredentialAuthenticationPolicy.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.
/**
 * The programmatic identifier of the bearerTokenAuthenticationPolicy.
 */
const keyCredentialAuthenticationPolicyName = "keyCredentialAuthenticationPolicy";
function keyCredentialAuthenticationPolicy(credential, apiKeyHeaderName) {
    return {
        name: keyCredentialAuthenticationPolicyName,
        sendRequest(request, next) {
            request.headers.set(apiKeyHeaderName, credential.key);
            return next(request);
        },
    };
}
//# sourceMappingURL=keyCredentialAuthenticationPolicy.js.map
;// CONCATENATED MODULE: ./node_modules/@azure-rest/core-client/dist/esm/clientHelpers.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.




/**
 * Adds a credential policy to the pipeline if a credential is provided. If none is provided, no policy is added.
 */
function addCredentialPipelinePolicy(pipeline, endpoint, options = {}) {
    const { credential, clientOptions } = options;
    if (!credential) {
        return;
    }
    if (isTokenCredential(credential)) {
        const tokenPolicy = (0,dist_esm.bearerTokenAuthenticationPolicy)({
            credential,
            scopes: clientOptions?.credentials?.scopes ?? `${endpoint}/.default`,
        });
        pipeline.addPolicy(tokenPolicy);
    }
    else if (clientHelpers_isKeyCredential(credential)) {
        if (!clientOptions?.credentials?.apiKeyHeaderName) {
            throw new Error(`Missing API Key Header Name`);
        }
        const keyPolicy = keyCredentialAuthenticationPolicy(credential, clientOptions?.credentials?.apiKeyHeaderName);
        pipeline.addPolicy(keyPolicy);
    }
}
/**
 * Creates a default rest pipeline to re-use accross Rest Level Clients
 */
function createDefaultPipeline(endpoint, credential, options = {}) {
    const pipeline = (0,dist_esm.createPipelineFromOptions)(options);
    pipeline.addPolicy(apiVersionPolicy(options));
    addCredentialPipelinePolicy(pipeline, endpoint, { credential, clientOptions: options });
    return pipeline;
}
function clientHelpers_isKeyCredential(credential) {
    return (typeof credential === "object" &&
        credential !== null &&
        "key" in credential &&
        typeof credential.key === "string");
}
//# sourceMappingURL=clientHelpers.js.map
;// CONCATENATED MODULE: ./node_modules/@azure-rest/core-client/dist/esm/operationOptionHelpers.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.

/**
 * Helper function to convert OperationOptions to RequestParameters
 * @param options - the options that are used by Modular layer to send the request
 * @returns the result of the conversion in RequestParameters of RLC layer
 */
function operationOptionsToRequestParameters(options) {
    const tspRequestParameters = (0,esm/* operationOptionsToRequestParameters */.Iq)(options);
    return {
        ...tspRequestParameters,
        tracingOptions: options.tracingOptions,
    };
}
//# sourceMappingURL=operationOptionHelpers.js.map
;// CONCATENATED MODULE: ./node_modules/@azure-rest/core-client/dist/esm/getClient.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.



/**
 * Function to wrap RequestParameters so that we get the legacy onResponse behavior in core-client-rest
 */
function wrapRequestParameters(parameters) {
    if (parameters.onResponse) {
        return {
            ...parameters,
            onResponse(rawResponse, error) {
                parameters.onResponse?.(rawResponse, error, error);
            },
        };
    }
    return parameters;
}
function getClient(endpoint, credentialsOrPipelineOptions, clientOptions = {}) {
    let credentials;
    if (credentialsOrPipelineOptions) {
        if (isCredential(credentialsOrPipelineOptions)) {
            credentials = credentialsOrPipelineOptions;
        }
        else {
            clientOptions = credentialsOrPipelineOptions ?? {};
        }
    }
    const pipeline = clientOptions.pipeline ?? createDefaultPipeline(endpoint, credentials, clientOptions);
    const tspClient = (0,esm/* getClient */.KU)(endpoint, {
        ...clientOptions,
        pipeline,
    });
    const client = (path, ...args) => {
        return {
            get: (requestOptions = {}) => {
                return tspClient.path(path, ...args).get(wrapRequestParameters(requestOptions));
            },
            post: (requestOptions = {}) => {
                return tspClient.path(path, ...args).post(wrapRequestParameters(requestOptions));
            },
            put: (requestOptions = {}) => {
                return tspClient.path(path, ...args).put(wrapRequestParameters(requestOptions));
            },
            patch: (requestOptions = {}) => {
                return tspClient.path(path, ...args).patch(wrapRequestParameters(requestOptions));
            },
            delete: (requestOptions = {}) => {
                return tspClient.path(path, ...args).delete(wrapRequestParameters(requestOptions));
            },
            head: (requestOptions = {}) => {
                return tspClient.path(path, ...args).head(wrapRequestParameters(requestOptions));
            },
            options: (requestOptions = {}) => {
                return tspClient.path(path, ...args).options(wrapRequestParameters(requestOptions));
            },
            trace: (requestOptions = {}) => {
                return tspClient.path(path, ...args).trace(wrapRequestParameters(requestOptions));
            },
        };
    };
    return {
        path: client,
        pathUnchecked: client,
        pipeline: tspClient.pipeline,
    };
}
function isCredential(param) {
    return isKeyCredential(param) || isTokenCredential(param);
}
//# sourceMappingURL=getClient.js.map
;// CONCATENATED MODULE: ./node_modules/@azure-rest/core-client/dist/esm/index.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.
/**
 * Azure Rest Core Client library for JavaScript
 * @packageDocumentation
 */





//# sourceMappingURL=index.js.map

/***/ }),

/***/ 91214:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pnm: () => (/* binding */ _apiKVReferenceCollectionDeserializer),
  WuF: () => (/* binding */ _backupItemCollectionDeserializer),
  PQr: () => (/* binding */ _continuousWebJobCollectionDeserializer),
  h4t: () => (/* binding */ _csmDeploymentStatusCollectionDeserializer),
  xsP: () => (/* binding */ _csmUsageQuotaCollectionDeserializer),
  OP2: () => (/* binding */ _deploymentCollectionDeserializer),
  zd: () => (/* binding */ _functionEnvelopeCollectionDeserializer),
  R$V: () => (/* binding */ _hostNameBindingCollectionDeserializer),
  USR: () => (/* binding */ _identifierCollectionDeserializer),
  Ez1: () => (/* binding */ _perfMonCounterCollectionDeserializer),
  L42: () => (/* binding */ _privateEndpointConnectionCollectionDeserializer),
  KwC: () => (/* binding */ _processInfoCollectionDeserializer),
  kVh: () => (/* binding */ _processModuleInfoCollectionDeserializer),
  ec_: () => (/* binding */ _processThreadInfoCollectionDeserializer),
  T$f: () => (/* binding */ _publicCertificateCollectionDeserializer),
  qdD: () => (/* binding */ _publishingCredentialsPoliciesCollectionDeserializer),
  Cub: () => (/* binding */ _siteConfigResourceCollectionDeserializer),
  idM: () => (/* binding */ _siteConfigurationSnapshotInfoCollectionDeserializer),
  nQW: () => (/* binding */ _siteContainerCollectionDeserializer),
  N6W: () => (/* binding */ _siteExtensionInfoCollectionDeserializer),
  CrG: () => (/* binding */ _slotDifferenceCollectionDeserializer),
  zlQ: () => (/* binding */ _snapshotCollectionDeserializer),
  LZR: () => (/* binding */ _triggeredJobHistoryCollectionDeserializer),
  JYW: () => (/* binding */ _triggeredWebJobCollectionDeserializer),
  WQy: () => (/* binding */ _webAppCollectionDeserializer),
  $zK: () => (/* binding */ _webAppInstanceStatusCollectionDeserializer),
  meP: () => (/* binding */ _webJobCollectionDeserializer),
  G6V: () => (/* binding */ _workflowEnvelopeCollectionDeserializer),
  eW4: () => (/* binding */ apiKVReferenceDeserializer),
  RPv: () => (/* binding */ azureStoragePropertyDictionaryResourceDeserializer),
  ohR: () => (/* binding */ azureStoragePropertyDictionaryResourceSerializer),
  fiP: () => (/* binding */ backupItemDeserializer),
  vun: () => (/* binding */ backupRequestDeserializer),
  CmB: () => (/* binding */ backupRequestSerializer),
  b_R: () => (/* binding */ connectionStringDictionaryDeserializer),
  _u4: () => (/* binding */ connectionStringDictionarySerializer),
  kTz: () => (/* binding */ continuousWebJobDeserializer),
  sl6: () => (/* binding */ csmDeploymentStatusDeserializer),
  bFI: () => (/* binding */ csmPublishingCredentialsPoliciesEntityDeserializer),
  SrG: () => (/* binding */ csmPublishingCredentialsPoliciesEntitySerializer),
  EOs: () => (/* binding */ csmPublishingProfileOptionsSerializer),
  LTI: () => (/* binding */ csmSlotEntitySerializer),
  Lwi: () => (/* binding */ customHostnameAnalysisResultDeserializer),
  Koi: () => (/* binding */ defaultErrorResponseDeserializer),
  oYf: () => (/* binding */ deletedAppRestoreRequestSerializer),
  $Rm: () => (/* binding */ deploymentDeserializer),
  yHS: () => (/* binding */ deploymentSerializer),
  K3T: () => (/* binding */ functionEnvelopeDeserializer),
  Ny1: () => (/* binding */ functionEnvelopeSerializer),
  FU3: () => (/* binding */ functionSecretsDeserializer),
  wFm: () => (/* binding */ hostKeysDeserializer),
  Ya_: () => (/* binding */ hostNameBindingDeserializer),
  T9q: () => (/* binding */ hostNameBindingSerializer),
  mCI: () => (/* binding */ hybridConnectionDeserializer),
  Dmj: () => (/* binding */ hybridConnectionSerializer),
  RQ_: () => (/* binding */ identifierDeserializer),
  G1F: () => (/* binding */ identifierSerializer),
  fuS: () => (/* binding */ keyInfoDeserializer),
  cl: () => (/* binding */ keyInfoSerializer),
  DTJ: () => (/* binding */ migrateMySqlRequestSerializer),
  $FK: () => (/* binding */ migrateMySqlStatusDeserializer),
  Jh0: () => (/* binding */ msDeployLogDeserializer),
  KPC: () => (/* binding */ msDeploySerializer),
  fsM: () => (/* binding */ msDeployStatusDeserializer),
  da7: () => (/* binding */ networkFeaturesDeserializer),
  CYr: () => (/* binding */ networkTraceArrayDeserializer),
  Hn8: () => (/* binding */ operationDeserializer),
  gvu: () => (/* binding */ premierAddOnDeserializer),
  T0B: () => (/* binding */ premierAddOnPatchResourceSerializer),
  ddM: () => (/* binding */ premierAddOnSerializer),
  RoN: () => (/* binding */ privateAccessDeserializer),
  _Rv: () => (/* binding */ privateAccessSerializer),
  Jxp: () => (/* binding */ privateLinkResourcesWrapperDeserializer),
  Ze_: () => (/* binding */ processInfoDeserializer),
  j5n: () => (/* binding */ processModuleInfoDeserializer),
  E$3: () => (/* binding */ publicCertificateDeserializer),
  xdY: () => (/* binding */ publicCertificateSerializer),
  z_5: () => (/* binding */ pushSettingsDeserializer),
  QxK: () => (/* binding */ pushSettingsSerializer),
  T5Z: () => (/* binding */ relayServiceConnectionEntityDeserializer),
  MMO: () => (/* binding */ relayServiceConnectionEntitySerializer),
  APF: () => (/* binding */ remotePrivateEndpointConnectionARMResourceDeserializer),
  Npv: () => (/* binding */ remotePrivateEndpointConnectionARMResourceSerializer),
  BwH: () => (/* binding */ restoreRequestDeserializer),
  IgR: () => (/* binding */ restoreRequestSerializer),
  i1p: () => (/* binding */ siteAuthSettingsDeserializer),
  $x5: () => (/* binding */ siteAuthSettingsSerializer),
  oYd: () => (/* binding */ siteAuthSettingsV2Deserializer),
  Zad: () => (/* binding */ siteAuthSettingsV2Serializer),
  uUD: () => (/* binding */ siteCloneabilityDeserializer),
  xtY: () => (/* binding */ siteConfigResourceDeserializer),
  Elb: () => (/* binding */ siteConfigResourceSerializer),
  oAj: () => (/* binding */ siteContainerDeserializer),
  HZb: () => (/* binding */ siteContainerSerializer),
  znG: () => (/* binding */ siteDeserializer),
  cBl: () => (/* binding */ siteExtensionInfoDeserializer),
  uoy: () => (/* binding */ siteLogsConfigDeserializer),
  NBX: () => (/* binding */ siteLogsConfigSerializer),
  g5P: () => (/* binding */ sitePatchResourceSerializer),
  rU1: () => (/* binding */ sitePhpErrorLogFlagDeserializer),
  Kh3: () => (/* binding */ siteSerializer),
  DoC: () => (/* binding */ siteSourceControlDeserializer),
  uU8: () => (/* binding */ siteSourceControlSerializer),
  ij$: () => (/* binding */ slotConfigNamesResourceDeserializer),
  XbK: () => (/* binding */ slotConfigNamesResourceSerializer),
  gmH: () => (/* binding */ snapshotRestoreRequestSerializer),
  gby: () => (/* binding */ storageMigrationOptionsSerializer),
  IU3: () => (/* binding */ storageMigrationResponseDeserializer),
  p3m: () => (/* binding */ stringDictionaryDeserializer),
  gNS: () => (/* binding */ stringDictionarySerializer),
  Ow: () => (/* binding */ swiftVirtualNetworkDeserializer),
  zMI: () => (/* binding */ swiftVirtualNetworkSerializer),
  AHJ: () => (/* binding */ triggeredJobHistoryDeserializer),
  uE2: () => (/* binding */ triggeredWebJobDeserializer),
  jRe: () => (/* binding */ userDeserializer),
  psM: () => (/* binding */ vnetGatewayDeserializer),
  EU8: () => (/* binding */ vnetGatewaySerializer),
  EKL: () => (/* binding */ vnetInfoResourceArrayDeserializer),
  B5Y: () => (/* binding */ vnetInfoResourceDeserializer),
  yGC: () => (/* binding */ vnetInfoResourceSerializer),
  N1d: () => (/* binding */ webJobDeserializer),
  IDc: () => (/* binding */ webSiteInstanceStatusDeserializer),
  n4I: () => (/* binding */ workflowArtifactsSerializer),
  nEK: () => (/* binding */ workflowEnvelopeDeserializer)
});

// UNUSED EXPORTS: KnownAuthenticationType, KnownAzureStorageProtocol, KnownBasicAuthName, KnownBuildStatus, KnownCheckNameResourceTypes, KnownCreatedByType, KnownCustomDomainStatus, KnownDaprLogLevel, KnownDatabaseType, KnownDefaultAction, KnownDeploymentBuildStatus, KnownEnterpriseGradeCdnStatus, KnownFtpsState, KnownFunctionsDeploymentStorageType, KnownInAvailabilityReasonType, KnownInstallScriptType, KnownIpFilterTag, KnownKeyType, KnownKind, KnownLoadBalancingMode, KnownOpenAuthenticationProviderType, KnownParameterType, KnownProviderOsTypeSelected, KnownProviderStackOsType, KnownPublishingProfileFormat, KnownRecurrenceFrequency, KnownRegistryAdapterType, KnownResourceScopeType, KnownRouteType, KnownRuntimeName, KnownScmType, KnownSiteUpdateStrategyType, KnownSkuName, KnownStorageMountType, KnownSupportedTlsVersions, KnownTlsCipherSuites, KnownTriggerTypes, KnownUpgradeAvailability, KnownUpgradePreference, KnownValidateResourceTypes, KnownVersions, KnownWorkflowProvisioningState, KnownWorkflowSkuName, KnownWorkflowState, KnownWorkflowStatus, KnownWorkflowTriggerProvisioningState, _addressResponsePropertiesDeserializer, _analysisDefinitionPropertiesDeserializer, _apiKVReferencePropertiesDeserializer, _appServiceEnvironmentCollectionDeserializer, _appServiceEnvironmentPatchResourcePropertiesDeserializer, _appServiceEnvironmentPatchResourcePropertiesSerializer, _appServiceEnvironmentResourcePropertiesDeserializer, _appServiceEnvironmentResourcePropertiesSerializer, _appServicePlanCollectionDeserializer, _appServicePlanPatchResourcePropertiesSerializer, _appServicePlanPropertiesDeserializer, _appServicePlanPropertiesSerializer, _applicationStackCollectionDeserializer, _applicationStackResourcePropertiesDeserializer, _aseRegionCollectionDeserializer, _aseRegionPropertiesDeserializer, _aseV3NetworkingConfigurationPropertiesDeserializer, _aseV3NetworkingConfigurationPropertiesSerializer, _backupItemPropertiesDeserializer, _backupRequestPropertiesDeserializer, _backupRequestPropertiesSerializer, _billingMeterCollectionDeserializer, _billingMeterPropertiesDeserializer, _certificateCollectionDeserializer, _certificatePatchResourcePropertiesSerializer, _certificatePropertiesDeserializer, _certificatePropertiesSerializer, _continuousWebJobPropertiesDeserializer, _csmDeploymentStatusPropertiesDeserializer, _csmOperationCollectionDeserializer, _csmPublishingCredentialsPoliciesEntityPropertiesDeserializer, _csmPublishingCredentialsPoliciesEntityPropertiesSerializer, _customDnsSuffixConfigurationPropertiesDeserializer, _customDnsSuffixConfigurationPropertiesSerializer, _customHostnameAnalysisResultPropertiesDeserializer, _customHostnameSitesCollectionDeserializer, _customHostnameSitesPropertiesDeserializer, _databaseConnectionCollectionDeserializer, _databaseConnectionPatchRequestPropertiesSerializer, _databaseConnectionPropertiesDeserializer, _databaseConnectionPropertiesSerializer, _deletedAppRestoreRequestPropertiesSerializer, _deletedSitePropertiesDeserializer, _deletedWebAppCollectionDeserializer, _deploymentPropertiesDeserializer, _deploymentPropertiesSerializer, _detectorDefinitionResourcePropertiesDeserializer, _detectorResponseCollectionDeserializer, _detectorResponsePropertiesDeserializer, _diagnosticAnalysisCollectionDeserializer, _diagnosticAnalysisPropertiesDeserializer, _diagnosticCategoryCollectionDeserializer, _diagnosticCategoryPropertiesDeserializer, _diagnosticDetectorCollectionDeserializer, _diagnosticDetectorResponsePropertiesDeserializer, _expressionTracesDeserializer, _functionAppStackCollectionDeserializer, _functionAppStackPropertiesDeserializer, _functionEnvelopePropertiesDeserializer, _functionEnvelopePropertiesSerializer, _geoRegionCollectionDeserializer, _geoRegionPropertiesDeserializer, _hostNameBindingPropertiesDeserializer, _hostNameBindingPropertiesSerializer, _hybridConnectionCollectionDeserializer, _hybridConnectionKeyPropertiesDeserializer, _hybridConnectionLimitsPropertiesDeserializer, _hybridConnectionPropertiesDeserializer, _hybridConnectionPropertiesSerializer, _identifierPropertiesDeserializer, _identifierPropertiesSerializer, _inboundEnvironmentEndpointCollectionDeserializer, _kubeEnvironmentCollectionDeserializer, _kubeEnvironmentPatchResourcePropertiesSerializer, _kubeEnvironmentPropertiesDeserializer, _kubeEnvironmentPropertiesSerializer, _migrateMySqlRequestPropertiesSerializer, _migrateMySqlStatusPropertiesDeserializer, _msDeployLogPropertiesDeserializer, _msDeployPropertiesSerializer, _msDeployStatusPropertiesDeserializer, _networkFeaturesPropertiesDeserializer, _outboundEnvironmentEndpointCollectionDeserializer, _premierAddOnOfferCollectionDeserializer, _premierAddOnOfferPropertiesDeserializer, _premierAddOnPatchResourcePropertiesSerializer, _premierAddOnPropertiesDeserializer, _premierAddOnPropertiesSerializer, _privateAccessPropertiesDeserializer, _privateAccessPropertiesSerializer, _processInfoPropertiesDeserializer, _processModuleInfoPropertiesDeserializer, _processThreadInfoPropertiesDeserializer, _publicCertificatePropertiesDeserializer, _publicCertificatePropertiesSerializer, _pushSettingsPropertiesDeserializer, _pushSettingsPropertiesSerializer, _recommendationCollectionDeserializer, _recommendationPropertiesDeserializer, _recommendationRulePropertiesDeserializer, _relayServiceConnectionEntityPropertiesDeserializer, _relayServiceConnectionEntityPropertiesSerializer, _remotePrivateEndpointConnectionARMResourcePropertiesDeserializer, _remotePrivateEndpointConnectionARMResourcePropertiesSerializer, _remotePrivateEndpointConnectionPropertiesDeserializer, _requestHistoryListResultDeserializer, _resourceCollectionDeserializer, _resourceHealthMetadataCollectionDeserializer, _resourceHealthMetadataPropertiesDeserializer, _resourceMetricDefinitionCollectionDeserializer, _resourceMetricDefinitionPropertiesDeserializer, _restoreRequestPropertiesDeserializer, _restoreRequestPropertiesSerializer, _siteAuthSettingsPropertiesDeserializer, _siteAuthSettingsPropertiesSerializer, _siteAuthSettingsV2PropertiesDeserializer, _siteAuthSettingsV2PropertiesSerializer, _siteConfigResourcePropertiesDeserializer, _siteConfigResourcePropertiesSerializer, _siteConfigurationSnapshotInfoPropertiesDeserializer, _siteContainerPropertiesDeserializer, _siteContainerPropertiesSerializer, _siteExtensionInfoPropertiesDeserializer, _siteLogsConfigPropertiesDeserializer, _siteLogsConfigPropertiesSerializer, _sitePatchResourcePropertiesSerializer, _sitePhpErrorLogFlagPropertiesDeserializer, _sitePropertiesDeserializer, _sitePropertiesSerializer, _siteSourceControlPropertiesDeserializer, _siteSourceControlPropertiesSerializer, _skuInfoCollectionDeserializer, _slotConfigNamesResourcePropertiesDeserializer, _slotConfigNamesResourcePropertiesSerializer, _slotDifferencePropertiesDeserializer, _snapshotPropertiesDeserializer, _snapshotRestoreRequestPropertiesSerializer, _sourceControlCollectionDeserializer, _sourceControlPropertiesDeserializer, _sourceControlPropertiesSerializer, _stampCapacityCollectionDeserializer, _staticSiteARMResourcePropertiesDeserializer, _staticSiteARMResourcePropertiesSerializer, _staticSiteBasicAuthPropertiesARMResourcePropertiesDeserializer, _staticSiteBasicAuthPropertiesARMResourcePropertiesSerializer, _staticSiteBasicAuthPropertiesCollectionDeserializer, _staticSiteBuildARMResourcePropertiesDeserializer, _staticSiteBuildCollectionDeserializer, _staticSiteCollectionDeserializer, _staticSiteCustomDomainOverviewARMResourcePropertiesDeserializer, _staticSiteCustomDomainOverviewCollectionDeserializer, _staticSiteCustomDomainRequestPropertiesARMResourcePropertiesSerializer, _staticSiteFunctionOverviewARMResourcePropertiesDeserializer, _staticSiteFunctionOverviewCollectionDeserializer, _staticSiteLinkedBackendARMResourcePropertiesDeserializer, _staticSiteLinkedBackendARMResourcePropertiesSerializer, _staticSiteLinkedBackendsCollectionDeserializer, _staticSitePatchResourcePropertiesDeserializer, _staticSitePatchResourcePropertiesSerializer, _staticSiteResetPropertiesARMResourcePropertiesSerializer, _staticSiteUserARMResourcePropertiesDeserializer, _staticSiteUserARMResourcePropertiesSerializer, _staticSiteUserCollectionDeserializer, _staticSiteUserInvitationRequestResourcePropertiesSerializer, _staticSiteUserInvitationResponseResourcePropertiesDeserializer, _staticSiteUserProvidedFunctionAppARMResourcePropertiesDeserializer, _staticSiteUserProvidedFunctionAppARMResourcePropertiesSerializer, _staticSiteUserProvidedFunctionAppPropertiesDeserializer, _staticSiteUserProvidedFunctionAppsCollectionDeserializer, _staticSiteZipDeploymentARMResourcePropertiesSerializer, _staticSitesWorkflowPreviewPropertiesDeserializer, _staticSitesWorkflowPreviewRequestPropertiesSerializer, _storageMigrationOptionsPropertiesSerializer, _storageMigrationResponsePropertiesDeserializer, _swiftVirtualNetworkPropertiesDeserializer, _swiftVirtualNetworkPropertiesSerializer, _triggeredJobHistoryPropertiesDeserializer, _triggeredWebJobPropertiesDeserializer, _usageCollectionDeserializer, _usagePropertiesDeserializer, _userPropertiesDeserializer, _userPropertiesSerializer, _validateRequestPropertiesSerializer, _vnetGatewayPropertiesDeserializer, _vnetGatewayPropertiesSerializer, _vnetInfoResourcePropertiesDeserializer, _vnetInfoResourcePropertiesSerializer, _vnetParametersPropertiesSerializer, _vnetRoutePropertiesDeserializer, _vnetRoutePropertiesSerializer, _vnetValidationFailureDetailsPropertiesDeserializer, _vnetValidationTestFailurePropertiesDeserializer, _webAppStackCollectionDeserializer, _webAppStackPropertiesDeserializer, _webJobPropertiesDeserializer, _webSiteInstanceStatusPropertiesDeserializer, _workerPoolCollectionDeserializer, _workerPoolResourcePropertiesDeserializer, _workerPoolResourcePropertiesSerializer, _workflowPropertiesSerializer, _workflowRunActionListResultDeserializer, _workflowRunActionPropertiesDeserializer, _workflowRunActionRepetitionDefinitionCollectionDeserializer, _workflowRunActionRepetitionDefinitionPropertiesDeserializer, _workflowRunListResultDeserializer, _workflowRunPropertiesDeserializer, _workflowTriggerHistoryListResultDeserializer, _workflowTriggerHistoryPropertiesDeserializer, _workflowTriggerListResultDeserializer, _workflowTriggerPropertiesDeserializer, _workflowVersionListResultDeserializer, _workflowVersionPropertiesDeserializer, abnormalTimePeriodArrayDeserializer, abnormalTimePeriodDeserializer, addressResponseDeserializer, addressResponsePropertiesDeserializer, allowedAudiencesValidationDeserializer, allowedAudiencesValidationSerializer, allowedPrincipalsDeserializer, allowedPrincipalsSerializer, analysisDataArrayDeserializer, analysisDataDeserializer, analysisDefinitionArrayDeserializer, analysisDefinitionDeserializer, analysisDefinitionPropertiesDeserializer, apiDefinitionInfoDeserializer, apiDefinitionInfoSerializer, apiKVReferenceArrayDeserializer, apiKVReferencePropertiesDeserializer, apiManagementConfigDeserializer, apiManagementConfigSerializer, appInsightsWebAppStackSettingsDeserializer, appLogsConfigurationDeserializer, appLogsConfigurationSerializer, appRegistrationDeserializer, appRegistrationSerializer, appServiceEnvironmentArrayDeserializer, appServiceEnvironmentArraySerializer, appServiceEnvironmentDeserializer, appServiceEnvironmentPatchResourceSerializer, appServiceEnvironmentResourceArrayDeserializer, appServiceEnvironmentResourceArraySerializer, appServiceEnvironmentResourceDeserializer, appServiceEnvironmentResourceSerializer, appServiceEnvironmentSerializer, appServicePlanArrayDeserializer, appServicePlanArraySerializer, appServicePlanDeserializer, appServicePlanPatchResourcePropertiesSerializer, appServicePlanPatchResourceSerializer, appServicePlanPropertiesDeserializer, appServicePlanPropertiesSerializer, appServicePlanSerializer, appleDeserializer, appleRegistrationDeserializer, appleRegistrationSerializer, appleSerializer, applicationLogsConfigDeserializer, applicationLogsConfigSerializer, applicationStackArrayDeserializer, applicationStackDeserializer, applicationStackResourceArrayDeserializer, applicationStackResourceDeserializer, arcConfigurationDeserializer, arcConfigurationSerializer, armIdWrapperDeserializer, armIdWrapperSerializer, armPlanDeserializer, aseRegionArrayDeserializer, aseRegionDeserializer, aseRegionPropertiesDeserializer, aseV3NetworkingConfigurationDeserializer, aseV3NetworkingConfigurationPropertiesDeserializer, aseV3NetworkingConfigurationPropertiesSerializer, aseV3NetworkingConfigurationSerializer, authPlatformDeserializer, authPlatformSerializer, autoHealActionsDeserializer, autoHealActionsSerializer, autoHealCustomActionDeserializer, autoHealCustomActionSerializer, autoHealRulesDeserializer, autoHealRulesSerializer, autoHealTriggersDeserializer, autoHealTriggersSerializer, azureActiveDirectoryDeserializer, azureActiveDirectoryLoginDeserializer, azureActiveDirectoryLoginSerializer, azureActiveDirectoryRegistrationDeserializer, azureActiveDirectoryRegistrationSerializer, azureActiveDirectorySerializer, azureActiveDirectoryValidationDeserializer, azureActiveDirectoryValidationSerializer, azureBlobStorageApplicationLogsConfigDeserializer, azureBlobStorageApplicationLogsConfigSerializer, azureBlobStorageHttpLogsConfigDeserializer, azureBlobStorageHttpLogsConfigSerializer, azureResourceErrorInfoArrayDeserializer, azureResourceErrorInfoDeserializer, azureStaticWebAppsDeserializer, azureStaticWebAppsRegistrationDeserializer, azureStaticWebAppsRegistrationSerializer, azureStaticWebAppsSerializer, azureStorageInfoValueDeserializer, azureStorageInfoValueRecordDeserializer, azureStorageInfoValueRecordSerializer, azureStorageInfoValueSerializer, azureTableStorageApplicationLogsConfigDeserializer, azureTableStorageApplicationLogsConfigSerializer, backupItemArrayDeserializer, backupItemPropertiesDeserializer, backupRequestPropertiesDeserializer, backupRequestPropertiesSerializer, backupScheduleDeserializer, backupScheduleSerializer, billingMeterArrayDeserializer, billingMeterDeserializer, billingMeterPropertiesDeserializer, blobStorageTokenStoreDeserializer, blobStorageTokenStoreSerializer, capabilityArrayDeserializer, capabilityArraySerializer, capabilityDeserializer, capabilitySerializer, certificateArrayDeserializer, certificateArraySerializer, certificateDeserializer, certificatePatchResourcePropertiesSerializer, certificatePatchResourceSerializer, certificatePropertiesDeserializer, certificatePropertiesSerializer, certificateSerializer, clientRegistrationDeserializer, clientRegistrationSerializer, cloningInfoDeserializer, cloningInfoSerializer, connStringInfoArrayDeserializer, connStringInfoArraySerializer, connStringInfoDeserializer, connStringInfoSerializer, connStringValueTypePairDeserializer, connStringValueTypePairRecordDeserializer, connStringValueTypePairRecordSerializer, connStringValueTypePairSerializer, containerAppsConfigurationDeserializer, containerAppsConfigurationSerializer, containerCpuStatisticsDeserializer, containerCpuUsageDeserializer, containerInfoDeserializer, containerInfoRecordDeserializer, containerMemoryStatisticsDeserializer, containerNetworkInterfaceStatisticsDeserializer, containerThrottlingDataDeserializer, contentHashDeserializer, contentLinkDeserializer, continuousWebJobArrayDeserializer, continuousWebJobPropertiesDeserializer, cookieExpirationDeserializer, cookieExpirationSerializer, correlationDeserializer, corsSettingsDeserializer, corsSettingsSerializer, csmDeploymentStatusArrayDeserializer, csmDeploymentStatusPropertiesDeserializer, csmMoveResourceEnvelopeSerializer, csmOperationDescriptionArrayDeserializer, csmOperationDescriptionDeserializer, csmOperationDescriptionPropertiesDeserializer, csmOperationDisplayDeserializer, csmPublishingCredentialsPoliciesEntityArrayDeserializer, csmPublishingCredentialsPoliciesEntityArraySerializer, csmPublishingCredentialsPoliciesEntityPropertiesDeserializer, csmPublishingCredentialsPoliciesEntityPropertiesSerializer, csmUsageQuotaArrayDeserializer, csmUsageQuotaDeserializer, customDnsSuffixConfigurationDeserializer, customDnsSuffixConfigurationPropertiesDeserializer, customDnsSuffixConfigurationPropertiesSerializer, customDnsSuffixConfigurationSerializer, customHostnameAnalysisResultPropertiesDeserializer, customHostnameSitesArrayDeserializer, customHostnameSitesDeserializer, customHostnameSitesPropertiesDeserializer, customOpenIdConnectProviderDeserializer, customOpenIdConnectProviderRecordDeserializer, customOpenIdConnectProviderRecordSerializer, customOpenIdConnectProviderSerializer, daprConfigDeserializer, daprConfigSerializer, dataProviderMetadataArrayDeserializer, dataProviderMetadataDeserializer, dataSourceDeserializer, dataTableResponseColumnArrayDeserializer, dataTableResponseColumnDeserializer, dataTableResponseObjectDeserializer, databaseBackupSettingArrayDeserializer, databaseBackupSettingArraySerializer, databaseBackupSettingDeserializer, databaseBackupSettingSerializer, databaseConnectionArrayDeserializer, databaseConnectionArraySerializer, databaseConnectionDeserializer, databaseConnectionOverviewArrayDeserializer, databaseConnectionOverviewDeserializer, databaseConnectionPatchRequestPropertiesSerializer, databaseConnectionPatchRequestSerializer, databaseConnectionPropertiesDeserializer, databaseConnectionPropertiesSerializer, databaseConnectionSerializer, defaultAuthorizationPolicyDeserializer, defaultAuthorizationPolicySerializer, defaultErrorResponseErrorDeserializer, defaultErrorResponseErrorDetailsItemArrayDeserializer, defaultErrorResponseErrorDetailsItemDeserializer, defaultIdentityDeserializer, defaultIdentitySerializer, deletedAppRestoreRequestPropertiesSerializer, deletedSiteArrayDeserializer, deletedSiteDeserializer, deletedSitePropertiesDeserializer, deploymentArrayDeserializer, deploymentArraySerializer, deploymentLocationsDeserializer, deploymentPropertiesDeserializer, deploymentPropertiesSerializer, detectorAbnormalTimePeriodArrayDeserializer, detectorAbnormalTimePeriodDeserializer, detectorDefinitionArrayDeserializer, detectorDefinitionDeserializer, detectorDefinitionResourceArrayDeserializer, detectorDefinitionResourceDeserializer, detectorInfoDeserializer, detectorResponseArrayDeserializer, detectorResponseDeserializer, detectorResponsePropertiesDeserializer, diagnosticAnalysisDeserializer, diagnosticAnalysisPropertiesDeserializer, diagnosticCategoryArrayDeserializer, diagnosticCategoryDeserializer, diagnosticCategoryPropertiesDeserializer, diagnosticDataArrayDeserializer, diagnosticDataDeserializer, diagnosticDetectorResponseDeserializer, diagnosticDetectorResponsePropertiesDeserializer, diagnosticMetricSampleArrayDeserializer, diagnosticMetricSampleDeserializer, diagnosticMetricSetArrayDeserializer, diagnosticMetricSetDeserializer, dimensionArrayDeserializer, dimensionDeserializer, dnlResourceNameAvailabilityDeserializer, dnlResourceNameAvailabilityRequestSerializer, enabledConfigDeserializer, enabledConfigSerializer, endpointDependencyArrayDeserializer, endpointDependencyDeserializer, endpointDetailArrayDeserializer, endpointDetailDeserializer, environmentVariableArrayDeserializer, environmentVariableArraySerializer, environmentVariableDeserializer, environmentVariableSerializer, errorEntityArrayDeserializer, errorEntityDeserializer, errorInfoDeserializer, errorPropertiesDeserializer, errorResponseDeserializer, experimentsDeserializer, experimentsSerializer, expressionArrayDeserializer, expressionDeserializer, expressionRootArrayDeserializer, expressionRootDeserializer, extendedLocationDeserializer, extendedLocationSerializer, facebookDeserializer, facebookSerializer, fileSystemApplicationLogsConfigDeserializer, fileSystemApplicationLogsConfigSerializer, fileSystemHttpLogsConfigDeserializer, fileSystemHttpLogsConfigSerializer, fileSystemTokenStoreDeserializer, fileSystemTokenStoreSerializer, flowAccessControlConfigurationDeserializer, flowAccessControlConfigurationPolicyDeserializer, flowAccessControlConfigurationPolicySerializer, flowAccessControlConfigurationSerializer, flowEndpointsConfigurationDeserializer, flowEndpointsConfigurationSerializer, flowEndpointsDeserializer, flowEndpointsSerializer, forwardProxyDeserializer, forwardProxySerializer, frontEndConfigurationDeserializer, frontEndConfigurationSerializer, functionAppConfigDeserializer, functionAppConfigSerializer, functionAppMajorVersionArrayDeserializer, functionAppMajorVersionDeserializer, functionAppMinorVersionArrayDeserializer, functionAppMinorVersionDeserializer, functionAppRuntimeSettingsDeserializer, functionAppRuntimesDeserializer, functionAppStackArrayDeserializer, functionAppStackDeserializer, functionAppStackPropertiesDeserializer, functionEnvelopeArrayDeserializer, functionEnvelopeArraySerializer, functionEnvelopePropertiesDeserializer, functionEnvelopePropertiesSerializer, functionsAlwaysReadyConfigArrayDeserializer, functionsAlwaysReadyConfigArraySerializer, functionsAlwaysReadyConfigDeserializer, functionsAlwaysReadyConfigSerializer, functionsDeploymentDeserializer, functionsDeploymentSerializer, functionsDeploymentStorageAuthenticationDeserializer, functionsDeploymentStorageAuthenticationSerializer, functionsDeploymentStorageDeserializer, functionsDeploymentStorageSerializer, functionsRuntimeDeserializer, functionsRuntimeSerializer, functionsScaleAndConcurrencyDeserializer, functionsScaleAndConcurrencySerializer, functionsScaleAndConcurrencyTriggersDeserializer, functionsScaleAndConcurrencyTriggersHttpDeserializer, functionsScaleAndConcurrencyTriggersHttpSerializer, functionsScaleAndConcurrencyTriggersSerializer, functionsSiteUpdateStrategyDeserializer, functionsSiteUpdateStrategySerializer, geoRegionArrayDeserializer, geoRegionDeserializer, geoRegionPropertiesDeserializer, gitHubActionCodeConfigurationDeserializer, gitHubActionCodeConfigurationSerializer, gitHubActionConfigurationDeserializer, gitHubActionConfigurationSerializer, gitHubActionContainerConfigurationDeserializer, gitHubActionContainerConfigurationSerializer, gitHubActionWebAppStackSettingsDeserializer, gitHubDeserializer, gitHubSerializer, globalCsmSkuDescriptionArrayDeserializer, globalCsmSkuDescriptionDeserializer, globalValidationDeserializer, globalValidationSerializer, googleDeserializer, googleSerializer, handlerMappingArrayDeserializer, handlerMappingArraySerializer, handlerMappingDeserializer, handlerMappingSerializer, hostNameBindingArrayDeserializer, hostNameBindingArraySerializer, hostNameBindingPropertiesDeserializer, hostNameBindingPropertiesSerializer, hostNameSslStateArrayDeserializer, hostNameSslStateArraySerializer, hostNameSslStateDeserializer, hostNameSslStateSerializer, hostingEnvironmentDeploymentInfoArrayDeserializer, hostingEnvironmentDeploymentInfoDeserializer, hostingEnvironmentDiagnosticsArrayDeserializer, hostingEnvironmentDiagnosticsDeserializer, hostingEnvironmentProfileDeserializer, hostingEnvironmentProfileSerializer, httpLogsConfigDeserializer, httpLogsConfigSerializer, httpSettingsDeserializer, httpSettingsRoutesDeserializer, httpSettingsRoutesSerializer, httpSettingsSerializer, hybridConnectionArrayDeserializer, hybridConnectionArraySerializer, hybridConnectionKeyDeserializer, hybridConnectionKeyPropertiesDeserializer, hybridConnectionLimitsDeserializer, hybridConnectionLimitsPropertiesDeserializer, hybridConnectionPropertiesDeserializer, hybridConnectionPropertiesSerializer, identifierArrayDeserializer, identifierArraySerializer, identifierPropertiesDeserializer, identifierPropertiesSerializer, identityProvidersDeserializer, identityProvidersSerializer, inboundEnvironmentEndpointArrayDeserializer, inboundEnvironmentEndpointDeserializer, installScriptArrayDeserializer, installScriptArraySerializer, installScriptDeserializer, installScriptSerializer, installScriptSourceDeserializer, installScriptSourceSerializer, ipAddressArrayDeserializer, ipAddressArraySerializer, ipAddressDeserializer, ipAddressRangeArrayDeserializer, ipAddressRangeArraySerializer, ipAddressRangeDeserializer, ipAddressRangeSerializer, ipAddressSerializer, ipSecurityRestrictionArrayDeserializer, ipSecurityRestrictionArraySerializer, ipSecurityRestrictionDeserializer, ipSecurityRestrictionSerializer, jsonSchemaDeserializer, jwtClaimChecksDeserializer, jwtClaimChecksSerializer, keyValuePairStringObjectArrayDeserializer, keyValuePairStringObjectDeserializer, keyVaultReferenceWithStatusDeserializer, keyVaultReferenceWithStatusSerializer, kubeEnvironmentArrayDeserializer, kubeEnvironmentArraySerializer, kubeEnvironmentDeserializer, kubeEnvironmentPatchResourcePropertiesSerializer, kubeEnvironmentPatchResourceSerializer, kubeEnvironmentProfileDeserializer, kubeEnvironmentProfileSerializer, kubeEnvironmentPropertiesDeserializer, kubeEnvironmentPropertiesSerializer, kubeEnvironmentSerializer, legacyMicrosoftAccountDeserializer, legacyMicrosoftAccountSerializer, linuxJavaContainerSettingsDeserializer, localizableStringDeserializer, logAnalyticsConfigurationDeserializer, logAnalyticsConfigurationSerializer, logSpecificationArrayDeserializer, logSpecificationDeserializer, loginDeserializer, loginRoutesDeserializer, loginRoutesSerializer, loginScopesDeserializer, loginScopesSerializer, loginSerializer, managedServiceIdentityDeserializer, managedServiceIdentitySerializer, metricAvailabilityArrayDeserializer, metricAvailabilityDeserializer, metricSpecificationArrayDeserializer, metricSpecificationDeserializer, migrateMySqlRequestPropertiesSerializer, migrateMySqlStatusPropertiesDeserializer, msDeployCoreArraySerializer, msDeployCoreSerializer, msDeployLogEntryArrayDeserializer, msDeployLogEntryDeserializer, msDeployLogPropertiesDeserializer, msDeployPropertiesSerializer, msDeployStatusPropertiesDeserializer, nameIdentifierSerializer, nameValuePairArrayArrayDeserializer, nameValuePairArrayArraySerializer, nameValuePairArrayDeserializer, nameValuePairArraySerializer, nameValuePairDeserializer, nameValuePairSerializer, networkFeaturesPropertiesDeserializer, networkTraceDeserializer, nonceDeserializer, nonceSerializer, openAuthenticationAccessPoliciesDeserializer, openAuthenticationAccessPoliciesSerializer, openAuthenticationAccessPolicyDeserializer, openAuthenticationAccessPolicyRecordDeserializer, openAuthenticationAccessPolicyRecordSerializer, openAuthenticationAccessPolicySerializer, openAuthenticationPolicyClaimArrayDeserializer, openAuthenticationPolicyClaimArraySerializer, openAuthenticationPolicyClaimDeserializer, openAuthenticationPolicyClaimSerializer, openIdConnectClientCredentialDeserializer, openIdConnectClientCredentialSerializer, openIdConnectConfigDeserializer, openIdConnectConfigSerializer, openIdConnectLoginDeserializer, openIdConnectLoginSerializer, openIdConnectRegistrationDeserializer, openIdConnectRegistrationSerializer, operationArrayDeserializer, operationResultDeserializer, operationResultPropertiesDeserializer, outboundEnvironmentEndpointArrayDeserializer, outboundEnvironmentEndpointDeserializer, outboundVnetRoutingDeserializer, outboundVnetRoutingSerializer, perfMonResponseArrayDeserializer, perfMonResponseDeserializer, perfMonSampleArrayDeserializer, perfMonSampleDeserializer, perfMonSetDeserializer, premierAddOnOfferArrayDeserializer, premierAddOnOfferDeserializer, premierAddOnOfferPropertiesDeserializer, premierAddOnPatchResourcePropertiesSerializer, premierAddOnPropertiesDeserializer, premierAddOnPropertiesSerializer, privateAccessPropertiesDeserializer, privateAccessPropertiesSerializer, privateAccessSubnetArrayDeserializer, privateAccessSubnetArraySerializer, privateAccessSubnetDeserializer, privateAccessSubnetSerializer, privateAccessVirtualNetworkArrayDeserializer, privateAccessVirtualNetworkArraySerializer, privateAccessVirtualNetworkDeserializer, privateAccessVirtualNetworkSerializer, privateLinkConnectionStateDeserializer, privateLinkConnectionStateSerializer, privateLinkResourceArrayDeserializer, privateLinkResourceDeserializer, privateLinkResourcePropertiesDeserializer, processInfoArrayDeserializer, processInfoPropertiesDeserializer, processModuleInfoArrayDeserializer, processModuleInfoPropertiesDeserializer, processThreadInfoArrayDeserializer, processThreadInfoDeserializer, processThreadInfoPropertiesDeserializer, proxyOnlyResourceDeserializer, proxyOnlyResourceSerializer, proxyResourceDeserializer, proxyResourceSerializer, publicCertificateArrayDeserializer, publicCertificateArraySerializer, publicCertificatePropertiesDeserializer, publicCertificatePropertiesSerializer, pushSettingsPropertiesDeserializer, pushSettingsPropertiesSerializer, queryUtterancesResultArrayDeserializer, queryUtterancesResultDeserializer, queryUtterancesResultsDeserializer, rampUpRuleArrayDeserializer, rampUpRuleArraySerializer, rampUpRuleDeserializer, rampUpRuleSerializer, recommendationArrayDeserializer, recommendationDeserializer, recommendationPropertiesDeserializer, recommendationRuleDeserializer, recommendationRulePropertiesDeserializer, recurrenceScheduleDeserializer, recurrenceScheduleOccurrenceArrayDeserializer, recurrenceScheduleOccurrenceDeserializer, regenerateActionParameterSerializer, registryAdapterArrayDeserializer, registryAdapterArraySerializer, registryAdapterDeserializer, registryAdapterSerializer, relayServiceConnectionEntityArrayDeserializer, relayServiceConnectionEntityArraySerializer, relayServiceConnectionEntityPropertiesDeserializer, relayServiceConnectionEntityPropertiesSerializer, remotePrivateEndpointConnectionARMResourceArrayDeserializer, remotePrivateEndpointConnectionARMResourceArraySerializer, remotePrivateEndpointConnectionARMResourcePropertiesDeserializer, remotePrivateEndpointConnectionARMResourcePropertiesSerializer, remotePrivateEndpointConnectionDeserializer, remotePrivateEndpointConnectionPropertiesDeserializer, renderingDeserializer, repetitionIndexArrayDeserializer, repetitionIndexDeserializer, requestDeserializer, requestHistoryArrayDeserializer, requestHistoryDeserializer, requestHistoryPropertiesDeserializer, requestsBasedTriggerDeserializer, requestsBasedTriggerSerializer, resourceConfigDeserializer, resourceConfigSerializer, resourceDeserializer, resourceHealthMetadataArrayDeserializer, resourceHealthMetadataDeserializer, resourceHealthMetadataPropertiesDeserializer, resourceMetricAvailabilityArrayDeserializer, resourceMetricAvailabilityDeserializer, resourceMetricDefinitionArrayDeserializer, resourceMetricDefinitionDeserializer, resourceMetricDefinitionPropertiesDeserializer, resourceNameAvailabilityDeserializer, resourceNameAvailabilityRequestSerializer, resourceReferenceDeserializer, resourceReferenceSerializer, resourceSerializer, responseDeserializer, responseMessageEnvelopeRemotePrivateEndpointConnectionArrayDeserializer, responseMessageEnvelopeRemotePrivateEndpointConnectionDeserializer, responseMetaDataDeserializer, restoreRequestPropertiesDeserializer, restoreRequestPropertiesSerializer, retryHistoryArrayDeserializer, retryHistoryDeserializer, runActionCorrelationDeserializer, runCorrelationDeserializer, sampleUtteranceDeserializer, serverFarmInstanceArrayDeserializer, serverFarmInstanceDeserializer, serverFarmInstanceDetailsDeserializer, serverFarmNetworkSettingsDeserializer, serverFarmNetworkSettingsSerializer, serverFarmRdpDetailsDeserializer, serviceSpecificationDeserializer, siteArrayDeserializer, siteArraySerializer, siteAuthSettingsPropertiesDeserializer, siteAuthSettingsPropertiesSerializer, siteAuthSettingsV2PropertiesDeserializer, siteAuthSettingsV2PropertiesSerializer, siteCloneabilityCriterionArrayDeserializer, siteCloneabilityCriterionDeserializer, siteConfigDeserializer, siteConfigPropertiesDictionaryDeserializer, siteConfigResourceArrayDeserializer, siteConfigResourceArraySerializer, siteConfigSerializer, siteConfigurationSnapshotInfoArrayDeserializer, siteConfigurationSnapshotInfoDeserializer, siteConfigurationSnapshotInfoPropertiesDeserializer, siteContainerArrayDeserializer, siteContainerArraySerializer, siteContainerPropertiesDeserializer, siteContainerPropertiesSerializer, siteDnsConfigDeserializer, siteDnsConfigSerializer, siteExtensionInfoArrayDeserializer, siteExtensionInfoPropertiesDeserializer, siteLimitsDeserializer, siteLimitsSerializer, siteLogsConfigPropertiesDeserializer, siteLogsConfigPropertiesSerializer, siteMachineKeyDeserializer, sitePatchResourcePropertiesSerializer, sitePhpErrorLogFlagPropertiesDeserializer, sitePropertiesDeserializer, sitePropertiesSerializer, siteSourceControlPropertiesDeserializer, siteSourceControlPropertiesSerializer, skuCapacityDeserializer, skuCapacitySerializer, skuDescriptionDeserializer, skuDescriptionSerializer, skuInfoArrayDeserializer, skuInfoDeserializer, skuInfosDeserializer, slotConfigNamesDeserializer, slotConfigNamesSerializer, slotDifferenceArrayDeserializer, slotDifferenceDeserializer, slotDifferencePropertiesDeserializer, slotSwapStatusDeserializer, slowRequestsBasedTriggerArrayDeserializer, slowRequestsBasedTriggerArraySerializer, slowRequestsBasedTriggerDeserializer, slowRequestsBasedTriggerSerializer, snapshotArrayDeserializer, snapshotDeserializer, snapshotPropertiesDeserializer, snapshotRecoverySourceSerializer, snapshotRestoreRequestPropertiesSerializer, solutionArrayDeserializer, solutionDeserializer, sourceControlArrayDeserializer, sourceControlArraySerializer, sourceControlDeserializer, sourceControlPropertiesDeserializer, sourceControlPropertiesSerializer, sourceControlSerializer, stackMajorVersionArrayDeserializer, stackMajorVersionDeserializer, stackMinorVersionArrayDeserializer, stackMinorVersionDeserializer, stampCapacityArrayDeserializer, stampCapacityDeserializer, staticSiteARMResourceArrayDeserializer, staticSiteARMResourceArraySerializer, staticSiteARMResourceDeserializer, staticSiteARMResourceSerializer, staticSiteBasicAuthPropertiesARMResourceArrayDeserializer, staticSiteBasicAuthPropertiesARMResourceArraySerializer, staticSiteBasicAuthPropertiesARMResourceDeserializer, staticSiteBasicAuthPropertiesARMResourcePropertiesDeserializer, staticSiteBasicAuthPropertiesARMResourcePropertiesSerializer, staticSiteBasicAuthPropertiesARMResourceSerializer, staticSiteBuildARMResourceArrayDeserializer, staticSiteBuildARMResourceDeserializer, staticSiteBuildARMResourcePropertiesDeserializer, staticSiteBuildPropertiesDeserializer, staticSiteBuildPropertiesSerializer, staticSiteCustomDomainOverviewARMResourceArrayDeserializer, staticSiteCustomDomainOverviewARMResourceDeserializer, staticSiteCustomDomainOverviewARMResourcePropertiesDeserializer, staticSiteCustomDomainRequestPropertiesARMResourcePropertiesSerializer, staticSiteCustomDomainRequestPropertiesARMResourceSerializer, staticSiteDatabaseConnectionConfigurationFileOverviewArrayDeserializer, staticSiteDatabaseConnectionConfigurationFileOverviewDeserializer, staticSiteDeserializer, staticSiteFunctionOverviewARMResourceArrayDeserializer, staticSiteFunctionOverviewARMResourceDeserializer, staticSiteFunctionOverviewARMResourcePropertiesDeserializer, staticSiteLinkedBackendARMResourceArrayDeserializer, staticSiteLinkedBackendARMResourceArraySerializer, staticSiteLinkedBackendARMResourceDeserializer, staticSiteLinkedBackendARMResourcePropertiesDeserializer, staticSiteLinkedBackendARMResourcePropertiesSerializer, staticSiteLinkedBackendARMResourceSerializer, staticSiteLinkedBackendArrayDeserializer, staticSiteLinkedBackendDeserializer, staticSitePatchResourceSerializer, staticSiteResetPropertiesARMResourcePropertiesSerializer, staticSiteResetPropertiesARMResourceSerializer, staticSiteSerializer, staticSiteTemplateOptionsDeserializer, staticSiteTemplateOptionsSerializer, staticSiteUserARMResourceArrayDeserializer, staticSiteUserARMResourceArraySerializer, staticSiteUserARMResourceDeserializer, staticSiteUserARMResourcePropertiesDeserializer, staticSiteUserARMResourcePropertiesSerializer, staticSiteUserARMResourceSerializer, staticSiteUserInvitationRequestResourcePropertiesSerializer, staticSiteUserInvitationRequestResourceSerializer, staticSiteUserInvitationResponseResourceDeserializer, staticSiteUserInvitationResponseResourcePropertiesDeserializer, staticSiteUserProvidedFunctionAppARMResourceArrayDeserializer, staticSiteUserProvidedFunctionAppARMResourceArraySerializer, staticSiteUserProvidedFunctionAppARMResourceDeserializer, staticSiteUserProvidedFunctionAppARMResourcePropertiesDeserializer, staticSiteUserProvidedFunctionAppARMResourcePropertiesSerializer, staticSiteUserProvidedFunctionAppARMResourceSerializer, staticSiteUserProvidedFunctionAppArrayDeserializer, staticSiteUserProvidedFunctionAppDeserializer, staticSiteUserProvidedFunctionAppPropertiesDeserializer, staticSiteZipDeploymentARMResourceSerializer, staticSiteZipDeploymentSerializer, staticSitesWorkflowPreviewDeserializer, staticSitesWorkflowPreviewPropertiesDeserializer, staticSitesWorkflowPreviewRequestPropertiesSerializer, staticSitesWorkflowPreviewRequestSerializer, statusCodesBasedTriggerArrayDeserializer, statusCodesBasedTriggerArraySerializer, statusCodesBasedTriggerDeserializer, statusCodesBasedTriggerSerializer, statusCodesRangeBasedTriggerArrayDeserializer, statusCodesRangeBasedTriggerArraySerializer, statusCodesRangeBasedTriggerDeserializer, statusCodesRangeBasedTriggerSerializer, statusDeserializer, storageMigrationOptionsPropertiesSerializer, storageMigrationResponsePropertiesDeserializer, storageMountArrayDeserializer, storageMountArraySerializer, storageMountDeserializer, storageMountSerializer, stringListDeserializer, supportTopicArrayDeserializer, supportTopicDeserializer, swiftVirtualNetworkPropertiesDeserializer, swiftVirtualNetworkPropertiesSerializer, systemDataDeserializer, tokenStoreDeserializer, tokenStoreSerializer, trackedResourceDeserializer, trackedResourceSerializer, triggeredJobHistoryArrayDeserializer, triggeredJobHistoryPropertiesDeserializer, triggeredJobRunArrayDeserializer, triggeredJobRunDeserializer, triggeredWebJobArrayDeserializer, triggeredWebJobPropertiesDeserializer, twitterDeserializer, twitterRegistrationDeserializer, twitterRegistrationSerializer, twitterSerializer, usageArrayDeserializer, usageDeserializer, usagePropertiesDeserializer, userAssignedIdentityDeserializer, userAssignedIdentityRecordDeserializer, userAssignedIdentityRecordSerializer, userAssignedIdentitySerializer, userPropertiesDeserializer, userPropertiesSerializer, userSerializer, validatePropertiesSerializer, validateRequestSerializer, validateResponseDeserializer, validateResponseErrorDeserializer, virtualApplicationArrayDeserializer, virtualApplicationArraySerializer, virtualApplicationDeserializer, virtualApplicationSerializer, virtualDirectoryArrayDeserializer, virtualDirectoryArraySerializer, virtualDirectoryDeserializer, virtualDirectorySerializer, virtualIPMappingArrayDeserializer, virtualIPMappingDeserializer, virtualNetworkProfileDeserializer, virtualNetworkProfileSerializer, vnetGatewayPropertiesDeserializer, vnetGatewayPropertiesSerializer, vnetInfoDeserializer, vnetInfoResourceArraySerializer, vnetInfoSerializer, vnetParametersPropertiesSerializer, vnetParametersSerializer, vnetRouteArrayDeserializer, vnetRouteArraySerializer, vnetRouteDeserializer, vnetRoutePropertiesDeserializer, vnetRoutePropertiesSerializer, vnetRouteSerializer, vnetValidationFailureDetailsDeserializer, vnetValidationFailureDetailsPropertiesDeserializer, vnetValidationTestFailureArrayDeserializer, vnetValidationTestFailureDeserializer, vnetValidationTestFailurePropertiesDeserializer, volumeMountArrayDeserializer, volumeMountArraySerializer, volumeMountDeserializer, volumeMountSerializer, webAppMajorVersionArrayDeserializer, webAppMajorVersionDeserializer, webAppMinorVersionArrayDeserializer, webAppMinorVersionDeserializer, webAppRuntimeSettingsDeserializer, webAppRuntimesDeserializer, webAppStackArrayDeserializer, webAppStackDeserializer, webAppStackPropertiesDeserializer, webJobArrayDeserializer, webJobPropertiesDeserializer, webSiteInstanceStatusArrayDeserializer, webSiteInstanceStatusPropertiesDeserializer, windowsJavaContainerSettingsDeserializer, workerPoolDeserializer, workerPoolResourceArrayDeserializer, workerPoolResourceArraySerializer, workerPoolResourceDeserializer, workerPoolResourceSerializer, workerPoolSerializer, workflowEnvelopeArrayDeserializer, workflowEnvelopePropertiesDeserializer, workflowHealthDeserializer, workflowOutputParameterDeserializer, workflowOutputParameterRecordDeserializer, workflowParameterDeserializer, workflowParameterRecordDeserializer, workflowParameterRecordSerializer, workflowParameterSerializer, workflowPropertiesSerializer, workflowResourceSerializer, workflowRunActionArrayDeserializer, workflowRunActionDeserializer, workflowRunActionPropertiesDeserializer, workflowRunActionRepetitionDefinitionArrayDeserializer, workflowRunActionRepetitionDefinitionDeserializer, workflowRunActionRepetitionPropertiesDeserializer, workflowRunArrayDeserializer, workflowRunDeserializer, workflowRunPropertiesDeserializer, workflowRunTriggerDeserializer, workflowSerializer, workflowSkuDeserializer, workflowTriggerArrayDeserializer, workflowTriggerCallbackUrlDeserializer, workflowTriggerDeserializer, workflowTriggerHistoryArrayDeserializer, workflowTriggerHistoryDeserializer, workflowTriggerHistoryPropertiesDeserializer, workflowTriggerListCallbackUrlQueriesDeserializer, workflowTriggerPropertiesDeserializer, workflowTriggerRecurrenceDeserializer, workflowVersionArrayDeserializer, workflowVersionDeserializer, workflowVersionPropertiesDeserializer

;// CONCATENATED MODULE: ./node_modules/@azure/arm-appservice/dist/esm/static-helpers/serialization/check-prop-undefined.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.
/**
 * Returns true if all specified properties of the item are undefined.
 * @param item The object to check.
 * @param properties The list of property names to check on the item.
 * @returns True if all specified properties are undefined, otherwise false.
 */
function check_prop_undefined_areAllPropsUndefined(item, properties) {
    for (const property of properties) {
        if (item[property] !== undefined) {
            return false;
        }
    }
    return true;
}
//# sourceMappingURL=check-prop-undefined.js.map
// EXTERNAL MODULE: ./node_modules/@azure/core-util/dist/esm/index.js + 6 modules
var esm = __webpack_require__(97237);
;// CONCATENATED MODULE: ./node_modules/@azure/arm-appservice/dist/esm/models/models.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.


function csmMoveResourceEnvelopeSerializer(item) {
    return {
        targetResourceGroup: item["targetResourceGroup"],
        resources: !item["resources"]
            ? item["resources"]
            : item["resources"].map((p) => {
                return p;
            }),
    };
}
function defaultErrorResponseDeserializer(item) {
    return {
        error: !item["error"] ? item["error"] : defaultErrorResponseErrorDeserializer(item["error"]),
    };
}
function defaultErrorResponseErrorDeserializer(item) {
    return {
        code: item["code"],
        message: item["message"],
        target: item["target"],
        details: !item["details"]
            ? item["details"]
            : defaultErrorResponseErrorDetailsItemArrayDeserializer(item["details"]),
        innererror: item["innererror"],
    };
}
function defaultErrorResponseErrorDetailsItemArrayDeserializer(result) {
    return result.map((item) => {
        return defaultErrorResponseErrorDetailsItemDeserializer(item);
    });
}
function defaultErrorResponseErrorDetailsItemDeserializer(item) {
    return {
        code: item["code"],
        message: item["message"],
        target: item["target"],
    };
}
function validateRequestSerializer(item) {
    return {
        name: item["name"],
        type: item["type"],
        location: item["location"],
        properties: _validateRequestPropertiesSerializer(item),
    };
}
/** Resource type used for verification. */
var KnownValidateResourceTypes;
(function (KnownValidateResourceTypes) {
    /** ServerFarm */
    KnownValidateResourceTypes["ServerFarm"] = "ServerFarm";
    /** Site */
    KnownValidateResourceTypes["Site"] = "Site";
    /** Microsoft.Web/hostingEnvironments */
    KnownValidateResourceTypes["MicrosoftWebHostingEnvironments"] = "Microsoft.Web/hostingEnvironments";
})(KnownValidateResourceTypes || (KnownValidateResourceTypes = {}));
function validatePropertiesSerializer(item) {
    return {
        serverFarmId: item["serverFarmId"],
        skuName: item["skuName"],
        needLinuxWorkers: item["needLinuxWorkers"],
        isSpot: item["isSpot"],
        capacity: item["capacity"],
        hostingEnvironment: item["hostingEnvironment"],
        isXenon: item["isXenon"],
        containerRegistryBaseUrl: item["containerRegistryBaseUrl"],
        containerRegistryUsername: item["containerRegistryUsername"],
        containerRegistryPassword: item["containerRegistryPassword"],
        containerImageRepository: item["containerImageRepository"],
        containerImageTag: item["containerImageTag"],
        containerImagePlatform: item["containerImagePlatform"],
        appServiceEnvironment: !item["appServiceEnvironment"]
            ? item["appServiceEnvironment"]
            : appServiceEnvironmentSerializer(item["appServiceEnvironment"]),
    };
}
function appServiceEnvironmentSerializer(item) {
    return {
        virtualNetwork: virtualNetworkProfileSerializer(item["virtualNetwork"]),
        internalLoadBalancingMode: item["internalLoadBalancingMode"],
        multiSize: item["multiSize"],
        ipsslAddressCount: item["ipsslAddressCount"],
        dnsSuffix: item["dnsSuffix"],
        frontEndScaleFactor: item["frontEndScaleFactor"],
        clusterSettings: !item["clusterSettings"]
            ? item["clusterSettings"]
            : nameValuePairArraySerializer(item["clusterSettings"]),
        userWhitelistedIpRanges: !item["userWhitelistedIpRanges"]
            ? item["userWhitelistedIpRanges"]
            : item["userWhitelistedIpRanges"].map((p) => {
                return p;
            }),
        upgradePreference: item["upgradePreference"],
        dedicatedHostCount: item["dedicatedHostCount"],
        zoneRedundant: item["zoneRedundant"],
        customDnsSuffixConfiguration: !item["customDnsSuffixConfiguration"]
            ? item["customDnsSuffixConfiguration"]
            : customDnsSuffixConfigurationSerializer(item["customDnsSuffixConfiguration"]),
        networkingConfiguration: !item["networkingConfiguration"]
            ? item["networkingConfiguration"]
            : aseV3NetworkingConfigurationSerializer(item["networkingConfiguration"]),
    };
}
function appServiceEnvironmentDeserializer(item) {
    return {
        provisioningState: item["provisioningState"],
        status: item["status"],
        virtualNetwork: virtualNetworkProfileDeserializer(item["virtualNetwork"]),
        internalLoadBalancingMode: item["internalLoadBalancingMode"],
        multiSize: item["multiSize"],
        multiRoleCount: item["multiRoleCount"],
        ipsslAddressCount: item["ipsslAddressCount"],
        dnsSuffix: item["dnsSuffix"],
        maximumNumberOfMachines: item["maximumNumberOfMachines"],
        frontEndScaleFactor: item["frontEndScaleFactor"],
        suspended: item["suspended"],
        clusterSettings: !item["clusterSettings"]
            ? item["clusterSettings"]
            : nameValuePairArrayDeserializer(item["clusterSettings"]),
        userWhitelistedIpRanges: !item["userWhitelistedIpRanges"]
            ? item["userWhitelistedIpRanges"]
            : item["userWhitelistedIpRanges"].map((p) => {
                return p;
            }),
        hasLinuxWorkers: item["hasLinuxWorkers"],
        upgradePreference: item["upgradePreference"],
        dedicatedHostCount: item["dedicatedHostCount"],
        zoneRedundant: item["zoneRedundant"],
        customDnsSuffixConfiguration: !item["customDnsSuffixConfiguration"]
            ? item["customDnsSuffixConfiguration"]
            : customDnsSuffixConfigurationDeserializer(item["customDnsSuffixConfiguration"]),
        networkingConfiguration: !item["networkingConfiguration"]
            ? item["networkingConfiguration"]
            : aseV3NetworkingConfigurationDeserializer(item["networkingConfiguration"]),
        upgradeAvailability: item["upgradeAvailability"],
    };
}
function virtualNetworkProfileSerializer(item) {
    return { id: item["id"], subnet: item["subnet"] };
}
function virtualNetworkProfileDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        subnet: item["subnet"],
    };
}
/** Specifies which endpoints to serve internally in the Virtual Network for the App Service Environment. */
var KnownLoadBalancingMode;
(function (KnownLoadBalancingMode) {
    /** None */
    KnownLoadBalancingMode["None"] = "None";
    /** Web */
    KnownLoadBalancingMode["Web"] = "Web";
    /** Publishing */
    KnownLoadBalancingMode["Publishing"] = "Publishing";
    /** Web, Publishing */
    KnownLoadBalancingMode["WebPublishing"] = "Web, Publishing";
})(KnownLoadBalancingMode || (KnownLoadBalancingMode = {}));
function nameValuePairArraySerializer(result) {
    return result.map((item) => {
        return nameValuePairSerializer(item);
    });
}
function nameValuePairArrayDeserializer(result) {
    return result.map((item) => {
        return nameValuePairDeserializer(item);
    });
}
function nameValuePairSerializer(item) {
    return { name: item["name"], value: item["value"] };
}
function nameValuePairDeserializer(item) {
    return {
        name: item["name"],
        value: item["value"],
    };
}
/** Upgrade Preference */
var KnownUpgradePreference;
(function (KnownUpgradePreference) {
    /** No preference on when this App Service Environment will be upgraded */
    KnownUpgradePreference["None"] = "None";
    /** This App Service Environment will be upgraded before others in the same region that have Upgrade Preference 'Late' */
    KnownUpgradePreference["Early"] = "Early";
    /** This App Service Environment will be upgraded after others in the same region that have Upgrade Preference 'Early' */
    KnownUpgradePreference["Late"] = "Late";
    /** ASEv3 only. Once an upgrade is available, this App Service Environment will wait 10 days for the upgrade to be manually initiated. After 10 days the upgrade will begin automatically */
    KnownUpgradePreference["Manual"] = "Manual";
})(KnownUpgradePreference || (KnownUpgradePreference = {}));
function customDnsSuffixConfigurationSerializer(item) {
    return {
        properties: areAllPropsUndefined(item, [
            "dnsSuffix",
            "certificateUrl",
            "keyVaultReferenceIdentity",
        ])
            ? undefined
            : _customDnsSuffixConfigurationPropertiesSerializer(item),
        kind: item["kind"],
    };
}
function customDnsSuffixConfigurationDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _customDnsSuffixConfigurationPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function customDnsSuffixConfigurationPropertiesSerializer(item) {
    return {
        dnsSuffix: item["dnsSuffix"],
        certificateUrl: item["certificateUrl"],
        keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
    };
}
function customDnsSuffixConfigurationPropertiesDeserializer(item) {
    return {
        provisioningState: item["provisioningState"],
        provisioningDetails: item["provisioningDetails"],
        dnsSuffix: item["dnsSuffix"],
        certificateUrl: item["certificateUrl"],
        keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
    };
}
function aseV3NetworkingConfigurationSerializer(item) {
    return {
        properties: areAllPropsUndefined(item, [
            "allowNewPrivateEndpointConnections",
            "ftpEnabled",
            "remoteDebugEnabled",
            "inboundIpAddressOverride",
        ])
            ? undefined
            : _aseV3NetworkingConfigurationPropertiesSerializer(item),
        kind: item["kind"],
    };
}
function aseV3NetworkingConfigurationDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _aseV3NetworkingConfigurationPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function aseV3NetworkingConfigurationPropertiesSerializer(item) {
    return {
        allowNewPrivateEndpointConnections: item["allowNewPrivateEndpointConnections"],
        ftpEnabled: item["ftpEnabled"],
        remoteDebugEnabled: item["remoteDebugEnabled"],
        inboundIpAddressOverride: item["inboundIpAddressOverride"],
    };
}
function aseV3NetworkingConfigurationPropertiesDeserializer(item) {
    return {
        windowsOutboundIpAddresses: !item["windowsOutboundIpAddresses"]
            ? item["windowsOutboundIpAddresses"]
            : item["windowsOutboundIpAddresses"].map((p) => {
                return p;
            }),
        linuxOutboundIpAddresses: !item["linuxOutboundIpAddresses"]
            ? item["linuxOutboundIpAddresses"]
            : item["linuxOutboundIpAddresses"].map((p) => {
                return p;
            }),
        externalInboundIpAddresses: !item["externalInboundIpAddresses"]
            ? item["externalInboundIpAddresses"]
            : item["externalInboundIpAddresses"].map((p) => {
                return p;
            }),
        internalInboundIpAddresses: !item["internalInboundIpAddresses"]
            ? item["internalInboundIpAddresses"]
            : item["internalInboundIpAddresses"].map((p) => {
                return p;
            }),
        allowNewPrivateEndpointConnections: item["allowNewPrivateEndpointConnections"],
        ftpEnabled: item["ftpEnabled"],
        remoteDebugEnabled: item["remoteDebugEnabled"],
        inboundIpAddressOverride: item["inboundIpAddressOverride"],
    };
}
/** Whether an upgrade is available for this App Service Environment. */
var KnownUpgradeAvailability;
(function (KnownUpgradeAvailability) {
    /** No upgrade is currently available for this App Service Environment */
    KnownUpgradeAvailability["None"] = "None";
    /** An upgrade is ready to be manually initiated on this App Service Environment */
    KnownUpgradeAvailability["Ready"] = "Ready";
})(KnownUpgradeAvailability || (KnownUpgradeAvailability = {}));
function proxyResourceSerializer(_item) {
    return {};
}
function proxyResourceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
    };
}
function resourceSerializer(_item) {
    return {};
}
function resourceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
    };
}
function systemDataDeserializer(item) {
    return {
        createdBy: item["createdBy"],
        createdByType: item["createdByType"],
        createdAt: !item["createdAt"] ? item["createdAt"] : new Date(item["createdAt"]),
        lastModifiedBy: item["lastModifiedBy"],
        lastModifiedByType: item["lastModifiedByType"],
        lastModifiedAt: !item["lastModifiedAt"]
            ? item["lastModifiedAt"]
            : new Date(item["lastModifiedAt"]),
    };
}
/** The kind of entity that created the resource. */
var KnownCreatedByType;
(function (KnownCreatedByType) {
    /** The entity was created by a user. */
    KnownCreatedByType["User"] = "User";
    /** The entity was created by an application. */
    KnownCreatedByType["Application"] = "Application";
    /** The entity was created by a managed identity. */
    KnownCreatedByType["ManagedIdentity"] = "ManagedIdentity";
    /** The entity was created by a key. */
    KnownCreatedByType["Key"] = "Key";
})(KnownCreatedByType || (KnownCreatedByType = {}));
function validateResponseDeserializer(item) {
    return {
        status: item["status"],
        error: !item["error"] ? item["error"] : validateResponseErrorDeserializer(item["error"]),
    };
}
function validateResponseErrorDeserializer(item) {
    return {
        code: item["code"],
        message: item["message"],
    };
}
function deploymentLocationsDeserializer(item) {
    return {
        locations: !item["locations"]
            ? item["locations"]
            : geoRegionArrayDeserializer(item["locations"]),
        hostingEnvironments: !item["hostingEnvironments"]
            ? item["hostingEnvironments"]
            : appServiceEnvironmentArrayDeserializer(item["hostingEnvironments"]),
        hostingEnvironmentDeploymentInfos: !item["hostingEnvironmentDeploymentInfos"]
            ? item["hostingEnvironmentDeploymentInfos"]
            : hostingEnvironmentDeploymentInfoArrayDeserializer(item["hostingEnvironmentDeploymentInfos"]),
    };
}
function geoRegionArrayDeserializer(result) {
    return result.map((item) => {
        return geoRegionDeserializer(item);
    });
}
function geoRegionDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _geoRegionPropertiesDeserializer(item["properties"])),
    };
}
function geoRegionPropertiesDeserializer(item) {
    return {
        description: item["description"],
        displayName: item["displayName"],
        orgDomain: item["orgDomain"],
    };
}
function appServiceEnvironmentArraySerializer(result) {
    return result.map((item) => {
        return appServiceEnvironmentSerializer(item);
    });
}
function appServiceEnvironmentArrayDeserializer(result) {
    return result.map((item) => {
        return appServiceEnvironmentDeserializer(item);
    });
}
function hostingEnvironmentDeploymentInfoArrayDeserializer(result) {
    return result.map((item) => {
        return hostingEnvironmentDeploymentInfoDeserializer(item);
    });
}
function hostingEnvironmentDeploymentInfoDeserializer(item) {
    return {
        name: item["name"],
        location: item["location"],
    };
}
function proxyOnlyResourceSerializer(item) {
    return { kind: item["kind"] };
}
function proxyOnlyResourceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
    };
}
function _aseRegionCollectionDeserializer(item) {
    return {
        value: aseRegionArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function aseRegionArrayDeserializer(result) {
    return result.map((item) => {
        return aseRegionDeserializer(item);
    });
}
function aseRegionDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _aseRegionPropertiesDeserializer(item["properties"])),
    };
}
function aseRegionPropertiesDeserializer(item) {
    return {
        displayName: item["displayName"],
        standard: item["standard"],
        dedicatedHost: item["dedicatedHost"],
        zoneRedundant: item["zoneRedundant"],
        availableSku: !item["availableSku"]
            ? item["availableSku"]
            : item["availableSku"].map((p) => {
                return p;
            }),
        availableOS: !item["availableOS"]
            ? item["availableOS"]
            : item["availableOS"].map((p) => {
                return p;
            }),
    };
}
function _billingMeterCollectionDeserializer(item) {
    return {
        value: billingMeterArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function billingMeterArrayDeserializer(result) {
    return result.map((item) => {
        return billingMeterDeserializer(item);
    });
}
function billingMeterDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _billingMeterPropertiesDeserializer(item["properties"])),
    };
}
function billingMeterPropertiesDeserializer(item) {
    return {
        meterId: item["meterId"],
        billingLocation: item["billingLocation"],
        shortName: item["shortName"],
        friendlyName: item["friendlyName"],
        resourceType: item["resourceType"],
        osType: item["osType"],
        multiplier: item["multiplier"],
    };
}
function resourceNameAvailabilityRequestSerializer(item) {
    return {
        name: item["name"],
        type: item["type"],
        isFqdn: item["isFqdn"],
        environmentId: item["environmentId"],
    };
}
/** Resource type used for verification. */
var KnownCheckNameResourceTypes;
(function (KnownCheckNameResourceTypes) {
    /** Site */
    KnownCheckNameResourceTypes["Site"] = "Site";
    /** Slot */
    KnownCheckNameResourceTypes["Slot"] = "Slot";
    /** HostingEnvironment */
    KnownCheckNameResourceTypes["HostingEnvironment"] = "HostingEnvironment";
    /** PublishingUser */
    KnownCheckNameResourceTypes["PublishingUser"] = "PublishingUser";
    /** Microsoft.Web/sites */
    KnownCheckNameResourceTypes["MicrosoftWebSites"] = "Microsoft.Web/sites";
    /** Microsoft.Web/sites/slots */
    KnownCheckNameResourceTypes["MicrosoftWebSitesSlots"] = "Microsoft.Web/sites/slots";
    /** Microsoft.Web/hostingEnvironments */
    KnownCheckNameResourceTypes["MicrosoftWebHostingEnvironments"] = "Microsoft.Web/hostingEnvironments";
    /** Microsoft.Web/publishingUsers */
    KnownCheckNameResourceTypes["MicrosoftWebPublishingUsers"] = "Microsoft.Web/publishingUsers";
})(KnownCheckNameResourceTypes || (KnownCheckNameResourceTypes = {}));
function resourceNameAvailabilityDeserializer(item) {
    return {
        nameAvailable: item["nameAvailable"],
        reason: item["reason"],
        message: item["message"],
    };
}
/** <code>Invalid</code> indicates the name provided does not match Azure App Service naming requirements. <code>AlreadyExists</code> indicates that the name is already in use and is therefore unavailable. */
var KnownInAvailabilityReasonType;
(function (KnownInAvailabilityReasonType) {
    /** Invalid */
    KnownInAvailabilityReasonType["Invalid"] = "Invalid";
    /** AlreadyExists */
    KnownInAvailabilityReasonType["AlreadyExists"] = "AlreadyExists";
})(KnownInAvailabilityReasonType || (KnownInAvailabilityReasonType = {}));
function _customHostnameSitesCollectionDeserializer(item) {
    return {
        value: customHostnameSitesArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function customHostnameSitesArrayDeserializer(result) {
    return result.map((item) => {
        return customHostnameSitesDeserializer(item);
    });
}
function customHostnameSitesDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _customHostnameSitesPropertiesDeserializer(item["properties"])),
    };
}
function customHostnameSitesPropertiesDeserializer(item) {
    return {
        customHostname: item["customHostname"],
        region: item["region"],
        siteResourceIds: !item["siteResourceIds"]
            ? item["siteResourceIds"]
            : identifierArrayDeserializer(item["siteResourceIds"]),
    };
}
function identifierArraySerializer(result) {
    return result.map((item) => {
        return identifierSerializer(item);
    });
}
function identifierArrayDeserializer(result) {
    return result.map((item) => {
        return identifierDeserializer(item);
    });
}
function identifierSerializer(item) {
    return {
        properties: check_prop_undefined_areAllPropsUndefined(item, ["value"])
            ? undefined
            : _identifierPropertiesSerializer(item),
        kind: item["kind"],
    };
}
function identifierDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _identifierPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function identifierPropertiesSerializer(item) {
    return { id: item["value"] };
}
function identifierPropertiesDeserializer(item) {
    return {
        value: item["id"],
    };
}
function _geoRegionCollectionDeserializer(item) {
    return {
        value: geoRegionArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function nameIdentifierSerializer(item) {
    return { name: item["name"] };
}
function _identifierCollectionDeserializer(item) {
    return {
        value: identifierArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function dnlResourceNameAvailabilityRequestSerializer(item) {
    return {
        resourceGroupName: item["resourceGroupName"],
        autoGeneratedDomainNameLabelScope: item["autoGeneratedDomainNameLabelScope"],
        name: item["name"],
        type: item["type"],
    };
}
function dnlResourceNameAvailabilityDeserializer(item) {
    return {
        hostName: item["hostName"],
        nameAvailable: item["nameAvailable"],
        reason: item["reason"],
        message: item["message"],
    };
}
function _premierAddOnOfferCollectionDeserializer(item) {
    return {
        value: premierAddOnOfferArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function premierAddOnOfferArrayDeserializer(result) {
    return result.map((item) => {
        return premierAddOnOfferDeserializer(item);
    });
}
function premierAddOnOfferDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _premierAddOnOfferPropertiesDeserializer(item["properties"])),
    };
}
function premierAddOnOfferPropertiesDeserializer(item) {
    return {
        sku: item["sku"],
        product: item["product"],
        vendor: item["vendor"],
        promoCodeRequired: item["promoCodeRequired"],
        quota: item["quota"],
        webHostingPlanRestrictions: item["webHostingPlanRestrictions"],
        privacyPolicyUrl: item["privacyPolicyUrl"],
        legalTermsUrl: item["legalTermsUrl"],
        marketplacePublisher: item["marketplacePublisher"],
        marketplaceOffer: item["marketplaceOffer"],
    };
}
function skuInfosDeserializer(item) {
    return {
        resourceType: item["resourceType"],
        skus: !item["skus"] ? item["skus"] : globalCsmSkuDescriptionArrayDeserializer(item["skus"]),
    };
}
function globalCsmSkuDescriptionArrayDeserializer(result) {
    return result.map((item) => {
        return globalCsmSkuDescriptionDeserializer(item);
    });
}
function globalCsmSkuDescriptionDeserializer(item) {
    return {
        name: item["name"],
        tier: item["tier"],
        size: item["size"],
        family: item["family"],
        capacity: !item["capacity"] ? item["capacity"] : skuCapacityDeserializer(item["capacity"]),
        locations: !item["locations"]
            ? item["locations"]
            : item["locations"].map((p) => {
                return p;
            }),
        capabilities: !item["capabilities"]
            ? item["capabilities"]
            : capabilityArrayDeserializer(item["capabilities"]),
    };
}
function skuCapacitySerializer(item) {
    return {
        minimum: item["minimum"],
        maximum: item["maximum"],
        elasticMaximum: item["elasticMaximum"],
        default: item["default"],
        scaleType: item["scaleType"],
    };
}
function skuCapacityDeserializer(item) {
    return {
        minimum: item["minimum"],
        maximum: item["maximum"],
        elasticMaximum: item["elasticMaximum"],
        default: item["default"],
        scaleType: item["scaleType"],
    };
}
function capabilityArraySerializer(result) {
    return result.map((item) => {
        return capabilitySerializer(item);
    });
}
function capabilityArrayDeserializer(result) {
    return result.map((item) => {
        return capabilityDeserializer(item);
    });
}
function capabilitySerializer(item) {
    return { name: item["name"], value: item["value"], reason: item["reason"] };
}
function capabilityDeserializer(item) {
    return {
        name: item["name"],
        value: item["value"],
        reason: item["reason"],
    };
}
function vnetParametersSerializer(item) {
    return {
        kind: item["kind"],
        properties: areAllPropsUndefined(item, [
            "vnetResourceGroup",
            "vnetName",
            "vnetSubnetName",
            "subnetResourceId",
        ])
            ? undefined
            : _vnetParametersPropertiesSerializer(item),
    };
}
function vnetParametersPropertiesSerializer(item) {
    return {
        vnetResourceGroup: item["vnetResourceGroup"],
        vnetName: item["vnetName"],
        vnetSubnetName: item["vnetSubnetName"],
        subnetResourceId: item["subnetResourceId"],
    };
}
function vnetValidationFailureDetailsDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _vnetValidationFailureDetailsPropertiesDeserializer(item["properties"])),
    };
}
function vnetValidationFailureDetailsPropertiesDeserializer(item) {
    return {
        message: item["message"],
        failed: item["failed"],
        failedTests: !item["failedTests"]
            ? item["failedTests"]
            : vnetValidationTestFailureArrayDeserializer(item["failedTests"]),
        warnings: !item["warnings"]
            ? item["warnings"]
            : vnetValidationTestFailureArrayDeserializer(item["warnings"]),
    };
}
function vnetValidationTestFailureArrayDeserializer(result) {
    return result.map((item) => {
        return vnetValidationTestFailureDeserializer(item);
    });
}
function vnetValidationTestFailureDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _vnetValidationTestFailurePropertiesDeserializer(item["properties"])),
    };
}
function vnetValidationTestFailurePropertiesDeserializer(item) {
    return {
        testName: item["testName"],
        details: item["details"],
    };
}
function userSerializer(item) {
    return {
        properties: areAllPropsUndefined(item, [
            "publishingUserName",
            "publishingPassword",
            "publishingPasswordHash",
            "publishingPasswordHashSalt",
            "scmUri",
        ])
            ? undefined
            : _userPropertiesSerializer(item),
        kind: item["kind"],
    };
}
function userDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"] ? item["properties"] : _userPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function userPropertiesSerializer(item) {
    return {
        publishingUserName: item["publishingUserName"],
        publishingPassword: item["publishingPassword"],
        publishingPasswordHash: item["publishingPasswordHash"],
        publishingPasswordHashSalt: item["publishingPasswordHashSalt"],
        scmUri: item["scmUri"],
    };
}
function userPropertiesDeserializer(item) {
    return {
        publishingUserName: item["publishingUserName"],
        publishingPassword: item["publishingPassword"],
        publishingPasswordHash: item["publishingPasswordHash"],
        publishingPasswordHashSalt: item["publishingPasswordHashSalt"],
        scmUri: item["scmUri"],
    };
}
function sourceControlSerializer(item) {
    return {
        properties: areAllPropsUndefined(item, [
            "token",
            "tokenSecret",
            "refreshToken",
            "expirationTime",
        ])
            ? undefined
            : _sourceControlPropertiesSerializer(item),
        kind: item["kind"],
    };
}
function sourceControlDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _sourceControlPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function sourceControlPropertiesSerializer(item) {
    return {
        token: item["token"],
        tokenSecret: item["tokenSecret"],
        refreshToken: item["refreshToken"],
        expirationTime: !item["expirationTime"]
            ? item["expirationTime"]
            : item["expirationTime"].toISOString(),
    };
}
function sourceControlPropertiesDeserializer(item) {
    return {
        token: item["token"],
        tokenSecret: item["tokenSecret"],
        refreshToken: item["refreshToken"],
        expirationTime: !item["expirationTime"]
            ? item["expirationTime"]
            : new Date(item["expirationTime"]),
    };
}
function _sourceControlCollectionDeserializer(item) {
    return {
        value: sourceControlArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function sourceControlArraySerializer(result) {
    return result.map((item) => {
        return sourceControlSerializer(item);
    });
}
function sourceControlArrayDeserializer(result) {
    return result.map((item) => {
        return sourceControlDeserializer(item);
    });
}
function workerPoolResourceSerializer(item) {
    return {
        properties: areAllPropsUndefined(item, [
            "workerSizeId",
            "computeMode",
            "workerSize",
            "workerCount",
        ])
            ? undefined
            : _workerPoolResourcePropertiesSerializer(item),
        sku: !item["sku"] ? item["sku"] : skuDescriptionSerializer(item["sku"]),
        kind: item["kind"],
    };
}
function workerPoolResourceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _workerPoolResourcePropertiesDeserializer(item["properties"])),
        sku: !item["sku"] ? item["sku"] : skuDescriptionDeserializer(item["sku"]),
        kind: item["kind"],
    };
}
function workerPoolSerializer(item) {
    return {
        workerSizeId: item["workerSizeId"],
        computeMode: item["computeMode"],
        workerSize: item["workerSize"],
        workerCount: item["workerCount"],
    };
}
function workerPoolDeserializer(item) {
    return {
        workerSizeId: item["workerSizeId"],
        computeMode: item["computeMode"],
        workerSize: item["workerSize"],
        workerCount: item["workerCount"],
        instanceNames: !item["instanceNames"]
            ? item["instanceNames"]
            : item["instanceNames"].map((p) => {
                return p;
            }),
    };
}
function skuDescriptionSerializer(item) {
    return {
        name: item["name"],
        tier: item["tier"],
        size: item["size"],
        family: item["family"],
        capacity: item["capacity"],
        skuCapacity: !item["skuCapacity"]
            ? item["skuCapacity"]
            : skuCapacitySerializer(item["skuCapacity"]),
        locations: !item["locations"]
            ? item["locations"]
            : item["locations"].map((p) => {
                return p;
            }),
        capabilities: !item["capabilities"]
            ? item["capabilities"]
            : capabilityArraySerializer(item["capabilities"]),
    };
}
function skuDescriptionDeserializer(item) {
    return {
        name: item["name"],
        tier: item["tier"],
        size: item["size"],
        family: item["family"],
        capacity: item["capacity"],
        skuCapacity: !item["skuCapacity"]
            ? item["skuCapacity"]
            : skuCapacityDeserializer(item["skuCapacity"]),
        locations: !item["locations"]
            ? item["locations"]
            : item["locations"].map((p) => {
                return p;
            }),
        capabilities: !item["capabilities"]
            ? item["capabilities"]
            : capabilityArrayDeserializer(item["capabilities"]),
    };
}
function _workerPoolCollectionDeserializer(item) {
    return {
        value: workerPoolResourceArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function workerPoolResourceArraySerializer(result) {
    return result.map((item) => {
        return workerPoolResourceSerializer(item);
    });
}
function workerPoolResourceArrayDeserializer(result) {
    return result.map((item) => {
        return workerPoolResourceDeserializer(item);
    });
}
function _resourceMetricDefinitionCollectionDeserializer(item) {
    return {
        value: resourceMetricDefinitionArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function resourceMetricDefinitionArrayDeserializer(result) {
    return result.map((item) => {
        return resourceMetricDefinitionDeserializer(item);
    });
}
function resourceMetricDefinitionDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _resourceMetricDefinitionPropertiesDeserializer(item["properties"])),
    };
}
function resourceMetricDefinitionPropertiesDeserializer(item) {
    return {
        unit: item["unit"],
        primaryAggregationType: item["primaryAggregationType"],
        metricAvailabilities: !item["metricAvailabilities"]
            ? item["metricAvailabilities"]
            : resourceMetricAvailabilityArrayDeserializer(item["metricAvailabilities"]),
        resourceUri: item["resourceUri"],
        properties: !item["properties"]
            ? item["properties"]
            : Object.fromEntries(Object.entries(item["properties"]).map(([k, p]) => [k, p])),
    };
}
function resourceMetricAvailabilityArrayDeserializer(result) {
    return result.map((item) => {
        return resourceMetricAvailabilityDeserializer(item);
    });
}
function resourceMetricAvailabilityDeserializer(item) {
    return {
        timeGrain: item["timeGrain"],
        retention: item["retention"],
    };
}
function _skuInfoCollectionDeserializer(item) {
    return {
        value: skuInfoArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function skuInfoArrayDeserializer(result) {
    return result.map((item) => {
        return skuInfoDeserializer(item);
    });
}
function skuInfoDeserializer(item) {
    return {
        resourceType: item["resourceType"],
        sku: !item["sku"] ? item["sku"] : skuDescriptionDeserializer(item["sku"]),
        capacity: !item["capacity"] ? item["capacity"] : skuCapacityDeserializer(item["capacity"]),
    };
}
function _usageCollectionDeserializer(item) {
    return {
        value: usageArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function usageArrayDeserializer(result) {
    return result.map((item) => {
        return usageDeserializer(item);
    });
}
function usageDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _usagePropertiesDeserializer(item["properties"])),
    };
}
function usagePropertiesDeserializer(item) {
    return {
        displayName: item["displayName"],
        resourceName: item["resourceName"],
        unit: item["unit"],
        currentValue: item["currentValue"],
        limit: item["limit"],
        nextResetTime: !item["nextResetTime"] ? item["nextResetTime"] : new Date(item["nextResetTime"]),
        computeMode: item["computeMode"],
        siteMode: item["siteMode"],
    };
}
function appServiceEnvironmentResourceSerializer(item) {
    return {
        tags: item["tags"],
        location: item["location"],
        properties: areAllPropsUndefined(item, [
            "virtualNetwork",
            "internalLoadBalancingMode",
            "multiSize",
            "ipsslAddressCount",
            "dnsSuffix",
            "frontEndScaleFactor",
            "clusterSettings",
            "userWhitelistedIpRanges",
            "upgradePreference",
            "dedicatedHostCount",
            "zoneRedundant",
            "customDnsSuffixConfiguration",
            "networkingConfiguration",
        ])
            ? undefined
            : _appServiceEnvironmentResourcePropertiesSerializer(item),
        kind: item["kind"],
    };
}
function appServiceEnvironmentResourceDeserializer(item) {
    return {
        tags: !item["tags"]
            ? item["tags"]
            : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
        location: item["location"],
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _appServiceEnvironmentResourcePropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function trackedResourceSerializer(item) {
    return { tags: item["tags"], location: item["location"] };
}
function trackedResourceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        tags: !item["tags"]
            ? item["tags"]
            : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
        location: item["location"],
    };
}
function appServiceEnvironmentPatchResourceSerializer(item) {
    return {
        kind: item["kind"],
        properties: areAllPropsUndefined(item, [
            "virtualNetwork",
            "internalLoadBalancingMode",
            "multiSize",
            "ipsslAddressCount",
            "dnsSuffix",
            "frontEndScaleFactor",
            "clusterSettings",
            "userWhitelistedIpRanges",
            "upgradePreference",
            "dedicatedHostCount",
            "zoneRedundant",
            "customDnsSuffixConfiguration",
            "networkingConfiguration",
        ])
            ? undefined
            : _appServiceEnvironmentPatchResourcePropertiesSerializer(item),
    };
}
function _appServiceEnvironmentCollectionDeserializer(item) {
    return {
        value: appServiceEnvironmentResourceArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function appServiceEnvironmentResourceArraySerializer(result) {
    return result.map((item) => {
        return appServiceEnvironmentResourceSerializer(item);
    });
}
function appServiceEnvironmentResourceArrayDeserializer(result) {
    return result.map((item) => {
        return appServiceEnvironmentResourceDeserializer(item);
    });
}
function _stampCapacityCollectionDeserializer(item) {
    return {
        value: stampCapacityArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function stampCapacityArrayDeserializer(result) {
    return result.map((item) => {
        return stampCapacityDeserializer(item);
    });
}
function stampCapacityDeserializer(item) {
    return {
        name: item["name"],
        availableCapacity: item["availableCapacity"],
        totalCapacity: item["totalCapacity"],
        unit: item["unit"],
        computeMode: item["computeMode"],
        workerSize: item["workerSize"],
        workerSizeId: item["workerSizeId"],
        excludeFromCapacityAllocation: item["excludeFromCapacityAllocation"],
        isApplicableForAllComputeModes: item["isApplicableForAllComputeModes"],
        siteMode: item["siteMode"],
        isLinux: item["isLinux"],
    };
}
function _webAppCollectionDeserializer(item) {
    return {
        value: siteArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function siteArraySerializer(result) {
    return result.map((item) => {
        return siteSerializer(item);
    });
}
function siteArrayDeserializer(result) {
    return result.map((item) => {
        return siteDeserializer(item);
    });
}
function siteSerializer(item) {
    return {
        tags: item["tags"],
        location: item["location"],
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "enabled",
            "hostNameSslStates",
            "serverFarmId",
            "reserved",
            "isXenon",
            "hyperV",
            "dnsConfiguration",
            "outboundVnetRouting",
            "siteConfig",
            "functionAppConfig",
            "daprConfig",
            "workloadProfileName",
            "resourceConfig",
            "scmSiteAlsoStopped",
            "hostingEnvironmentProfile",
            "clientAffinityEnabled",
            "clientAffinityPartitioningEnabled",
            "clientAffinityProxyEnabled",
            "clientCertEnabled",
            "clientCertMode",
            "clientCertExclusionPaths",
            "ipMode",
            "endToEndEncryptionEnabled",
            "sshEnabled",
            "hostNamesDisabled",
            "customDomainVerificationId",
            "containerSize",
            "dailyMemoryTimeQuota",
            "cloningInfo",
            "httpsOnly",
            "redundancyMode",
            "publicNetworkAccess",
            "storageAccountRequired",
            "keyVaultReferenceIdentity",
            "autoGeneratedDomainNameLabelScope",
            "virtualNetworkSubnetId",
            "managedEnvironmentId",
        ])
            ? undefined
            : _sitePropertiesSerializer(item),
        identity: !item["identity"]
            ? item["identity"]
            : managedServiceIdentitySerializer(item["identity"]),
        extendedLocation: !item["extendedLocation"]
            ? item["extendedLocation"]
            : extendedLocationSerializer(item["extendedLocation"]),
        kind: item["kind"],
    };
}
function siteDeserializer(item) {
    return {
        tags: !item["tags"]
            ? item["tags"]
            : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
        location: item["location"],
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"] ? item["properties"] : _sitePropertiesDeserializer(item["properties"])),
        identity: !item["identity"]
            ? item["identity"]
            : managedServiceIdentityDeserializer(item["identity"]),
        extendedLocation: !item["extendedLocation"]
            ? item["extendedLocation"]
            : extendedLocationDeserializer(item["extendedLocation"]),
        kind: item["kind"],
    };
}
function sitePropertiesSerializer(item) {
    return {
        enabled: item["enabled"],
        hostNameSslStates: !item["hostNameSslStates"]
            ? item["hostNameSslStates"]
            : hostNameSslStateArraySerializer(item["hostNameSslStates"]),
        serverFarmId: item["serverFarmId"],
        reserved: item["reserved"],
        isXenon: item["isXenon"],
        hyperV: item["hyperV"],
        dnsConfiguration: !item["dnsConfiguration"]
            ? item["dnsConfiguration"]
            : siteDnsConfigSerializer(item["dnsConfiguration"]),
        outboundVnetRouting: !item["outboundVnetRouting"]
            ? item["outboundVnetRouting"]
            : outboundVnetRoutingSerializer(item["outboundVnetRouting"]),
        siteConfig: !item["siteConfig"] ? item["siteConfig"] : siteConfigSerializer(item["siteConfig"]),
        functionAppConfig: !item["functionAppConfig"]
            ? item["functionAppConfig"]
            : functionAppConfigSerializer(item["functionAppConfig"]),
        daprConfig: !item["daprConfig"] ? item["daprConfig"] : daprConfigSerializer(item["daprConfig"]),
        workloadProfileName: item["workloadProfileName"],
        resourceConfig: !item["resourceConfig"]
            ? item["resourceConfig"]
            : resourceConfigSerializer(item["resourceConfig"]),
        scmSiteAlsoStopped: item["scmSiteAlsoStopped"],
        hostingEnvironmentProfile: !item["hostingEnvironmentProfile"]
            ? item["hostingEnvironmentProfile"]
            : hostingEnvironmentProfileSerializer(item["hostingEnvironmentProfile"]),
        clientAffinityEnabled: item["clientAffinityEnabled"],
        clientAffinityPartitioningEnabled: item["clientAffinityPartitioningEnabled"],
        clientAffinityProxyEnabled: item["clientAffinityProxyEnabled"],
        clientCertEnabled: item["clientCertEnabled"],
        clientCertMode: item["clientCertMode"],
        clientCertExclusionPaths: item["clientCertExclusionPaths"],
        ipMode: item["ipMode"],
        endToEndEncryptionEnabled: item["endToEndEncryptionEnabled"],
        sshEnabled: item["sshEnabled"],
        hostNamesDisabled: item["hostNamesDisabled"],
        customDomainVerificationId: item["customDomainVerificationId"],
        containerSize: item["containerSize"],
        dailyMemoryTimeQuota: item["dailyMemoryTimeQuota"],
        cloningInfo: !item["cloningInfo"]
            ? item["cloningInfo"]
            : cloningInfoSerializer(item["cloningInfo"]),
        httpsOnly: item["httpsOnly"],
        redundancyMode: item["redundancyMode"],
        publicNetworkAccess: item["publicNetworkAccess"],
        storageAccountRequired: item["storageAccountRequired"],
        keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
        autoGeneratedDomainNameLabelScope: item["autoGeneratedDomainNameLabelScope"],
        virtualNetworkSubnetId: item["virtualNetworkSubnetId"],
        managedEnvironmentId: item["managedEnvironmentId"],
    };
}
function sitePropertiesDeserializer(item) {
    return {
        state: item["state"],
        hostNames: !item["hostNames"]
            ? item["hostNames"]
            : item["hostNames"].map((p) => {
                return p;
            }),
        repositorySiteName: item["repositorySiteName"],
        usageState: item["usageState"],
        enabled: item["enabled"],
        enabledHostNames: !item["enabledHostNames"]
            ? item["enabledHostNames"]
            : item["enabledHostNames"].map((p) => {
                return p;
            }),
        availabilityState: item["availabilityState"],
        hostNameSslStates: !item["hostNameSslStates"]
            ? item["hostNameSslStates"]
            : hostNameSslStateArrayDeserializer(item["hostNameSslStates"]),
        serverFarmId: item["serverFarmId"],
        reserved: item["reserved"],
        isXenon: item["isXenon"],
        hyperV: item["hyperV"],
        lastModifiedTimeUtc: !item["lastModifiedTimeUtc"]
            ? item["lastModifiedTimeUtc"]
            : new Date(item["lastModifiedTimeUtc"]),
        dnsConfiguration: !item["dnsConfiguration"]
            ? item["dnsConfiguration"]
            : siteDnsConfigDeserializer(item["dnsConfiguration"]),
        outboundVnetRouting: !item["outboundVnetRouting"]
            ? item["outboundVnetRouting"]
            : outboundVnetRoutingDeserializer(item["outboundVnetRouting"]),
        siteConfig: !item["siteConfig"]
            ? item["siteConfig"]
            : siteConfigDeserializer(item["siteConfig"]),
        functionAppConfig: !item["functionAppConfig"]
            ? item["functionAppConfig"]
            : functionAppConfigDeserializer(item["functionAppConfig"]),
        daprConfig: !item["daprConfig"]
            ? item["daprConfig"]
            : daprConfigDeserializer(item["daprConfig"]),
        workloadProfileName: item["workloadProfileName"],
        resourceConfig: !item["resourceConfig"]
            ? item["resourceConfig"]
            : resourceConfigDeserializer(item["resourceConfig"]),
        trafficManagerHostNames: !item["trafficManagerHostNames"]
            ? item["trafficManagerHostNames"]
            : item["trafficManagerHostNames"].map((p) => {
                return p;
            }),
        scmSiteAlsoStopped: item["scmSiteAlsoStopped"],
        targetSwapSlot: item["targetSwapSlot"],
        hostingEnvironmentProfile: !item["hostingEnvironmentProfile"]
            ? item["hostingEnvironmentProfile"]
            : hostingEnvironmentProfileDeserializer(item["hostingEnvironmentProfile"]),
        clientAffinityEnabled: item["clientAffinityEnabled"],
        clientAffinityPartitioningEnabled: item["clientAffinityPartitioningEnabled"],
        clientAffinityProxyEnabled: item["clientAffinityProxyEnabled"],
        clientCertEnabled: item["clientCertEnabled"],
        clientCertMode: item["clientCertMode"],
        clientCertExclusionPaths: item["clientCertExclusionPaths"],
        ipMode: item["ipMode"],
        endToEndEncryptionEnabled: item["endToEndEncryptionEnabled"],
        sshEnabled: item["sshEnabled"],
        hostNamesDisabled: item["hostNamesDisabled"],
        customDomainVerificationId: item["customDomainVerificationId"],
        outboundIpAddresses: item["outboundIpAddresses"],
        possibleOutboundIpAddresses: item["possibleOutboundIpAddresses"],
        containerSize: item["containerSize"],
        dailyMemoryTimeQuota: item["dailyMemoryTimeQuota"],
        suspendedTill: !item["suspendedTill"] ? item["suspendedTill"] : new Date(item["suspendedTill"]),
        maxNumberOfWorkers: item["maxNumberOfWorkers"],
        cloningInfo: !item["cloningInfo"]
            ? item["cloningInfo"]
            : cloningInfoDeserializer(item["cloningInfo"]),
        resourceGroup: item["resourceGroup"],
        isDefaultContainer: item["isDefaultContainer"],
        defaultHostName: item["defaultHostName"],
        slotSwapStatus: !item["slotSwapStatus"]
            ? item["slotSwapStatus"]
            : slotSwapStatusDeserializer(item["slotSwapStatus"]),
        httpsOnly: item["httpsOnly"],
        redundancyMode: item["redundancyMode"],
        inProgressOperationId: item["inProgressOperationId"],
        publicNetworkAccess: item["publicNetworkAccess"],
        storageAccountRequired: item["storageAccountRequired"],
        keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
        autoGeneratedDomainNameLabelScope: item["autoGeneratedDomainNameLabelScope"],
        virtualNetworkSubnetId: item["virtualNetworkSubnetId"],
        managedEnvironmentId: item["managedEnvironmentId"],
        sku: item["sku"],
    };
}
function hostNameSslStateArraySerializer(result) {
    return result.map((item) => {
        return hostNameSslStateSerializer(item);
    });
}
function hostNameSslStateArrayDeserializer(result) {
    return result.map((item) => {
        return hostNameSslStateDeserializer(item);
    });
}
function hostNameSslStateSerializer(item) {
    return {
        name: item["name"],
        sslState: item["sslState"],
        virtualIP: item["virtualIP"],
        thumbprint: item["thumbprint"],
        toUpdate: item["toUpdate"],
        hostType: item["hostType"],
    };
}
function hostNameSslStateDeserializer(item) {
    return {
        name: item["name"],
        sslState: item["sslState"],
        virtualIP: item["virtualIP"],
        thumbprint: item["thumbprint"],
        toUpdate: item["toUpdate"],
        hostType: item["hostType"],
    };
}
function siteDnsConfigSerializer(item) {
    return {
        dnsServers: !item["dnsServers"]
            ? item["dnsServers"]
            : item["dnsServers"].map((p) => {
                return p;
            }),
        dnsAltServer: item["dnsAltServer"],
        dnsRetryAttemptTimeout: item["dnsRetryAttemptTimeout"],
        dnsRetryAttemptCount: item["dnsRetryAttemptCount"],
        dnsMaxCacheTimeout: item["dnsMaxCacheTimeout"],
    };
}
function siteDnsConfigDeserializer(item) {
    return {
        dnsServers: !item["dnsServers"]
            ? item["dnsServers"]
            : item["dnsServers"].map((p) => {
                return p;
            }),
        dnsAltServer: item["dnsAltServer"],
        dnsRetryAttemptTimeout: item["dnsRetryAttemptTimeout"],
        dnsRetryAttemptCount: item["dnsRetryAttemptCount"],
        dnsMaxCacheTimeout: item["dnsMaxCacheTimeout"],
        dnsLegacySortOrder: item["dnsLegacySortOrder"],
    };
}
function outboundVnetRoutingSerializer(item) {
    return {
        allTraffic: item["allTraffic"],
        applicationTraffic: item["applicationTraffic"],
        contentShareTraffic: item["contentShareTraffic"],
        imagePullTraffic: item["imagePullTraffic"],
        backupRestoreTraffic: item["backupRestoreTraffic"],
    };
}
function outboundVnetRoutingDeserializer(item) {
    return {
        allTraffic: item["allTraffic"],
        applicationTraffic: item["applicationTraffic"],
        contentShareTraffic: item["contentShareTraffic"],
        imagePullTraffic: item["imagePullTraffic"],
        backupRestoreTraffic: item["backupRestoreTraffic"],
    };
}
function siteConfigSerializer(item) {
    return {
        numberOfWorkers: item["numberOfWorkers"],
        defaultDocuments: !item["defaultDocuments"]
            ? item["defaultDocuments"]
            : item["defaultDocuments"].map((p) => {
                return p;
            }),
        netFrameworkVersion: item["netFrameworkVersion"],
        phpVersion: item["phpVersion"],
        pythonVersion: item["pythonVersion"],
        nodeVersion: item["nodeVersion"],
        powerShellVersion: item["powerShellVersion"],
        linuxFxVersion: item["linuxFxVersion"],
        windowsFxVersion: item["windowsFxVersion"],
        requestTracingEnabled: item["requestTracingEnabled"],
        requestTracingExpirationTime: !item["requestTracingExpirationTime"]
            ? item["requestTracingExpirationTime"]
            : item["requestTracingExpirationTime"].toISOString(),
        remoteDebuggingEnabled: item["remoteDebuggingEnabled"],
        remoteDebuggingVersion: item["remoteDebuggingVersion"],
        httpLoggingEnabled: item["httpLoggingEnabled"],
        acrUseManagedIdentityCreds: item["acrUseManagedIdentityCreds"],
        acrUserManagedIdentityID: item["acrUserManagedIdentityID"],
        logsDirectorySizeLimit: item["logsDirectorySizeLimit"],
        detailedErrorLoggingEnabled: item["detailedErrorLoggingEnabled"],
        publishingUsername: item["publishingUsername"],
        appSettings: !item["appSettings"]
            ? item["appSettings"]
            : nameValuePairArraySerializer(item["appSettings"]),
        metadata: !item["metadata"] ? item["metadata"] : nameValuePairArraySerializer(item["metadata"]),
        connectionStrings: !item["connectionStrings"]
            ? item["connectionStrings"]
            : connStringInfoArraySerializer(item["connectionStrings"]),
        handlerMappings: !item["handlerMappings"]
            ? item["handlerMappings"]
            : handlerMappingArraySerializer(item["handlerMappings"]),
        documentRoot: item["documentRoot"],
        scmType: item["scmType"],
        use32BitWorkerProcess: item["use32BitWorkerProcess"],
        webSocketsEnabled: item["webSocketsEnabled"],
        alwaysOn: item["alwaysOn"],
        javaVersion: item["javaVersion"],
        javaContainer: item["javaContainer"],
        javaContainerVersion: item["javaContainerVersion"],
        appCommandLine: item["appCommandLine"],
        managedPipelineMode: item["managedPipelineMode"],
        virtualApplications: !item["virtualApplications"]
            ? item["virtualApplications"]
            : virtualApplicationArraySerializer(item["virtualApplications"]),
        loadBalancing: item["loadBalancing"],
        experiments: !item["experiments"]
            ? item["experiments"]
            : experimentsSerializer(item["experiments"]),
        limits: !item["limits"] ? item["limits"] : siteLimitsSerializer(item["limits"]),
        autoHealEnabled: item["autoHealEnabled"],
        autoHealRules: !item["autoHealRules"]
            ? item["autoHealRules"]
            : autoHealRulesSerializer(item["autoHealRules"]),
        tracingOptions: item["tracingOptions"],
        vnetName: item["vnetName"],
        vnetRouteAllEnabled: item["vnetRouteAllEnabled"],
        vnetPrivatePortsCount: item["vnetPrivatePortsCount"],
        cors: !item["cors"] ? item["cors"] : corsSettingsSerializer(item["cors"]),
        push: !item["push"] ? item["push"] : pushSettingsSerializer(item["push"]),
        apiDefinition: !item["apiDefinition"]
            ? item["apiDefinition"]
            : apiDefinitionInfoSerializer(item["apiDefinition"]),
        apiManagementConfig: !item["apiManagementConfig"]
            ? item["apiManagementConfig"]
            : apiManagementConfigSerializer(item["apiManagementConfig"]),
        autoSwapSlotName: item["autoSwapSlotName"],
        localMySqlEnabled: item["localMySqlEnabled"],
        managedServiceIdentityId: item["managedServiceIdentityId"],
        xManagedServiceIdentityId: item["xManagedServiceIdentityId"],
        keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
        ipSecurityRestrictions: !item["ipSecurityRestrictions"]
            ? item["ipSecurityRestrictions"]
            : ipSecurityRestrictionArraySerializer(item["ipSecurityRestrictions"]),
        ipSecurityRestrictionsDefaultAction: item["ipSecurityRestrictionsDefaultAction"],
        scmIpSecurityRestrictions: !item["scmIpSecurityRestrictions"]
            ? item["scmIpSecurityRestrictions"]
            : ipSecurityRestrictionArraySerializer(item["scmIpSecurityRestrictions"]),
        scmIpSecurityRestrictionsDefaultAction: item["scmIpSecurityRestrictionsDefaultAction"],
        scmIpSecurityRestrictionsUseMain: item["scmIpSecurityRestrictionsUseMain"],
        http20Enabled: item["http20Enabled"],
        http20ProxyFlag: item["http20ProxyFlag"],
        minTlsVersion: item["minTlsVersion"],
        minTlsCipherSuite: item["minTlsCipherSuite"],
        scmMinTlsVersion: item["scmMinTlsVersion"],
        ftpsState: item["ftpsState"],
        preWarmedInstanceCount: item["preWarmedInstanceCount"],
        functionAppScaleLimit: item["functionAppScaleLimit"],
        elasticWebAppScaleLimit: item["elasticWebAppScaleLimit"],
        healthCheckPath: item["healthCheckPath"],
        functionsRuntimeScaleMonitoringEnabled: item["functionsRuntimeScaleMonitoringEnabled"],
        websiteTimeZone: item["websiteTimeZone"],
        minimumElasticInstanceCount: item["minimumElasticInstanceCount"],
        azureStorageAccounts: !item["azureStorageAccounts"]
            ? item["azureStorageAccounts"]
            : azureStorageInfoValueRecordSerializer(item["azureStorageAccounts"]),
        publicNetworkAccess: item["publicNetworkAccess"],
    };
}
function siteConfigDeserializer(item) {
    return {
        numberOfWorkers: item["numberOfWorkers"],
        defaultDocuments: !item["defaultDocuments"]
            ? item["defaultDocuments"]
            : item["defaultDocuments"].map((p) => {
                return p;
            }),
        netFrameworkVersion: item["netFrameworkVersion"],
        phpVersion: item["phpVersion"],
        pythonVersion: item["pythonVersion"],
        nodeVersion: item["nodeVersion"],
        powerShellVersion: item["powerShellVersion"],
        linuxFxVersion: item["linuxFxVersion"],
        windowsFxVersion: item["windowsFxVersion"],
        requestTracingEnabled: item["requestTracingEnabled"],
        requestTracingExpirationTime: !item["requestTracingExpirationTime"]
            ? item["requestTracingExpirationTime"]
            : new Date(item["requestTracingExpirationTime"]),
        remoteDebuggingEnabled: item["remoteDebuggingEnabled"],
        remoteDebuggingVersion: item["remoteDebuggingVersion"],
        httpLoggingEnabled: item["httpLoggingEnabled"],
        acrUseManagedIdentityCreds: item["acrUseManagedIdentityCreds"],
        acrUserManagedIdentityID: item["acrUserManagedIdentityID"],
        logsDirectorySizeLimit: item["logsDirectorySizeLimit"],
        detailedErrorLoggingEnabled: item["detailedErrorLoggingEnabled"],
        publishingUsername: item["publishingUsername"],
        appSettings: !item["appSettings"]
            ? item["appSettings"]
            : nameValuePairArrayDeserializer(item["appSettings"]),
        metadata: !item["metadata"]
            ? item["metadata"]
            : nameValuePairArrayDeserializer(item["metadata"]),
        connectionStrings: !item["connectionStrings"]
            ? item["connectionStrings"]
            : connStringInfoArrayDeserializer(item["connectionStrings"]),
        machineKey: !item["machineKey"]
            ? item["machineKey"]
            : siteMachineKeyDeserializer(item["machineKey"]),
        handlerMappings: !item["handlerMappings"]
            ? item["handlerMappings"]
            : handlerMappingArrayDeserializer(item["handlerMappings"]),
        documentRoot: item["documentRoot"],
        scmType: item["scmType"],
        use32BitWorkerProcess: item["use32BitWorkerProcess"],
        webSocketsEnabled: item["webSocketsEnabled"],
        alwaysOn: item["alwaysOn"],
        javaVersion: item["javaVersion"],
        javaContainer: item["javaContainer"],
        javaContainerVersion: item["javaContainerVersion"],
        appCommandLine: item["appCommandLine"],
        managedPipelineMode: item["managedPipelineMode"],
        virtualApplications: !item["virtualApplications"]
            ? item["virtualApplications"]
            : virtualApplicationArrayDeserializer(item["virtualApplications"]),
        loadBalancing: item["loadBalancing"],
        experiments: !item["experiments"]
            ? item["experiments"]
            : experimentsDeserializer(item["experiments"]),
        limits: !item["limits"] ? item["limits"] : siteLimitsDeserializer(item["limits"]),
        autoHealEnabled: item["autoHealEnabled"],
        autoHealRules: !item["autoHealRules"]
            ? item["autoHealRules"]
            : autoHealRulesDeserializer(item["autoHealRules"]),
        tracingOptions: item["tracingOptions"],
        vnetName: item["vnetName"],
        vnetRouteAllEnabled: item["vnetRouteAllEnabled"],
        vnetPrivatePortsCount: item["vnetPrivatePortsCount"],
        cors: !item["cors"] ? item["cors"] : corsSettingsDeserializer(item["cors"]),
        push: !item["push"] ? item["push"] : pushSettingsDeserializer(item["push"]),
        apiDefinition: !item["apiDefinition"]
            ? item["apiDefinition"]
            : apiDefinitionInfoDeserializer(item["apiDefinition"]),
        apiManagementConfig: !item["apiManagementConfig"]
            ? item["apiManagementConfig"]
            : apiManagementConfigDeserializer(item["apiManagementConfig"]),
        autoSwapSlotName: item["autoSwapSlotName"],
        localMySqlEnabled: item["localMySqlEnabled"],
        managedServiceIdentityId: item["managedServiceIdentityId"],
        xManagedServiceIdentityId: item["xManagedServiceIdentityId"],
        keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
        ipSecurityRestrictions: !item["ipSecurityRestrictions"]
            ? item["ipSecurityRestrictions"]
            : ipSecurityRestrictionArrayDeserializer(item["ipSecurityRestrictions"]),
        ipSecurityRestrictionsDefaultAction: item["ipSecurityRestrictionsDefaultAction"],
        scmIpSecurityRestrictions: !item["scmIpSecurityRestrictions"]
            ? item["scmIpSecurityRestrictions"]
            : ipSecurityRestrictionArrayDeserializer(item["scmIpSecurityRestrictions"]),
        scmIpSecurityRestrictionsDefaultAction: item["scmIpSecurityRestrictionsDefaultAction"],
        scmIpSecurityRestrictionsUseMain: item["scmIpSecurityRestrictionsUseMain"],
        http20Enabled: item["http20Enabled"],
        http20ProxyFlag: item["http20ProxyFlag"],
        minTlsVersion: item["minTlsVersion"],
        minTlsCipherSuite: item["minTlsCipherSuite"],
        scmMinTlsVersion: item["scmMinTlsVersion"],
        ftpsState: item["ftpsState"],
        preWarmedInstanceCount: item["preWarmedInstanceCount"],
        functionAppScaleLimit: item["functionAppScaleLimit"],
        elasticWebAppScaleLimit: item["elasticWebAppScaleLimit"],
        healthCheckPath: item["healthCheckPath"],
        functionsRuntimeScaleMonitoringEnabled: item["functionsRuntimeScaleMonitoringEnabled"],
        websiteTimeZone: item["websiteTimeZone"],
        minimumElasticInstanceCount: item["minimumElasticInstanceCount"],
        azureStorageAccounts: !item["azureStorageAccounts"]
            ? item["azureStorageAccounts"]
            : azureStorageInfoValueRecordDeserializer(item["azureStorageAccounts"]),
        publicNetworkAccess: item["publicNetworkAccess"],
    };
}
function connStringInfoArraySerializer(result) {
    return result.map((item) => {
        return connStringInfoSerializer(item);
    });
}
function connStringInfoArrayDeserializer(result) {
    return result.map((item) => {
        return connStringInfoDeserializer(item);
    });
}
function connStringInfoSerializer(item) {
    return { name: item["name"], connectionString: item["connectionString"], type: item["type"] };
}
function connStringInfoDeserializer(item) {
    return {
        name: item["name"],
        connectionString: item["connectionString"],
        type: item["type"],
    };
}
function siteMachineKeyDeserializer(item) {
    return {
        validation: item["validation"],
        validationKey: item["validationKey"],
        decryption: item["decryption"],
        decryptionKey: item["decryptionKey"],
    };
}
function handlerMappingArraySerializer(result) {
    return result.map((item) => {
        return handlerMappingSerializer(item);
    });
}
function handlerMappingArrayDeserializer(result) {
    return result.map((item) => {
        return handlerMappingDeserializer(item);
    });
}
function handlerMappingSerializer(item) {
    return {
        extension: item["extension"],
        scriptProcessor: item["scriptProcessor"],
        arguments: item["arguments"],
    };
}
function handlerMappingDeserializer(item) {
    return {
        extension: item["extension"],
        scriptProcessor: item["scriptProcessor"],
        arguments: item["arguments"],
    };
}
/** SCM type. */
var KnownScmType;
(function (KnownScmType) {
    /** None */
    KnownScmType["None"] = "None";
    /** Dropbox */
    KnownScmType["Dropbox"] = "Dropbox";
    /** Tfs */
    KnownScmType["Tfs"] = "Tfs";
    /** LocalGit */
    KnownScmType["LocalGit"] = "LocalGit";
    /** GitHub */
    KnownScmType["GitHub"] = "GitHub";
    /** CodePlexGit */
    KnownScmType["CodePlexGit"] = "CodePlexGit";
    /** CodePlexHg */
    KnownScmType["CodePlexHg"] = "CodePlexHg";
    /** BitbucketGit */
    KnownScmType["BitbucketGit"] = "BitbucketGit";
    /** BitbucketHg */
    KnownScmType["BitbucketHg"] = "BitbucketHg";
    /** ExternalGit */
    KnownScmType["ExternalGit"] = "ExternalGit";
    /** ExternalHg */
    KnownScmType["ExternalHg"] = "ExternalHg";
    /** OneDrive */
    KnownScmType["OneDrive"] = "OneDrive";
    /** VSO */
    KnownScmType["VSO"] = "VSO";
    /** VSTSRM */
    KnownScmType["Vstsrm"] = "VSTSRM";
})(KnownScmType || (KnownScmType = {}));
function virtualApplicationArraySerializer(result) {
    return result.map((item) => {
        return virtualApplicationSerializer(item);
    });
}
function virtualApplicationArrayDeserializer(result) {
    return result.map((item) => {
        return virtualApplicationDeserializer(item);
    });
}
function virtualApplicationSerializer(item) {
    return {
        virtualPath: item["virtualPath"],
        physicalPath: item["physicalPath"],
        preloadEnabled: item["preloadEnabled"],
        virtualDirectories: !item["virtualDirectories"]
            ? item["virtualDirectories"]
            : virtualDirectoryArraySerializer(item["virtualDirectories"]),
    };
}
function virtualApplicationDeserializer(item) {
    return {
        virtualPath: item["virtualPath"],
        physicalPath: item["physicalPath"],
        preloadEnabled: item["preloadEnabled"],
        virtualDirectories: !item["virtualDirectories"]
            ? item["virtualDirectories"]
            : virtualDirectoryArrayDeserializer(item["virtualDirectories"]),
    };
}
function virtualDirectoryArraySerializer(result) {
    return result.map((item) => {
        return virtualDirectorySerializer(item);
    });
}
function virtualDirectoryArrayDeserializer(result) {
    return result.map((item) => {
        return virtualDirectoryDeserializer(item);
    });
}
function virtualDirectorySerializer(item) {
    return { virtualPath: item["virtualPath"], physicalPath: item["physicalPath"] };
}
function virtualDirectoryDeserializer(item) {
    return {
        virtualPath: item["virtualPath"],
        physicalPath: item["physicalPath"],
    };
}
function experimentsSerializer(item) {
    return {
        rampUpRules: !item["rampUpRules"]
            ? item["rampUpRules"]
            : rampUpRuleArraySerializer(item["rampUpRules"]),
    };
}
function experimentsDeserializer(item) {
    return {
        rampUpRules: !item["rampUpRules"]
            ? item["rampUpRules"]
            : rampUpRuleArrayDeserializer(item["rampUpRules"]),
    };
}
function rampUpRuleArraySerializer(result) {
    return result.map((item) => {
        return rampUpRuleSerializer(item);
    });
}
function rampUpRuleArrayDeserializer(result) {
    return result.map((item) => {
        return rampUpRuleDeserializer(item);
    });
}
function rampUpRuleSerializer(item) {
    return {
        actionHostName: item["actionHostName"],
        reroutePercentage: item["reroutePercentage"],
        changeStep: item["changeStep"],
        changeIntervalInMinutes: item["changeIntervalInMinutes"],
        minReroutePercentage: item["minReroutePercentage"],
        maxReroutePercentage: item["maxReroutePercentage"],
        changeDecisionCallbackUrl: item["changeDecisionCallbackUrl"],
        name: item["name"],
    };
}
function rampUpRuleDeserializer(item) {
    return {
        actionHostName: item["actionHostName"],
        reroutePercentage: item["reroutePercentage"],
        changeStep: item["changeStep"],
        changeIntervalInMinutes: item["changeIntervalInMinutes"],
        minReroutePercentage: item["minReroutePercentage"],
        maxReroutePercentage: item["maxReroutePercentage"],
        changeDecisionCallbackUrl: item["changeDecisionCallbackUrl"],
        name: item["name"],
    };
}
function siteLimitsSerializer(item) {
    return {
        maxPercentageCpu: item["maxPercentageCpu"],
        maxMemoryInMb: item["maxMemoryInMb"],
        maxDiskSizeInMb: item["maxDiskSizeInMb"],
    };
}
function siteLimitsDeserializer(item) {
    return {
        maxPercentageCpu: item["maxPercentageCpu"],
        maxMemoryInMb: item["maxMemoryInMb"],
        maxDiskSizeInMb: item["maxDiskSizeInMb"],
    };
}
function autoHealRulesSerializer(item) {
    return {
        triggers: !item["triggers"] ? item["triggers"] : autoHealTriggersSerializer(item["triggers"]),
        actions: !item["actions"] ? item["actions"] : autoHealActionsSerializer(item["actions"]),
    };
}
function autoHealRulesDeserializer(item) {
    return {
        triggers: !item["triggers"] ? item["triggers"] : autoHealTriggersDeserializer(item["triggers"]),
        actions: !item["actions"] ? item["actions"] : autoHealActionsDeserializer(item["actions"]),
    };
}
function autoHealTriggersSerializer(item) {
    return {
        requests: !item["requests"]
            ? item["requests"]
            : requestsBasedTriggerSerializer(item["requests"]),
        privateBytesInKB: item["privateBytesInKB"],
        statusCodes: !item["statusCodes"]
            ? item["statusCodes"]
            : statusCodesBasedTriggerArraySerializer(item["statusCodes"]),
        slowRequests: !item["slowRequests"]
            ? item["slowRequests"]
            : slowRequestsBasedTriggerSerializer(item["slowRequests"]),
        slowRequestsWithPath: !item["slowRequestsWithPath"]
            ? item["slowRequestsWithPath"]
            : slowRequestsBasedTriggerArraySerializer(item["slowRequestsWithPath"]),
        statusCodesRange: !item["statusCodesRange"]
            ? item["statusCodesRange"]
            : statusCodesRangeBasedTriggerArraySerializer(item["statusCodesRange"]),
    };
}
function autoHealTriggersDeserializer(item) {
    return {
        requests: !item["requests"]
            ? item["requests"]
            : requestsBasedTriggerDeserializer(item["requests"]),
        privateBytesInKB: item["privateBytesInKB"],
        statusCodes: !item["statusCodes"]
            ? item["statusCodes"]
            : statusCodesBasedTriggerArrayDeserializer(item["statusCodes"]),
        slowRequests: !item["slowRequests"]
            ? item["slowRequests"]
            : slowRequestsBasedTriggerDeserializer(item["slowRequests"]),
        slowRequestsWithPath: !item["slowRequestsWithPath"]
            ? item["slowRequestsWithPath"]
            : slowRequestsBasedTriggerArrayDeserializer(item["slowRequestsWithPath"]),
        statusCodesRange: !item["statusCodesRange"]
            ? item["statusCodesRange"]
            : statusCodesRangeBasedTriggerArrayDeserializer(item["statusCodesRange"]),
    };
}
function requestsBasedTriggerSerializer(item) {
    return { count: item["count"], timeInterval: item["timeInterval"] };
}
function requestsBasedTriggerDeserializer(item) {
    return {
        count: item["count"],
        timeInterval: item["timeInterval"],
    };
}
function statusCodesBasedTriggerArraySerializer(result) {
    return result.map((item) => {
        return statusCodesBasedTriggerSerializer(item);
    });
}
function statusCodesBasedTriggerArrayDeserializer(result) {
    return result.map((item) => {
        return statusCodesBasedTriggerDeserializer(item);
    });
}
function statusCodesBasedTriggerSerializer(item) {
    return {
        status: item["status"],
        subStatus: item["subStatus"],
        win32Status: item["win32Status"],
        count: item["count"],
        timeInterval: item["timeInterval"],
        path: item["path"],
    };
}
function statusCodesBasedTriggerDeserializer(item) {
    return {
        status: item["status"],
        subStatus: item["subStatus"],
        win32Status: item["win32Status"],
        count: item["count"],
        timeInterval: item["timeInterval"],
        path: item["path"],
    };
}
function slowRequestsBasedTriggerSerializer(item) {
    return {
        timeTaken: item["timeTaken"],
        path: item["path"],
        count: item["count"],
        timeInterval: item["timeInterval"],
    };
}
function slowRequestsBasedTriggerDeserializer(item) {
    return {
        timeTaken: item["timeTaken"],
        path: item["path"],
        count: item["count"],
        timeInterval: item["timeInterval"],
    };
}
function slowRequestsBasedTriggerArraySerializer(result) {
    return result.map((item) => {
        return slowRequestsBasedTriggerSerializer(item);
    });
}
function slowRequestsBasedTriggerArrayDeserializer(result) {
    return result.map((item) => {
        return slowRequestsBasedTriggerDeserializer(item);
    });
}
function statusCodesRangeBasedTriggerArraySerializer(result) {
    return result.map((item) => {
        return statusCodesRangeBasedTriggerSerializer(item);
    });
}
function statusCodesRangeBasedTriggerArrayDeserializer(result) {
    return result.map((item) => {
        return statusCodesRangeBasedTriggerDeserializer(item);
    });
}
function statusCodesRangeBasedTriggerSerializer(item) {
    return {
        statusCodes: item["statusCodes"],
        path: item["path"],
        count: item["count"],
        timeInterval: item["timeInterval"],
    };
}
function statusCodesRangeBasedTriggerDeserializer(item) {
    return {
        statusCodes: item["statusCodes"],
        path: item["path"],
        count: item["count"],
        timeInterval: item["timeInterval"],
    };
}
function autoHealActionsSerializer(item) {
    return {
        actionType: item["actionType"],
        customAction: !item["customAction"]
            ? item["customAction"]
            : autoHealCustomActionSerializer(item["customAction"]),
        minProcessExecutionTime: item["minProcessExecutionTime"],
    };
}
function autoHealActionsDeserializer(item) {
    return {
        actionType: item["actionType"],
        customAction: !item["customAction"]
            ? item["customAction"]
            : autoHealCustomActionDeserializer(item["customAction"]),
        minProcessExecutionTime: item["minProcessExecutionTime"],
    };
}
function autoHealCustomActionSerializer(item) {
    return { exe: item["exe"], parameters: item["parameters"] };
}
function autoHealCustomActionDeserializer(item) {
    return {
        exe: item["exe"],
        parameters: item["parameters"],
    };
}
function corsSettingsSerializer(item) {
    return {
        allowedOrigins: !item["allowedOrigins"]
            ? item["allowedOrigins"]
            : item["allowedOrigins"].map((p) => {
                return p;
            }),
        supportCredentials: item["supportCredentials"],
    };
}
function corsSettingsDeserializer(item) {
    return {
        allowedOrigins: !item["allowedOrigins"]
            ? item["allowedOrigins"]
            : item["allowedOrigins"].map((p) => {
                return p;
            }),
        supportCredentials: item["supportCredentials"],
    };
}
function pushSettingsSerializer(item) {
    return {
        kind: item["kind"],
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "isPushEnabled",
            "tagWhitelistJson",
            "tagsRequiringAuth",
            "dynamicTagsJson",
        ])
            ? undefined
            : _pushSettingsPropertiesSerializer(item),
    };
}
function pushSettingsDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _pushSettingsPropertiesDeserializer(item["properties"])),
    };
}
function pushSettingsPropertiesSerializer(item) {
    return {
        isPushEnabled: item["isPushEnabled"],
        tagWhitelistJson: item["tagWhitelistJson"],
        tagsRequiringAuth: item["tagsRequiringAuth"],
        dynamicTagsJson: item["dynamicTagsJson"],
    };
}
function pushSettingsPropertiesDeserializer(item) {
    return {
        isPushEnabled: item["isPushEnabled"],
        tagWhitelistJson: item["tagWhitelistJson"],
        tagsRequiringAuth: item["tagsRequiringAuth"],
        dynamicTagsJson: item["dynamicTagsJson"],
    };
}
function apiDefinitionInfoSerializer(item) {
    return { url: item["url"] };
}
function apiDefinitionInfoDeserializer(item) {
    return {
        url: item["url"],
    };
}
function apiManagementConfigSerializer(item) {
    return { id: item["id"] };
}
function apiManagementConfigDeserializer(item) {
    return {
        id: item["id"],
    };
}
function ipSecurityRestrictionArraySerializer(result) {
    return result.map((item) => {
        return ipSecurityRestrictionSerializer(item);
    });
}
function ipSecurityRestrictionArrayDeserializer(result) {
    return result.map((item) => {
        return ipSecurityRestrictionDeserializer(item);
    });
}
function ipSecurityRestrictionSerializer(item) {
    return {
        ipAddress: item["ipAddress"],
        subnetMask: item["subnetMask"],
        vnetSubnetResourceId: item["vnetSubnetResourceId"],
        vnetTrafficTag: item["vnetTrafficTag"],
        subnetTrafficTag: item["subnetTrafficTag"],
        action: item["action"],
        tag: item["tag"],
        priority: item["priority"],
        name: item["name"],
        description: item["description"],
        headers: item["headers"],
    };
}
function ipSecurityRestrictionDeserializer(item) {
    return {
        ipAddress: item["ipAddress"],
        subnetMask: item["subnetMask"],
        vnetSubnetResourceId: item["vnetSubnetResourceId"],
        vnetTrafficTag: item["vnetTrafficTag"],
        subnetTrafficTag: item["subnetTrafficTag"],
        action: item["action"],
        tag: item["tag"],
        priority: item["priority"],
        name: item["name"],
        description: item["description"],
        headers: !item["headers"]
            ? item["headers"]
            : Object.fromEntries(Object.entries(item["headers"]).map(([k, p]) => [
                k,
                p.map((p1) => {
                    return p1;
                }),
            ])),
    };
}
/** Defines what this IP filter will be used for. This is to support IP filtering on proxies. */
var KnownIpFilterTag;
(function (KnownIpFilterTag) {
    /** Default */
    KnownIpFilterTag["Default"] = "Default";
    /** XffProxy */
    KnownIpFilterTag["XffProxy"] = "XffProxy";
    /** ServiceTag */
    KnownIpFilterTag["ServiceTag"] = "ServiceTag";
})(KnownIpFilterTag || (KnownIpFilterTag = {}));
/** Default action for main access restriction if no rules are matched. */
var KnownDefaultAction;
(function (KnownDefaultAction) {
    /** Allow */
    KnownDefaultAction["Allow"] = "Allow";
    /** Deny */
    KnownDefaultAction["Deny"] = "Deny";
})(KnownDefaultAction || (KnownDefaultAction = {}));
/** MinTlsVersion: configures the minimum version of TLS required for SSL requests */
var KnownSupportedTlsVersions;
(function (KnownSupportedTlsVersions) {
    /** 1.0 */
    KnownSupportedTlsVersions["One0"] = "1.0";
    /** 1.1 */
    KnownSupportedTlsVersions["One1"] = "1.1";
    /** 1.2 */
    KnownSupportedTlsVersions["One2"] = "1.2";
    /** 1.3 */
    KnownSupportedTlsVersions["One3"] = "1.3";
})(KnownSupportedTlsVersions || (KnownSupportedTlsVersions = {}));
/** The minimum strength TLS cipher suite allowed for an application */
var KnownTlsCipherSuites;
(function (KnownTlsCipherSuites) {
    /** TLS_AES_256_GCM_SHA384 */
    KnownTlsCipherSuites["TLSAES256GCMSHA384"] = "TLS_AES_256_GCM_SHA384";
    /** TLS_AES_128_GCM_SHA256 */
    KnownTlsCipherSuites["TLSAES128GCMSHA256"] = "TLS_AES_128_GCM_SHA256";
    /** TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384 */
    KnownTlsCipherSuites["TLSEcdheEcdsaWithAES256GCMSHA384"] = "TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384";
    /** TLS_ECDHE_ECDSA_WITH_AES_128_CBC_SHA256 */
    KnownTlsCipherSuites["TLSEcdheEcdsaWithAES128CBCSHA256"] = "TLS_ECDHE_ECDSA_WITH_AES_128_CBC_SHA256";
    /** TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256 */
    KnownTlsCipherSuites["TLSEcdheEcdsaWithAES128GCMSHA256"] = "TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256";
    /** TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384 */
    KnownTlsCipherSuites["TLSEcdheRSAWithAES256GCMSHA384"] = "TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384";
    /** TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256 */
    KnownTlsCipherSuites["TLSEcdheRSAWithAES128GCMSHA256"] = "TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256";
    /** TLS_ECDHE_RSA_WITH_AES_256_CBC_SHA384 */
    KnownTlsCipherSuites["TLSEcdheRSAWithAES256CBCSHA384"] = "TLS_ECDHE_RSA_WITH_AES_256_CBC_SHA384";
    /** TLS_ECDHE_RSA_WITH_AES_128_CBC_SHA256 */
    KnownTlsCipherSuites["TLSEcdheRSAWithAES128CBCSHA256"] = "TLS_ECDHE_RSA_WITH_AES_128_CBC_SHA256";
    /** TLS_ECDHE_RSA_WITH_AES_256_CBC_SHA */
    KnownTlsCipherSuites["TLSEcdheRSAWithAES256CBCSHA"] = "TLS_ECDHE_RSA_WITH_AES_256_CBC_SHA";
    /** TLS_ECDHE_RSA_WITH_AES_128_CBC_SHA */
    KnownTlsCipherSuites["TLSEcdheRSAWithAES128CBCSHA"] = "TLS_ECDHE_RSA_WITH_AES_128_CBC_SHA";
    /** TLS_RSA_WITH_AES_256_GCM_SHA384 */
    KnownTlsCipherSuites["TLSRSAWithAES256GCMSHA384"] = "TLS_RSA_WITH_AES_256_GCM_SHA384";
    /** TLS_RSA_WITH_AES_128_GCM_SHA256 */
    KnownTlsCipherSuites["TLSRSAWithAES128GCMSHA256"] = "TLS_RSA_WITH_AES_128_GCM_SHA256";
    /** TLS_RSA_WITH_AES_256_CBC_SHA256 */
    KnownTlsCipherSuites["TLSRSAWithAES256CBCSHA256"] = "TLS_RSA_WITH_AES_256_CBC_SHA256";
    /** TLS_RSA_WITH_AES_128_CBC_SHA256 */
    KnownTlsCipherSuites["TLSRSAWithAES128CBCSHA256"] = "TLS_RSA_WITH_AES_128_CBC_SHA256";
    /** TLS_RSA_WITH_AES_256_CBC_SHA */
    KnownTlsCipherSuites["TLSRSAWithAES256CBCSHA"] = "TLS_RSA_WITH_AES_256_CBC_SHA";
    /** TLS_RSA_WITH_AES_128_CBC_SHA */
    KnownTlsCipherSuites["TLSRSAWithAES128CBCSHA"] = "TLS_RSA_WITH_AES_128_CBC_SHA";
})(KnownTlsCipherSuites || (KnownTlsCipherSuites = {}));
/** State of FTP / FTPS service */
var KnownFtpsState;
(function (KnownFtpsState) {
    /** AllAllowed */
    KnownFtpsState["AllAllowed"] = "AllAllowed";
    /** FtpsOnly */
    KnownFtpsState["FtpsOnly"] = "FtpsOnly";
    /** Disabled */
    KnownFtpsState["Disabled"] = "Disabled";
})(KnownFtpsState || (KnownFtpsState = {}));
function azureStorageInfoValueRecordSerializer(item) {
    const result = {};
    Object.keys(item).map((key) => {
        result[key] = !item[key] ? item[key] : azureStorageInfoValueSerializer(item[key]);
    });
    return result;
}
function azureStorageInfoValueRecordDeserializer(item) {
    const result = {};
    Object.keys(item).map((key) => {
        result[key] = !item[key] ? item[key] : azureStorageInfoValueDeserializer(item[key]);
    });
    return result;
}
function azureStorageInfoValueSerializer(item) {
    return {
        type: item["type"],
        accountName: item["accountName"],
        shareName: item["shareName"],
        accessKey: item["accessKey"],
        mountPath: item["mountPath"],
        protocol: item["protocol"],
    };
}
function azureStorageInfoValueDeserializer(item) {
    return {
        type: item["type"],
        accountName: item["accountName"],
        shareName: item["shareName"],
        accessKey: item["accessKey"],
        mountPath: item["mountPath"],
        state: item["state"],
        protocol: item["protocol"],
    };
}
/** Mounting protocol to use for the storage account. */
var KnownAzureStorageProtocol;
(function (KnownAzureStorageProtocol) {
    /** Smb */
    KnownAzureStorageProtocol["Smb"] = "Smb";
    /** Http */
    KnownAzureStorageProtocol["Http"] = "Http";
    /** Nfs */
    KnownAzureStorageProtocol["Nfs"] = "Nfs";
})(KnownAzureStorageProtocol || (KnownAzureStorageProtocol = {}));
function functionAppConfigSerializer(item) {
    return {
        deployment: !item["deployment"]
            ? item["deployment"]
            : functionsDeploymentSerializer(item["deployment"]),
        runtime: !item["runtime"] ? item["runtime"] : functionsRuntimeSerializer(item["runtime"]),
        scaleAndConcurrency: !item["scaleAndConcurrency"]
            ? item["scaleAndConcurrency"]
            : functionsScaleAndConcurrencySerializer(item["scaleAndConcurrency"]),
        siteUpdateStrategy: !item["siteUpdateStrategy"]
            ? item["siteUpdateStrategy"]
            : functionsSiteUpdateStrategySerializer(item["siteUpdateStrategy"]),
    };
}
function functionAppConfigDeserializer(item) {
    return {
        deployment: !item["deployment"]
            ? item["deployment"]
            : functionsDeploymentDeserializer(item["deployment"]),
        runtime: !item["runtime"] ? item["runtime"] : functionsRuntimeDeserializer(item["runtime"]),
        scaleAndConcurrency: !item["scaleAndConcurrency"]
            ? item["scaleAndConcurrency"]
            : functionsScaleAndConcurrencyDeserializer(item["scaleAndConcurrency"]),
        siteUpdateStrategy: !item["siteUpdateStrategy"]
            ? item["siteUpdateStrategy"]
            : functionsSiteUpdateStrategyDeserializer(item["siteUpdateStrategy"]),
    };
}
function functionsDeploymentSerializer(item) {
    return {
        storage: !item["storage"]
            ? item["storage"]
            : functionsDeploymentStorageSerializer(item["storage"]),
    };
}
function functionsDeploymentDeserializer(item) {
    return {
        storage: !item["storage"]
            ? item["storage"]
            : functionsDeploymentStorageDeserializer(item["storage"]),
    };
}
function functionsDeploymentStorageSerializer(item) {
    return {
        type: item["type"],
        value: item["value"],
        authentication: !item["authentication"]
            ? item["authentication"]
            : functionsDeploymentStorageAuthenticationSerializer(item["authentication"]),
    };
}
function functionsDeploymentStorageDeserializer(item) {
    return {
        type: item["type"],
        value: item["value"],
        authentication: !item["authentication"]
            ? item["authentication"]
            : functionsDeploymentStorageAuthenticationDeserializer(item["authentication"]),
    };
}
/** Property to select Azure Storage type. Available options: blobContainer. */
var KnownFunctionsDeploymentStorageType;
(function (KnownFunctionsDeploymentStorageType) {
    /** blobContainer */
    KnownFunctionsDeploymentStorageType["BlobContainer"] = "blobContainer";
})(KnownFunctionsDeploymentStorageType || (KnownFunctionsDeploymentStorageType = {}));
function functionsDeploymentStorageAuthenticationSerializer(item) {
    return {
        type: item["type"],
        userAssignedIdentityResourceId: item["userAssignedIdentityResourceId"],
        storageAccountConnectionStringName: item["storageAccountConnectionStringName"],
    };
}
function functionsDeploymentStorageAuthenticationDeserializer(item) {
    return {
        type: item["type"],
        userAssignedIdentityResourceId: item["userAssignedIdentityResourceId"],
        storageAccountConnectionStringName: item["storageAccountConnectionStringName"],
    };
}
/** Property to select authentication type to access the selected storage account. Available options: SystemAssignedIdentity, UserAssignedIdentity, StorageAccountConnectionString. */
var KnownAuthenticationType;
(function (KnownAuthenticationType) {
    /** SystemAssignedIdentity */
    KnownAuthenticationType["SystemAssignedIdentity"] = "SystemAssignedIdentity";
    /** UserAssignedIdentity */
    KnownAuthenticationType["UserAssignedIdentity"] = "UserAssignedIdentity";
    /** StorageAccountConnectionString */
    KnownAuthenticationType["StorageAccountConnectionString"] = "StorageAccountConnectionString";
})(KnownAuthenticationType || (KnownAuthenticationType = {}));
function functionsRuntimeSerializer(item) {
    return { name: item["name"], version: item["version"] };
}
function functionsRuntimeDeserializer(item) {
    return {
        name: item["name"],
        version: item["version"],
    };
}
/** Function app runtime name. Available options: dotnet-isolated, node, java, powershell, python, custom */
var KnownRuntimeName;
(function (KnownRuntimeName) {
    /** dotnet-isolated */
    KnownRuntimeName["DotnetIsolated"] = "dotnet-isolated";
    /** node */
    KnownRuntimeName["Node"] = "node";
    /** java */
    KnownRuntimeName["Java"] = "java";
    /** powershell */
    KnownRuntimeName["Powershell"] = "powershell";
    /** python */
    KnownRuntimeName["Python"] = "python";
    /** custom */
    KnownRuntimeName["Custom"] = "custom";
})(KnownRuntimeName || (KnownRuntimeName = {}));
function functionsScaleAndConcurrencySerializer(item) {
    return {
        alwaysReady: !item["alwaysReady"]
            ? item["alwaysReady"]
            : functionsAlwaysReadyConfigArraySerializer(item["alwaysReady"]),
        maximumInstanceCount: item["maximumInstanceCount"],
        instanceMemoryMB: item["instanceMemoryMB"],
        triggers: !item["triggers"]
            ? item["triggers"]
            : functionsScaleAndConcurrencyTriggersSerializer(item["triggers"]),
    };
}
function functionsScaleAndConcurrencyDeserializer(item) {
    return {
        alwaysReady: !item["alwaysReady"]
            ? item["alwaysReady"]
            : functionsAlwaysReadyConfigArrayDeserializer(item["alwaysReady"]),
        maximumInstanceCount: item["maximumInstanceCount"],
        instanceMemoryMB: item["instanceMemoryMB"],
        triggers: !item["triggers"]
            ? item["triggers"]
            : functionsScaleAndConcurrencyTriggersDeserializer(item["triggers"]),
    };
}
function functionsAlwaysReadyConfigArraySerializer(result) {
    return result.map((item) => {
        return functionsAlwaysReadyConfigSerializer(item);
    });
}
function functionsAlwaysReadyConfigArrayDeserializer(result) {
    return result.map((item) => {
        return functionsAlwaysReadyConfigDeserializer(item);
    });
}
function functionsAlwaysReadyConfigSerializer(item) {
    return { name: item["name"], instanceCount: item["instanceCount"] };
}
function functionsAlwaysReadyConfigDeserializer(item) {
    return {
        name: item["name"],
        instanceCount: item["instanceCount"],
    };
}
function functionsScaleAndConcurrencyTriggersSerializer(item) {
    return {
        http: !item["http"]
            ? item["http"]
            : functionsScaleAndConcurrencyTriggersHttpSerializer(item["http"]),
    };
}
function functionsScaleAndConcurrencyTriggersDeserializer(item) {
    return {
        http: !item["http"]
            ? item["http"]
            : functionsScaleAndConcurrencyTriggersHttpDeserializer(item["http"]),
    };
}
function functionsScaleAndConcurrencyTriggersHttpSerializer(item) {
    return { perInstanceConcurrency: item["perInstanceConcurrency"] };
}
function functionsScaleAndConcurrencyTriggersHttpDeserializer(item) {
    return {
        perInstanceConcurrency: item["perInstanceConcurrency"],
    };
}
function functionsSiteUpdateStrategySerializer(item) {
    return { type: item["type"] };
}
function functionsSiteUpdateStrategyDeserializer(item) {
    return {
        type: item["type"],
    };
}
/** Function app site update strategy type. Available options: Recreate, RollingUpdate */
var KnownSiteUpdateStrategyType;
(function (KnownSiteUpdateStrategyType) {
    /**
     * If the app is under load and a deployment or site state update occurs, all pods will be removed
     * and will need to be Recreated all at once. This is the default behavior.
     */
    KnownSiteUpdateStrategyType["Recreate"] = "Recreate";
    /**
     * If the app is under load and a deployment or site state update occurs, pods will be drained in
     * batches and gradually replaced, thus minimizing impact to throughput.
     */
    KnownSiteUpdateStrategyType["RollingUpdate"] = "RollingUpdate";
})(KnownSiteUpdateStrategyType || (KnownSiteUpdateStrategyType = {}));
function daprConfigSerializer(item) {
    return {
        enabled: item["enabled"],
        appId: item["appId"],
        appPort: item["appPort"],
        httpReadBufferSize: item["httpReadBufferSize"],
        httpMaxRequestSize: item["httpMaxRequestSize"],
        logLevel: item["logLevel"],
        enableApiLogging: item["enableApiLogging"],
    };
}
function daprConfigDeserializer(item) {
    return {
        enabled: item["enabled"],
        appId: item["appId"],
        appPort: item["appPort"],
        httpReadBufferSize: item["httpReadBufferSize"],
        httpMaxRequestSize: item["httpMaxRequestSize"],
        logLevel: item["logLevel"],
        enableApiLogging: item["enableApiLogging"],
    };
}
/** Sets the log level for the Dapr sidecar. Allowed values are debug, info, warn, error. Default is info. */
var KnownDaprLogLevel;
(function (KnownDaprLogLevel) {
    /** info */
    KnownDaprLogLevel["Info"] = "info";
    /** debug */
    KnownDaprLogLevel["Debug"] = "debug";
    /** warn */
    KnownDaprLogLevel["Warn"] = "warn";
    /** error */
    KnownDaprLogLevel["Error"] = "error";
})(KnownDaprLogLevel || (KnownDaprLogLevel = {}));
function resourceConfigSerializer(item) {
    return { cpu: item["cpu"], memory: item["memory"] };
}
function resourceConfigDeserializer(item) {
    return {
        cpu: item["cpu"],
        memory: item["memory"],
    };
}
function hostingEnvironmentProfileSerializer(item) {
    return { id: item["id"] };
}
function hostingEnvironmentProfileDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
    };
}
function cloningInfoSerializer(item) {
    return {
        correlationId: item["correlationId"],
        overwrite: item["overwrite"],
        cloneCustomHostNames: item["cloneCustomHostNames"],
        cloneSourceControl: item["cloneSourceControl"],
        sourceWebAppId: item["sourceWebAppId"],
        sourceWebAppLocation: item["sourceWebAppLocation"],
        hostingEnvironment: item["hostingEnvironment"],
        appSettingsOverrides: item["appSettingsOverrides"],
        configureLoadBalancing: item["configureLoadBalancing"],
        trafficManagerProfileId: item["trafficManagerProfileId"],
        trafficManagerProfileName: item["trafficManagerProfileName"],
    };
}
function cloningInfoDeserializer(item) {
    return {
        correlationId: item["correlationId"],
        overwrite: item["overwrite"],
        cloneCustomHostNames: item["cloneCustomHostNames"],
        cloneSourceControl: item["cloneSourceControl"],
        sourceWebAppId: item["sourceWebAppId"],
        sourceWebAppLocation: item["sourceWebAppLocation"],
        hostingEnvironment: item["hostingEnvironment"],
        appSettingsOverrides: !item["appSettingsOverrides"]
            ? item["appSettingsOverrides"]
            : Object.fromEntries(Object.entries(item["appSettingsOverrides"]).map(([k, p]) => [k, p])),
        configureLoadBalancing: item["configureLoadBalancing"],
        trafficManagerProfileId: item["trafficManagerProfileId"],
        trafficManagerProfileName: item["trafficManagerProfileName"],
    };
}
function slotSwapStatusDeserializer(item) {
    return {
        timestampUtc: !item["timestampUtc"] ? item["timestampUtc"] : new Date(item["timestampUtc"]),
        sourceSlotName: item["sourceSlotName"],
        destinationSlotName: item["destinationSlotName"],
    };
}
function managedServiceIdentitySerializer(item) {
    return {
        type: item["type"],
        userAssignedIdentities: !item["userAssignedIdentities"]
            ? item["userAssignedIdentities"]
            : userAssignedIdentityRecordSerializer(item["userAssignedIdentities"]),
    };
}
function managedServiceIdentityDeserializer(item) {
    return {
        type: item["type"],
        tenantId: item["tenantId"],
        principalId: item["principalId"],
        userAssignedIdentities: !item["userAssignedIdentities"]
            ? item["userAssignedIdentities"]
            : userAssignedIdentityRecordDeserializer(item["userAssignedIdentities"]),
    };
}
function userAssignedIdentityRecordSerializer(item) {
    const result = {};
    Object.keys(item).map((key) => {
        result[key] = !item[key] ? item[key] : userAssignedIdentitySerializer(item[key]);
    });
    return result;
}
function userAssignedIdentityRecordDeserializer(item) {
    const result = {};
    Object.keys(item).map((key) => {
        result[key] = !item[key] ? item[key] : userAssignedIdentityDeserializer(item[key]);
    });
    return result;
}
function userAssignedIdentitySerializer(_item) {
    return {};
}
function userAssignedIdentityDeserializer(item) {
    return {
        principalId: item["principalId"],
        clientId: item["clientId"],
    };
}
function extendedLocationSerializer(item) {
    return { name: item["name"] };
}
function extendedLocationDeserializer(item) {
    return {
        name: item["name"],
        type: item["type"],
    };
}
function hostingEnvironmentDiagnosticsDeserializer(item) {
    return {
        name: item["name"],
        diagnosticsOutput: item["diagnosticsOutput"],
    };
}
function _inboundEnvironmentEndpointCollectionDeserializer(item) {
    return {
        value: inboundEnvironmentEndpointArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function inboundEnvironmentEndpointArrayDeserializer(result) {
    return result.map((item) => {
        return inboundEnvironmentEndpointDeserializer(item);
    });
}
function inboundEnvironmentEndpointDeserializer(item) {
    return {
        description: item["description"],
        endpoints: !item["endpoints"]
            ? item["endpoints"]
            : item["endpoints"].map((p) => {
                return p;
            }),
        ports: !item["ports"]
            ? item["ports"]
            : item["ports"].map((p) => {
                return p;
            }),
    };
}
function operationDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        status: item["status"],
        errors: !item["errors"] ? item["errors"] : errorEntityArrayDeserializer(item["errors"]),
        createdTime: !item["createdTime"] ? item["createdTime"] : new Date(item["createdTime"]),
        modifiedTime: !item["modifiedTime"] ? item["modifiedTime"] : new Date(item["modifiedTime"]),
        expirationTime: !item["expirationTime"]
            ? item["expirationTime"]
            : new Date(item["expirationTime"]),
        geoMasterOperationId: item["geoMasterOperationId"],
    };
}
function errorEntityArrayDeserializer(result) {
    return result.map((item) => {
        return errorEntityDeserializer(item);
    });
}
function errorEntityDeserializer(item) {
    return {
        extendedCode: item["extendedCode"],
        messageTemplate: item["messageTemplate"],
        parameters: !item["parameters"]
            ? item["parameters"]
            : item["parameters"].map((p) => {
                return p;
            }),
        innerErrors: !item["innerErrors"]
            ? item["innerErrors"]
            : errorEntityArrayDeserializer(item["innerErrors"]),
        details: !item["details"] ? item["details"] : errorEntityArrayDeserializer(item["details"]),
        target: item["target"],
        code: item["code"],
        message: item["message"],
    };
}
function _outboundEnvironmentEndpointCollectionDeserializer(item) {
    return {
        value: outboundEnvironmentEndpointArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function outboundEnvironmentEndpointArrayDeserializer(result) {
    return result.map((item) => {
        return outboundEnvironmentEndpointDeserializer(item);
    });
}
function outboundEnvironmentEndpointDeserializer(item) {
    return {
        category: item["category"],
        endpoints: !item["endpoints"]
            ? item["endpoints"]
            : endpointDependencyArrayDeserializer(item["endpoints"]),
    };
}
function endpointDependencyArrayDeserializer(result) {
    return result.map((item) => {
        return endpointDependencyDeserializer(item);
    });
}
function endpointDependencyDeserializer(item) {
    return {
        domainName: item["domainName"],
        endpointDetails: !item["endpointDetails"]
            ? item["endpointDetails"]
            : endpointDetailArrayDeserializer(item["endpointDetails"]),
    };
}
function endpointDetailArrayDeserializer(result) {
    return result.map((item) => {
        return endpointDetailDeserializer(item);
    });
}
function endpointDetailDeserializer(item) {
    return {
        ipAddress: item["ipAddress"],
        port: item["port"],
        latency: item["latency"],
        isAccessible: item["isAccessible"],
    };
}
function privateLinkResourcesWrapperDeserializer(item) {
    return {
        value: privateLinkResourceArrayDeserializer(item["value"]),
    };
}
function privateLinkResourceArrayDeserializer(result) {
    return result.map((item) => {
        return privateLinkResourceDeserializer(item);
    });
}
function privateLinkResourceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        properties: privateLinkResourcePropertiesDeserializer(item["properties"]),
    };
}
function privateLinkResourcePropertiesDeserializer(item) {
    return {
        groupId: item["groupId"],
        requiredMembers: !item["requiredMembers"]
            ? item["requiredMembers"]
            : item["requiredMembers"].map((p) => {
                return p;
            }),
        requiredZoneNames: !item["requiredZoneNames"]
            ? item["requiredZoneNames"]
            : item["requiredZoneNames"].map((p) => {
                return p;
            }),
    };
}
function _appServicePlanCollectionDeserializer(item) {
    return {
        value: appServicePlanArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function appServicePlanArraySerializer(result) {
    return result.map((item) => {
        return appServicePlanSerializer(item);
    });
}
function appServicePlanArrayDeserializer(result) {
    return result.map((item) => {
        return appServicePlanDeserializer(item);
    });
}
function appServicePlanSerializer(item) {
    return {
        tags: item["tags"],
        location: item["location"],
        properties: areAllPropsUndefined(item, [
            "workerTierName",
            "hostingEnvironmentProfile",
            "perSiteScaling",
            "elasticScaleEnabled",
            "maximumElasticWorkerCount",
            "isSpot",
            "spotExpirationTime",
            "freeOfferExpirationTime",
            "reserved",
            "isXenon",
            "hyperV",
            "targetWorkerCount",
            "targetWorkerSizeId",
            "kubeEnvironmentProfile",
            "zoneRedundant",
            "asyncScalingEnabled",
            "planDefaultIdentity",
            "isCustomMode",
            "registryAdapters",
            "installScripts",
            "network",
            "storageMounts",
            "rdpEnabled",
        ])
            ? undefined
            : _appServicePlanPropertiesSerializer(item),
        sku: !item["sku"] ? item["sku"] : skuDescriptionSerializer(item["sku"]),
        extendedLocation: !item["extendedLocation"]
            ? item["extendedLocation"]
            : extendedLocationSerializer(item["extendedLocation"]),
        kind: item["kind"],
        identity: !item["identity"]
            ? item["identity"]
            : managedServiceIdentitySerializer(item["identity"]),
    };
}
function appServicePlanDeserializer(item) {
    return {
        tags: !item["tags"]
            ? item["tags"]
            : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
        location: item["location"],
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _appServicePlanPropertiesDeserializer(item["properties"])),
        sku: !item["sku"] ? item["sku"] : skuDescriptionDeserializer(item["sku"]),
        extendedLocation: !item["extendedLocation"]
            ? item["extendedLocation"]
            : extendedLocationDeserializer(item["extendedLocation"]),
        kind: item["kind"],
        identity: !item["identity"]
            ? item["identity"]
            : managedServiceIdentityDeserializer(item["identity"]),
    };
}
function appServicePlanPropertiesSerializer(item) {
    return {
        workerTierName: item["workerTierName"],
        hostingEnvironmentProfile: !item["hostingEnvironmentProfile"]
            ? item["hostingEnvironmentProfile"]
            : hostingEnvironmentProfileSerializer(item["hostingEnvironmentProfile"]),
        perSiteScaling: item["perSiteScaling"],
        elasticScaleEnabled: item["elasticScaleEnabled"],
        maximumElasticWorkerCount: item["maximumElasticWorkerCount"],
        isSpot: item["isSpot"],
        spotExpirationTime: !item["spotExpirationTime"]
            ? item["spotExpirationTime"]
            : item["spotExpirationTime"].toISOString(),
        freeOfferExpirationTime: !item["freeOfferExpirationTime"]
            ? item["freeOfferExpirationTime"]
            : item["freeOfferExpirationTime"].toISOString(),
        reserved: item["reserved"],
        isXenon: item["isXenon"],
        hyperV: item["hyperV"],
        targetWorkerCount: item["targetWorkerCount"],
        targetWorkerSizeId: item["targetWorkerSizeId"],
        kubeEnvironmentProfile: !item["kubeEnvironmentProfile"]
            ? item["kubeEnvironmentProfile"]
            : kubeEnvironmentProfileSerializer(item["kubeEnvironmentProfile"]),
        zoneRedundant: item["zoneRedundant"],
        asyncScalingEnabled: item["asyncScalingEnabled"],
        planDefaultIdentity: !item["planDefaultIdentity"]
            ? item["planDefaultIdentity"]
            : defaultIdentitySerializer(item["planDefaultIdentity"]),
        isCustomMode: item["isCustomMode"],
        registryAdapters: !item["registryAdapters"]
            ? item["registryAdapters"]
            : registryAdapterArraySerializer(item["registryAdapters"]),
        installScripts: !item["installScripts"]
            ? item["installScripts"]
            : installScriptArraySerializer(item["installScripts"]),
        network: !item["network"]
            ? item["network"]
            : serverFarmNetworkSettingsSerializer(item["network"]),
        storageMounts: !item["storageMounts"]
            ? item["storageMounts"]
            : storageMountArraySerializer(item["storageMounts"]),
        rdpEnabled: item["rdpEnabled"],
    };
}
function appServicePlanPropertiesDeserializer(item) {
    return {
        workerTierName: item["workerTierName"],
        status: item["status"],
        subscription: item["subscription"],
        hostingEnvironmentProfile: !item["hostingEnvironmentProfile"]
            ? item["hostingEnvironmentProfile"]
            : hostingEnvironmentProfileDeserializer(item["hostingEnvironmentProfile"]),
        maximumNumberOfWorkers: item["maximumNumberOfWorkers"],
        numberOfWorkers: item["numberOfWorkers"],
        geoRegion: item["geoRegion"],
        perSiteScaling: item["perSiteScaling"],
        elasticScaleEnabled: item["elasticScaleEnabled"],
        maximumElasticWorkerCount: item["maximumElasticWorkerCount"],
        numberOfSites: item["numberOfSites"],
        isSpot: item["isSpot"],
        spotExpirationTime: !item["spotExpirationTime"]
            ? item["spotExpirationTime"]
            : new Date(item["spotExpirationTime"]),
        freeOfferExpirationTime: !item["freeOfferExpirationTime"]
            ? item["freeOfferExpirationTime"]
            : new Date(item["freeOfferExpirationTime"]),
        resourceGroup: item["resourceGroup"],
        reserved: item["reserved"],
        isXenon: item["isXenon"],
        hyperV: item["hyperV"],
        targetWorkerCount: item["targetWorkerCount"],
        targetWorkerSizeId: item["targetWorkerSizeId"],
        provisioningState: item["provisioningState"],
        kubeEnvironmentProfile: !item["kubeEnvironmentProfile"]
            ? item["kubeEnvironmentProfile"]
            : kubeEnvironmentProfileDeserializer(item["kubeEnvironmentProfile"]),
        zoneRedundant: item["zoneRedundant"],
        asyncScalingEnabled: item["asyncScalingEnabled"],
        planDefaultIdentity: !item["planDefaultIdentity"]
            ? item["planDefaultIdentity"]
            : defaultIdentityDeserializer(item["planDefaultIdentity"]),
        isCustomMode: item["isCustomMode"],
        registryAdapters: !item["registryAdapters"]
            ? item["registryAdapters"]
            : registryAdapterArrayDeserializer(item["registryAdapters"]),
        installScripts: !item["installScripts"]
            ? item["installScripts"]
            : installScriptArrayDeserializer(item["installScripts"]),
        network: !item["network"]
            ? item["network"]
            : serverFarmNetworkSettingsDeserializer(item["network"]),
        storageMounts: !item["storageMounts"]
            ? item["storageMounts"]
            : storageMountArrayDeserializer(item["storageMounts"]),
        rdpEnabled: item["rdpEnabled"],
    };
}
function kubeEnvironmentProfileSerializer(item) {
    return { id: item["id"] };
}
function kubeEnvironmentProfileDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
    };
}
function defaultIdentitySerializer(item) {
    return {
        identityType: item["identityType"],
        userAssignedIdentityResourceId: item["userAssignedIdentityResourceId"],
    };
}
function defaultIdentityDeserializer(item) {
    return {
        identityType: item["identityType"],
        userAssignedIdentityResourceId: item["userAssignedIdentityResourceId"],
    };
}
function registryAdapterArraySerializer(result) {
    return result.map((item) => {
        return registryAdapterSerializer(item);
    });
}
function registryAdapterArrayDeserializer(result) {
    return result.map((item) => {
        return registryAdapterDeserializer(item);
    });
}
function registryAdapterSerializer(item) {
    return {
        registryKey: item["registryKey"],
        type: item["type"],
        keyVaultSecretReference: !item["keyVaultSecretReference"]
            ? item["keyVaultSecretReference"]
            : keyVaultReferenceWithStatusSerializer(item["keyVaultSecretReference"]),
    };
}
function registryAdapterDeserializer(item) {
    return {
        registryKey: item["registryKey"],
        type: item["type"],
        keyVaultSecretReference: !item["keyVaultSecretReference"]
            ? item["keyVaultSecretReference"]
            : keyVaultReferenceWithStatusDeserializer(item["keyVaultSecretReference"]),
    };
}
/** Type of the registry adapter. */
var KnownRegistryAdapterType;
(function (KnownRegistryAdapterType) {
    /** Binary */
    KnownRegistryAdapterType["Binary"] = "Binary";
    /** String */
    KnownRegistryAdapterType["String"] = "String";
    /** Expand_String */
    KnownRegistryAdapterType["ExpandString"] = "Expand_String";
    /** Multi_String */
    KnownRegistryAdapterType["MultiString"] = "Multi_String";
    /** DWord */
    KnownRegistryAdapterType["DWord"] = "DWord";
    /** QWord */
    KnownRegistryAdapterType["QWord"] = "QWord";
})(KnownRegistryAdapterType || (KnownRegistryAdapterType = {}));
function keyVaultReferenceWithStatusSerializer(item) {
    return { secretUri: item["secretUri"], referenceStatus: item["referenceStatus"] };
}
function keyVaultReferenceWithStatusDeserializer(item) {
    return {
        secretUri: item["secretUri"],
        referenceStatus: item["referenceStatus"],
    };
}
function installScriptArraySerializer(result) {
    return result.map((item) => {
        return installScriptSerializer(item);
    });
}
function installScriptArrayDeserializer(result) {
    return result.map((item) => {
        return installScriptDeserializer(item);
    });
}
function installScriptSerializer(item) {
    return {
        name: item["name"],
        source: !item["source"] ? item["source"] : installScriptSourceSerializer(item["source"]),
    };
}
function installScriptDeserializer(item) {
    return {
        name: item["name"],
        source: !item["source"] ? item["source"] : installScriptSourceDeserializer(item["source"]),
    };
}
function installScriptSourceSerializer(item) {
    return { sourceUri: item["sourceUri"], type: item["type"] };
}
function installScriptSourceDeserializer(item) {
    return {
        sourceUri: item["sourceUri"],
        type: item["type"],
    };
}
/** Type of the install script. */
var KnownInstallScriptType;
(function (KnownInstallScriptType) {
    /** RemoteAzureBlob */
    KnownInstallScriptType["RemoteAzureBlob"] = "RemoteAzureBlob";
    /** PlatformStorage */
    KnownInstallScriptType["PlatformStorage"] = "PlatformStorage";
})(KnownInstallScriptType || (KnownInstallScriptType = {}));
function serverFarmNetworkSettingsSerializer(item) {
    return { virtualNetworkSubnetId: item["virtualNetworkSubnetId"] };
}
function serverFarmNetworkSettingsDeserializer(item) {
    return {
        virtualNetworkSubnetId: item["virtualNetworkSubnetId"],
    };
}
function storageMountArraySerializer(result) {
    return result.map((item) => {
        return storageMountSerializer(item);
    });
}
function storageMountArrayDeserializer(result) {
    return result.map((item) => {
        return storageMountDeserializer(item);
    });
}
function storageMountSerializer(item) {
    return {
        name: item["name"],
        type: item["type"],
        source: item["source"],
        destinationPath: item["destinationPath"],
        credentialsKeyVaultReference: !item["credentialsKeyVaultReference"]
            ? item["credentialsKeyVaultReference"]
            : keyVaultReferenceWithStatusSerializer(item["credentialsKeyVaultReference"]),
    };
}
function storageMountDeserializer(item) {
    return {
        name: item["name"],
        type: item["type"],
        source: item["source"],
        destinationPath: item["destinationPath"],
        credentialsKeyVaultReference: !item["credentialsKeyVaultReference"]
            ? item["credentialsKeyVaultReference"]
            : keyVaultReferenceWithStatusDeserializer(item["credentialsKeyVaultReference"]),
    };
}
/** Type of the storage mount. */
var KnownStorageMountType;
(function (KnownStorageMountType) {
    /** AzureFiles */
    KnownStorageMountType["AzureFiles"] = "AzureFiles";
    /** LocalStorage */
    KnownStorageMountType["LocalStorage"] = "LocalStorage";
    /** FileShare */
    KnownStorageMountType["FileShare"] = "FileShare";
})(KnownStorageMountType || (KnownStorageMountType = {}));
function _csmUsageQuotaCollectionDeserializer(item) {
    return {
        value: csmUsageQuotaArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function csmUsageQuotaArrayDeserializer(result) {
    return result.map((item) => {
        return csmUsageQuotaDeserializer(item);
    });
}
function csmUsageQuotaDeserializer(item) {
    return {
        unit: item["unit"],
        nextResetTime: !item["nextResetTime"] ? item["nextResetTime"] : new Date(item["nextResetTime"]),
        currentValue: item["currentValue"],
        limit: item["limit"],
        name: !item["name"] ? item["name"] : localizableStringDeserializer(item["name"]),
    };
}
function localizableStringDeserializer(item) {
    return {
        value: item["value"],
        localizedValue: item["localizedValue"],
    };
}
function addressResponseDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _addressResponsePropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function addressResponsePropertiesDeserializer(item) {
    return {
        serviceIpAddress: item["serviceIpAddress"],
        internalIpAddress: item["internalIpAddress"],
        outboundIpAddresses: !item["outboundIpAddresses"]
            ? item["outboundIpAddresses"]
            : item["outboundIpAddresses"].map((p) => {
                return p;
            }),
        vipMappings: !item["vipMappings"]
            ? item["vipMappings"]
            : virtualIPMappingArrayDeserializer(item["vipMappings"]),
    };
}
function virtualIPMappingArrayDeserializer(result) {
    return result.map((item) => {
        return virtualIPMappingDeserializer(item);
    });
}
function virtualIPMappingDeserializer(item) {
    return {
        virtualIP: item["virtualIP"],
        internalHttpPort: item["internalHttpPort"],
        internalHttpsPort: item["internalHttpsPort"],
        inUse: item["inUse"],
        serviceName: item["serviceName"],
    };
}
function remotePrivateEndpointConnectionARMResourceSerializer(item) {
    return {
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "privateEndpoint",
            "privateLinkServiceConnectionState",
            "ipAddresses",
        ])
            ? undefined
            : _remotePrivateEndpointConnectionARMResourcePropertiesSerializer(item),
        kind: item["kind"],
    };
}
function remotePrivateEndpointConnectionARMResourceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _remotePrivateEndpointConnectionARMResourcePropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function remotePrivateEndpointConnectionARMResourcePropertiesSerializer(item) {
    return {
        privateEndpoint: !item["privateEndpoint"]
            ? item["privateEndpoint"]
            : armIdWrapperSerializer(item["privateEndpoint"]),
        privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"]
            ? item["privateLinkServiceConnectionState"]
            : privateLinkConnectionStateSerializer(item["privateLinkServiceConnectionState"]),
        ipAddresses: !item["ipAddresses"]
            ? item["ipAddresses"]
            : item["ipAddresses"].map((p) => {
                return p;
            }),
    };
}
function remotePrivateEndpointConnectionARMResourcePropertiesDeserializer(item) {
    return {
        provisioningState: item["provisioningState"],
        privateEndpoint: !item["privateEndpoint"]
            ? item["privateEndpoint"]
            : armIdWrapperDeserializer(item["privateEndpoint"]),
        privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"]
            ? item["privateLinkServiceConnectionState"]
            : privateLinkConnectionStateDeserializer(item["privateLinkServiceConnectionState"]),
        ipAddresses: !item["ipAddresses"]
            ? item["ipAddresses"]
            : item["ipAddresses"].map((p) => {
                return p;
            }),
    };
}
function armIdWrapperSerializer(_item) {
    return {};
}
function armIdWrapperDeserializer(item) {
    return {
        id: item["id"],
    };
}
function privateLinkConnectionStateSerializer(item) {
    return {
        status: item["status"],
        description: item["description"],
        actionsRequired: item["actionsRequired"],
    };
}
function privateLinkConnectionStateDeserializer(item) {
    return {
        status: item["status"],
        description: item["description"],
        actionsRequired: item["actionsRequired"],
    };
}
function _privateEndpointConnectionCollectionDeserializer(item) {
    return {
        value: remotePrivateEndpointConnectionARMResourceArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function remotePrivateEndpointConnectionARMResourceArraySerializer(result) {
    return result.map((item) => {
        return remotePrivateEndpointConnectionARMResourceSerializer(item);
    });
}
function remotePrivateEndpointConnectionARMResourceArrayDeserializer(result) {
    return result.map((item) => {
        return remotePrivateEndpointConnectionARMResourceDeserializer(item);
    });
}
function recommendationRuleDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _recommendationRulePropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function recommendationRulePropertiesDeserializer(item) {
    return {
        recommendationName: item["recommendationName"],
        displayName: item["displayName"],
        message: item["message"],
        recommendationId: item["recommendationId"],
        description: item["description"],
        actionName: item["actionName"],
        level: item["level"],
        channels: item["channels"],
        categoryTags: !item["categoryTags"]
            ? item["categoryTags"]
            : item["categoryTags"].map((p) => {
                return p;
            }),
        isDynamic: item["isDynamic"],
        extensionName: item["extensionName"],
        bladeName: item["bladeName"],
        forwardLink: item["forwardLink"],
    };
}
function _recommendationCollectionDeserializer(item) {
    return {
        value: recommendationArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function recommendationArrayDeserializer(result) {
    return result.map((item) => {
        return recommendationDeserializer(item);
    });
}
function recommendationDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _recommendationPropertiesDeserializer(item["properties"])),
    };
}
function recommendationPropertiesDeserializer(item) {
    return {
        creationTime: !item["creationTime"] ? item["creationTime"] : new Date(item["creationTime"]),
        recommendationId: item["recommendationId"],
        resourceId: item["resourceId"],
        resourceScope: item["resourceScope"],
        ruleName: item["ruleName"],
        displayName: item["displayName"],
        message: item["message"],
        level: item["level"],
        channels: item["channels"],
        categoryTags: !item["categoryTags"]
            ? item["categoryTags"]
            : item["categoryTags"].map((p) => {
                return p;
            }),
        actionName: item["actionName"],
        enabled: item["enabled"],
        states: !item["states"]
            ? item["states"]
            : item["states"].map((p) => {
                return p;
            }),
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        nextNotificationTime: !item["nextNotificationTime"]
            ? item["nextNotificationTime"]
            : new Date(item["nextNotificationTime"]),
        notificationExpirationTime: !item["notificationExpirationTime"]
            ? item["notificationExpirationTime"]
            : new Date(item["notificationExpirationTime"]),
        notifiedTime: !item["notifiedTime"] ? item["notifiedTime"] : new Date(item["notifiedTime"]),
        score: item["score"],
        isDynamic: item["isDynamic"],
        extensionName: item["extensionName"],
        bladeName: item["bladeName"],
        forwardLink: item["forwardLink"],
    };
}
/** Name of a resource type this recommendation applies, e.g. Subscription, ServerFarm, Site. */
var KnownResourceScopeType;
(function (KnownResourceScopeType) {
    /** ServerFarm */
    KnownResourceScopeType["ServerFarm"] = "ServerFarm";
    /** Subscription */
    KnownResourceScopeType["Subscription"] = "Subscription";
    /** WebSite */
    KnownResourceScopeType["WebSite"] = "WebSite";
})(KnownResourceScopeType || (KnownResourceScopeType = {}));
function staticSiteARMResourceSerializer(item) {
    return {
        tags: item["tags"],
        location: item["location"],
        properties: areAllPropsUndefined(item, [
            "repositoryUrl",
            "branch",
            "repositoryToken",
            "buildProperties",
            "stagingEnvironmentPolicy",
            "allowConfigFileUpdates",
            "templateProperties",
            "provider",
            "enterpriseGradeCdnStatus",
            "publicNetworkAccess",
        ])
            ? undefined
            : _staticSiteARMResourcePropertiesSerializer(item),
        kind: item["kind"],
        sku: !item["sku"] ? item["sku"] : skuDescriptionSerializer(item["sku"]),
        identity: !item["identity"]
            ? item["identity"]
            : managedServiceIdentitySerializer(item["identity"]),
    };
}
function staticSiteARMResourceDeserializer(item) {
    return {
        tags: !item["tags"]
            ? item["tags"]
            : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
        location: item["location"],
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _staticSiteARMResourcePropertiesDeserializer(item["properties"])),
        kind: item["kind"],
        sku: !item["sku"] ? item["sku"] : skuDescriptionDeserializer(item["sku"]),
        identity: !item["identity"]
            ? item["identity"]
            : managedServiceIdentityDeserializer(item["identity"]),
    };
}
function staticSiteSerializer(item) {
    return {
        repositoryUrl: item["repositoryUrl"],
        branch: item["branch"],
        repositoryToken: item["repositoryToken"],
        buildProperties: !item["buildProperties"]
            ? item["buildProperties"]
            : staticSiteBuildPropertiesSerializer(item["buildProperties"]),
        stagingEnvironmentPolicy: item["stagingEnvironmentPolicy"],
        allowConfigFileUpdates: item["allowConfigFileUpdates"],
        templateProperties: !item["templateProperties"]
            ? item["templateProperties"]
            : staticSiteTemplateOptionsSerializer(item["templateProperties"]),
        provider: item["provider"],
        enterpriseGradeCdnStatus: item["enterpriseGradeCdnStatus"],
        publicNetworkAccess: item["publicNetworkAccess"],
    };
}
function staticSiteDeserializer(item) {
    return {
        defaultHostname: item["defaultHostname"],
        repositoryUrl: item["repositoryUrl"],
        branch: item["branch"],
        customDomains: !item["customDomains"]
            ? item["customDomains"]
            : item["customDomains"].map((p) => {
                return p;
            }),
        repositoryToken: item["repositoryToken"],
        buildProperties: !item["buildProperties"]
            ? item["buildProperties"]
            : staticSiteBuildPropertiesDeserializer(item["buildProperties"]),
        privateEndpointConnections: !item["privateEndpointConnections"]
            ? item["privateEndpointConnections"]
            : responseMessageEnvelopeRemotePrivateEndpointConnectionArrayDeserializer(item["privateEndpointConnections"]),
        stagingEnvironmentPolicy: item["stagingEnvironmentPolicy"],
        allowConfigFileUpdates: item["allowConfigFileUpdates"],
        templateProperties: !item["templateProperties"]
            ? item["templateProperties"]
            : staticSiteTemplateOptionsDeserializer(item["templateProperties"]),
        contentDistributionEndpoint: item["contentDistributionEndpoint"],
        keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
        userProvidedFunctionApps: !item["userProvidedFunctionApps"]
            ? item["userProvidedFunctionApps"]
            : staticSiteUserProvidedFunctionAppArrayDeserializer(item["userProvidedFunctionApps"]),
        linkedBackends: !item["linkedBackends"]
            ? item["linkedBackends"]
            : staticSiteLinkedBackendArrayDeserializer(item["linkedBackends"]),
        provider: item["provider"],
        enterpriseGradeCdnStatus: item["enterpriseGradeCdnStatus"],
        publicNetworkAccess: item["publicNetworkAccess"],
        databaseConnections: !item["databaseConnections"]
            ? item["databaseConnections"]
            : databaseConnectionOverviewArrayDeserializer(item["databaseConnections"]),
    };
}
function staticSiteBuildPropertiesSerializer(item) {
    return {
        appLocation: item["appLocation"],
        apiLocation: item["apiLocation"],
        appArtifactLocation: item["appArtifactLocation"],
        outputLocation: item["outputLocation"],
        appBuildCommand: item["appBuildCommand"],
        apiBuildCommand: item["apiBuildCommand"],
        skipGithubActionWorkflowGeneration: item["skipGithubActionWorkflowGeneration"],
        githubActionSecretNameOverride: item["githubActionSecretNameOverride"],
    };
}
function staticSiteBuildPropertiesDeserializer(item) {
    return {
        appLocation: item["appLocation"],
        apiLocation: item["apiLocation"],
        appArtifactLocation: item["appArtifactLocation"],
        outputLocation: item["outputLocation"],
        appBuildCommand: item["appBuildCommand"],
        apiBuildCommand: item["apiBuildCommand"],
        skipGithubActionWorkflowGeneration: item["skipGithubActionWorkflowGeneration"],
        githubActionSecretNameOverride: item["githubActionSecretNameOverride"],
    };
}
function responseMessageEnvelopeRemotePrivateEndpointConnectionArrayDeserializer(result) {
    return result.map((item) => {
        return responseMessageEnvelopeRemotePrivateEndpointConnectionDeserializer(item);
    });
}
function responseMessageEnvelopeRemotePrivateEndpointConnectionDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        location: item["location"],
        tags: !item["tags"]
            ? item["tags"]
            : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
        plan: !item["plan"] ? item["plan"] : armPlanDeserializer(item["plan"]),
        properties: !item["properties"]
            ? item["properties"]
            : remotePrivateEndpointConnectionDeserializer(item["properties"]),
        sku: !item["sku"] ? item["sku"] : skuDescriptionDeserializer(item["sku"]),
        status: item["status"],
        error: !item["error"] ? item["error"] : errorEntityDeserializer(item["error"]),
        identity: !item["identity"]
            ? item["identity"]
            : managedServiceIdentityDeserializer(item["identity"]),
        zones: !item["zones"]
            ? item["zones"]
            : item["zones"].map((p) => {
                return p;
            }),
    };
}
function armPlanDeserializer(item) {
    return {
        name: item["name"],
        publisher: item["publisher"],
        product: item["product"],
        promotionCode: item["promotionCode"],
        version: item["version"],
    };
}
function remotePrivateEndpointConnectionDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _remotePrivateEndpointConnectionPropertiesDeserializer(item["properties"])),
    };
}
function remotePrivateEndpointConnectionPropertiesDeserializer(item) {
    return {
        provisioningState: item["provisioningState"],
        privateEndpoint: !item["privateEndpoint"]
            ? item["privateEndpoint"]
            : armIdWrapperDeserializer(item["privateEndpoint"]),
        privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"]
            ? item["privateLinkServiceConnectionState"]
            : privateLinkConnectionStateDeserializer(item["privateLinkServiceConnectionState"]),
        ipAddresses: !item["ipAddresses"]
            ? item["ipAddresses"]
            : item["ipAddresses"].map((p) => {
                return p;
            }),
    };
}
function staticSiteTemplateOptionsSerializer(item) {
    return {
        templateRepositoryUrl: item["templateRepositoryUrl"],
        owner: item["owner"],
        repositoryName: item["repositoryName"],
        description: item["description"],
        isPrivate: item["isPrivate"],
    };
}
function staticSiteTemplateOptionsDeserializer(item) {
    return {
        templateRepositoryUrl: item["templateRepositoryUrl"],
        owner: item["owner"],
        repositoryName: item["repositoryName"],
        description: item["description"],
        isPrivate: item["isPrivate"],
    };
}
function staticSiteUserProvidedFunctionAppArrayDeserializer(result) {
    return result.map((item) => {
        return staticSiteUserProvidedFunctionAppDeserializer(item);
    });
}
function staticSiteUserProvidedFunctionAppDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _staticSiteUserProvidedFunctionAppPropertiesDeserializer(item["properties"])),
    };
}
function staticSiteUserProvidedFunctionAppPropertiesDeserializer(item) {
    return {
        functionAppResourceId: item["functionAppResourceId"],
        functionAppRegion: item["functionAppRegion"],
        createdOn: !item["createdOn"] ? item["createdOn"] : new Date(item["createdOn"]),
    };
}
function staticSiteLinkedBackendArrayDeserializer(result) {
    return result.map((item) => {
        return staticSiteLinkedBackendDeserializer(item);
    });
}
function staticSiteLinkedBackendDeserializer(item) {
    return {
        backendResourceId: item["backendResourceId"],
        region: item["region"],
        createdOn: !item["createdOn"] ? item["createdOn"] : new Date(item["createdOn"]),
        provisioningState: item["provisioningState"],
    };
}
/** State indicating the status of the enterprise grade CDN serving traffic to the static web app. */
var KnownEnterpriseGradeCdnStatus;
(function (KnownEnterpriseGradeCdnStatus) {
    /** Enabled */
    KnownEnterpriseGradeCdnStatus["Enabled"] = "Enabled";
    /** Enabling */
    KnownEnterpriseGradeCdnStatus["Enabling"] = "Enabling";
    /** Disabled */
    KnownEnterpriseGradeCdnStatus["Disabled"] = "Disabled";
    /** Disabling */
    KnownEnterpriseGradeCdnStatus["Disabling"] = "Disabling";
})(KnownEnterpriseGradeCdnStatus || (KnownEnterpriseGradeCdnStatus = {}));
function databaseConnectionOverviewArrayDeserializer(result) {
    return result.map((item) => {
        return databaseConnectionOverviewDeserializer(item);
    });
}
function databaseConnectionOverviewDeserializer(item) {
    return {
        resourceId: item["resourceId"],
        connectionIdentity: item["connectionIdentity"],
        region: item["region"],
        configurationFiles: !item["configurationFiles"]
            ? item["configurationFiles"]
            : staticSiteDatabaseConnectionConfigurationFileOverviewArrayDeserializer(item["configurationFiles"]),
        name: item["name"],
    };
}
function staticSiteDatabaseConnectionConfigurationFileOverviewArrayDeserializer(result) {
    return result.map((item) => {
        return staticSiteDatabaseConnectionConfigurationFileOverviewDeserializer(item);
    });
}
function staticSiteDatabaseConnectionConfigurationFileOverviewDeserializer(item) {
    return {
        fileName: item["fileName"],
        contents: item["contents"],
        type: item["type"],
    };
}
function staticSitePatchResourceSerializer(item) {
    return {
        kind: item["kind"],
        properties: areAllPropsUndefined(item, [
            "repositoryUrl",
            "branch",
            "repositoryToken",
            "buildProperties",
            "stagingEnvironmentPolicy",
            "allowConfigFileUpdates",
            "templateProperties",
            "provider",
            "enterpriseGradeCdnStatus",
            "publicNetworkAccess",
        ])
            ? undefined
            : _staticSitePatchResourcePropertiesSerializer(item),
    };
}
function _staticSiteCollectionDeserializer(item) {
    return {
        value: staticSiteARMResourceArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function staticSiteARMResourceArraySerializer(result) {
    return result.map((item) => {
        return staticSiteARMResourceSerializer(item);
    });
}
function staticSiteARMResourceArrayDeserializer(result) {
    return result.map((item) => {
        return staticSiteARMResourceDeserializer(item);
    });
}
function _staticSiteUserCollectionDeserializer(item) {
    return {
        value: staticSiteUserARMResourceArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function staticSiteUserARMResourceArraySerializer(result) {
    return result.map((item) => {
        return staticSiteUserARMResourceSerializer(item);
    });
}
function staticSiteUserARMResourceArrayDeserializer(result) {
    return result.map((item) => {
        return staticSiteUserARMResourceDeserializer(item);
    });
}
function staticSiteUserARMResourceSerializer(item) {
    return {
        kind: item["kind"],
        properties: areAllPropsUndefined(item, ["roles"])
            ? undefined
            : _staticSiteUserARMResourcePropertiesSerializer(item),
    };
}
function staticSiteUserARMResourceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _staticSiteUserARMResourcePropertiesDeserializer(item["properties"])),
    };
}
function staticSiteUserARMResourcePropertiesSerializer(item) {
    return { roles: item["roles"] };
}
function staticSiteUserARMResourcePropertiesDeserializer(item) {
    return {
        provider: item["provider"],
        userId: item["userId"],
        displayName: item["displayName"],
        roles: item["roles"],
    };
}
function stringDictionarySerializer(item) {
    return { kind: item["kind"], properties: item["properties"] };
}
function stringDictionaryDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        properties: !item["properties"]
            ? item["properties"]
            : Object.fromEntries(Object.entries(item["properties"]).map(([k, p]) => [k, p])),
    };
}
function staticSiteUserInvitationRequestResourceSerializer(item) {
    return {
        kind: item["kind"],
        properties: areAllPropsUndefined(item, [
            "domain",
            "provider",
            "userDetails",
            "roles",
            "numHoursToExpiration",
        ])
            ? undefined
            : _staticSiteUserInvitationRequestResourcePropertiesSerializer(item),
    };
}
function staticSiteUserInvitationRequestResourcePropertiesSerializer(item) {
    return {
        domain: item["domain"],
        provider: item["provider"],
        userDetails: item["userDetails"],
        roles: item["roles"],
        numHoursToExpiration: item["numHoursToExpiration"],
    };
}
function staticSiteUserInvitationResponseResourceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _staticSiteUserInvitationResponseResourcePropertiesDeserializer(item["properties"])),
    };
}
function staticSiteUserInvitationResponseResourcePropertiesDeserializer(item) {
    return {
        expiresOn: !item["expiresOn"] ? item["expiresOn"] : new Date(item["expiresOn"]),
        invitationUrl: item["invitationUrl"],
    };
}
function _staticSiteFunctionOverviewCollectionDeserializer(item) {
    return {
        value: staticSiteFunctionOverviewARMResourceArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function staticSiteFunctionOverviewARMResourceArrayDeserializer(result) {
    return result.map((item) => {
        return staticSiteFunctionOverviewARMResourceDeserializer(item);
    });
}
function staticSiteFunctionOverviewARMResourceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _staticSiteFunctionOverviewARMResourcePropertiesDeserializer(item["properties"])),
    };
}
function staticSiteFunctionOverviewARMResourcePropertiesDeserializer(item) {
    return {
        functionName: item["functionName"],
        triggerType: item["triggerType"],
    };
}
/** The trigger type of the function */
var KnownTriggerTypes;
(function (KnownTriggerTypes) {
    /** HttpTrigger */
    KnownTriggerTypes["HttpTrigger"] = "HttpTrigger";
    /** Unknown */
    KnownTriggerTypes["Unknown"] = "Unknown";
})(KnownTriggerTypes || (KnownTriggerTypes = {}));
function stringListDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        properties: !item["properties"]
            ? item["properties"]
            : item["properties"].map((p) => {
                return p;
            }),
    };
}
function staticSiteResetPropertiesARMResourceSerializer(item) {
    return {
        kind: item["kind"],
        properties: areAllPropsUndefined(item, ["repositoryToken", "shouldUpdateRepository"])
            ? undefined
            : _staticSiteResetPropertiesARMResourcePropertiesSerializer(item),
    };
}
function staticSiteResetPropertiesARMResourcePropertiesSerializer(item) {
    return {
        repositoryToken: item["repositoryToken"],
        shouldUpdateRepository: item["shouldUpdateRepository"],
    };
}
function _databaseConnectionCollectionDeserializer(item) {
    return {
        value: databaseConnectionArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function databaseConnectionArraySerializer(result) {
    return result.map((item) => {
        return databaseConnectionSerializer(item);
    });
}
function databaseConnectionArrayDeserializer(result) {
    return result.map((item) => {
        return databaseConnectionDeserializer(item);
    });
}
function databaseConnectionSerializer(item) {
    return {
        properties: areAllPropsUndefined(item, [
            "resourceId",
            "connectionIdentity",
            "connectionString",
            "region",
        ])
            ? undefined
            : _databaseConnectionPropertiesSerializer(item),
        kind: item["kind"],
    };
}
function databaseConnectionDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _databaseConnectionPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function databaseConnectionPropertiesSerializer(item) {
    return {
        resourceId: item["resourceId"],
        connectionIdentity: item["connectionIdentity"],
        connectionString: item["connectionString"],
        region: item["region"],
    };
}
function databaseConnectionPropertiesDeserializer(item) {
    return {
        resourceId: item["resourceId"],
        connectionIdentity: item["connectionIdentity"],
        connectionString: item["connectionString"],
        region: item["region"],
        configurationFiles: !item["configurationFiles"]
            ? item["configurationFiles"]
            : staticSiteDatabaseConnectionConfigurationFileOverviewArrayDeserializer(item["configurationFiles"]),
    };
}
function staticSiteZipDeploymentARMResourceSerializer(item) {
    return {
        kind: item["kind"],
        properties: areAllPropsUndefined(item, [
            "appZipUrl",
            "apiZipUrl",
            "deploymentTitle",
            "provider",
            "functionLanguage",
        ])
            ? undefined
            : _staticSiteZipDeploymentARMResourcePropertiesSerializer(item),
    };
}
function staticSiteZipDeploymentSerializer(item) {
    return {
        appZipUrl: item["appZipUrl"],
        apiZipUrl: item["apiZipUrl"],
        deploymentTitle: item["deploymentTitle"],
        provider: item["provider"],
        functionLanguage: item["functionLanguage"],
    };
}
function staticSiteBuildARMResourceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _staticSiteBuildARMResourcePropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function staticSiteBuildARMResourcePropertiesDeserializer(item) {
    return {
        buildId: item["buildId"],
        sourceBranch: item["sourceBranch"],
        pullRequestTitle: item["pullRequestTitle"],
        hostname: item["hostname"],
        createdTimeUtc: !item["createdTimeUtc"]
            ? item["createdTimeUtc"]
            : new Date(item["createdTimeUtc"]),
        lastUpdatedOn: !item["lastUpdatedOn"] ? item["lastUpdatedOn"] : new Date(item["lastUpdatedOn"]),
        status: item["status"],
        userProvidedFunctionApps: !item["userProvidedFunctionApps"]
            ? item["userProvidedFunctionApps"]
            : staticSiteUserProvidedFunctionAppArrayDeserializer(item["userProvidedFunctionApps"]),
        linkedBackends: !item["linkedBackends"]
            ? item["linkedBackends"]
            : staticSiteLinkedBackendArrayDeserializer(item["linkedBackends"]),
        databaseConnections: !item["databaseConnections"]
            ? item["databaseConnections"]
            : databaseConnectionOverviewArrayDeserializer(item["databaseConnections"]),
    };
}
/** The status of the static site build. */
var KnownBuildStatus;
(function (KnownBuildStatus) {
    /** WaitingForDeployment */
    KnownBuildStatus["WaitingForDeployment"] = "WaitingForDeployment";
    /** Uploading */
    KnownBuildStatus["Uploading"] = "Uploading";
    /** Deploying */
    KnownBuildStatus["Deploying"] = "Deploying";
    /** Ready */
    KnownBuildStatus["Ready"] = "Ready";
    /** Failed */
    KnownBuildStatus["Failed"] = "Failed";
    /** Deleting */
    KnownBuildStatus["Deleting"] = "Deleting";
    /** Detached */
    KnownBuildStatus["Detached"] = "Detached";
})(KnownBuildStatus || (KnownBuildStatus = {}));
function _staticSiteBuildCollectionDeserializer(item) {
    return {
        value: staticSiteBuildARMResourceArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function staticSiteBuildARMResourceArrayDeserializer(result) {
    return result.map((item) => {
        return staticSiteBuildARMResourceDeserializer(item);
    });
}
function databaseConnectionPatchRequestSerializer(item) {
    return {
        properties: areAllPropsUndefined(item, [
            "resourceId",
            "connectionIdentity",
            "connectionString",
            "region",
        ])
            ? undefined
            : _databaseConnectionPatchRequestPropertiesSerializer(item),
    };
}
function databaseConnectionPatchRequestPropertiesSerializer(item) {
    return {
        resourceId: item["resourceId"],
        connectionIdentity: item["connectionIdentity"],
        connectionString: item["connectionString"],
        region: item["region"],
    };
}
function staticSiteUserProvidedFunctionAppARMResourceSerializer(item) {
    return {
        properties: areAllPropsUndefined(item, ["functionAppResourceId", "functionAppRegion"])
            ? undefined
            : _staticSiteUserProvidedFunctionAppARMResourcePropertiesSerializer(item),
        kind: item["kind"],
    };
}
function staticSiteUserProvidedFunctionAppARMResourceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _staticSiteUserProvidedFunctionAppARMResourcePropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function staticSiteUserProvidedFunctionAppARMResourcePropertiesSerializer(item) {
    return {
        functionAppResourceId: item["functionAppResourceId"],
        functionAppRegion: item["functionAppRegion"],
    };
}
function staticSiteUserProvidedFunctionAppARMResourcePropertiesDeserializer(item) {
    return {
        functionAppResourceId: item["functionAppResourceId"],
        functionAppRegion: item["functionAppRegion"],
        createdOn: !item["createdOn"] ? item["createdOn"] : new Date(item["createdOn"]),
    };
}
function _staticSiteUserProvidedFunctionAppsCollectionDeserializer(item) {
    return {
        value: staticSiteUserProvidedFunctionAppARMResourceArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function staticSiteUserProvidedFunctionAppARMResourceArraySerializer(result) {
    return result.map((item) => {
        return staticSiteUserProvidedFunctionAppARMResourceSerializer(item);
    });
}
function staticSiteUserProvidedFunctionAppARMResourceArrayDeserializer(result) {
    return result.map((item) => {
        return staticSiteUserProvidedFunctionAppARMResourceDeserializer(item);
    });
}
function staticSiteBasicAuthPropertiesARMResourceSerializer(item) {
    return {
        properties: areAllPropsUndefined(item, [
            "password",
            "secretUrl",
            "applicableEnvironmentsMode",
            "environments",
        ])
            ? undefined
            : _staticSiteBasicAuthPropertiesARMResourcePropertiesSerializer(item),
        kind: item["kind"],
    };
}
function staticSiteBasicAuthPropertiesARMResourceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _staticSiteBasicAuthPropertiesARMResourcePropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function staticSiteBasicAuthPropertiesARMResourcePropertiesSerializer(item) {
    return {
        password: item["password"],
        secretUrl: item["secretUrl"],
        applicableEnvironmentsMode: item["applicableEnvironmentsMode"],
        environments: !item["environments"]
            ? item["environments"]
            : item["environments"].map((p) => {
                return p;
            }),
    };
}
function staticSiteBasicAuthPropertiesARMResourcePropertiesDeserializer(item) {
    return {
        password: item["password"],
        secretUrl: item["secretUrl"],
        applicableEnvironmentsMode: item["applicableEnvironmentsMode"],
        environments: !item["environments"]
            ? item["environments"]
            : item["environments"].map((p) => {
                return p;
            }),
        secretState: item["secretState"],
    };
}
/** Known values of {@link BasicAuthName} that the service accepts. */
var KnownBasicAuthName;
(function (KnownBasicAuthName) {
    /** default */
    KnownBasicAuthName["Default"] = "default";
})(KnownBasicAuthName || (KnownBasicAuthName = {}));
function _staticSiteBasicAuthPropertiesCollectionDeserializer(item) {
    return {
        value: staticSiteBasicAuthPropertiesARMResourceArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function staticSiteBasicAuthPropertiesARMResourceArraySerializer(result) {
    return result.map((item) => {
        return staticSiteBasicAuthPropertiesARMResourceSerializer(item);
    });
}
function staticSiteBasicAuthPropertiesARMResourceArrayDeserializer(result) {
    return result.map((item) => {
        return staticSiteBasicAuthPropertiesARMResourceDeserializer(item);
    });
}
function staticSiteCustomDomainOverviewARMResourceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _staticSiteCustomDomainOverviewARMResourcePropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function staticSiteCustomDomainOverviewARMResourcePropertiesDeserializer(item) {
    return {
        domainName: item["domainName"],
        createdOn: !item["createdOn"] ? item["createdOn"] : new Date(item["createdOn"]),
        status: item["status"],
        validationToken: item["validationToken"],
        errorMessage: item["errorMessage"],
    };
}
/** The status of the custom domain */
var KnownCustomDomainStatus;
(function (KnownCustomDomainStatus) {
    /** RetrievingValidationToken */
    KnownCustomDomainStatus["RetrievingValidationToken"] = "RetrievingValidationToken";
    /** Validating */
    KnownCustomDomainStatus["Validating"] = "Validating";
    /** Adding */
    KnownCustomDomainStatus["Adding"] = "Adding";
    /** Ready */
    KnownCustomDomainStatus["Ready"] = "Ready";
    /** Failed */
    KnownCustomDomainStatus["Failed"] = "Failed";
    /** Deleting */
    KnownCustomDomainStatus["Deleting"] = "Deleting";
    /** Unhealthy */
    KnownCustomDomainStatus["Unhealthy"] = "Unhealthy";
})(KnownCustomDomainStatus || (KnownCustomDomainStatus = {}));
function staticSiteCustomDomainRequestPropertiesARMResourceSerializer(item) {
    return {
        kind: item["kind"],
        properties: areAllPropsUndefined(item, ["validationMethod"])
            ? undefined
            : _staticSiteCustomDomainRequestPropertiesARMResourcePropertiesSerializer(item),
    };
}
function staticSiteCustomDomainRequestPropertiesARMResourcePropertiesSerializer(item) {
    return { validationMethod: item["validationMethod"] };
}
function _staticSiteCustomDomainOverviewCollectionDeserializer(item) {
    return {
        value: staticSiteCustomDomainOverviewARMResourceArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function staticSiteCustomDomainOverviewARMResourceArrayDeserializer(result) {
    return result.map((item) => {
        return staticSiteCustomDomainOverviewARMResourceDeserializer(item);
    });
}
function staticSiteLinkedBackendARMResourceSerializer(item) {
    return {
        properties: areAllPropsUndefined(item, ["backendResourceId", "region"])
            ? undefined
            : _staticSiteLinkedBackendARMResourcePropertiesSerializer(item),
        kind: item["kind"],
    };
}
function staticSiteLinkedBackendARMResourceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _staticSiteLinkedBackendARMResourcePropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function staticSiteLinkedBackendARMResourcePropertiesSerializer(item) {
    return { backendResourceId: item["backendResourceId"], region: item["region"] };
}
function staticSiteLinkedBackendARMResourcePropertiesDeserializer(item) {
    return {
        backendResourceId: item["backendResourceId"],
        region: item["region"],
        createdOn: !item["createdOn"] ? item["createdOn"] : new Date(item["createdOn"]),
        provisioningState: item["provisioningState"],
    };
}
function _staticSiteLinkedBackendsCollectionDeserializer(item) {
    return {
        value: staticSiteLinkedBackendARMResourceArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function staticSiteLinkedBackendARMResourceArraySerializer(result) {
    return result.map((item) => {
        return staticSiteLinkedBackendARMResourceSerializer(item);
    });
}
function staticSiteLinkedBackendARMResourceArrayDeserializer(result) {
    return result.map((item) => {
        return staticSiteLinkedBackendARMResourceDeserializer(item);
    });
}
function staticSitesWorkflowPreviewRequestSerializer(item) {
    return {
        kind: item["kind"],
        properties: areAllPropsUndefined(item, ["repositoryUrl", "branch", "buildProperties"])
            ? undefined
            : _staticSitesWorkflowPreviewRequestPropertiesSerializer(item),
    };
}
function staticSitesWorkflowPreviewRequestPropertiesSerializer(item) {
    return {
        repositoryUrl: item["repositoryUrl"],
        branch: item["branch"],
        buildProperties: !item["buildProperties"]
            ? item["buildProperties"]
            : staticSiteBuildPropertiesSerializer(item["buildProperties"]),
    };
}
function staticSitesWorkflowPreviewDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _staticSitesWorkflowPreviewPropertiesDeserializer(item["properties"])),
    };
}
function staticSitesWorkflowPreviewPropertiesDeserializer(item) {
    return {
        path: item["path"],
        contents: item["contents"],
    };
}
function sitePatchResourceSerializer(item) {
    return {
        kind: item["kind"],
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "enabled",
            "hostNameSslStates",
            "serverFarmId",
            "reserved",
            "isXenon",
            "hyperV",
            "dnsConfiguration",
            "siteConfig",
            "scmSiteAlsoStopped",
            "hostingEnvironmentProfile",
            "clientAffinityEnabled",
            "clientAffinityProxyEnabled",
            "clientCertEnabled",
            "clientCertMode",
            "clientCertExclusionPaths",
            "hostNamesDisabled",
            "customDomainVerificationId",
            "containerSize",
            "dailyMemoryTimeQuota",
            "cloningInfo",
            "httpsOnly",
            "redundancyMode",
            "publicNetworkAccess",
            "storageAccountRequired",
            "keyVaultReferenceIdentity",
            "virtualNetworkSubnetId",
        ])
            ? undefined
            : _sitePatchResourcePropertiesSerializer(item),
        identity: !item["identity"]
            ? item["identity"]
            : managedServiceIdentitySerializer(item["identity"]),
    };
}
function sitePatchResourcePropertiesSerializer(item) {
    return {
        enabled: item["enabled"],
        hostNameSslStates: !item["hostNameSslStates"]
            ? item["hostNameSslStates"]
            : hostNameSslStateArraySerializer(item["hostNameSslStates"]),
        serverFarmId: item["serverFarmId"],
        reserved: item["reserved"],
        isXenon: item["isXenon"],
        hyperV: item["hyperV"],
        dnsConfiguration: !item["dnsConfiguration"]
            ? item["dnsConfiguration"]
            : siteDnsConfigSerializer(item["dnsConfiguration"]),
        siteConfig: !item["siteConfig"] ? item["siteConfig"] : siteConfigSerializer(item["siteConfig"]),
        scmSiteAlsoStopped: item["scmSiteAlsoStopped"],
        hostingEnvironmentProfile: !item["hostingEnvironmentProfile"]
            ? item["hostingEnvironmentProfile"]
            : hostingEnvironmentProfileSerializer(item["hostingEnvironmentProfile"]),
        clientAffinityEnabled: item["clientAffinityEnabled"],
        clientAffinityProxyEnabled: item["clientAffinityProxyEnabled"],
        clientCertEnabled: item["clientCertEnabled"],
        clientCertMode: item["clientCertMode"],
        clientCertExclusionPaths: item["clientCertExclusionPaths"],
        hostNamesDisabled: item["hostNamesDisabled"],
        customDomainVerificationId: item["customDomainVerificationId"],
        containerSize: item["containerSize"],
        dailyMemoryTimeQuota: item["dailyMemoryTimeQuota"],
        cloningInfo: !item["cloningInfo"]
            ? item["cloningInfo"]
            : cloningInfoSerializer(item["cloningInfo"]),
        httpsOnly: item["httpsOnly"],
        redundancyMode: item["redundancyMode"],
        publicNetworkAccess: item["publicNetworkAccess"],
        storageAccountRequired: item["storageAccountRequired"],
        keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
        virtualNetworkSubnetId: item["virtualNetworkSubnetId"],
    };
}
function customHostnameAnalysisResultDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _customHostnameAnalysisResultPropertiesDeserializer(item["properties"])),
    };
}
function customHostnameAnalysisResultPropertiesDeserializer(item) {
    return {
        isHostnameAlreadyVerified: item["isHostnameAlreadyVerified"],
        customDomainVerificationTest: item["customDomainVerificationTest"],
        customDomainVerificationFailureInfo: !item["customDomainVerificationFailureInfo"]
            ? item["customDomainVerificationFailureInfo"]
            : errorEntityDeserializer(item["customDomainVerificationFailureInfo"]),
        hasConflictOnScaleUnit: item["hasConflictOnScaleUnit"],
        hasConflictAcrossSubscription: item["hasConflictAcrossSubscription"],
        conflictingAppResourceId: item["conflictingAppResourceId"],
        cNameRecords: !item["cNameRecords"]
            ? item["cNameRecords"]
            : item["cNameRecords"].map((p) => {
                return p;
            }),
        txtRecords: !item["txtRecords"]
            ? item["txtRecords"]
            : item["txtRecords"].map((p) => {
                return p;
            }),
        aRecords: !item["aRecords"]
            ? item["aRecords"]
            : item["aRecords"].map((p) => {
                return p;
            }),
        alternateCNameRecords: !item["alternateCNameRecords"]
            ? item["alternateCNameRecords"]
            : item["alternateCNameRecords"].map((p) => {
                return p;
            }),
        alternateTxtRecords: !item["alternateTxtRecords"]
            ? item["alternateTxtRecords"]
            : item["alternateTxtRecords"].map((p) => {
                return p;
            }),
    };
}
function csmSlotEntitySerializer(item) {
    return { targetSlot: item["targetSlot"], preserveVnet: item["preserveVnet"] };
}
function backupRequestSerializer(item) {
    return {
        kind: item["kind"],
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "backupName",
            "enabled",
            "storageAccountUrl",
            "backupSchedule",
            "databases",
        ])
            ? undefined
            : _backupRequestPropertiesSerializer(item),
    };
}
function backupRequestDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _backupRequestPropertiesDeserializer(item["properties"])),
    };
}
function backupRequestPropertiesSerializer(item) {
    return {
        backupName: item["backupName"],
        enabled: item["enabled"],
        storageAccountUrl: item["storageAccountUrl"],
        backupSchedule: !item["backupSchedule"]
            ? item["backupSchedule"]
            : backupScheduleSerializer(item["backupSchedule"]),
        databases: !item["databases"]
            ? item["databases"]
            : databaseBackupSettingArraySerializer(item["databases"]),
    };
}
function backupRequestPropertiesDeserializer(item) {
    return {
        backupName: item["backupName"],
        enabled: item["enabled"],
        storageAccountUrl: item["storageAccountUrl"],
        backupSchedule: !item["backupSchedule"]
            ? item["backupSchedule"]
            : backupScheduleDeserializer(item["backupSchedule"]),
        databases: !item["databases"]
            ? item["databases"]
            : databaseBackupSettingArrayDeserializer(item["databases"]),
    };
}
function backupScheduleSerializer(item) {
    return {
        frequencyInterval: item["frequencyInterval"],
        frequencyUnit: item["frequencyUnit"],
        keepAtLeastOneBackup: item["keepAtLeastOneBackup"],
        retentionPeriodInDays: item["retentionPeriodInDays"],
        startTime: !item["startTime"] ? item["startTime"] : item["startTime"].toISOString(),
    };
}
function backupScheduleDeserializer(item) {
    return {
        frequencyInterval: item["frequencyInterval"],
        frequencyUnit: item["frequencyUnit"],
        keepAtLeastOneBackup: item["keepAtLeastOneBackup"],
        retentionPeriodInDays: item["retentionPeriodInDays"],
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        lastExecutionTime: !item["lastExecutionTime"]
            ? item["lastExecutionTime"]
            : new Date(item["lastExecutionTime"]),
    };
}
function databaseBackupSettingArraySerializer(result) {
    return result.map((item) => {
        return databaseBackupSettingSerializer(item);
    });
}
function databaseBackupSettingArrayDeserializer(result) {
    return result.map((item) => {
        return databaseBackupSettingDeserializer(item);
    });
}
function databaseBackupSettingSerializer(item) {
    return {
        databaseType: item["databaseType"],
        name: item["name"],
        connectionStringName: item["connectionStringName"],
        connectionString: item["connectionString"],
    };
}
function databaseBackupSettingDeserializer(item) {
    return {
        databaseType: item["databaseType"],
        name: item["name"],
        connectionStringName: item["connectionStringName"],
        connectionString: item["connectionString"],
    };
}
/** Database type (e.g. SqlAzure / MySql). */
var KnownDatabaseType;
(function (KnownDatabaseType) {
    /** SqlAzure */
    KnownDatabaseType["SqlAzure"] = "SqlAzure";
    /** MySql */
    KnownDatabaseType["MySql"] = "MySql";
    /** LocalMySql */
    KnownDatabaseType["LocalMySql"] = "LocalMySql";
    /** PostgreSql */
    KnownDatabaseType["PostgreSql"] = "PostgreSql";
})(KnownDatabaseType || (KnownDatabaseType = {}));
function backupItemDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _backupItemPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function backupItemPropertiesDeserializer(item) {
    return {
        backupId: item["id"],
        storageAccountUrl: item["storageAccountUrl"],
        blobName: item["blobName"],
        name: item["name"],
        status: item["status"],
        sizeInBytes: item["sizeInBytes"],
        created: !item["created"] ? item["created"] : new Date(item["created"]),
        log: item["log"],
        databases: !item["databases"]
            ? item["databases"]
            : databaseBackupSettingArrayDeserializer(item["databases"]),
        scheduled: item["scheduled"],
        lastRestoreTimeStamp: !item["lastRestoreTimeStamp"]
            ? item["lastRestoreTimeStamp"]
            : new Date(item["lastRestoreTimeStamp"]),
        finishedTimeStamp: !item["finishedTimeStamp"]
            ? item["finishedTimeStamp"]
            : new Date(item["finishedTimeStamp"]),
        correlationId: item["correlationId"],
        websiteSizeInBytes: item["websiteSizeInBytes"],
    };
}
function siteAuthSettingsSerializer(item) {
    return {
        kind: item["kind"],
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "enabled",
            "runtimeVersion",
            "unauthenticatedClientAction",
            "tokenStoreEnabled",
            "allowedExternalRedirectUrls",
            "defaultProvider",
            "tokenRefreshExtensionHours",
            "clientId",
            "clientSecret",
            "clientSecretSettingName",
            "clientSecretCertificateThumbprint",
            "issuer",
            "validateIssuer",
            "allowedAudiences",
            "additionalLoginParams",
            "aadClaimsAuthorization",
            "googleClientId",
            "googleClientSecret",
            "googleClientSecretSettingName",
            "googleOAuthScopes",
            "facebookAppId",
            "facebookAppSecret",
            "facebookAppSecretSettingName",
            "facebookOAuthScopes",
            "gitHubClientId",
            "gitHubClientSecret",
            "gitHubClientSecretSettingName",
            "gitHubOAuthScopes",
            "twitterConsumerKey",
            "twitterConsumerSecret",
            "twitterConsumerSecretSettingName",
            "microsoftAccountClientId",
            "microsoftAccountClientSecret",
            "microsoftAccountClientSecretSettingName",
            "microsoftAccountOAuthScopes",
            "isAuthFromFile",
            "authFilePath",
            "configVersion",
        ])
            ? undefined
            : _siteAuthSettingsPropertiesSerializer(item),
    };
}
function siteAuthSettingsDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _siteAuthSettingsPropertiesDeserializer(item["properties"])),
    };
}
function siteAuthSettingsPropertiesSerializer(item) {
    return {
        enabled: item["enabled"],
        runtimeVersion: item["runtimeVersion"],
        unauthenticatedClientAction: item["unauthenticatedClientAction"],
        tokenStoreEnabled: item["tokenStoreEnabled"],
        allowedExternalRedirectUrls: !item["allowedExternalRedirectUrls"]
            ? item["allowedExternalRedirectUrls"]
            : item["allowedExternalRedirectUrls"].map((p) => {
                return p;
            }),
        defaultProvider: item["defaultProvider"],
        tokenRefreshExtensionHours: item["tokenRefreshExtensionHours"],
        clientId: item["clientId"],
        clientSecret: item["clientSecret"],
        clientSecretSettingName: item["clientSecretSettingName"],
        clientSecretCertificateThumbprint: item["clientSecretCertificateThumbprint"],
        issuer: item["issuer"],
        validateIssuer: item["validateIssuer"],
        allowedAudiences: !item["allowedAudiences"]
            ? item["allowedAudiences"]
            : item["allowedAudiences"].map((p) => {
                return p;
            }),
        additionalLoginParams: !item["additionalLoginParams"]
            ? item["additionalLoginParams"]
            : item["additionalLoginParams"].map((p) => {
                return p;
            }),
        aadClaimsAuthorization: item["aadClaimsAuthorization"],
        googleClientId: item["googleClientId"],
        googleClientSecret: item["googleClientSecret"],
        googleClientSecretSettingName: item["googleClientSecretSettingName"],
        googleOAuthScopes: !item["googleOAuthScopes"]
            ? item["googleOAuthScopes"]
            : item["googleOAuthScopes"].map((p) => {
                return p;
            }),
        facebookAppId: item["facebookAppId"],
        facebookAppSecret: item["facebookAppSecret"],
        facebookAppSecretSettingName: item["facebookAppSecretSettingName"],
        facebookOAuthScopes: !item["facebookOAuthScopes"]
            ? item["facebookOAuthScopes"]
            : item["facebookOAuthScopes"].map((p) => {
                return p;
            }),
        gitHubClientId: item["gitHubClientId"],
        gitHubClientSecret: item["gitHubClientSecret"],
        gitHubClientSecretSettingName: item["gitHubClientSecretSettingName"],
        gitHubOAuthScopes: !item["gitHubOAuthScopes"]
            ? item["gitHubOAuthScopes"]
            : item["gitHubOAuthScopes"].map((p) => {
                return p;
            }),
        twitterConsumerKey: item["twitterConsumerKey"],
        twitterConsumerSecret: item["twitterConsumerSecret"],
        twitterConsumerSecretSettingName: item["twitterConsumerSecretSettingName"],
        microsoftAccountClientId: item["microsoftAccountClientId"],
        microsoftAccountClientSecret: item["microsoftAccountClientSecret"],
        microsoftAccountClientSecretSettingName: item["microsoftAccountClientSecretSettingName"],
        microsoftAccountOAuthScopes: !item["microsoftAccountOAuthScopes"]
            ? item["microsoftAccountOAuthScopes"]
            : item["microsoftAccountOAuthScopes"].map((p) => {
                return p;
            }),
        isAuthFromFile: item["isAuthFromFile"],
        authFilePath: item["authFilePath"],
        configVersion: item["configVersion"],
    };
}
function siteAuthSettingsPropertiesDeserializer(item) {
    return {
        enabled: item["enabled"],
        runtimeVersion: item["runtimeVersion"],
        unauthenticatedClientAction: item["unauthenticatedClientAction"],
        tokenStoreEnabled: item["tokenStoreEnabled"],
        allowedExternalRedirectUrls: !item["allowedExternalRedirectUrls"]
            ? item["allowedExternalRedirectUrls"]
            : item["allowedExternalRedirectUrls"].map((p) => {
                return p;
            }),
        defaultProvider: item["defaultProvider"],
        tokenRefreshExtensionHours: item["tokenRefreshExtensionHours"],
        clientId: item["clientId"],
        clientSecret: item["clientSecret"],
        clientSecretSettingName: item["clientSecretSettingName"],
        clientSecretCertificateThumbprint: item["clientSecretCertificateThumbprint"],
        issuer: item["issuer"],
        validateIssuer: item["validateIssuer"],
        allowedAudiences: !item["allowedAudiences"]
            ? item["allowedAudiences"]
            : item["allowedAudiences"].map((p) => {
                return p;
            }),
        additionalLoginParams: !item["additionalLoginParams"]
            ? item["additionalLoginParams"]
            : item["additionalLoginParams"].map((p) => {
                return p;
            }),
        aadClaimsAuthorization: item["aadClaimsAuthorization"],
        googleClientId: item["googleClientId"],
        googleClientSecret: item["googleClientSecret"],
        googleClientSecretSettingName: item["googleClientSecretSettingName"],
        googleOAuthScopes: !item["googleOAuthScopes"]
            ? item["googleOAuthScopes"]
            : item["googleOAuthScopes"].map((p) => {
                return p;
            }),
        facebookAppId: item["facebookAppId"],
        facebookAppSecret: item["facebookAppSecret"],
        facebookAppSecretSettingName: item["facebookAppSecretSettingName"],
        facebookOAuthScopes: !item["facebookOAuthScopes"]
            ? item["facebookOAuthScopes"]
            : item["facebookOAuthScopes"].map((p) => {
                return p;
            }),
        gitHubClientId: item["gitHubClientId"],
        gitHubClientSecret: item["gitHubClientSecret"],
        gitHubClientSecretSettingName: item["gitHubClientSecretSettingName"],
        gitHubOAuthScopes: !item["gitHubOAuthScopes"]
            ? item["gitHubOAuthScopes"]
            : item["gitHubOAuthScopes"].map((p) => {
                return p;
            }),
        twitterConsumerKey: item["twitterConsumerKey"],
        twitterConsumerSecret: item["twitterConsumerSecret"],
        twitterConsumerSecretSettingName: item["twitterConsumerSecretSettingName"],
        microsoftAccountClientId: item["microsoftAccountClientId"],
        microsoftAccountClientSecret: item["microsoftAccountClientSecret"],
        microsoftAccountClientSecretSettingName: item["microsoftAccountClientSecretSettingName"],
        microsoftAccountOAuthScopes: !item["microsoftAccountOAuthScopes"]
            ? item["microsoftAccountOAuthScopes"]
            : item["microsoftAccountOAuthScopes"].map((p) => {
                return p;
            }),
        isAuthFromFile: item["isAuthFromFile"],
        authFilePath: item["authFilePath"],
        configVersion: item["configVersion"],
    };
}
function azureStoragePropertyDictionaryResourceSerializer(item) {
    return {
        kind: item["kind"],
        properties: !item["properties"]
            ? item["properties"]
            : azureStorageInfoValueRecordSerializer(item["properties"]),
    };
}
function azureStoragePropertyDictionaryResourceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        properties: !item["properties"]
            ? item["properties"]
            : azureStorageInfoValueRecordDeserializer(item["properties"]),
    };
}
function connectionStringDictionarySerializer(item) {
    return {
        kind: item["kind"],
        properties: !item["properties"]
            ? item["properties"]
            : connStringValueTypePairRecordSerializer(item["properties"]),
    };
}
function connectionStringDictionaryDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        properties: !item["properties"]
            ? item["properties"]
            : connStringValueTypePairRecordDeserializer(item["properties"]),
    };
}
function connStringValueTypePairRecordSerializer(item) {
    const result = {};
    Object.keys(item).map((key) => {
        result[key] = !item[key] ? item[key] : connStringValueTypePairSerializer(item[key]);
    });
    return result;
}
function connStringValueTypePairRecordDeserializer(item) {
    const result = {};
    Object.keys(item).map((key) => {
        result[key] = !item[key] ? item[key] : connStringValueTypePairDeserializer(item[key]);
    });
    return result;
}
function connStringValueTypePairSerializer(item) {
    return { value: item["value"], type: item["type"] };
}
function connStringValueTypePairDeserializer(item) {
    return {
        value: item["value"],
        type: item["type"],
    };
}
function restoreRequestSerializer(item) {
    return {
        kind: item["kind"],
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "storageAccountUrl",
            "blobName",
            "overwrite",
            "siteName",
            "databases",
            "ignoreConflictingHostNames",
            "ignoreDatabases",
            "appServicePlan",
            "operationType",
            "adjustConnectionStrings",
            "hostingEnvironment",
        ])
            ? undefined
            : _restoreRequestPropertiesSerializer(item),
    };
}
function restoreRequestDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _restoreRequestPropertiesDeserializer(item["properties"])),
    };
}
function restoreRequestPropertiesSerializer(item) {
    return {
        storageAccountUrl: item["storageAccountUrl"],
        blobName: item["blobName"],
        overwrite: item["overwrite"],
        siteName: item["siteName"],
        databases: !item["databases"]
            ? item["databases"]
            : databaseBackupSettingArraySerializer(item["databases"]),
        ignoreConflictingHostNames: item["ignoreConflictingHostNames"],
        ignoreDatabases: item["ignoreDatabases"],
        appServicePlan: item["appServicePlan"],
        operationType: item["operationType"],
        adjustConnectionStrings: item["adjustConnectionStrings"],
        hostingEnvironment: item["hostingEnvironment"],
    };
}
function restoreRequestPropertiesDeserializer(item) {
    return {
        storageAccountUrl: item["storageAccountUrl"],
        blobName: item["blobName"],
        overwrite: item["overwrite"],
        siteName: item["siteName"],
        databases: !item["databases"]
            ? item["databases"]
            : databaseBackupSettingArrayDeserializer(item["databases"]),
        ignoreConflictingHostNames: item["ignoreConflictingHostNames"],
        ignoreDatabases: item["ignoreDatabases"],
        appServicePlan: item["appServicePlan"],
        operationType: item["operationType"],
        adjustConnectionStrings: item["adjustConnectionStrings"],
        hostingEnvironment: item["hostingEnvironment"],
    };
}
function hostKeysDeserializer(item) {
    return {
        masterKey: item["masterKey"],
        functionKeys: !item["functionKeys"]
            ? item["functionKeys"]
            : Object.fromEntries(Object.entries(item["functionKeys"]).map(([k, p]) => [k, p])),
        systemKeys: !item["systemKeys"]
            ? item["systemKeys"]
            : Object.fromEntries(Object.entries(item["systemKeys"]).map(([k, p]) => [k, p])),
    };
}
function keyInfoSerializer(item) {
    return { name: item["name"], value: item["value"] };
}
function keyInfoDeserializer(item) {
    return {
        name: item["name"],
        value: item["value"],
    };
}
function hybridConnectionSerializer(item) {
    return {
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "serviceBusNamespace",
            "relayName",
            "relayArmUri",
            "hostname",
            "port",
            "sendKeyName",
            "sendKeyValue",
            "serviceBusSuffix",
        ])
            ? undefined
            : _hybridConnectionPropertiesSerializer(item),
        kind: item["kind"],
    };
}
function hybridConnectionDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _hybridConnectionPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function hybridConnectionPropertiesSerializer(item) {
    return {
        serviceBusNamespace: item["serviceBusNamespace"],
        relayName: item["relayName"],
        relayArmUri: item["relayArmUri"],
        hostname: item["hostname"],
        port: item["port"],
        sendKeyName: item["sendKeyName"],
        sendKeyValue: item["sendKeyValue"],
        serviceBusSuffix: item["serviceBusSuffix"],
    };
}
function hybridConnectionPropertiesDeserializer(item) {
    return {
        serviceBusNamespace: item["serviceBusNamespace"],
        relayName: item["relayName"],
        relayArmUri: item["relayArmUri"],
        hostname: item["hostname"],
        port: item["port"],
        sendKeyName: item["sendKeyName"],
        sendKeyValue: item["sendKeyValue"],
        serviceBusSuffix: item["serviceBusSuffix"],
    };
}
function relayServiceConnectionEntitySerializer(item) {
    return {
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "entityName",
            "entityConnectionString",
            "resourceType",
            "resourceConnectionString",
            "hostname",
            "port",
            "biztalkUri",
        ])
            ? undefined
            : _relayServiceConnectionEntityPropertiesSerializer(item),
        kind: item["kind"],
    };
}
function relayServiceConnectionEntityDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _relayServiceConnectionEntityPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function relayServiceConnectionEntityPropertiesSerializer(item) {
    return {
        entityName: item["entityName"],
        entityConnectionString: item["entityConnectionString"],
        resourceType: item["resourceType"],
        resourceConnectionString: item["resourceConnectionString"],
        hostname: item["hostname"],
        port: item["port"],
        biztalkUri: item["biztalkUri"],
    };
}
function relayServiceConnectionEntityPropertiesDeserializer(item) {
    return {
        entityName: item["entityName"],
        entityConnectionString: item["entityConnectionString"],
        resourceType: item["resourceType"],
        resourceConnectionString: item["resourceConnectionString"],
        hostname: item["hostname"],
        port: item["port"],
        biztalkUri: item["biztalkUri"],
    };
}
function siteCloneabilityDeserializer(item) {
    return {
        result: item["result"],
        blockingFeatures: !item["blockingFeatures"]
            ? item["blockingFeatures"]
            : siteCloneabilityCriterionArrayDeserializer(item["blockingFeatures"]),
        unsupportedFeatures: !item["unsupportedFeatures"]
            ? item["unsupportedFeatures"]
            : siteCloneabilityCriterionArrayDeserializer(item["unsupportedFeatures"]),
        blockingCharacteristics: !item["blockingCharacteristics"]
            ? item["blockingCharacteristics"]
            : siteCloneabilityCriterionArrayDeserializer(item["blockingCharacteristics"]),
    };
}
function siteCloneabilityCriterionArrayDeserializer(result) {
    return result.map((item) => {
        return siteCloneabilityCriterionDeserializer(item);
    });
}
function siteCloneabilityCriterionDeserializer(item) {
    return {
        name: item["name"],
        description: item["description"],
    };
}
function _backupItemCollectionDeserializer(item) {
    return {
        value: backupItemArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function backupItemArrayDeserializer(result) {
    return result.map((item) => {
        return backupItemDeserializer(item);
    });
}
function functionSecretsDeserializer(item) {
    return {
        key: item["key"],
        triggerUrl: item["trigger_url"],
    };
}
function networkTraceDeserializer(item) {
    return {
        path: item["path"],
        status: item["status"],
        message: item["message"],
    };
}
function _perfMonCounterCollectionDeserializer(item) {
    return {
        value: perfMonResponseArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function perfMonResponseArrayDeserializer(result) {
    return result.map((item) => {
        return perfMonResponseDeserializer(item);
    });
}
function perfMonResponseDeserializer(item) {
    return {
        code: item["code"],
        message: item["message"],
        data: !item["data"] ? item["data"] : perfMonSetDeserializer(item["data"]),
    };
}
function perfMonSetDeserializer(item) {
    return {
        name: item["name"],
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        timeGrain: item["timeGrain"],
        values: !item["values"] ? item["values"] : perfMonSampleArrayDeserializer(item["values"]),
    };
}
function perfMonSampleArrayDeserializer(result) {
    return result.map((item) => {
        return perfMonSampleDeserializer(item);
    });
}
function perfMonSampleDeserializer(item) {
    return {
        time: !item["time"] ? item["time"] : new Date(item["time"]),
        instanceName: item["instanceName"],
        value: item["value"],
    };
}
function sitePhpErrorLogFlagDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _sitePhpErrorLogFlagPropertiesDeserializer(item["properties"])),
    };
}
function sitePhpErrorLogFlagPropertiesDeserializer(item) {
    return {
        localLogErrors: item["localLogErrors"],
        masterLogErrors: item["masterLogErrors"],
        localLogErrorsMaxLength: item["localLogErrorsMaxLength"],
        masterLogErrorsMaxLength: item["masterLogErrorsMaxLength"],
    };
}
function premierAddOnSerializer(item) {
    return {
        tags: item["tags"],
        location: item["location"],
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "sku",
            "product",
            "vendor",
            "marketplacePublisher",
            "marketplaceOffer",
        ])
            ? undefined
            : _premierAddOnPropertiesSerializer(item),
        kind: item["kind"],
    };
}
function premierAddOnDeserializer(item) {
    return {
        tags: !item["tags"]
            ? item["tags"]
            : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
        location: item["location"],
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _premierAddOnPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function premierAddOnPropertiesSerializer(item) {
    return {
        sku: item["sku"],
        product: item["product"],
        vendor: item["vendor"],
        marketplacePublisher: item["marketplacePublisher"],
        marketplaceOffer: item["marketplaceOffer"],
    };
}
function premierAddOnPropertiesDeserializer(item) {
    return {
        sku: item["sku"],
        product: item["product"],
        vendor: item["vendor"],
        marketplacePublisher: item["marketplacePublisher"],
        marketplaceOffer: item["marketplaceOffer"],
    };
}
function csmPublishingProfileOptionsSerializer(item) {
    return {
        format: item["format"],
        includeDisasterRecoveryEndpoints: item["includeDisasterRecoveryEndpoints"],
    };
}
/**
 * Name of the format. Valid values are:
 * FileZilla3
 * WebDeploy -- default
 * Ftp
 */
var KnownPublishingProfileFormat;
(function (KnownPublishingProfileFormat) {
    /** FileZilla3 */
    KnownPublishingProfileFormat["FileZilla3"] = "FileZilla3";
    /** WebDeploy */
    KnownPublishingProfileFormat["WebDeploy"] = "WebDeploy";
    /** Ftp */
    KnownPublishingProfileFormat["Ftp"] = "Ftp";
})(KnownPublishingProfileFormat || (KnownPublishingProfileFormat = {}));
function deletedAppRestoreRequestSerializer(item) {
    return {
        kind: item["kind"],
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "deletedSiteId",
            "recoverConfiguration",
            "snapshotTime",
            "useDRSecondary",
        ])
            ? undefined
            : _deletedAppRestoreRequestPropertiesSerializer(item),
    };
}
function deletedAppRestoreRequestPropertiesSerializer(item) {
    return {
        deletedSiteId: item["deletedSiteId"],
        recoverConfiguration: item["recoverConfiguration"],
        snapshotTime: item["snapshotTime"],
        useDRSecondary: item["useDRSecondary"],
    };
}
function snapshotRestoreRequestSerializer(item) {
    return {
        kind: item["kind"],
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "snapshotTime",
            "recoverySource",
            "overwrite",
            "recoverConfiguration",
            "ignoreConflictingHostNames",
            "useDRSecondary",
        ])
            ? undefined
            : _snapshotRestoreRequestPropertiesSerializer(item),
    };
}
function snapshotRestoreRequestPropertiesSerializer(item) {
    return {
        snapshotTime: item["snapshotTime"],
        recoverySource: !item["recoverySource"]
            ? item["recoverySource"]
            : snapshotRecoverySourceSerializer(item["recoverySource"]),
        overwrite: item["overwrite"],
        recoverConfiguration: item["recoverConfiguration"],
        ignoreConflictingHostNames: item["ignoreConflictingHostNames"],
        useDRSecondary: item["useDRSecondary"],
    };
}
function snapshotRecoverySourceSerializer(item) {
    return { location: item["location"], id: item["id"] };
}
function _slotDifferenceCollectionDeserializer(item) {
    return {
        value: slotDifferenceArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function slotDifferenceArrayDeserializer(result) {
    return result.map((item) => {
        return slotDifferenceDeserializer(item);
    });
}
function slotDifferenceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _slotDifferencePropertiesDeserializer(item["properties"])),
    };
}
function slotDifferencePropertiesDeserializer(item) {
    return {
        level: item["level"],
        settingType: item["settingType"],
        diffRule: item["diffRule"],
        settingName: item["settingName"],
        valueInCurrentSlot: item["valueInCurrentSlot"],
        valueInTargetSlot: item["valueInTargetSlot"],
        description: item["description"],
    };
}
function _snapshotCollectionDeserializer(item) {
    return {
        value: snapshotArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function snapshotArrayDeserializer(result) {
    return result.map((item) => {
        return snapshotDeserializer(item);
    });
}
function snapshotDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _snapshotPropertiesDeserializer(item["properties"])),
    };
}
function snapshotPropertiesDeserializer(item) {
    return {
        time: item["time"],
    };
}
function workflowArtifactsSerializer(item) {
    return {
        appSettings: item["appSettings"],
        files: item["files"],
        filesToDelete: !item["filesToDelete"]
            ? item["filesToDelete"]
            : item["filesToDelete"].map((p) => {
                return p;
            }),
    };
}
function workflowEnvelopeDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        properties: !item["properties"]
            ? item["properties"]
            : workflowEnvelopePropertiesDeserializer(item["properties"]),
        kind: item["kind"],
        location: item["location"],
    };
}
function workflowEnvelopePropertiesDeserializer(item) {
    return {
        files: !item["files"]
            ? item["files"]
            : Object.fromEntries(Object.entries(item["files"]).map(([k, p]) => [k, p])),
        flowState: item["flowState"],
        health: !item["health"] ? item["health"] : workflowHealthDeserializer(item["health"]),
    };
}
/** The workflow state. */
var KnownWorkflowState;
(function (KnownWorkflowState) {
    /** NotSpecified */
    KnownWorkflowState["NotSpecified"] = "NotSpecified";
    /** Completed */
    KnownWorkflowState["Completed"] = "Completed";
    /** Enabled */
    KnownWorkflowState["Enabled"] = "Enabled";
    /** Disabled */
    KnownWorkflowState["Disabled"] = "Disabled";
    /** Deleted */
    KnownWorkflowState["Deleted"] = "Deleted";
    /** Suspended */
    KnownWorkflowState["Suspended"] = "Suspended";
})(KnownWorkflowState || (KnownWorkflowState = {}));
function workflowHealthDeserializer(item) {
    return {
        state: item["state"],
        error: !item["error"] ? item["error"] : errorEntityDeserializer(item["error"]),
    };
}
function vnetInfoResourceSerializer(item) {
    return {
        properties: check_prop_undefined_areAllPropsUndefined(item, ["vnetResourceId", "certBlob", "dnsServers", "isSwift"])
            ? undefined
            : _vnetInfoResourcePropertiesSerializer(item),
        kind: item["kind"],
    };
}
function vnetInfoResourceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _vnetInfoResourcePropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function vnetInfoSerializer(item) {
    return {
        vnetResourceId: item["vnetResourceId"],
        certBlob: item["certBlob"],
        dnsServers: item["dnsServers"],
        isSwift: item["isSwift"],
    };
}
function vnetInfoDeserializer(item) {
    return {
        vnetResourceId: item["vnetResourceId"],
        certThumbprint: item["certThumbprint"],
        certBlob: item["certBlob"],
        routes: !item["routes"] ? item["routes"] : vnetRouteArrayDeserializer(item["routes"]),
        resyncRequired: item["resyncRequired"],
        dnsServers: item["dnsServers"],
        isSwift: item["isSwift"],
    };
}
function vnetRouteArraySerializer(result) {
    return result.map((item) => {
        return vnetRouteSerializer(item);
    });
}
function vnetRouteArrayDeserializer(result) {
    return result.map((item) => {
        return vnetRouteDeserializer(item);
    });
}
function vnetRouteSerializer(item) {
    return {
        properties: areAllPropsUndefined(item, ["startAddress", "endAddress", "routeType"])
            ? undefined
            : _vnetRoutePropertiesSerializer(item),
        kind: item["kind"],
    };
}
function vnetRouteDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _vnetRoutePropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function vnetRoutePropertiesSerializer(item) {
    return {
        startAddress: item["startAddress"],
        endAddress: item["endAddress"],
        routeType: item["routeType"],
    };
}
function vnetRoutePropertiesDeserializer(item) {
    return {
        startAddress: item["startAddress"],
        endAddress: item["endAddress"],
        routeType: item["routeType"],
    };
}
/**
 * The type of route this is:
 * DEFAULT - By default, every app has routes to the local address ranges specified by RFC1918
 * INHERITED - Routes inherited from the real Virtual Network routes
 * STATIC - Static route set on the app only
 *
 * These values will be used for syncing an app's routes with those from a Virtual Network.
 */
var KnownRouteType;
(function (KnownRouteType) {
    /** DEFAULT */
    KnownRouteType["Default"] = "DEFAULT";
    /** INHERITED */
    KnownRouteType["Inherited"] = "INHERITED";
    /** STATIC */
    KnownRouteType["Static"] = "STATIC";
})(KnownRouteType || (KnownRouteType = {}));
function vnetGatewaySerializer(item) {
    return {
        properties: check_prop_undefined_areAllPropsUndefined(item, ["vnetName", "vpnPackageUri"])
            ? undefined
            : _vnetGatewayPropertiesSerializer(item),
        kind: item["kind"],
    };
}
function vnetGatewayDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _vnetGatewayPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function vnetGatewayPropertiesSerializer(item) {
    return { vnetName: item["vnetName"], vpnPackageUri: item["vpnPackageUri"] };
}
function vnetGatewayPropertiesDeserializer(item) {
    return {
        vnetName: item["vnetName"],
        vpnPackageUri: item["vpnPackageUri"],
    };
}
function storageMigrationOptionsSerializer(item) {
    return {
        kind: item["kind"],
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "azurefilesConnectionString",
            "azurefilesShare",
            "switchSiteAfterMigration",
            "blockWriteAccessToSite",
        ])
            ? undefined
            : _storageMigrationOptionsPropertiesSerializer(item),
    };
}
function storageMigrationOptionsPropertiesSerializer(item) {
    return {
        azurefilesConnectionString: item["azurefilesConnectionString"],
        azurefilesShare: item["azurefilesShare"],
        switchSiteAfterMigration: item["switchSiteAfterMigration"],
        blockWriteAccessToSite: item["blockWriteAccessToSite"],
    };
}
function storageMigrationResponseDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _storageMigrationResponsePropertiesDeserializer(item["properties"])),
    };
}
function storageMigrationResponsePropertiesDeserializer(item) {
    return {
        operationId: item["operationId"],
    };
}
function migrateMySqlRequestSerializer(item) {
    return {
        kind: item["kind"],
        properties: check_prop_undefined_areAllPropsUndefined(item, ["connectionString", "migrationType"])
            ? undefined
            : _migrateMySqlRequestPropertiesSerializer(item),
    };
}
function migrateMySqlRequestPropertiesSerializer(item) {
    return { connectionString: item["connectionString"], migrationType: item["migrationType"] };
}
function csmPublishingCredentialsPoliciesEntitySerializer(item) {
    return {
        properties: check_prop_undefined_areAllPropsUndefined(item, ["allow"])
            ? undefined
            : _csmPublishingCredentialsPoliciesEntityPropertiesSerializer(item),
        kind: item["kind"],
    };
}
function csmPublishingCredentialsPoliciesEntityDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _csmPublishingCredentialsPoliciesEntityPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function csmPublishingCredentialsPoliciesEntityPropertiesSerializer(item) {
    return { allow: item["allow"] };
}
function csmPublishingCredentialsPoliciesEntityPropertiesDeserializer(item) {
    return {
        allow: item["allow"],
    };
}
function _publishingCredentialsPoliciesCollectionDeserializer(item) {
    return {
        value: csmPublishingCredentialsPoliciesEntityArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function csmPublishingCredentialsPoliciesEntityArraySerializer(result) {
    return result.map((item) => {
        return csmPublishingCredentialsPoliciesEntitySerializer(item);
    });
}
function csmPublishingCredentialsPoliciesEntityArrayDeserializer(result) {
    return result.map((item) => {
        return csmPublishingCredentialsPoliciesEntityDeserializer(item);
    });
}
function siteAuthSettingsV2Serializer(item) {
    return {
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "platform",
            "globalValidation",
            "identityProviders",
            "login",
            "httpSettings",
        ])
            ? undefined
            : _siteAuthSettingsV2PropertiesSerializer(item),
        kind: item["kind"],
    };
}
function siteAuthSettingsV2Deserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _siteAuthSettingsV2PropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function siteAuthSettingsV2PropertiesSerializer(item) {
    return {
        platform: !item["platform"] ? item["platform"] : authPlatformSerializer(item["platform"]),
        globalValidation: !item["globalValidation"]
            ? item["globalValidation"]
            : globalValidationSerializer(item["globalValidation"]),
        identityProviders: !item["identityProviders"]
            ? item["identityProviders"]
            : identityProvidersSerializer(item["identityProviders"]),
        login: !item["login"] ? item["login"] : loginSerializer(item["login"]),
        httpSettings: !item["httpSettings"]
            ? item["httpSettings"]
            : httpSettingsSerializer(item["httpSettings"]),
    };
}
function siteAuthSettingsV2PropertiesDeserializer(item) {
    return {
        platform: !item["platform"] ? item["platform"] : authPlatformDeserializer(item["platform"]),
        globalValidation: !item["globalValidation"]
            ? item["globalValidation"]
            : globalValidationDeserializer(item["globalValidation"]),
        identityProviders: !item["identityProviders"]
            ? item["identityProviders"]
            : identityProvidersDeserializer(item["identityProviders"]),
        login: !item["login"] ? item["login"] : loginDeserializer(item["login"]),
        httpSettings: !item["httpSettings"]
            ? item["httpSettings"]
            : httpSettingsDeserializer(item["httpSettings"]),
    };
}
function authPlatformSerializer(item) {
    return {
        enabled: item["enabled"],
        runtimeVersion: item["runtimeVersion"],
        configFilePath: item["configFilePath"],
    };
}
function authPlatformDeserializer(item) {
    return {
        enabled: item["enabled"],
        runtimeVersion: item["runtimeVersion"],
        configFilePath: item["configFilePath"],
    };
}
function globalValidationSerializer(item) {
    return {
        requireAuthentication: item["requireAuthentication"],
        unauthenticatedClientAction: item["unauthenticatedClientAction"],
        redirectToProvider: item["redirectToProvider"],
        excludedPaths: !item["excludedPaths"]
            ? item["excludedPaths"]
            : item["excludedPaths"].map((p) => {
                return p;
            }),
    };
}
function globalValidationDeserializer(item) {
    return {
        requireAuthentication: item["requireAuthentication"],
        unauthenticatedClientAction: item["unauthenticatedClientAction"],
        redirectToProvider: item["redirectToProvider"],
        excludedPaths: !item["excludedPaths"]
            ? item["excludedPaths"]
            : item["excludedPaths"].map((p) => {
                return p;
            }),
    };
}
function identityProvidersSerializer(item) {
    return {
        azureActiveDirectory: !item["azureActiveDirectory"]
            ? item["azureActiveDirectory"]
            : azureActiveDirectorySerializer(item["azureActiveDirectory"]),
        facebook: !item["facebook"] ? item["facebook"] : facebookSerializer(item["facebook"]),
        gitHub: !item["gitHub"] ? item["gitHub"] : gitHubSerializer(item["gitHub"]),
        google: !item["google"] ? item["google"] : googleSerializer(item["google"]),
        legacyMicrosoftAccount: !item["legacyMicrosoftAccount"]
            ? item["legacyMicrosoftAccount"]
            : legacyMicrosoftAccountSerializer(item["legacyMicrosoftAccount"]),
        twitter: !item["twitter"] ? item["twitter"] : twitterSerializer(item["twitter"]),
        apple: !item["apple"] ? item["apple"] : appleSerializer(item["apple"]),
        azureStaticWebApps: !item["azureStaticWebApps"]
            ? item["azureStaticWebApps"]
            : azureStaticWebAppsSerializer(item["azureStaticWebApps"]),
        customOpenIdConnectProviders: !item["customOpenIdConnectProviders"]
            ? item["customOpenIdConnectProviders"]
            : customOpenIdConnectProviderRecordSerializer(item["customOpenIdConnectProviders"]),
    };
}
function identityProvidersDeserializer(item) {
    return {
        azureActiveDirectory: !item["azureActiveDirectory"]
            ? item["azureActiveDirectory"]
            : azureActiveDirectoryDeserializer(item["azureActiveDirectory"]),
        facebook: !item["facebook"] ? item["facebook"] : facebookDeserializer(item["facebook"]),
        gitHub: !item["gitHub"] ? item["gitHub"] : gitHubDeserializer(item["gitHub"]),
        google: !item["google"] ? item["google"] : googleDeserializer(item["google"]),
        legacyMicrosoftAccount: !item["legacyMicrosoftAccount"]
            ? item["legacyMicrosoftAccount"]
            : legacyMicrosoftAccountDeserializer(item["legacyMicrosoftAccount"]),
        twitter: !item["twitter"] ? item["twitter"] : twitterDeserializer(item["twitter"]),
        apple: !item["apple"] ? item["apple"] : appleDeserializer(item["apple"]),
        azureStaticWebApps: !item["azureStaticWebApps"]
            ? item["azureStaticWebApps"]
            : azureStaticWebAppsDeserializer(item["azureStaticWebApps"]),
        customOpenIdConnectProviders: !item["customOpenIdConnectProviders"]
            ? item["customOpenIdConnectProviders"]
            : customOpenIdConnectProviderRecordDeserializer(item["customOpenIdConnectProviders"]),
    };
}
function azureActiveDirectorySerializer(item) {
    return {
        enabled: item["enabled"],
        registration: !item["registration"]
            ? item["registration"]
            : azureActiveDirectoryRegistrationSerializer(item["registration"]),
        login: !item["login"] ? item["login"] : azureActiveDirectoryLoginSerializer(item["login"]),
        validation: !item["validation"]
            ? item["validation"]
            : azureActiveDirectoryValidationSerializer(item["validation"]),
        isAutoProvisioned: item["isAutoProvisioned"],
    };
}
function azureActiveDirectoryDeserializer(item) {
    return {
        enabled: item["enabled"],
        registration: !item["registration"]
            ? item["registration"]
            : azureActiveDirectoryRegistrationDeserializer(item["registration"]),
        login: !item["login"] ? item["login"] : azureActiveDirectoryLoginDeserializer(item["login"]),
        validation: !item["validation"]
            ? item["validation"]
            : azureActiveDirectoryValidationDeserializer(item["validation"]),
        isAutoProvisioned: item["isAutoProvisioned"],
    };
}
function azureActiveDirectoryRegistrationSerializer(item) {
    return {
        openIdIssuer: item["openIdIssuer"],
        clientId: item["clientId"],
        clientSecretSettingName: item["clientSecretSettingName"],
        clientSecretCertificateThumbprint: item["clientSecretCertificateThumbprint"],
        clientSecretCertificateSubjectAlternativeName: item["clientSecretCertificateSubjectAlternativeName"],
        clientSecretCertificateIssuer: item["clientSecretCertificateIssuer"],
    };
}
function azureActiveDirectoryRegistrationDeserializer(item) {
    return {
        openIdIssuer: item["openIdIssuer"],
        clientId: item["clientId"],
        clientSecretSettingName: item["clientSecretSettingName"],
        clientSecretCertificateThumbprint: item["clientSecretCertificateThumbprint"],
        clientSecretCertificateSubjectAlternativeName: item["clientSecretCertificateSubjectAlternativeName"],
        clientSecretCertificateIssuer: item["clientSecretCertificateIssuer"],
    };
}
function azureActiveDirectoryLoginSerializer(item) {
    return {
        loginParameters: !item["loginParameters"]
            ? item["loginParameters"]
            : item["loginParameters"].map((p) => {
                return p;
            }),
        disableWWWAuthenticate: item["disableWWWAuthenticate"],
    };
}
function azureActiveDirectoryLoginDeserializer(item) {
    return {
        loginParameters: !item["loginParameters"]
            ? item["loginParameters"]
            : item["loginParameters"].map((p) => {
                return p;
            }),
        disableWWWAuthenticate: item["disableWWWAuthenticate"],
    };
}
function azureActiveDirectoryValidationSerializer(item) {
    return {
        jwtClaimChecks: !item["jwtClaimChecks"]
            ? item["jwtClaimChecks"]
            : jwtClaimChecksSerializer(item["jwtClaimChecks"]),
        allowedAudiences: !item["allowedAudiences"]
            ? item["allowedAudiences"]
            : item["allowedAudiences"].map((p) => {
                return p;
            }),
        defaultAuthorizationPolicy: !item["defaultAuthorizationPolicy"]
            ? item["defaultAuthorizationPolicy"]
            : defaultAuthorizationPolicySerializer(item["defaultAuthorizationPolicy"]),
    };
}
function azureActiveDirectoryValidationDeserializer(item) {
    return {
        jwtClaimChecks: !item["jwtClaimChecks"]
            ? item["jwtClaimChecks"]
            : jwtClaimChecksDeserializer(item["jwtClaimChecks"]),
        allowedAudiences: !item["allowedAudiences"]
            ? item["allowedAudiences"]
            : item["allowedAudiences"].map((p) => {
                return p;
            }),
        defaultAuthorizationPolicy: !item["defaultAuthorizationPolicy"]
            ? item["defaultAuthorizationPolicy"]
            : defaultAuthorizationPolicyDeserializer(item["defaultAuthorizationPolicy"]),
    };
}
function jwtClaimChecksSerializer(item) {
    return {
        allowedGroups: !item["allowedGroups"]
            ? item["allowedGroups"]
            : item["allowedGroups"].map((p) => {
                return p;
            }),
        allowedClientApplications: !item["allowedClientApplications"]
            ? item["allowedClientApplications"]
            : item["allowedClientApplications"].map((p) => {
                return p;
            }),
    };
}
function jwtClaimChecksDeserializer(item) {
    return {
        allowedGroups: !item["allowedGroups"]
            ? item["allowedGroups"]
            : item["allowedGroups"].map((p) => {
                return p;
            }),
        allowedClientApplications: !item["allowedClientApplications"]
            ? item["allowedClientApplications"]
            : item["allowedClientApplications"].map((p) => {
                return p;
            }),
    };
}
function defaultAuthorizationPolicySerializer(item) {
    return {
        allowedPrincipals: !item["allowedPrincipals"]
            ? item["allowedPrincipals"]
            : allowedPrincipalsSerializer(item["allowedPrincipals"]),
        allowedApplications: !item["allowedApplications"]
            ? item["allowedApplications"]
            : item["allowedApplications"].map((p) => {
                return p;
            }),
    };
}
function defaultAuthorizationPolicyDeserializer(item) {
    return {
        allowedPrincipals: !item["allowedPrincipals"]
            ? item["allowedPrincipals"]
            : allowedPrincipalsDeserializer(item["allowedPrincipals"]),
        allowedApplications: !item["allowedApplications"]
            ? item["allowedApplications"]
            : item["allowedApplications"].map((p) => {
                return p;
            }),
    };
}
function allowedPrincipalsSerializer(item) {
    return {
        groups: !item["groups"]
            ? item["groups"]
            : item["groups"].map((p) => {
                return p;
            }),
        identities: !item["identities"]
            ? item["identities"]
            : item["identities"].map((p) => {
                return p;
            }),
    };
}
function allowedPrincipalsDeserializer(item) {
    return {
        groups: !item["groups"]
            ? item["groups"]
            : item["groups"].map((p) => {
                return p;
            }),
        identities: !item["identities"]
            ? item["identities"]
            : item["identities"].map((p) => {
                return p;
            }),
    };
}
function facebookSerializer(item) {
    return {
        enabled: item["enabled"],
        registration: !item["registration"]
            ? item["registration"]
            : appRegistrationSerializer(item["registration"]),
        graphApiVersion: item["graphApiVersion"],
        login: !item["login"] ? item["login"] : loginScopesSerializer(item["login"]),
    };
}
function facebookDeserializer(item) {
    return {
        enabled: item["enabled"],
        registration: !item["registration"]
            ? item["registration"]
            : appRegistrationDeserializer(item["registration"]),
        graphApiVersion: item["graphApiVersion"],
        login: !item["login"] ? item["login"] : loginScopesDeserializer(item["login"]),
    };
}
function appRegistrationSerializer(item) {
    return { appId: item["appId"], appSecretSettingName: item["appSecretSettingName"] };
}
function appRegistrationDeserializer(item) {
    return {
        appId: item["appId"],
        appSecretSettingName: item["appSecretSettingName"],
    };
}
function loginScopesSerializer(item) {
    return {
        scopes: !item["scopes"]
            ? item["scopes"]
            : item["scopes"].map((p) => {
                return p;
            }),
    };
}
function loginScopesDeserializer(item) {
    return {
        scopes: !item["scopes"]
            ? item["scopes"]
            : item["scopes"].map((p) => {
                return p;
            }),
    };
}
function gitHubSerializer(item) {
    return {
        enabled: item["enabled"],
        registration: !item["registration"]
            ? item["registration"]
            : clientRegistrationSerializer(item["registration"]),
        login: !item["login"] ? item["login"] : loginScopesSerializer(item["login"]),
    };
}
function gitHubDeserializer(item) {
    return {
        enabled: item["enabled"],
        registration: !item["registration"]
            ? item["registration"]
            : clientRegistrationDeserializer(item["registration"]),
        login: !item["login"] ? item["login"] : loginScopesDeserializer(item["login"]),
    };
}
function clientRegistrationSerializer(item) {
    return { clientId: item["clientId"], clientSecretSettingName: item["clientSecretSettingName"] };
}
function clientRegistrationDeserializer(item) {
    return {
        clientId: item["clientId"],
        clientSecretSettingName: item["clientSecretSettingName"],
    };
}
function googleSerializer(item) {
    return {
        enabled: item["enabled"],
        registration: !item["registration"]
            ? item["registration"]
            : clientRegistrationSerializer(item["registration"]),
        login: !item["login"] ? item["login"] : loginScopesSerializer(item["login"]),
        validation: !item["validation"]
            ? item["validation"]
            : allowedAudiencesValidationSerializer(item["validation"]),
    };
}
function googleDeserializer(item) {
    return {
        enabled: item["enabled"],
        registration: !item["registration"]
            ? item["registration"]
            : clientRegistrationDeserializer(item["registration"]),
        login: !item["login"] ? item["login"] : loginScopesDeserializer(item["login"]),
        validation: !item["validation"]
            ? item["validation"]
            : allowedAudiencesValidationDeserializer(item["validation"]),
    };
}
function allowedAudiencesValidationSerializer(item) {
    return {
        allowedAudiences: !item["allowedAudiences"]
            ? item["allowedAudiences"]
            : item["allowedAudiences"].map((p) => {
                return p;
            }),
    };
}
function allowedAudiencesValidationDeserializer(item) {
    return {
        allowedAudiences: !item["allowedAudiences"]
            ? item["allowedAudiences"]
            : item["allowedAudiences"].map((p) => {
                return p;
            }),
    };
}
function legacyMicrosoftAccountSerializer(item) {
    return {
        enabled: item["enabled"],
        registration: !item["registration"]
            ? item["registration"]
            : clientRegistrationSerializer(item["registration"]),
        login: !item["login"] ? item["login"] : loginScopesSerializer(item["login"]),
        validation: !item["validation"]
            ? item["validation"]
            : allowedAudiencesValidationSerializer(item["validation"]),
    };
}
function legacyMicrosoftAccountDeserializer(item) {
    return {
        enabled: item["enabled"],
        registration: !item["registration"]
            ? item["registration"]
            : clientRegistrationDeserializer(item["registration"]),
        login: !item["login"] ? item["login"] : loginScopesDeserializer(item["login"]),
        validation: !item["validation"]
            ? item["validation"]
            : allowedAudiencesValidationDeserializer(item["validation"]),
    };
}
function twitterSerializer(item) {
    return {
        enabled: item["enabled"],
        registration: !item["registration"]
            ? item["registration"]
            : twitterRegistrationSerializer(item["registration"]),
    };
}
function twitterDeserializer(item) {
    return {
        enabled: item["enabled"],
        registration: !item["registration"]
            ? item["registration"]
            : twitterRegistrationDeserializer(item["registration"]),
    };
}
function twitterRegistrationSerializer(item) {
    return {
        consumerKey: item["consumerKey"],
        consumerSecretSettingName: item["consumerSecretSettingName"],
    };
}
function twitterRegistrationDeserializer(item) {
    return {
        consumerKey: item["consumerKey"],
        consumerSecretSettingName: item["consumerSecretSettingName"],
    };
}
function appleSerializer(item) {
    return {
        enabled: item["enabled"],
        registration: !item["registration"]
            ? item["registration"]
            : appleRegistrationSerializer(item["registration"]),
        login: !item["login"] ? item["login"] : loginScopesSerializer(item["login"]),
    };
}
function appleDeserializer(item) {
    return {
        enabled: item["enabled"],
        registration: !item["registration"]
            ? item["registration"]
            : appleRegistrationDeserializer(item["registration"]),
        login: !item["login"] ? item["login"] : loginScopesDeserializer(item["login"]),
    };
}
function appleRegistrationSerializer(item) {
    return { clientId: item["clientId"], clientSecretSettingName: item["clientSecretSettingName"] };
}
function appleRegistrationDeserializer(item) {
    return {
        clientId: item["clientId"],
        clientSecretSettingName: item["clientSecretSettingName"],
    };
}
function azureStaticWebAppsSerializer(item) {
    return {
        enabled: item["enabled"],
        registration: !item["registration"]
            ? item["registration"]
            : azureStaticWebAppsRegistrationSerializer(item["registration"]),
    };
}
function azureStaticWebAppsDeserializer(item) {
    return {
        enabled: item["enabled"],
        registration: !item["registration"]
            ? item["registration"]
            : azureStaticWebAppsRegistrationDeserializer(item["registration"]),
    };
}
function azureStaticWebAppsRegistrationSerializer(item) {
    return { clientId: item["clientId"] };
}
function azureStaticWebAppsRegistrationDeserializer(item) {
    return {
        clientId: item["clientId"],
    };
}
function customOpenIdConnectProviderRecordSerializer(item) {
    const result = {};
    Object.keys(item).map((key) => {
        result[key] = !item[key] ? item[key] : customOpenIdConnectProviderSerializer(item[key]);
    });
    return result;
}
function customOpenIdConnectProviderRecordDeserializer(item) {
    const result = {};
    Object.keys(item).map((key) => {
        result[key] = !item[key] ? item[key] : customOpenIdConnectProviderDeserializer(item[key]);
    });
    return result;
}
function customOpenIdConnectProviderSerializer(item) {
    return {
        enabled: item["enabled"],
        registration: !item["registration"]
            ? item["registration"]
            : openIdConnectRegistrationSerializer(item["registration"]),
        login: !item["login"] ? item["login"] : openIdConnectLoginSerializer(item["login"]),
    };
}
function customOpenIdConnectProviderDeserializer(item) {
    return {
        enabled: item["enabled"],
        registration: !item["registration"]
            ? item["registration"]
            : openIdConnectRegistrationDeserializer(item["registration"]),
        login: !item["login"] ? item["login"] : openIdConnectLoginDeserializer(item["login"]),
    };
}
function openIdConnectRegistrationSerializer(item) {
    return {
        clientId: item["clientId"],
        clientCredential: !item["clientCredential"]
            ? item["clientCredential"]
            : openIdConnectClientCredentialSerializer(item["clientCredential"]),
        openIdConnectConfiguration: !item["openIdConnectConfiguration"]
            ? item["openIdConnectConfiguration"]
            : openIdConnectConfigSerializer(item["openIdConnectConfiguration"]),
    };
}
function openIdConnectRegistrationDeserializer(item) {
    return {
        clientId: item["clientId"],
        clientCredential: !item["clientCredential"]
            ? item["clientCredential"]
            : openIdConnectClientCredentialDeserializer(item["clientCredential"]),
        openIdConnectConfiguration: !item["openIdConnectConfiguration"]
            ? item["openIdConnectConfiguration"]
            : openIdConnectConfigDeserializer(item["openIdConnectConfiguration"]),
    };
}
function openIdConnectClientCredentialSerializer(item) {
    return { method: item["method"], clientSecretSettingName: item["clientSecretSettingName"] };
}
function openIdConnectClientCredentialDeserializer(item) {
    return {
        method: item["method"],
        clientSecretSettingName: item["clientSecretSettingName"],
    };
}
function openIdConnectConfigSerializer(item) {
    return {
        authorizationEndpoint: item["authorizationEndpoint"],
        tokenEndpoint: item["tokenEndpoint"],
        issuer: item["issuer"],
        certificationUri: item["certificationUri"],
        wellKnownOpenIdConfiguration: item["wellKnownOpenIdConfiguration"],
    };
}
function openIdConnectConfigDeserializer(item) {
    return {
        authorizationEndpoint: item["authorizationEndpoint"],
        tokenEndpoint: item["tokenEndpoint"],
        issuer: item["issuer"],
        certificationUri: item["certificationUri"],
        wellKnownOpenIdConfiguration: item["wellKnownOpenIdConfiguration"],
    };
}
function openIdConnectLoginSerializer(item) {
    return {
        nameClaimType: item["nameClaimType"],
        scopes: !item["scopes"]
            ? item["scopes"]
            : item["scopes"].map((p) => {
                return p;
            }),
    };
}
function openIdConnectLoginDeserializer(item) {
    return {
        nameClaimType: item["nameClaimType"],
        scopes: !item["scopes"]
            ? item["scopes"]
            : item["scopes"].map((p) => {
                return p;
            }),
    };
}
function loginSerializer(item) {
    return {
        routes: !item["routes"] ? item["routes"] : loginRoutesSerializer(item["routes"]),
        tokenStore: !item["tokenStore"] ? item["tokenStore"] : tokenStoreSerializer(item["tokenStore"]),
        preserveUrlFragmentsForLogins: item["preserveUrlFragmentsForLogins"],
        allowedExternalRedirectUrls: !item["allowedExternalRedirectUrls"]
            ? item["allowedExternalRedirectUrls"]
            : item["allowedExternalRedirectUrls"].map((p) => {
                return p;
            }),
        cookieExpiration: !item["cookieExpiration"]
            ? item["cookieExpiration"]
            : cookieExpirationSerializer(item["cookieExpiration"]),
        nonce: !item["nonce"] ? item["nonce"] : nonceSerializer(item["nonce"]),
    };
}
function loginDeserializer(item) {
    return {
        routes: !item["routes"] ? item["routes"] : loginRoutesDeserializer(item["routes"]),
        tokenStore: !item["tokenStore"]
            ? item["tokenStore"]
            : tokenStoreDeserializer(item["tokenStore"]),
        preserveUrlFragmentsForLogins: item["preserveUrlFragmentsForLogins"],
        allowedExternalRedirectUrls: !item["allowedExternalRedirectUrls"]
            ? item["allowedExternalRedirectUrls"]
            : item["allowedExternalRedirectUrls"].map((p) => {
                return p;
            }),
        cookieExpiration: !item["cookieExpiration"]
            ? item["cookieExpiration"]
            : cookieExpirationDeserializer(item["cookieExpiration"]),
        nonce: !item["nonce"] ? item["nonce"] : nonceDeserializer(item["nonce"]),
    };
}
function loginRoutesSerializer(item) {
    return { logoutEndpoint: item["logoutEndpoint"] };
}
function loginRoutesDeserializer(item) {
    return {
        logoutEndpoint: item["logoutEndpoint"],
    };
}
function tokenStoreSerializer(item) {
    return {
        enabled: item["enabled"],
        tokenRefreshExtensionHours: item["tokenRefreshExtensionHours"],
        fileSystem: !item["fileSystem"]
            ? item["fileSystem"]
            : fileSystemTokenStoreSerializer(item["fileSystem"]),
        azureBlobStorage: !item["azureBlobStorage"]
            ? item["azureBlobStorage"]
            : blobStorageTokenStoreSerializer(item["azureBlobStorage"]),
    };
}
function tokenStoreDeserializer(item) {
    return {
        enabled: item["enabled"],
        tokenRefreshExtensionHours: item["tokenRefreshExtensionHours"],
        fileSystem: !item["fileSystem"]
            ? item["fileSystem"]
            : fileSystemTokenStoreDeserializer(item["fileSystem"]),
        azureBlobStorage: !item["azureBlobStorage"]
            ? item["azureBlobStorage"]
            : blobStorageTokenStoreDeserializer(item["azureBlobStorage"]),
    };
}
function fileSystemTokenStoreSerializer(item) {
    return { directory: item["directory"] };
}
function fileSystemTokenStoreDeserializer(item) {
    return {
        directory: item["directory"],
    };
}
function blobStorageTokenStoreSerializer(item) {
    return { sasUrlSettingName: item["sasUrlSettingName"] };
}
function blobStorageTokenStoreDeserializer(item) {
    return {
        sasUrlSettingName: item["sasUrlSettingName"],
    };
}
function cookieExpirationSerializer(item) {
    return { convention: item["convention"], timeToExpiration: item["timeToExpiration"] };
}
function cookieExpirationDeserializer(item) {
    return {
        convention: item["convention"],
        timeToExpiration: item["timeToExpiration"],
    };
}
function nonceSerializer(item) {
    return {
        validateNonce: item["validateNonce"],
        nonceExpirationInterval: item["nonceExpirationInterval"],
    };
}
function nonceDeserializer(item) {
    return {
        validateNonce: item["validateNonce"],
        nonceExpirationInterval: item["nonceExpirationInterval"],
    };
}
function httpSettingsSerializer(item) {
    return {
        requireHttps: item["requireHttps"],
        routes: !item["routes"] ? item["routes"] : httpSettingsRoutesSerializer(item["routes"]),
        forwardProxy: !item["forwardProxy"]
            ? item["forwardProxy"]
            : forwardProxySerializer(item["forwardProxy"]),
    };
}
function httpSettingsDeserializer(item) {
    return {
        requireHttps: item["requireHttps"],
        routes: !item["routes"] ? item["routes"] : httpSettingsRoutesDeserializer(item["routes"]),
        forwardProxy: !item["forwardProxy"]
            ? item["forwardProxy"]
            : forwardProxyDeserializer(item["forwardProxy"]),
    };
}
function httpSettingsRoutesSerializer(item) {
    return { apiPrefix: item["apiPrefix"] };
}
function httpSettingsRoutesDeserializer(item) {
    return {
        apiPrefix: item["apiPrefix"],
    };
}
function forwardProxySerializer(item) {
    return {
        convention: item["convention"],
        customHostHeaderName: item["customHostHeaderName"],
        customProtoHeaderName: item["customProtoHeaderName"],
    };
}
function forwardProxyDeserializer(item) {
    return {
        convention: item["convention"],
        customHostHeaderName: item["customHostHeaderName"],
        customProtoHeaderName: item["customProtoHeaderName"],
    };
}
function apiKVReferenceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _apiKVReferencePropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function apiKVReferencePropertiesDeserializer(item) {
    return {
        reference: item["reference"],
        status: item["status"],
        vaultName: item["vaultName"],
        secretName: item["secretName"],
        secretVersion: item["secretVersion"],
        identityType: !item["identityType"]
            ? item["identityType"]
            : managedServiceIdentityDeserializer(item["identityType"]),
        details: item["details"],
        source: item["source"],
        activeVersion: item["activeVersion"],
    };
}
function _apiKVReferenceCollectionDeserializer(item) {
    return {
        value: apiKVReferenceArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function apiKVReferenceArrayDeserializer(result) {
    return result.map((item) => {
        return apiKVReferenceDeserializer(item);
    });
}
function siteLogsConfigSerializer(item) {
    return {
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "applicationLogs",
            "httpLogs",
            "failedRequestsTracing",
            "detailedErrorMessages",
        ])
            ? undefined
            : _siteLogsConfigPropertiesSerializer(item),
        kind: item["kind"],
    };
}
function siteLogsConfigDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _siteLogsConfigPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function siteLogsConfigPropertiesSerializer(item) {
    return {
        applicationLogs: !item["applicationLogs"]
            ? item["applicationLogs"]
            : applicationLogsConfigSerializer(item["applicationLogs"]),
        httpLogs: !item["httpLogs"] ? item["httpLogs"] : httpLogsConfigSerializer(item["httpLogs"]),
        failedRequestsTracing: !item["failedRequestsTracing"]
            ? item["failedRequestsTracing"]
            : enabledConfigSerializer(item["failedRequestsTracing"]),
        detailedErrorMessages: !item["detailedErrorMessages"]
            ? item["detailedErrorMessages"]
            : enabledConfigSerializer(item["detailedErrorMessages"]),
    };
}
function siteLogsConfigPropertiesDeserializer(item) {
    return {
        applicationLogs: !item["applicationLogs"]
            ? item["applicationLogs"]
            : applicationLogsConfigDeserializer(item["applicationLogs"]),
        httpLogs: !item["httpLogs"] ? item["httpLogs"] : httpLogsConfigDeserializer(item["httpLogs"]),
        failedRequestsTracing: !item["failedRequestsTracing"]
            ? item["failedRequestsTracing"]
            : enabledConfigDeserializer(item["failedRequestsTracing"]),
        detailedErrorMessages: !item["detailedErrorMessages"]
            ? item["detailedErrorMessages"]
            : enabledConfigDeserializer(item["detailedErrorMessages"]),
    };
}
function applicationLogsConfigSerializer(item) {
    return {
        fileSystem: !item["fileSystem"]
            ? item["fileSystem"]
            : fileSystemApplicationLogsConfigSerializer(item["fileSystem"]),
        azureTableStorage: !item["azureTableStorage"]
            ? item["azureTableStorage"]
            : azureTableStorageApplicationLogsConfigSerializer(item["azureTableStorage"]),
        azureBlobStorage: !item["azureBlobStorage"]
            ? item["azureBlobStorage"]
            : azureBlobStorageApplicationLogsConfigSerializer(item["azureBlobStorage"]),
    };
}
function applicationLogsConfigDeserializer(item) {
    return {
        fileSystem: !item["fileSystem"]
            ? item["fileSystem"]
            : fileSystemApplicationLogsConfigDeserializer(item["fileSystem"]),
        azureTableStorage: !item["azureTableStorage"]
            ? item["azureTableStorage"]
            : azureTableStorageApplicationLogsConfigDeserializer(item["azureTableStorage"]),
        azureBlobStorage: !item["azureBlobStorage"]
            ? item["azureBlobStorage"]
            : azureBlobStorageApplicationLogsConfigDeserializer(item["azureBlobStorage"]),
    };
}
function fileSystemApplicationLogsConfigSerializer(item) {
    return { level: item["level"] };
}
function fileSystemApplicationLogsConfigDeserializer(item) {
    return {
        level: item["level"],
    };
}
function azureTableStorageApplicationLogsConfigSerializer(item) {
    return { level: item["level"], sasUrl: item["sasUrl"] };
}
function azureTableStorageApplicationLogsConfigDeserializer(item) {
    return {
        level: item["level"],
        sasUrl: item["sasUrl"],
    };
}
function azureBlobStorageApplicationLogsConfigSerializer(item) {
    return { level: item["level"], sasUrl: item["sasUrl"], retentionInDays: item["retentionInDays"] };
}
function azureBlobStorageApplicationLogsConfigDeserializer(item) {
    return {
        level: item["level"],
        sasUrl: item["sasUrl"],
        retentionInDays: item["retentionInDays"],
    };
}
function httpLogsConfigSerializer(item) {
    return {
        fileSystem: !item["fileSystem"]
            ? item["fileSystem"]
            : fileSystemHttpLogsConfigSerializer(item["fileSystem"]),
        azureBlobStorage: !item["azureBlobStorage"]
            ? item["azureBlobStorage"]
            : azureBlobStorageHttpLogsConfigSerializer(item["azureBlobStorage"]),
    };
}
function httpLogsConfigDeserializer(item) {
    return {
        fileSystem: !item["fileSystem"]
            ? item["fileSystem"]
            : fileSystemHttpLogsConfigDeserializer(item["fileSystem"]),
        azureBlobStorage: !item["azureBlobStorage"]
            ? item["azureBlobStorage"]
            : azureBlobStorageHttpLogsConfigDeserializer(item["azureBlobStorage"]),
    };
}
function fileSystemHttpLogsConfigSerializer(item) {
    return {
        retentionInMb: item["retentionInMb"],
        retentionInDays: item["retentionInDays"],
        enabled: item["enabled"],
    };
}
function fileSystemHttpLogsConfigDeserializer(item) {
    return {
        retentionInMb: item["retentionInMb"],
        retentionInDays: item["retentionInDays"],
        enabled: item["enabled"],
    };
}
function azureBlobStorageHttpLogsConfigSerializer(item) {
    return {
        sasUrl: item["sasUrl"],
        retentionInDays: item["retentionInDays"],
        enabled: item["enabled"],
    };
}
function azureBlobStorageHttpLogsConfigDeserializer(item) {
    return {
        sasUrl: item["sasUrl"],
        retentionInDays: item["retentionInDays"],
        enabled: item["enabled"],
    };
}
function enabledConfigSerializer(item) {
    return { enabled: item["enabled"] };
}
function enabledConfigDeserializer(item) {
    return {
        enabled: item["enabled"],
    };
}
function slotConfigNamesResourceSerializer(item) {
    return {
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "connectionStringNames",
            "appSettingNames",
            "azureStorageConfigNames",
        ])
            ? undefined
            : _slotConfigNamesResourcePropertiesSerializer(item),
        kind: item["kind"],
    };
}
function slotConfigNamesResourceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _slotConfigNamesResourcePropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function slotConfigNamesSerializer(item) {
    return {
        connectionStringNames: !item["connectionStringNames"]
            ? item["connectionStringNames"]
            : item["connectionStringNames"].map((p) => {
                return p;
            }),
        appSettingNames: !item["appSettingNames"]
            ? item["appSettingNames"]
            : item["appSettingNames"].map((p) => {
                return p;
            }),
        azureStorageConfigNames: !item["azureStorageConfigNames"]
            ? item["azureStorageConfigNames"]
            : item["azureStorageConfigNames"].map((p) => {
                return p;
            }),
    };
}
function slotConfigNamesDeserializer(item) {
    return {
        connectionStringNames: !item["connectionStringNames"]
            ? item["connectionStringNames"]
            : item["connectionStringNames"].map((p) => {
                return p;
            }),
        appSettingNames: !item["appSettingNames"]
            ? item["appSettingNames"]
            : item["appSettingNames"].map((p) => {
                return p;
            }),
        azureStorageConfigNames: !item["azureStorageConfigNames"]
            ? item["azureStorageConfigNames"]
            : item["azureStorageConfigNames"].map((p) => {
                return p;
            }),
    };
}
function siteConfigResourceSerializer(item) {
    return {
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "numberOfWorkers",
            "defaultDocuments",
            "netFrameworkVersion",
            "phpVersion",
            "pythonVersion",
            "nodeVersion",
            "powerShellVersion",
            "linuxFxVersion",
            "windowsFxVersion",
            "requestTracingEnabled",
            "requestTracingExpirationTime",
            "remoteDebuggingEnabled",
            "remoteDebuggingVersion",
            "httpLoggingEnabled",
            "acrUseManagedIdentityCreds",
            "acrUserManagedIdentityID",
            "logsDirectorySizeLimit",
            "detailedErrorLoggingEnabled",
            "publishingUsername",
            "appSettings",
            "metadata",
            "connectionStrings",
            "handlerMappings",
            "documentRoot",
            "scmType",
            "use32BitWorkerProcess",
            "webSocketsEnabled",
            "alwaysOn",
            "javaVersion",
            "javaContainer",
            "javaContainerVersion",
            "appCommandLine",
            "managedPipelineMode",
            "virtualApplications",
            "loadBalancing",
            "experiments",
            "limits",
            "autoHealEnabled",
            "autoHealRules",
            "tracingOptions",
            "vnetName",
            "vnetRouteAllEnabled",
            "vnetPrivatePortsCount",
            "cors",
            "push",
            "apiDefinition",
            "apiManagementConfig",
            "autoSwapSlotName",
            "localMySqlEnabled",
            "managedServiceIdentityId",
            "xManagedServiceIdentityId",
            "keyVaultReferenceIdentity",
            "ipSecurityRestrictions",
            "ipSecurityRestrictionsDefaultAction",
            "scmIpSecurityRestrictions",
            "scmIpSecurityRestrictionsDefaultAction",
            "scmIpSecurityRestrictionsUseMain",
            "http20Enabled",
            "http20ProxyFlag",
            "minTlsVersion",
            "minTlsCipherSuite",
            "scmMinTlsVersion",
            "ftpsState",
            "preWarmedInstanceCount",
            "functionAppScaleLimit",
            "elasticWebAppScaleLimit",
            "healthCheckPath",
            "functionsRuntimeScaleMonitoringEnabled",
            "websiteTimeZone",
            "minimumElasticInstanceCount",
            "azureStorageAccounts",
            "publicNetworkAccess",
        ])
            ? undefined
            : _siteConfigResourcePropertiesSerializer(item),
        kind: item["kind"],
    };
}
function siteConfigResourceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _siteConfigResourcePropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function _siteConfigurationSnapshotInfoCollectionDeserializer(item) {
    return {
        value: siteConfigurationSnapshotInfoArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function siteConfigurationSnapshotInfoArrayDeserializer(result) {
    return result.map((item) => {
        return siteConfigurationSnapshotInfoDeserializer(item);
    });
}
function siteConfigurationSnapshotInfoDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _siteConfigurationSnapshotInfoPropertiesDeserializer(item["properties"])),
    };
}
function siteConfigurationSnapshotInfoPropertiesDeserializer(item) {
    return {
        time: !item["time"] ? item["time"] : new Date(item["time"]),
        snapshotId: item["snapshotId"],
    };
}
function _siteConfigResourceCollectionDeserializer(item) {
    return {
        value: siteConfigResourceArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function siteConfigResourceArraySerializer(result) {
    return result.map((item) => {
        return siteConfigResourceSerializer(item);
    });
}
function siteConfigResourceArrayDeserializer(result) {
    return result.map((item) => {
        return siteConfigResourceDeserializer(item);
    });
}
function continuousWebJobDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _continuousWebJobPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function continuousWebJobPropertiesDeserializer(item) {
    return {
        status: item["status"],
        detailedStatus: item["detailed_status"],
        logUrl: item["log_url"],
        runCommand: item["run_command"],
        url: item["url"],
        extraInfoUrl: item["extra_info_url"],
        webJobType: item["web_job_type"],
        error: item["error"],
        usingSdk: item["using_sdk"],
        settings: !item["settings"]
            ? item["settings"]
            : Object.fromEntries(Object.entries(item["settings"]).map(([k, p]) => [k, p])),
    };
}
function _continuousWebJobCollectionDeserializer(item) {
    return {
        value: continuousWebJobArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function continuousWebJobArrayDeserializer(result) {
    return result.map((item) => {
        return continuousWebJobDeserializer(item);
    });
}
function csmDeploymentStatusDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _csmDeploymentStatusPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function csmDeploymentStatusPropertiesDeserializer(item) {
    return {
        deploymentId: item["deploymentId"],
        status: item["status"],
        numberOfInstancesInProgress: item["numberOfInstancesInProgress"],
        numberOfInstancesSuccessful: item["numberOfInstancesSuccessful"],
        numberOfInstancesFailed: item["numberOfInstancesFailed"],
        failedInstancesLogs: !item["failedInstancesLogs"]
            ? item["failedInstancesLogs"]
            : item["failedInstancesLogs"].map((p) => {
                return p;
            }),
        errors: !item["errors"] ? item["errors"] : errorEntityArrayDeserializer(item["errors"]),
    };
}
/** Deployment build status. */
var KnownDeploymentBuildStatus;
(function (KnownDeploymentBuildStatus) {
    /** TimedOut */
    KnownDeploymentBuildStatus["TimedOut"] = "TimedOut";
    /** RuntimeFailed */
    KnownDeploymentBuildStatus["RuntimeFailed"] = "RuntimeFailed";
    /** BuildAborted */
    KnownDeploymentBuildStatus["BuildAborted"] = "BuildAborted";
    /** BuildFailed */
    KnownDeploymentBuildStatus["BuildFailed"] = "BuildFailed";
    /** BuildRequestReceived */
    KnownDeploymentBuildStatus["BuildRequestReceived"] = "BuildRequestReceived";
    /** BuildPending */
    KnownDeploymentBuildStatus["BuildPending"] = "BuildPending";
    /** BuildInProgress */
    KnownDeploymentBuildStatus["BuildInProgress"] = "BuildInProgress";
    /** BuildSuccessful */
    KnownDeploymentBuildStatus["BuildSuccessful"] = "BuildSuccessful";
    /** PostBuildRestartRequired */
    KnownDeploymentBuildStatus["PostBuildRestartRequired"] = "PostBuildRestartRequired";
    /** StartPolling */
    KnownDeploymentBuildStatus["StartPolling"] = "StartPolling";
    /** StartPollingWithRestart */
    KnownDeploymentBuildStatus["StartPollingWithRestart"] = "StartPollingWithRestart";
    /** RuntimeStarting */
    KnownDeploymentBuildStatus["RuntimeStarting"] = "RuntimeStarting";
    /** RuntimeSuccessful */
    KnownDeploymentBuildStatus["RuntimeSuccessful"] = "RuntimeSuccessful";
})(KnownDeploymentBuildStatus || (KnownDeploymentBuildStatus = {}));
function _csmDeploymentStatusCollectionDeserializer(item) {
    return {
        value: csmDeploymentStatusArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function csmDeploymentStatusArrayDeserializer(result) {
    return result.map((item) => {
        return csmDeploymentStatusDeserializer(item);
    });
}
function deploymentSerializer(item) {
    return {
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "status",
            "message",
            "author",
            "deployer",
            "authorEmail",
            "startTime",
            "endTime",
            "active",
            "details",
        ])
            ? undefined
            : _deploymentPropertiesSerializer(item),
        kind: item["kind"],
    };
}
function deploymentDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _deploymentPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function deploymentPropertiesSerializer(item) {
    return {
        status: item["status"],
        message: item["message"],
        author: item["author"],
        deployer: item["deployer"],
        author_email: item["authorEmail"],
        start_time: !item["startTime"] ? item["startTime"] : item["startTime"].toISOString(),
        end_time: !item["endTime"] ? item["endTime"] : item["endTime"].toISOString(),
        active: item["active"],
        details: item["details"],
    };
}
function deploymentPropertiesDeserializer(item) {
    return {
        status: item["status"],
        message: item["message"],
        author: item["author"],
        deployer: item["deployer"],
        authorEmail: item["author_email"],
        startTime: !item["start_time"] ? item["start_time"] : new Date(item["start_time"]),
        endTime: !item["end_time"] ? item["end_time"] : new Date(item["end_time"]),
        active: item["active"],
        details: item["details"],
    };
}
function _deploymentCollectionDeserializer(item) {
    return {
        value: deploymentArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function deploymentArraySerializer(result) {
    return result.map((item) => {
        return deploymentSerializer(item);
    });
}
function deploymentArrayDeserializer(result) {
    return result.map((item) => {
        return deploymentDeserializer(item);
    });
}
function msDeployStatusDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _msDeployStatusPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function msDeployStatusPropertiesDeserializer(item) {
    return {
        deployer: item["deployer"],
        provisioningState: item["provisioningState"],
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        complete: item["complete"],
    };
}
function msDeploySerializer(item) {
    return {
        kind: item["kind"],
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "packageUri",
            "connectionString",
            "dbType",
            "setParametersXmlFileUri",
            "setParameters",
            "skipAppData",
            "appOffline",
            "addOnPackages",
        ])
            ? undefined
            : _msDeployPropertiesSerializer(item),
    };
}
function msDeployPropertiesSerializer(item) {
    return {
        packageUri: item["packageUri"],
        connectionString: item["connectionString"],
        dbType: item["dbType"],
        setParametersXmlFileUri: item["setParametersXmlFileUri"],
        setParameters: item["setParameters"],
        skipAppData: item["skipAppData"],
        appOffline: item["appOffline"],
        addOnPackages: !item["addOnPackages"]
            ? item["addOnPackages"]
            : msDeployCoreArraySerializer(item["addOnPackages"]),
    };
}
function msDeployCoreArraySerializer(result) {
    return result.map((item) => {
        return msDeployCoreSerializer(item);
    });
}
function msDeployCoreSerializer(item) {
    return {
        packageUri: item["packageUri"],
        connectionString: item["connectionString"],
        dbType: item["dbType"],
        setParametersXmlFileUri: item["setParametersXmlFileUri"],
        setParameters: item["setParameters"],
        skipAppData: item["skipAppData"],
        appOffline: item["appOffline"],
    };
}
function msDeployLogDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _msDeployLogPropertiesDeserializer(item["properties"])),
    };
}
function msDeployLogPropertiesDeserializer(item) {
    return {
        entries: !item["entries"]
            ? item["entries"]
            : msDeployLogEntryArrayDeserializer(item["entries"]),
    };
}
function msDeployLogEntryArrayDeserializer(result) {
    return result.map((item) => {
        return msDeployLogEntryDeserializer(item);
    });
}
function msDeployLogEntryDeserializer(item) {
    return {
        time: !item["time"] ? item["time"] : new Date(item["time"]),
        type: item["type"],
        message: item["message"],
    };
}
function functionEnvelopeSerializer(item) {
    return {
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "functionAppId",
            "scriptRootPathHref",
            "scriptHref",
            "configHref",
            "testDataHref",
            "secretsFileHref",
            "href",
            "config",
            "files",
            "testData",
            "invokeUrlTemplate",
            "language",
            "isDisabled",
        ])
            ? undefined
            : _functionEnvelopePropertiesSerializer(item),
        kind: item["kind"],
    };
}
function functionEnvelopeDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _functionEnvelopePropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function functionEnvelopePropertiesSerializer(item) {
    return {
        function_app_id: item["functionAppId"],
        script_root_path_href: item["scriptRootPathHref"],
        script_href: item["scriptHref"],
        config_href: item["configHref"],
        test_data_href: item["testDataHref"],
        secrets_file_href: item["secretsFileHref"],
        href: item["href"],
        config: item["config"],
        files: item["files"],
        test_data: item["testData"],
        invoke_url_template: item["invokeUrlTemplate"],
        language: item["language"],
        isDisabled: item["isDisabled"],
    };
}
function functionEnvelopePropertiesDeserializer(item) {
    return {
        functionAppId: item["function_app_id"],
        scriptRootPathHref: item["script_root_path_href"],
        scriptHref: item["script_href"],
        configHref: item["config_href"],
        testDataHref: item["test_data_href"],
        secretsFileHref: item["secrets_file_href"],
        href: item["href"],
        config: item["config"],
        files: !item["files"]
            ? item["files"]
            : Object.fromEntries(Object.entries(item["files"]).map(([k, p]) => [k, p])),
        testData: item["test_data"],
        invokeUrlTemplate: item["invoke_url_template"],
        language: item["language"],
        isDisabled: item["isDisabled"],
    };
}
function _functionEnvelopeCollectionDeserializer(item) {
    return {
        value: functionEnvelopeArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function functionEnvelopeArraySerializer(result) {
    return result.map((item) => {
        return functionEnvelopeSerializer(item);
    });
}
function functionEnvelopeArrayDeserializer(result) {
    return result.map((item) => {
        return functionEnvelopeDeserializer(item);
    });
}
function hostNameBindingSerializer(item) {
    return {
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "siteName",
            "domainId",
            "azureResourceName",
            "azureResourceType",
            "customHostNameDnsRecordType",
            "hostNameType",
            "sslState",
            "thumbprint",
        ])
            ? undefined
            : _hostNameBindingPropertiesSerializer(item),
        kind: item["kind"],
    };
}
function hostNameBindingDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _hostNameBindingPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function hostNameBindingPropertiesSerializer(item) {
    return {
        siteName: item["siteName"],
        domainId: item["domainId"],
        azureResourceName: item["azureResourceName"],
        azureResourceType: item["azureResourceType"],
        customHostNameDnsRecordType: item["customHostNameDnsRecordType"],
        hostNameType: item["hostNameType"],
        sslState: item["sslState"],
        thumbprint: item["thumbprint"],
    };
}
function hostNameBindingPropertiesDeserializer(item) {
    return {
        siteName: item["siteName"],
        domainId: item["domainId"],
        azureResourceName: item["azureResourceName"],
        azureResourceType: item["azureResourceType"],
        customHostNameDnsRecordType: item["customHostNameDnsRecordType"],
        hostNameType: item["hostNameType"],
        sslState: item["sslState"],
        thumbprint: item["thumbprint"],
        virtualIP: item["virtualIP"],
    };
}
function _hostNameBindingCollectionDeserializer(item) {
    return {
        value: hostNameBindingArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function hostNameBindingArraySerializer(result) {
    return result.map((item) => {
        return hostNameBindingSerializer(item);
    });
}
function hostNameBindingArrayDeserializer(result) {
    return result.map((item) => {
        return hostNameBindingDeserializer(item);
    });
}
function webSiteInstanceStatusDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _webSiteInstanceStatusPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function webSiteInstanceStatusPropertiesDeserializer(item) {
    return {
        state: item["state"],
        statusUrl: item["statusUrl"],
        detectorUrl: item["detectorUrl"],
        consoleUrl: item["consoleUrl"],
        healthCheckUrl: item["healthCheckUrl"],
        containers: !item["containers"]
            ? item["containers"]
            : containerInfoRecordDeserializer(item["containers"]),
        physicalZone: item["physicalZone"],
    };
}
function containerInfoRecordDeserializer(item) {
    const result = {};
    Object.keys(item).map((key) => {
        result[key] = !item[key] ? item[key] : containerInfoDeserializer(item[key]);
    });
    return result;
}
function containerInfoDeserializer(item) {
    return {
        currentTimeStamp: !item["currentTimeStamp"]
            ? item["currentTimeStamp"]
            : new Date(item["currentTimeStamp"]),
        previousTimeStamp: !item["previousTimeStamp"]
            ? item["previousTimeStamp"]
            : new Date(item["previousTimeStamp"]),
        currentCpuStats: !item["currentCpuStats"]
            ? item["currentCpuStats"]
            : containerCpuStatisticsDeserializer(item["currentCpuStats"]),
        previousCpuStats: !item["previousCpuStats"]
            ? item["previousCpuStats"]
            : containerCpuStatisticsDeserializer(item["previousCpuStats"]),
        memoryStats: !item["memoryStats"]
            ? item["memoryStats"]
            : containerMemoryStatisticsDeserializer(item["memoryStats"]),
        name: item["name"],
        id: item["id"],
        eth0: !item["eth0"]
            ? item["eth0"]
            : containerNetworkInterfaceStatisticsDeserializer(item["eth0"]),
    };
}
function containerCpuStatisticsDeserializer(item) {
    return {
        cpuUsage: !item["cpuUsage"]
            ? item["cpuUsage"]
            : containerCpuUsageDeserializer(item["cpuUsage"]),
        systemCpuUsage: item["systemCpuUsage"],
        onlineCpuCount: item["onlineCpuCount"],
        throttlingData: !item["throttlingData"]
            ? item["throttlingData"]
            : containerThrottlingDataDeserializer(item["throttlingData"]),
    };
}
function containerCpuUsageDeserializer(item) {
    return {
        totalUsage: item["totalUsage"],
        perCpuUsage: !item["perCpuUsage"]
            ? item["perCpuUsage"]
            : item["perCpuUsage"].map((p) => {
                return p;
            }),
        kernelModeUsage: item["kernelModeUsage"],
        userModeUsage: item["userModeUsage"],
    };
}
function containerThrottlingDataDeserializer(item) {
    return {
        periods: item["periods"],
        throttledPeriods: item["throttledPeriods"],
        throttledTime: item["throttledTime"],
    };
}
function containerMemoryStatisticsDeserializer(item) {
    return {
        usage: item["usage"],
        maxUsage: item["maxUsage"],
        limit: item["limit"],
    };
}
function containerNetworkInterfaceStatisticsDeserializer(item) {
    return {
        rxBytes: item["rxBytes"],
        rxPackets: item["rxPackets"],
        rxErrors: item["rxErrors"],
        rxDropped: item["rxDropped"],
        txBytes: item["txBytes"],
        txPackets: item["txPackets"],
        txErrors: item["txErrors"],
        txDropped: item["txDropped"],
    };
}
function _webAppInstanceStatusCollectionDeserializer(item) {
    return {
        value: webSiteInstanceStatusArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function webSiteInstanceStatusArrayDeserializer(result) {
    return result.map((item) => {
        return webSiteInstanceStatusDeserializer(item);
    });
}
function processInfoDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _processInfoPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function processInfoPropertiesDeserializer(item) {
    return {
        identifier: item["identifier"],
        deploymentName: item["deployment_name"],
        href: item["href"],
        minidump: item["minidump"],
        isProfileRunning: item["is_profile_running"],
        isIisProfileRunning: item["is_iis_profile_running"],
        iisProfileTimeoutInSeconds: item["iis_profile_timeout_in_seconds"],
        parent: item["parent"],
        children: !item["children"]
            ? item["children"]
            : item["children"].map((p) => {
                return p;
            }),
        threads: !item["threads"]
            ? item["threads"]
            : processThreadInfoArrayDeserializer(item["threads"]),
        openFileHandles: !item["open_file_handles"]
            ? item["open_file_handles"]
            : item["open_file_handles"].map((p) => {
                return p;
            }),
        modules: !item["modules"]
            ? item["modules"]
            : processModuleInfoArrayDeserializer(item["modules"]),
        fileName: item["file_name"],
        commandLine: item["command_line"],
        userName: item["user_name"],
        handleCount: item["handle_count"],
        moduleCount: item["module_count"],
        threadCount: item["thread_count"],
        startTime: !item["start_time"] ? item["start_time"] : new Date(item["start_time"]),
        totalCpuTime: item["total_cpu_time"],
        userCpuTime: item["user_cpu_time"],
        privilegedCpuTime: item["privileged_cpu_time"],
        workingSet: item["working_set"],
        peakWorkingSet: item["peak_working_set"],
        privateMemory: item["private_memory"],
        virtualMemory: item["virtual_memory"],
        peakVirtualMemory: item["peak_virtual_memory"],
        pagedSystemMemory: item["paged_system_memory"],
        nonPagedSystemMemory: item["non_paged_system_memory"],
        pagedMemory: item["paged_memory"],
        peakPagedMemory: item["peak_paged_memory"],
        timeStamp: !item["time_stamp"] ? item["time_stamp"] : new Date(item["time_stamp"]),
        environmentVariables: !item["environment_variables"]
            ? item["environment_variables"]
            : Object.fromEntries(Object.entries(item["environment_variables"]).map(([k, p]) => [k, p])),
        isScmSite: item["is_scm_site"],
        isWebjob: item["is_webjob"],
        description: item["description"],
    };
}
function processThreadInfoArrayDeserializer(result) {
    return result.map((item) => {
        return processThreadInfoDeserializer(item);
    });
}
function processThreadInfoDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _processThreadInfoPropertiesDeserializer(item["properties"])),
    };
}
function processThreadInfoPropertiesDeserializer(item) {
    return {
        identifier: item["identifier"],
        href: item["href"],
        process: item["process"],
        startAddress: item["start_address"],
        currentPriority: item["current_priority"],
        priorityLevel: item["priority_level"],
        basePriority: item["base_priority"],
        startTime: !item["start_time"] ? item["start_time"] : new Date(item["start_time"]),
        totalProcessorTime: item["total_processor_time"],
        userProcessorTime: item["user_processor_time"],
        state: item["state"],
        waitReason: item["wait_reason"],
    };
}
function processModuleInfoArrayDeserializer(result) {
    return result.map((item) => {
        return processModuleInfoDeserializer(item);
    });
}
function processModuleInfoDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _processModuleInfoPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function processModuleInfoPropertiesDeserializer(item) {
    return {
        baseAddress: item["base_address"],
        fileName: item["file_name"],
        href: item["href"],
        filePath: item["file_path"],
        moduleMemorySize: item["module_memory_size"],
        fileVersion: item["file_version"],
        fileDescription: item["file_description"],
        product: item["product"],
        productVersion: item["product_version"],
        isDebug: item["is_debug"],
        language: item["language"],
    };
}
function _processInfoCollectionDeserializer(item) {
    return {
        value: processInfoArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function processInfoArrayDeserializer(result) {
    return result.map((item) => {
        return processInfoDeserializer(item);
    });
}
function _processThreadInfoCollectionDeserializer(item) {
    return {
        value: processThreadInfoArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function _processModuleInfoCollectionDeserializer(item) {
    return {
        value: processModuleInfoArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function migrateMySqlStatusDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _migrateMySqlStatusPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function migrateMySqlStatusPropertiesDeserializer(item) {
    return {
        migrationOperationStatus: item["migrationOperationStatus"],
        operationId: item["operationId"],
        localMySqlEnabled: item["localMySqlEnabled"],
    };
}
function swiftVirtualNetworkSerializer(item) {
    return {
        properties: check_prop_undefined_areAllPropsUndefined(item, ["subnetResourceId", "swiftSupported"])
            ? undefined
            : _swiftVirtualNetworkPropertiesSerializer(item),
        kind: item["kind"],
    };
}
function swiftVirtualNetworkDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _swiftVirtualNetworkPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function swiftVirtualNetworkPropertiesSerializer(item) {
    return { subnetResourceId: item["subnetResourceId"], swiftSupported: item["swiftSupported"] };
}
function swiftVirtualNetworkPropertiesDeserializer(item) {
    return {
        subnetResourceId: item["subnetResourceId"],
        swiftSupported: item["swiftSupported"],
    };
}
function networkFeaturesDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _networkFeaturesPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function networkFeaturesPropertiesDeserializer(item) {
    return {
        virtualNetworkName: item["virtualNetworkName"],
        virtualNetworkConnection: !item["virtualNetworkConnection"]
            ? item["virtualNetworkConnection"]
            : vnetInfoDeserializer(item["virtualNetworkConnection"]),
        hybridConnections: !item["hybridConnections"]
            ? item["hybridConnections"]
            : relayServiceConnectionEntityArrayDeserializer(item["hybridConnections"]),
        hybridConnectionsV2: !item["hybridConnectionsV2"]
            ? item["hybridConnectionsV2"]
            : hybridConnectionArrayDeserializer(item["hybridConnectionsV2"]),
    };
}
function relayServiceConnectionEntityArraySerializer(result) {
    return result.map((item) => {
        return relayServiceConnectionEntitySerializer(item);
    });
}
function relayServiceConnectionEntityArrayDeserializer(result) {
    return result.map((item) => {
        return relayServiceConnectionEntityDeserializer(item);
    });
}
function hybridConnectionArraySerializer(result) {
    return result.map((item) => {
        return hybridConnectionSerializer(item);
    });
}
function hybridConnectionArrayDeserializer(result) {
    return result.map((item) => {
        return hybridConnectionDeserializer(item);
    });
}
function premierAddOnPatchResourceSerializer(item) {
    return {
        kind: item["kind"],
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "sku",
            "product",
            "vendor",
            "marketplacePublisher",
            "marketplaceOffer",
        ])
            ? undefined
            : _premierAddOnPatchResourcePropertiesSerializer(item),
    };
}
function premierAddOnPatchResourcePropertiesSerializer(item) {
    return {
        sku: item["sku"],
        product: item["product"],
        vendor: item["vendor"],
        marketplacePublisher: item["marketplacePublisher"],
        marketplaceOffer: item["marketplaceOffer"],
    };
}
function privateAccessSerializer(item) {
    return {
        properties: check_prop_undefined_areAllPropsUndefined(item, ["enabled", "virtualNetworks"])
            ? undefined
            : _privateAccessPropertiesSerializer(item),
        kind: item["kind"],
    };
}
function privateAccessDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _privateAccessPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function privateAccessPropertiesSerializer(item) {
    return {
        enabled: item["enabled"],
        virtualNetworks: !item["virtualNetworks"]
            ? item["virtualNetworks"]
            : privateAccessVirtualNetworkArraySerializer(item["virtualNetworks"]),
    };
}
function privateAccessPropertiesDeserializer(item) {
    return {
        enabled: item["enabled"],
        virtualNetworks: !item["virtualNetworks"]
            ? item["virtualNetworks"]
            : privateAccessVirtualNetworkArrayDeserializer(item["virtualNetworks"]),
    };
}
function privateAccessVirtualNetworkArraySerializer(result) {
    return result.map((item) => {
        return privateAccessVirtualNetworkSerializer(item);
    });
}
function privateAccessVirtualNetworkArrayDeserializer(result) {
    return result.map((item) => {
        return privateAccessVirtualNetworkDeserializer(item);
    });
}
function privateAccessVirtualNetworkSerializer(item) {
    return {
        name: item["name"],
        key: item["key"],
        resourceId: item["resourceId"],
        subnets: !item["subnets"]
            ? item["subnets"]
            : privateAccessSubnetArraySerializer(item["subnets"]),
    };
}
function privateAccessVirtualNetworkDeserializer(item) {
    return {
        name: item["name"],
        key: item["key"],
        resourceId: item["resourceId"],
        subnets: !item["subnets"]
            ? item["subnets"]
            : privateAccessSubnetArrayDeserializer(item["subnets"]),
    };
}
function privateAccessSubnetArraySerializer(result) {
    return result.map((item) => {
        return privateAccessSubnetSerializer(item);
    });
}
function privateAccessSubnetArrayDeserializer(result) {
    return result.map((item) => {
        return privateAccessSubnetDeserializer(item);
    });
}
function privateAccessSubnetSerializer(item) {
    return { name: item["name"], key: item["key"] };
}
function privateAccessSubnetDeserializer(item) {
    return {
        name: item["name"],
        key: item["key"],
    };
}
function publicCertificateSerializer(item) {
    return {
        properties: check_prop_undefined_areAllPropsUndefined(item, ["blob", "publicCertificateLocation"])
            ? undefined
            : _publicCertificatePropertiesSerializer(item),
        kind: item["kind"],
    };
}
function publicCertificateDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _publicCertificatePropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function publicCertificatePropertiesSerializer(item) {
    return {
        blob: !item["blob"] ? item["blob"] : uint8ArrayToString(item["blob"], "base64"),
        publicCertificateLocation: item["publicCertificateLocation"],
    };
}
function publicCertificatePropertiesDeserializer(item) {
    return {
        blob: !item["blob"]
            ? item["blob"]
            : typeof item["blob"] === "string"
                ? stringToUint8Array(item["blob"], "base64")
                : item["blob"],
        publicCertificateLocation: item["publicCertificateLocation"],
        thumbprint: item["thumbprint"],
    };
}
function _publicCertificateCollectionDeserializer(item) {
    return {
        value: publicCertificateArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function publicCertificateArraySerializer(result) {
    return result.map((item) => {
        return publicCertificateSerializer(item);
    });
}
function publicCertificateArrayDeserializer(result) {
    return result.map((item) => {
        return publicCertificateDeserializer(item);
    });
}
function siteContainerSerializer(item) {
    return {
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "image",
            "targetPort",
            "isMain",
            "startUpCommand",
            "authType",
            "userName",
            "passwordSecret",
            "userManagedIdentityClientId",
            "volumeMounts",
            "inheritAppSettingsAndConnectionStrings",
            "environmentVariables",
        ])
            ? undefined
            : _siteContainerPropertiesSerializer(item),
        kind: item["kind"],
    };
}
function siteContainerDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _siteContainerPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function siteContainerPropertiesSerializer(item) {
    return {
        image: item["image"],
        targetPort: item["targetPort"],
        isMain: item["isMain"],
        startUpCommand: item["startUpCommand"],
        authType: item["authType"],
        userName: item["userName"],
        passwordSecret: item["passwordSecret"],
        userManagedIdentityClientId: item["userManagedIdentityClientId"],
        volumeMounts: !item["volumeMounts"]
            ? item["volumeMounts"]
            : volumeMountArraySerializer(item["volumeMounts"]),
        inheritAppSettingsAndConnectionStrings: item["inheritAppSettingsAndConnectionStrings"],
        environmentVariables: !item["environmentVariables"]
            ? item["environmentVariables"]
            : environmentVariableArraySerializer(item["environmentVariables"]),
    };
}
function siteContainerPropertiesDeserializer(item) {
    return {
        image: item["image"],
        targetPort: item["targetPort"],
        isMain: item["isMain"],
        startUpCommand: item["startUpCommand"],
        authType: item["authType"],
        userName: item["userName"],
        passwordSecret: item["passwordSecret"],
        userManagedIdentityClientId: item["userManagedIdentityClientId"],
        createdTime: !item["createdTime"] ? item["createdTime"] : new Date(item["createdTime"]),
        lastModifiedTime: !item["lastModifiedTime"]
            ? item["lastModifiedTime"]
            : new Date(item["lastModifiedTime"]),
        volumeMounts: !item["volumeMounts"]
            ? item["volumeMounts"]
            : volumeMountArrayDeserializer(item["volumeMounts"]),
        inheritAppSettingsAndConnectionStrings: item["inheritAppSettingsAndConnectionStrings"],
        environmentVariables: !item["environmentVariables"]
            ? item["environmentVariables"]
            : environmentVariableArrayDeserializer(item["environmentVariables"]),
    };
}
function volumeMountArraySerializer(result) {
    return result.map((item) => {
        return volumeMountSerializer(item);
    });
}
function volumeMountArrayDeserializer(result) {
    return result.map((item) => {
        return volumeMountDeserializer(item);
    });
}
function volumeMountSerializer(item) {
    return {
        volumeSubPath: item["volumeSubPath"],
        containerMountPath: item["containerMountPath"],
        data: item["data"],
        readOnly: item["readOnly"],
    };
}
function volumeMountDeserializer(item) {
    return {
        volumeSubPath: item["volumeSubPath"],
        containerMountPath: item["containerMountPath"],
        data: item["data"],
        readOnly: item["readOnly"],
    };
}
function environmentVariableArraySerializer(result) {
    return result.map((item) => {
        return environmentVariableSerializer(item);
    });
}
function environmentVariableArrayDeserializer(result) {
    return result.map((item) => {
        return environmentVariableDeserializer(item);
    });
}
function environmentVariableSerializer(item) {
    return { name: item["name"], value: item["value"] };
}
function environmentVariableDeserializer(item) {
    return {
        name: item["name"],
        value: item["value"],
    };
}
function _siteContainerCollectionDeserializer(item) {
    return {
        value: siteContainerArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function siteContainerArraySerializer(result) {
    return result.map((item) => {
        return siteContainerSerializer(item);
    });
}
function siteContainerArrayDeserializer(result) {
    return result.map((item) => {
        return siteContainerDeserializer(item);
    });
}
function siteExtensionInfoDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _siteExtensionInfoPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function siteExtensionInfoPropertiesDeserializer(item) {
    return {
        extensionId: item["extension_id"],
        title: item["title"],
        extensionType: item["extension_type"],
        summary: item["summary"],
        description: item["description"],
        version: item["version"],
        extensionUrl: item["extension_url"],
        projectUrl: item["project_url"],
        iconUrl: item["icon_url"],
        licenseUrl: item["license_url"],
        feedUrl: item["feed_url"],
        authors: !item["authors"]
            ? item["authors"]
            : item["authors"].map((p) => {
                return p;
            }),
        installerCommandLineParams: item["installer_command_line_params"],
        publishedDateTime: !item["published_date_time"]
            ? item["published_date_time"]
            : new Date(item["published_date_time"]),
        downloadCount: item["download_count"],
        localIsLatestVersion: item["local_is_latest_version"],
        localPath: item["local_path"],
        installedDateTime: !item["installed_date_time"]
            ? item["installed_date_time"]
            : new Date(item["installed_date_time"]),
        provisioningState: item["provisioningState"],
        comment: item["comment"],
    };
}
function _siteExtensionInfoCollectionDeserializer(item) {
    return {
        value: siteExtensionInfoArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function siteExtensionInfoArrayDeserializer(result) {
    return result.map((item) => {
        return siteExtensionInfoDeserializer(item);
    });
}
function siteSourceControlSerializer(item) {
    return {
        properties: check_prop_undefined_areAllPropsUndefined(item, [
            "repoUrl",
            "branch",
            "isManualIntegration",
            "isGitHubAction",
            "deploymentRollbackEnabled",
            "isMercurial",
            "gitHubActionConfiguration",
        ])
            ? undefined
            : _siteSourceControlPropertiesSerializer(item),
        kind: item["kind"],
    };
}
function siteSourceControlDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _siteSourceControlPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function siteSourceControlPropertiesSerializer(item) {
    return {
        repoUrl: item["repoUrl"],
        branch: item["branch"],
        isManualIntegration: item["isManualIntegration"],
        isGitHubAction: item["isGitHubAction"],
        deploymentRollbackEnabled: item["deploymentRollbackEnabled"],
        isMercurial: item["isMercurial"],
        gitHubActionConfiguration: !item["gitHubActionConfiguration"]
            ? item["gitHubActionConfiguration"]
            : gitHubActionConfigurationSerializer(item["gitHubActionConfiguration"]),
    };
}
function siteSourceControlPropertiesDeserializer(item) {
    return {
        repoUrl: item["repoUrl"],
        branch: item["branch"],
        isManualIntegration: item["isManualIntegration"],
        isGitHubAction: item["isGitHubAction"],
        deploymentRollbackEnabled: item["deploymentRollbackEnabled"],
        isMercurial: item["isMercurial"],
        gitHubActionConfiguration: !item["gitHubActionConfiguration"]
            ? item["gitHubActionConfiguration"]
            : gitHubActionConfigurationDeserializer(item["gitHubActionConfiguration"]),
    };
}
function gitHubActionConfigurationSerializer(item) {
    return {
        codeConfiguration: !item["codeConfiguration"]
            ? item["codeConfiguration"]
            : gitHubActionCodeConfigurationSerializer(item["codeConfiguration"]),
        containerConfiguration: !item["containerConfiguration"]
            ? item["containerConfiguration"]
            : gitHubActionContainerConfigurationSerializer(item["containerConfiguration"]),
        isLinux: item["isLinux"],
        generateWorkflowFile: item["generateWorkflowFile"],
    };
}
function gitHubActionConfigurationDeserializer(item) {
    return {
        codeConfiguration: !item["codeConfiguration"]
            ? item["codeConfiguration"]
            : gitHubActionCodeConfigurationDeserializer(item["codeConfiguration"]),
        containerConfiguration: !item["containerConfiguration"]
            ? item["containerConfiguration"]
            : gitHubActionContainerConfigurationDeserializer(item["containerConfiguration"]),
        isLinux: item["isLinux"],
        generateWorkflowFile: item["generateWorkflowFile"],
    };
}
function gitHubActionCodeConfigurationSerializer(item) {
    return { runtimeStack: item["runtimeStack"], runtimeVersion: item["runtimeVersion"] };
}
function gitHubActionCodeConfigurationDeserializer(item) {
    return {
        runtimeStack: item["runtimeStack"],
        runtimeVersion: item["runtimeVersion"],
    };
}
function gitHubActionContainerConfigurationSerializer(item) {
    return {
        serverUrl: item["serverUrl"],
        imageName: item["imageName"],
        username: item["username"],
        password: item["password"],
    };
}
function gitHubActionContainerConfigurationDeserializer(item) {
    return {
        serverUrl: item["serverUrl"],
        imageName: item["imageName"],
        username: item["username"],
        password: item["password"],
    };
}
function triggeredWebJobDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _triggeredWebJobPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function triggeredWebJobPropertiesDeserializer(item) {
    return {
        latestRun: !item["latest_run"]
            ? item["latest_run"]
            : triggeredJobRunDeserializer(item["latest_run"]),
        historyUrl: item["history_url"],
        schedulerLogsUrl: item["scheduler_logs_url"],
        runCommand: item["run_command"],
        url: item["url"],
        extraInfoUrl: item["extra_info_url"],
        webJobType: item["web_job_type"],
        error: item["error"],
        usingSdk: item["using_sdk"],
        publicNetworkAccess: item["publicNetworkAccess"],
        storageAccountRequired: item["storageAccountRequired"],
        settings: !item["settings"]
            ? item["settings"]
            : Object.fromEntries(Object.entries(item["settings"]).map(([k, p]) => [k, p])),
    };
}
function triggeredJobRunDeserializer(item) {
    return {
        webJobId: item["web_job_id"],
        webJobName: item["web_job_name"],
        status: item["status"],
        startTime: !item["start_time"] ? item["start_time"] : new Date(item["start_time"]),
        endTime: !item["end_time"] ? item["end_time"] : new Date(item["end_time"]),
        duration: item["duration"],
        outputUrl: item["output_url"],
        errorUrl: item["error_url"],
        url: item["url"],
        jobName: item["job_name"],
        trigger: item["trigger"],
    };
}
function _triggeredWebJobCollectionDeserializer(item) {
    return {
        value: triggeredWebJobArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function triggeredWebJobArrayDeserializer(result) {
    return result.map((item) => {
        return triggeredWebJobDeserializer(item);
    });
}
function triggeredJobHistoryDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _triggeredJobHistoryPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function triggeredJobHistoryPropertiesDeserializer(item) {
    return {
        runs: !item["runs"] ? item["runs"] : triggeredJobRunArrayDeserializer(item["runs"]),
    };
}
function triggeredJobRunArrayDeserializer(result) {
    return result.map((item) => {
        return triggeredJobRunDeserializer(item);
    });
}
function _triggeredJobHistoryCollectionDeserializer(item) {
    return {
        value: triggeredJobHistoryArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function triggeredJobHistoryArrayDeserializer(result) {
    return result.map((item) => {
        return triggeredJobHistoryDeserializer(item);
    });
}
function webJobDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _webJobPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function webJobPropertiesDeserializer(item) {
    return {
        runCommand: item["run_command"],
        url: item["url"],
        extraInfoUrl: item["extra_info_url"],
        webJobType: item["web_job_type"],
        error: item["error"],
        usingSdk: item["using_sdk"],
        settings: !item["settings"]
            ? item["settings"]
            : Object.fromEntries(Object.entries(item["settings"]).map(([k, p]) => [k, p])),
    };
}
function _webJobCollectionDeserializer(item) {
    return {
        value: webJobArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function webJobArrayDeserializer(result) {
    return result.map((item) => {
        return webJobDeserializer(item);
    });
}
function _workflowEnvelopeCollectionDeserializer(item) {
    return {
        value: workflowEnvelopeArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function workflowEnvelopeArrayDeserializer(result) {
    return result.map((item) => {
        return workflowEnvelopeDeserializer(item);
    });
}
function serverFarmRdpDetailsDeserializer(item) {
    return {
        rdpPassword: item["rdpPassword"],
        rdpPasswordExpiry: !item["rdpPasswordExpiry"]
            ? item["rdpPasswordExpiry"]
            : new Date(item["rdpPasswordExpiry"]),
    };
}
function serverFarmInstanceDetailsDeserializer(item) {
    return {
        serverFarmName: item["serverFarmName"],
        instances: !item["instances"]
            ? item["instances"]
            : serverFarmInstanceArrayDeserializer(item["instances"]),
        instanceCount: item["instanceCount"],
    };
}
function serverFarmInstanceArrayDeserializer(result) {
    return result.map((item) => {
        return serverFarmInstanceDeserializer(item);
    });
}
function serverFarmInstanceDeserializer(item) {
    return {
        instanceName: item["instanceName"],
        ipAddress: item["ipAddress"],
        status: item["status"],
    };
}
function appServicePlanPatchResourceSerializer(item) {
    return {
        kind: item["kind"],
        properties: areAllPropsUndefined(item, [
            "workerTierName",
            "hostingEnvironmentProfile",
            "perSiteScaling",
            "elasticScaleEnabled",
            "maximumElasticWorkerCount",
            "isSpot",
            "spotExpirationTime",
            "freeOfferExpirationTime",
            "reserved",
            "isXenon",
            "hyperV",
            "targetWorkerCount",
            "targetWorkerSizeId",
            "kubeEnvironmentProfile",
            "zoneRedundant",
        ])
            ? undefined
            : _appServicePlanPatchResourcePropertiesSerializer(item),
        identity: !item["identity"]
            ? item["identity"]
            : managedServiceIdentitySerializer(item["identity"]),
    };
}
function appServicePlanPatchResourcePropertiesSerializer(item) {
    return {
        workerTierName: item["workerTierName"],
        hostingEnvironmentProfile: !item["hostingEnvironmentProfile"]
            ? item["hostingEnvironmentProfile"]
            : hostingEnvironmentProfileSerializer(item["hostingEnvironmentProfile"]),
        perSiteScaling: item["perSiteScaling"],
        elasticScaleEnabled: item["elasticScaleEnabled"],
        maximumElasticWorkerCount: item["maximumElasticWorkerCount"],
        isSpot: item["isSpot"],
        spotExpirationTime: !item["spotExpirationTime"]
            ? item["spotExpirationTime"]
            : item["spotExpirationTime"].toISOString(),
        freeOfferExpirationTime: !item["freeOfferExpirationTime"]
            ? item["freeOfferExpirationTime"]
            : item["freeOfferExpirationTime"].toISOString(),
        reserved: item["reserved"],
        isXenon: item["isXenon"],
        hyperV: item["hyperV"],
        targetWorkerCount: item["targetWorkerCount"],
        targetWorkerSizeId: item["targetWorkerSizeId"],
        kubeEnvironmentProfile: !item["kubeEnvironmentProfile"]
            ? item["kubeEnvironmentProfile"]
            : kubeEnvironmentProfileSerializer(item["kubeEnvironmentProfile"]),
        zoneRedundant: item["zoneRedundant"],
    };
}
function _hybridConnectionCollectionDeserializer(item) {
    return {
        value: hybridConnectionArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function hybridConnectionKeyDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _hybridConnectionKeyPropertiesDeserializer(item["properties"])),
    };
}
function hybridConnectionKeyPropertiesDeserializer(item) {
    return {
        sendKeyName: item["sendKeyName"],
        sendKeyValue: item["sendKeyValue"],
    };
}
function _resourceCollectionDeserializer(item) {
    return {
        value: item["value"].map((p) => {
            return p;
        }),
        nextLink: item["nextLink"],
    };
}
function hybridConnectionLimitsDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _hybridConnectionLimitsPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function hybridConnectionLimitsPropertiesDeserializer(item) {
    return {
        current: item["current"],
        maximum: item["maximum"],
    };
}
function certificateSerializer(item) {
    return {
        tags: item["tags"],
        location: item["location"],
        properties: areAllPropsUndefined(item, [
            "password",
            "hostNames",
            "pfxBlob",
            "keyVaultId",
            "keyVaultSecretName",
            "serverFarmId",
            "canonicalName",
            "domainValidationMethod",
        ])
            ? undefined
            : _certificatePropertiesSerializer(item),
        kind: item["kind"],
    };
}
function certificateDeserializer(item) {
    return {
        tags: !item["tags"]
            ? item["tags"]
            : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
        location: item["location"],
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _certificatePropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function certificatePropertiesSerializer(item) {
    return {
        password: item["password"],
        hostNames: !item["hostNames"]
            ? item["hostNames"]
            : item["hostNames"].map((p) => {
                return p;
            }),
        pfxBlob: !item["pfxBlob"] ? item["pfxBlob"] : uint8ArrayToString(item["pfxBlob"], "base64"),
        keyVaultId: item["keyVaultId"],
        keyVaultSecretName: item["keyVaultSecretName"],
        serverFarmId: item["serverFarmId"],
        canonicalName: item["canonicalName"],
        domainValidationMethod: item["domainValidationMethod"],
    };
}
function certificatePropertiesDeserializer(item) {
    return {
        password: item["password"],
        friendlyName: item["friendlyName"],
        subjectName: item["subjectName"],
        hostNames: !item["hostNames"]
            ? item["hostNames"]
            : item["hostNames"].map((p) => {
                return p;
            }),
        pfxBlob: !item["pfxBlob"]
            ? item["pfxBlob"]
            : typeof item["pfxBlob"] === "string"
                ? stringToUint8Array(item["pfxBlob"], "base64")
                : item["pfxBlob"],
        siteName: item["siteName"],
        selfLink: item["selfLink"],
        issuer: item["issuer"],
        issueDate: !item["issueDate"] ? item["issueDate"] : new Date(item["issueDate"]),
        expirationDate: !item["expirationDate"]
            ? item["expirationDate"]
            : new Date(item["expirationDate"]),
        thumbprint: item["thumbprint"],
        valid: item["valid"],
        cerBlob: !item["cerBlob"]
            ? item["cerBlob"]
            : typeof item["cerBlob"] === "string"
                ? stringToUint8Array(item["cerBlob"], "base64")
                : item["cerBlob"],
        publicKeyHash: item["publicKeyHash"],
        hostingEnvironmentProfile: !item["hostingEnvironmentProfile"]
            ? item["hostingEnvironmentProfile"]
            : hostingEnvironmentProfileDeserializer(item["hostingEnvironmentProfile"]),
        keyVaultId: item["keyVaultId"],
        keyVaultSecretName: item["keyVaultSecretName"],
        keyVaultSecretStatus: item["keyVaultSecretStatus"],
        serverFarmId: item["serverFarmId"],
        canonicalName: item["canonicalName"],
        domainValidationMethod: item["domainValidationMethod"],
    };
}
function certificatePatchResourceSerializer(item) {
    return {
        kind: item["kind"],
        properties: areAllPropsUndefined(item, [
            "hostNames",
            "pfxBlob",
            "keyVaultId",
            "keyVaultSecretName",
            "serverFarmId",
            "canonicalName",
            "domainValidationMethod",
        ])
            ? undefined
            : _certificatePatchResourcePropertiesSerializer(item),
    };
}
function certificatePatchResourcePropertiesSerializer(item) {
    return {
        hostNames: !item["hostNames"]
            ? item["hostNames"]
            : item["hostNames"].map((p) => {
                return p;
            }),
        pfxBlob: !item["pfxBlob"] ? item["pfxBlob"] : uint8ArrayToString(item["pfxBlob"], "base64"),
        keyVaultId: item["keyVaultId"],
        keyVaultSecretName: item["keyVaultSecretName"],
        serverFarmId: item["serverFarmId"],
        canonicalName: item["canonicalName"],
        domainValidationMethod: item["domainValidationMethod"],
    };
}
function _certificateCollectionDeserializer(item) {
    return {
        value: certificateArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function certificateArraySerializer(result) {
    return result.map((item) => {
        return certificateSerializer(item);
    });
}
function certificateArrayDeserializer(result) {
    return result.map((item) => {
        return certificateDeserializer(item);
    });
}
function deletedSiteDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _deletedSitePropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function deletedSitePropertiesDeserializer(item) {
    return {
        deletedSiteId: item["deletedSiteId"],
        deletedTimestamp: item["deletedTimestamp"],
        subscription: item["subscription"],
        resourceGroup: item["resourceGroup"],
        deletedSiteName: item["deletedSiteName"],
        slot: item["slot"],
        kind: item["kind"],
        geoRegionName: item["geoRegionName"],
    };
}
function detectorResponseDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _detectorResponsePropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function detectorResponsePropertiesDeserializer(item) {
    return {
        metadata: !item["metadata"] ? item["metadata"] : detectorInfoDeserializer(item["metadata"]),
        dataset: !item["dataset"] ? item["dataset"] : diagnosticDataArrayDeserializer(item["dataset"]),
        status: !item["status"] ? item["status"] : statusDeserializer(item["status"]),
        dataProvidersMetadata: !item["dataProvidersMetadata"]
            ? item["dataProvidersMetadata"]
            : dataProviderMetadataArrayDeserializer(item["dataProvidersMetadata"]),
        suggestedUtterances: !item["suggestedUtterances"]
            ? item["suggestedUtterances"]
            : queryUtterancesResultsDeserializer(item["suggestedUtterances"]),
    };
}
function detectorInfoDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        description: item["description"],
        author: item["author"],
        category: item["category"],
        supportTopicList: !item["supportTopicList"]
            ? item["supportTopicList"]
            : supportTopicArrayDeserializer(item["supportTopicList"]),
        analysisType: !item["analysisType"]
            ? item["analysisType"]
            : item["analysisType"].map((p) => {
                return p;
            }),
        type: item["type"],
        score: item["score"],
    };
}
function supportTopicArrayDeserializer(result) {
    return result.map((item) => {
        return supportTopicDeserializer(item);
    });
}
function supportTopicDeserializer(item) {
    return {
        id: item["id"],
        pesId: item["pesId"],
    };
}
function diagnosticDataArrayDeserializer(result) {
    return result.map((item) => {
        return diagnosticDataDeserializer(item);
    });
}
function diagnosticDataDeserializer(item) {
    return {
        table: !item["table"] ? item["table"] : dataTableResponseObjectDeserializer(item["table"]),
        renderingProperties: !item["renderingProperties"]
            ? item["renderingProperties"]
            : renderingDeserializer(item["renderingProperties"]),
    };
}
function dataTableResponseObjectDeserializer(item) {
    return {
        tableName: item["tableName"],
        columns: !item["columns"]
            ? item["columns"]
            : dataTableResponseColumnArrayDeserializer(item["columns"]),
        rows: !item["rows"]
            ? item["rows"]
            : item["rows"].map((p) => {
                return p.map((p1) => {
                    return p1;
                });
            }),
    };
}
function dataTableResponseColumnArrayDeserializer(result) {
    return result.map((item) => {
        return dataTableResponseColumnDeserializer(item);
    });
}
function dataTableResponseColumnDeserializer(item) {
    return {
        columnName: item["columnName"],
        dataType: item["dataType"],
        columnType: item["columnType"],
    };
}
function renderingDeserializer(item) {
    return {
        type: item["type"],
        title: item["title"],
        description: item["description"],
    };
}
function statusDeserializer(item) {
    return {
        message: item["message"],
        statusId: item["statusId"],
    };
}
function dataProviderMetadataArrayDeserializer(result) {
    return result.map((item) => {
        return dataProviderMetadataDeserializer(item);
    });
}
function dataProviderMetadataDeserializer(item) {
    return {
        providerName: item["providerName"],
        propertyBag: !item["propertyBag"]
            ? item["propertyBag"]
            : keyValuePairStringObjectArrayDeserializer(item["propertyBag"]),
    };
}
function keyValuePairStringObjectArrayDeserializer(result) {
    return result.map((item) => {
        return keyValuePairStringObjectDeserializer(item);
    });
}
function keyValuePairStringObjectDeserializer(item) {
    return {
        key: item["key"],
        value: item["value"],
    };
}
function queryUtterancesResultsDeserializer(item) {
    return {
        query: item["query"],
        results: !item["results"]
            ? item["results"]
            : queryUtterancesResultArrayDeserializer(item["results"]),
    };
}
function queryUtterancesResultArrayDeserializer(result) {
    return result.map((item) => {
        return queryUtterancesResultDeserializer(item);
    });
}
function queryUtterancesResultDeserializer(item) {
    return {
        sampleUtterance: !item["sampleUtterance"]
            ? item["sampleUtterance"]
            : sampleUtteranceDeserializer(item["sampleUtterance"]),
        score: item["score"],
    };
}
function sampleUtteranceDeserializer(item) {
    return {
        text: item["text"],
        links: !item["links"]
            ? item["links"]
            : item["links"].map((p) => {
                return p;
            }),
        qid: item["qid"],
    };
}
function _detectorResponseCollectionDeserializer(item) {
    return {
        value: detectorResponseArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function detectorResponseArrayDeserializer(result) {
    return result.map((item) => {
        return detectorResponseDeserializer(item);
    });
}
function diagnosticCategoryDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _diagnosticCategoryPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function diagnosticCategoryPropertiesDeserializer(item) {
    return {
        description: item["description"],
    };
}
function _diagnosticCategoryCollectionDeserializer(item) {
    return {
        value: diagnosticCategoryArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function diagnosticCategoryArrayDeserializer(result) {
    return result.map((item) => {
        return diagnosticCategoryDeserializer(item);
    });
}
function analysisDefinitionDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _analysisDefinitionPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function analysisDefinitionPropertiesDeserializer(item) {
    return {
        description: item["description"],
    };
}
function _diagnosticAnalysisCollectionDeserializer(item) {
    return {
        value: analysisDefinitionArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function analysisDefinitionArrayDeserializer(result) {
    return result.map((item) => {
        return analysisDefinitionDeserializer(item);
    });
}
function diagnosticAnalysisDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _diagnosticAnalysisPropertiesDeserializer(item["properties"])),
    };
}
function diagnosticAnalysisPropertiesDeserializer(item) {
    return {
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        abnormalTimePeriods: !item["abnormalTimePeriods"]
            ? item["abnormalTimePeriods"]
            : abnormalTimePeriodArrayDeserializer(item["abnormalTimePeriods"]),
        payload: !item["payload"] ? item["payload"] : analysisDataArrayDeserializer(item["payload"]),
        nonCorrelatedDetectors: !item["nonCorrelatedDetectors"]
            ? item["nonCorrelatedDetectors"]
            : detectorDefinitionArrayDeserializer(item["nonCorrelatedDetectors"]),
    };
}
function abnormalTimePeriodArrayDeserializer(result) {
    return result.map((item) => {
        return abnormalTimePeriodDeserializer(item);
    });
}
function abnormalTimePeriodDeserializer(item) {
    return {
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        events: !item["events"]
            ? item["events"]
            : detectorAbnormalTimePeriodArrayDeserializer(item["events"]),
        solutions: !item["solutions"]
            ? item["solutions"]
            : solutionArrayDeserializer(item["solutions"]),
    };
}
function detectorAbnormalTimePeriodArrayDeserializer(result) {
    return result.map((item) => {
        return detectorAbnormalTimePeriodDeserializer(item);
    });
}
function detectorAbnormalTimePeriodDeserializer(item) {
    return {
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        message: item["message"],
        source: item["source"],
        priority: item["priority"],
        metaData: !item["metaData"]
            ? item["metaData"]
            : nameValuePairArrayArrayDeserializer(item["metaData"]),
        type: item["type"],
        solutions: !item["solutions"]
            ? item["solutions"]
            : solutionArrayDeserializer(item["solutions"]),
    };
}
function nameValuePairArrayArraySerializer(result) {
    return result.map((item) => {
        return nameValuePairArraySerializer(item);
    });
}
function nameValuePairArrayArrayDeserializer(result) {
    return result.map((item) => {
        return nameValuePairArrayDeserializer(item);
    });
}
function solutionArrayDeserializer(result) {
    return result.map((item) => {
        return solutionDeserializer(item);
    });
}
function solutionDeserializer(item) {
    return {
        id: item["id"],
        displayName: item["displayName"],
        order: item["order"],
        description: item["description"],
        type: item["type"],
        data: !item["data"] ? item["data"] : nameValuePairArrayArrayDeserializer(item["data"]),
        metadata: !item["metadata"]
            ? item["metadata"]
            : nameValuePairArrayArrayDeserializer(item["metadata"]),
    };
}
function analysisDataArrayDeserializer(result) {
    return result.map((item) => {
        return analysisDataDeserializer(item);
    });
}
function analysisDataDeserializer(item) {
    return {
        source: item["source"],
        detectorDefinition: !item["detectorDefinition"]
            ? item["detectorDefinition"]
            : detectorDefinitionDeserializer(item["detectorDefinition"]),
        metrics: !item["metrics"]
            ? item["metrics"]
            : diagnosticMetricSetArrayDeserializer(item["metrics"]),
        data: !item["data"] ? item["data"] : nameValuePairArrayArrayDeserializer(item["data"]),
        detectorMetaData: !item["detectorMetaData"]
            ? item["detectorMetaData"]
            : responseMetaDataDeserializer(item["detectorMetaData"]),
    };
}
function detectorDefinitionDeserializer(item) {
    return {
        displayName: item["displayName"],
        description: item["description"],
        rank: item["rank"],
        isEnabled: item["isEnabled"],
    };
}
function diagnosticMetricSetArrayDeserializer(result) {
    return result.map((item) => {
        return diagnosticMetricSetDeserializer(item);
    });
}
function diagnosticMetricSetDeserializer(item) {
    return {
        name: item["name"],
        unit: item["unit"],
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        timeGrain: item["timeGrain"],
        values: !item["values"]
            ? item["values"]
            : diagnosticMetricSampleArrayDeserializer(item["values"]),
    };
}
function diagnosticMetricSampleArrayDeserializer(result) {
    return result.map((item) => {
        return diagnosticMetricSampleDeserializer(item);
    });
}
function diagnosticMetricSampleDeserializer(item) {
    return {
        timestamp: !item["timestamp"] ? item["timestamp"] : new Date(item["timestamp"]),
        roleInstance: item["roleInstance"],
        total: item["total"],
        maximum: item["maximum"],
        minimum: item["minimum"],
        isAggregated: item["isAggregated"],
    };
}
function responseMetaDataDeserializer(item) {
    return {
        dataSource: !item["dataSource"]
            ? item["dataSource"]
            : dataSourceDeserializer(item["dataSource"]),
    };
}
function dataSourceDeserializer(item) {
    return {
        instructions: !item["instructions"]
            ? item["instructions"]
            : item["instructions"].map((p) => {
                return p;
            }),
        dataSourceUri: !item["dataSourceUri"]
            ? item["dataSourceUri"]
            : nameValuePairArrayDeserializer(item["dataSourceUri"]),
    };
}
function detectorDefinitionArrayDeserializer(result) {
    return result.map((item) => {
        return detectorDefinitionDeserializer(item);
    });
}
function detectorDefinitionResourceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _detectorDefinitionResourcePropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function _diagnosticDetectorCollectionDeserializer(item) {
    return {
        value: detectorDefinitionResourceArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function detectorDefinitionResourceArrayDeserializer(result) {
    return result.map((item) => {
        return detectorDefinitionResourceDeserializer(item);
    });
}
function diagnosticDetectorResponseDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _diagnosticDetectorResponsePropertiesDeserializer(item["properties"])),
    };
}
function diagnosticDetectorResponsePropertiesDeserializer(item) {
    return {
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        issueDetected: item["issueDetected"],
        detectorDefinition: !item["detectorDefinition"]
            ? item["detectorDefinition"]
            : detectorDefinitionDeserializer(item["detectorDefinition"]),
        metrics: !item["metrics"]
            ? item["metrics"]
            : diagnosticMetricSetArrayDeserializer(item["metrics"]),
        abnormalTimePeriods: !item["abnormalTimePeriods"]
            ? item["abnormalTimePeriods"]
            : detectorAbnormalTimePeriodArrayDeserializer(item["abnormalTimePeriods"]),
        data: !item["data"] ? item["data"] : nameValuePairArrayArrayDeserializer(item["data"]),
        responseMetaData: !item["responseMetaData"]
            ? item["responseMetaData"]
            : responseMetaDataDeserializer(item["responseMetaData"]),
    };
}
function kubeEnvironmentSerializer(item) {
    return {
        tags: item["tags"],
        location: item["location"],
        properties: areAllPropsUndefined(item, [
            "internalLoadBalancerEnabled",
            "staticIp",
            "environmentType",
            "arcConfiguration",
            "appLogsConfiguration",
            "containerAppsConfiguration",
            "aksResourceID",
        ])
            ? undefined
            : _kubeEnvironmentPropertiesSerializer(item),
        extendedLocation: !item["extendedLocation"]
            ? item["extendedLocation"]
            : extendedLocationSerializer(item["extendedLocation"]),
        kind: item["kind"],
    };
}
function kubeEnvironmentDeserializer(item) {
    return {
        tags: !item["tags"]
            ? item["tags"]
            : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
        location: item["location"],
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _kubeEnvironmentPropertiesDeserializer(item["properties"])),
        extendedLocation: !item["extendedLocation"]
            ? item["extendedLocation"]
            : extendedLocationDeserializer(item["extendedLocation"]),
        kind: item["kind"],
    };
}
function kubeEnvironmentPropertiesSerializer(item) {
    return {
        internalLoadBalancerEnabled: item["internalLoadBalancerEnabled"],
        staticIp: item["staticIp"],
        environmentType: item["environmentType"],
        arcConfiguration: !item["arcConfiguration"]
            ? item["arcConfiguration"]
            : arcConfigurationSerializer(item["arcConfiguration"]),
        appLogsConfiguration: !item["appLogsConfiguration"]
            ? item["appLogsConfiguration"]
            : appLogsConfigurationSerializer(item["appLogsConfiguration"]),
        containerAppsConfiguration: !item["containerAppsConfiguration"]
            ? item["containerAppsConfiguration"]
            : containerAppsConfigurationSerializer(item["containerAppsConfiguration"]),
        aksResourceID: item["aksResourceID"],
    };
}
function kubeEnvironmentPropertiesDeserializer(item) {
    return {
        provisioningState: item["provisioningState"],
        deploymentErrors: item["deploymentErrors"],
        internalLoadBalancerEnabled: item["internalLoadBalancerEnabled"],
        defaultDomain: item["defaultDomain"],
        staticIp: item["staticIp"],
        environmentType: item["environmentType"],
        arcConfiguration: !item["arcConfiguration"]
            ? item["arcConfiguration"]
            : arcConfigurationDeserializer(item["arcConfiguration"]),
        appLogsConfiguration: !item["appLogsConfiguration"]
            ? item["appLogsConfiguration"]
            : appLogsConfigurationDeserializer(item["appLogsConfiguration"]),
        containerAppsConfiguration: !item["containerAppsConfiguration"]
            ? item["containerAppsConfiguration"]
            : containerAppsConfigurationDeserializer(item["containerAppsConfiguration"]),
        aksResourceID: item["aksResourceID"],
    };
}
function arcConfigurationSerializer(item) {
    return {
        artifactsStorageType: item["artifactsStorageType"],
        artifactStorageClassName: item["artifactStorageClassName"],
        artifactStorageMountPath: item["artifactStorageMountPath"],
        artifactStorageNodeName: item["artifactStorageNodeName"],
        artifactStorageAccessMode: item["artifactStorageAccessMode"],
        frontEndServiceConfiguration: !item["frontEndServiceConfiguration"]
            ? item["frontEndServiceConfiguration"]
            : frontEndConfigurationSerializer(item["frontEndServiceConfiguration"]),
        kubeConfig: item["kubeConfig"],
    };
}
function arcConfigurationDeserializer(item) {
    return {
        artifactsStorageType: item["artifactsStorageType"],
        artifactStorageClassName: item["artifactStorageClassName"],
        artifactStorageMountPath: item["artifactStorageMountPath"],
        artifactStorageNodeName: item["artifactStorageNodeName"],
        artifactStorageAccessMode: item["artifactStorageAccessMode"],
        frontEndServiceConfiguration: !item["frontEndServiceConfiguration"]
            ? item["frontEndServiceConfiguration"]
            : frontEndConfigurationDeserializer(item["frontEndServiceConfiguration"]),
        kubeConfig: item["kubeConfig"],
    };
}
function frontEndConfigurationSerializer(item) {
    return { kind: item["kind"] };
}
function frontEndConfigurationDeserializer(item) {
    return {
        kind: item["kind"],
    };
}
function appLogsConfigurationSerializer(item) {
    return {
        destination: item["destination"],
        logAnalyticsConfiguration: !item["logAnalyticsConfiguration"]
            ? item["logAnalyticsConfiguration"]
            : logAnalyticsConfigurationSerializer(item["logAnalyticsConfiguration"]),
    };
}
function appLogsConfigurationDeserializer(item) {
    return {
        destination: item["destination"],
        logAnalyticsConfiguration: !item["logAnalyticsConfiguration"]
            ? item["logAnalyticsConfiguration"]
            : logAnalyticsConfigurationDeserializer(item["logAnalyticsConfiguration"]),
    };
}
function logAnalyticsConfigurationSerializer(item) {
    return { customerId: item["customerId"], sharedKey: item["sharedKey"] };
}
function logAnalyticsConfigurationDeserializer(item) {
    return {
        customerId: item["customerId"],
        sharedKey: item["sharedKey"],
    };
}
function containerAppsConfigurationSerializer(item) {
    return {
        daprAIInstrumentationKey: item["daprAIInstrumentationKey"],
        platformReservedCidr: item["platformReservedCidr"],
        platformReservedDnsIP: item["platformReservedDnsIP"],
        controlPlaneSubnetResourceId: item["controlPlaneSubnetResourceId"],
        appSubnetResourceId: item["appSubnetResourceId"],
        dockerBridgeCidr: item["dockerBridgeCidr"],
    };
}
function containerAppsConfigurationDeserializer(item) {
    return {
        daprAIInstrumentationKey: item["daprAIInstrumentationKey"],
        platformReservedCidr: item["platformReservedCidr"],
        platformReservedDnsIP: item["platformReservedDnsIP"],
        controlPlaneSubnetResourceId: item["controlPlaneSubnetResourceId"],
        appSubnetResourceId: item["appSubnetResourceId"],
        dockerBridgeCidr: item["dockerBridgeCidr"],
    };
}
function kubeEnvironmentPatchResourceSerializer(item) {
    return {
        kind: item["kind"],
        properties: areAllPropsUndefined(item, [
            "internalLoadBalancerEnabled",
            "staticIp",
            "arcConfiguration",
            "appLogsConfiguration",
            "containerAppsConfiguration",
            "aksResourceID",
        ])
            ? undefined
            : _kubeEnvironmentPatchResourcePropertiesSerializer(item),
    };
}
function kubeEnvironmentPatchResourcePropertiesSerializer(item) {
    return {
        internalLoadBalancerEnabled: item["internalLoadBalancerEnabled"],
        staticIp: item["staticIp"],
        arcConfiguration: !item["arcConfiguration"]
            ? item["arcConfiguration"]
            : arcConfigurationSerializer(item["arcConfiguration"]),
        appLogsConfiguration: !item["appLogsConfiguration"]
            ? item["appLogsConfiguration"]
            : appLogsConfigurationSerializer(item["appLogsConfiguration"]),
        containerAppsConfiguration: !item["containerAppsConfiguration"]
            ? item["containerAppsConfiguration"]
            : containerAppsConfigurationSerializer(item["containerAppsConfiguration"]),
        aksResourceID: item["aksResourceID"],
    };
}
function _kubeEnvironmentCollectionDeserializer(item) {
    return {
        value: kubeEnvironmentArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function kubeEnvironmentArraySerializer(result) {
    return result.map((item) => {
        return kubeEnvironmentSerializer(item);
    });
}
function kubeEnvironmentArrayDeserializer(result) {
    return result.map((item) => {
        return kubeEnvironmentDeserializer(item);
    });
}
function workflowRunDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _workflowRunPropertiesDeserializer(item["properties"])),
    };
}
function workflowRunPropertiesDeserializer(item) {
    return {
        waitEndTime: !item["waitEndTime"] ? item["waitEndTime"] : new Date(item["waitEndTime"]),
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        status: item["status"],
        code: item["code"],
        error: item["error"],
        correlationId: item["correlationId"],
        correlation: !item["correlation"]
            ? item["correlation"]
            : correlationDeserializer(item["correlation"]),
        workflow: !item["workflow"]
            ? item["workflow"]
            : resourceReferenceDeserializer(item["workflow"]),
        trigger: !item["trigger"] ? item["trigger"] : workflowRunTriggerDeserializer(item["trigger"]),
        outputs: !item["outputs"]
            ? item["outputs"]
            : workflowOutputParameterRecordDeserializer(item["outputs"]),
        response: !item["response"]
            ? item["response"]
            : workflowRunTriggerDeserializer(item["response"]),
    };
}
/** The workflow status. */
var KnownWorkflowStatus;
(function (KnownWorkflowStatus) {
    /** NotSpecified */
    KnownWorkflowStatus["NotSpecified"] = "NotSpecified";
    /** Paused */
    KnownWorkflowStatus["Paused"] = "Paused";
    /** Running */
    KnownWorkflowStatus["Running"] = "Running";
    /** Waiting */
    KnownWorkflowStatus["Waiting"] = "Waiting";
    /** Succeeded */
    KnownWorkflowStatus["Succeeded"] = "Succeeded";
    /** Skipped */
    KnownWorkflowStatus["Skipped"] = "Skipped";
    /** Suspended */
    KnownWorkflowStatus["Suspended"] = "Suspended";
    /** Cancelled */
    KnownWorkflowStatus["Cancelled"] = "Cancelled";
    /** Failed */
    KnownWorkflowStatus["Failed"] = "Failed";
    /** Faulted */
    KnownWorkflowStatus["Faulted"] = "Faulted";
    /** TimedOut */
    KnownWorkflowStatus["TimedOut"] = "TimedOut";
    /** Aborted */
    KnownWorkflowStatus["Aborted"] = "Aborted";
    /** Ignored */
    KnownWorkflowStatus["Ignored"] = "Ignored";
})(KnownWorkflowStatus || (KnownWorkflowStatus = {}));
function correlationDeserializer(item) {
    return {
        clientTrackingId: item["clientTrackingId"],
    };
}
function resourceReferenceSerializer(item) {
    return { id: item["id"] };
}
function resourceReferenceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
    };
}
function workflowRunTriggerDeserializer(item) {
    return {
        name: item["name"],
        inputs: item["inputs"],
        inputsLink: !item["inputsLink"]
            ? item["inputsLink"]
            : contentLinkDeserializer(item["inputsLink"]),
        outputs: item["outputs"],
        outputsLink: !item["outputsLink"]
            ? item["outputsLink"]
            : contentLinkDeserializer(item["outputsLink"]),
        scheduledTime: !item["scheduledTime"] ? item["scheduledTime"] : new Date(item["scheduledTime"]),
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        trackingId: item["trackingId"],
        correlation: !item["correlation"]
            ? item["correlation"]
            : correlationDeserializer(item["correlation"]),
        code: item["code"],
        status: item["status"],
        error: item["error"],
        trackedProperties: item["trackedProperties"],
    };
}
function contentLinkDeserializer(item) {
    return {
        uri: item["uri"],
        contentVersion: item["contentVersion"],
        contentSize: item["contentSize"],
        contentHash: !item["contentHash"]
            ? item["contentHash"]
            : contentHashDeserializer(item["contentHash"]),
        metadata: item["metadata"],
    };
}
function contentHashDeserializer(item) {
    return {
        algorithm: item["algorithm"],
        value: item["value"],
    };
}
function workflowOutputParameterRecordDeserializer(item) {
    const result = {};
    Object.keys(item).map((key) => {
        result[key] = !item[key] ? item[key] : workflowOutputParameterDeserializer(item[key]);
    });
    return result;
}
function workflowOutputParameterDeserializer(item) {
    return {
        type: item["type"],
        value: item["value"],
        metadata: item["metadata"],
        description: item["description"],
        error: item["error"],
    };
}
function workflowParameterSerializer(item) {
    return {
        type: item["type"],
        value: item["value"],
        metadata: item["metadata"],
        description: item["description"],
    };
}
function workflowParameterDeserializer(item) {
    return {
        type: item["type"],
        value: item["value"],
        metadata: item["metadata"],
        description: item["description"],
    };
}
/** The parameter type. */
var KnownParameterType;
(function (KnownParameterType) {
    /** NotSpecified */
    KnownParameterType["NotSpecified"] = "NotSpecified";
    /** String */
    KnownParameterType["String"] = "String";
    /** SecureString */
    KnownParameterType["SecureString"] = "SecureString";
    /** Int */
    KnownParameterType["Int"] = "Int";
    /** Float */
    KnownParameterType["Float"] = "Float";
    /** Bool */
    KnownParameterType["Bool"] = "Bool";
    /** Array */
    KnownParameterType["Array"] = "Array";
    /** Object */
    KnownParameterType["Object"] = "Object";
    /** SecureObject */
    KnownParameterType["SecureObject"] = "SecureObject";
})(KnownParameterType || (KnownParameterType = {}));
function errorResponseDeserializer(item) {
    return {
        error: !item["error"] ? item["error"] : errorPropertiesDeserializer(item["error"]),
    };
}
function errorPropertiesDeserializer(item) {
    return {
        code: item["code"],
        message: item["message"],
    };
}
function _workflowRunListResultDeserializer(item) {
    return {
        value: workflowRunArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function workflowRunArrayDeserializer(result) {
    return result.map((item) => {
        return workflowRunDeserializer(item);
    });
}
function workflowRunActionDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _workflowRunActionPropertiesDeserializer(item["properties"])),
    };
}
function workflowRunActionPropertiesDeserializer(item) {
    return {
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        status: item["status"],
        code: item["code"],
        error: item["error"],
        trackingId: item["trackingId"],
        correlation: !item["correlation"]
            ? item["correlation"]
            : runActionCorrelationDeserializer(item["correlation"]),
        inputsLink: !item["inputsLink"]
            ? item["inputsLink"]
            : contentLinkDeserializer(item["inputsLink"]),
        outputsLink: !item["outputsLink"]
            ? item["outputsLink"]
            : contentLinkDeserializer(item["outputsLink"]),
        trackedProperties: item["trackedProperties"],
        retryHistory: !item["retryHistory"]
            ? item["retryHistory"]
            : retryHistoryArrayDeserializer(item["retryHistory"]),
    };
}
function runActionCorrelationDeserializer(item) {
    return {
        clientTrackingId: item["clientTrackingId"],
        clientKeywords: !item["clientKeywords"]
            ? item["clientKeywords"]
            : item["clientKeywords"].map((p) => {
                return p;
            }),
        actionTrackingId: item["actionTrackingId"],
    };
}
function retryHistoryArrayDeserializer(result) {
    return result.map((item) => {
        return retryHistoryDeserializer(item);
    });
}
function retryHistoryDeserializer(item) {
    return {
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        code: item["code"],
        clientRequestId: item["clientRequestId"],
        serviceRequestId: item["serviceRequestId"],
        error: !item["error"] ? item["error"] : errorResponseDeserializer(item["error"]),
    };
}
function runCorrelationDeserializer(item) {
    return {
        clientTrackingId: item["clientTrackingId"],
        clientKeywords: !item["clientKeywords"]
            ? item["clientKeywords"]
            : item["clientKeywords"].map((p) => {
                return p;
            }),
    };
}
function _workflowRunActionListResultDeserializer(item) {
    return {
        value: workflowRunActionArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function workflowRunActionArrayDeserializer(result) {
    return result.map((item) => {
        return workflowRunActionDeserializer(item);
    });
}
function _expressionTracesDeserializer(item) {
    return {
        value: item["value"],
        inputs: !item["inputs"] ? item["inputs"] : expressionRootArrayDeserializer(item["inputs"]),
        nextLink: item["nextLink"],
    };
}
function expressionRootArrayDeserializer(result) {
    return result.map((item) => {
        return expressionRootDeserializer(item);
    });
}
function expressionRootDeserializer(item) {
    return {
        text: item["text"],
        value: item["value"],
        subexpressions: !item["subexpressions"]
            ? item["subexpressions"]
            : expressionArrayDeserializer(item["subexpressions"]),
        error: !item["error"] ? item["error"] : azureResourceErrorInfoDeserializer(item["error"]),
        path: item["path"],
    };
}
function expressionDeserializer(item) {
    return {
        text: item["text"],
        value: item["value"],
        subexpressions: !item["subexpressions"]
            ? item["subexpressions"]
            : expressionArrayDeserializer(item["subexpressions"]),
        error: !item["error"] ? item["error"] : azureResourceErrorInfoDeserializer(item["error"]),
    };
}
function expressionArrayDeserializer(result) {
    return result.map((item) => {
        return expressionDeserializer(item);
    });
}
function azureResourceErrorInfoDeserializer(item) {
    return {
        code: item["code"],
        message: item["message"],
        details: !item["details"]
            ? item["details"]
            : azureResourceErrorInfoArrayDeserializer(item["details"]),
    };
}
function azureResourceErrorInfoArrayDeserializer(result) {
    return result.map((item) => {
        return azureResourceErrorInfoDeserializer(item);
    });
}
function errorInfoDeserializer(item) {
    return {
        code: item["code"],
    };
}
function workflowRunActionRepetitionDefinitionDeserializer(item) {
    return {
        tags: !item["tags"]
            ? item["tags"]
            : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
        location: item["location"],
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ..._workflowRunActionRepetitionDefinitionPropertiesDeserializer(item["properties"]),
    };
}
function workflowRunActionRepetitionPropertiesDeserializer(item) {
    return {
        trackingId: item["trackingId"],
        inputs: item["inputs"],
        inputsLink: !item["inputsLink"]
            ? item["inputsLink"]
            : contentLinkDeserializer(item["inputsLink"]),
        outputs: item["outputs"],
        outputsLink: !item["outputsLink"]
            ? item["outputsLink"]
            : contentLinkDeserializer(item["outputsLink"]),
        trackedProperties: item["trackedProperties"],
        retryHistory: !item["retryHistory"]
            ? item["retryHistory"]
            : retryHistoryArrayDeserializer(item["retryHistory"]),
        iterationCount: item["iterationCount"],
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        correlation: !item["correlation"]
            ? item["correlation"]
            : runActionCorrelationDeserializer(item["correlation"]),
        status: item["status"],
        code: item["code"],
        error: item["error"],
        repetitionIndexes: !item["repetitionIndexes"]
            ? item["repetitionIndexes"]
            : repetitionIndexArrayDeserializer(item["repetitionIndexes"]),
    };
}
function repetitionIndexArrayDeserializer(result) {
    return result.map((item) => {
        return repetitionIndexDeserializer(item);
    });
}
function repetitionIndexDeserializer(item) {
    return {
        scopeName: item["scopeName"],
        itemIndex: item["itemIndex"],
    };
}
function operationResultDeserializer(item) {
    return {
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        correlation: !item["correlation"]
            ? item["correlation"]
            : runActionCorrelationDeserializer(item["correlation"]),
        status: item["status"],
        code: item["code"],
        error: item["error"],
        trackingId: item["trackingId"],
        inputs: item["inputs"],
        inputsLink: !item["inputsLink"]
            ? item["inputsLink"]
            : contentLinkDeserializer(item["inputsLink"]),
        outputs: item["outputs"],
        outputsLink: !item["outputsLink"]
            ? item["outputsLink"]
            : contentLinkDeserializer(item["outputsLink"]),
        trackedProperties: item["trackedProperties"],
        retryHistory: !item["retryHistory"]
            ? item["retryHistory"]
            : retryHistoryArrayDeserializer(item["retryHistory"]),
        iterationCount: item["iterationCount"],
    };
}
function operationResultPropertiesDeserializer(item) {
    return {
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        correlation: !item["correlation"]
            ? item["correlation"]
            : runActionCorrelationDeserializer(item["correlation"]),
        status: item["status"],
        code: item["code"],
        error: item["error"],
    };
}
function _workflowRunActionRepetitionDefinitionCollectionDeserializer(item) {
    return {
        value: workflowRunActionRepetitionDefinitionArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function workflowRunActionRepetitionDefinitionArrayDeserializer(result) {
    return result.map((item) => {
        return workflowRunActionRepetitionDefinitionDeserializer(item);
    });
}
function workflowTriggerDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _workflowTriggerPropertiesDeserializer(item["properties"])),
    };
}
function workflowTriggerPropertiesDeserializer(item) {
    return {
        provisioningState: item["provisioningState"],
        createdTime: !item["createdTime"] ? item["createdTime"] : new Date(item["createdTime"]),
        changedTime: !item["changedTime"] ? item["changedTime"] : new Date(item["changedTime"]),
        state: item["state"],
        status: item["status"],
        lastExecutionTime: !item["lastExecutionTime"]
            ? item["lastExecutionTime"]
            : new Date(item["lastExecutionTime"]),
        nextExecutionTime: !item["nextExecutionTime"]
            ? item["nextExecutionTime"]
            : new Date(item["nextExecutionTime"]),
        recurrence: !item["recurrence"]
            ? item["recurrence"]
            : workflowTriggerRecurrenceDeserializer(item["recurrence"]),
        workflow: !item["workflow"]
            ? item["workflow"]
            : resourceReferenceDeserializer(item["workflow"]),
    };
}
/** The workflow trigger provisioning state. */
var KnownWorkflowTriggerProvisioningState;
(function (KnownWorkflowTriggerProvisioningState) {
    /** NotSpecified */
    KnownWorkflowTriggerProvisioningState["NotSpecified"] = "NotSpecified";
    /** Accepted */
    KnownWorkflowTriggerProvisioningState["Accepted"] = "Accepted";
    /** Running */
    KnownWorkflowTriggerProvisioningState["Running"] = "Running";
    /** Ready */
    KnownWorkflowTriggerProvisioningState["Ready"] = "Ready";
    /** Creating */
    KnownWorkflowTriggerProvisioningState["Creating"] = "Creating";
    /** Created */
    KnownWorkflowTriggerProvisioningState["Created"] = "Created";
    /** Deleting */
    KnownWorkflowTriggerProvisioningState["Deleting"] = "Deleting";
    /** Deleted */
    KnownWorkflowTriggerProvisioningState["Deleted"] = "Deleted";
    /** Canceled */
    KnownWorkflowTriggerProvisioningState["Canceled"] = "Canceled";
    /** Failed */
    KnownWorkflowTriggerProvisioningState["Failed"] = "Failed";
    /** Succeeded */
    KnownWorkflowTriggerProvisioningState["Succeeded"] = "Succeeded";
    /** Moving */
    KnownWorkflowTriggerProvisioningState["Moving"] = "Moving";
    /** Updating */
    KnownWorkflowTriggerProvisioningState["Updating"] = "Updating";
    /** Registering */
    KnownWorkflowTriggerProvisioningState["Registering"] = "Registering";
    /** Registered */
    KnownWorkflowTriggerProvisioningState["Registered"] = "Registered";
    /** Unregistering */
    KnownWorkflowTriggerProvisioningState["Unregistering"] = "Unregistering";
    /** Unregistered */
    KnownWorkflowTriggerProvisioningState["Unregistered"] = "Unregistered";
    /** Completed */
    KnownWorkflowTriggerProvisioningState["Completed"] = "Completed";
})(KnownWorkflowTriggerProvisioningState || (KnownWorkflowTriggerProvisioningState = {}));
function workflowTriggerRecurrenceDeserializer(item) {
    return {
        frequency: item["frequency"],
        interval: item["interval"],
        startTime: item["startTime"],
        endTime: item["endTime"],
        timeZone: item["timeZone"],
        schedule: !item["schedule"]
            ? item["schedule"]
            : recurrenceScheduleDeserializer(item["schedule"]),
    };
}
/** The recurrence frequency. */
var KnownRecurrenceFrequency;
(function (KnownRecurrenceFrequency) {
    /** NotSpecified */
    KnownRecurrenceFrequency["NotSpecified"] = "NotSpecified";
    /** Second */
    KnownRecurrenceFrequency["Second"] = "Second";
    /** Minute */
    KnownRecurrenceFrequency["Minute"] = "Minute";
    /** Hour */
    KnownRecurrenceFrequency["Hour"] = "Hour";
    /** Day */
    KnownRecurrenceFrequency["Day"] = "Day";
    /** Week */
    KnownRecurrenceFrequency["Week"] = "Week";
    /** Month */
    KnownRecurrenceFrequency["Month"] = "Month";
    /** Year */
    KnownRecurrenceFrequency["Year"] = "Year";
})(KnownRecurrenceFrequency || (KnownRecurrenceFrequency = {}));
function recurrenceScheduleDeserializer(item) {
    return {
        minutes: !item["minutes"]
            ? item["minutes"]
            : item["minutes"].map((p) => {
                return p;
            }),
        hours: !item["hours"]
            ? item["hours"]
            : item["hours"].map((p) => {
                return p;
            }),
        weekDays: !item["weekDays"]
            ? item["weekDays"]
            : item["weekDays"].map((p) => {
                return p;
            }),
        monthDays: !item["monthDays"]
            ? item["monthDays"]
            : item["monthDays"].map((p) => {
                return p;
            }),
        monthlyOccurrences: !item["monthlyOccurrences"]
            ? item["monthlyOccurrences"]
            : recurrenceScheduleOccurrenceArrayDeserializer(item["monthlyOccurrences"]),
    };
}
function recurrenceScheduleOccurrenceArrayDeserializer(result) {
    return result.map((item) => {
        return recurrenceScheduleOccurrenceDeserializer(item);
    });
}
function recurrenceScheduleOccurrenceDeserializer(item) {
    return {
        day: item["day"],
        occurrence: item["occurrence"],
    };
}
function _workflowTriggerListResultDeserializer(item) {
    return {
        value: workflowTriggerArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function workflowTriggerArrayDeserializer(result) {
    return result.map((item) => {
        return workflowTriggerDeserializer(item);
    });
}
function workflowTriggerCallbackUrlDeserializer(item) {
    return {
        value: item["value"],
        method: item["method"],
        basePath: item["basePath"],
        relativePath: item["relativePath"],
        relativePathParameters: !item["relativePathParameters"]
            ? item["relativePathParameters"]
            : item["relativePathParameters"].map((p) => {
                return p;
            }),
        queries: !item["queries"]
            ? item["queries"]
            : workflowTriggerListCallbackUrlQueriesDeserializer(item["queries"]),
    };
}
function workflowTriggerListCallbackUrlQueriesDeserializer(item) {
    return {
        apiVersion: item["api-version"],
        sp: item["sp"],
        sv: item["sv"],
        sig: item["sig"],
        se: item["se"],
    };
}
function jsonSchemaDeserializer(item) {
    return {
        title: item["title"],
        content: item["content"],
    };
}
function workflowTriggerHistoryDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _workflowTriggerHistoryPropertiesDeserializer(item["properties"])),
    };
}
function workflowTriggerHistoryPropertiesDeserializer(item) {
    return {
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        scheduledTime: !item["scheduledTime"] ? item["scheduledTime"] : new Date(item["scheduledTime"]),
        status: item["status"],
        code: item["code"],
        error: item["error"],
        trackingId: item["trackingId"],
        correlation: !item["correlation"]
            ? item["correlation"]
            : correlationDeserializer(item["correlation"]),
        inputsLink: !item["inputsLink"]
            ? item["inputsLink"]
            : contentLinkDeserializer(item["inputsLink"]),
        outputsLink: !item["outputsLink"]
            ? item["outputsLink"]
            : contentLinkDeserializer(item["outputsLink"]),
        fired: item["fired"],
        run: !item["run"] ? item["run"] : resourceReferenceDeserializer(item["run"]),
    };
}
function _workflowTriggerHistoryListResultDeserializer(item) {
    return {
        value: workflowTriggerHistoryArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function workflowTriggerHistoryArrayDeserializer(result) {
    return result.map((item) => {
        return workflowTriggerHistoryDeserializer(item);
    });
}
function workflowVersionDeserializer(item) {
    return {
        tags: !item["tags"]
            ? item["tags"]
            : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
        location: item["location"],
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _workflowVersionPropertiesDeserializer(item["properties"])),
    };
}
function workflowVersionPropertiesDeserializer(item) {
    return {
        provisioningState: item["provisioningState"],
        createdTime: !item["createdTime"] ? item["createdTime"] : new Date(item["createdTime"]),
        changedTime: !item["changedTime"] ? item["changedTime"] : new Date(item["changedTime"]),
        state: item["state"],
        version: item["version"],
        accessEndpoint: item["accessEndpoint"],
        endpointsConfiguration: !item["endpointsConfiguration"]
            ? item["endpointsConfiguration"]
            : flowEndpointsConfigurationDeserializer(item["endpointsConfiguration"]),
        accessControl: !item["accessControl"]
            ? item["accessControl"]
            : flowAccessControlConfigurationDeserializer(item["accessControl"]),
        sku: !item["sku"] ? item["sku"] : workflowSkuDeserializer(item["sku"]),
        integrationAccount: !item["integrationAccount"]
            ? item["integrationAccount"]
            : resourceReferenceDeserializer(item["integrationAccount"]),
        definition: item["definition"],
        parameters: !item["parameters"]
            ? item["parameters"]
            : workflowParameterRecordDeserializer(item["parameters"]),
    };
}
/** The workflow provisioning state. */
var KnownWorkflowProvisioningState;
(function (KnownWorkflowProvisioningState) {
    /** NotSpecified */
    KnownWorkflowProvisioningState["NotSpecified"] = "NotSpecified";
    /** Accepted */
    KnownWorkflowProvisioningState["Accepted"] = "Accepted";
    /** Running */
    KnownWorkflowProvisioningState["Running"] = "Running";
    /** Ready */
    KnownWorkflowProvisioningState["Ready"] = "Ready";
    /** Creating */
    KnownWorkflowProvisioningState["Creating"] = "Creating";
    /** Created */
    KnownWorkflowProvisioningState["Created"] = "Created";
    /** Deleting */
    KnownWorkflowProvisioningState["Deleting"] = "Deleting";
    /** Deleted */
    KnownWorkflowProvisioningState["Deleted"] = "Deleted";
    /** Canceled */
    KnownWorkflowProvisioningState["Canceled"] = "Canceled";
    /** Failed */
    KnownWorkflowProvisioningState["Failed"] = "Failed";
    /** Succeeded */
    KnownWorkflowProvisioningState["Succeeded"] = "Succeeded";
    /** Moving */
    KnownWorkflowProvisioningState["Moving"] = "Moving";
    /** Updating */
    KnownWorkflowProvisioningState["Updating"] = "Updating";
    /** Registering */
    KnownWorkflowProvisioningState["Registering"] = "Registering";
    /** Registered */
    KnownWorkflowProvisioningState["Registered"] = "Registered";
    /** Unregistering */
    KnownWorkflowProvisioningState["Unregistering"] = "Unregistering";
    /** Unregistered */
    KnownWorkflowProvisioningState["Unregistered"] = "Unregistered";
    /** Completed */
    KnownWorkflowProvisioningState["Completed"] = "Completed";
    /** Renewing */
    KnownWorkflowProvisioningState["Renewing"] = "Renewing";
    /** Pending */
    KnownWorkflowProvisioningState["Pending"] = "Pending";
    /** Waiting */
    KnownWorkflowProvisioningState["Waiting"] = "Waiting";
    /** InProgress */
    KnownWorkflowProvisioningState["InProgress"] = "InProgress";
})(KnownWorkflowProvisioningState || (KnownWorkflowProvisioningState = {}));
function flowEndpointsConfigurationSerializer(item) {
    return {
        workflow: !item["workflow"] ? item["workflow"] : flowEndpointsSerializer(item["workflow"]),
        connector: !item["connector"] ? item["connector"] : flowEndpointsSerializer(item["connector"]),
    };
}
function flowEndpointsConfigurationDeserializer(item) {
    return {
        workflow: !item["workflow"] ? item["workflow"] : flowEndpointsDeserializer(item["workflow"]),
        connector: !item["connector"]
            ? item["connector"]
            : flowEndpointsDeserializer(item["connector"]),
    };
}
function flowEndpointsSerializer(item) {
    return {
        outgoingIpAddresses: !item["outgoingIpAddresses"]
            ? item["outgoingIpAddresses"]
            : ipAddressArraySerializer(item["outgoingIpAddresses"]),
        accessEndpointIpAddresses: !item["accessEndpointIpAddresses"]
            ? item["accessEndpointIpAddresses"]
            : ipAddressArraySerializer(item["accessEndpointIpAddresses"]),
    };
}
function flowEndpointsDeserializer(item) {
    return {
        outgoingIpAddresses: !item["outgoingIpAddresses"]
            ? item["outgoingIpAddresses"]
            : ipAddressArrayDeserializer(item["outgoingIpAddresses"]),
        accessEndpointIpAddresses: !item["accessEndpointIpAddresses"]
            ? item["accessEndpointIpAddresses"]
            : ipAddressArrayDeserializer(item["accessEndpointIpAddresses"]),
    };
}
function ipAddressArraySerializer(result) {
    return result.map((item) => {
        return ipAddressSerializer(item);
    });
}
function ipAddressArrayDeserializer(result) {
    return result.map((item) => {
        return ipAddressDeserializer(item);
    });
}
function ipAddressSerializer(item) {
    return { address: item["address"] };
}
function ipAddressDeserializer(item) {
    return {
        address: item["address"],
    };
}
function flowAccessControlConfigurationSerializer(item) {
    return {
        triggers: !item["triggers"]
            ? item["triggers"]
            : flowAccessControlConfigurationPolicySerializer(item["triggers"]),
        contents: !item["contents"]
            ? item["contents"]
            : flowAccessControlConfigurationPolicySerializer(item["contents"]),
        actions: !item["actions"]
            ? item["actions"]
            : flowAccessControlConfigurationPolicySerializer(item["actions"]),
        workflowManagement: !item["workflowManagement"]
            ? item["workflowManagement"]
            : flowAccessControlConfigurationPolicySerializer(item["workflowManagement"]),
    };
}
function flowAccessControlConfigurationDeserializer(item) {
    return {
        triggers: !item["triggers"]
            ? item["triggers"]
            : flowAccessControlConfigurationPolicyDeserializer(item["triggers"]),
        contents: !item["contents"]
            ? item["contents"]
            : flowAccessControlConfigurationPolicyDeserializer(item["contents"]),
        actions: !item["actions"]
            ? item["actions"]
            : flowAccessControlConfigurationPolicyDeserializer(item["actions"]),
        workflowManagement: !item["workflowManagement"]
            ? item["workflowManagement"]
            : flowAccessControlConfigurationPolicyDeserializer(item["workflowManagement"]),
    };
}
function flowAccessControlConfigurationPolicySerializer(item) {
    return {
        allowedCallerIpAddresses: !item["allowedCallerIpAddresses"]
            ? item["allowedCallerIpAddresses"]
            : ipAddressRangeArraySerializer(item["allowedCallerIpAddresses"]),
        openAuthenticationPolicies: !item["openAuthenticationPolicies"]
            ? item["openAuthenticationPolicies"]
            : openAuthenticationAccessPoliciesSerializer(item["openAuthenticationPolicies"]),
    };
}
function flowAccessControlConfigurationPolicyDeserializer(item) {
    return {
        allowedCallerIpAddresses: !item["allowedCallerIpAddresses"]
            ? item["allowedCallerIpAddresses"]
            : ipAddressRangeArrayDeserializer(item["allowedCallerIpAddresses"]),
        openAuthenticationPolicies: !item["openAuthenticationPolicies"]
            ? item["openAuthenticationPolicies"]
            : openAuthenticationAccessPoliciesDeserializer(item["openAuthenticationPolicies"]),
    };
}
function ipAddressRangeArraySerializer(result) {
    return result.map((item) => {
        return ipAddressRangeSerializer(item);
    });
}
function ipAddressRangeArrayDeserializer(result) {
    return result.map((item) => {
        return ipAddressRangeDeserializer(item);
    });
}
function ipAddressRangeSerializer(item) {
    return { addressRange: item["addressRange"] };
}
function ipAddressRangeDeserializer(item) {
    return {
        addressRange: item["addressRange"],
    };
}
function openAuthenticationAccessPoliciesSerializer(item) {
    return {
        policies: !item["policies"]
            ? item["policies"]
            : openAuthenticationAccessPolicyRecordSerializer(item["policies"]),
    };
}
function openAuthenticationAccessPoliciesDeserializer(item) {
    return {
        policies: !item["policies"]
            ? item["policies"]
            : openAuthenticationAccessPolicyRecordDeserializer(item["policies"]),
    };
}
function openAuthenticationAccessPolicyRecordSerializer(item) {
    const result = {};
    Object.keys(item).map((key) => {
        result[key] = !item[key] ? item[key] : openAuthenticationAccessPolicySerializer(item[key]);
    });
    return result;
}
function openAuthenticationAccessPolicyRecordDeserializer(item) {
    const result = {};
    Object.keys(item).map((key) => {
        result[key] = !item[key] ? item[key] : openAuthenticationAccessPolicyDeserializer(item[key]);
    });
    return result;
}
function openAuthenticationAccessPolicySerializer(item) {
    return {
        type: item["type"],
        claims: !item["claims"]
            ? item["claims"]
            : openAuthenticationPolicyClaimArraySerializer(item["claims"]),
    };
}
function openAuthenticationAccessPolicyDeserializer(item) {
    return {
        type: item["type"],
        claims: !item["claims"]
            ? item["claims"]
            : openAuthenticationPolicyClaimArrayDeserializer(item["claims"]),
    };
}
/** Open authentication policy provider type. */
var KnownOpenAuthenticationProviderType;
(function (KnownOpenAuthenticationProviderType) {
    /** AAD */
    KnownOpenAuthenticationProviderType["AAD"] = "AAD";
})(KnownOpenAuthenticationProviderType || (KnownOpenAuthenticationProviderType = {}));
function openAuthenticationPolicyClaimArraySerializer(result) {
    return result.map((item) => {
        return openAuthenticationPolicyClaimSerializer(item);
    });
}
function openAuthenticationPolicyClaimArrayDeserializer(result) {
    return result.map((item) => {
        return openAuthenticationPolicyClaimDeserializer(item);
    });
}
function openAuthenticationPolicyClaimSerializer(item) {
    return { name: item["name"], value: item["value"] };
}
function openAuthenticationPolicyClaimDeserializer(item) {
    return {
        name: item["name"],
        value: item["value"],
    };
}
function workflowSkuDeserializer(item) {
    return {
        name: item["name"],
        plan: !item["plan"] ? item["plan"] : resourceReferenceDeserializer(item["plan"]),
    };
}
/** The sku name. */
var KnownWorkflowSkuName;
(function (KnownWorkflowSkuName) {
    /** NotSpecified */
    KnownWorkflowSkuName["NotSpecified"] = "NotSpecified";
    /** Free */
    KnownWorkflowSkuName["Free"] = "Free";
    /** Shared */
    KnownWorkflowSkuName["Shared"] = "Shared";
    /** Basic */
    KnownWorkflowSkuName["Basic"] = "Basic";
    /** Standard */
    KnownWorkflowSkuName["Standard"] = "Standard";
    /** Premium */
    KnownWorkflowSkuName["Premium"] = "Premium";
})(KnownWorkflowSkuName || (KnownWorkflowSkuName = {}));
function workflowParameterRecordSerializer(item) {
    const result = {};
    Object.keys(item).map((key) => {
        result[key] = !item[key] ? item[key] : workflowParameterSerializer(item[key]);
    });
    return result;
}
function workflowParameterRecordDeserializer(item) {
    const result = {};
    Object.keys(item).map((key) => {
        result[key] = !item[key] ? item[key] : workflowParameterDeserializer(item[key]);
    });
    return result;
}
function _workflowVersionListResultDeserializer(item) {
    return {
        value: workflowVersionArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function workflowVersionArrayDeserializer(result) {
    return result.map((item) => {
        return workflowVersionDeserializer(item);
    });
}
function _csmOperationCollectionDeserializer(item) {
    return {
        value: csmOperationDescriptionArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function csmOperationDescriptionArrayDeserializer(result) {
    return result.map((item) => {
        return csmOperationDescriptionDeserializer(item);
    });
}
function csmOperationDescriptionDeserializer(item) {
    return {
        name: item["name"],
        isDataAction: item["isDataAction"],
        display: !item["display"] ? item["display"] : csmOperationDisplayDeserializer(item["display"]),
        origin: item["origin"],
        properties: !item["properties"]
            ? item["properties"]
            : csmOperationDescriptionPropertiesDeserializer(item["properties"]),
    };
}
function csmOperationDisplayDeserializer(item) {
    return {
        provider: item["provider"],
        resource: item["resource"],
        operation: item["operation"],
        description: item["description"],
    };
}
function csmOperationDescriptionPropertiesDeserializer(item) {
    return {
        serviceSpecification: !item["serviceSpecification"]
            ? item["serviceSpecification"]
            : serviceSpecificationDeserializer(item["serviceSpecification"]),
    };
}
function serviceSpecificationDeserializer(item) {
    return {
        metricSpecifications: !item["metricSpecifications"]
            ? item["metricSpecifications"]
            : metricSpecificationArrayDeserializer(item["metricSpecifications"]),
        logSpecifications: !item["logSpecifications"]
            ? item["logSpecifications"]
            : logSpecificationArrayDeserializer(item["logSpecifications"]),
    };
}
function metricSpecificationArrayDeserializer(result) {
    return result.map((item) => {
        return metricSpecificationDeserializer(item);
    });
}
function metricSpecificationDeserializer(item) {
    return {
        name: item["name"],
        displayName: item["displayName"],
        displayDescription: item["displayDescription"],
        unit: item["unit"],
        aggregationType: item["aggregationType"],
        supportsInstanceLevelAggregation: item["supportsInstanceLevelAggregation"],
        enableRegionalMdmAccount: item["enableRegionalMdmAccount"],
        sourceMdmAccount: item["sourceMdmAccount"],
        sourceMdmNamespace: item["sourceMdmNamespace"],
        metricFilterPattern: item["metricFilterPattern"],
        fillGapWithZero: item["fillGapWithZero"],
        isInternal: item["isInternal"],
        dimensions: !item["dimensions"]
            ? item["dimensions"]
            : dimensionArrayDeserializer(item["dimensions"]),
        category: item["category"],
        availabilities: !item["availabilities"]
            ? item["availabilities"]
            : metricAvailabilityArrayDeserializer(item["availabilities"]),
        supportedTimeGrainTypes: !item["supportedTimeGrainTypes"]
            ? item["supportedTimeGrainTypes"]
            : item["supportedTimeGrainTypes"].map((p) => {
                return p;
            }),
        supportedAggregationTypes: !item["supportedAggregationTypes"]
            ? item["supportedAggregationTypes"]
            : item["supportedAggregationTypes"].map((p) => {
                return p;
            }),
    };
}
function dimensionArrayDeserializer(result) {
    return result.map((item) => {
        return dimensionDeserializer(item);
    });
}
function dimensionDeserializer(item) {
    return {
        name: item["name"],
        displayName: item["displayName"],
        internalName: item["internalName"],
        toBeExportedForShoebox: item["toBeExportedForShoebox"],
    };
}
function metricAvailabilityArrayDeserializer(result) {
    return result.map((item) => {
        return metricAvailabilityDeserializer(item);
    });
}
function metricAvailabilityDeserializer(item) {
    return {
        timeGrain: item["timeGrain"],
        blobDuration: item["blobDuration"],
    };
}
function logSpecificationArrayDeserializer(result) {
    return result.map((item) => {
        return logSpecificationDeserializer(item);
    });
}
function logSpecificationDeserializer(item) {
    return {
        name: item["name"],
        displayName: item["displayName"],
        blobDuration: item["blobDuration"],
        logFilterPattern: item["logFilterPattern"],
    };
}
function _applicationStackCollectionDeserializer(item) {
    return {
        value: applicationStackResourceArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function applicationStackResourceArrayDeserializer(result) {
    return result.map((item) => {
        return applicationStackResourceDeserializer(item);
    });
}
function applicationStackResourceDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        ...(!item["properties"]
            ? item["properties"]
            : _applicationStackResourcePropertiesDeserializer(item["properties"])),
    };
}
function applicationStackDeserializer(item) {
    return {
        name: item["name"],
        display: item["display"],
        dependency: item["dependency"],
        majorVersions: !item["majorVersions"]
            ? item["majorVersions"]
            : stackMajorVersionArrayDeserializer(item["majorVersions"]),
        frameworks: !item["frameworks"]
            ? item["frameworks"]
            : applicationStackArrayDeserializer(item["frameworks"]),
        isDeprecated: !item["isDeprecated"]
            ? item["isDeprecated"]
            : applicationStackArrayDeserializer(item["isDeprecated"]),
    };
}
function stackMajorVersionArrayDeserializer(result) {
    return result.map((item) => {
        return stackMajorVersionDeserializer(item);
    });
}
function stackMajorVersionDeserializer(item) {
    return {
        displayVersion: item["displayVersion"],
        runtimeVersion: item["runtimeVersion"],
        isDefault: item["isDefault"],
        minorVersions: !item["minorVersions"]
            ? item["minorVersions"]
            : stackMinorVersionArrayDeserializer(item["minorVersions"]),
        applicationInsights: item["applicationInsights"],
        isPreview: item["isPreview"],
        isDeprecated: item["isDeprecated"],
        isHidden: item["isHidden"],
        appSettingsDictionary: !item["appSettingsDictionary"]
            ? item["appSettingsDictionary"]
            : Object.fromEntries(Object.entries(item["appSettingsDictionary"]).map(([k, p]) => [k, p])),
        siteConfigPropertiesDictionary: !item["siteConfigPropertiesDictionary"]
            ? item["siteConfigPropertiesDictionary"]
            : Object.fromEntries(Object.entries(item["siteConfigPropertiesDictionary"]).map(([k, p]) => [
                k,
                p,
            ])),
    };
}
function stackMinorVersionArrayDeserializer(result) {
    return result.map((item) => {
        return stackMinorVersionDeserializer(item);
    });
}
function stackMinorVersionDeserializer(item) {
    return {
        displayVersion: item["displayVersion"],
        runtimeVersion: item["runtimeVersion"],
        isDefault: item["isDefault"],
        isRemoteDebuggingEnabled: item["isRemoteDebuggingEnabled"],
    };
}
function applicationStackArrayDeserializer(result) {
    return result.map((item) => {
        return applicationStackDeserializer(item);
    });
}
function _functionAppStackCollectionDeserializer(item) {
    return {
        value: functionAppStackArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function functionAppStackArrayDeserializer(result) {
    return result.map((item) => {
        return functionAppStackDeserializer(item);
    });
}
function functionAppStackDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        location: item["location"],
        ...(!item["properties"]
            ? item["properties"]
            : _functionAppStackPropertiesDeserializer(item["properties"])),
    };
}
function functionAppStackPropertiesDeserializer(item) {
    return {
        displayText: item["displayText"],
        value: item["value"],
        majorVersions: !item["majorVersions"]
            ? item["majorVersions"]
            : functionAppMajorVersionArrayDeserializer(item["majorVersions"]),
        preferredOs: item["preferredOs"],
    };
}
function functionAppMajorVersionArrayDeserializer(result) {
    return result.map((item) => {
        return functionAppMajorVersionDeserializer(item);
    });
}
function functionAppMajorVersionDeserializer(item) {
    return {
        displayText: item["displayText"],
        value: item["value"],
        minorVersions: !item["minorVersions"]
            ? item["minorVersions"]
            : functionAppMinorVersionArrayDeserializer(item["minorVersions"]),
    };
}
function functionAppMinorVersionArrayDeserializer(result) {
    return result.map((item) => {
        return functionAppMinorVersionDeserializer(item);
    });
}
function functionAppMinorVersionDeserializer(item) {
    return {
        displayText: item["displayText"],
        value: item["value"],
        stackSettings: !item["stackSettings"]
            ? item["stackSettings"]
            : functionAppRuntimesDeserializer(item["stackSettings"]),
    };
}
function functionAppRuntimesDeserializer(item) {
    return {
        linuxRuntimeSettings: !item["linuxRuntimeSettings"]
            ? item["linuxRuntimeSettings"]
            : functionAppRuntimeSettingsDeserializer(item["linuxRuntimeSettings"]),
        windowsRuntimeSettings: !item["windowsRuntimeSettings"]
            ? item["windowsRuntimeSettings"]
            : functionAppRuntimeSettingsDeserializer(item["windowsRuntimeSettings"]),
    };
}
function functionAppRuntimeSettingsDeserializer(item) {
    return {
        runtimeVersion: item["runtimeVersion"],
        remoteDebuggingSupported: item["remoteDebuggingSupported"],
        appInsightsSettings: !item["appInsightsSettings"]
            ? item["appInsightsSettings"]
            : appInsightsWebAppStackSettingsDeserializer(item["appInsightsSettings"]),
        gitHubActionSettings: !item["gitHubActionSettings"]
            ? item["gitHubActionSettings"]
            : gitHubActionWebAppStackSettingsDeserializer(item["gitHubActionSettings"]),
        appSettingsDictionary: !item["appSettingsDictionary"]
            ? item["appSettingsDictionary"]
            : Object.fromEntries(Object.entries(item["appSettingsDictionary"]).map(([k, p]) => [k, p])),
        siteConfigPropertiesDictionary: !item["siteConfigPropertiesDictionary"]
            ? item["siteConfigPropertiesDictionary"]
            : siteConfigPropertiesDictionaryDeserializer(item["siteConfigPropertiesDictionary"]),
        supportedFunctionsExtensionVersions: !item["supportedFunctionsExtensionVersions"]
            ? item["supportedFunctionsExtensionVersions"]
            : item["supportedFunctionsExtensionVersions"].map((p) => {
                return p;
            }),
        isPreview: item["isPreview"],
        isDeprecated: item["isDeprecated"],
        isHidden: item["isHidden"],
        endOfLifeDate: !item["endOfLifeDate"] ? item["endOfLifeDate"] : new Date(item["endOfLifeDate"]),
        isAutoUpdate: item["isAutoUpdate"],
        isEarlyAccess: item["isEarlyAccess"],
        isDefault: item["isDefault"],
    };
}
function appInsightsWebAppStackSettingsDeserializer(item) {
    return {
        isSupported: item["isSupported"],
        isDefaultOff: item["isDefaultOff"],
    };
}
function gitHubActionWebAppStackSettingsDeserializer(item) {
    return {
        isSupported: item["isSupported"],
        supportedVersion: item["supportedVersion"],
    };
}
function siteConfigPropertiesDictionaryDeserializer(item) {
    return {
        use32BitWorkerProcess: item["use32BitWorkerProcess"],
        linuxFxVersion: item["linuxFxVersion"],
        javaVersion: item["javaVersion"],
        powerShellVersion: item["powerShellVersion"],
    };
}
function _webAppStackCollectionDeserializer(item) {
    return {
        value: webAppStackArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function webAppStackArrayDeserializer(result) {
    return result.map((item) => {
        return webAppStackDeserializer(item);
    });
}
function webAppStackDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        kind: item["kind"],
        type: item["type"],
        location: item["location"],
        ...(!item["properties"]
            ? item["properties"]
            : _webAppStackPropertiesDeserializer(item["properties"])),
    };
}
function webAppStackPropertiesDeserializer(item) {
    return {
        displayText: item["displayText"],
        value: item["value"],
        majorVersions: !item["majorVersions"]
            ? item["majorVersions"]
            : webAppMajorVersionArrayDeserializer(item["majorVersions"]),
        preferredOs: item["preferredOs"],
    };
}
function webAppMajorVersionArrayDeserializer(result) {
    return result.map((item) => {
        return webAppMajorVersionDeserializer(item);
    });
}
function webAppMajorVersionDeserializer(item) {
    return {
        displayText: item["displayText"],
        value: item["value"],
        minorVersions: !item["minorVersions"]
            ? item["minorVersions"]
            : webAppMinorVersionArrayDeserializer(item["minorVersions"]),
    };
}
function webAppMinorVersionArrayDeserializer(result) {
    return result.map((item) => {
        return webAppMinorVersionDeserializer(item);
    });
}
function webAppMinorVersionDeserializer(item) {
    return {
        displayText: item["displayText"],
        value: item["value"],
        stackSettings: !item["stackSettings"]
            ? item["stackSettings"]
            : webAppRuntimesDeserializer(item["stackSettings"]),
    };
}
function webAppRuntimesDeserializer(item) {
    return {
        linuxRuntimeSettings: !item["linuxRuntimeSettings"]
            ? item["linuxRuntimeSettings"]
            : webAppRuntimeSettingsDeserializer(item["linuxRuntimeSettings"]),
        windowsRuntimeSettings: !item["windowsRuntimeSettings"]
            ? item["windowsRuntimeSettings"]
            : webAppRuntimeSettingsDeserializer(item["windowsRuntimeSettings"]),
        linuxContainerSettings: !item["linuxContainerSettings"]
            ? item["linuxContainerSettings"]
            : linuxJavaContainerSettingsDeserializer(item["linuxContainerSettings"]),
        windowsContainerSettings: !item["windowsContainerSettings"]
            ? item["windowsContainerSettings"]
            : windowsJavaContainerSettingsDeserializer(item["windowsContainerSettings"]),
    };
}
function webAppRuntimeSettingsDeserializer(item) {
    return {
        runtimeVersion: item["runtimeVersion"],
        remoteDebuggingSupported: item["remoteDebuggingSupported"],
        appInsightsSettings: !item["appInsightsSettings"]
            ? item["appInsightsSettings"]
            : appInsightsWebAppStackSettingsDeserializer(item["appInsightsSettings"]),
        gitHubActionSettings: !item["gitHubActionSettings"]
            ? item["gitHubActionSettings"]
            : gitHubActionWebAppStackSettingsDeserializer(item["gitHubActionSettings"]),
        isPreview: item["isPreview"],
        isDeprecated: item["isDeprecated"],
        isHidden: item["isHidden"],
        endOfLifeDate: !item["endOfLifeDate"] ? item["endOfLifeDate"] : new Date(item["endOfLifeDate"]),
        isAutoUpdate: item["isAutoUpdate"],
        isEarlyAccess: item["isEarlyAccess"],
    };
}
function linuxJavaContainerSettingsDeserializer(item) {
    return {
        java11Runtime: item["java11Runtime"],
        java8Runtime: item["java8Runtime"],
        isPreview: item["isPreview"],
        isDeprecated: item["isDeprecated"],
        isHidden: item["isHidden"],
        endOfLifeDate: !item["endOfLifeDate"] ? item["endOfLifeDate"] : new Date(item["endOfLifeDate"]),
        isAutoUpdate: item["isAutoUpdate"],
        isEarlyAccess: item["isEarlyAccess"],
    };
}
function windowsJavaContainerSettingsDeserializer(item) {
    return {
        javaContainer: item["javaContainer"],
        javaContainerVersion: item["javaContainerVersion"],
        isPreview: item["isPreview"],
        isDeprecated: item["isDeprecated"],
        isHidden: item["isHidden"],
        endOfLifeDate: !item["endOfLifeDate"] ? item["endOfLifeDate"] : new Date(item["endOfLifeDate"]),
        isAutoUpdate: item["isAutoUpdate"],
        isEarlyAccess: item["isEarlyAccess"],
    };
}
function _deletedWebAppCollectionDeserializer(item) {
    return {
        value: deletedSiteArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function deletedSiteArrayDeserializer(result) {
    return result.map((item) => {
        return deletedSiteDeserializer(item);
    });
}
function resourceHealthMetadataDeserializer(item) {
    return {
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        ...(!item["properties"]
            ? item["properties"]
            : _resourceHealthMetadataPropertiesDeserializer(item["properties"])),
        kind: item["kind"],
    };
}
function resourceHealthMetadataPropertiesDeserializer(item) {
    return {
        category: item["category"],
        signalAvailability: item["signalAvailability"],
    };
}
function _resourceHealthMetadataCollectionDeserializer(item) {
    return {
        value: resourceHealthMetadataArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function resourceHealthMetadataArrayDeserializer(result) {
    return result.map((item) => {
        return resourceHealthMetadataDeserializer(item);
    });
}
function regenerateActionParameterSerializer(item) {
    return { keyType: item["keyType"] };
}
/** The key type. */
var KnownKeyType;
(function (KnownKeyType) {
    /** NotSpecified */
    KnownKeyType["NotSpecified"] = "NotSpecified";
    /** Primary */
    KnownKeyType["Primary"] = "Primary";
    /** Secondary */
    KnownKeyType["Secondary"] = "Secondary";
})(KnownKeyType || (KnownKeyType = {}));
function workflowSerializer(item) {
    return {
        location: item["location"],
        tags: item["tags"],
        properties: areAllPropsUndefined(item, [
            "state",
            "endpointsConfiguration",
            "accessControl",
            "integrationAccount",
            "integrationServiceEnvironment",
            "definition",
            "parameters",
            "kind",
        ])
            ? undefined
            : _workflowPropertiesSerializer(item),
        identity: !item["identity"]
            ? item["identity"]
            : managedServiceIdentitySerializer(item["identity"]),
    };
}
function workflowPropertiesSerializer(item) {
    return {
        state: item["state"],
        endpointsConfiguration: !item["endpointsConfiguration"]
            ? item["endpointsConfiguration"]
            : flowEndpointsConfigurationSerializer(item["endpointsConfiguration"]),
        accessControl: !item["accessControl"]
            ? item["accessControl"]
            : flowAccessControlConfigurationSerializer(item["accessControl"]),
        integrationAccount: !item["integrationAccount"]
            ? item["integrationAccount"]
            : resourceReferenceSerializer(item["integrationAccount"]),
        integrationServiceEnvironment: !item["integrationServiceEnvironment"]
            ? item["integrationServiceEnvironment"]
            : resourceReferenceSerializer(item["integrationServiceEnvironment"]),
        definition: item["definition"],
        parameters: !item["parameters"]
            ? item["parameters"]
            : workflowParameterRecordSerializer(item["parameters"]),
        kind: item["kind"],
    };
}
/** The workflow kind. */
var KnownKind;
(function (KnownKind) {
    /** Stateful */
    KnownKind["Stateful"] = "Stateful";
    /** Stateless */
    KnownKind["Stateless"] = "Stateless";
})(KnownKind || (KnownKind = {}));
function workflowResourceSerializer(item) {
    return { location: item["location"], tags: item["tags"] };
}
function requestHistoryDeserializer(item) {
    return {
        tags: !item["tags"]
            ? item["tags"]
            : Object.fromEntries(Object.entries(item["tags"]).map(([k, p]) => [k, p])),
        location: item["location"],
        id: item["id"],
        name: item["name"],
        type: item["type"],
        systemData: !item["systemData"]
            ? item["systemData"]
            : systemDataDeserializer(item["systemData"]),
        properties: !item["properties"]
            ? item["properties"]
            : requestHistoryPropertiesDeserializer(item["properties"]),
    };
}
function requestHistoryPropertiesDeserializer(item) {
    return {
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        request: !item["request"] ? item["request"] : requestDeserializer(item["request"]),
        response: !item["response"] ? item["response"] : responseDeserializer(item["response"]),
    };
}
function requestDeserializer(item) {
    return {
        headers: item["headers"],
        uri: item["uri"],
        method: item["method"],
    };
}
function responseDeserializer(item) {
    return {
        headers: item["headers"],
        statusCode: item["statusCode"],
        bodyLink: !item["bodyLink"] ? item["bodyLink"] : contentLinkDeserializer(item["bodyLink"]),
    };
}
function _requestHistoryListResultDeserializer(item) {
    return {
        value: requestHistoryArrayDeserializer(item["value"]),
        nextLink: item["nextLink"],
    };
}
function requestHistoryArrayDeserializer(result) {
    return result.map((item) => {
        return requestHistoryDeserializer(item);
    });
}
/** Known values of {@link SkuName} that the service accepts. */
var KnownSkuName;
(function (KnownSkuName) {
    /** Free */
    KnownSkuName["Free"] = "Free";
    /** Shared */
    KnownSkuName["Shared"] = "Shared";
    /** Basic */
    KnownSkuName["Basic"] = "Basic";
    /** Standard */
    KnownSkuName["Standard"] = "Standard";
    /** Premium */
    KnownSkuName["Premium"] = "Premium";
    /** Dynamic */
    KnownSkuName["Dynamic"] = "Dynamic";
    /** Isolated */
    KnownSkuName["Isolated"] = "Isolated";
    /** IsolatedV2 */
    KnownSkuName["IsolatedV2"] = "IsolatedV2";
    /** PremiumV2 */
    KnownSkuName["PremiumV2"] = "PremiumV2";
    /** PremiumV3 */
    KnownSkuName["PremiumV3"] = "PremiumV3";
    /** PremiumContainer */
    KnownSkuName["PremiumContainer"] = "PremiumContainer";
    /** ElasticPremium */
    KnownSkuName["ElasticPremium"] = "ElasticPremium";
    /** ElasticIsolated */
    KnownSkuName["ElasticIsolated"] = "ElasticIsolated";
    /** FlexConsumption */
    KnownSkuName["FlexConsumption"] = "FlexConsumption";
})(KnownSkuName || (KnownSkuName = {}));
/** Known values of {@link ProviderOsTypeSelected} that the service accepts. */
var KnownProviderOsTypeSelected;
(function (KnownProviderOsTypeSelected) {
    /** Windows */
    KnownProviderOsTypeSelected["Windows"] = "Windows";
    /** Linux */
    KnownProviderOsTypeSelected["Linux"] = "Linux";
    /** WindowsFunctions */
    KnownProviderOsTypeSelected["WindowsFunctions"] = "WindowsFunctions";
    /** LinuxFunctions */
    KnownProviderOsTypeSelected["LinuxFunctions"] = "LinuxFunctions";
    /** All */
    KnownProviderOsTypeSelected["All"] = "All";
})(KnownProviderOsTypeSelected || (KnownProviderOsTypeSelected = {}));
/** Known values of {@link ProviderStackOsType} that the service accepts. */
var KnownProviderStackOsType;
(function (KnownProviderStackOsType) {
    /** Windows */
    KnownProviderStackOsType["Windows"] = "Windows";
    /** Linux */
    KnownProviderStackOsType["Linux"] = "Linux";
    /** All */
    KnownProviderStackOsType["All"] = "All";
})(KnownProviderStackOsType || (KnownProviderStackOsType = {}));
/** The available API versions. */
var KnownVersions;
(function (KnownVersions) {
    /** The 2025-03-01 API version. */
    KnownVersions["V20250301"] = "2025-03-01";
    /** The 2025-05-01 API version. */
    KnownVersions["V20250501"] = "2025-05-01";
})(KnownVersions || (KnownVersions = {}));
function vnetInfoResourceArraySerializer(result) {
    return result.map((item) => {
        return vnetInfoResourceSerializer(item);
    });
}
function vnetInfoResourceArrayDeserializer(result) {
    return result.map((item) => {
        return vnetInfoResourceDeserializer(item);
    });
}
function networkTraceArrayDeserializer(result) {
    return result.map((item) => {
        return networkTraceDeserializer(item);
    });
}
function hostingEnvironmentDiagnosticsArrayDeserializer(result) {
    return result.map((item) => {
        return hostingEnvironmentDiagnosticsDeserializer(item);
    });
}
function operationArrayDeserializer(result) {
    return result.map((item) => {
        return operationDeserializer(item);
    });
}
function _customDnsSuffixConfigurationPropertiesSerializer(item) {
    return {
        dnsSuffix: item["dnsSuffix"],
        certificateUrl: item["certificateUrl"],
        keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
    };
}
function _customDnsSuffixConfigurationPropertiesDeserializer(item) {
    return {
        provisioningState: item["provisioningState"],
        provisioningDetails: item["provisioningDetails"],
        dnsSuffix: item["dnsSuffix"],
        certificateUrl: item["certificateUrl"],
        keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
    };
}
function _aseV3NetworkingConfigurationPropertiesSerializer(item) {
    return {
        allowNewPrivateEndpointConnections: item["allowNewPrivateEndpointConnections"],
        ftpEnabled: item["ftpEnabled"],
        remoteDebugEnabled: item["remoteDebugEnabled"],
        inboundIpAddressOverride: item["inboundIpAddressOverride"],
    };
}
function _aseV3NetworkingConfigurationPropertiesDeserializer(item) {
    return {
        windowsOutboundIpAddresses: !item["windowsOutboundIpAddresses"]
            ? item["windowsOutboundIpAddresses"]
            : item["windowsOutboundIpAddresses"].map((p) => {
                return p;
            }),
        linuxOutboundIpAddresses: !item["linuxOutboundIpAddresses"]
            ? item["linuxOutboundIpAddresses"]
            : item["linuxOutboundIpAddresses"].map((p) => {
                return p;
            }),
        externalInboundIpAddresses: !item["externalInboundIpAddresses"]
            ? item["externalInboundIpAddresses"]
            : item["externalInboundIpAddresses"].map((p) => {
                return p;
            }),
        internalInboundIpAddresses: !item["internalInboundIpAddresses"]
            ? item["internalInboundIpAddresses"]
            : item["internalInboundIpAddresses"].map((p) => {
                return p;
            }),
        allowNewPrivateEndpointConnections: item["allowNewPrivateEndpointConnections"],
        ftpEnabled: item["ftpEnabled"],
        remoteDebugEnabled: item["remoteDebugEnabled"],
        inboundIpAddressOverride: item["inboundIpAddressOverride"],
    };
}
function _validateRequestPropertiesSerializer(item) {
    return {
        serverFarmId: item["serverFarmId"],
        skuName: item["skuName"],
        needLinuxWorkers: item["needLinuxWorkers"],
        isSpot: item["isSpot"],
        capacity: item["capacity"],
        hostingEnvironment: item["hostingEnvironment"],
        isXenon: item["isXenon"],
        containerRegistryBaseUrl: item["containerRegistryBaseUrl"],
        containerRegistryUsername: item["containerRegistryUsername"],
        containerRegistryPassword: item["containerRegistryPassword"],
        containerImageRepository: item["containerImageRepository"],
        containerImageTag: item["containerImageTag"],
        containerImagePlatform: item["containerImagePlatform"],
        appServiceEnvironment: !item["appServiceEnvironment"]
            ? item["appServiceEnvironment"]
            : appServiceEnvironmentSerializer(item["appServiceEnvironment"]),
    };
}
function _geoRegionPropertiesDeserializer(item) {
    return {
        description: item["description"],
        displayName: item["displayName"],
        orgDomain: item["orgDomain"],
    };
}
function _aseRegionPropertiesDeserializer(item) {
    return {
        displayName: item["displayName"],
        standard: item["standard"],
        dedicatedHost: item["dedicatedHost"],
        zoneRedundant: item["zoneRedundant"],
        availableSku: !item["availableSku"]
            ? item["availableSku"]
            : item["availableSku"].map((p) => {
                return p;
            }),
        availableOS: !item["availableOS"]
            ? item["availableOS"]
            : item["availableOS"].map((p) => {
                return p;
            }),
    };
}
function _billingMeterPropertiesDeserializer(item) {
    return {
        meterId: item["meterId"],
        billingLocation: item["billingLocation"],
        shortName: item["shortName"],
        friendlyName: item["friendlyName"],
        resourceType: item["resourceType"],
        osType: item["osType"],
        multiplier: item["multiplier"],
    };
}
function _identifierPropertiesSerializer(item) {
    return { id: item["value"] };
}
function _identifierPropertiesDeserializer(item) {
    return {
        value: item["id"],
    };
}
function _customHostnameSitesPropertiesDeserializer(item) {
    return {
        customHostname: item["customHostname"],
        region: item["region"],
        siteResourceIds: !item["siteResourceIds"]
            ? item["siteResourceIds"]
            : identifierArrayDeserializer(item["siteResourceIds"]),
    };
}
function _premierAddOnOfferPropertiesDeserializer(item) {
    return {
        sku: item["sku"],
        product: item["product"],
        vendor: item["vendor"],
        promoCodeRequired: item["promoCodeRequired"],
        quota: item["quota"],
        webHostingPlanRestrictions: item["webHostingPlanRestrictions"],
        privacyPolicyUrl: item["privacyPolicyUrl"],
        legalTermsUrl: item["legalTermsUrl"],
        marketplacePublisher: item["marketplacePublisher"],
        marketplaceOffer: item["marketplaceOffer"],
    };
}
function _vnetParametersPropertiesSerializer(item) {
    return {
        vnetResourceGroup: item["vnetResourceGroup"],
        vnetName: item["vnetName"],
        vnetSubnetName: item["vnetSubnetName"],
        subnetResourceId: item["subnetResourceId"],
    };
}
function _vnetValidationTestFailurePropertiesDeserializer(item) {
    return {
        testName: item["testName"],
        details: item["details"],
    };
}
function _vnetValidationFailureDetailsPropertiesDeserializer(item) {
    return {
        message: item["message"],
        failed: item["failed"],
        failedTests: !item["failedTests"]
            ? item["failedTests"]
            : vnetValidationTestFailureArrayDeserializer(item["failedTests"]),
        warnings: !item["warnings"]
            ? item["warnings"]
            : vnetValidationTestFailureArrayDeserializer(item["warnings"]),
    };
}
function _userPropertiesSerializer(item) {
    return {
        publishingUserName: item["publishingUserName"],
        publishingPassword: item["publishingPassword"],
        publishingPasswordHash: item["publishingPasswordHash"],
        publishingPasswordHashSalt: item["publishingPasswordHashSalt"],
        scmUri: item["scmUri"],
    };
}
function _userPropertiesDeserializer(item) {
    return {
        publishingUserName: item["publishingUserName"],
        publishingPassword: item["publishingPassword"],
        publishingPasswordHash: item["publishingPasswordHash"],
        publishingPasswordHashSalt: item["publishingPasswordHashSalt"],
        scmUri: item["scmUri"],
    };
}
function _sourceControlPropertiesSerializer(item) {
    return {
        token: item["token"],
        tokenSecret: item["tokenSecret"],
        refreshToken: item["refreshToken"],
        expirationTime: !item["expirationTime"]
            ? item["expirationTime"]
            : item["expirationTime"].toISOString(),
    };
}
function _sourceControlPropertiesDeserializer(item) {
    return {
        token: item["token"],
        tokenSecret: item["tokenSecret"],
        refreshToken: item["refreshToken"],
        expirationTime: !item["expirationTime"]
            ? item["expirationTime"]
            : new Date(item["expirationTime"]),
    };
}
function _workerPoolResourcePropertiesSerializer(item) {
    return {
        workerSizeId: item["workerSizeId"],
        computeMode: item["computeMode"],
        workerSize: item["workerSize"],
        workerCount: item["workerCount"],
    };
}
function _workerPoolResourcePropertiesDeserializer(item) {
    return {
        workerSizeId: item["workerSizeId"],
        computeMode: item["computeMode"],
        workerSize: item["workerSize"],
        workerCount: item["workerCount"],
        instanceNames: !item["instanceNames"]
            ? item["instanceNames"]
            : item["instanceNames"].map((p) => {
                return p;
            }),
    };
}
function _resourceMetricDefinitionPropertiesDeserializer(item) {
    return {
        unit: item["unit"],
        primaryAggregationType: item["primaryAggregationType"],
        metricAvailabilities: !item["metricAvailabilities"]
            ? item["metricAvailabilities"]
            : resourceMetricAvailabilityArrayDeserializer(item["metricAvailabilities"]),
        resourceUri: item["resourceUri"],
        properties: !item["properties"]
            ? item["properties"]
            : Object.fromEntries(Object.entries(item["properties"]).map(([k, p]) => [k, p])),
    };
}
function _usagePropertiesDeserializer(item) {
    return {
        displayName: item["displayName"],
        resourceName: item["resourceName"],
        unit: item["unit"],
        currentValue: item["currentValue"],
        limit: item["limit"],
        nextResetTime: !item["nextResetTime"] ? item["nextResetTime"] : new Date(item["nextResetTime"]),
        computeMode: item["computeMode"],
        siteMode: item["siteMode"],
    };
}
function _appServiceEnvironmentResourcePropertiesSerializer(item) {
    return {
        virtualNetwork: !item["virtualNetwork"]
            ? item["virtualNetwork"]
            : virtualNetworkProfileSerializer(item["virtualNetwork"]),
        internalLoadBalancingMode: item["internalLoadBalancingMode"],
        multiSize: item["multiSize"],
        ipsslAddressCount: item["ipsslAddressCount"],
        dnsSuffix: item["dnsSuffix"],
        frontEndScaleFactor: item["frontEndScaleFactor"],
        clusterSettings: !item["clusterSettings"]
            ? item["clusterSettings"]
            : nameValuePairArraySerializer(item["clusterSettings"]),
        userWhitelistedIpRanges: !item["userWhitelistedIpRanges"]
            ? item["userWhitelistedIpRanges"]
            : item["userWhitelistedIpRanges"].map((p) => {
                return p;
            }),
        upgradePreference: item["upgradePreference"],
        dedicatedHostCount: item["dedicatedHostCount"],
        zoneRedundant: item["zoneRedundant"],
        customDnsSuffixConfiguration: !item["customDnsSuffixConfiguration"]
            ? item["customDnsSuffixConfiguration"]
            : customDnsSuffixConfigurationSerializer(item["customDnsSuffixConfiguration"]),
        networkingConfiguration: !item["networkingConfiguration"]
            ? item["networkingConfiguration"]
            : aseV3NetworkingConfigurationSerializer(item["networkingConfiguration"]),
    };
}
function _appServiceEnvironmentResourcePropertiesDeserializer(item) {
    return {
        provisioningState: item["provisioningState"],
        status: item["status"],
        virtualNetwork: !item["virtualNetwork"]
            ? item["virtualNetwork"]
            : virtualNetworkProfileDeserializer(item["virtualNetwork"]),
        internalLoadBalancingMode: item["internalLoadBalancingMode"],
        multiSize: item["multiSize"],
        multiRoleCount: item["multiRoleCount"],
        ipsslAddressCount: item["ipsslAddressCount"],
        dnsSuffix: item["dnsSuffix"],
        maximumNumberOfMachines: item["maximumNumberOfMachines"],
        frontEndScaleFactor: item["frontEndScaleFactor"],
        suspended: item["suspended"],
        clusterSettings: !item["clusterSettings"]
            ? item["clusterSettings"]
            : nameValuePairArrayDeserializer(item["clusterSettings"]),
        userWhitelistedIpRanges: !item["userWhitelistedIpRanges"]
            ? item["userWhitelistedIpRanges"]
            : item["userWhitelistedIpRanges"].map((p) => {
                return p;
            }),
        hasLinuxWorkers: item["hasLinuxWorkers"],
        upgradePreference: item["upgradePreference"],
        dedicatedHostCount: item["dedicatedHostCount"],
        zoneRedundant: item["zoneRedundant"],
        customDnsSuffixConfiguration: !item["customDnsSuffixConfiguration"]
            ? item["customDnsSuffixConfiguration"]
            : customDnsSuffixConfigurationDeserializer(item["customDnsSuffixConfiguration"]),
        networkingConfiguration: !item["networkingConfiguration"]
            ? item["networkingConfiguration"]
            : aseV3NetworkingConfigurationDeserializer(item["networkingConfiguration"]),
        upgradeAvailability: item["upgradeAvailability"],
    };
}
function _appServiceEnvironmentPatchResourcePropertiesSerializer(item) {
    return {
        virtualNetwork: !item["virtualNetwork"]
            ? item["virtualNetwork"]
            : virtualNetworkProfileSerializer(item["virtualNetwork"]),
        internalLoadBalancingMode: item["internalLoadBalancingMode"],
        multiSize: item["multiSize"],
        ipsslAddressCount: item["ipsslAddressCount"],
        dnsSuffix: item["dnsSuffix"],
        frontEndScaleFactor: item["frontEndScaleFactor"],
        clusterSettings: !item["clusterSettings"]
            ? item["clusterSettings"]
            : nameValuePairArraySerializer(item["clusterSettings"]),
        userWhitelistedIpRanges: !item["userWhitelistedIpRanges"]
            ? item["userWhitelistedIpRanges"]
            : item["userWhitelistedIpRanges"].map((p) => {
                return p;
            }),
        upgradePreference: item["upgradePreference"],
        dedicatedHostCount: item["dedicatedHostCount"],
        zoneRedundant: item["zoneRedundant"],
        customDnsSuffixConfiguration: !item["customDnsSuffixConfiguration"]
            ? item["customDnsSuffixConfiguration"]
            : customDnsSuffixConfigurationSerializer(item["customDnsSuffixConfiguration"]),
        networkingConfiguration: !item["networkingConfiguration"]
            ? item["networkingConfiguration"]
            : aseV3NetworkingConfigurationSerializer(item["networkingConfiguration"]),
    };
}
function _appServiceEnvironmentPatchResourcePropertiesDeserializer(item) {
    return {
        provisioningState: item["provisioningState"],
        status: item["status"],
        virtualNetwork: !item["virtualNetwork"]
            ? item["virtualNetwork"]
            : virtualNetworkProfileDeserializer(item["virtualNetwork"]),
        internalLoadBalancingMode: item["internalLoadBalancingMode"],
        multiSize: item["multiSize"],
        multiRoleCount: item["multiRoleCount"],
        ipsslAddressCount: item["ipsslAddressCount"],
        dnsSuffix: item["dnsSuffix"],
        maximumNumberOfMachines: item["maximumNumberOfMachines"],
        frontEndScaleFactor: item["frontEndScaleFactor"],
        suspended: item["suspended"],
        clusterSettings: !item["clusterSettings"]
            ? item["clusterSettings"]
            : nameValuePairArrayDeserializer(item["clusterSettings"]),
        userWhitelistedIpRanges: !item["userWhitelistedIpRanges"]
            ? item["userWhitelistedIpRanges"]
            : item["userWhitelistedIpRanges"].map((p) => {
                return p;
            }),
        hasLinuxWorkers: item["hasLinuxWorkers"],
        upgradePreference: item["upgradePreference"],
        dedicatedHostCount: item["dedicatedHostCount"],
        zoneRedundant: item["zoneRedundant"],
        customDnsSuffixConfiguration: !item["customDnsSuffixConfiguration"]
            ? item["customDnsSuffixConfiguration"]
            : customDnsSuffixConfigurationDeserializer(item["customDnsSuffixConfiguration"]),
        networkingConfiguration: !item["networkingConfiguration"]
            ? item["networkingConfiguration"]
            : aseV3NetworkingConfigurationDeserializer(item["networkingConfiguration"]),
        upgradeAvailability: item["upgradeAvailability"],
    };
}
function _pushSettingsPropertiesSerializer(item) {
    return {
        isPushEnabled: item["isPushEnabled"],
        tagWhitelistJson: item["tagWhitelistJson"],
        tagsRequiringAuth: item["tagsRequiringAuth"],
        dynamicTagsJson: item["dynamicTagsJson"],
    };
}
function _pushSettingsPropertiesDeserializer(item) {
    return {
        isPushEnabled: item["isPushEnabled"],
        tagWhitelistJson: item["tagWhitelistJson"],
        tagsRequiringAuth: item["tagsRequiringAuth"],
        dynamicTagsJson: item["dynamicTagsJson"],
    };
}
function _sitePropertiesSerializer(item) {
    return {
        enabled: item["enabled"],
        hostNameSslStates: !item["hostNameSslStates"]
            ? item["hostNameSslStates"]
            : hostNameSslStateArraySerializer(item["hostNameSslStates"]),
        serverFarmId: item["serverFarmId"],
        reserved: item["reserved"],
        isXenon: item["isXenon"],
        hyperV: item["hyperV"],
        dnsConfiguration: !item["dnsConfiguration"]
            ? item["dnsConfiguration"]
            : siteDnsConfigSerializer(item["dnsConfiguration"]),
        outboundVnetRouting: !item["outboundVnetRouting"]
            ? item["outboundVnetRouting"]
            : outboundVnetRoutingSerializer(item["outboundVnetRouting"]),
        siteConfig: !item["siteConfig"] ? item["siteConfig"] : siteConfigSerializer(item["siteConfig"]),
        functionAppConfig: !item["functionAppConfig"]
            ? item["functionAppConfig"]
            : functionAppConfigSerializer(item["functionAppConfig"]),
        daprConfig: !item["daprConfig"] ? item["daprConfig"] : daprConfigSerializer(item["daprConfig"]),
        workloadProfileName: item["workloadProfileName"],
        resourceConfig: !item["resourceConfig"]
            ? item["resourceConfig"]
            : resourceConfigSerializer(item["resourceConfig"]),
        scmSiteAlsoStopped: item["scmSiteAlsoStopped"],
        hostingEnvironmentProfile: !item["hostingEnvironmentProfile"]
            ? item["hostingEnvironmentProfile"]
            : hostingEnvironmentProfileSerializer(item["hostingEnvironmentProfile"]),
        clientAffinityEnabled: item["clientAffinityEnabled"],
        clientAffinityPartitioningEnabled: item["clientAffinityPartitioningEnabled"],
        clientAffinityProxyEnabled: item["clientAffinityProxyEnabled"],
        clientCertEnabled: item["clientCertEnabled"],
        clientCertMode: item["clientCertMode"],
        clientCertExclusionPaths: item["clientCertExclusionPaths"],
        ipMode: item["ipMode"],
        endToEndEncryptionEnabled: item["endToEndEncryptionEnabled"],
        sshEnabled: item["sshEnabled"],
        hostNamesDisabled: item["hostNamesDisabled"],
        customDomainVerificationId: item["customDomainVerificationId"],
        containerSize: item["containerSize"],
        dailyMemoryTimeQuota: item["dailyMemoryTimeQuota"],
        cloningInfo: !item["cloningInfo"]
            ? item["cloningInfo"]
            : cloningInfoSerializer(item["cloningInfo"]),
        httpsOnly: item["httpsOnly"],
        redundancyMode: item["redundancyMode"],
        publicNetworkAccess: item["publicNetworkAccess"],
        storageAccountRequired: item["storageAccountRequired"],
        keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
        autoGeneratedDomainNameLabelScope: item["autoGeneratedDomainNameLabelScope"],
        virtualNetworkSubnetId: item["virtualNetworkSubnetId"],
        managedEnvironmentId: item["managedEnvironmentId"],
    };
}
function _sitePropertiesDeserializer(item) {
    return {
        state: item["state"],
        hostNames: !item["hostNames"]
            ? item["hostNames"]
            : item["hostNames"].map((p) => {
                return p;
            }),
        repositorySiteName: item["repositorySiteName"],
        usageState: item["usageState"],
        enabled: item["enabled"],
        enabledHostNames: !item["enabledHostNames"]
            ? item["enabledHostNames"]
            : item["enabledHostNames"].map((p) => {
                return p;
            }),
        availabilityState: item["availabilityState"],
        hostNameSslStates: !item["hostNameSslStates"]
            ? item["hostNameSslStates"]
            : hostNameSslStateArrayDeserializer(item["hostNameSslStates"]),
        serverFarmId: item["serverFarmId"],
        reserved: item["reserved"],
        isXenon: item["isXenon"],
        hyperV: item["hyperV"],
        lastModifiedTimeUtc: !item["lastModifiedTimeUtc"]
            ? item["lastModifiedTimeUtc"]
            : new Date(item["lastModifiedTimeUtc"]),
        dnsConfiguration: !item["dnsConfiguration"]
            ? item["dnsConfiguration"]
            : siteDnsConfigDeserializer(item["dnsConfiguration"]),
        outboundVnetRouting: !item["outboundVnetRouting"]
            ? item["outboundVnetRouting"]
            : outboundVnetRoutingDeserializer(item["outboundVnetRouting"]),
        siteConfig: !item["siteConfig"]
            ? item["siteConfig"]
            : siteConfigDeserializer(item["siteConfig"]),
        functionAppConfig: !item["functionAppConfig"]
            ? item["functionAppConfig"]
            : functionAppConfigDeserializer(item["functionAppConfig"]),
        daprConfig: !item["daprConfig"]
            ? item["daprConfig"]
            : daprConfigDeserializer(item["daprConfig"]),
        workloadProfileName: item["workloadProfileName"],
        resourceConfig: !item["resourceConfig"]
            ? item["resourceConfig"]
            : resourceConfigDeserializer(item["resourceConfig"]),
        trafficManagerHostNames: !item["trafficManagerHostNames"]
            ? item["trafficManagerHostNames"]
            : item["trafficManagerHostNames"].map((p) => {
                return p;
            }),
        scmSiteAlsoStopped: item["scmSiteAlsoStopped"],
        targetSwapSlot: item["targetSwapSlot"],
        hostingEnvironmentProfile: !item["hostingEnvironmentProfile"]
            ? item["hostingEnvironmentProfile"]
            : hostingEnvironmentProfileDeserializer(item["hostingEnvironmentProfile"]),
        clientAffinityEnabled: item["clientAffinityEnabled"],
        clientAffinityPartitioningEnabled: item["clientAffinityPartitioningEnabled"],
        clientAffinityProxyEnabled: item["clientAffinityProxyEnabled"],
        clientCertEnabled: item["clientCertEnabled"],
        clientCertMode: item["clientCertMode"],
        clientCertExclusionPaths: item["clientCertExclusionPaths"],
        ipMode: item["ipMode"],
        endToEndEncryptionEnabled: item["endToEndEncryptionEnabled"],
        sshEnabled: item["sshEnabled"],
        hostNamesDisabled: item["hostNamesDisabled"],
        customDomainVerificationId: item["customDomainVerificationId"],
        outboundIpAddresses: item["outboundIpAddresses"],
        possibleOutboundIpAddresses: item["possibleOutboundIpAddresses"],
        containerSize: item["containerSize"],
        dailyMemoryTimeQuota: item["dailyMemoryTimeQuota"],
        suspendedTill: !item["suspendedTill"] ? item["suspendedTill"] : new Date(item["suspendedTill"]),
        maxNumberOfWorkers: item["maxNumberOfWorkers"],
        cloningInfo: !item["cloningInfo"]
            ? item["cloningInfo"]
            : cloningInfoDeserializer(item["cloningInfo"]),
        resourceGroup: item["resourceGroup"],
        isDefaultContainer: item["isDefaultContainer"],
        defaultHostName: item["defaultHostName"],
        slotSwapStatus: !item["slotSwapStatus"]
            ? item["slotSwapStatus"]
            : slotSwapStatusDeserializer(item["slotSwapStatus"]),
        httpsOnly: item["httpsOnly"],
        redundancyMode: item["redundancyMode"],
        inProgressOperationId: item["inProgressOperationId"],
        publicNetworkAccess: item["publicNetworkAccess"],
        storageAccountRequired: item["storageAccountRequired"],
        keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
        autoGeneratedDomainNameLabelScope: item["autoGeneratedDomainNameLabelScope"],
        virtualNetworkSubnetId: item["virtualNetworkSubnetId"],
        managedEnvironmentId: item["managedEnvironmentId"],
        sku: item["sku"],
    };
}
function _appServicePlanPropertiesSerializer(item) {
    return {
        workerTierName: item["workerTierName"],
        hostingEnvironmentProfile: !item["hostingEnvironmentProfile"]
            ? item["hostingEnvironmentProfile"]
            : hostingEnvironmentProfileSerializer(item["hostingEnvironmentProfile"]),
        perSiteScaling: item["perSiteScaling"],
        elasticScaleEnabled: item["elasticScaleEnabled"],
        maximumElasticWorkerCount: item["maximumElasticWorkerCount"],
        isSpot: item["isSpot"],
        spotExpirationTime: !item["spotExpirationTime"]
            ? item["spotExpirationTime"]
            : item["spotExpirationTime"].toISOString(),
        freeOfferExpirationTime: !item["freeOfferExpirationTime"]
            ? item["freeOfferExpirationTime"]
            : item["freeOfferExpirationTime"].toISOString(),
        reserved: item["reserved"],
        isXenon: item["isXenon"],
        hyperV: item["hyperV"],
        targetWorkerCount: item["targetWorkerCount"],
        targetWorkerSizeId: item["targetWorkerSizeId"],
        kubeEnvironmentProfile: !item["kubeEnvironmentProfile"]
            ? item["kubeEnvironmentProfile"]
            : kubeEnvironmentProfileSerializer(item["kubeEnvironmentProfile"]),
        zoneRedundant: item["zoneRedundant"],
        asyncScalingEnabled: item["asyncScalingEnabled"],
        planDefaultIdentity: !item["planDefaultIdentity"]
            ? item["planDefaultIdentity"]
            : defaultIdentitySerializer(item["planDefaultIdentity"]),
        isCustomMode: item["isCustomMode"],
        registryAdapters: !item["registryAdapters"]
            ? item["registryAdapters"]
            : registryAdapterArraySerializer(item["registryAdapters"]),
        installScripts: !item["installScripts"]
            ? item["installScripts"]
            : installScriptArraySerializer(item["installScripts"]),
        network: !item["network"]
            ? item["network"]
            : serverFarmNetworkSettingsSerializer(item["network"]),
        storageMounts: !item["storageMounts"]
            ? item["storageMounts"]
            : storageMountArraySerializer(item["storageMounts"]),
        rdpEnabled: item["rdpEnabled"],
    };
}
function _appServicePlanPropertiesDeserializer(item) {
    return {
        workerTierName: item["workerTierName"],
        status: item["status"],
        subscription: item["subscription"],
        hostingEnvironmentProfile: !item["hostingEnvironmentProfile"]
            ? item["hostingEnvironmentProfile"]
            : hostingEnvironmentProfileDeserializer(item["hostingEnvironmentProfile"]),
        maximumNumberOfWorkers: item["maximumNumberOfWorkers"],
        numberOfWorkers: item["numberOfWorkers"],
        geoRegion: item["geoRegion"],
        perSiteScaling: item["perSiteScaling"],
        elasticScaleEnabled: item["elasticScaleEnabled"],
        maximumElasticWorkerCount: item["maximumElasticWorkerCount"],
        numberOfSites: item["numberOfSites"],
        isSpot: item["isSpot"],
        spotExpirationTime: !item["spotExpirationTime"]
            ? item["spotExpirationTime"]
            : new Date(item["spotExpirationTime"]),
        freeOfferExpirationTime: !item["freeOfferExpirationTime"]
            ? item["freeOfferExpirationTime"]
            : new Date(item["freeOfferExpirationTime"]),
        resourceGroup: item["resourceGroup"],
        reserved: item["reserved"],
        isXenon: item["isXenon"],
        hyperV: item["hyperV"],
        targetWorkerCount: item["targetWorkerCount"],
        targetWorkerSizeId: item["targetWorkerSizeId"],
        provisioningState: item["provisioningState"],
        kubeEnvironmentProfile: !item["kubeEnvironmentProfile"]
            ? item["kubeEnvironmentProfile"]
            : kubeEnvironmentProfileDeserializer(item["kubeEnvironmentProfile"]),
        zoneRedundant: item["zoneRedundant"],
        asyncScalingEnabled: item["asyncScalingEnabled"],
        planDefaultIdentity: !item["planDefaultIdentity"]
            ? item["planDefaultIdentity"]
            : defaultIdentityDeserializer(item["planDefaultIdentity"]),
        isCustomMode: item["isCustomMode"],
        registryAdapters: !item["registryAdapters"]
            ? item["registryAdapters"]
            : registryAdapterArrayDeserializer(item["registryAdapters"]),
        installScripts: !item["installScripts"]
            ? item["installScripts"]
            : installScriptArrayDeserializer(item["installScripts"]),
        network: !item["network"]
            ? item["network"]
            : serverFarmNetworkSettingsDeserializer(item["network"]),
        storageMounts: !item["storageMounts"]
            ? item["storageMounts"]
            : storageMountArrayDeserializer(item["storageMounts"]),
        rdpEnabled: item["rdpEnabled"],
    };
}
function _addressResponsePropertiesDeserializer(item) {
    return {
        serviceIpAddress: item["serviceIpAddress"],
        internalIpAddress: item["internalIpAddress"],
        outboundIpAddresses: !item["outboundIpAddresses"]
            ? item["outboundIpAddresses"]
            : item["outboundIpAddresses"].map((p) => {
                return p;
            }),
        vipMappings: !item["vipMappings"]
            ? item["vipMappings"]
            : virtualIPMappingArrayDeserializer(item["vipMappings"]),
    };
}
function _remotePrivateEndpointConnectionARMResourcePropertiesSerializer(item) {
    return {
        privateEndpoint: !item["privateEndpoint"]
            ? item["privateEndpoint"]
            : armIdWrapperSerializer(item["privateEndpoint"]),
        privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"]
            ? item["privateLinkServiceConnectionState"]
            : privateLinkConnectionStateSerializer(item["privateLinkServiceConnectionState"]),
        ipAddresses: !item["ipAddresses"]
            ? item["ipAddresses"]
            : item["ipAddresses"].map((p) => {
                return p;
            }),
    };
}
function _remotePrivateEndpointConnectionARMResourcePropertiesDeserializer(item) {
    return {
        provisioningState: item["provisioningState"],
        privateEndpoint: !item["privateEndpoint"]
            ? item["privateEndpoint"]
            : armIdWrapperDeserializer(item["privateEndpoint"]),
        privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"]
            ? item["privateLinkServiceConnectionState"]
            : privateLinkConnectionStateDeserializer(item["privateLinkServiceConnectionState"]),
        ipAddresses: !item["ipAddresses"]
            ? item["ipAddresses"]
            : item["ipAddresses"].map((p) => {
                return p;
            }),
    };
}
function _recommendationRulePropertiesDeserializer(item) {
    return {
        recommendationName: item["recommendationName"],
        displayName: item["displayName"],
        message: item["message"],
        recommendationId: item["recommendationId"],
        description: item["description"],
        actionName: item["actionName"],
        level: item["level"],
        channels: item["channels"],
        categoryTags: !item["categoryTags"]
            ? item["categoryTags"]
            : item["categoryTags"].map((p) => {
                return p;
            }),
        isDynamic: item["isDynamic"],
        extensionName: item["extensionName"],
        bladeName: item["bladeName"],
        forwardLink: item["forwardLink"],
    };
}
function _recommendationPropertiesDeserializer(item) {
    return {
        creationTime: !item["creationTime"] ? item["creationTime"] : new Date(item["creationTime"]),
        recommendationId: item["recommendationId"],
        resourceId: item["resourceId"],
        resourceScope: item["resourceScope"],
        ruleName: item["ruleName"],
        displayName: item["displayName"],
        message: item["message"],
        level: item["level"],
        channels: item["channels"],
        categoryTags: !item["categoryTags"]
            ? item["categoryTags"]
            : item["categoryTags"].map((p) => {
                return p;
            }),
        actionName: item["actionName"],
        enabled: item["enabled"],
        states: !item["states"]
            ? item["states"]
            : item["states"].map((p) => {
                return p;
            }),
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        nextNotificationTime: !item["nextNotificationTime"]
            ? item["nextNotificationTime"]
            : new Date(item["nextNotificationTime"]),
        notificationExpirationTime: !item["notificationExpirationTime"]
            ? item["notificationExpirationTime"]
            : new Date(item["notificationExpirationTime"]),
        notifiedTime: !item["notifiedTime"] ? item["notifiedTime"] : new Date(item["notifiedTime"]),
        score: item["score"],
        isDynamic: item["isDynamic"],
        extensionName: item["extensionName"],
        bladeName: item["bladeName"],
        forwardLink: item["forwardLink"],
    };
}
function _remotePrivateEndpointConnectionPropertiesDeserializer(item) {
    return {
        provisioningState: item["provisioningState"],
        privateEndpoint: !item["privateEndpoint"]
            ? item["privateEndpoint"]
            : armIdWrapperDeserializer(item["privateEndpoint"]),
        privateLinkServiceConnectionState: !item["privateLinkServiceConnectionState"]
            ? item["privateLinkServiceConnectionState"]
            : privateLinkConnectionStateDeserializer(item["privateLinkServiceConnectionState"]),
        ipAddresses: !item["ipAddresses"]
            ? item["ipAddresses"]
            : item["ipAddresses"].map((p) => {
                return p;
            }),
    };
}
function _staticSiteUserProvidedFunctionAppPropertiesDeserializer(item) {
    return {
        functionAppResourceId: item["functionAppResourceId"],
        functionAppRegion: item["functionAppRegion"],
        createdOn: !item["createdOn"] ? item["createdOn"] : new Date(item["createdOn"]),
    };
}
function _staticSiteARMResourcePropertiesSerializer(item) {
    return {
        repositoryUrl: item["repositoryUrl"],
        branch: item["branch"],
        repositoryToken: item["repositoryToken"],
        buildProperties: !item["buildProperties"]
            ? item["buildProperties"]
            : staticSiteBuildPropertiesSerializer(item["buildProperties"]),
        stagingEnvironmentPolicy: item["stagingEnvironmentPolicy"],
        allowConfigFileUpdates: item["allowConfigFileUpdates"],
        templateProperties: !item["templateProperties"]
            ? item["templateProperties"]
            : staticSiteTemplateOptionsSerializer(item["templateProperties"]),
        provider: item["provider"],
        enterpriseGradeCdnStatus: item["enterpriseGradeCdnStatus"],
        publicNetworkAccess: item["publicNetworkAccess"],
    };
}
function _staticSiteARMResourcePropertiesDeserializer(item) {
    return {
        defaultHostname: item["defaultHostname"],
        repositoryUrl: item["repositoryUrl"],
        branch: item["branch"],
        customDomains: !item["customDomains"]
            ? item["customDomains"]
            : item["customDomains"].map((p) => {
                return p;
            }),
        repositoryToken: item["repositoryToken"],
        buildProperties: !item["buildProperties"]
            ? item["buildProperties"]
            : staticSiteBuildPropertiesDeserializer(item["buildProperties"]),
        privateEndpointConnections: !item["privateEndpointConnections"]
            ? item["privateEndpointConnections"]
            : responseMessageEnvelopeRemotePrivateEndpointConnectionArrayDeserializer(item["privateEndpointConnections"]),
        stagingEnvironmentPolicy: item["stagingEnvironmentPolicy"],
        allowConfigFileUpdates: item["allowConfigFileUpdates"],
        templateProperties: !item["templateProperties"]
            ? item["templateProperties"]
            : staticSiteTemplateOptionsDeserializer(item["templateProperties"]),
        contentDistributionEndpoint: item["contentDistributionEndpoint"],
        keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
        userProvidedFunctionApps: !item["userProvidedFunctionApps"]
            ? item["userProvidedFunctionApps"]
            : staticSiteUserProvidedFunctionAppArrayDeserializer(item["userProvidedFunctionApps"]),
        linkedBackends: !item["linkedBackends"]
            ? item["linkedBackends"]
            : staticSiteLinkedBackendArrayDeserializer(item["linkedBackends"]),
        provider: item["provider"],
        enterpriseGradeCdnStatus: item["enterpriseGradeCdnStatus"],
        publicNetworkAccess: item["publicNetworkAccess"],
        databaseConnections: !item["databaseConnections"]
            ? item["databaseConnections"]
            : databaseConnectionOverviewArrayDeserializer(item["databaseConnections"]),
    };
}
function _staticSitePatchResourcePropertiesSerializer(item) {
    return {
        repositoryUrl: item["repositoryUrl"],
        branch: item["branch"],
        repositoryToken: item["repositoryToken"],
        buildProperties: !item["buildProperties"]
            ? item["buildProperties"]
            : staticSiteBuildPropertiesSerializer(item["buildProperties"]),
        stagingEnvironmentPolicy: item["stagingEnvironmentPolicy"],
        allowConfigFileUpdates: item["allowConfigFileUpdates"],
        templateProperties: !item["templateProperties"]
            ? item["templateProperties"]
            : staticSiteTemplateOptionsSerializer(item["templateProperties"]),
        provider: item["provider"],
        enterpriseGradeCdnStatus: item["enterpriseGradeCdnStatus"],
        publicNetworkAccess: item["publicNetworkAccess"],
    };
}
function _staticSitePatchResourcePropertiesDeserializer(item) {
    return {
        defaultHostname: item["defaultHostname"],
        repositoryUrl: item["repositoryUrl"],
        branch: item["branch"],
        customDomains: !item["customDomains"]
            ? item["customDomains"]
            : item["customDomains"].map((p) => {
                return p;
            }),
        repositoryToken: item["repositoryToken"],
        buildProperties: !item["buildProperties"]
            ? item["buildProperties"]
            : staticSiteBuildPropertiesDeserializer(item["buildProperties"]),
        privateEndpointConnections: !item["privateEndpointConnections"]
            ? item["privateEndpointConnections"]
            : responseMessageEnvelopeRemotePrivateEndpointConnectionArrayDeserializer(item["privateEndpointConnections"]),
        stagingEnvironmentPolicy: item["stagingEnvironmentPolicy"],
        allowConfigFileUpdates: item["allowConfigFileUpdates"],
        templateProperties: !item["templateProperties"]
            ? item["templateProperties"]
            : staticSiteTemplateOptionsDeserializer(item["templateProperties"]),
        contentDistributionEndpoint: item["contentDistributionEndpoint"],
        keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
        userProvidedFunctionApps: !item["userProvidedFunctionApps"]
            ? item["userProvidedFunctionApps"]
            : staticSiteUserProvidedFunctionAppArrayDeserializer(item["userProvidedFunctionApps"]),
        linkedBackends: !item["linkedBackends"]
            ? item["linkedBackends"]
            : staticSiteLinkedBackendArrayDeserializer(item["linkedBackends"]),
        provider: item["provider"],
        enterpriseGradeCdnStatus: item["enterpriseGradeCdnStatus"],
        publicNetworkAccess: item["publicNetworkAccess"],
        databaseConnections: !item["databaseConnections"]
            ? item["databaseConnections"]
            : databaseConnectionOverviewArrayDeserializer(item["databaseConnections"]),
    };
}
function _staticSiteUserARMResourcePropertiesSerializer(item) {
    return { roles: item["roles"] };
}
function _staticSiteUserARMResourcePropertiesDeserializer(item) {
    return {
        provider: item["provider"],
        userId: item["userId"],
        displayName: item["displayName"],
        roles: item["roles"],
    };
}
function _staticSiteUserInvitationRequestResourcePropertiesSerializer(item) {
    return {
        domain: item["domain"],
        provider: item["provider"],
        userDetails: item["userDetails"],
        roles: item["roles"],
        numHoursToExpiration: item["numHoursToExpiration"],
    };
}
function _staticSiteUserInvitationResponseResourcePropertiesDeserializer(item) {
    return {
        expiresOn: !item["expiresOn"] ? item["expiresOn"] : new Date(item["expiresOn"]),
        invitationUrl: item["invitationUrl"],
    };
}
function _staticSiteFunctionOverviewARMResourcePropertiesDeserializer(item) {
    return {
        functionName: item["functionName"],
        triggerType: item["triggerType"],
    };
}
function _staticSiteResetPropertiesARMResourcePropertiesSerializer(item) {
    return {
        repositoryToken: item["repositoryToken"],
        shouldUpdateRepository: item["shouldUpdateRepository"],
    };
}
function _databaseConnectionPropertiesSerializer(item) {
    return {
        resourceId: item["resourceId"],
        connectionIdentity: item["connectionIdentity"],
        connectionString: item["connectionString"],
        region: item["region"],
    };
}
function _databaseConnectionPropertiesDeserializer(item) {
    return {
        resourceId: item["resourceId"],
        connectionIdentity: item["connectionIdentity"],
        connectionString: item["connectionString"],
        region: item["region"],
        configurationFiles: !item["configurationFiles"]
            ? item["configurationFiles"]
            : staticSiteDatabaseConnectionConfigurationFileOverviewArrayDeserializer(item["configurationFiles"]),
    };
}
function _staticSiteZipDeploymentARMResourcePropertiesSerializer(item) {
    return {
        appZipUrl: item["appZipUrl"],
        apiZipUrl: item["apiZipUrl"],
        deploymentTitle: item["deploymentTitle"],
        provider: item["provider"],
        functionLanguage: item["functionLanguage"],
    };
}
function _staticSiteBuildARMResourcePropertiesDeserializer(item) {
    return {
        buildId: item["buildId"],
        sourceBranch: item["sourceBranch"],
        pullRequestTitle: item["pullRequestTitle"],
        hostname: item["hostname"],
        createdTimeUtc: !item["createdTimeUtc"]
            ? item["createdTimeUtc"]
            : new Date(item["createdTimeUtc"]),
        lastUpdatedOn: !item["lastUpdatedOn"] ? item["lastUpdatedOn"] : new Date(item["lastUpdatedOn"]),
        status: item["status"],
        userProvidedFunctionApps: !item["userProvidedFunctionApps"]
            ? item["userProvidedFunctionApps"]
            : staticSiteUserProvidedFunctionAppArrayDeserializer(item["userProvidedFunctionApps"]),
        linkedBackends: !item["linkedBackends"]
            ? item["linkedBackends"]
            : staticSiteLinkedBackendArrayDeserializer(item["linkedBackends"]),
        databaseConnections: !item["databaseConnections"]
            ? item["databaseConnections"]
            : databaseConnectionOverviewArrayDeserializer(item["databaseConnections"]),
    };
}
function _databaseConnectionPatchRequestPropertiesSerializer(item) {
    return {
        resourceId: item["resourceId"],
        connectionIdentity: item["connectionIdentity"],
        connectionString: item["connectionString"],
        region: item["region"],
    };
}
function _staticSiteUserProvidedFunctionAppARMResourcePropertiesSerializer(item) {
    return {
        functionAppResourceId: item["functionAppResourceId"],
        functionAppRegion: item["functionAppRegion"],
    };
}
function _staticSiteUserProvidedFunctionAppARMResourcePropertiesDeserializer(item) {
    return {
        functionAppResourceId: item["functionAppResourceId"],
        functionAppRegion: item["functionAppRegion"],
        createdOn: !item["createdOn"] ? item["createdOn"] : new Date(item["createdOn"]),
    };
}
function _staticSiteBasicAuthPropertiesARMResourcePropertiesSerializer(item) {
    return {
        password: item["password"],
        secretUrl: item["secretUrl"],
        applicableEnvironmentsMode: item["applicableEnvironmentsMode"],
        environments: !item["environments"]
            ? item["environments"]
            : item["environments"].map((p) => {
                return p;
            }),
    };
}
function _staticSiteBasicAuthPropertiesARMResourcePropertiesDeserializer(item) {
    return {
        password: item["password"],
        secretUrl: item["secretUrl"],
        applicableEnvironmentsMode: item["applicableEnvironmentsMode"],
        environments: !item["environments"]
            ? item["environments"]
            : item["environments"].map((p) => {
                return p;
            }),
        secretState: item["secretState"],
    };
}
function _staticSiteCustomDomainOverviewARMResourcePropertiesDeserializer(item) {
    return {
        domainName: item["domainName"],
        createdOn: !item["createdOn"] ? item["createdOn"] : new Date(item["createdOn"]),
        status: item["status"],
        validationToken: item["validationToken"],
        errorMessage: item["errorMessage"],
    };
}
function _staticSiteCustomDomainRequestPropertiesARMResourcePropertiesSerializer(item) {
    return { validationMethod: item["validationMethod"] };
}
function _staticSiteLinkedBackendARMResourcePropertiesSerializer(item) {
    return { backendResourceId: item["backendResourceId"], region: item["region"] };
}
function _staticSiteLinkedBackendARMResourcePropertiesDeserializer(item) {
    return {
        backendResourceId: item["backendResourceId"],
        region: item["region"],
        createdOn: !item["createdOn"] ? item["createdOn"] : new Date(item["createdOn"]),
        provisioningState: item["provisioningState"],
    };
}
function _staticSitesWorkflowPreviewRequestPropertiesSerializer(item) {
    return {
        repositoryUrl: item["repositoryUrl"],
        branch: item["branch"],
        buildProperties: !item["buildProperties"]
            ? item["buildProperties"]
            : staticSiteBuildPropertiesSerializer(item["buildProperties"]),
    };
}
function _staticSitesWorkflowPreviewPropertiesDeserializer(item) {
    return {
        path: item["path"],
        contents: item["contents"],
    };
}
function _sitePatchResourcePropertiesSerializer(item) {
    return {
        enabled: item["enabled"],
        hostNameSslStates: !item["hostNameSslStates"]
            ? item["hostNameSslStates"]
            : hostNameSslStateArraySerializer(item["hostNameSslStates"]),
        serverFarmId: item["serverFarmId"],
        reserved: item["reserved"],
        isXenon: item["isXenon"],
        hyperV: item["hyperV"],
        dnsConfiguration: !item["dnsConfiguration"]
            ? item["dnsConfiguration"]
            : siteDnsConfigSerializer(item["dnsConfiguration"]),
        siteConfig: !item["siteConfig"] ? item["siteConfig"] : siteConfigSerializer(item["siteConfig"]),
        scmSiteAlsoStopped: item["scmSiteAlsoStopped"],
        hostingEnvironmentProfile: !item["hostingEnvironmentProfile"]
            ? item["hostingEnvironmentProfile"]
            : hostingEnvironmentProfileSerializer(item["hostingEnvironmentProfile"]),
        clientAffinityEnabled: item["clientAffinityEnabled"],
        clientAffinityProxyEnabled: item["clientAffinityProxyEnabled"],
        clientCertEnabled: item["clientCertEnabled"],
        clientCertMode: item["clientCertMode"],
        clientCertExclusionPaths: item["clientCertExclusionPaths"],
        hostNamesDisabled: item["hostNamesDisabled"],
        customDomainVerificationId: item["customDomainVerificationId"],
        containerSize: item["containerSize"],
        dailyMemoryTimeQuota: item["dailyMemoryTimeQuota"],
        cloningInfo: !item["cloningInfo"]
            ? item["cloningInfo"]
            : cloningInfoSerializer(item["cloningInfo"]),
        httpsOnly: item["httpsOnly"],
        redundancyMode: item["redundancyMode"],
        publicNetworkAccess: item["publicNetworkAccess"],
        storageAccountRequired: item["storageAccountRequired"],
        keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
        virtualNetworkSubnetId: item["virtualNetworkSubnetId"],
    };
}
function _customHostnameAnalysisResultPropertiesDeserializer(item) {
    return {
        isHostnameAlreadyVerified: item["isHostnameAlreadyVerified"],
        customDomainVerificationTest: item["customDomainVerificationTest"],
        customDomainVerificationFailureInfo: !item["customDomainVerificationFailureInfo"]
            ? item["customDomainVerificationFailureInfo"]
            : errorEntityDeserializer(item["customDomainVerificationFailureInfo"]),
        hasConflictOnScaleUnit: item["hasConflictOnScaleUnit"],
        hasConflictAcrossSubscription: item["hasConflictAcrossSubscription"],
        conflictingAppResourceId: item["conflictingAppResourceId"],
        cNameRecords: !item["cNameRecords"]
            ? item["cNameRecords"]
            : item["cNameRecords"].map((p) => {
                return p;
            }),
        txtRecords: !item["txtRecords"]
            ? item["txtRecords"]
            : item["txtRecords"].map((p) => {
                return p;
            }),
        aRecords: !item["aRecords"]
            ? item["aRecords"]
            : item["aRecords"].map((p) => {
                return p;
            }),
        alternateCNameRecords: !item["alternateCNameRecords"]
            ? item["alternateCNameRecords"]
            : item["alternateCNameRecords"].map((p) => {
                return p;
            }),
        alternateTxtRecords: !item["alternateTxtRecords"]
            ? item["alternateTxtRecords"]
            : item["alternateTxtRecords"].map((p) => {
                return p;
            }),
    };
}
function _backupRequestPropertiesSerializer(item) {
    return {
        backupName: item["backupName"],
        enabled: item["enabled"],
        storageAccountUrl: item["storageAccountUrl"],
        backupSchedule: !item["backupSchedule"]
            ? item["backupSchedule"]
            : backupScheduleSerializer(item["backupSchedule"]),
        databases: !item["databases"]
            ? item["databases"]
            : databaseBackupSettingArraySerializer(item["databases"]),
    };
}
function _backupRequestPropertiesDeserializer(item) {
    return {
        backupName: item["backupName"],
        enabled: item["enabled"],
        storageAccountUrl: item["storageAccountUrl"],
        backupSchedule: !item["backupSchedule"]
            ? item["backupSchedule"]
            : backupScheduleDeserializer(item["backupSchedule"]),
        databases: !item["databases"]
            ? item["databases"]
            : databaseBackupSettingArrayDeserializer(item["databases"]),
    };
}
function _backupItemPropertiesDeserializer(item) {
    return {
        backupId: item["id"],
        storageAccountUrl: item["storageAccountUrl"],
        blobName: item["blobName"],
        namePropertiesName: item["name"],
        status: item["status"],
        sizeInBytes: item["sizeInBytes"],
        created: !item["created"] ? item["created"] : new Date(item["created"]),
        log: item["log"],
        databases: !item["databases"]
            ? item["databases"]
            : databaseBackupSettingArrayDeserializer(item["databases"]),
        scheduled: item["scheduled"],
        lastRestoreTimeStamp: !item["lastRestoreTimeStamp"]
            ? item["lastRestoreTimeStamp"]
            : new Date(item["lastRestoreTimeStamp"]),
        finishedTimeStamp: !item["finishedTimeStamp"]
            ? item["finishedTimeStamp"]
            : new Date(item["finishedTimeStamp"]),
        correlationId: item["correlationId"],
        websiteSizeInBytes: item["websiteSizeInBytes"],
    };
}
function _siteAuthSettingsPropertiesSerializer(item) {
    return {
        enabled: item["enabled"],
        runtimeVersion: item["runtimeVersion"],
        unauthenticatedClientAction: item["unauthenticatedClientAction"],
        tokenStoreEnabled: item["tokenStoreEnabled"],
        allowedExternalRedirectUrls: !item["allowedExternalRedirectUrls"]
            ? item["allowedExternalRedirectUrls"]
            : item["allowedExternalRedirectUrls"].map((p) => {
                return p;
            }),
        defaultProvider: item["defaultProvider"],
        tokenRefreshExtensionHours: item["tokenRefreshExtensionHours"],
        clientId: item["clientId"],
        clientSecret: item["clientSecret"],
        clientSecretSettingName: item["clientSecretSettingName"],
        clientSecretCertificateThumbprint: item["clientSecretCertificateThumbprint"],
        issuer: item["issuer"],
        validateIssuer: item["validateIssuer"],
        allowedAudiences: !item["allowedAudiences"]
            ? item["allowedAudiences"]
            : item["allowedAudiences"].map((p) => {
                return p;
            }),
        additionalLoginParams: !item["additionalLoginParams"]
            ? item["additionalLoginParams"]
            : item["additionalLoginParams"].map((p) => {
                return p;
            }),
        aadClaimsAuthorization: item["aadClaimsAuthorization"],
        googleClientId: item["googleClientId"],
        googleClientSecret: item["googleClientSecret"],
        googleClientSecretSettingName: item["googleClientSecretSettingName"],
        googleOAuthScopes: !item["googleOAuthScopes"]
            ? item["googleOAuthScopes"]
            : item["googleOAuthScopes"].map((p) => {
                return p;
            }),
        facebookAppId: item["facebookAppId"],
        facebookAppSecret: item["facebookAppSecret"],
        facebookAppSecretSettingName: item["facebookAppSecretSettingName"],
        facebookOAuthScopes: !item["facebookOAuthScopes"]
            ? item["facebookOAuthScopes"]
            : item["facebookOAuthScopes"].map((p) => {
                return p;
            }),
        gitHubClientId: item["gitHubClientId"],
        gitHubClientSecret: item["gitHubClientSecret"],
        gitHubClientSecretSettingName: item["gitHubClientSecretSettingName"],
        gitHubOAuthScopes: !item["gitHubOAuthScopes"]
            ? item["gitHubOAuthScopes"]
            : item["gitHubOAuthScopes"].map((p) => {
                return p;
            }),
        twitterConsumerKey: item["twitterConsumerKey"],
        twitterConsumerSecret: item["twitterConsumerSecret"],
        twitterConsumerSecretSettingName: item["twitterConsumerSecretSettingName"],
        microsoftAccountClientId: item["microsoftAccountClientId"],
        microsoftAccountClientSecret: item["microsoftAccountClientSecret"],
        microsoftAccountClientSecretSettingName: item["microsoftAccountClientSecretSettingName"],
        microsoftAccountOAuthScopes: !item["microsoftAccountOAuthScopes"]
            ? item["microsoftAccountOAuthScopes"]
            : item["microsoftAccountOAuthScopes"].map((p) => {
                return p;
            }),
        isAuthFromFile: item["isAuthFromFile"],
        authFilePath: item["authFilePath"],
        configVersion: item["configVersion"],
    };
}
function _siteAuthSettingsPropertiesDeserializer(item) {
    return {
        enabled: item["enabled"],
        runtimeVersion: item["runtimeVersion"],
        unauthenticatedClientAction: item["unauthenticatedClientAction"],
        tokenStoreEnabled: item["tokenStoreEnabled"],
        allowedExternalRedirectUrls: !item["allowedExternalRedirectUrls"]
            ? item["allowedExternalRedirectUrls"]
            : item["allowedExternalRedirectUrls"].map((p) => {
                return p;
            }),
        defaultProvider: item["defaultProvider"],
        tokenRefreshExtensionHours: item["tokenRefreshExtensionHours"],
        clientId: item["clientId"],
        clientSecret: item["clientSecret"],
        clientSecretSettingName: item["clientSecretSettingName"],
        clientSecretCertificateThumbprint: item["clientSecretCertificateThumbprint"],
        issuer: item["issuer"],
        validateIssuer: item["validateIssuer"],
        allowedAudiences: !item["allowedAudiences"]
            ? item["allowedAudiences"]
            : item["allowedAudiences"].map((p) => {
                return p;
            }),
        additionalLoginParams: !item["additionalLoginParams"]
            ? item["additionalLoginParams"]
            : item["additionalLoginParams"].map((p) => {
                return p;
            }),
        aadClaimsAuthorization: item["aadClaimsAuthorization"],
        googleClientId: item["googleClientId"],
        googleClientSecret: item["googleClientSecret"],
        googleClientSecretSettingName: item["googleClientSecretSettingName"],
        googleOAuthScopes: !item["googleOAuthScopes"]
            ? item["googleOAuthScopes"]
            : item["googleOAuthScopes"].map((p) => {
                return p;
            }),
        facebookAppId: item["facebookAppId"],
        facebookAppSecret: item["facebookAppSecret"],
        facebookAppSecretSettingName: item["facebookAppSecretSettingName"],
        facebookOAuthScopes: !item["facebookOAuthScopes"]
            ? item["facebookOAuthScopes"]
            : item["facebookOAuthScopes"].map((p) => {
                return p;
            }),
        gitHubClientId: item["gitHubClientId"],
        gitHubClientSecret: item["gitHubClientSecret"],
        gitHubClientSecretSettingName: item["gitHubClientSecretSettingName"],
        gitHubOAuthScopes: !item["gitHubOAuthScopes"]
            ? item["gitHubOAuthScopes"]
            : item["gitHubOAuthScopes"].map((p) => {
                return p;
            }),
        twitterConsumerKey: item["twitterConsumerKey"],
        twitterConsumerSecret: item["twitterConsumerSecret"],
        twitterConsumerSecretSettingName: item["twitterConsumerSecretSettingName"],
        microsoftAccountClientId: item["microsoftAccountClientId"],
        microsoftAccountClientSecret: item["microsoftAccountClientSecret"],
        microsoftAccountClientSecretSettingName: item["microsoftAccountClientSecretSettingName"],
        microsoftAccountOAuthScopes: !item["microsoftAccountOAuthScopes"]
            ? item["microsoftAccountOAuthScopes"]
            : item["microsoftAccountOAuthScopes"].map((p) => {
                return p;
            }),
        isAuthFromFile: item["isAuthFromFile"],
        authFilePath: item["authFilePath"],
        configVersion: item["configVersion"],
    };
}
function _restoreRequestPropertiesSerializer(item) {
    return {
        storageAccountUrl: item["storageAccountUrl"],
        blobName: item["blobName"],
        overwrite: item["overwrite"],
        siteName: item["siteName"],
        databases: !item["databases"]
            ? item["databases"]
            : databaseBackupSettingArraySerializer(item["databases"]),
        ignoreConflictingHostNames: item["ignoreConflictingHostNames"],
        ignoreDatabases: item["ignoreDatabases"],
        appServicePlan: item["appServicePlan"],
        operationType: item["operationType"],
        adjustConnectionStrings: item["adjustConnectionStrings"],
        hostingEnvironment: item["hostingEnvironment"],
    };
}
function _restoreRequestPropertiesDeserializer(item) {
    return {
        storageAccountUrl: item["storageAccountUrl"],
        blobName: item["blobName"],
        overwrite: item["overwrite"],
        siteName: item["siteName"],
        databases: !item["databases"]
            ? item["databases"]
            : databaseBackupSettingArrayDeserializer(item["databases"]),
        ignoreConflictingHostNames: item["ignoreConflictingHostNames"],
        ignoreDatabases: item["ignoreDatabases"],
        appServicePlan: item["appServicePlan"],
        operationType: item["operationType"],
        adjustConnectionStrings: item["adjustConnectionStrings"],
        hostingEnvironment: item["hostingEnvironment"],
    };
}
function _hybridConnectionPropertiesSerializer(item) {
    return {
        serviceBusNamespace: item["serviceBusNamespace"],
        relayName: item["relayName"],
        relayArmUri: item["relayArmUri"],
        hostname: item["hostname"],
        port: item["port"],
        sendKeyName: item["sendKeyName"],
        sendKeyValue: item["sendKeyValue"],
        serviceBusSuffix: item["serviceBusSuffix"],
    };
}
function _hybridConnectionPropertiesDeserializer(item) {
    return {
        serviceBusNamespace: item["serviceBusNamespace"],
        relayName: item["relayName"],
        relayArmUri: item["relayArmUri"],
        hostname: item["hostname"],
        port: item["port"],
        sendKeyName: item["sendKeyName"],
        sendKeyValue: item["sendKeyValue"],
        serviceBusSuffix: item["serviceBusSuffix"],
    };
}
function _relayServiceConnectionEntityPropertiesSerializer(item) {
    return {
        entityName: item["entityName"],
        entityConnectionString: item["entityConnectionString"],
        resourceType: item["resourceType"],
        resourceConnectionString: item["resourceConnectionString"],
        hostname: item["hostname"],
        port: item["port"],
        biztalkUri: item["biztalkUri"],
    };
}
function _relayServiceConnectionEntityPropertiesDeserializer(item) {
    return {
        entityName: item["entityName"],
        entityConnectionString: item["entityConnectionString"],
        resourceType: item["resourceType"],
        resourceConnectionString: item["resourceConnectionString"],
        hostname: item["hostname"],
        port: item["port"],
        biztalkUri: item["biztalkUri"],
    };
}
function _sitePhpErrorLogFlagPropertiesDeserializer(item) {
    return {
        localLogErrors: item["localLogErrors"],
        masterLogErrors: item["masterLogErrors"],
        localLogErrorsMaxLength: item["localLogErrorsMaxLength"],
        masterLogErrorsMaxLength: item["masterLogErrorsMaxLength"],
    };
}
function _premierAddOnPropertiesSerializer(item) {
    return {
        sku: item["sku"],
        product: item["product"],
        vendor: item["vendor"],
        marketplacePublisher: item["marketplacePublisher"],
        marketplaceOffer: item["marketplaceOffer"],
    };
}
function _premierAddOnPropertiesDeserializer(item) {
    return {
        sku: item["sku"],
        product: item["product"],
        vendor: item["vendor"],
        marketplacePublisher: item["marketplacePublisher"],
        marketplaceOffer: item["marketplaceOffer"],
    };
}
function _deletedAppRestoreRequestPropertiesSerializer(item) {
    return {
        deletedSiteId: item["deletedSiteId"],
        recoverConfiguration: item["recoverConfiguration"],
        snapshotTime: item["snapshotTime"],
        useDRSecondary: item["useDRSecondary"],
    };
}
function _snapshotRestoreRequestPropertiesSerializer(item) {
    return {
        snapshotTime: item["snapshotTime"],
        recoverySource: !item["recoverySource"]
            ? item["recoverySource"]
            : snapshotRecoverySourceSerializer(item["recoverySource"]),
        overwrite: item["overwrite"],
        recoverConfiguration: item["recoverConfiguration"],
        ignoreConflictingHostNames: item["ignoreConflictingHostNames"],
        useDRSecondary: item["useDRSecondary"],
    };
}
function _slotDifferencePropertiesDeserializer(item) {
    return {
        level: item["level"],
        settingType: item["settingType"],
        diffRule: item["diffRule"],
        settingName: item["settingName"],
        valueInCurrentSlot: item["valueInCurrentSlot"],
        valueInTargetSlot: item["valueInTargetSlot"],
        description: item["description"],
    };
}
function _snapshotPropertiesDeserializer(item) {
    return {
        time: item["time"],
    };
}
function _vnetRoutePropertiesSerializer(item) {
    return {
        startAddress: item["startAddress"],
        endAddress: item["endAddress"],
        routeType: item["routeType"],
    };
}
function _vnetRoutePropertiesDeserializer(item) {
    return {
        startAddress: item["startAddress"],
        endAddress: item["endAddress"],
        routeType: item["routeType"],
    };
}
function _vnetInfoResourcePropertiesSerializer(item) {
    return {
        vnetResourceId: item["vnetResourceId"],
        certBlob: item["certBlob"],
        dnsServers: item["dnsServers"],
        isSwift: item["isSwift"],
    };
}
function _vnetInfoResourcePropertiesDeserializer(item) {
    return {
        vnetResourceId: item["vnetResourceId"],
        certThumbprint: item["certThumbprint"],
        certBlob: item["certBlob"],
        routes: !item["routes"] ? item["routes"] : vnetRouteArrayDeserializer(item["routes"]),
        resyncRequired: item["resyncRequired"],
        dnsServers: item["dnsServers"],
        isSwift: item["isSwift"],
    };
}
function _vnetGatewayPropertiesSerializer(item) {
    return { vnetName: item["vnetName"], vpnPackageUri: item["vpnPackageUri"] };
}
function _vnetGatewayPropertiesDeserializer(item) {
    return {
        vnetName: item["vnetName"],
        vpnPackageUri: item["vpnPackageUri"],
    };
}
function _storageMigrationOptionsPropertiesSerializer(item) {
    return {
        azurefilesConnectionString: item["azurefilesConnectionString"],
        azurefilesShare: item["azurefilesShare"],
        switchSiteAfterMigration: item["switchSiteAfterMigration"],
        blockWriteAccessToSite: item["blockWriteAccessToSite"],
    };
}
function _storageMigrationResponsePropertiesDeserializer(item) {
    return {
        operationId: item["operationId"],
    };
}
function _migrateMySqlRequestPropertiesSerializer(item) {
    return { connectionString: item["connectionString"], migrationType: item["migrationType"] };
}
function _csmPublishingCredentialsPoliciesEntityPropertiesSerializer(item) {
    return { allow: item["allow"] };
}
function _csmPublishingCredentialsPoliciesEntityPropertiesDeserializer(item) {
    return {
        allow: item["allow"],
    };
}
function _siteAuthSettingsV2PropertiesSerializer(item) {
    return {
        platform: !item["platform"] ? item["platform"] : authPlatformSerializer(item["platform"]),
        globalValidation: !item["globalValidation"]
            ? item["globalValidation"]
            : globalValidationSerializer(item["globalValidation"]),
        identityProviders: !item["identityProviders"]
            ? item["identityProviders"]
            : identityProvidersSerializer(item["identityProviders"]),
        login: !item["login"] ? item["login"] : loginSerializer(item["login"]),
        httpSettings: !item["httpSettings"]
            ? item["httpSettings"]
            : httpSettingsSerializer(item["httpSettings"]),
    };
}
function _siteAuthSettingsV2PropertiesDeserializer(item) {
    return {
        platform: !item["platform"] ? item["platform"] : authPlatformDeserializer(item["platform"]),
        globalValidation: !item["globalValidation"]
            ? item["globalValidation"]
            : globalValidationDeserializer(item["globalValidation"]),
        identityProviders: !item["identityProviders"]
            ? item["identityProviders"]
            : identityProvidersDeserializer(item["identityProviders"]),
        login: !item["login"] ? item["login"] : loginDeserializer(item["login"]),
        httpSettings: !item["httpSettings"]
            ? item["httpSettings"]
            : httpSettingsDeserializer(item["httpSettings"]),
    };
}
function _apiKVReferencePropertiesDeserializer(item) {
    return {
        reference: item["reference"],
        status: item["status"],
        vaultName: item["vaultName"],
        secretName: item["secretName"],
        secretVersion: item["secretVersion"],
        identityType: !item["identityType"]
            ? item["identityType"]
            : managedServiceIdentityDeserializer(item["identityType"]),
        details: item["details"],
        source: item["source"],
        activeVersion: item["activeVersion"],
    };
}
function _siteLogsConfigPropertiesSerializer(item) {
    return {
        applicationLogs: !item["applicationLogs"]
            ? item["applicationLogs"]
            : applicationLogsConfigSerializer(item["applicationLogs"]),
        httpLogs: !item["httpLogs"] ? item["httpLogs"] : httpLogsConfigSerializer(item["httpLogs"]),
        failedRequestsTracing: !item["failedRequestsTracing"]
            ? item["failedRequestsTracing"]
            : enabledConfigSerializer(item["failedRequestsTracing"]),
        detailedErrorMessages: !item["detailedErrorMessages"]
            ? item["detailedErrorMessages"]
            : enabledConfigSerializer(item["detailedErrorMessages"]),
    };
}
function _siteLogsConfigPropertiesDeserializer(item) {
    return {
        applicationLogs: !item["applicationLogs"]
            ? item["applicationLogs"]
            : applicationLogsConfigDeserializer(item["applicationLogs"]),
        httpLogs: !item["httpLogs"] ? item["httpLogs"] : httpLogsConfigDeserializer(item["httpLogs"]),
        failedRequestsTracing: !item["failedRequestsTracing"]
            ? item["failedRequestsTracing"]
            : enabledConfigDeserializer(item["failedRequestsTracing"]),
        detailedErrorMessages: !item["detailedErrorMessages"]
            ? item["detailedErrorMessages"]
            : enabledConfigDeserializer(item["detailedErrorMessages"]),
    };
}
function _slotConfigNamesResourcePropertiesSerializer(item) {
    return {
        connectionStringNames: !item["connectionStringNames"]
            ? item["connectionStringNames"]
            : item["connectionStringNames"].map((p) => {
                return p;
            }),
        appSettingNames: !item["appSettingNames"]
            ? item["appSettingNames"]
            : item["appSettingNames"].map((p) => {
                return p;
            }),
        azureStorageConfigNames: !item["azureStorageConfigNames"]
            ? item["azureStorageConfigNames"]
            : item["azureStorageConfigNames"].map((p) => {
                return p;
            }),
    };
}
function _slotConfigNamesResourcePropertiesDeserializer(item) {
    return {
        connectionStringNames: !item["connectionStringNames"]
            ? item["connectionStringNames"]
            : item["connectionStringNames"].map((p) => {
                return p;
            }),
        appSettingNames: !item["appSettingNames"]
            ? item["appSettingNames"]
            : item["appSettingNames"].map((p) => {
                return p;
            }),
        azureStorageConfigNames: !item["azureStorageConfigNames"]
            ? item["azureStorageConfigNames"]
            : item["azureStorageConfigNames"].map((p) => {
                return p;
            }),
    };
}
function _siteConfigResourcePropertiesSerializer(item) {
    return {
        numberOfWorkers: item["numberOfWorkers"],
        defaultDocuments: !item["defaultDocuments"]
            ? item["defaultDocuments"]
            : item["defaultDocuments"].map((p) => {
                return p;
            }),
        netFrameworkVersion: item["netFrameworkVersion"],
        phpVersion: item["phpVersion"],
        pythonVersion: item["pythonVersion"],
        nodeVersion: item["nodeVersion"],
        powerShellVersion: item["powerShellVersion"],
        linuxFxVersion: item["linuxFxVersion"],
        windowsFxVersion: item["windowsFxVersion"],
        requestTracingEnabled: item["requestTracingEnabled"],
        requestTracingExpirationTime: !item["requestTracingExpirationTime"]
            ? item["requestTracingExpirationTime"]
            : item["requestTracingExpirationTime"].toISOString(),
        remoteDebuggingEnabled: item["remoteDebuggingEnabled"],
        remoteDebuggingVersion: item["remoteDebuggingVersion"],
        httpLoggingEnabled: item["httpLoggingEnabled"],
        acrUseManagedIdentityCreds: item["acrUseManagedIdentityCreds"],
        acrUserManagedIdentityID: item["acrUserManagedIdentityID"],
        logsDirectorySizeLimit: item["logsDirectorySizeLimit"],
        detailedErrorLoggingEnabled: item["detailedErrorLoggingEnabled"],
        publishingUsername: item["publishingUsername"],
        appSettings: !item["appSettings"]
            ? item["appSettings"]
            : nameValuePairArraySerializer(item["appSettings"]),
        metadata: !item["metadata"] ? item["metadata"] : nameValuePairArraySerializer(item["metadata"]),
        connectionStrings: !item["connectionStrings"]
            ? item["connectionStrings"]
            : connStringInfoArraySerializer(item["connectionStrings"]),
        handlerMappings: !item["handlerMappings"]
            ? item["handlerMappings"]
            : handlerMappingArraySerializer(item["handlerMappings"]),
        documentRoot: item["documentRoot"],
        scmType: item["scmType"],
        use32BitWorkerProcess: item["use32BitWorkerProcess"],
        webSocketsEnabled: item["webSocketsEnabled"],
        alwaysOn: item["alwaysOn"],
        javaVersion: item["javaVersion"],
        javaContainer: item["javaContainer"],
        javaContainerVersion: item["javaContainerVersion"],
        appCommandLine: item["appCommandLine"],
        managedPipelineMode: item["managedPipelineMode"],
        virtualApplications: !item["virtualApplications"]
            ? item["virtualApplications"]
            : virtualApplicationArraySerializer(item["virtualApplications"]),
        loadBalancing: item["loadBalancing"],
        experiments: !item["experiments"]
            ? item["experiments"]
            : experimentsSerializer(item["experiments"]),
        limits: !item["limits"] ? item["limits"] : siteLimitsSerializer(item["limits"]),
        autoHealEnabled: item["autoHealEnabled"],
        autoHealRules: !item["autoHealRules"]
            ? item["autoHealRules"]
            : autoHealRulesSerializer(item["autoHealRules"]),
        tracingOptions: item["tracingOptions"],
        vnetName: item["vnetName"],
        vnetRouteAllEnabled: item["vnetRouteAllEnabled"],
        vnetPrivatePortsCount: item["vnetPrivatePortsCount"],
        cors: !item["cors"] ? item["cors"] : corsSettingsSerializer(item["cors"]),
        push: !item["push"] ? item["push"] : pushSettingsSerializer(item["push"]),
        apiDefinition: !item["apiDefinition"]
            ? item["apiDefinition"]
            : apiDefinitionInfoSerializer(item["apiDefinition"]),
        apiManagementConfig: !item["apiManagementConfig"]
            ? item["apiManagementConfig"]
            : apiManagementConfigSerializer(item["apiManagementConfig"]),
        autoSwapSlotName: item["autoSwapSlotName"],
        localMySqlEnabled: item["localMySqlEnabled"],
        managedServiceIdentityId: item["managedServiceIdentityId"],
        xManagedServiceIdentityId: item["xManagedServiceIdentityId"],
        keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
        ipSecurityRestrictions: !item["ipSecurityRestrictions"]
            ? item["ipSecurityRestrictions"]
            : ipSecurityRestrictionArraySerializer(item["ipSecurityRestrictions"]),
        ipSecurityRestrictionsDefaultAction: item["ipSecurityRestrictionsDefaultAction"],
        scmIpSecurityRestrictions: !item["scmIpSecurityRestrictions"]
            ? item["scmIpSecurityRestrictions"]
            : ipSecurityRestrictionArraySerializer(item["scmIpSecurityRestrictions"]),
        scmIpSecurityRestrictionsDefaultAction: item["scmIpSecurityRestrictionsDefaultAction"],
        scmIpSecurityRestrictionsUseMain: item["scmIpSecurityRestrictionsUseMain"],
        http20Enabled: item["http20Enabled"],
        http20ProxyFlag: item["http20ProxyFlag"],
        minTlsVersion: item["minTlsVersion"],
        minTlsCipherSuite: item["minTlsCipherSuite"],
        scmMinTlsVersion: item["scmMinTlsVersion"],
        ftpsState: item["ftpsState"],
        preWarmedInstanceCount: item["preWarmedInstanceCount"],
        functionAppScaleLimit: item["functionAppScaleLimit"],
        elasticWebAppScaleLimit: item["elasticWebAppScaleLimit"],
        healthCheckPath: item["healthCheckPath"],
        functionsRuntimeScaleMonitoringEnabled: item["functionsRuntimeScaleMonitoringEnabled"],
        websiteTimeZone: item["websiteTimeZone"],
        minimumElasticInstanceCount: item["minimumElasticInstanceCount"],
        azureStorageAccounts: !item["azureStorageAccounts"]
            ? item["azureStorageAccounts"]
            : azureStorageInfoValueRecordSerializer(item["azureStorageAccounts"]),
        publicNetworkAccess: item["publicNetworkAccess"],
    };
}
function _siteConfigResourcePropertiesDeserializer(item) {
    return {
        numberOfWorkers: item["numberOfWorkers"],
        defaultDocuments: !item["defaultDocuments"]
            ? item["defaultDocuments"]
            : item["defaultDocuments"].map((p) => {
                return p;
            }),
        netFrameworkVersion: item["netFrameworkVersion"],
        phpVersion: item["phpVersion"],
        pythonVersion: item["pythonVersion"],
        nodeVersion: item["nodeVersion"],
        powerShellVersion: item["powerShellVersion"],
        linuxFxVersion: item["linuxFxVersion"],
        windowsFxVersion: item["windowsFxVersion"],
        requestTracingEnabled: item["requestTracingEnabled"],
        requestTracingExpirationTime: !item["requestTracingExpirationTime"]
            ? item["requestTracingExpirationTime"]
            : new Date(item["requestTracingExpirationTime"]),
        remoteDebuggingEnabled: item["remoteDebuggingEnabled"],
        remoteDebuggingVersion: item["remoteDebuggingVersion"],
        httpLoggingEnabled: item["httpLoggingEnabled"],
        acrUseManagedIdentityCreds: item["acrUseManagedIdentityCreds"],
        acrUserManagedIdentityID: item["acrUserManagedIdentityID"],
        logsDirectorySizeLimit: item["logsDirectorySizeLimit"],
        detailedErrorLoggingEnabled: item["detailedErrorLoggingEnabled"],
        publishingUsername: item["publishingUsername"],
        appSettings: !item["appSettings"]
            ? item["appSettings"]
            : nameValuePairArrayDeserializer(item["appSettings"]),
        metadata: !item["metadata"]
            ? item["metadata"]
            : nameValuePairArrayDeserializer(item["metadata"]),
        connectionStrings: !item["connectionStrings"]
            ? item["connectionStrings"]
            : connStringInfoArrayDeserializer(item["connectionStrings"]),
        machineKey: !item["machineKey"]
            ? item["machineKey"]
            : siteMachineKeyDeserializer(item["machineKey"]),
        handlerMappings: !item["handlerMappings"]
            ? item["handlerMappings"]
            : handlerMappingArrayDeserializer(item["handlerMappings"]),
        documentRoot: item["documentRoot"],
        scmType: item["scmType"],
        use32BitWorkerProcess: item["use32BitWorkerProcess"],
        webSocketsEnabled: item["webSocketsEnabled"],
        alwaysOn: item["alwaysOn"],
        javaVersion: item["javaVersion"],
        javaContainer: item["javaContainer"],
        javaContainerVersion: item["javaContainerVersion"],
        appCommandLine: item["appCommandLine"],
        managedPipelineMode: item["managedPipelineMode"],
        virtualApplications: !item["virtualApplications"]
            ? item["virtualApplications"]
            : virtualApplicationArrayDeserializer(item["virtualApplications"]),
        loadBalancing: item["loadBalancing"],
        experiments: !item["experiments"]
            ? item["experiments"]
            : experimentsDeserializer(item["experiments"]),
        limits: !item["limits"] ? item["limits"] : siteLimitsDeserializer(item["limits"]),
        autoHealEnabled: item["autoHealEnabled"],
        autoHealRules: !item["autoHealRules"]
            ? item["autoHealRules"]
            : autoHealRulesDeserializer(item["autoHealRules"]),
        tracingOptions: item["tracingOptions"],
        vnetName: item["vnetName"],
        vnetRouteAllEnabled: item["vnetRouteAllEnabled"],
        vnetPrivatePortsCount: item["vnetPrivatePortsCount"],
        cors: !item["cors"] ? item["cors"] : corsSettingsDeserializer(item["cors"]),
        push: !item["push"] ? item["push"] : pushSettingsDeserializer(item["push"]),
        apiDefinition: !item["apiDefinition"]
            ? item["apiDefinition"]
            : apiDefinitionInfoDeserializer(item["apiDefinition"]),
        apiManagementConfig: !item["apiManagementConfig"]
            ? item["apiManagementConfig"]
            : apiManagementConfigDeserializer(item["apiManagementConfig"]),
        autoSwapSlotName: item["autoSwapSlotName"],
        localMySqlEnabled: item["localMySqlEnabled"],
        managedServiceIdentityId: item["managedServiceIdentityId"],
        xManagedServiceIdentityId: item["xManagedServiceIdentityId"],
        keyVaultReferenceIdentity: item["keyVaultReferenceIdentity"],
        ipSecurityRestrictions: !item["ipSecurityRestrictions"]
            ? item["ipSecurityRestrictions"]
            : ipSecurityRestrictionArrayDeserializer(item["ipSecurityRestrictions"]),
        ipSecurityRestrictionsDefaultAction: item["ipSecurityRestrictionsDefaultAction"],
        scmIpSecurityRestrictions: !item["scmIpSecurityRestrictions"]
            ? item["scmIpSecurityRestrictions"]
            : ipSecurityRestrictionArrayDeserializer(item["scmIpSecurityRestrictions"]),
        scmIpSecurityRestrictionsDefaultAction: item["scmIpSecurityRestrictionsDefaultAction"],
        scmIpSecurityRestrictionsUseMain: item["scmIpSecurityRestrictionsUseMain"],
        http20Enabled: item["http20Enabled"],
        http20ProxyFlag: item["http20ProxyFlag"],
        minTlsVersion: item["minTlsVersion"],
        minTlsCipherSuite: item["minTlsCipherSuite"],
        scmMinTlsVersion: item["scmMinTlsVersion"],
        ftpsState: item["ftpsState"],
        preWarmedInstanceCount: item["preWarmedInstanceCount"],
        functionAppScaleLimit: item["functionAppScaleLimit"],
        elasticWebAppScaleLimit: item["elasticWebAppScaleLimit"],
        healthCheckPath: item["healthCheckPath"],
        functionsRuntimeScaleMonitoringEnabled: item["functionsRuntimeScaleMonitoringEnabled"],
        websiteTimeZone: item["websiteTimeZone"],
        minimumElasticInstanceCount: item["minimumElasticInstanceCount"],
        azureStorageAccounts: !item["azureStorageAccounts"]
            ? item["azureStorageAccounts"]
            : azureStorageInfoValueRecordDeserializer(item["azureStorageAccounts"]),
        publicNetworkAccess: item["publicNetworkAccess"],
    };
}
function _siteConfigurationSnapshotInfoPropertiesDeserializer(item) {
    return {
        time: !item["time"] ? item["time"] : new Date(item["time"]),
        snapshotId: item["snapshotId"],
    };
}
function _continuousWebJobPropertiesDeserializer(item) {
    return {
        status: item["status"],
        detailedStatus: item["detailed_status"],
        logUrl: item["log_url"],
        runCommand: item["run_command"],
        url: item["url"],
        extraInfoUrl: item["extra_info_url"],
        webJobType: item["web_job_type"],
        error: item["error"],
        usingSdk: item["using_sdk"],
        settings: !item["settings"]
            ? item["settings"]
            : Object.fromEntries(Object.entries(item["settings"]).map(([k, p]) => [k, p])),
    };
}
function _csmDeploymentStatusPropertiesDeserializer(item) {
    return {
        deploymentId: item["deploymentId"],
        status: item["status"],
        numberOfInstancesInProgress: item["numberOfInstancesInProgress"],
        numberOfInstancesSuccessful: item["numberOfInstancesSuccessful"],
        numberOfInstancesFailed: item["numberOfInstancesFailed"],
        failedInstancesLogs: !item["failedInstancesLogs"]
            ? item["failedInstancesLogs"]
            : item["failedInstancesLogs"].map((p) => {
                return p;
            }),
        errors: !item["errors"] ? item["errors"] : errorEntityArrayDeserializer(item["errors"]),
    };
}
function _deploymentPropertiesSerializer(item) {
    return {
        status: item["status"],
        message: item["message"],
        author: item["author"],
        deployer: item["deployer"],
        author_email: item["authorEmail"],
        start_time: !item["startTime"] ? item["startTime"] : item["startTime"].toISOString(),
        end_time: !item["endTime"] ? item["endTime"] : item["endTime"].toISOString(),
        active: item["active"],
        details: item["details"],
    };
}
function _deploymentPropertiesDeserializer(item) {
    return {
        status: item["status"],
        message: item["message"],
        author: item["author"],
        deployer: item["deployer"],
        authorEmail: item["author_email"],
        startTime: !item["start_time"] ? item["start_time"] : new Date(item["start_time"]),
        endTime: !item["end_time"] ? item["end_time"] : new Date(item["end_time"]),
        active: item["active"],
        details: item["details"],
    };
}
function _msDeployStatusPropertiesDeserializer(item) {
    return {
        deployer: item["deployer"],
        provisioningState: item["provisioningState"],
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        complete: item["complete"],
    };
}
function _msDeployPropertiesSerializer(item) {
    return {
        packageUri: item["packageUri"],
        connectionString: item["connectionString"],
        dbType: item["dbType"],
        setParametersXmlFileUri: item["setParametersXmlFileUri"],
        setParameters: item["setParameters"],
        skipAppData: item["skipAppData"],
        appOffline: item["appOffline"],
        addOnPackages: !item["addOnPackages"]
            ? item["addOnPackages"]
            : msDeployCoreArraySerializer(item["addOnPackages"]),
    };
}
function _msDeployLogPropertiesDeserializer(item) {
    return {
        entries: !item["entries"]
            ? item["entries"]
            : msDeployLogEntryArrayDeserializer(item["entries"]),
    };
}
function _functionEnvelopePropertiesSerializer(item) {
    return {
        function_app_id: item["functionAppId"],
        script_root_path_href: item["scriptRootPathHref"],
        script_href: item["scriptHref"],
        config_href: item["configHref"],
        test_data_href: item["testDataHref"],
        secrets_file_href: item["secretsFileHref"],
        href: item["href"],
        config: item["config"],
        files: item["files"],
        test_data: item["testData"],
        invoke_url_template: item["invokeUrlTemplate"],
        language: item["language"],
        isDisabled: item["isDisabled"],
    };
}
function _functionEnvelopePropertiesDeserializer(item) {
    return {
        functionAppId: item["function_app_id"],
        scriptRootPathHref: item["script_root_path_href"],
        scriptHref: item["script_href"],
        configHref: item["config_href"],
        testDataHref: item["test_data_href"],
        secretsFileHref: item["secrets_file_href"],
        href: item["href"],
        config: item["config"],
        files: !item["files"]
            ? item["files"]
            : Object.fromEntries(Object.entries(item["files"]).map(([k, p]) => [k, p])),
        testData: item["test_data"],
        invokeUrlTemplate: item["invoke_url_template"],
        language: item["language"],
        isDisabled: item["isDisabled"],
    };
}
function _hostNameBindingPropertiesSerializer(item) {
    return {
        siteName: item["siteName"],
        domainId: item["domainId"],
        azureResourceName: item["azureResourceName"],
        azureResourceType: item["azureResourceType"],
        customHostNameDnsRecordType: item["customHostNameDnsRecordType"],
        hostNameType: item["hostNameType"],
        sslState: item["sslState"],
        thumbprint: item["thumbprint"],
    };
}
function _hostNameBindingPropertiesDeserializer(item) {
    return {
        siteName: item["siteName"],
        domainId: item["domainId"],
        azureResourceName: item["azureResourceName"],
        azureResourceType: item["azureResourceType"],
        customHostNameDnsRecordType: item["customHostNameDnsRecordType"],
        hostNameType: item["hostNameType"],
        sslState: item["sslState"],
        thumbprint: item["thumbprint"],
        virtualIP: item["virtualIP"],
    };
}
function _webSiteInstanceStatusPropertiesDeserializer(item) {
    return {
        state: item["state"],
        statusUrl: item["statusUrl"],
        detectorUrl: item["detectorUrl"],
        consoleUrl: item["consoleUrl"],
        healthCheckUrl: item["healthCheckUrl"],
        containers: !item["containers"]
            ? item["containers"]
            : containerInfoRecordDeserializer(item["containers"]),
        physicalZone: item["physicalZone"],
    };
}
function _processThreadInfoPropertiesDeserializer(item) {
    return {
        identifier: item["identifier"],
        href: item["href"],
        process: item["process"],
        startAddress: item["start_address"],
        currentPriority: item["current_priority"],
        priorityLevel: item["priority_level"],
        basePriority: item["base_priority"],
        startTime: !item["start_time"] ? item["start_time"] : new Date(item["start_time"]),
        totalProcessorTime: item["total_processor_time"],
        userProcessorTime: item["user_processor_time"],
        state: item["state"],
        waitReason: item["wait_reason"],
    };
}
function _processModuleInfoPropertiesDeserializer(item) {
    return {
        baseAddress: item["base_address"],
        fileName: item["file_name"],
        href: item["href"],
        filePath: item["file_path"],
        moduleMemorySize: item["module_memory_size"],
        fileVersion: item["file_version"],
        fileDescription: item["file_description"],
        product: item["product"],
        productVersion: item["product_version"],
        isDebug: item["is_debug"],
        language: item["language"],
    };
}
function _processInfoPropertiesDeserializer(item) {
    return {
        identifier: item["identifier"],
        deploymentName: item["deployment_name"],
        href: item["href"],
        minidump: item["minidump"],
        isProfileRunning: item["is_profile_running"],
        isIisProfileRunning: item["is_iis_profile_running"],
        iisProfileTimeoutInSeconds: item["iis_profile_timeout_in_seconds"],
        parent: item["parent"],
        children: !item["children"]
            ? item["children"]
            : item["children"].map((p) => {
                return p;
            }),
        threads: !item["threads"]
            ? item["threads"]
            : processThreadInfoArrayDeserializer(item["threads"]),
        openFileHandles: !item["open_file_handles"]
            ? item["open_file_handles"]
            : item["open_file_handles"].map((p) => {
                return p;
            }),
        modules: !item["modules"]
            ? item["modules"]
            : processModuleInfoArrayDeserializer(item["modules"]),
        fileName: item["file_name"],
        commandLine: item["command_line"],
        userName: item["user_name"],
        handleCount: item["handle_count"],
        moduleCount: item["module_count"],
        threadCount: item["thread_count"],
        startTime: !item["start_time"] ? item["start_time"] : new Date(item["start_time"]),
        totalCpuTime: item["total_cpu_time"],
        userCpuTime: item["user_cpu_time"],
        privilegedCpuTime: item["privileged_cpu_time"],
        workingSet: item["working_set"],
        peakWorkingSet: item["peak_working_set"],
        privateMemory: item["private_memory"],
        virtualMemory: item["virtual_memory"],
        peakVirtualMemory: item["peak_virtual_memory"],
        pagedSystemMemory: item["paged_system_memory"],
        nonPagedSystemMemory: item["non_paged_system_memory"],
        pagedMemory: item["paged_memory"],
        peakPagedMemory: item["peak_paged_memory"],
        timeStamp: !item["time_stamp"] ? item["time_stamp"] : new Date(item["time_stamp"]),
        environmentVariables: !item["environment_variables"]
            ? item["environment_variables"]
            : Object.fromEntries(Object.entries(item["environment_variables"]).map(([k, p]) => [k, p])),
        isScmSite: item["is_scm_site"],
        isWebjob: item["is_webjob"],
        description: item["description"],
    };
}
function _migrateMySqlStatusPropertiesDeserializer(item) {
    return {
        migrationOperationStatus: item["migrationOperationStatus"],
        operationId: item["operationId"],
        localMySqlEnabled: item["localMySqlEnabled"],
    };
}
function _swiftVirtualNetworkPropertiesSerializer(item) {
    return { subnetResourceId: item["subnetResourceId"], swiftSupported: item["swiftSupported"] };
}
function _swiftVirtualNetworkPropertiesDeserializer(item) {
    return {
        subnetResourceId: item["subnetResourceId"],
        swiftSupported: item["swiftSupported"],
    };
}
function _networkFeaturesPropertiesDeserializer(item) {
    return {
        virtualNetworkName: item["virtualNetworkName"],
        virtualNetworkConnection: !item["virtualNetworkConnection"]
            ? item["virtualNetworkConnection"]
            : vnetInfoDeserializer(item["virtualNetworkConnection"]),
        hybridConnections: !item["hybridConnections"]
            ? item["hybridConnections"]
            : relayServiceConnectionEntityArrayDeserializer(item["hybridConnections"]),
        hybridConnectionsV2: !item["hybridConnectionsV2"]
            ? item["hybridConnectionsV2"]
            : hybridConnectionArrayDeserializer(item["hybridConnectionsV2"]),
    };
}
function _premierAddOnPatchResourcePropertiesSerializer(item) {
    return {
        sku: item["sku"],
        product: item["product"],
        vendor: item["vendor"],
        marketplacePublisher: item["marketplacePublisher"],
        marketplaceOffer: item["marketplaceOffer"],
    };
}
function _privateAccessPropertiesSerializer(item) {
    return {
        enabled: item["enabled"],
        virtualNetworks: !item["virtualNetworks"]
            ? item["virtualNetworks"]
            : privateAccessVirtualNetworkArraySerializer(item["virtualNetworks"]),
    };
}
function _privateAccessPropertiesDeserializer(item) {
    return {
        enabled: item["enabled"],
        virtualNetworks: !item["virtualNetworks"]
            ? item["virtualNetworks"]
            : privateAccessVirtualNetworkArrayDeserializer(item["virtualNetworks"]),
    };
}
function _publicCertificatePropertiesSerializer(item) {
    return {
        blob: !item["blob"] ? item["blob"] : (0,esm/* uint8ArrayToString */.SW)(item["blob"], "base64"),
        publicCertificateLocation: item["publicCertificateLocation"],
    };
}
function _publicCertificatePropertiesDeserializer(item) {
    return {
        blob: !item["blob"]
            ? item["blob"]
            : typeof item["blob"] === "string"
                ? (0,esm/* stringToUint8Array */.Al)(item["blob"], "base64")
                : item["blob"],
        publicCertificateLocation: item["publicCertificateLocation"],
        thumbprint: item["thumbprint"],
    };
}
function _siteContainerPropertiesSerializer(item) {
    return {
        image: item["image"],
        targetPort: item["targetPort"],
        isMain: item["isMain"],
        startUpCommand: item["startUpCommand"],
        authType: item["authType"],
        userName: item["userName"],
        passwordSecret: item["passwordSecret"],
        userManagedIdentityClientId: item["userManagedIdentityClientId"],
        volumeMounts: !item["volumeMounts"]
            ? item["volumeMounts"]
            : volumeMountArraySerializer(item["volumeMounts"]),
        inheritAppSettingsAndConnectionStrings: item["inheritAppSettingsAndConnectionStrings"],
        environmentVariables: !item["environmentVariables"]
            ? item["environmentVariables"]
            : environmentVariableArraySerializer(item["environmentVariables"]),
    };
}
function _siteContainerPropertiesDeserializer(item) {
    return {
        image: item["image"],
        targetPort: item["targetPort"],
        isMain: item["isMain"],
        startUpCommand: item["startUpCommand"],
        authType: item["authType"],
        userName: item["userName"],
        passwordSecret: item["passwordSecret"],
        userManagedIdentityClientId: item["userManagedIdentityClientId"],
        createdTime: !item["createdTime"] ? item["createdTime"] : new Date(item["createdTime"]),
        lastModifiedTime: !item["lastModifiedTime"]
            ? item["lastModifiedTime"]
            : new Date(item["lastModifiedTime"]),
        volumeMounts: !item["volumeMounts"]
            ? item["volumeMounts"]
            : volumeMountArrayDeserializer(item["volumeMounts"]),
        inheritAppSettingsAndConnectionStrings: item["inheritAppSettingsAndConnectionStrings"],
        environmentVariables: !item["environmentVariables"]
            ? item["environmentVariables"]
            : environmentVariableArrayDeserializer(item["environmentVariables"]),
    };
}
function _siteExtensionInfoPropertiesDeserializer(item) {
    return {
        extensionId: item["extension_id"],
        title: item["title"],
        extensionType: item["extension_type"],
        summary: item["summary"],
        description: item["description"],
        version: item["version"],
        extensionUrl: item["extension_url"],
        projectUrl: item["project_url"],
        iconUrl: item["icon_url"],
        licenseUrl: item["license_url"],
        feedUrl: item["feed_url"],
        authors: !item["authors"]
            ? item["authors"]
            : item["authors"].map((p) => {
                return p;
            }),
        installerCommandLineParams: item["installer_command_line_params"],
        publishedDateTime: !item["published_date_time"]
            ? item["published_date_time"]
            : new Date(item["published_date_time"]),
        downloadCount: item["download_count"],
        localIsLatestVersion: item["local_is_latest_version"],
        localPath: item["local_path"],
        installedDateTime: !item["installed_date_time"]
            ? item["installed_date_time"]
            : new Date(item["installed_date_time"]),
        provisioningState: item["provisioningState"],
        comment: item["comment"],
    };
}
function _siteSourceControlPropertiesSerializer(item) {
    return {
        repoUrl: item["repoUrl"],
        branch: item["branch"],
        isManualIntegration: item["isManualIntegration"],
        isGitHubAction: item["isGitHubAction"],
        deploymentRollbackEnabled: item["deploymentRollbackEnabled"],
        isMercurial: item["isMercurial"],
        gitHubActionConfiguration: !item["gitHubActionConfiguration"]
            ? item["gitHubActionConfiguration"]
            : gitHubActionConfigurationSerializer(item["gitHubActionConfiguration"]),
    };
}
function _siteSourceControlPropertiesDeserializer(item) {
    return {
        repoUrl: item["repoUrl"],
        branch: item["branch"],
        isManualIntegration: item["isManualIntegration"],
        isGitHubAction: item["isGitHubAction"],
        deploymentRollbackEnabled: item["deploymentRollbackEnabled"],
        isMercurial: item["isMercurial"],
        gitHubActionConfiguration: !item["gitHubActionConfiguration"]
            ? item["gitHubActionConfiguration"]
            : gitHubActionConfigurationDeserializer(item["gitHubActionConfiguration"]),
    };
}
function _triggeredWebJobPropertiesDeserializer(item) {
    return {
        latestRun: !item["latest_run"]
            ? item["latest_run"]
            : triggeredJobRunDeserializer(item["latest_run"]),
        historyUrl: item["history_url"],
        schedulerLogsUrl: item["scheduler_logs_url"],
        runCommand: item["run_command"],
        url: item["url"],
        extraInfoUrl: item["extra_info_url"],
        webJobType: item["web_job_type"],
        error: item["error"],
        usingSdk: item["using_sdk"],
        publicNetworkAccess: item["publicNetworkAccess"],
        storageAccountRequired: item["storageAccountRequired"],
        settings: !item["settings"]
            ? item["settings"]
            : Object.fromEntries(Object.entries(item["settings"]).map(([k, p]) => [k, p])),
    };
}
function _triggeredJobHistoryPropertiesDeserializer(item) {
    return {
        runs: !item["runs"] ? item["runs"] : triggeredJobRunArrayDeserializer(item["runs"]),
    };
}
function _webJobPropertiesDeserializer(item) {
    return {
        runCommand: item["run_command"],
        url: item["url"],
        extraInfoUrl: item["extra_info_url"],
        webJobType: item["web_job_type"],
        error: item["error"],
        usingSdk: item["using_sdk"],
        settings: !item["settings"]
            ? item["settings"]
            : Object.fromEntries(Object.entries(item["settings"]).map(([k, p]) => [k, p])),
    };
}
function _appServicePlanPatchResourcePropertiesSerializer(item) {
    return {
        workerTierName: item["workerTierName"],
        hostingEnvironmentProfile: !item["hostingEnvironmentProfile"]
            ? item["hostingEnvironmentProfile"]
            : hostingEnvironmentProfileSerializer(item["hostingEnvironmentProfile"]),
        perSiteScaling: item["perSiteScaling"],
        elasticScaleEnabled: item["elasticScaleEnabled"],
        maximumElasticWorkerCount: item["maximumElasticWorkerCount"],
        isSpot: item["isSpot"],
        spotExpirationTime: !item["spotExpirationTime"]
            ? item["spotExpirationTime"]
            : item["spotExpirationTime"].toISOString(),
        freeOfferExpirationTime: !item["freeOfferExpirationTime"]
            ? item["freeOfferExpirationTime"]
            : item["freeOfferExpirationTime"].toISOString(),
        reserved: item["reserved"],
        isXenon: item["isXenon"],
        hyperV: item["hyperV"],
        targetWorkerCount: item["targetWorkerCount"],
        targetWorkerSizeId: item["targetWorkerSizeId"],
        kubeEnvironmentProfile: !item["kubeEnvironmentProfile"]
            ? item["kubeEnvironmentProfile"]
            : kubeEnvironmentProfileSerializer(item["kubeEnvironmentProfile"]),
        zoneRedundant: item["zoneRedundant"],
    };
}
function _hybridConnectionKeyPropertiesDeserializer(item) {
    return {
        sendKeyName: item["sendKeyName"],
        sendKeyValue: item["sendKeyValue"],
    };
}
function _hybridConnectionLimitsPropertiesDeserializer(item) {
    return {
        current: item["current"],
        maximum: item["maximum"],
    };
}
function _certificatePropertiesSerializer(item) {
    return {
        password: item["password"],
        hostNames: !item["hostNames"]
            ? item["hostNames"]
            : item["hostNames"].map((p) => {
                return p;
            }),
        pfxBlob: !item["pfxBlob"] ? item["pfxBlob"] : uint8ArrayToString(item["pfxBlob"], "base64"),
        keyVaultId: item["keyVaultId"],
        keyVaultSecretName: item["keyVaultSecretName"],
        serverFarmId: item["serverFarmId"],
        canonicalName: item["canonicalName"],
        domainValidationMethod: item["domainValidationMethod"],
    };
}
function _certificatePropertiesDeserializer(item) {
    return {
        password: item["password"],
        friendlyName: item["friendlyName"],
        subjectName: item["subjectName"],
        hostNames: !item["hostNames"]
            ? item["hostNames"]
            : item["hostNames"].map((p) => {
                return p;
            }),
        pfxBlob: !item["pfxBlob"]
            ? item["pfxBlob"]
            : typeof item["pfxBlob"] === "string"
                ? stringToUint8Array(item["pfxBlob"], "base64")
                : item["pfxBlob"],
        siteName: item["siteName"],
        selfLink: item["selfLink"],
        issuer: item["issuer"],
        issueDate: !item["issueDate"] ? item["issueDate"] : new Date(item["issueDate"]),
        expirationDate: !item["expirationDate"]
            ? item["expirationDate"]
            : new Date(item["expirationDate"]),
        thumbprint: item["thumbprint"],
        valid: item["valid"],
        cerBlob: !item["cerBlob"]
            ? item["cerBlob"]
            : typeof item["cerBlob"] === "string"
                ? stringToUint8Array(item["cerBlob"], "base64")
                : item["cerBlob"],
        publicKeyHash: item["publicKeyHash"],
        hostingEnvironmentProfile: !item["hostingEnvironmentProfile"]
            ? item["hostingEnvironmentProfile"]
            : hostingEnvironmentProfileDeserializer(item["hostingEnvironmentProfile"]),
        keyVaultId: item["keyVaultId"],
        keyVaultSecretName: item["keyVaultSecretName"],
        keyVaultSecretStatus: item["keyVaultSecretStatus"],
        serverFarmId: item["serverFarmId"],
        canonicalName: item["canonicalName"],
        domainValidationMethod: item["domainValidationMethod"],
    };
}
function _certificatePatchResourcePropertiesSerializer(item) {
    return {
        hostNames: !item["hostNames"]
            ? item["hostNames"]
            : item["hostNames"].map((p) => {
                return p;
            }),
        pfxBlob: !item["pfxBlob"] ? item["pfxBlob"] : uint8ArrayToString(item["pfxBlob"], "base64"),
        keyVaultId: item["keyVaultId"],
        keyVaultSecretName: item["keyVaultSecretName"],
        serverFarmId: item["serverFarmId"],
        canonicalName: item["canonicalName"],
        domainValidationMethod: item["domainValidationMethod"],
    };
}
function _deletedSitePropertiesDeserializer(item) {
    return {
        deletedSiteId: item["deletedSiteId"],
        deletedTimestamp: item["deletedTimestamp"],
        subscription: item["subscription"],
        resourceGroup: item["resourceGroup"],
        deletedSiteName: item["deletedSiteName"],
        slot: item["slot"],
        kindPropertiesKind: item["kind"],
        geoRegionName: item["geoRegionName"],
    };
}
function _detectorResponsePropertiesDeserializer(item) {
    return {
        metadata: !item["metadata"] ? item["metadata"] : detectorInfoDeserializer(item["metadata"]),
        dataset: !item["dataset"] ? item["dataset"] : diagnosticDataArrayDeserializer(item["dataset"]),
        status: !item["status"] ? item["status"] : statusDeserializer(item["status"]),
        dataProvidersMetadata: !item["dataProvidersMetadata"]
            ? item["dataProvidersMetadata"]
            : dataProviderMetadataArrayDeserializer(item["dataProvidersMetadata"]),
        suggestedUtterances: !item["suggestedUtterances"]
            ? item["suggestedUtterances"]
            : queryUtterancesResultsDeserializer(item["suggestedUtterances"]),
    };
}
function _diagnosticCategoryPropertiesDeserializer(item) {
    return {
        description: item["description"],
    };
}
function _analysisDefinitionPropertiesDeserializer(item) {
    return {
        description: item["description"],
    };
}
function _diagnosticAnalysisPropertiesDeserializer(item) {
    return {
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        abnormalTimePeriods: !item["abnormalTimePeriods"]
            ? item["abnormalTimePeriods"]
            : abnormalTimePeriodArrayDeserializer(item["abnormalTimePeriods"]),
        payload: !item["payload"] ? item["payload"] : analysisDataArrayDeserializer(item["payload"]),
        nonCorrelatedDetectors: !item["nonCorrelatedDetectors"]
            ? item["nonCorrelatedDetectors"]
            : detectorDefinitionArrayDeserializer(item["nonCorrelatedDetectors"]),
    };
}
function _detectorDefinitionResourcePropertiesDeserializer(item) {
    return {
        displayName: item["displayName"],
        description: item["description"],
        rank: item["rank"],
        isEnabled: item["isEnabled"],
    };
}
function _diagnosticDetectorResponsePropertiesDeserializer(item) {
    return {
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        issueDetected: item["issueDetected"],
        detectorDefinition: !item["detectorDefinition"]
            ? item["detectorDefinition"]
            : detectorDefinitionDeserializer(item["detectorDefinition"]),
        metrics: !item["metrics"]
            ? item["metrics"]
            : diagnosticMetricSetArrayDeserializer(item["metrics"]),
        abnormalTimePeriods: !item["abnormalTimePeriods"]
            ? item["abnormalTimePeriods"]
            : detectorAbnormalTimePeriodArrayDeserializer(item["abnormalTimePeriods"]),
        data: !item["data"] ? item["data"] : nameValuePairArrayArrayDeserializer(item["data"]),
        responseMetaData: !item["responseMetaData"]
            ? item["responseMetaData"]
            : responseMetaDataDeserializer(item["responseMetaData"]),
    };
}
function _kubeEnvironmentPropertiesSerializer(item) {
    return {
        internalLoadBalancerEnabled: item["internalLoadBalancerEnabled"],
        staticIp: item["staticIp"],
        environmentType: item["environmentType"],
        arcConfiguration: !item["arcConfiguration"]
            ? item["arcConfiguration"]
            : arcConfigurationSerializer(item["arcConfiguration"]),
        appLogsConfiguration: !item["appLogsConfiguration"]
            ? item["appLogsConfiguration"]
            : appLogsConfigurationSerializer(item["appLogsConfiguration"]),
        containerAppsConfiguration: !item["containerAppsConfiguration"]
            ? item["containerAppsConfiguration"]
            : containerAppsConfigurationSerializer(item["containerAppsConfiguration"]),
        aksResourceID: item["aksResourceID"],
    };
}
function _kubeEnvironmentPropertiesDeserializer(item) {
    return {
        provisioningState: item["provisioningState"],
        deploymentErrors: item["deploymentErrors"],
        internalLoadBalancerEnabled: item["internalLoadBalancerEnabled"],
        defaultDomain: item["defaultDomain"],
        staticIp: item["staticIp"],
        environmentType: item["environmentType"],
        arcConfiguration: !item["arcConfiguration"]
            ? item["arcConfiguration"]
            : arcConfigurationDeserializer(item["arcConfiguration"]),
        appLogsConfiguration: !item["appLogsConfiguration"]
            ? item["appLogsConfiguration"]
            : appLogsConfigurationDeserializer(item["appLogsConfiguration"]),
        containerAppsConfiguration: !item["containerAppsConfiguration"]
            ? item["containerAppsConfiguration"]
            : containerAppsConfigurationDeserializer(item["containerAppsConfiguration"]),
        aksResourceID: item["aksResourceID"],
    };
}
function _kubeEnvironmentPatchResourcePropertiesSerializer(item) {
    return {
        internalLoadBalancerEnabled: item["internalLoadBalancerEnabled"],
        staticIp: item["staticIp"],
        arcConfiguration: !item["arcConfiguration"]
            ? item["arcConfiguration"]
            : arcConfigurationSerializer(item["arcConfiguration"]),
        appLogsConfiguration: !item["appLogsConfiguration"]
            ? item["appLogsConfiguration"]
            : appLogsConfigurationSerializer(item["appLogsConfiguration"]),
        containerAppsConfiguration: !item["containerAppsConfiguration"]
            ? item["containerAppsConfiguration"]
            : containerAppsConfigurationSerializer(item["containerAppsConfiguration"]),
        aksResourceID: item["aksResourceID"],
    };
}
function _workflowRunPropertiesDeserializer(item) {
    return {
        waitEndTime: !item["waitEndTime"] ? item["waitEndTime"] : new Date(item["waitEndTime"]),
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        status: item["status"],
        code: item["code"],
        error: item["error"],
        correlationId: item["correlationId"],
        correlation: !item["correlation"]
            ? item["correlation"]
            : correlationDeserializer(item["correlation"]),
        workflow: !item["workflow"]
            ? item["workflow"]
            : resourceReferenceDeserializer(item["workflow"]),
        trigger: !item["trigger"] ? item["trigger"] : workflowRunTriggerDeserializer(item["trigger"]),
        outputs: !item["outputs"]
            ? item["outputs"]
            : workflowOutputParameterRecordDeserializer(item["outputs"]),
        response: !item["response"]
            ? item["response"]
            : workflowRunTriggerDeserializer(item["response"]),
    };
}
function _workflowRunActionPropertiesDeserializer(item) {
    return {
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        status: item["status"],
        code: item["code"],
        error: item["error"],
        trackingId: item["trackingId"],
        correlation: !item["correlation"]
            ? item["correlation"]
            : runActionCorrelationDeserializer(item["correlation"]),
        inputsLink: !item["inputsLink"]
            ? item["inputsLink"]
            : contentLinkDeserializer(item["inputsLink"]),
        outputsLink: !item["outputsLink"]
            ? item["outputsLink"]
            : contentLinkDeserializer(item["outputsLink"]),
        trackedProperties: item["trackedProperties"],
        retryHistory: !item["retryHistory"]
            ? item["retryHistory"]
            : retryHistoryArrayDeserializer(item["retryHistory"]),
    };
}
function _workflowRunActionRepetitionDefinitionPropertiesDeserializer(item) {
    return {
        trackingId: item["trackingId"],
        inputs: item["inputs"],
        inputsLink: !item["inputsLink"]
            ? item["inputsLink"]
            : contentLinkDeserializer(item["inputsLink"]),
        outputs: item["outputs"],
        outputsLink: !item["outputsLink"]
            ? item["outputsLink"]
            : contentLinkDeserializer(item["outputsLink"]),
        trackedProperties: item["trackedProperties"],
        retryHistory: !item["retryHistory"]
            ? item["retryHistory"]
            : retryHistoryArrayDeserializer(item["retryHistory"]),
        iterationCount: item["iterationCount"],
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        correlation: !item["correlation"]
            ? item["correlation"]
            : runActionCorrelationDeserializer(item["correlation"]),
        status: item["status"],
        code: item["code"],
        error: item["error"],
        repetitionIndexes: !item["repetitionIndexes"]
            ? item["repetitionIndexes"]
            : repetitionIndexArrayDeserializer(item["repetitionIndexes"]),
    };
}
function _workflowTriggerPropertiesDeserializer(item) {
    return {
        provisioningState: item["provisioningState"],
        createdTime: !item["createdTime"] ? item["createdTime"] : new Date(item["createdTime"]),
        changedTime: !item["changedTime"] ? item["changedTime"] : new Date(item["changedTime"]),
        state: item["state"],
        status: item["status"],
        lastExecutionTime: !item["lastExecutionTime"]
            ? item["lastExecutionTime"]
            : new Date(item["lastExecutionTime"]),
        nextExecutionTime: !item["nextExecutionTime"]
            ? item["nextExecutionTime"]
            : new Date(item["nextExecutionTime"]),
        recurrence: !item["recurrence"]
            ? item["recurrence"]
            : workflowTriggerRecurrenceDeserializer(item["recurrence"]),
        workflow: !item["workflow"]
            ? item["workflow"]
            : resourceReferenceDeserializer(item["workflow"]),
    };
}
function _workflowTriggerHistoryPropertiesDeserializer(item) {
    return {
        startTime: !item["startTime"] ? item["startTime"] : new Date(item["startTime"]),
        endTime: !item["endTime"] ? item["endTime"] : new Date(item["endTime"]),
        scheduledTime: !item["scheduledTime"] ? item["scheduledTime"] : new Date(item["scheduledTime"]),
        status: item["status"],
        code: item["code"],
        error: item["error"],
        trackingId: item["trackingId"],
        correlation: !item["correlation"]
            ? item["correlation"]
            : correlationDeserializer(item["correlation"]),
        inputsLink: !item["inputsLink"]
            ? item["inputsLink"]
            : contentLinkDeserializer(item["inputsLink"]),
        outputsLink: !item["outputsLink"]
            ? item["outputsLink"]
            : contentLinkDeserializer(item["outputsLink"]),
        fired: item["fired"],
        run: !item["run"] ? item["run"] : resourceReferenceDeserializer(item["run"]),
    };
}
function _workflowVersionPropertiesDeserializer(item) {
    return {
        provisioningState: item["provisioningState"],
        createdTime: !item["createdTime"] ? item["createdTime"] : new Date(item["createdTime"]),
        changedTime: !item["changedTime"] ? item["changedTime"] : new Date(item["changedTime"]),
        state: item["state"],
        version: item["version"],
        accessEndpoint: item["accessEndpoint"],
        endpointsConfiguration: !item["endpointsConfiguration"]
            ? item["endpointsConfiguration"]
            : flowEndpointsConfigurationDeserializer(item["endpointsConfiguration"]),
        accessControl: !item["accessControl"]
            ? item["accessControl"]
            : flowAccessControlConfigurationDeserializer(item["accessControl"]),
        sku: !item["sku"] ? item["sku"] : workflowSkuDeserializer(item["sku"]),
        integrationAccount: !item["integrationAccount"]
            ? item["integrationAccount"]
            : resourceReferenceDeserializer(item["integrationAccount"]),
        definition: item["definition"],
        parameters: !item["parameters"]
            ? item["parameters"]
            : workflowParameterRecordDeserializer(item["parameters"]),
    };
}
function _applicationStackResourcePropertiesDeserializer(item) {
    return {
        namePropertiesName: item["name"],
        display: item["display"],
        dependency: item["dependency"],
        majorVersions: !item["majorVersions"]
            ? item["majorVersions"]
            : stackMajorVersionArrayDeserializer(item["majorVersions"]),
        frameworks: !item["frameworks"]
            ? item["frameworks"]
            : applicationStackArrayDeserializer(item["frameworks"]),
        isDeprecated: !item["isDeprecated"]
            ? item["isDeprecated"]
            : applicationStackArrayDeserializer(item["isDeprecated"]),
    };
}
function _functionAppStackPropertiesDeserializer(item) {
    return {
        displayText: item["displayText"],
        value: item["value"],
        majorVersions: !item["majorVersions"]
            ? item["majorVersions"]
            : functionAppMajorVersionArrayDeserializer(item["majorVersions"]),
        preferredOs: item["preferredOs"],
    };
}
function _webAppStackPropertiesDeserializer(item) {
    return {
        displayText: item["displayText"],
        value: item["value"],
        majorVersions: !item["majorVersions"]
            ? item["majorVersions"]
            : webAppMajorVersionArrayDeserializer(item["majorVersions"]),
        preferredOs: item["preferredOs"],
    };
}
function _resourceHealthMetadataPropertiesDeserializer(item) {
    return {
        category: item["category"],
        signalAvailability: item["signalAvailability"],
    };
}
function _workflowPropertiesSerializer(item) {
    return {
        state: item["state"],
        endpointsConfiguration: !item["endpointsConfiguration"]
            ? item["endpointsConfiguration"]
            : flowEndpointsConfigurationSerializer(item["endpointsConfiguration"]),
        accessControl: !item["accessControl"]
            ? item["accessControl"]
            : flowAccessControlConfigurationSerializer(item["accessControl"]),
        integrationAccount: !item["integrationAccount"]
            ? item["integrationAccount"]
            : resourceReferenceSerializer(item["integrationAccount"]),
        integrationServiceEnvironment: !item["integrationServiceEnvironment"]
            ? item["integrationServiceEnvironment"]
            : resourceReferenceSerializer(item["integrationServiceEnvironment"]),
        definition: item["definition"],
        parameters: !item["parameters"]
            ? item["parameters"]
            : workflowParameterRecordSerializer(item["parameters"]),
        kind: item["kind"],
    };
}
//# sourceMappingURL=models.js.map

/***/ }),

/***/ 56687:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ buildPagedAsyncIterator)
/* harmony export */ });
/* harmony import */ var _azure_rest_core_client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83049);
/* harmony import */ var _azure_core_rest_pipeline__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49711);
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.


/**
 * Helper to paginate results in a generic way and return a PagedAsyncIterableIterator
 */
function buildPagedAsyncIterator(client, getInitialResponse, processResponseBody, expectedStatuses, options = {}) {
    const itemName = options.itemName ?? "value";
    const nextLinkName = options.nextLinkName ?? "nextLink";
    const nextLinkMethod = options.nextLinkMethod ?? "GET";
    const apiVersion = options.apiVersion;
    const pagedResult = {
        getPage: async (pageLink) => {
            let result;
            if (pageLink === undefined) {
                result = await getInitialResponse();
            }
            else {
                const resolvedPageLink = apiVersion ? addApiVersionToUrl(pageLink, apiVersion) : pageLink;
                result =
                    nextLinkMethod === "POST"
                        ? await client.pathUnchecked(resolvedPageLink).post()
                        : await client.pathUnchecked(resolvedPageLink).get();
            }
            checkPagingRequest(result, expectedStatuses);
            const results = await processResponseBody(result);
            const nextLink = getNextLink(results, nextLinkName);
            const values = getElements(results, itemName);
            return {
                page: values,
                nextPageLink: nextLink,
            };
        },
        byPage: (settings) => {
            const { continuationToken } = settings ?? {};
            return getPageAsyncIterator(pagedResult, {
                pageLink: continuationToken,
            });
        },
    };
    return getPagedAsyncIterator(pagedResult);
}
/**
 * returns an async iterator that iterates over results. It also has a `byPage`
 * method that returns pages of items at once.
 *
 * @param pagedResult - an object that specifies how to get pages.
 * @returns a paged async iterator that iterates over results.
 */
function getPagedAsyncIterator(pagedResult) {
    const iter = getItemAsyncIterator(pagedResult);
    return {
        next() {
            return iter.next();
        },
        [Symbol.asyncIterator]() {
            return this;
        },
        byPage: pagedResult?.byPage ??
            ((settings) => {
                const { continuationToken } = settings ?? {};
                return getPageAsyncIterator(pagedResult, {
                    pageLink: continuationToken,
                });
            }),
    };
}
async function* getItemAsyncIterator(pagedResult) {
    const pages = getPageAsyncIterator(pagedResult);
    for await (const page of pages) {
        yield* page;
    }
}
async function* getPageAsyncIterator(pagedResult, options = {}) {
    const { pageLink } = options;
    let response = await pagedResult.getPage(pageLink ?? pagedResult.firstPageLink);
    if (!response) {
        return;
    }
    let result = response.page;
    result.continuationToken = response.nextPageLink;
    yield result;
    while (response.nextPageLink) {
        response = await pagedResult.getPage(response.nextPageLink);
        if (!response) {
            return;
        }
        result = response.page;
        result.continuationToken = response.nextPageLink;
        yield result;
    }
}
/**
 * Gets for the value of nextLink in the body
 */
function getNextLink(body, nextLinkName) {
    if (!nextLinkName) {
        return undefined;
    }
    const nextLink = body[nextLinkName];
    if (typeof nextLink !== "string" && typeof nextLink !== "undefined" && nextLink !== null) {
        throw new _azure_core_rest_pipeline__WEBPACK_IMPORTED_MODULE_1__.RestError(`Body Property ${nextLinkName} should be a string or undefined or null but got ${typeof nextLink}`);
    }
    if (nextLink === null) {
        return undefined;
    }
    return nextLink;
}
/**
 * Gets the elements of the current request in the body.
 */
function getElements(body, itemName) {
    const value = body[itemName];
    if (!Array.isArray(value)) {
        throw new _azure_core_rest_pipeline__WEBPACK_IMPORTED_MODULE_1__.RestError(`Couldn't paginate response\n Body doesn't contain an array property with name: ${itemName}`);
    }
    return value ?? [];
}
/**
 * Checks if a request failed
 */
function checkPagingRequest(response, expectedStatuses) {
    if (!expectedStatuses.includes(response.status)) {
        throw (0,_azure_rest_core_client__WEBPACK_IMPORTED_MODULE_0__/* .createRestError */ .t$)(`Pagination failed with unexpected statusCode ${response.status}`, response);
    }
}
/**
 * Adds the api-version query parameter on a URL if it's not present.
 * @param url - the URL to modify
 * @param apiVersion - the API version to set
 * @returns - the URL with the api-version query parameter set
 */
function addApiVersionToUrl(url, apiVersion) {
    // The base URL is only used for parsing and won't appear in the returned URL
    const urlObj = new URL(url, "https://microsoft.com");
    if (!urlObj.searchParams.get("api-version")) {
        // Append one if there is no apiVersion
        return `${url}${urlObj.search ? "&" : "?"}api-version=${apiVersion}`;
    }
    return url;
}
//# sourceMappingURL=pagingHelpers.js.map

/***/ })

};
;