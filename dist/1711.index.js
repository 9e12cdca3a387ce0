"use strict";
exports.id = 1711;
exports.ids = [1711];
exports.modules = {

/***/ 61711:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createWebSiteManagement: () => (/* reexport */ createWebSiteManagement)
});

// UNUSED EXPORTS: checkNameAvailability, getPublishingUser, getSourceControl, getSubscriptionDeploymentLocations, listAseRegions, listBillingMeters, listCustomHostNameSites, listGeoRegions, listPremierAddOnOffers, listSiteIdentifiersAssignedToHostName, listSkus, listSourceControls, move, regionalCheckNameAvailability, updatePublishingUser, updateSourceControl, validate, validateMove, verifyHostingEnvironmentVnet

// EXTERNAL MODULE: ./node_modules/@azure/arm-appservice/dist/esm/models/models.js + 1 modules
var models = __webpack_require__(91214);
// EXTERNAL MODULE: ./node_modules/@azure/arm-appservice/dist/esm/static-helpers/pagingHelpers.js
var pagingHelpers = __webpack_require__(56687);
// EXTERNAL MODULE: ./node_modules/@azure-rest/core-client/dist/esm/index.js + 11 modules
var esm = __webpack_require__(83049);
;// CONCATENATED MODULE: ./node_modules/@azure/arm-appservice/dist/esm/api/operations.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.




function _listSourceControlsSend(context, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/providers/Microsoft.Web/sourcecontrols{?api%2Dversion}", {
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...operationOptionsToRequestParameters(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listSourceControlsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = createRestError(result);
        error.details = defaultErrorResponseDeserializer(result.body);
        throw error;
    }
    return _sourceControlCollectionDeserializer(result.body);
}
/** Description for Gets the source controls available for Azure websites. */
function listSourceControls(context, options = { requestOptions: {} }) {
    return buildPagedAsyncIterator(context, () => _listSourceControlsSend(context, options), _listSourceControlsDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _updateSourceControlSend(context, sourceControlType, requestMessage, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/providers/Microsoft.Web/sourcecontrols/{sourceControlType}{?api%2Dversion}", {
        sourceControlType: sourceControlType,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...operationOptionsToRequestParameters(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: sourceControlSerializer(requestMessage),
    });
}
async function _updateSourceControlDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = createRestError(result);
        error.details = defaultErrorResponseDeserializer(result.body);
        throw error;
    }
    return sourceControlDeserializer(result.body);
}
/** Description for Updates source control token */
async function updateSourceControl(context, sourceControlType, requestMessage, options = { requestOptions: {} }) {
    const result = await _updateSourceControlSend(context, sourceControlType, requestMessage, options);
    return _updateSourceControlDeserialize(result);
}
function _getSourceControlSend(context, sourceControlType, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/providers/Microsoft.Web/sourcecontrols/{sourceControlType}{?api%2Dversion}", {
        sourceControlType: sourceControlType,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...operationOptionsToRequestParameters(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getSourceControlDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = createRestError(result);
        error.details = defaultErrorResponseDeserializer(result.body);
        throw error;
    }
    return sourceControlDeserializer(result.body);
}
/** Description for Gets source control token */
async function getSourceControl(context, sourceControlType, options = { requestOptions: {} }) {
    const result = await _getSourceControlSend(context, sourceControlType, options);
    return _getSourceControlDeserialize(result);
}
function _updatePublishingUserSend(context, userDetails, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/providers/Microsoft.Web/publishingUsers/web{?api%2Dversion}", {
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...operationOptionsToRequestParameters(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: userSerializer(userDetails),
    });
}
async function _updatePublishingUserDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = createRestError(result);
        error.details = defaultErrorResponseDeserializer(result.body);
        throw error;
    }
    return userDeserializer(result.body);
}
/** Description for Updates publishing user */
async function updatePublishingUser(context, userDetails, options = { requestOptions: {} }) {
    const result = await _updatePublishingUserSend(context, userDetails, options);
    return _updatePublishingUserDeserialize(result);
}
function _getPublishingUserSend(context, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/providers/Microsoft.Web/publishingUsers/web{?api%2Dversion}", {
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...operationOptionsToRequestParameters(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getPublishingUserDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = createRestError(result);
        error.details = defaultErrorResponseDeserializer(result.body);
        throw error;
    }
    return userDeserializer(result.body);
}
/** Description for Gets publishing user */
async function getPublishingUser(context, options = { requestOptions: {} }) {
    const result = await _getPublishingUserSend(context, options);
    return _getPublishingUserDeserialize(result);
}
function _moveSend(context, resourceGroupName, moveResourceEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/moveResources{?api%2Dversion}", {
        resourceGroupName: resourceGroupName,
        subscriptionId: context.subscriptionId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...operationOptionsToRequestParameters(options),
        contentType: "application/json",
        body: csmMoveResourceEnvelopeSerializer(moveResourceEnvelope),
    });
}
async function _moveDeserialize(result) {
    const expectedStatuses = ["204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = createRestError(result);
        error.details = defaultErrorResponseDeserializer(result.body);
        throw error;
    }
    return;
}
/** Description for Move resources between resource groups. */
async function move(context, resourceGroupName, moveResourceEnvelope, options = { requestOptions: {} }) {
    const result = await _moveSend(context, resourceGroupName, moveResourceEnvelope, options);
    return _moveDeserialize(result);
}
function _verifyHostingEnvironmentVnetSend(context, parameters, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/providers/Microsoft.Web/verifyHostingEnvironmentVnet{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...operationOptionsToRequestParameters(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: vnetParametersSerializer(parameters),
    });
}
async function _verifyHostingEnvironmentVnetDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = createRestError(result);
        error.details = defaultErrorResponseDeserializer(result.body);
        throw error;
    }
    return vnetValidationFailureDetailsDeserializer(result.body);
}
/** Description for Verifies if this VNET is compatible with an App Service Environment by analyzing the Network Security Group rules. */
async function verifyHostingEnvironmentVnet(context, parameters, options = { requestOptions: {} }) {
    const result = await _verifyHostingEnvironmentVnetSend(context, parameters, options);
    return _verifyHostingEnvironmentVnetDeserialize(result);
}
function _listSkusSend(context, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/providers/Microsoft.Web/skus{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...operationOptionsToRequestParameters(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listSkusDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = createRestError(result);
        error.details = defaultErrorResponseDeserializer(result.body);
        throw error;
    }
    return skuInfosDeserializer(result.body);
}
/** Description for List all SKUs. */
async function listSkus(context, options = { requestOptions: {} }) {
    const result = await _listSkusSend(context, options);
    return _listSkusDeserialize(result);
}
function _listPremierAddOnOffersSend(context, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/providers/Microsoft.Web/premieraddonoffers{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...operationOptionsToRequestParameters(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listPremierAddOnOffersDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = createRestError(result);
        error.details = defaultErrorResponseDeserializer(result.body);
        throw error;
    }
    return _premierAddOnOfferCollectionDeserializer(result.body);
}
/** Description for List all premier add-on offers. */
function listPremierAddOnOffers(context, options = { requestOptions: {} }) {
    return buildPagedAsyncIterator(context, () => _listPremierAddOnOffersSend(context, options), _listPremierAddOnOffersDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _regionalCheckNameAvailabilitySend(context, location, name, typeParam, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/providers/Microsoft.Web/locations/{location}/checknameavailability{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        location: location,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...operationOptionsToRequestParameters(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: {
            resourceGroupName: options?.resourceGroupName,
            autoGeneratedDomainNameLabelScope: options?.autoGeneratedDomainNameLabelScope,
            name: name,
            type: typeParam,
        },
    });
}
async function _regionalCheckNameAvailabilityDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = createRestError(result);
        error.details = defaultErrorResponseDeserializer(result.body);
        throw error;
    }
    return dnlResourceNameAvailabilityDeserializer(result.body);
}
/** Check if a resource name is available for DNL sites. */
async function regionalCheckNameAvailability(context, location, name, typeParam, options = { requestOptions: {} }) {
    const result = await _regionalCheckNameAvailabilitySend(context, location, name, typeParam, options);
    return _regionalCheckNameAvailabilityDeserialize(result);
}
function _listSiteIdentifiersAssignedToHostNameSend(context, nameIdentifier, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/providers/Microsoft.Web/listSitesAssignedToHostName{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...operationOptionsToRequestParameters(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: nameIdentifierSerializer(nameIdentifier),
    });
}
async function _listSiteIdentifiersAssignedToHostNameDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = createRestError(result);
        error.details = defaultErrorResponseDeserializer(result.body);
        throw error;
    }
    return _identifierCollectionDeserializer(result.body);
}
/** Description for List all apps that are assigned to a hostname. */
function listSiteIdentifiersAssignedToHostName(context, nameIdentifier, options = { requestOptions: {} }) {
    return buildPagedAsyncIterator(context, () => _listSiteIdentifiersAssignedToHostNameSend(context, nameIdentifier, options), _listSiteIdentifiersAssignedToHostNameDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _listGeoRegionsSend(context, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/providers/Microsoft.Web/geoRegions{?api%2Dversion,sku,linuxWorkersEnabled,xenonWorkersEnabled,linuxDynamicWorkersEnabled,customModeWorkersEnabled}", {
        subscriptionId: context.subscriptionId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
        sku: options?.sku,
        linuxWorkersEnabled: options?.linuxWorkersEnabled,
        xenonWorkersEnabled: options?.xenonWorkersEnabled,
        linuxDynamicWorkersEnabled: options?.linuxDynamicWorkersEnabled,
        customModeWorkersEnabled: options?.customModeWorkersEnabled,
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...operationOptionsToRequestParameters(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listGeoRegionsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = createRestError(result);
        error.details = defaultErrorResponseDeserializer(result.body);
        throw error;
    }
    return _geoRegionCollectionDeserializer(result.body);
}
/** Description for Get a list of available geographical regions. */
function listGeoRegions(context, options = { requestOptions: {} }) {
    return buildPagedAsyncIterator(context, () => _listGeoRegionsSend(context, options), _listGeoRegionsDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _listCustomHostNameSitesSend(context, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/providers/Microsoft.Web/customhostnameSites{?api%2Dversion,hostname}", {
        subscriptionId: context.subscriptionId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
        hostname: options?.hostname,
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...operationOptionsToRequestParameters(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listCustomHostNameSitesDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = createRestError(result);
        error.details = defaultErrorResponseDeserializer(result.body);
        throw error;
    }
    return _customHostnameSitesCollectionDeserializer(result.body);
}
/** Get custom hostnames under this subscription */
function listCustomHostNameSites(context, options = { requestOptions: {} }) {
    return buildPagedAsyncIterator(context, () => _listCustomHostNameSitesSend(context, options), _listCustomHostNameSitesDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _checkNameAvailabilitySend(context, name, typeParam, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/providers/Microsoft.Web/checknameavailability{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...operationOptionsToRequestParameters(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: {
            name: name,
            type: typeParam,
            isFqdn: options?.isFqdn,
            environmentId: options?.environmentId,
        },
    });
}
async function _checkNameAvailabilityDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = createRestError(result);
        error.details = defaultErrorResponseDeserializer(result.body);
        throw error;
    }
    return resourceNameAvailabilityDeserializer(result.body);
}
/** Description for Check if a resource name is available. */
async function checkNameAvailability(context, name, typeParam, options = { requestOptions: {} }) {
    const result = await _checkNameAvailabilitySend(context, name, typeParam, options);
    return _checkNameAvailabilityDeserialize(result);
}
function _listBillingMetersSend(context, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/providers/Microsoft.Web/billingMeters{?api%2Dversion,billingLocation,osType}", {
        subscriptionId: context.subscriptionId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
        billingLocation: options?.billingLocation,
        osType: options?.osType,
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...operationOptionsToRequestParameters(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listBillingMetersDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = createRestError(result);
        error.details = defaultErrorResponseDeserializer(result.body);
        throw error;
    }
    return _billingMeterCollectionDeserializer(result.body);
}
/** Description for Gets a list of meters for a given location. */
function listBillingMeters(context, options = { requestOptions: {} }) {
    return buildPagedAsyncIterator(context, () => _listBillingMetersSend(context, options), _listBillingMetersDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _listAseRegionsSend(context, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/providers/Microsoft.Web/aseRegions{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...operationOptionsToRequestParameters(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listAseRegionsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = createRestError(result);
        error.details = defaultErrorResponseDeserializer(result.body);
        throw error;
    }
    return _aseRegionCollectionDeserializer(result.body);
}
/** Description for get a list of available ASE regions and its supported Skus. */
function listAseRegions(context, options = { requestOptions: {} }) {
    return buildPagedAsyncIterator(context, () => _listAseRegionsSend(context, options), _listAseRegionsDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getSubscriptionDeploymentLocationsSend(context, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/providers/Microsoft.Web/deploymentLocations{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...operationOptionsToRequestParameters(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getSubscriptionDeploymentLocationsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = createRestError(result);
        error.details = defaultErrorResponseDeserializer(result.body);
        throw error;
    }
    return deploymentLocationsDeserializer(result.body);
}
/** Description for Gets list of available geo regions plus ministamps */
async function getSubscriptionDeploymentLocations(context, options = { requestOptions: {} }) {
    const result = await _getSubscriptionDeploymentLocationsSend(context, options);
    return _getSubscriptionDeploymentLocationsDeserialize(result);
}
function _validateSend(context, resourceGroupName, validateRequest, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/validate{?api%2Dversion}", {
        resourceGroupName: resourceGroupName,
        subscriptionId: context.subscriptionId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...operationOptionsToRequestParameters(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: validateRequestSerializer(validateRequest),
    });
}
async function _validateDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = createRestError(result);
        error.details = defaultErrorResponseDeserializer(result.body);
        throw error;
    }
    return validateResponseDeserializer(result.body);
}
/** Description for Validate if a resource can be created. */
async function validate(context, resourceGroupName, validateRequest, options = { requestOptions: {} }) {
    const result = await _validateSend(context, resourceGroupName, validateRequest, options);
    return _validateDeserialize(result);
}
function _validateMoveSend(context, resourceGroupName, moveResourceEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/validateMoveResources{?api%2Dversion}", {
        resourceGroupName: resourceGroupName,
        subscriptionId: context.subscriptionId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...operationOptionsToRequestParameters(options),
        contentType: "application/json",
        body: csmMoveResourceEnvelopeSerializer(moveResourceEnvelope),
    });
}
async function _validateMoveDeserialize(result) {
    const expectedStatuses = ["204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = createRestError(result);
        error.details = defaultErrorResponseDeserializer(result.body);
        throw error;
    }
    return;
}
/** Description for Validate whether a resource can be moved. */
async function validateMove(context, resourceGroupName, moveResourceEnvelope, options = { requestOptions: {} }) {
    const result = await _validateMoveSend(context, resourceGroupName, moveResourceEnvelope, options);
    return _validateMoveDeserialize(result);
}
//# sourceMappingURL=operations.js.map
// EXTERNAL MODULE: ./node_modules/@azure/logger/dist/esm/index.js + 1 modules
var dist_esm = __webpack_require__(7567);
;// CONCATENATED MODULE: ./node_modules/@azure/arm-appservice/dist/esm/logger.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.

const logger = (0,dist_esm/* createClientLogger */.KV)("arm-appservice");
//# sourceMappingURL=logger.js.map
;// CONCATENATED MODULE: ./node_modules/@azure/arm-appservice/dist/esm/static-helpers/cloudSettingHelpers.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.
/**
 * An enum to describe Azure Cloud environments.
 * @enum {string}
 */
var AzureClouds;
(function (AzureClouds) {
    /** Azure public cloud, which is the default cloud for Azure SDKs. */
    AzureClouds["AZURE_PUBLIC_CLOUD"] = "AZURE_PUBLIC_CLOUD";
    /** Azure China cloud */
    AzureClouds["AZURE_CHINA_CLOUD"] = "AZURE_CHINA_CLOUD";
    /** Azure US government cloud */
    AzureClouds["AZURE_US_GOVERNMENT"] = "AZURE_US_GOVERNMENT";
})(AzureClouds || (AzureClouds = {}));
/**
 * Gets the Azure Resource Manager endpoint URL for the specified cloud setting.
 * @param cloudSetting - The Azure cloud environment setting. Use one of the AzureClouds enum values.
 * @returns The ARM endpoint URL for the specified cloud, or undefined if cloudSetting is undefined.
 * @throws {Error} Throws an error if an unknown cloud setting is provided.
 */
function getArmEndpoint(cloudSetting) {
    if (cloudSetting === undefined) {
        return undefined;
    }
    const cloudEndpoints = {
        AZURE_CHINA_CLOUD: "https://management.chinacloudapi.cn/",
        AZURE_US_GOVERNMENT: "https://management.usgovcloudapi.net/",
        AZURE_PUBLIC_CLOUD: "https://management.azure.com/",
    };
    if (cloudSetting in cloudEndpoints) {
        return cloudEndpoints[cloudSetting];
    }
    else {
        throw new Error(`Unknown cloud setting: ${cloudSetting}. Please refer to the enum AzureClouds for possible values.`);
    }
}
//# sourceMappingURL=cloudSettingHelpers.js.map
;// CONCATENATED MODULE: ./node_modules/@azure/arm-appservice/dist/esm/api/webSiteManagementContext.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.



function createWebSiteManagement(credential, subscriptionId, options = {}) {
    const endpointUrl = options.endpoint ?? getArmEndpoint(options.cloudSetting) ?? "https://management.azure.com";
    const prefixFromOptions = options?.userAgentOptions?.userAgentPrefix;
    const userAgentInfo = `azsdk-js-arm-appservice/19.0.0`;
    const userAgentPrefix = prefixFromOptions
        ? `${prefixFromOptions} azsdk-js-api ${userAgentInfo}`
        : `azsdk-js-api ${userAgentInfo}`;
    const { apiVersion: _, ...updatedOptions } = {
        ...options,
        userAgentOptions: { userAgentPrefix },
        loggingOptions: { logger: options.loggingOptions?.logger ?? logger.info },
        credentials: {
            scopes: options.credentials?.scopes ?? ["https://management.azure.com/.default"],
        },
    };
    const clientContext = (0,esm/* getClient */.KU)(endpointUrl, credential, updatedOptions);
    const apiVersion = options.apiVersion;
    return { ...clientContext, apiVersion, subscriptionId };
}
//# sourceMappingURL=webSiteManagementContext.js.map
;// CONCATENATED MODULE: ./node_modules/@azure/arm-appservice/dist/esm/api/index.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.


//# sourceMappingURL=index.js.map

/***/ })

};
;