"use strict";
exports.id = 4562;
exports.ids = [4562];
exports.modules = {

/***/ 54562:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78062);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46058);
/* harmony import */ var _readers_runtime_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65663);



const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const GUID_EXPECTED = 'a GUID such as `00000000-0000-0000-0000-000000000000`';
/** A tenant is a GUID or one of its domain names, as Azure's identity library accepts it. */
const TENANT = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+)$/;
const TENANT_EXPECTED = 'the directory (tenant) ID, a GUID, or its domain such as `contoso.onmicrosoft.com`';
/** Azure's rule for resource group names. */
const RESOURCE_GROUP = /^[-\w.()\p{L}\p{N}]{0,89}[-\w()\p{L}\p{N}]$/u;
const RESOURCE_GROUP_EXPECTED = 'a resource group name: 1 to 90 letters, digits, `_`, `-`, `.`, `(` or `)`, not ending in `.`';
const INPUTS = {
    'azure-subscription-id': {
        kind: 'string',
        pattern: { re: GUID, expected: GUID_EXPECTED },
        description: 'Azure subscription ID (required; default: AZURE_SUBSCRIPTION_ID)'
    },
    'azure-resource-group-name': {
        kind: 'string',
        pattern: { re: RESOURCE_GROUP, expected: RESOURCE_GROUP_EXPECTED },
        description: 'The resource group whose web apps and function apps are reported (required; default: AZURE_RESOURCE_GROUP)'
    },
    'azure-client-id': {
        kind: 'string',
        pattern: { re: GUID, expected: GUID_EXPECTED },
        description: "Application (client) ID of the app registration the job signs in as (default: AZURE_CLIENT_ID); azure/login's `client-id`"
    },
    'azure-tenant-id': {
        kind: 'string',
        pattern: { re: TENANT, expected: TENANT_EXPECTED },
        description: "Directory (tenant) ID of the app registration (default: AZURE_TENANT_ID); azure/login's `tenant-id`"
    },
    'azure-client-secret': {
        kind: 'secret',
        description: "The app registration's client secret (default: AZURE_CLIENT_SECRET). Without one, the job signs in by OIDC federation, as azure/login does: `permissions: id-token: write` and a federated credential on the app registration"
    }
};
/**
 * An input, else the AZURE_* variable the Azure SDK reads for it, held to the same rule:
 * a value from the job's environment is refused before any request, as an input's is.
 */
function inputOrVariable(inputs, name, variable, rule) {
    const given = inputs.string(name);
    if (given !== undefined)
        return given;
    const value = (process.env[variable] ?? '').trim();
    if (value === '')
        return undefined;
    if (rule && !rule.re.test(value))
        throw inputs.fail(name, `is empty, and ${variable} (its default) is \`${value.slice(0, 100)}\`, not one`, rule.expected);
    return value;
}
function requiredSetting(inputs, name, variable, rule) {
    const value = inputOrVariable(inputs, name, variable, rule);
    if (value === undefined)
        throw inputs.fail(name, `is required: give it, or set ${variable} in the job`, rule.expected);
    return value;
}
/** Reports the running web and function apps of an Azure resource group, as `kosli snapshot azure` does. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_readers_runtime_report_js__WEBPACK_IMPORTED_MODULE_2__/* .runtimeReportOperation */ .uT)({
    name: 'report-azure-env',
    title: 'Azure apps report',
    description: "Report the running web apps and function apps of an Azure resource group: each app's image digest from Azure Container Registry, or its zip package's fingerprint, as the reference client does",
    inputs: INPUTS,
    endpoint: _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__/* .reportAzureApps */ .Mg,
    type: 'azure-apps',
    named: 'app',
    arguments: {
        subscriptionId: 'azure-subscription-id',
        resourceGroup: 'azure-resource-group-name',
        tenantId: 'azure-tenant-id',
        clientId: 'azure-client-id'
    },
    read: (inputs) => {
        const variableSecret = process.env.AZURE_CLIENT_SECRET;
        // The input is masked before anything is read; the variable standing in for it is masked here, before it can reach a log.
        if (variableSecret)
            (0,_actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setSecret */ .Pq)(variableSecret);
        return {
            subscriptionId: requiredSetting(inputs, 'azure-subscription-id', 'AZURE_SUBSCRIPTION_ID', INPUTS['azure-subscription-id'].pattern),
            resourceGroup: requiredSetting(inputs, 'azure-resource-group-name', 'AZURE_RESOURCE_GROUP', INPUTS['azure-resource-group-name'].pattern),
            tenantId: requiredSetting(inputs, 'azure-tenant-id', 'AZURE_TENANT_ID', INPUTS['azure-tenant-id'].pattern),
            clientId: requiredSetting(inputs, 'azure-client-id', 'AZURE_CLIENT_ID', INPUTS['azure-client-id'].pattern),
            clientSecret: inputOrVariable(inputs, 'azure-client-secret', 'AZURE_CLIENT_SECRET')
        };
    },
    async collect(settings, { common, log }) {
        const { azureApps } = await __webpack_require__.e(/* import() */ 3208).then(__webpack_require__.bind(__webpack_require__, 53208));
        const options = {
            tenantId: settings.tenantId,
            clientId: settings.clientId,
            clientSecret: settings.clientSecret,
            subscriptionId: settings.subscriptionId,
            resourceGroup: settings.resourceGroup,
            env: process.env,
            timeoutMs: common.timeoutSeconds * 1000,
            maxRetries: common.maxRetries
        };
        const apps = await azureApps(options, settings.names, _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_REPORTED_ARTIFACTS */ .Nc, log);
        const leftOut = [...apps.stopped.map((n) => `${n} (not running)`), ...apps.unavailable.map((n) => `${n} (unavailable, 503)`)];
        return {
            artifacts: apps.artifacts,
            where: (app) => `${app.app_name} (${app.digests_source === 'acr' ? 'image, from ACR' : 'zip package'})`,
            facts: [
                ['Resource group', settings.resourceGroup],
                ['Signed in by', apps.credential],
                ['Apps listed', String(apps.listed)],
                ...(leftOut.length > 0
                    ? [['Left out', leftOut.slice(0, 20).join(', ') + (leftOut.length > 20 ? `, and ${leftOut.length - 20} more` : '')]]
                    : [])
            ]
        };
    }
}));


/***/ })

};
;