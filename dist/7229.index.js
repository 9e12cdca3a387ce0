"use strict";
exports.id = 7229;
exports.ids = [7229];
exports.modules = {

/***/ 87229:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $delete: () => (/* reexport */ $delete),
  addPremierAddOn: () => (/* reexport */ addPremierAddOn),
  addPremierAddOnSlot: () => (/* reexport */ addPremierAddOnSlot),
  analyzeCustomHostname: () => (/* reexport */ analyzeCustomHostname),
  analyzeCustomHostnameSlot: () => (/* reexport */ analyzeCustomHostnameSlot),
  applySlotConfigToProduction: () => (/* reexport */ applySlotConfigToProduction),
  applySlotConfigurationSlot: () => (/* reexport */ applySlotConfigurationSlot),
  approveOrRejectPrivateEndpointConnection: () => (/* reexport */ approveOrRejectPrivateEndpointConnection),
  approveOrRejectPrivateEndpointConnectionSlot: () => (/* reexport */ approveOrRejectPrivateEndpointConnectionSlot),
  backup: () => (/* reexport */ backup),
  backupSlot: () => (/* reexport */ backupSlot),
  createDeployment: () => (/* reexport */ createDeployment),
  createDeploymentSlot: () => (/* reexport */ createDeploymentSlot),
  createFunction: () => (/* reexport */ createFunction),
  createInstanceFunctionSlot: () => (/* reexport */ createInstanceFunctionSlot),
  createInstanceMSDeployOperation: () => (/* reexport */ createInstanceMSDeployOperation),
  createInstanceMSDeployOperationSlot: () => (/* reexport */ createInstanceMSDeployOperationSlot),
  createMSDeployOperation: () => (/* reexport */ createMSDeployOperation),
  createMSDeployOperationSlot: () => (/* reexport */ createMSDeployOperationSlot),
  createOneDeployOperation: () => (/* reexport */ createOneDeployOperation),
  createOrUpdate: () => (/* reexport */ createOrUpdate),
  createOrUpdateConfiguration: () => (/* reexport */ createOrUpdateConfiguration),
  createOrUpdateConfigurationSlot: () => (/* reexport */ createOrUpdateConfigurationSlot),
  createOrUpdateDomainOwnershipIdentifier: () => (/* reexport */ createOrUpdateDomainOwnershipIdentifier),
  createOrUpdateDomainOwnershipIdentifierSlot: () => (/* reexport */ createOrUpdateDomainOwnershipIdentifierSlot),
  createOrUpdateFunctionSecret: () => (/* reexport */ createOrUpdateFunctionSecret),
  createOrUpdateFunctionSecretSlot: () => (/* reexport */ createOrUpdateFunctionSecretSlot),
  createOrUpdateHostNameBinding: () => (/* reexport */ createOrUpdateHostNameBinding),
  createOrUpdateHostNameBindingSlot: () => (/* reexport */ createOrUpdateHostNameBindingSlot),
  createOrUpdateHostSecret: () => (/* reexport */ createOrUpdateHostSecret),
  createOrUpdateHostSecretSlot: () => (/* reexport */ createOrUpdateHostSecretSlot),
  createOrUpdateHybridConnection: () => (/* reexport */ createOrUpdateHybridConnection),
  createOrUpdateHybridConnectionSlot: () => (/* reexport */ createOrUpdateHybridConnectionSlot),
  createOrUpdatePublicCertificate: () => (/* reexport */ createOrUpdatePublicCertificate),
  createOrUpdatePublicCertificateSlot: () => (/* reexport */ createOrUpdatePublicCertificateSlot),
  createOrUpdateRelayServiceConnection: () => (/* reexport */ createOrUpdateRelayServiceConnection),
  createOrUpdateRelayServiceConnectionSlot: () => (/* reexport */ createOrUpdateRelayServiceConnectionSlot),
  createOrUpdateSiteContainer: () => (/* reexport */ createOrUpdateSiteContainer),
  createOrUpdateSiteContainerSlot: () => (/* reexport */ createOrUpdateSiteContainerSlot),
  createOrUpdateSlot: () => (/* reexport */ createOrUpdateSlot),
  createOrUpdateSourceControl: () => (/* reexport */ createOrUpdateSourceControl),
  createOrUpdateSourceControlSlot: () => (/* reexport */ createOrUpdateSourceControlSlot),
  createOrUpdateSwiftVirtualNetworkConnectionWithCheck: () => (/* reexport */ createOrUpdateSwiftVirtualNetworkConnectionWithCheck),
  createOrUpdateSwiftVirtualNetworkConnectionWithCheckSlot: () => (/* reexport */ createOrUpdateSwiftVirtualNetworkConnectionWithCheckSlot),
  createOrUpdateVnetConnection: () => (/* reexport */ createOrUpdateVnetConnection),
  createOrUpdateVnetConnectionGateway: () => (/* reexport */ createOrUpdateVnetConnectionGateway),
  createOrUpdateVnetConnectionGatewaySlot: () => (/* reexport */ createOrUpdateVnetConnectionGatewaySlot),
  createOrUpdateVnetConnectionSlot: () => (/* reexport */ createOrUpdateVnetConnectionSlot),
  deleteBackup: () => (/* reexport */ deleteBackup),
  deleteBackupConfiguration: () => (/* reexport */ deleteBackupConfiguration),
  deleteBackupConfigurationSlot: () => (/* reexport */ deleteBackupConfigurationSlot),
  deleteBackupSlot: () => (/* reexport */ deleteBackupSlot),
  deleteContinuousWebJob: () => (/* reexport */ deleteContinuousWebJob),
  deleteContinuousWebJobSlot: () => (/* reexport */ deleteContinuousWebJobSlot),
  deleteDeployment: () => (/* reexport */ deleteDeployment),
  deleteDeploymentSlot: () => (/* reexport */ deleteDeploymentSlot),
  deleteDomainOwnershipIdentifier: () => (/* reexport */ deleteDomainOwnershipIdentifier),
  deleteDomainOwnershipIdentifierSlot: () => (/* reexport */ deleteDomainOwnershipIdentifierSlot),
  deleteFunction: () => (/* reexport */ deleteFunction),
  deleteFunctionSecret: () => (/* reexport */ deleteFunctionSecret),
  deleteFunctionSecretSlot: () => (/* reexport */ deleteFunctionSecretSlot),
  deleteHostNameBinding: () => (/* reexport */ deleteHostNameBinding),
  deleteHostNameBindingSlot: () => (/* reexport */ deleteHostNameBindingSlot),
  deleteHostSecret: () => (/* reexport */ deleteHostSecret),
  deleteHostSecretSlot: () => (/* reexport */ deleteHostSecretSlot),
  deleteHybridConnection: () => (/* reexport */ deleteHybridConnection),
  deleteHybridConnectionSlot: () => (/* reexport */ deleteHybridConnectionSlot),
  deleteInstanceFunctionSlot: () => (/* reexport */ deleteInstanceFunctionSlot),
  deleteInstanceProcess: () => (/* reexport */ deleteInstanceProcess),
  deleteInstanceProcessSlot: () => (/* reexport */ deleteInstanceProcessSlot),
  deletePremierAddOn: () => (/* reexport */ deletePremierAddOn),
  deletePremierAddOnSlot: () => (/* reexport */ deletePremierAddOnSlot),
  deletePrivateEndpointConnection: () => (/* reexport */ deletePrivateEndpointConnection),
  deletePrivateEndpointConnectionSlot: () => (/* reexport */ deletePrivateEndpointConnectionSlot),
  deleteProcess: () => (/* reexport */ deleteProcess),
  deleteProcessSlot: () => (/* reexport */ deleteProcessSlot),
  deletePublicCertificate: () => (/* reexport */ deletePublicCertificate),
  deletePublicCertificateSlot: () => (/* reexport */ deletePublicCertificateSlot),
  deleteRelayServiceConnection: () => (/* reexport */ deleteRelayServiceConnection),
  deleteRelayServiceConnectionSlot: () => (/* reexport */ deleteRelayServiceConnectionSlot),
  deleteSiteContainer: () => (/* reexport */ deleteSiteContainer),
  deleteSiteContainerSlot: () => (/* reexport */ deleteSiteContainerSlot),
  deleteSiteExtension: () => (/* reexport */ deleteSiteExtension),
  deleteSiteExtensionSlot: () => (/* reexport */ deleteSiteExtensionSlot),
  deleteSlot: () => (/* reexport */ deleteSlot),
  deleteSourceControl: () => (/* reexport */ deleteSourceControl),
  deleteSourceControlSlot: () => (/* reexport */ deleteSourceControlSlot),
  deleteSwiftVirtualNetwork: () => (/* reexport */ deleteSwiftVirtualNetwork),
  deleteSwiftVirtualNetworkSlot: () => (/* reexport */ deleteSwiftVirtualNetworkSlot),
  deleteTriggeredWebJob: () => (/* reexport */ deleteTriggeredWebJob),
  deleteTriggeredWebJobSlot: () => (/* reexport */ deleteTriggeredWebJobSlot),
  deleteVnetConnection: () => (/* reexport */ deleteVnetConnection),
  deleteVnetConnectionSlot: () => (/* reexport */ deleteVnetConnectionSlot),
  deployWorkflowArtifacts: () => (/* reexport */ deployWorkflowArtifacts),
  deployWorkflowArtifactsSlot: () => (/* reexport */ deployWorkflowArtifactsSlot),
  discoverBackup: () => (/* reexport */ discoverBackup),
  discoverBackupSlot: () => (/* reexport */ discoverBackupSlot),
  generateNewSitePublishingPassword: () => (/* reexport */ generateNewSitePublishingPassword),
  generateNewSitePublishingPasswordSlot: () => (/* reexport */ generateNewSitePublishingPasswordSlot),
  get: () => (/* reexport */ get),
  getAppSettingKeyVaultReference: () => (/* reexport */ getAppSettingKeyVaultReference),
  getAppSettingKeyVaultReferenceSlot: () => (/* reexport */ getAppSettingKeyVaultReferenceSlot),
  getAuthSettings: () => (/* reexport */ getAuthSettings),
  getAuthSettingsSlot: () => (/* reexport */ getAuthSettingsSlot),
  getAuthSettingsV2: () => (/* reexport */ getAuthSettingsV2),
  getAuthSettingsV2Slot: () => (/* reexport */ getAuthSettingsV2Slot),
  getAuthSettingsV2WithoutSecrets: () => (/* reexport */ getAuthSettingsV2WithoutSecrets),
  getAuthSettingsV2WithoutSecretsSlot: () => (/* reexport */ getAuthSettingsV2WithoutSecretsSlot),
  getBackupConfiguration: () => (/* reexport */ getBackupConfiguration),
  getBackupConfigurationSlot: () => (/* reexport */ getBackupConfigurationSlot),
  getBackupStatus: () => (/* reexport */ getBackupStatus),
  getBackupStatusSlot: () => (/* reexport */ getBackupStatusSlot),
  getConfiguration: () => (/* reexport */ getConfiguration),
  getConfigurationSlot: () => (/* reexport */ getConfigurationSlot),
  getConfigurationSnapshot: () => (/* reexport */ getConfigurationSnapshot),
  getConfigurationSnapshotSlot: () => (/* reexport */ getConfigurationSnapshotSlot),
  getContainerLogsZip: () => (/* reexport */ getContainerLogsZip),
  getContainerLogsZipSlot: () => (/* reexport */ getContainerLogsZipSlot),
  getContinuousWebJob: () => (/* reexport */ getContinuousWebJob),
  getContinuousWebJobSlot: () => (/* reexport */ getContinuousWebJobSlot),
  getDeployment: () => (/* reexport */ getDeployment),
  getDeploymentSlot: () => (/* reexport */ getDeploymentSlot),
  getDiagnosticLogsConfiguration: () => (/* reexport */ getDiagnosticLogsConfiguration),
  getDiagnosticLogsConfigurationSlot: () => (/* reexport */ getDiagnosticLogsConfigurationSlot),
  getDomainOwnershipIdentifier: () => (/* reexport */ getDomainOwnershipIdentifier),
  getDomainOwnershipIdentifierSlot: () => (/* reexport */ getDomainOwnershipIdentifierSlot),
  getFtpAllowed: () => (/* reexport */ getFtpAllowed),
  getFtpAllowedSlot: () => (/* reexport */ getFtpAllowedSlot),
  getFunction: () => (/* reexport */ getFunction),
  getFunctionsAdminToken: () => (/* reexport */ getFunctionsAdminToken),
  getFunctionsAdminTokenSlot: () => (/* reexport */ getFunctionsAdminTokenSlot),
  getHostNameBinding: () => (/* reexport */ getHostNameBinding),
  getHostNameBindingSlot: () => (/* reexport */ getHostNameBindingSlot),
  getHybridConnection: () => (/* reexport */ getHybridConnection),
  getHybridConnectionSlot: () => (/* reexport */ getHybridConnectionSlot),
  getInstanceFunctionSlot: () => (/* reexport */ getInstanceFunctionSlot),
  getInstanceInfo: () => (/* reexport */ getInstanceInfo),
  getInstanceInfoSlot: () => (/* reexport */ getInstanceInfoSlot),
  getInstanceMSDeployLog: () => (/* reexport */ getInstanceMSDeployLog),
  getInstanceMSDeployLogSlot: () => (/* reexport */ getInstanceMSDeployLogSlot),
  getInstanceMsDeployStatus: () => (/* reexport */ getInstanceMsDeployStatus),
  getInstanceMsDeployStatusSlot: () => (/* reexport */ getInstanceMsDeployStatusSlot),
  getInstanceProcess: () => (/* reexport */ getInstanceProcess),
  getInstanceProcessDump: () => (/* reexport */ getInstanceProcessDump),
  getInstanceProcessDumpSlot: () => (/* reexport */ getInstanceProcessDumpSlot),
  getInstanceProcessModule: () => (/* reexport */ getInstanceProcessModule),
  getInstanceProcessModuleSlot: () => (/* reexport */ getInstanceProcessModuleSlot),
  getInstanceProcessSlot: () => (/* reexport */ getInstanceProcessSlot),
  getInstanceWorkflowSlot: () => (/* reexport */ getInstanceWorkflowSlot),
  getMSDeployLog: () => (/* reexport */ getMSDeployLog),
  getMSDeployLogSlot: () => (/* reexport */ getMSDeployLogSlot),
  getMSDeployStatus: () => (/* reexport */ getMSDeployStatus),
  getMSDeployStatusSlot: () => (/* reexport */ getMSDeployStatusSlot),
  getMigrateMySqlStatus: () => (/* reexport */ getMigrateMySqlStatus),
  getMigrateMySqlStatusSlot: () => (/* reexport */ getMigrateMySqlStatusSlot),
  getNetworkTraceOperation: () => (/* reexport */ getNetworkTraceOperation),
  getNetworkTraceOperationSlot: () => (/* reexport */ getNetworkTraceOperationSlot),
  getNetworkTraceOperationSlotV2: () => (/* reexport */ getNetworkTraceOperationSlotV2),
  getNetworkTraceOperationV2: () => (/* reexport */ getNetworkTraceOperationV2),
  getNetworkTraces: () => (/* reexport */ getNetworkTraces),
  getNetworkTracesSlot: () => (/* reexport */ getNetworkTracesSlot),
  getNetworkTracesSlotV2: () => (/* reexport */ getNetworkTracesSlotV2),
  getNetworkTracesV2: () => (/* reexport */ getNetworkTracesV2),
  getOneDeployStatus: () => (/* reexport */ getOneDeployStatus),
  getPremierAddOn: () => (/* reexport */ getPremierAddOn),
  getPremierAddOnSlot: () => (/* reexport */ getPremierAddOnSlot),
  getPrivateAccess: () => (/* reexport */ getPrivateAccess),
  getPrivateAccessSlot: () => (/* reexport */ getPrivateAccessSlot),
  getPrivateEndpointConnection: () => (/* reexport */ getPrivateEndpointConnection),
  getPrivateEndpointConnectionSlot: () => (/* reexport */ getPrivateEndpointConnectionSlot),
  getPrivateLinkResources: () => (/* reexport */ getPrivateLinkResources),
  getPrivateLinkResourcesSlot: () => (/* reexport */ getPrivateLinkResourcesSlot),
  getProcess: () => (/* reexport */ getProcess),
  getProcessDump: () => (/* reexport */ getProcessDump),
  getProcessDumpSlot: () => (/* reexport */ getProcessDumpSlot),
  getProcessModule: () => (/* reexport */ getProcessModule),
  getProcessModuleSlot: () => (/* reexport */ getProcessModuleSlot),
  getProcessSlot: () => (/* reexport */ getProcessSlot),
  getProductionSiteDeploymentStatus: () => (/* reexport */ getProductionSiteDeploymentStatus),
  getPublicCertificate: () => (/* reexport */ getPublicCertificate),
  getPublicCertificateSlot: () => (/* reexport */ getPublicCertificateSlot),
  getRelayServiceConnection: () => (/* reexport */ getRelayServiceConnection),
  getRelayServiceConnectionSlot: () => (/* reexport */ getRelayServiceConnectionSlot),
  getScmAllowed: () => (/* reexport */ getScmAllowed),
  getScmAllowedSlot: () => (/* reexport */ getScmAllowedSlot),
  getSiteConnectionStringKeyVaultReference: () => (/* reexport */ getSiteConnectionStringKeyVaultReference),
  getSiteConnectionStringKeyVaultReferenceSlot: () => (/* reexport */ getSiteConnectionStringKeyVaultReferenceSlot),
  getSiteContainer: () => (/* reexport */ getSiteContainer),
  getSiteContainerSlot: () => (/* reexport */ getSiteContainerSlot),
  getSiteExtension: () => (/* reexport */ getSiteExtension),
  getSiteExtensionSlot: () => (/* reexport */ getSiteExtensionSlot),
  getSitePhpErrorLogFlag: () => (/* reexport */ getSitePhpErrorLogFlag),
  getSitePhpErrorLogFlagSlot: () => (/* reexport */ getSitePhpErrorLogFlagSlot),
  getSlot: () => (/* reexport */ getSlot),
  getSlotSiteDeploymentStatusSlot: () => (/* reexport */ getSlotSiteDeploymentStatusSlot),
  getSourceControl: () => (/* reexport */ getSourceControl),
  getSourceControlSlot: () => (/* reexport */ getSourceControlSlot),
  getSwiftVirtualNetworkConnection: () => (/* reexport */ getSwiftVirtualNetworkConnection),
  getSwiftVirtualNetworkConnectionSlot: () => (/* reexport */ getSwiftVirtualNetworkConnectionSlot),
  getTriggeredWebJob: () => (/* reexport */ getTriggeredWebJob),
  getTriggeredWebJobHistory: () => (/* reexport */ getTriggeredWebJobHistory),
  getTriggeredWebJobHistorySlot: () => (/* reexport */ getTriggeredWebJobHistorySlot),
  getTriggeredWebJobSlot: () => (/* reexport */ getTriggeredWebJobSlot),
  getVnetConnection: () => (/* reexport */ getVnetConnection),
  getVnetConnectionGateway: () => (/* reexport */ getVnetConnectionGateway),
  getVnetConnectionGatewaySlot: () => (/* reexport */ getVnetConnectionGatewaySlot),
  getVnetConnectionSlot: () => (/* reexport */ getVnetConnectionSlot),
  getWebJob: () => (/* reexport */ getWebJob),
  getWebJobSlot: () => (/* reexport */ getWebJobSlot),
  getWebSiteContainerLogs: () => (/* reexport */ getWebSiteContainerLogs),
  getWebSiteContainerLogsSlot: () => (/* reexport */ getWebSiteContainerLogsSlot),
  getWorkflow: () => (/* reexport */ getWorkflow),
  installSiteExtension: () => (/* reexport */ installSiteExtension),
  installSiteExtensionSlot: () => (/* reexport */ installSiteExtensionSlot),
  isCloneable: () => (/* reexport */ isCloneable),
  isCloneableSlot: () => (/* reexport */ isCloneableSlot),
  list: () => (/* reexport */ list),
  listAppSettingsKeyVaultReferences: () => (/* reexport */ listAppSettingsKeyVaultReferences),
  listAppSettingsKeyVaultReferencesSlot: () => (/* reexport */ listAppSettingsKeyVaultReferencesSlot),
  listApplicationSettings: () => (/* reexport */ listApplicationSettings),
  listApplicationSettingsSlot: () => (/* reexport */ listApplicationSettingsSlot),
  listAzureStorageAccounts: () => (/* reexport */ listAzureStorageAccounts),
  listAzureStorageAccountsSlot: () => (/* reexport */ listAzureStorageAccountsSlot),
  listBackupStatusSecrets: () => (/* reexport */ listBackupStatusSecrets),
  listBackupStatusSecretsSlot: () => (/* reexport */ listBackupStatusSecretsSlot),
  listBackups: () => (/* reexport */ listBackups),
  listBackupsSlot: () => (/* reexport */ listBackupsSlot),
  listBasicPublishingCredentialsPolicies: () => (/* reexport */ listBasicPublishingCredentialsPolicies),
  listBasicPublishingCredentialsPoliciesSlot: () => (/* reexport */ listBasicPublishingCredentialsPoliciesSlot),
  listByResourceGroup: () => (/* reexport */ listByResourceGroup),
  listConfigurationSnapshotInfo: () => (/* reexport */ listConfigurationSnapshotInfo),
  listConfigurationSnapshotInfoSlot: () => (/* reexport */ listConfigurationSnapshotInfoSlot),
  listConfigurations: () => (/* reexport */ listConfigurations),
  listConfigurationsSlot: () => (/* reexport */ listConfigurationsSlot),
  listConnectionStrings: () => (/* reexport */ listConnectionStrings),
  listConnectionStringsSlot: () => (/* reexport */ listConnectionStringsSlot),
  listContinuousWebJobs: () => (/* reexport */ listContinuousWebJobs),
  listContinuousWebJobsSlot: () => (/* reexport */ listContinuousWebJobsSlot),
  listDeploymentLog: () => (/* reexport */ listDeploymentLog),
  listDeploymentLogSlot: () => (/* reexport */ listDeploymentLogSlot),
  listDeployments: () => (/* reexport */ listDeployments),
  listDeploymentsSlot: () => (/* reexport */ listDeploymentsSlot),
  listDomainOwnershipIdentifiers: () => (/* reexport */ listDomainOwnershipIdentifiers),
  listDomainOwnershipIdentifiersSlot: () => (/* reexport */ listDomainOwnershipIdentifiersSlot),
  listFunctionKeys: () => (/* reexport */ listFunctionKeys),
  listFunctionKeysSlot: () => (/* reexport */ listFunctionKeysSlot),
  listFunctionSecrets: () => (/* reexport */ listFunctionSecrets),
  listFunctionSecretsSlot: () => (/* reexport */ listFunctionSecretsSlot),
  listFunctions: () => (/* reexport */ listFunctions),
  listHostKeys: () => (/* reexport */ listHostKeys),
  listHostKeysSlot: () => (/* reexport */ listHostKeysSlot),
  listHostNameBindings: () => (/* reexport */ listHostNameBindings),
  listHostNameBindingsSlot: () => (/* reexport */ listHostNameBindingsSlot),
  listHybridConnections: () => (/* reexport */ listHybridConnections),
  listHybridConnectionsSlot: () => (/* reexport */ listHybridConnectionsSlot),
  listInstanceFunctionsSlot: () => (/* reexport */ listInstanceFunctionsSlot),
  listInstanceIdentifiers: () => (/* reexport */ listInstanceIdentifiers),
  listInstanceIdentifiersSlot: () => (/* reexport */ listInstanceIdentifiersSlot),
  listInstanceProcessModules: () => (/* reexport */ listInstanceProcessModules),
  listInstanceProcessModulesSlot: () => (/* reexport */ listInstanceProcessModulesSlot),
  listInstanceProcessThreads: () => (/* reexport */ listInstanceProcessThreads),
  listInstanceProcessThreadsSlot: () => (/* reexport */ listInstanceProcessThreadsSlot),
  listInstanceProcesses: () => (/* reexport */ listInstanceProcesses),
  listInstanceProcessesSlot: () => (/* reexport */ listInstanceProcessesSlot),
  listInstanceWorkflowsSlot: () => (/* reexport */ listInstanceWorkflowsSlot),
  listMetadata: () => (/* reexport */ listMetadata),
  listMetadataSlot: () => (/* reexport */ listMetadataSlot),
  listNetworkFeatures: () => (/* reexport */ listNetworkFeatures),
  listNetworkFeaturesSlot: () => (/* reexport */ listNetworkFeaturesSlot),
  listPerfMonCounters: () => (/* reexport */ listPerfMonCounters),
  listPerfMonCountersSlot: () => (/* reexport */ listPerfMonCountersSlot),
  listPremierAddOns: () => (/* reexport */ listPremierAddOns),
  listPremierAddOnsSlot: () => (/* reexport */ listPremierAddOnsSlot),
  listPrivateEndpointConnectionList: () => (/* reexport */ listPrivateEndpointConnectionList),
  listPrivateEndpointConnectionListSlot: () => (/* reexport */ listPrivateEndpointConnectionListSlot),
  listProcessModules: () => (/* reexport */ listProcessModules),
  listProcessModulesSlot: () => (/* reexport */ listProcessModulesSlot),
  listProcessThreads: () => (/* reexport */ listProcessThreads),
  listProcessThreadsSlot: () => (/* reexport */ listProcessThreadsSlot),
  listProcesses: () => (/* reexport */ listProcesses),
  listProcessesSlot: () => (/* reexport */ listProcessesSlot),
  listProductionSiteDeploymentStatuses: () => (/* reexport */ listProductionSiteDeploymentStatuses),
  listPublicCertificates: () => (/* reexport */ listPublicCertificates),
  listPublicCertificatesSlot: () => (/* reexport */ listPublicCertificatesSlot),
  listPublishingCredentials: () => (/* reexport */ listPublishingCredentials),
  listPublishingCredentialsSlot: () => (/* reexport */ listPublishingCredentialsSlot),
  listPublishingProfileXmlWithSecrets: () => (/* reexport */ listPublishingProfileXmlWithSecrets),
  listPublishingProfileXmlWithSecretsSlot: () => (/* reexport */ listPublishingProfileXmlWithSecretsSlot),
  listRelayServiceConnections: () => (/* reexport */ listRelayServiceConnections),
  listRelayServiceConnectionsSlot: () => (/* reexport */ listRelayServiceConnectionsSlot),
  listSiteBackups: () => (/* reexport */ listSiteBackups),
  listSiteBackupsSlot: () => (/* reexport */ listSiteBackupsSlot),
  listSiteConnectionStringKeyVaultReferences: () => (/* reexport */ listSiteConnectionStringKeyVaultReferences),
  listSiteConnectionStringKeyVaultReferencesSlot: () => (/* reexport */ listSiteConnectionStringKeyVaultReferencesSlot),
  listSiteContainers: () => (/* reexport */ listSiteContainers),
  listSiteContainersSlot: () => (/* reexport */ listSiteContainersSlot),
  listSiteExtensions: () => (/* reexport */ listSiteExtensions),
  listSiteExtensionsSlot: () => (/* reexport */ listSiteExtensionsSlot),
  listSitePushSettings: () => (/* reexport */ listSitePushSettings),
  listSitePushSettingsSlot: () => (/* reexport */ listSitePushSettingsSlot),
  listSlotConfigurationNames: () => (/* reexport */ listSlotConfigurationNames),
  listSlotDifferencesFromProduction: () => (/* reexport */ listSlotDifferencesFromProduction),
  listSlotDifferencesSlot: () => (/* reexport */ listSlotDifferencesSlot),
  listSlotSiteDeploymentStatusesSlot: () => (/* reexport */ listSlotSiteDeploymentStatusesSlot),
  listSlots: () => (/* reexport */ listSlots),
  listSnapshots: () => (/* reexport */ listSnapshots),
  listSnapshotsFromDRSecondary: () => (/* reexport */ listSnapshotsFromDRSecondary),
  listSnapshotsFromDRSecondarySlot: () => (/* reexport */ listSnapshotsFromDRSecondarySlot),
  listSnapshotsSlot: () => (/* reexport */ listSnapshotsSlot),
  listSyncFunctionTriggers: () => (/* reexport */ listSyncFunctionTriggers),
  listSyncFunctionTriggersSlot: () => (/* reexport */ listSyncFunctionTriggersSlot),
  listSyncStatus: () => (/* reexport */ listSyncStatus),
  listSyncStatusSlot: () => (/* reexport */ listSyncStatusSlot),
  listTriggeredWebJobHistory: () => (/* reexport */ listTriggeredWebJobHistory),
  listTriggeredWebJobHistorySlot: () => (/* reexport */ listTriggeredWebJobHistorySlot),
  listTriggeredWebJobs: () => (/* reexport */ listTriggeredWebJobs),
  listTriggeredWebJobsSlot: () => (/* reexport */ listTriggeredWebJobsSlot),
  listUsages: () => (/* reexport */ listUsages),
  listUsagesSlot: () => (/* reexport */ listUsagesSlot),
  listVnetConnections: () => (/* reexport */ listVnetConnections),
  listVnetConnectionsSlot: () => (/* reexport */ listVnetConnectionsSlot),
  listWebJobs: () => (/* reexport */ listWebJobs),
  listWebJobsSlot: () => (/* reexport */ listWebJobsSlot),
  listWorkflows: () => (/* reexport */ listWorkflows),
  listWorkflowsConnections: () => (/* reexport */ listWorkflowsConnections),
  listWorkflowsConnectionsSlot: () => (/* reexport */ listWorkflowsConnectionsSlot),
  migrateMySql: () => (/* reexport */ migrateMySql),
  migrateStorage: () => (/* reexport */ migrateStorage),
  putPrivateAccessVnet: () => (/* reexport */ putPrivateAccessVnet),
  putPrivateAccessVnetSlot: () => (/* reexport */ putPrivateAccessVnetSlot),
  recoverSiteConfigurationSnapshot: () => (/* reexport */ recoverSiteConfigurationSnapshot),
  recoverSiteConfigurationSnapshotSlot: () => (/* reexport */ recoverSiteConfigurationSnapshotSlot),
  resetProductionSlotConfig: () => (/* reexport */ resetProductionSlotConfig),
  resetSlotConfigurationSlot: () => (/* reexport */ resetSlotConfigurationSlot),
  restart: () => (/* reexport */ restart),
  restartSlot: () => (/* reexport */ restartSlot),
  restore: () => (/* reexport */ restore),
  restoreFromBackupBlob: () => (/* reexport */ restoreFromBackupBlob),
  restoreFromBackupBlobSlot: () => (/* reexport */ restoreFromBackupBlobSlot),
  restoreFromDeletedApp: () => (/* reexport */ restoreFromDeletedApp),
  restoreFromDeletedAppSlot: () => (/* reexport */ restoreFromDeletedAppSlot),
  restoreSlot: () => (/* reexport */ restoreSlot),
  restoreSnapshot: () => (/* reexport */ restoreSnapshot),
  restoreSnapshotSlot: () => (/* reexport */ restoreSnapshotSlot),
  runTriggeredWebJob: () => (/* reexport */ runTriggeredWebJob),
  runTriggeredWebJobSlot: () => (/* reexport */ runTriggeredWebJobSlot),
  start: () => (/* reexport */ start),
  startContinuousWebJob: () => (/* reexport */ startContinuousWebJob),
  startContinuousWebJobSlot: () => (/* reexport */ startContinuousWebJobSlot),
  startNetworkTrace: () => (/* reexport */ startNetworkTrace),
  startNetworkTraceSlot: () => (/* reexport */ startNetworkTraceSlot),
  startSlot: () => (/* reexport */ startSlot),
  startWebSiteNetworkTrace: () => (/* reexport */ startWebSiteNetworkTrace),
  startWebSiteNetworkTraceOperation: () => (/* reexport */ startWebSiteNetworkTraceOperation),
  startWebSiteNetworkTraceOperationSlot: () => (/* reexport */ startWebSiteNetworkTraceOperationSlot),
  startWebSiteNetworkTraceSlot: () => (/* reexport */ startWebSiteNetworkTraceSlot),
  stop: () => (/* reexport */ stop),
  stopContinuousWebJob: () => (/* reexport */ stopContinuousWebJob),
  stopContinuousWebJobSlot: () => (/* reexport */ stopContinuousWebJobSlot),
  stopNetworkTrace: () => (/* reexport */ stopNetworkTrace),
  stopNetworkTraceSlot: () => (/* reexport */ stopNetworkTraceSlot),
  stopSlot: () => (/* reexport */ stopSlot),
  stopWebSiteNetworkTrace: () => (/* reexport */ stopWebSiteNetworkTrace),
  stopWebSiteNetworkTraceSlot: () => (/* reexport */ stopWebSiteNetworkTraceSlot),
  swapSlot: () => (/* reexport */ swapSlot),
  swapSlotWithProduction: () => (/* reexport */ swapSlotWithProduction),
  syncFunctionTriggers: () => (/* reexport */ syncFunctionTriggers),
  syncFunctionTriggersSlot: () => (/* reexport */ syncFunctionTriggersSlot),
  syncFunctions: () => (/* reexport */ syncFunctions),
  syncFunctionsSlot: () => (/* reexport */ syncFunctionsSlot),
  syncRepository: () => (/* reexport */ syncRepository),
  syncRepositorySlot: () => (/* reexport */ syncRepositorySlot),
  update: () => (/* reexport */ update),
  updateApplicationSettings: () => (/* reexport */ updateApplicationSettings),
  updateApplicationSettingsSlot: () => (/* reexport */ updateApplicationSettingsSlot),
  updateAuthSettings: () => (/* reexport */ updateAuthSettings),
  updateAuthSettingsSlot: () => (/* reexport */ updateAuthSettingsSlot),
  updateAuthSettingsV2: () => (/* reexport */ updateAuthSettingsV2),
  updateAuthSettingsV2Slot: () => (/* reexport */ updateAuthSettingsV2Slot),
  updateAzureStorageAccounts: () => (/* reexport */ updateAzureStorageAccounts),
  updateAzureStorageAccountsSlot: () => (/* reexport */ updateAzureStorageAccountsSlot),
  updateBackupConfiguration: () => (/* reexport */ updateBackupConfiguration),
  updateBackupConfigurationSlot: () => (/* reexport */ updateBackupConfigurationSlot),
  updateConfiguration: () => (/* reexport */ updateConfiguration),
  updateConfigurationSlot: () => (/* reexport */ updateConfigurationSlot),
  updateConnectionStrings: () => (/* reexport */ updateConnectionStrings),
  updateConnectionStringsSlot: () => (/* reexport */ updateConnectionStringsSlot),
  updateDiagnosticLogsConfig: () => (/* reexport */ updateDiagnosticLogsConfig),
  updateDiagnosticLogsConfigSlot: () => (/* reexport */ updateDiagnosticLogsConfigSlot),
  updateDomainOwnershipIdentifier: () => (/* reexport */ updateDomainOwnershipIdentifier),
  updateDomainOwnershipIdentifierSlot: () => (/* reexport */ updateDomainOwnershipIdentifierSlot),
  updateFtpAllowed: () => (/* reexport */ updateFtpAllowed),
  updateFtpAllowedSlot: () => (/* reexport */ updateFtpAllowedSlot),
  updateHybridConnection: () => (/* reexport */ updateHybridConnection),
  updateHybridConnectionSlot: () => (/* reexport */ updateHybridConnectionSlot),
  updateMachineKey: () => (/* reexport */ updateMachineKey),
  updateMetadata: () => (/* reexport */ updateMetadata),
  updateMetadataSlot: () => (/* reexport */ updateMetadataSlot),
  updatePremierAddOn: () => (/* reexport */ updatePremierAddOn),
  updatePremierAddOnSlot: () => (/* reexport */ updatePremierAddOnSlot),
  updateRelayServiceConnection: () => (/* reexport */ updateRelayServiceConnection),
  updateRelayServiceConnectionSlot: () => (/* reexport */ updateRelayServiceConnectionSlot),
  updateScmAllowed: () => (/* reexport */ updateScmAllowed),
  updateScmAllowedSlot: () => (/* reexport */ updateScmAllowedSlot),
  updateSitePushSettings: () => (/* reexport */ updateSitePushSettings),
  updateSitePushSettingsSlot: () => (/* reexport */ updateSitePushSettingsSlot),
  updateSlot: () => (/* reexport */ updateSlot),
  updateSlotConfigurationNames: () => (/* reexport */ updateSlotConfigurationNames),
  updateSourceControl: () => (/* reexport */ updateSourceControl),
  updateSourceControlSlot: () => (/* reexport */ updateSourceControlSlot),
  updateSwiftVirtualNetworkConnectionWithCheck: () => (/* reexport */ updateSwiftVirtualNetworkConnectionWithCheck),
  updateSwiftVirtualNetworkConnectionWithCheckSlot: () => (/* reexport */ updateSwiftVirtualNetworkConnectionWithCheckSlot),
  updateVnetConnection: () => (/* reexport */ updateVnetConnection),
  updateVnetConnectionGateway: () => (/* reexport */ updateVnetConnectionGateway),
  updateVnetConnectionGatewaySlot: () => (/* reexport */ updateVnetConnectionGatewaySlot),
  updateVnetConnectionSlot: () => (/* reexport */ updateVnetConnectionSlot)
});

;// CONCATENATED MODULE: ./node_modules/@azure/arm-appservice/dist/esm/static-helpers/serialization/get-binary-stream-response.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.
/**
 * Resolves a StreamableMethod into a binary stream response using Node.js streaming.
 * Returns both the raw HttpResponse (for status/header inspection) and the readable stream body.
 * Error handling is left to the caller so that generated deserializers can apply
 * operation-specific error deserialization (per-status-code details, exception headers, etc.).
 */
async function getBinaryStreamResponse(streamableMethod) {
    const response = await streamableMethod.asNodeStream();
    return {
        ...response,
        blobBody: undefined,
        readableStreamBody: response.body,
    };
}
//# sourceMappingURL=get-binary-stream-response.js.map
// EXTERNAL MODULE: ./node_modules/@azure/arm-appservice/dist/esm/models/models.js + 1 modules
var models = __webpack_require__(91214);
// EXTERNAL MODULE: ./node_modules/@azure/arm-appservice/dist/esm/static-helpers/pagingHelpers.js
var pagingHelpers = __webpack_require__(56687);
// EXTERNAL MODULE: ./node_modules/@azure/logger/dist/esm/index.js + 1 modules
var esm = __webpack_require__(7567);
;// CONCATENATED MODULE: ./node_modules/@azure/arm-appservice/node_modules/@azure/core-lro/dist/esm/logger.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.

/**
 * The `@azure/logger` configuration for this package.
 * @internal
 */
const logger = (0,esm/* createClientLogger */.KV)("core-lro");
//# sourceMappingURL=logger.js.map
;// CONCATENATED MODULE: ./node_modules/@azure/arm-appservice/node_modules/@azure/core-lro/dist/esm/poller/constants.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.
/**
 * The default time interval to wait before sending the next polling request.
 */
const POLL_INTERVAL_IN_MS = 2000;
/**
 * The closed set of terminal states.
 */
const terminalStates = ["succeeded", "canceled", "failed"];
//# sourceMappingURL=constants.js.map
;// CONCATENATED MODULE: ./node_modules/@azure/arm-appservice/node_modules/@azure/core-lro/dist/esm/poller/operation.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.


/**
 * Deserializes the state
 */
function deserializeState(serializedState) {
    try {
        return JSON.parse(serializedState).state;
    }
    catch (e) {
        throw new Error(`Unable to deserialize input state: ${serializedState}`);
    }
}
function setStateError(inputs) {
    const { state, isOperationError } = inputs;
    return (error) => {
        if (isOperationError(error)) {
            state.error = error;
            state.status = "failed";
        }
        throw error;
    };
}
function appendReadableErrorMessage(currentMessage, innerMessage) {
    let message = currentMessage;
    if (message.slice(-1) !== ".") {
        message = message + ".";
    }
    return message + " " + innerMessage;
}
function simplifyError(err) {
    let message = err.message;
    let code = err.code;
    let curErr = err;
    while (curErr.innererror) {
        curErr = curErr.innererror;
        code = curErr.code;
        message = appendReadableErrorMessage(message, curErr.message);
    }
    return {
        code,
        message,
    };
}
async function processOperationStatus(result) {
    const { state, status, isDone, processResult, getError, response, setErrorAsResult } = result;
    switch (status) {
        case "succeeded": {
            state.status = "succeeded";
            break;
        }
        case "failed": {
            const err = getError?.(response);
            let postfix = "";
            if (err) {
                const { code, message } = simplifyError(err);
                postfix = `. ${code}. ${message}`;
            }
            const errStr = `The long-running operation has failed${postfix}`;
            state.error = new Error(errStr);
            state.status = "failed";
            logger.warning(errStr);
            break;
        }
        case "canceled": {
            state.status = "canceled";
            break;
        }
    }
    if (isDone?.(response, state) ||
        (isDone === undefined &&
            ["succeeded", "canceled"].concat(setErrorAsResult ? [] : ["failed"]).includes(status))) {
        state.result = await buildResult({
            response,
            state,
            processResult,
        });
    }
}
async function buildResult(inputs) {
    const { processResult, response, state } = inputs;
    return processResult ? processResult(response, state) : response;
}
/**
 * Initiates the long-running operation.
 */
async function initOperation(inputs) {
    const { init, processResult, getOperationStatus, withOperationLocation, setErrorAsResult } = inputs;
    const { operationLocation, resourceLocation, initialRequestUrl, requestMethod, metadata, response, } = await init();
    if (operationLocation)
        withOperationLocation?.(operationLocation, false);
    const config = {
        metadata,
        operationLocation,
        resourceLocation,
        initialRequestUrl,
        requestMethod,
    };
    logger.verbose(`LRO: Operation description:`, config);
    const state = { status: "running", config };
    const status = getOperationStatus({ response, state, operationLocation });
    await processOperationStatus({
        state,
        status,
        response,
        setErrorAsResult,
        processResult,
    });
    return state;
}
async function pollOperationHelper(inputs) {
    const { poll, state, operationLocation, getOperationStatus, getResourceLocation, isOperationError, options, } = inputs;
    const response = await poll(operationLocation, options).catch(setStateError({
        state,
        isOperationError,
    }));
    const status = getOperationStatus(response, state);
    logger.verbose(`LRO: Status:\n\tPolling from: ${state.config.operationLocation}\n\tOperation status: ${status}\n\tPolling status: ${terminalStates.includes(status) ? "Stopped" : "Running"}`);
    if (status === "succeeded") {
        const resourceLocation = getResourceLocation(response, state);
        if (resourceLocation !== undefined) {
            return {
                response: await poll(resourceLocation).catch(setStateError({ state, isOperationError })),
                status,
            };
        }
    }
    return { response, status };
}
/** Polls the long-running operation. */
async function operation_pollOperation(inputs) {
    const { poll, state, options, getOperationStatus, getResourceLocation, getOperationLocation, isOperationError, withOperationLocation, getPollingInterval, processResult, getError, updateState, setDelay, isDone, setErrorAsResult, } = inputs;
    const { operationLocation } = state.config;
    if (operationLocation !== undefined) {
        const { response, status } = await pollOperationHelper({
            poll,
            getOperationStatus,
            state,
            operationLocation,
            getResourceLocation,
            isOperationError,
            options,
        });
        await processOperationStatus({
            status,
            response,
            state,
            isDone,
            processResult,
            getError,
            setErrorAsResult,
        });
        if (!terminalStates.includes(status)) {
            const intervalInMs = getPollingInterval?.(response);
            if (intervalInMs)
                setDelay(intervalInMs);
            const location = getOperationLocation?.(response, state);
            if (location !== undefined) {
                const isUpdated = operationLocation !== location;
                state.config.operationLocation = location;
                withOperationLocation?.(location, isUpdated);
            }
            else
                withOperationLocation?.(operationLocation, false);
        }
        updateState?.(state, response);
    }
}
//# sourceMappingURL=operation.js.map
;// CONCATENATED MODULE: ./node_modules/@azure/arm-appservice/node_modules/@azure/core-lro/dist/esm/http/operation.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.


function getOperationLocationPollingUrl(inputs) {
    const { azureAsyncOperation, operationLocation } = inputs;
    return operationLocation ?? azureAsyncOperation;
}
function getLocationHeader(rawResponse) {
    return rawResponse.headers["location"];
}
function getOperationLocationHeader(rawResponse) {
    return rawResponse.headers["operation-location"];
}
function getAzureAsyncOperationHeader(rawResponse) {
    return rawResponse.headers["azure-asyncoperation"];
}
function findResourceLocation(inputs) {
    const { location, requestMethod, requestPath, resourceLocationConfig, skipFinalGet } = inputs;
    // If skipFinalGet is true, return undefined to skip the final GET request
    if (skipFinalGet) {
        return undefined;
    }
    switch (requestMethod) {
        case "PUT": {
            return requestPath;
        }
        case "DELETE": {
            return undefined;
        }
        case "PATCH": {
            return getDefault() ?? requestPath;
        }
        default: {
            return getDefault();
        }
    }
    function getDefault() {
        switch (resourceLocationConfig) {
            case "operation-location":
            case "azure-async-operation": {
                return undefined;
            }
            case "original-uri": {
                return requestPath;
            }
            case "location":
            default: {
                return location;
            }
        }
    }
}
function inferLroMode(rawResponse, resourceLocationConfig, skipFinalGet) {
    const requestPath = rawResponse.request.url;
    const requestMethod = rawResponse.request.method;
    const operationLocation = getOperationLocationHeader(rawResponse);
    const azureAsyncOperation = getAzureAsyncOperationHeader(rawResponse);
    const pollingUrl = getOperationLocationPollingUrl({ operationLocation, azureAsyncOperation });
    const location = getLocationHeader(rawResponse);
    const normalizedRequestMethod = requestMethod?.toLocaleUpperCase();
    if (pollingUrl !== undefined) {
        return {
            mode: "OperationLocation",
            operationLocation: pollingUrl,
            resourceLocation: findResourceLocation({
                requestMethod: normalizedRequestMethod,
                location,
                requestPath,
                resourceLocationConfig,
                skipFinalGet,
            }),
            initialRequestUrl: requestPath,
            requestMethod,
        };
    }
    else if (location !== undefined) {
        return {
            mode: "ResourceLocation",
            operationLocation: location,
            initialRequestUrl: requestPath,
            requestMethod,
        };
    }
    else if (normalizedRequestMethod === "PUT" && requestPath) {
        return {
            mode: "Body",
            operationLocation: requestPath,
            initialRequestUrl: requestPath,
            requestMethod,
        };
    }
    else {
        return undefined;
    }
}
function transformStatus(inputs) {
    const { status, statusCode } = inputs;
    if (typeof status !== "string" && status !== undefined) {
        throw new Error(`Polling was unsuccessful. Expected status to have a string value or no value but it has instead: ${status}. This doesn't necessarily indicate the operation has failed. Check your Azure subscription or resource status for more information.`);
    }
    logger.verbose(`LRO: Transforming status: ${status} with status code: ${statusCode}.`);
    const lowerCaseStatus = status?.toLocaleLowerCase();
    if (!lowerCaseStatus) {
        return toOperationStatus(statusCode);
    }
    if (lowerCaseStatus.includes("succeeded")) {
        return "succeeded";
    }
    if (lowerCaseStatus.includes("fail")) {
        return "failed";
    }
    if (["canceled", "cancelled"].includes(lowerCaseStatus)) {
        return "canceled";
    }
    return "running";
}
function getStatus(rawResponse) {
    const { status } = rawResponse.body ?? {};
    return transformStatus({ status, statusCode: rawResponse.statusCode });
}
function getProvisioningState(rawResponse) {
    const { properties, provisioningState } = rawResponse.body ?? {};
    const status = properties?.provisioningState ?? provisioningState;
    return transformStatus({ status, statusCode: rawResponse.statusCode });
}
function toOperationStatus(statusCode) {
    if (statusCode === 202) {
        return "running";
    }
    else if (statusCode < 300) {
        return "succeeded";
    }
    else {
        return "failed";
    }
}
function parseRetryAfter({ rawResponse }) {
    const retryAfter = rawResponse.headers["retry-after"];
    if (retryAfter !== undefined) {
        // Retry-After header value is either in HTTP date format, or in seconds
        const retryAfterInSeconds = parseInt(retryAfter);
        return isNaN(retryAfterInSeconds)
            ? calculatePollingIntervalFromDate(new Date(retryAfter))
            : retryAfterInSeconds * 1000;
    }
    return undefined;
}
function getErrorFromResponse(response) {
    const error = accessBodyProperty(response, "error");
    if (!error) {
        logger.warning(`The long-running operation failed but there is no error property in the response's body`);
        return;
    }
    if (!error.code || !error.message) {
        logger.warning(`The long-running operation failed but the error property in the response's body doesn't contain code or message`);
        return;
    }
    return error;
}
function calculatePollingIntervalFromDate(retryAfterDate) {
    const timeNow = Math.floor(new Date().getTime());
    const retryAfterTime = retryAfterDate.getTime();
    if (timeNow < retryAfterTime) {
        return retryAfterTime - timeNow;
    }
    return undefined;
}
function getStatusFromInitialResponse(inputs) {
    const { response, state, operationLocation } = inputs;
    function helper() {
        const mode = state.config.metadata?.["mode"];
        switch (mode) {
            case undefined:
                return toOperationStatus(response.rawResponse.statusCode);
            case "Body":
                return getOperationStatus(response, state);
            default:
                return "running";
        }
    }
    const status = helper();
    return status === "running" && operationLocation === undefined ? "succeeded" : status;
}
function getOperationLocation({ rawResponse }, state) {
    const mode = state.config.metadata?.["mode"];
    switch (mode) {
        case "OperationLocation": {
            return getOperationLocationPollingUrl({
                operationLocation: getOperationLocationHeader(rawResponse),
                azureAsyncOperation: getAzureAsyncOperationHeader(rawResponse),
            });
        }
        case "ResourceLocation": {
            return getLocationHeader(rawResponse);
        }
        case "Body":
        default: {
            return undefined;
        }
    }
}
function getOperationStatus({ rawResponse }, state) {
    const mode = state.config.metadata?.["mode"];
    switch (mode) {
        case "OperationLocation": {
            return getStatus(rawResponse);
        }
        case "ResourceLocation": {
            return toOperationStatus(rawResponse.statusCode);
        }
        case "Body": {
            return getProvisioningState(rawResponse);
        }
        default:
            throw new Error(`Internal error: Unexpected operation mode: ${mode}`);
    }
}
function accessBodyProperty({ flatResponse, rawResponse }, prop) {
    return flatResponse?.[prop] ?? rawResponse.body?.[prop];
}
function getResourceLocation(res, state) {
    const loc = accessBodyProperty(res, "resourceLocation");
    if (loc && typeof loc === "string") {
        state.config.resourceLocation = loc;
    }
    return state.config.resourceLocation;
}
function isOperationError(e) {
    return e.name === "RestError";
}
/** Polls the long-running operation. */
async function pollHttpOperation(inputs) {
    const { lro, options, processResult, updateState, setDelay, state, setErrorAsResult } = inputs;
    return pollOperation({
        state,
        setDelay,
        processResult: processResult
            ? ({ flatResponse }, inputState) => processResult(flatResponse, inputState)
            : ({ flatResponse }) => flatResponse,
        getError: getErrorFromResponse,
        updateState,
        getPollingInterval: parseRetryAfter,
        getOperationLocation,
        getOperationStatus,
        isOperationError,
        getResourceLocation,
        options,
        /**
         * The expansion here is intentional because `lro` could be an object that
         * references an inner this, so we need to preserve a reference to it.
         */
        poll: async (location, inputOptions) => lro.sendPollRequest(location, inputOptions),
        setErrorAsResult,
    });
}
//# sourceMappingURL=operation.js.map
// EXTERNAL MODULE: ./node_modules/@azure/core-util/dist/esm/index.js + 6 modules
var dist_esm = __webpack_require__(97237);
;// CONCATENATED MODULE: ./node_modules/@azure/arm-appservice/node_modules/@azure/core-lro/dist/esm/poller/poller.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.



/**
 * Returns a poller factory.
 */
function buildCreatePoller(inputs) {
    const { getOperationLocation, getStatusFromInitialResponse, getStatusFromPollResponse, isOperationError, getResourceLocation, getPollingInterval, getError, resolveOnUnsuccessful, } = inputs;
    return ({ init, poll }, options) => {
        const { processResult, updateState, withOperationLocation: withOperationLocationCallback, intervalInMs = POLL_INTERVAL_IN_MS, restoreFrom, } = options || {};
        const withOperationLocation = withOperationLocationCallback
            ? (() => {
                let called = false;
                return (operationLocation, isUpdated) => {
                    if (isUpdated)
                        withOperationLocationCallback(operationLocation);
                    else if (!called)
                        withOperationLocationCallback(operationLocation);
                    called = true;
                };
            })()
            : undefined;
        let statePromise;
        let state;
        if (restoreFrom) {
            state = deserializeState(restoreFrom);
            statePromise = Promise.resolve(state);
        }
        else {
            statePromise = initOperation({
                init,
                processResult,
                getOperationStatus: getStatusFromInitialResponse,
                withOperationLocation,
                setErrorAsResult: !resolveOnUnsuccessful,
            }).then((s) => (state = s));
        }
        let resultPromise;
        const abortController = new AbortController();
        const handlers = new Map();
        const handleProgressEvents = async () => handlers.forEach((h) => h(state));
        const cancelErrMsg = "Operation was canceled";
        let currentPollIntervalInMs = intervalInMs;
        const poller = {
            get operationState() {
                return state;
            },
            get result() {
                return state?.result;
            },
            get isDone() {
                return ["succeeded", "failed", "canceled"].includes(state?.status ?? "");
            },
            onProgress: (callback) => {
                const s = Symbol();
                handlers.set(s, callback);
                return () => handlers.delete(s);
            },
            serialize: async () => {
                await statePromise;
                return JSON.stringify({
                    state,
                });
            },
            submitted: async () => {
                await statePromise;
            },
            pollUntilDone: async (pollOptions) => {
                resultPromise ??= (async () => {
                    await statePromise;
                    if (!state) {
                        throw new Error("Poller should be initialized but it is not!");
                    }
                    const { abortSignal: inputAbortSignal } = pollOptions || {};
                    // In the future we can use AbortSignal.any() instead
                    function abortListener() {
                        abortController.abort();
                    }
                    const abortSignal = abortController.signal;
                    if (inputAbortSignal?.aborted) {
                        abortController.abort();
                    }
                    else if (!abortSignal.aborted) {
                        inputAbortSignal?.addEventListener("abort", abortListener, { once: true });
                    }
                    try {
                        if (!poller.isDone) {
                            await poller.poll({ abortSignal });
                            while (!poller.isDone) {
                                await (0,dist_esm/* delay */.cb)(currentPollIntervalInMs, { abortSignal });
                                await poller.poll({ abortSignal });
                            }
                        }
                    }
                    finally {
                        inputAbortSignal?.removeEventListener("abort", abortListener);
                    }
                    if (resolveOnUnsuccessful) {
                        return poller.result;
                    }
                    else {
                        switch (state.status) {
                            case "succeeded":
                                return poller.result;
                            case "canceled":
                                throw new Error(cancelErrMsg);
                            case "failed":
                                throw state.error;
                            case "notStarted":
                            case "running":
                                throw new Error(`Polling completed without succeeding or failing`);
                        }
                    }
                })().finally(() => {
                    resultPromise = undefined;
                });
                return resultPromise;
            },
            async poll(pollOptions) {
                await statePromise;
                if (!state) {
                    throw new Error("Poller should be initialized but it is not!");
                }
                if (resolveOnUnsuccessful) {
                    if (poller.isDone)
                        return state;
                }
                else {
                    switch (state.status) {
                        case "succeeded":
                            return state;
                        case "canceled":
                            throw new Error(cancelErrMsg);
                        case "failed":
                            throw state.error;
                    }
                }
                await operation_pollOperation({
                    poll,
                    state,
                    getOperationLocation,
                    isOperationError,
                    withOperationLocation,
                    getPollingInterval,
                    getOperationStatus: getStatusFromPollResponse,
                    getResourceLocation,
                    processResult,
                    getError,
                    updateState,
                    options: pollOptions,
                    setDelay: (pollIntervalInMs) => {
                        currentPollIntervalInMs = pollIntervalInMs;
                    },
                    setErrorAsResult: !resolveOnUnsuccessful,
                });
                await handleProgressEvents();
                if (!resolveOnUnsuccessful) {
                    switch (state.status) {
                        case "canceled":
                            throw new Error(cancelErrMsg);
                        case "failed":
                            throw state.error;
                    }
                }
                return state;
            },
            then(onfulfilled, onrejected) {
                return poller.pollUntilDone().then(onfulfilled, onrejected);
            },
            catch(onrejected) {
                return poller.pollUntilDone().catch(onrejected);
            },
            finally(onfinally) {
                return poller.pollUntilDone().finally(onfinally);
            },
            [Symbol.toStringTag]: "Poller",
        };
        return poller;
    };
}
//# sourceMappingURL=poller.js.map
;// CONCATENATED MODULE: ./node_modules/@azure/arm-appservice/node_modules/@azure/core-lro/dist/esm/http/utils.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.
/**
 * Rewrites a given URL to use the specified base URL.
 * It preserves the pathname, search parameters, and fragment.
 * Handles relative URLs and proper encoding.
 *
 * @param params - An object containing the url and baseUrl.
 *                    url - The original URL (absolute or relative).
 *                    baseUrl - The new base URL to use.
 * @returns The rewritten URL as a string.
 */
function rewriteUrl({ url, baseUrl, }) {
    if (!url) {
        return undefined;
    }
    if (!baseUrl) {
        return url;
    }
    let originalUrl;
    try {
        // Try to parse inputUrl as an absolute URL.
        originalUrl = new URL(url);
    }
    catch {
        // If inputUrl is relative, resolve using the provided baseUrl.
        try {
            originalUrl = new URL(url, baseUrl);
        }
        catch (e) {
            throw new Error(`Invalid input URL provided: ${url}`);
        }
    }
    let newBase;
    try {
        newBase = new URL(baseUrl);
    }
    catch (e) {
        throw new Error(`Invalid base URL provided: ${baseUrl}`);
    }
    const rewrittenUrl = new URL(`${originalUrl.pathname}${originalUrl.search}${originalUrl.hash}`, newBase);
    return rewrittenUrl.toString();
}
//# sourceMappingURL=utils.js.map
;// CONCATENATED MODULE: ./node_modules/@azure/arm-appservice/node_modules/@azure/core-lro/dist/esm/http/poller.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.



/**
 * Creates a poller that can be used to poll a long-running operation.
 * @param lro - Description of the long-running operation
 * @param options - options to configure the poller
 * @returns an initialized poller
 */
function createHttpPoller(lro, options) {
    const { resourceLocationConfig, intervalInMs, processResult, restoreFrom, updateState, withOperationLocation, resolveOnUnsuccessful = false, baseUrl, skipFinalGet, } = options || {};
    return buildCreatePoller({
        getStatusFromInitialResponse: getStatusFromInitialResponse,
        getStatusFromPollResponse: getOperationStatus,
        isOperationError: isOperationError,
        getOperationLocation: getOperationLocation,
        getResourceLocation: getResourceLocation,
        getPollingInterval: parseRetryAfter,
        getError: getErrorFromResponse,
        resolveOnUnsuccessful,
    })({
        init: async () => {
            const response = await lro.sendInitialRequest();
            const config = inferLroMode(response.rawResponse, resourceLocationConfig, skipFinalGet);
            return {
                response,
                operationLocation: rewriteUrl({ url: config?.operationLocation, baseUrl }),
                resourceLocation: rewriteUrl({ url: config?.resourceLocation, baseUrl }),
                initialRequestUrl: config?.initialRequestUrl,
                requestMethod: config?.requestMethod,
                ...(config?.mode ? { metadata: { mode: config.mode } } : {}),
            };
        },
        poll: lro.sendPollRequest,
    }, {
        intervalInMs,
        withOperationLocation,
        restoreFrom,
        updateState,
        processResult: processResult
            ? ({ flatResponse }, state) => processResult(flatResponse, state)
            : ({ flatResponse }) => flatResponse,
    });
}
//# sourceMappingURL=poller.js.map
;// CONCATENATED MODULE: ./node_modules/@azure/arm-appservice/node_modules/@azure/core-lro/dist/esm/index.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.


//# sourceMappingURL=index.js.map
// EXTERNAL MODULE: ./node_modules/@azure-rest/core-client/dist/esm/index.js + 11 modules
var core_client_dist_esm = __webpack_require__(83049);
;// CONCATENATED MODULE: ./node_modules/@azure/arm-appservice/dist/esm/static-helpers/pollingHelpers.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.


function getLongRunningPoller(client, processResponseBody, expectedStatuses, options) {
    const { restoreFrom, getInitialResponse, apiVersion } = options;
    if (!restoreFrom && !getInitialResponse) {
        throw new Error("Either restoreFrom or getInitialResponse must be specified");
    }
    let initialResponse = undefined;
    const pollAbortController = new AbortController();
    const poller = {
        sendInitialRequest: async () => {
            if (!getInitialResponse) {
                throw new Error("getInitialResponse is required when initializing a new poller");
            }
            initialResponse = await getInitialResponse();
            return getLroResponse(initialResponse, expectedStatuses);
        },
        sendPollRequest: async (path, pollOptions) => {
            // The poll request would both listen to the user provided abort signal and the poller's own abort signal
            function abortListener() {
                pollAbortController.abort();
            }
            const abortSignal = pollAbortController.signal;
            if (options.abortSignal?.aborted) {
                pollAbortController.abort();
            }
            else if (pollOptions?.abortSignal?.aborted) {
                pollAbortController.abort();
            }
            else if (!abortSignal.aborted) {
                options.abortSignal?.addEventListener("abort", abortListener, {
                    once: true,
                });
                pollOptions?.abortSignal?.addEventListener("abort", abortListener, {
                    once: true,
                });
            }
            let response;
            try {
                const pollingPath = apiVersion ? addApiVersionToUrl(path, apiVersion) : path;
                response = await client.pathUnchecked(pollingPath).get({ abortSignal });
            }
            finally {
                options.abortSignal?.removeEventListener("abort", abortListener);
                pollOptions?.abortSignal?.removeEventListener("abort", abortListener);
            }
            return getLroResponse(response, expectedStatuses);
        },
    };
    return createHttpPoller(poller, {
        intervalInMs: options?.updateIntervalInMs,
        resourceLocationConfig: options?.resourceLocationConfig,
        restoreFrom: options?.restoreFrom,
        processResult: (result) => {
            return processResponseBody(result);
        },
    });
}
/**
 * Converts a Rest Client response to a response that the LRO implementation understands
 * @param response - a rest client http response
 * @param deserializeFn - deserialize function to convert Rest response to modular output
 * @returns - An LRO response that the LRO implementation understands
 */
function getLroResponse(response, expectedStatuses) {
    if (!expectedStatuses.includes(response.status)) {
        throw (0,core_client_dist_esm/* createRestError */.t$)(response);
    }
    return {
        flatResponse: response,
        rawResponse: {
            ...response,
            statusCode: Number.parseInt(response.status),
            body: response.body,
        },
    };
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
//# sourceMappingURL=pollingHelpers.js.map
;// CONCATENATED MODULE: ./node_modules/@azure/arm-appservice/dist/esm/static-helpers/urlTemplate.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.
// ---------------------
// helpers
// ---------------------
function encodeComponent(val, reserved, op) {
    return (reserved ?? op === "+") || op === "#"
        ? encodeReservedComponent(val)
        : encodeRFC3986URIComponent(val);
}
function encodeReservedComponent(str) {
    return str
        .split(/(%[0-9A-Fa-f]{2})/g)
        .map((part) => (!/%[0-9A-Fa-f]/.test(part) ? encodeURI(part) : part))
        .join("");
}
function encodeRFC3986URIComponent(str) {
    return encodeURIComponent(str).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
function isDefined(val) {
    return val !== undefined && val !== null;
}
function getNamedAndIfEmpty(op) {
    return [!!op && [";", "?", "&"].includes(op), !!op && ["?", "&"].includes(op) ? "=" : ""];
}
function getFirstOrSep(op, isFirst = false) {
    if (isFirst) {
        return !op || op === "+" ? "" : op;
    }
    else if (!op || op === "+" || op === "#") {
        return ",";
    }
    else if (op === "?") {
        return "&";
    }
    else {
        return op;
    }
}
function getExpandedValue(option) {
    let isFirst = option.isFirst;
    const { op, varName, varValue: value, reserved } = option;
    const vals = [];
    const [named, ifEmpty] = getNamedAndIfEmpty(op);
    if (Array.isArray(value)) {
        for (const val of value.filter(isDefined)) {
            // prepare the following parts: separator, varName, value
            vals.push(`${getFirstOrSep(op, isFirst)}`);
            if (named && varName) {
                vals.push(`${encodeURIComponent(varName)}`);
                if (val === "") {
                    vals.push(ifEmpty);
                }
                else {
                    vals.push("=");
                }
            }
            vals.push(encodeComponent(val, reserved, op));
            isFirst = false;
        }
    }
    else if (typeof value === "object") {
        for (const key of Object.keys(value)) {
            const val = value[key];
            if (!isDefined(val)) {
                continue;
            }
            // prepare the following parts: separator, key, value
            vals.push(`${getFirstOrSep(op, isFirst)}`);
            if (key) {
                vals.push(`${encodeURIComponent(key)}`);
                if (named && val === "") {
                    vals.push(ifEmpty);
                }
                else {
                    vals.push("=");
                }
            }
            vals.push(encodeComponent(val, reserved, op));
            isFirst = false;
        }
    }
    return vals.join("");
}
function getNonExpandedValue(option) {
    const { op, varName, varValue: value, isFirst, reserved } = option;
    const vals = [];
    const first = getFirstOrSep(op, isFirst);
    const [named, ifEmpty] = getNamedAndIfEmpty(op);
    if (named && varName) {
        vals.push(encodeComponent(varName, reserved, op));
        if (value === "") {
            if (!ifEmpty) {
                vals.push(ifEmpty);
            }
            return !vals.join("") ? undefined : `${first}${vals.join("")}`;
        }
        vals.push("=");
    }
    const items = [];
    if (Array.isArray(value)) {
        for (const val of value.filter(isDefined)) {
            items.push(encodeComponent(val, reserved, op));
        }
    }
    else if (typeof value === "object") {
        for (const key of Object.keys(value)) {
            if (!isDefined(value[key])) {
                continue;
            }
            items.push(encodeRFC3986URIComponent(key));
            items.push(encodeComponent(value[key], reserved, op));
        }
    }
    vals.push(items.join(","));
    return !vals.join(",") ? undefined : `${first}${vals.join("")}`;
}
function getVarValue(option) {
    const { op, varName, modifier, isFirst, reserved, varValue: value } = option;
    if (!isDefined(value)) {
        return undefined;
    }
    else if (["string", "number", "boolean"].includes(typeof value)) {
        let val = value.toString();
        const [named, ifEmpty] = getNamedAndIfEmpty(op);
        const vals = [getFirstOrSep(op, isFirst)];
        if (named && varName) {
            // No need to encode varName considering it is already encoded
            vals.push(varName);
            if (val === "") {
                vals.push(ifEmpty);
            }
            else {
                vals.push("=");
            }
        }
        if (modifier && modifier !== "*") {
            val = val.substring(0, parseInt(modifier, 10));
        }
        vals.push(encodeComponent(val, reserved, op));
        return vals.join("");
    }
    else if (modifier === "*") {
        return getExpandedValue(option);
    }
    else {
        return getNonExpandedValue(option);
    }
}
// ---------------------------------------------------------------------------------------------------
// This is an implementation of RFC 6570 URI Template: https://datatracker.ietf.org/doc/html/rfc6570.
// ---------------------------------------------------------------------------------------------------
function expandUrlTemplate(template, context, option) {
    const result = template.replace(/\{([^{}]+)\}|([^{}]+)/g, (_, expr, text) => {
        if (!expr) {
            return encodeReservedComponent(text);
        }
        let op;
        if (["+", "#", ".", "/", ";", "?", "&"].includes(expr[0])) {
            op = expr[0];
            expr = expr.slice(1);
        }
        const varList = expr.split(/,/g);
        const innerResult = [];
        for (const varSpec of varList) {
            const varMatch = /([^:*]*)(?::(\d+)|(\*))?/.exec(varSpec);
            if (!varMatch || !varMatch[1]) {
                continue;
            }
            const varValue = getVarValue({
                isFirst: innerResult.length === 0,
                op,
                varValue: context[varMatch[1]],
                varName: varMatch[1],
                modifier: varMatch[2] || varMatch[3],
                reserved: option?.allowReserved,
            });
            if (varValue) {
                innerResult.push(varValue);
            }
        }
        return innerResult.join("");
    });
    return normalizeUnreserved(result);
}
/**
 * Normalize an expanded URI by decoding percent-encoded unreserved characters.
 * RFC 3986 unreserved: "-" / "." / "~"
 */
function normalizeUnreserved(uri) {
    return uri.replace(/%([0-9A-Fa-f]{2})/g, (match, hex) => {
        const char = String.fromCharCode(parseInt(hex, 16));
        // Decode only if it's unreserved
        if (/[.~-]/.test(char)) {
            return char;
        }
        return match; // leave other encodings intact
    });
}
//# sourceMappingURL=urlTemplate.js.map
;// CONCATENATED MODULE: ./node_modules/@azure/arm-appservice/dist/esm/api/webApps/operations.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.






function _listWorkflowsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/workflows{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listWorkflowsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _workflowEnvelopeCollectionDeserializer */.G6V)(result.body);
}
/** List the workflows for a web site, or a deployment slot. */
function listWorkflows(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listWorkflowsSend(context, resourceGroupName, name, options), _listWorkflowsDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getWorkflowSend(context, resourceGroupName, name, workflowName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/workflows/{workflowName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        workflowName: workflowName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getWorkflowDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* workflowEnvelopeDeserializer */.nEK)(result.body);
}
/** Get workflow information by its ID for web site, or a deployment slot. */
async function getWorkflow(context, resourceGroupName, name, workflowName, options = { requestOptions: {} }) {
    const result = await _getWorkflowSend(context, resourceGroupName, name, workflowName, options);
    return _getWorkflowDeserialize(result);
}
function _listInstanceWorkflowsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/workflows{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listInstanceWorkflowsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _workflowEnvelopeCollectionDeserializer */.G6V)(result.body);
}
/** List the workflows for a web site, or a deployment slot. */
function listInstanceWorkflowsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listInstanceWorkflowsSlotSend(context, resourceGroupName, name, slot, options), _listInstanceWorkflowsSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getInstanceWorkflowSlotSend(context, resourceGroupName, name, slot, workflowName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/workflows/{workflowName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        workflowName: workflowName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getInstanceWorkflowSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* workflowEnvelopeDeserializer */.nEK)(result.body);
}
/** Get workflow information by its ID for web site, or a deployment slot. */
async function getInstanceWorkflowSlot(context, resourceGroupName, name, slot, workflowName, options = { requestOptions: {} }) {
    const result = await _getInstanceWorkflowSlotSend(context, resourceGroupName, name, slot, workflowName, options);
    return _getInstanceWorkflowSlotDeserialize(result);
}
function _listWebJobsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/webjobs{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listWebJobsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _webJobCollectionDeserializer */.meP)(result.body);
}
/** Description for List webjobs for an app, or a deployment slot. */
function listWebJobs(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listWebJobsSend(context, resourceGroupName, name, options), _listWebJobsDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getWebJobSend(context, resourceGroupName, name, webJobName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/webjobs/{webJobName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        webJobName: webJobName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getWebJobDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* webJobDeserializer */.N1d)(result.body);
}
/** Description for Get webjob information for an app, or a deployment slot. */
async function getWebJob(context, resourceGroupName, name, webJobName, options = { requestOptions: {} }) {
    const result = await _getWebJobSend(context, resourceGroupName, name, webJobName, options);
    return _getWebJobDeserialize(result);
}
function _listWebJobsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/webjobs{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listWebJobsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _webJobCollectionDeserializer */.meP)(result.body);
}
/** Description for List webjobs for an app, or a deployment slot. */
function listWebJobsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listWebJobsSlotSend(context, resourceGroupName, name, slot, options), _listWebJobsSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getWebJobSlotSend(context, resourceGroupName, name, webJobName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/webjobs/{webJobName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        webJobName: webJobName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getWebJobSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* webJobDeserializer */.N1d)(result.body);
}
/** Description for Get webjob information for an app, or a deployment slot. */
async function getWebJobSlot(context, resourceGroupName, name, webJobName, slot, options = { requestOptions: {} }) {
    const result = await _getWebJobSlotSend(context, resourceGroupName, name, webJobName, slot, options);
    return _getWebJobSlotDeserialize(result);
}
function _listTriggeredWebJobHistorySend(context, resourceGroupName, name, webJobName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/triggeredwebjobs/{webJobName}/history{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        webJobName: webJobName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listTriggeredWebJobHistoryDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _triggeredJobHistoryCollectionDeserializer */.LZR)(result.body);
}
/** Description for List a triggered web job's history for an app, or a deployment slot. */
function listTriggeredWebJobHistory(context, resourceGroupName, name, webJobName, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listTriggeredWebJobHistorySend(context, resourceGroupName, name, webJobName, options), _listTriggeredWebJobHistoryDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getTriggeredWebJobHistorySend(context, resourceGroupName, name, webJobName, id, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/triggeredwebjobs/{webJobName}/history/{id}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        webJobName: webJobName,
        id: id,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getTriggeredWebJobHistoryDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* triggeredJobHistoryDeserializer */.AHJ)(result.body);
}
/** Description for Gets a triggered web job's history by its ID for an app, , or a deployment slot. */
async function getTriggeredWebJobHistory(context, resourceGroupName, name, webJobName, id, options = { requestOptions: {} }) {
    const result = await _getTriggeredWebJobHistorySend(context, resourceGroupName, name, webJobName, id, options);
    return _getTriggeredWebJobHistoryDeserialize(result);
}
function _listTriggeredWebJobHistorySlotSend(context, resourceGroupName, name, webJobName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/triggeredwebjobs/{webJobName}/history{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        webJobName: webJobName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listTriggeredWebJobHistorySlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _triggeredJobHistoryCollectionDeserializer */.LZR)(result.body);
}
/** Description for List a triggered web job's history for an app, or a deployment slot. */
function listTriggeredWebJobHistorySlot(context, resourceGroupName, name, webJobName, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listTriggeredWebJobHistorySlotSend(context, resourceGroupName, name, webJobName, slot, options), _listTriggeredWebJobHistorySlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getTriggeredWebJobHistorySlotSend(context, resourceGroupName, name, webJobName, id, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/triggeredwebjobs/{webJobName}/history/{id}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        webJobName: webJobName,
        id: id,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getTriggeredWebJobHistorySlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* triggeredJobHistoryDeserializer */.AHJ)(result.body);
}
/** Description for Gets a triggered web job's history by its ID for an app, , or a deployment slot. */
async function getTriggeredWebJobHistorySlot(context, resourceGroupName, name, webJobName, id, slot, options = { requestOptions: {} }) {
    const result = await _getTriggeredWebJobHistorySlotSend(context, resourceGroupName, name, webJobName, id, slot, options);
    return _getTriggeredWebJobHistorySlotDeserialize(result);
}
function _runTriggeredWebJobSend(context, resourceGroupName, name, webJobName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/triggeredwebjobs/{webJobName}/run{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        webJobName: webJobName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _runTriggeredWebJobDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Run a triggered web job for an app, or a deployment slot. */
async function runTriggeredWebJob(context, resourceGroupName, name, webJobName, options = { requestOptions: {} }) {
    const result = await _runTriggeredWebJobSend(context, resourceGroupName, name, webJobName, options);
    return _runTriggeredWebJobDeserialize(result);
}
function _listTriggeredWebJobsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/triggeredwebjobs{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listTriggeredWebJobsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _triggeredWebJobCollectionDeserializer */.JYW)(result.body);
}
/** Description for List triggered web jobs for an app, or a deployment slot. */
function listTriggeredWebJobs(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listTriggeredWebJobsSend(context, resourceGroupName, name, options), _listTriggeredWebJobsDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deleteTriggeredWebJobSend(context, resourceGroupName, name, webJobName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/triggeredwebjobs/{webJobName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        webJobName: webJobName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteTriggeredWebJobDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Delete a triggered web job by its ID for an app, or a deployment slot. */
async function deleteTriggeredWebJob(context, resourceGroupName, name, webJobName, options = { requestOptions: {} }) {
    const result = await _deleteTriggeredWebJobSend(context, resourceGroupName, name, webJobName, options);
    return _deleteTriggeredWebJobDeserialize(result);
}
function _getTriggeredWebJobSend(context, resourceGroupName, name, webJobName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/triggeredwebjobs/{webJobName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        webJobName: webJobName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getTriggeredWebJobDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* triggeredWebJobDeserializer */.uE2)(result.body);
}
/** Description for Gets a triggered web job by its ID for an app, or a deployment slot. */
async function getTriggeredWebJob(context, resourceGroupName, name, webJobName, options = { requestOptions: {} }) {
    const result = await _getTriggeredWebJobSend(context, resourceGroupName, name, webJobName, options);
    return _getTriggeredWebJobDeserialize(result);
}
function _runTriggeredWebJobSlotSend(context, resourceGroupName, name, webJobName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/triggeredwebjobs/{webJobName}/run{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        webJobName: webJobName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _runTriggeredWebJobSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Run a triggered web job for an app, or a deployment slot. */
async function runTriggeredWebJobSlot(context, resourceGroupName, name, webJobName, slot, options = { requestOptions: {} }) {
    const result = await _runTriggeredWebJobSlotSend(context, resourceGroupName, name, webJobName, slot, options);
    return _runTriggeredWebJobSlotDeserialize(result);
}
function _listTriggeredWebJobsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/triggeredwebjobs{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listTriggeredWebJobsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _triggeredWebJobCollectionDeserializer */.JYW)(result.body);
}
/** Description for List triggered web jobs for an app, or a deployment slot. */
function listTriggeredWebJobsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listTriggeredWebJobsSlotSend(context, resourceGroupName, name, slot, options), _listTriggeredWebJobsSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deleteTriggeredWebJobSlotSend(context, resourceGroupName, name, webJobName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/triggeredwebjobs/{webJobName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        webJobName: webJobName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteTriggeredWebJobSlotDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Delete a triggered web job by its ID for an app, or a deployment slot. */
async function deleteTriggeredWebJobSlot(context, resourceGroupName, name, webJobName, slot, options = { requestOptions: {} }) {
    const result = await _deleteTriggeredWebJobSlotSend(context, resourceGroupName, name, webJobName, slot, options);
    return _deleteTriggeredWebJobSlotDeserialize(result);
}
function _getTriggeredWebJobSlotSend(context, resourceGroupName, name, webJobName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/triggeredwebjobs/{webJobName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        webJobName: webJobName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getTriggeredWebJobSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* triggeredWebJobDeserializer */.uE2)(result.body);
}
/** Description for Gets a triggered web job by its ID for an app, or a deployment slot. */
async function getTriggeredWebJobSlot(context, resourceGroupName, name, webJobName, slot, options = { requestOptions: {} }) {
    const result = await _getTriggeredWebJobSlotSend(context, resourceGroupName, name, webJobName, slot, options);
    return _getTriggeredWebJobSlotDeserialize(result);
}
function _deleteSourceControlSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/sourcecontrols/web{?api%2Dversion,additionalFlags}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
        additionalFlags: options?.additionalFlags,
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteSourceControlDeserialize(result) {
    const expectedStatuses = ["200", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Deletes the source control configuration of an app. */
async function deleteSourceControl(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _deleteSourceControlSend(context, resourceGroupName, name, options);
    return _deleteSourceControlDeserialize(result);
}
function _updateSourceControlSend(context, resourceGroupName, name, siteSourceControl, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/sourcecontrols/web{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).patch({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* siteSourceControlSerializer */.uU8)(siteSourceControl),
    });
}
async function _updateSourceControlDeserialize(result) {
    const expectedStatuses = ["200", "201", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteSourceControlDeserializer */.DoC)(result.body);
}
/** Description for Updates the source control configuration of an app. */
async function updateSourceControl(context, resourceGroupName, name, siteSourceControl, options = { requestOptions: {} }) {
    const result = await _updateSourceControlSend(context, resourceGroupName, name, siteSourceControl, options);
    return _updateSourceControlDeserialize(result);
}
function _createOrUpdateSourceControlSend(context, resourceGroupName, name, siteSourceControl, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/sourcecontrols/web{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* siteSourceControlSerializer */.uU8)(siteSourceControl),
    });
}
async function _createOrUpdateSourceControlDeserialize(result) {
    const expectedStatuses = ["200", "201", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteSourceControlDeserializer */.DoC)(result.body);
}
/** Description for Updates the source control configuration of an app. */
function createOrUpdateSourceControl(context, resourceGroupName, name, siteSourceControl, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _createOrUpdateSourceControlDeserialize, ["200", "201", "202"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _createOrUpdateSourceControlSend(context, resourceGroupName, name, siteSourceControl, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _getSourceControlSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/sourcecontrols/web{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getSourceControlDeserialize(result) {
    const expectedStatuses = ["200", "201", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteSourceControlDeserializer */.DoC)(result.body);
}
/** Description for Gets the source control configuration of an app. */
async function getSourceControl(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _getSourceControlSend(context, resourceGroupName, name, options);
    return _getSourceControlDeserialize(result);
}
function _deleteSourceControlSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/sourcecontrols/web{?api%2Dversion,additionalFlags}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
        additionalFlags: options?.additionalFlags,
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteSourceControlSlotDeserialize(result) {
    const expectedStatuses = ["200", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Deletes the source control configuration of an app. */
async function deleteSourceControlSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _deleteSourceControlSlotSend(context, resourceGroupName, name, slot, options);
    return _deleteSourceControlSlotDeserialize(result);
}
function _updateSourceControlSlotSend(context, resourceGroupName, name, slot, siteSourceControl, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/sourcecontrols/web{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).patch({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* siteSourceControlSerializer */.uU8)(siteSourceControl),
    });
}
async function _updateSourceControlSlotDeserialize(result) {
    const expectedStatuses = ["200", "201", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteSourceControlDeserializer */.DoC)(result.body);
}
/** Description for Updates the source control configuration of an app. */
async function updateSourceControlSlot(context, resourceGroupName, name, slot, siteSourceControl, options = { requestOptions: {} }) {
    const result = await _updateSourceControlSlotSend(context, resourceGroupName, name, slot, siteSourceControl, options);
    return _updateSourceControlSlotDeserialize(result);
}
function _createOrUpdateSourceControlSlotSend(context, resourceGroupName, name, slot, siteSourceControl, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/sourcecontrols/web{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* siteSourceControlSerializer */.uU8)(siteSourceControl),
    });
}
async function _createOrUpdateSourceControlSlotDeserialize(result) {
    const expectedStatuses = ["200", "201", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteSourceControlDeserializer */.DoC)(result.body);
}
/** Description for Updates the source control configuration of an app. */
function createOrUpdateSourceControlSlot(context, resourceGroupName, name, slot, siteSourceControl, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _createOrUpdateSourceControlSlotDeserialize, ["200", "201", "202"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _createOrUpdateSourceControlSlotSend(context, resourceGroupName, name, slot, siteSourceControl, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _getSourceControlSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/sourcecontrols/web{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getSourceControlSlotDeserialize(result) {
    const expectedStatuses = ["200", "201", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteSourceControlDeserializer */.DoC)(result.body);
}
/** Description for Gets the source control configuration of an app. */
async function getSourceControlSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _getSourceControlSlotSend(context, resourceGroupName, name, slot, options);
    return _getSourceControlSlotDeserialize(result);
}
function _listSiteExtensionsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/siteextensions{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listSiteExtensionsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _siteExtensionInfoCollectionDeserializer */.N6W)(result.body);
}
/** Description for Get list of siteextensions for a web site, or a deployment slot. */
function listSiteExtensionsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listSiteExtensionsSlotSend(context, resourceGroupName, name, slot, options), _listSiteExtensionsSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deleteSiteExtensionSlotSend(context, resourceGroupName, name, siteExtensionId, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/siteextensions/{siteExtensionId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        siteExtensionId: siteExtensionId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteSiteExtensionSlotDeserialize(result) {
    const expectedStatuses = ["204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Remove a site extension from a web site, or a deployment slot. */
async function deleteSiteExtensionSlot(context, resourceGroupName, name, siteExtensionId, slot, options = { requestOptions: {} }) {
    const result = await _deleteSiteExtensionSlotSend(context, resourceGroupName, name, siteExtensionId, slot, options);
    return _deleteSiteExtensionSlotDeserialize(result);
}
function _installSiteExtensionSlotSend(context, resourceGroupName, name, siteExtensionId, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/siteextensions/{siteExtensionId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        siteExtensionId: siteExtensionId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _installSiteExtensionSlotDeserialize(result) {
    const expectedStatuses = ["200", "201", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteExtensionInfoDeserializer */.cBl)(result.body);
}
/** Description for Install site extension on a web site, or a deployment slot. */
function installSiteExtensionSlot(context, resourceGroupName, name, siteExtensionId, slot, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _installSiteExtensionSlotDeserialize, ["200", "201", "202"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _installSiteExtensionSlotSend(context, resourceGroupName, name, siteExtensionId, slot, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _getSiteExtensionSlotSend(context, resourceGroupName, name, siteExtensionId, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/siteextensions/{siteExtensionId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        siteExtensionId: siteExtensionId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getSiteExtensionSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteExtensionInfoDeserializer */.cBl)(result.body);
}
/** Description for Get site extension information by its ID for a web site, or a deployment slot. */
async function getSiteExtensionSlot(context, resourceGroupName, name, siteExtensionId, slot, options = { requestOptions: {} }) {
    const result = await _getSiteExtensionSlotSend(context, resourceGroupName, name, siteExtensionId, slot, options);
    return _getSiteExtensionSlotDeserialize(result);
}
function _listSiteExtensionsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/siteextensions{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listSiteExtensionsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _siteExtensionInfoCollectionDeserializer */.N6W)(result.body);
}
/** Description for Get list of siteextensions for a web site, or a deployment slot. */
function listSiteExtensions(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listSiteExtensionsSend(context, resourceGroupName, name, options), _listSiteExtensionsDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deleteSiteExtensionSend(context, resourceGroupName, name, siteExtensionId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/siteextensions/{siteExtensionId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        siteExtensionId: siteExtensionId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteSiteExtensionDeserialize(result) {
    const expectedStatuses = ["204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Remove a site extension from a web site, or a deployment slot. */
async function deleteSiteExtension(context, resourceGroupName, name, siteExtensionId, options = { requestOptions: {} }) {
    const result = await _deleteSiteExtensionSend(context, resourceGroupName, name, siteExtensionId, options);
    return _deleteSiteExtensionDeserialize(result);
}
function _installSiteExtensionSend(context, resourceGroupName, name, siteExtensionId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/siteextensions/{siteExtensionId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        siteExtensionId: siteExtensionId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _installSiteExtensionDeserialize(result) {
    const expectedStatuses = ["200", "201", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteExtensionInfoDeserializer */.cBl)(result.body);
}
/** Description for Install site extension on a web site, or a deployment slot. */
function installSiteExtension(context, resourceGroupName, name, siteExtensionId, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _installSiteExtensionDeserialize, ["200", "201", "202"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _installSiteExtensionSend(context, resourceGroupName, name, siteExtensionId, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _getSiteExtensionSend(context, resourceGroupName, name, siteExtensionId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/siteextensions/{siteExtensionId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        siteExtensionId: siteExtensionId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getSiteExtensionDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteExtensionInfoDeserializer */.cBl)(result.body);
}
/** Description for Get site extension information by its ID for a web site, or a deployment slot. */
async function getSiteExtension(context, resourceGroupName, name, siteExtensionId, options = { requestOptions: {} }) {
    const result = await _getSiteExtensionSend(context, resourceGroupName, name, siteExtensionId, options);
    return _getSiteExtensionDeserialize(result);
}
function _listSiteContainersSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/sitecontainers{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listSiteContainersSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _siteContainerCollectionDeserializer */.nQW)(result.body);
}
/** Lists all the site containers of a site, or a deployment slot. */
function listSiteContainersSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listSiteContainersSlotSend(context, resourceGroupName, name, slot, options), _listSiteContainersSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deleteSiteContainerSlotSend(context, resourceGroupName, name, slot, containerName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/sitecontainers/{containerName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        containerName: containerName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteSiteContainerSlotDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Deletes a site container for a site, or a deployment slot. */
async function deleteSiteContainerSlot(context, resourceGroupName, name, slot, containerName, options = { requestOptions: {} }) {
    const result = await _deleteSiteContainerSlotSend(context, resourceGroupName, name, slot, containerName, options);
    return _deleteSiteContainerSlotDeserialize(result);
}
function _createOrUpdateSiteContainerSlotSend(context, resourceGroupName, name, slot, containerName, request, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/sitecontainers/{containerName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        containerName: containerName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* siteContainerSerializer */.HZb)(request),
    });
}
async function _createOrUpdateSiteContainerSlotDeserialize(result) {
    const expectedStatuses = ["200", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteContainerDeserializer */.oAj)(result.body);
}
/** Creates or Updates a site container for a site, or a deployment slot. */
async function createOrUpdateSiteContainerSlot(context, resourceGroupName, name, slot, containerName, request, options = { requestOptions: {} }) {
    const result = await _createOrUpdateSiteContainerSlotSend(context, resourceGroupName, name, slot, containerName, request, options);
    return _createOrUpdateSiteContainerSlotDeserialize(result);
}
function _getSiteContainerSlotSend(context, resourceGroupName, name, slot, containerName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/sitecontainers/{containerName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        containerName: containerName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getSiteContainerSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteContainerDeserializer */.oAj)(result.body);
}
/** Gets a site container of a site, or a deployment slot. */
async function getSiteContainerSlot(context, resourceGroupName, name, slot, containerName, options = { requestOptions: {} }) {
    const result = await _getSiteContainerSlotSend(context, resourceGroupName, name, slot, containerName, options);
    return _getSiteContainerSlotDeserialize(result);
}
function _listSiteContainersSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/sitecontainers{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listSiteContainersDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _siteContainerCollectionDeserializer */.nQW)(result.body);
}
/** Lists all the site containers of a site, or a deployment slot. */
function listSiteContainers(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listSiteContainersSend(context, resourceGroupName, name, options), _listSiteContainersDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deleteSiteContainerSend(context, resourceGroupName, name, containerName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/sitecontainers/{containerName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        containerName: containerName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteSiteContainerDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Deletes a site container for a site, or a deployment slot. */
async function deleteSiteContainer(context, resourceGroupName, name, containerName, options = { requestOptions: {} }) {
    const result = await _deleteSiteContainerSend(context, resourceGroupName, name, containerName, options);
    return _deleteSiteContainerDeserialize(result);
}
function _createOrUpdateSiteContainerSend(context, resourceGroupName, name, containerName, request, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/sitecontainers/{containerName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        containerName: containerName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* siteContainerSerializer */.HZb)(request),
    });
}
async function _createOrUpdateSiteContainerDeserialize(result) {
    const expectedStatuses = ["200", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteContainerDeserializer */.oAj)(result.body);
}
/** Creates or Updates a site container for a site, or a deployment slot. */
async function createOrUpdateSiteContainer(context, resourceGroupName, name, containerName, request, options = { requestOptions: {} }) {
    const result = await _createOrUpdateSiteContainerSend(context, resourceGroupName, name, containerName, request, options);
    return _createOrUpdateSiteContainerDeserialize(result);
}
function _getSiteContainerSend(context, resourceGroupName, name, containerName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/sitecontainers/{containerName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        containerName: containerName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getSiteContainerDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteContainerDeserializer */.oAj)(result.body);
}
/** Gets a site container of a site, or a deployment slot. */
async function getSiteContainer(context, resourceGroupName, name, containerName, options = { requestOptions: {} }) {
    const result = await _getSiteContainerSend(context, resourceGroupName, name, containerName, options);
    return _getSiteContainerDeserialize(result);
}
function _listPublicCertificatesSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/publicCertificates{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listPublicCertificatesSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _publicCertificateCollectionDeserializer */.T$f)(result.body);
}
/** Description for Get public certificates for an app or a deployment slot. */
function listPublicCertificatesSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listPublicCertificatesSlotSend(context, resourceGroupName, name, slot, options), _listPublicCertificatesSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deletePublicCertificateSlotSend(context, resourceGroupName, name, slot, publicCertificateName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/publicCertificates/{publicCertificateName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        publicCertificateName: publicCertificateName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deletePublicCertificateSlotDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Deletes a hostname binding for an app. */
async function deletePublicCertificateSlot(context, resourceGroupName, name, slot, publicCertificateName, options = { requestOptions: {} }) {
    const result = await _deletePublicCertificateSlotSend(context, resourceGroupName, name, slot, publicCertificateName, options);
    return _deletePublicCertificateSlotDeserialize(result);
}
function _createOrUpdatePublicCertificateSlotSend(context, resourceGroupName, name, publicCertificateName, slot, publicCertificate, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/publicCertificates/{publicCertificateName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        publicCertificateName: publicCertificateName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* publicCertificateSerializer */.xdY)(publicCertificate),
    });
}
async function _createOrUpdatePublicCertificateSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* publicCertificateDeserializer */.E$3)(result.body);
}
/** Description for Creates a hostname binding for an app. */
async function createOrUpdatePublicCertificateSlot(context, resourceGroupName, name, publicCertificateName, slot, publicCertificate, options = { requestOptions: {} }) {
    const result = await _createOrUpdatePublicCertificateSlotSend(context, resourceGroupName, name, publicCertificateName, slot, publicCertificate, options);
    return _createOrUpdatePublicCertificateSlotDeserialize(result);
}
function _getPublicCertificateSlotSend(context, resourceGroupName, name, slot, publicCertificateName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/publicCertificates/{publicCertificateName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        publicCertificateName: publicCertificateName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getPublicCertificateSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* publicCertificateDeserializer */.E$3)(result.body);
}
/** Description for Get the named public certificate for an app (or deployment slot, if specified). */
async function getPublicCertificateSlot(context, resourceGroupName, name, slot, publicCertificateName, options = { requestOptions: {} }) {
    const result = await _getPublicCertificateSlotSend(context, resourceGroupName, name, slot, publicCertificateName, options);
    return _getPublicCertificateSlotDeserialize(result);
}
function _listPublicCertificatesSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/publicCertificates{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listPublicCertificatesDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _publicCertificateCollectionDeserializer */.T$f)(result.body);
}
/** Description for Get public certificates for an app or a deployment slot. */
function listPublicCertificates(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listPublicCertificatesSend(context, resourceGroupName, name, options), _listPublicCertificatesDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deletePublicCertificateSend(context, resourceGroupName, name, publicCertificateName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/publicCertificates/{publicCertificateName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        publicCertificateName: publicCertificateName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deletePublicCertificateDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Deletes a hostname binding for an app. */
async function deletePublicCertificate(context, resourceGroupName, name, publicCertificateName, options = { requestOptions: {} }) {
    const result = await _deletePublicCertificateSend(context, resourceGroupName, name, publicCertificateName, options);
    return _deletePublicCertificateDeserialize(result);
}
function _createOrUpdatePublicCertificateSend(context, resourceGroupName, name, publicCertificateName, publicCertificate, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/publicCertificates/{publicCertificateName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        publicCertificateName: publicCertificateName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* publicCertificateSerializer */.xdY)(publicCertificate),
    });
}
async function _createOrUpdatePublicCertificateDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* publicCertificateDeserializer */.E$3)(result.body);
}
/** Description for Creates a hostname binding for an app. */
async function createOrUpdatePublicCertificate(context, resourceGroupName, name, publicCertificateName, publicCertificate, options = { requestOptions: {} }) {
    const result = await _createOrUpdatePublicCertificateSend(context, resourceGroupName, name, publicCertificateName, publicCertificate, options);
    return _createOrUpdatePublicCertificateDeserialize(result);
}
function _getPublicCertificateSend(context, resourceGroupName, name, publicCertificateName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/publicCertificates/{publicCertificateName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        publicCertificateName: publicCertificateName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getPublicCertificateDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* publicCertificateDeserializer */.E$3)(result.body);
}
/** Description for Get the named public certificate for an app (or deployment slot, if specified). */
async function getPublicCertificate(context, resourceGroupName, name, publicCertificateName, options = { requestOptions: {} }) {
    const result = await _getPublicCertificateSend(context, resourceGroupName, name, publicCertificateName, options);
    return _getPublicCertificateDeserialize(result);
}
function _putPrivateAccessVnetSlotSend(context, resourceGroupName, name, slot, access, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/privateAccess/virtualNetworks{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* privateAccessSerializer */._Rv)(access),
    });
}
async function _putPrivateAccessVnetSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* privateAccessDeserializer */.RoN)(result.body);
}
/** Description for Sets data around private site access enablement and authorized Virtual Networks that can access the site. */
async function putPrivateAccessVnetSlot(context, resourceGroupName, name, slot, access, options = { requestOptions: {} }) {
    const result = await _putPrivateAccessVnetSlotSend(context, resourceGroupName, name, slot, access, options);
    return _putPrivateAccessVnetSlotDeserialize(result);
}
function _getPrivateAccessSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/privateAccess/virtualNetworks{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getPrivateAccessSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* privateAccessDeserializer */.RoN)(result.body);
}
/** Description for Gets data around private site access enablement and authorized Virtual Networks that can access the site. */
async function getPrivateAccessSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _getPrivateAccessSlotSend(context, resourceGroupName, name, slot, options);
    return _getPrivateAccessSlotDeserialize(result);
}
function _putPrivateAccessVnetSend(context, resourceGroupName, name, access, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/privateAccess/virtualNetworks{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* privateAccessSerializer */._Rv)(access),
    });
}
async function _putPrivateAccessVnetDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* privateAccessDeserializer */.RoN)(result.body);
}
/** Description for Sets data around private site access enablement and authorized Virtual Networks that can access the site. */
async function putPrivateAccessVnet(context, resourceGroupName, name, access, options = { requestOptions: {} }) {
    const result = await _putPrivateAccessVnetSend(context, resourceGroupName, name, access, options);
    return _putPrivateAccessVnetDeserialize(result);
}
function _getPrivateAccessSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/privateAccess/virtualNetworks{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getPrivateAccessDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* privateAccessDeserializer */.RoN)(result.body);
}
/** Description for Gets data around private site access enablement and authorized Virtual Networks that can access the site. */
async function getPrivateAccess(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _getPrivateAccessSend(context, resourceGroupName, name, options);
    return _getPrivateAccessDeserialize(result);
}
function _deletePremierAddOnSlotSend(context, resourceGroupName, name, premierAddOnName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/premieraddons/{premierAddOnName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        premierAddOnName: premierAddOnName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deletePremierAddOnSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Delete a premier add-on from an app. */
async function deletePremierAddOnSlot(context, resourceGroupName, name, premierAddOnName, slot, options = { requestOptions: {} }) {
    const result = await _deletePremierAddOnSlotSend(context, resourceGroupName, name, premierAddOnName, slot, options);
    return _deletePremierAddOnSlotDeserialize(result);
}
function _updatePremierAddOnSlotSend(context, resourceGroupName, name, premierAddOnName, slot, premierAddOn, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/premieraddons/{premierAddOnName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        premierAddOnName: premierAddOnName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).patch({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* premierAddOnPatchResourceSerializer */.T0B)(premierAddOn),
    });
}
async function _updatePremierAddOnSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* premierAddOnDeserializer */.gvu)(result.body);
}
/** Description for Updates a named add-on of an app. */
async function updatePremierAddOnSlot(context, resourceGroupName, name, premierAddOnName, slot, premierAddOn, options = { requestOptions: {} }) {
    const result = await _updatePremierAddOnSlotSend(context, resourceGroupName, name, premierAddOnName, slot, premierAddOn, options);
    return _updatePremierAddOnSlotDeserialize(result);
}
function _addPremierAddOnSlotSend(context, resourceGroupName, name, premierAddOnName, slot, premierAddOn, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/premieraddons/{premierAddOnName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        premierAddOnName: premierAddOnName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* premierAddOnSerializer */.ddM)(premierAddOn),
    });
}
async function _addPremierAddOnSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* premierAddOnDeserializer */.gvu)(result.body);
}
/** Description for Updates a named add-on of an app. */
async function addPremierAddOnSlot(context, resourceGroupName, name, premierAddOnName, slot, premierAddOn, options = { requestOptions: {} }) {
    const result = await _addPremierAddOnSlotSend(context, resourceGroupName, name, premierAddOnName, slot, premierAddOn, options);
    return _addPremierAddOnSlotDeserialize(result);
}
function _getPremierAddOnSlotSend(context, resourceGroupName, name, premierAddOnName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/premieraddons/{premierAddOnName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        premierAddOnName: premierAddOnName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getPremierAddOnSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* premierAddOnDeserializer */.gvu)(result.body);
}
/** Description for Gets a named add-on of an app. */
async function getPremierAddOnSlot(context, resourceGroupName, name, premierAddOnName, slot, options = { requestOptions: {} }) {
    const result = await _getPremierAddOnSlotSend(context, resourceGroupName, name, premierAddOnName, slot, options);
    return _getPremierAddOnSlotDeserialize(result);
}
function _deletePremierAddOnSend(context, resourceGroupName, name, premierAddOnName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/premieraddons/{premierAddOnName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        premierAddOnName: premierAddOnName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deletePremierAddOnDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Delete a premier add-on from an app. */
async function deletePremierAddOn(context, resourceGroupName, name, premierAddOnName, options = { requestOptions: {} }) {
    const result = await _deletePremierAddOnSend(context, resourceGroupName, name, premierAddOnName, options);
    return _deletePremierAddOnDeserialize(result);
}
function _updatePremierAddOnSend(context, resourceGroupName, name, premierAddOnName, premierAddOn, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/premieraddons/{premierAddOnName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        premierAddOnName: premierAddOnName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).patch({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* premierAddOnPatchResourceSerializer */.T0B)(premierAddOn),
    });
}
async function _updatePremierAddOnDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* premierAddOnDeserializer */.gvu)(result.body);
}
/** Description for Updates a named add-on of an app. */
async function updatePremierAddOn(context, resourceGroupName, name, premierAddOnName, premierAddOn, options = { requestOptions: {} }) {
    const result = await _updatePremierAddOnSend(context, resourceGroupName, name, premierAddOnName, premierAddOn, options);
    return _updatePremierAddOnDeserialize(result);
}
function _addPremierAddOnSend(context, resourceGroupName, name, premierAddOnName, premierAddOn, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/premieraddons/{premierAddOnName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        premierAddOnName: premierAddOnName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* premierAddOnSerializer */.ddM)(premierAddOn),
    });
}
async function _addPremierAddOnDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* premierAddOnDeserializer */.gvu)(result.body);
}
/** Description for Updates a named add-on of an app. */
async function addPremierAddOn(context, resourceGroupName, name, premierAddOnName, premierAddOn, options = { requestOptions: {} }) {
    const result = await _addPremierAddOnSend(context, resourceGroupName, name, premierAddOnName, premierAddOn, options);
    return _addPremierAddOnDeserialize(result);
}
function _getPremierAddOnSend(context, resourceGroupName, name, premierAddOnName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/premieraddons/{premierAddOnName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        premierAddOnName: premierAddOnName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getPremierAddOnDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* premierAddOnDeserializer */.gvu)(result.body);
}
/** Description for Gets a named add-on of an app. */
async function getPremierAddOn(context, resourceGroupName, name, premierAddOnName, options = { requestOptions: {} }) {
    const result = await _getPremierAddOnSend(context, resourceGroupName, name, premierAddOnName, options);
    return _getPremierAddOnDeserialize(result);
}
function _listNetworkFeaturesSlotSend(context, resourceGroupName, name, view, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/networkFeatures/{view}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        view: view,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listNetworkFeaturesSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* networkFeaturesDeserializer */.da7)(result.body);
}
/** Description for Gets all network features used by the app (or deployment slot, if specified). */
async function listNetworkFeaturesSlot(context, resourceGroupName, name, view, slot, options = { requestOptions: {} }) {
    const result = await _listNetworkFeaturesSlotSend(context, resourceGroupName, name, view, slot, options);
    return _listNetworkFeaturesSlotDeserialize(result);
}
function _listNetworkFeaturesSend(context, resourceGroupName, name, view, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/networkFeatures/{view}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        view: view,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listNetworkFeaturesDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* networkFeaturesDeserializer */.da7)(result.body);
}
/** Description for Gets all network features used by the app (or deployment slot, if specified). */
async function listNetworkFeatures(context, resourceGroupName, name, view, options = { requestOptions: {} }) {
    const result = await _listNetworkFeaturesSend(context, resourceGroupName, name, view, options);
    return _listNetworkFeaturesDeserialize(result);
}
function _deleteSwiftVirtualNetworkSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/networkConfig/virtualNetwork{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteSwiftVirtualNetworkSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Deletes a Swift Virtual Network connection from an app (or deployment slot). */
async function deleteSwiftVirtualNetworkSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _deleteSwiftVirtualNetworkSlotSend(context, resourceGroupName, name, slot, options);
    return _deleteSwiftVirtualNetworkSlotDeserialize(result);
}
function _updateSwiftVirtualNetworkConnectionWithCheckSlotSend(context, resourceGroupName, name, slot, connectionEnvelope, options = {
    requestOptions: {},
}) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/networkConfig/virtualNetwork{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).patch({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* swiftVirtualNetworkSerializer */.zMI)(connectionEnvelope),
    });
}
async function _updateSwiftVirtualNetworkConnectionWithCheckSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* swiftVirtualNetworkDeserializer */.Ow)(result.body);
}
/**
 * Description for Integrates this Web App with a Virtual Network. This requires that 1) "swiftSupported" is true when doing a GET against this resource, and 2) that the target Subnet has already been delegated, and is not
 * in use by another App Service Plan other than the one this App is in.
 */
async function updateSwiftVirtualNetworkConnectionWithCheckSlot(context, resourceGroupName, name, slot, connectionEnvelope, options = {
    requestOptions: {},
}) {
    const result = await _updateSwiftVirtualNetworkConnectionWithCheckSlotSend(context, resourceGroupName, name, slot, connectionEnvelope, options);
    return _updateSwiftVirtualNetworkConnectionWithCheckSlotDeserialize(result);
}
function _createOrUpdateSwiftVirtualNetworkConnectionWithCheckSlotSend(context, resourceGroupName, name, slot, connectionEnvelope, options = {
    requestOptions: {},
}) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/networkConfig/virtualNetwork{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* swiftVirtualNetworkSerializer */.zMI)(connectionEnvelope),
    });
}
async function _createOrUpdateSwiftVirtualNetworkConnectionWithCheckSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* swiftVirtualNetworkDeserializer */.Ow)(result.body);
}
/**
 * Description for Integrates this Web App with a Virtual Network. This requires that 1) "swiftSupported" is true when doing a GET against this resource, and 2) that the target Subnet has already been delegated, and is not
 * in use by another App Service Plan other than the one this App is in.
 */
async function createOrUpdateSwiftVirtualNetworkConnectionWithCheckSlot(context, resourceGroupName, name, slot, connectionEnvelope, options = {
    requestOptions: {},
}) {
    const result = await _createOrUpdateSwiftVirtualNetworkConnectionWithCheckSlotSend(context, resourceGroupName, name, slot, connectionEnvelope, options);
    return _createOrUpdateSwiftVirtualNetworkConnectionWithCheckSlotDeserialize(result);
}
function _getSwiftVirtualNetworkConnectionSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/networkConfig/virtualNetwork{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getSwiftVirtualNetworkConnectionSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* swiftVirtualNetworkDeserializer */.Ow)(result.body);
}
/** Description for Gets a Swift Virtual Network connection. */
async function getSwiftVirtualNetworkConnectionSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _getSwiftVirtualNetworkConnectionSlotSend(context, resourceGroupName, name, slot, options);
    return _getSwiftVirtualNetworkConnectionSlotDeserialize(result);
}
function _deleteSwiftVirtualNetworkSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/networkConfig/virtualNetwork{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteSwiftVirtualNetworkDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Deletes a Swift Virtual Network connection from an app (or deployment slot). */
async function deleteSwiftVirtualNetwork(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _deleteSwiftVirtualNetworkSend(context, resourceGroupName, name, options);
    return _deleteSwiftVirtualNetworkDeserialize(result);
}
function _updateSwiftVirtualNetworkConnectionWithCheckSend(context, resourceGroupName, name, connectionEnvelope, options = {
    requestOptions: {},
}) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/networkConfig/virtualNetwork{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).patch({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* swiftVirtualNetworkSerializer */.zMI)(connectionEnvelope),
    });
}
async function _updateSwiftVirtualNetworkConnectionWithCheckDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* swiftVirtualNetworkDeserializer */.Ow)(result.body);
}
/**
 * Description for Integrates this Web App with a Virtual Network. This requires that 1) "swiftSupported" is true when doing a GET against this resource, and 2) that the target Subnet has already been delegated, and is not
 * in use by another App Service Plan other than the one this App is in.
 */
async function updateSwiftVirtualNetworkConnectionWithCheck(context, resourceGroupName, name, connectionEnvelope, options = {
    requestOptions: {},
}) {
    const result = await _updateSwiftVirtualNetworkConnectionWithCheckSend(context, resourceGroupName, name, connectionEnvelope, options);
    return _updateSwiftVirtualNetworkConnectionWithCheckDeserialize(result);
}
function _createOrUpdateSwiftVirtualNetworkConnectionWithCheckSend(context, resourceGroupName, name, connectionEnvelope, options = {
    requestOptions: {},
}) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/networkConfig/virtualNetwork{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* swiftVirtualNetworkSerializer */.zMI)(connectionEnvelope),
    });
}
async function _createOrUpdateSwiftVirtualNetworkConnectionWithCheckDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* swiftVirtualNetworkDeserializer */.Ow)(result.body);
}
/**
 * Description for Integrates this Web App with a Virtual Network. This requires that 1) "swiftSupported" is true when doing a GET against this resource, and 2) that the target Subnet has already been delegated, and is not
 * in use by another App Service Plan other than the one this App is in.
 */
async function createOrUpdateSwiftVirtualNetworkConnectionWithCheck(context, resourceGroupName, name, connectionEnvelope, options = {
    requestOptions: {},
}) {
    const result = await _createOrUpdateSwiftVirtualNetworkConnectionWithCheckSend(context, resourceGroupName, name, connectionEnvelope, options);
    return _createOrUpdateSwiftVirtualNetworkConnectionWithCheckDeserialize(result);
}
function _getSwiftVirtualNetworkConnectionSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/networkConfig/virtualNetwork{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getSwiftVirtualNetworkConnectionDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* swiftVirtualNetworkDeserializer */.Ow)(result.body);
}
/** Description for Gets a Swift Virtual Network connection. */
async function getSwiftVirtualNetworkConnection(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _getSwiftVirtualNetworkConnectionSend(context, resourceGroupName, name, options);
    return _getSwiftVirtualNetworkConnectionDeserialize(result);
}
function _getMigrateMySqlStatusSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/migratemysql/status{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getMigrateMySqlStatusSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* migrateMySqlStatusDeserializer */.$FK)(result.body);
}
/** Description for Returns the status of MySql in app migration, if one is active, and whether or not MySql in app is enabled */
async function getMigrateMySqlStatusSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _getMigrateMySqlStatusSlotSend(context, resourceGroupName, name, slot, options);
    return _getMigrateMySqlStatusSlotDeserialize(result);
}
function _getMigrateMySqlStatusSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/migratemysql/status{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getMigrateMySqlStatusDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* migrateMySqlStatusDeserializer */.$FK)(result.body);
}
/** Description for Returns the status of MySql in app migration, if one is active, and whether or not MySql in app is enabled */
async function getMigrateMySqlStatus(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _getMigrateMySqlStatusSend(context, resourceGroupName, name, options);
    return _getMigrateMySqlStatusDeserialize(result);
}
function _listProcessModulesSlotSend(context, resourceGroupName, name, processId, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/processes/{processId}/modules{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        processId: processId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listProcessModulesSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _processModuleInfoCollectionDeserializer */.kVh)(result.body);
}
/** Description for List module information for a process by its ID for a specific scaled-out instance in a web site. */
function listProcessModulesSlot(context, resourceGroupName, name, processId, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listProcessModulesSlotSend(context, resourceGroupName, name, processId, slot, options), _listProcessModulesSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getProcessModuleSlotSend(context, resourceGroupName, name, processId, baseAddress, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/processes/{processId}/modules/{baseAddress}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        processId: processId,
        baseAddress: baseAddress,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getProcessModuleSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* processModuleInfoDeserializer */.j5n)(result.body);
}
/** Description for Get process information by its ID for a specific scaled-out instance in a web site. */
async function getProcessModuleSlot(context, resourceGroupName, name, processId, baseAddress, slot, options = { requestOptions: {} }) {
    const result = await _getProcessModuleSlotSend(context, resourceGroupName, name, processId, baseAddress, slot, options);
    return _getProcessModuleSlotDeserialize(result);
}
function _listInstanceProcessModulesSlotSend(context, resourceGroupName, name, processId, slot, instanceId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/instances/{instanceId}/processes/{processId}/modules{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        instanceId: instanceId,
        processId: processId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listInstanceProcessModulesSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _processModuleInfoCollectionDeserializer */.kVh)(result.body);
}
/** Description for List module information for a process by its ID for a specific scaled-out instance in a web site. */
function listInstanceProcessModulesSlot(context, resourceGroupName, name, processId, slot, instanceId, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listInstanceProcessModulesSlotSend(context, resourceGroupName, name, processId, slot, instanceId, options), _listInstanceProcessModulesSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getInstanceProcessModuleSlotSend(context, resourceGroupName, name, processId, baseAddress, slot, instanceId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/instances/{instanceId}/processes/{processId}/modules/{baseAddress}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        instanceId: instanceId,
        processId: processId,
        baseAddress: baseAddress,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getInstanceProcessModuleSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* processModuleInfoDeserializer */.j5n)(result.body);
}
/** Description for Get process information by its ID for a specific scaled-out instance in a web site. */
async function getInstanceProcessModuleSlot(context, resourceGroupName, name, processId, baseAddress, slot, instanceId, options = { requestOptions: {} }) {
    const result = await _getInstanceProcessModuleSlotSend(context, resourceGroupName, name, processId, baseAddress, slot, instanceId, options);
    return _getInstanceProcessModuleSlotDeserialize(result);
}
function _listProcessModulesSend(context, resourceGroupName, name, processId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/processes/{processId}/modules{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        processId: processId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listProcessModulesDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _processModuleInfoCollectionDeserializer */.kVh)(result.body);
}
/** Description for List module information for a process by its ID for a specific scaled-out instance in a web site. */
function listProcessModules(context, resourceGroupName, name, processId, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listProcessModulesSend(context, resourceGroupName, name, processId, options), _listProcessModulesDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getProcessModuleSend(context, resourceGroupName, name, processId, baseAddress, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/processes/{processId}/modules/{baseAddress}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        processId: processId,
        baseAddress: baseAddress,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getProcessModuleDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* processModuleInfoDeserializer */.j5n)(result.body);
}
/** Description for Get process information by its ID for a specific scaled-out instance in a web site. */
async function getProcessModule(context, resourceGroupName, name, processId, baseAddress, options = { requestOptions: {} }) {
    const result = await _getProcessModuleSend(context, resourceGroupName, name, processId, baseAddress, options);
    return _getProcessModuleDeserialize(result);
}
function _listInstanceProcessModulesSend(context, resourceGroupName, name, processId, instanceId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/instances/{instanceId}/processes/{processId}/modules{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        instanceId: instanceId,
        processId: processId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listInstanceProcessModulesDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _processModuleInfoCollectionDeserializer */.kVh)(result.body);
}
/** Description for List module information for a process by its ID for a specific scaled-out instance in a web site. */
function listInstanceProcessModules(context, resourceGroupName, name, processId, instanceId, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listInstanceProcessModulesSend(context, resourceGroupName, name, processId, instanceId, options), _listInstanceProcessModulesDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getInstanceProcessModuleSend(context, resourceGroupName, name, processId, baseAddress, instanceId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/instances/{instanceId}/processes/{processId}/modules/{baseAddress}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        instanceId: instanceId,
        processId: processId,
        baseAddress: baseAddress,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getInstanceProcessModuleDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* processModuleInfoDeserializer */.j5n)(result.body);
}
/** Description for Get process information by its ID for a specific scaled-out instance in a web site. */
async function getInstanceProcessModule(context, resourceGroupName, name, processId, baseAddress, instanceId, options = { requestOptions: {} }) {
    const result = await _getInstanceProcessModuleSend(context, resourceGroupName, name, processId, baseAddress, instanceId, options);
    return _getInstanceProcessModuleDeserialize(result);
}
function _listProcessThreadsSlotSend(context, resourceGroupName, name, processId, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/processes/{processId}/threads{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        processId: processId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listProcessThreadsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _processThreadInfoCollectionDeserializer */.ec_)(result.body);
}
/** Description for List the threads in a process by its ID for a specific scaled-out instance in a web site. */
function listProcessThreadsSlot(context, resourceGroupName, name, processId, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listProcessThreadsSlotSend(context, resourceGroupName, name, processId, slot, options), _listProcessThreadsSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getProcessDumpSlotSend(context, resourceGroupName, name, processId, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/processes/{processId}/dump{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        processId: processId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "*/*", ...options.requestOptions?.headers },
    });
}
async function _getProcessDumpSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return { blobBody: result.blobBody, readableStreamBody: result.readableStreamBody };
}
/** Description for Get a memory dump of a process by its ID for a specific scaled-out instance in a web site. */
async function getProcessDumpSlot(context, resourceGroupName, name, processId, slot, options = { requestOptions: {} }) {
    const streamableMethod = _getProcessDumpSlotSend(context, resourceGroupName, name, processId, slot, options);
    const result = await getBinaryStreamResponse(streamableMethod);
    return _getProcessDumpSlotDeserialize(result);
}
function _listProcessesSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/processes{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listProcessesSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _processInfoCollectionDeserializer */.KwC)(result.body);
}
/** Description for Get list of processes for a web site, or a deployment slot, or for a specific scaled-out instance in a web site. */
function listProcessesSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listProcessesSlotSend(context, resourceGroupName, name, slot, options), _listProcessesSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deleteProcessSlotSend(context, resourceGroupName, name, processId, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/processes/{processId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        processId: processId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteProcessSlotDeserialize(result) {
    const expectedStatuses = ["204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Terminate a process by its ID for a web site, or a deployment slot, or specific scaled-out instance in a web site. */
async function deleteProcessSlot(context, resourceGroupName, name, processId, slot, options = { requestOptions: {} }) {
    const result = await _deleteProcessSlotSend(context, resourceGroupName, name, processId, slot, options);
    return _deleteProcessSlotDeserialize(result);
}
function _getProcessSlotSend(context, resourceGroupName, name, processId, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/processes/{processId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        processId: processId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getProcessSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* processInfoDeserializer */.Ze_)(result.body);
}
/** Description for Get process information by its ID for a specific scaled-out instance in a web site. */
async function getProcessSlot(context, resourceGroupName, name, processId, slot, options = { requestOptions: {} }) {
    const result = await _getProcessSlotSend(context, resourceGroupName, name, processId, slot, options);
    return _getProcessSlotDeserialize(result);
}
function _listInstanceProcessThreadsSlotSend(context, resourceGroupName, name, processId, slot, instanceId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/instances/{instanceId}/processes/{processId}/threads{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        instanceId: instanceId,
        processId: processId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listInstanceProcessThreadsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _processThreadInfoCollectionDeserializer */.ec_)(result.body);
}
/** Description for List the threads in a process by its ID for a specific scaled-out instance in a web site. */
function listInstanceProcessThreadsSlot(context, resourceGroupName, name, processId, slot, instanceId, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listInstanceProcessThreadsSlotSend(context, resourceGroupName, name, processId, slot, instanceId, options), _listInstanceProcessThreadsSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getInstanceProcessDumpSlotSend(context, resourceGroupName, name, processId, slot, instanceId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/instances/{instanceId}/processes/{processId}/dump{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        instanceId: instanceId,
        processId: processId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "*/*", ...options.requestOptions?.headers },
    });
}
async function _getInstanceProcessDumpSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return { blobBody: result.blobBody, readableStreamBody: result.readableStreamBody };
}
/** Description for Get a memory dump of a process by its ID for a specific scaled-out instance in a web site. */
async function getInstanceProcessDumpSlot(context, resourceGroupName, name, processId, slot, instanceId, options = { requestOptions: {} }) {
    const streamableMethod = _getInstanceProcessDumpSlotSend(context, resourceGroupName, name, processId, slot, instanceId, options);
    const result = await getBinaryStreamResponse(streamableMethod);
    return _getInstanceProcessDumpSlotDeserialize(result);
}
function _listInstanceProcessesSlotSend(context, resourceGroupName, name, slot, instanceId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/instances/{instanceId}/processes{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        instanceId: instanceId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listInstanceProcessesSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _processInfoCollectionDeserializer */.KwC)(result.body);
}
/** Description for Get list of processes for a web site, or a deployment slot, or for a specific scaled-out instance in a web site. */
function listInstanceProcessesSlot(context, resourceGroupName, name, slot, instanceId, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listInstanceProcessesSlotSend(context, resourceGroupName, name, slot, instanceId, options), _listInstanceProcessesSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deleteInstanceProcessSlotSend(context, resourceGroupName, name, processId, slot, instanceId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/instances/{instanceId}/processes/{processId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        instanceId: instanceId,
        processId: processId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteInstanceProcessSlotDeserialize(result) {
    const expectedStatuses = ["204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Terminate a process by its ID for a web site, or a deployment slot, or specific scaled-out instance in a web site. */
async function deleteInstanceProcessSlot(context, resourceGroupName, name, processId, slot, instanceId, options = { requestOptions: {} }) {
    const result = await _deleteInstanceProcessSlotSend(context, resourceGroupName, name, processId, slot, instanceId, options);
    return _deleteInstanceProcessSlotDeserialize(result);
}
function _getInstanceProcessSlotSend(context, resourceGroupName, name, processId, slot, instanceId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/instances/{instanceId}/processes/{processId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        instanceId: instanceId,
        processId: processId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getInstanceProcessSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* processInfoDeserializer */.Ze_)(result.body);
}
/** Description for Get process information by its ID for a specific scaled-out instance in a web site. */
async function getInstanceProcessSlot(context, resourceGroupName, name, processId, slot, instanceId, options = { requestOptions: {} }) {
    const result = await _getInstanceProcessSlotSend(context, resourceGroupName, name, processId, slot, instanceId, options);
    return _getInstanceProcessSlotDeserialize(result);
}
function _listProcessThreadsSend(context, resourceGroupName, name, processId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/processes/{processId}/threads{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        processId: processId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listProcessThreadsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _processThreadInfoCollectionDeserializer */.ec_)(result.body);
}
/** Description for List the threads in a process by its ID for a specific scaled-out instance in a web site. */
function listProcessThreads(context, resourceGroupName, name, processId, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listProcessThreadsSend(context, resourceGroupName, name, processId, options), _listProcessThreadsDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getProcessDumpSend(context, resourceGroupName, name, processId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/processes/{processId}/dump{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        processId: processId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "*/*", ...options.requestOptions?.headers },
    });
}
async function _getProcessDumpDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return { blobBody: result.blobBody, readableStreamBody: result.readableStreamBody };
}
/** Description for Get a memory dump of a process by its ID for a specific scaled-out instance in a web site. */
async function getProcessDump(context, resourceGroupName, name, processId, options = { requestOptions: {} }) {
    const streamableMethod = _getProcessDumpSend(context, resourceGroupName, name, processId, options);
    const result = await getBinaryStreamResponse(streamableMethod);
    return _getProcessDumpDeserialize(result);
}
function _listProcessesSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/processes{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listProcessesDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _processInfoCollectionDeserializer */.KwC)(result.body);
}
/** Description for Get list of processes for a web site, or a deployment slot, or for a specific scaled-out instance in a web site. */
function listProcesses(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listProcessesSend(context, resourceGroupName, name, options), _listProcessesDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deleteProcessSend(context, resourceGroupName, name, processId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/processes/{processId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        processId: processId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteProcessDeserialize(result) {
    const expectedStatuses = ["204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Terminate a process by its ID for a web site, or a deployment slot, or specific scaled-out instance in a web site. */
async function deleteProcess(context, resourceGroupName, name, processId, options = { requestOptions: {} }) {
    const result = await _deleteProcessSend(context, resourceGroupName, name, processId, options);
    return _deleteProcessDeserialize(result);
}
function _getProcessSend(context, resourceGroupName, name, processId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/processes/{processId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        processId: processId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getProcessDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* processInfoDeserializer */.Ze_)(result.body);
}
/** Description for Get process information by its ID for a specific scaled-out instance in a web site. */
async function getProcess(context, resourceGroupName, name, processId, options = { requestOptions: {} }) {
    const result = await _getProcessSend(context, resourceGroupName, name, processId, options);
    return _getProcessDeserialize(result);
}
function _listInstanceProcessThreadsSend(context, resourceGroupName, name, processId, instanceId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/instances/{instanceId}/processes/{processId}/threads{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        instanceId: instanceId,
        processId: processId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listInstanceProcessThreadsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _processThreadInfoCollectionDeserializer */.ec_)(result.body);
}
/** Description for List the threads in a process by its ID for a specific scaled-out instance in a web site. */
function listInstanceProcessThreads(context, resourceGroupName, name, processId, instanceId, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listInstanceProcessThreadsSend(context, resourceGroupName, name, processId, instanceId, options), _listInstanceProcessThreadsDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getInstanceProcessDumpSend(context, resourceGroupName, name, processId, instanceId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/instances/{instanceId}/processes/{processId}/dump{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        instanceId: instanceId,
        processId: processId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "*/*", ...options.requestOptions?.headers },
    });
}
async function _getInstanceProcessDumpDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return { blobBody: result.blobBody, readableStreamBody: result.readableStreamBody };
}
/** Description for Get a memory dump of a process by its ID for a specific scaled-out instance in a web site. */
async function getInstanceProcessDump(context, resourceGroupName, name, processId, instanceId, options = { requestOptions: {} }) {
    const streamableMethod = _getInstanceProcessDumpSend(context, resourceGroupName, name, processId, instanceId, options);
    const result = await getBinaryStreamResponse(streamableMethod);
    return _getInstanceProcessDumpDeserialize(result);
}
function _listInstanceProcessesSend(context, resourceGroupName, name, instanceId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/instances/{instanceId}/processes{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        instanceId: instanceId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listInstanceProcessesDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _processInfoCollectionDeserializer */.KwC)(result.body);
}
/** Description for Get list of processes for a web site, or a deployment slot, or for a specific scaled-out instance in a web site. */
function listInstanceProcesses(context, resourceGroupName, name, instanceId, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listInstanceProcessesSend(context, resourceGroupName, name, instanceId, options), _listInstanceProcessesDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deleteInstanceProcessSend(context, resourceGroupName, name, processId, instanceId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/instances/{instanceId}/processes/{processId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        instanceId: instanceId,
        processId: processId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteInstanceProcessDeserialize(result) {
    const expectedStatuses = ["204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Terminate a process by its ID for a web site, or a deployment slot, or specific scaled-out instance in a web site. */
async function deleteInstanceProcess(context, resourceGroupName, name, processId, instanceId, options = { requestOptions: {} }) {
    const result = await _deleteInstanceProcessSend(context, resourceGroupName, name, processId, instanceId, options);
    return _deleteInstanceProcessDeserialize(result);
}
function _getInstanceProcessSend(context, resourceGroupName, name, processId, instanceId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/instances/{instanceId}/processes/{processId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        instanceId: instanceId,
        processId: processId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getInstanceProcessDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* processInfoDeserializer */.Ze_)(result.body);
}
/** Description for Get process information by its ID for a specific scaled-out instance in a web site. */
async function getInstanceProcess(context, resourceGroupName, name, processId, instanceId, options = { requestOptions: {} }) {
    const result = await _getInstanceProcessSend(context, resourceGroupName, name, processId, instanceId, options);
    return _getInstanceProcessDeserialize(result);
}
function _listInstanceIdentifiersSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/instances{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listInstanceIdentifiersSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _webAppInstanceStatusCollectionDeserializer */.$zK)(result.body);
}
/** Description for Gets all scale-out instances of an app. */
function listInstanceIdentifiersSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listInstanceIdentifiersSlotSend(context, resourceGroupName, name, slot, options), _listInstanceIdentifiersSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getInstanceInfoSlotSend(context, resourceGroupName, name, instanceId, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/instances/{instanceId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        instanceId: instanceId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getInstanceInfoSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* webSiteInstanceStatusDeserializer */.IDc)(result.body);
}
/** Description for Gets all scale-out instances of an app. */
async function getInstanceInfoSlot(context, resourceGroupName, name, instanceId, slot, options = { requestOptions: {} }) {
    const result = await _getInstanceInfoSlotSend(context, resourceGroupName, name, instanceId, slot, options);
    return _getInstanceInfoSlotDeserialize(result);
}
function _listInstanceIdentifiersSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/instances{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listInstanceIdentifiersDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _webAppInstanceStatusCollectionDeserializer */.$zK)(result.body);
}
/** Description for Gets all scale-out instances of an app. */
function listInstanceIdentifiers(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listInstanceIdentifiersSend(context, resourceGroupName, name, options), _listInstanceIdentifiersDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getInstanceInfoSend(context, resourceGroupName, name, instanceId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/instances/{instanceId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        instanceId: instanceId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getInstanceInfoDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* webSiteInstanceStatusDeserializer */.IDc)(result.body);
}
/** Description for Gets all scale-out instances of an app. */
async function getInstanceInfo(context, resourceGroupName, name, instanceId, options = { requestOptions: {} }) {
    const result = await _getInstanceInfoSend(context, resourceGroupName, name, instanceId, options);
    return _getInstanceInfoDeserialize(result);
}
function _deleteRelayServiceConnectionSlotSend(context, resourceGroupName, name, entityName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/hybridconnection/{entityName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        entityName: entityName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteRelayServiceConnectionSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Deletes a relay service connection by its name. */
async function deleteRelayServiceConnectionSlot(context, resourceGroupName, name, entityName, slot, options = { requestOptions: {} }) {
    const result = await _deleteRelayServiceConnectionSlotSend(context, resourceGroupName, name, entityName, slot, options);
    return _deleteRelayServiceConnectionSlotDeserialize(result);
}
function _updateRelayServiceConnectionSlotSend(context, resourceGroupName, name, entityName, slot, connectionEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/hybridconnection/{entityName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        entityName: entityName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).patch({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* relayServiceConnectionEntitySerializer */.MMO)(connectionEnvelope),
    });
}
async function _updateRelayServiceConnectionSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* relayServiceConnectionEntityDeserializer */.T5Z)(result.body);
}
/** Description for Creates a new hybrid connection configuration (PUT), or updates an existing one (PATCH). */
async function updateRelayServiceConnectionSlot(context, resourceGroupName, name, entityName, slot, connectionEnvelope, options = { requestOptions: {} }) {
    const result = await _updateRelayServiceConnectionSlotSend(context, resourceGroupName, name, entityName, slot, connectionEnvelope, options);
    return _updateRelayServiceConnectionSlotDeserialize(result);
}
function _createOrUpdateRelayServiceConnectionSlotSend(context, resourceGroupName, name, entityName, slot, connectionEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/hybridconnection/{entityName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        entityName: entityName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* relayServiceConnectionEntitySerializer */.MMO)(connectionEnvelope),
    });
}
async function _createOrUpdateRelayServiceConnectionSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* relayServiceConnectionEntityDeserializer */.T5Z)(result.body);
}
/** Description for Creates a new hybrid connection configuration (PUT), or updates an existing one (PATCH). */
async function createOrUpdateRelayServiceConnectionSlot(context, resourceGroupName, name, entityName, slot, connectionEnvelope, options = { requestOptions: {} }) {
    const result = await _createOrUpdateRelayServiceConnectionSlotSend(context, resourceGroupName, name, entityName, slot, connectionEnvelope, options);
    return _createOrUpdateRelayServiceConnectionSlotDeserialize(result);
}
function _getRelayServiceConnectionSlotSend(context, resourceGroupName, name, entityName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/hybridconnection/{entityName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        entityName: entityName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getRelayServiceConnectionSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* relayServiceConnectionEntityDeserializer */.T5Z)(result.body);
}
/** Description for Gets a hybrid connection configuration by its name. */
async function getRelayServiceConnectionSlot(context, resourceGroupName, name, entityName, slot, options = { requestOptions: {} }) {
    const result = await _getRelayServiceConnectionSlotSend(context, resourceGroupName, name, entityName, slot, options);
    return _getRelayServiceConnectionSlotDeserialize(result);
}
function _deleteRelayServiceConnectionSend(context, resourceGroupName, name, entityName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/hybridconnection/{entityName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        entityName: entityName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteRelayServiceConnectionDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Deletes a relay service connection by its name. */
async function deleteRelayServiceConnection(context, resourceGroupName, name, entityName, options = { requestOptions: {} }) {
    const result = await _deleteRelayServiceConnectionSend(context, resourceGroupName, name, entityName, options);
    return _deleteRelayServiceConnectionDeserialize(result);
}
function _updateRelayServiceConnectionSend(context, resourceGroupName, name, entityName, connectionEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/hybridconnection/{entityName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        entityName: entityName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).patch({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* relayServiceConnectionEntitySerializer */.MMO)(connectionEnvelope),
    });
}
async function _updateRelayServiceConnectionDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* relayServiceConnectionEntityDeserializer */.T5Z)(result.body);
}
/** Description for Creates a new hybrid connection configuration (PUT), or updates an existing one (PATCH). */
async function updateRelayServiceConnection(context, resourceGroupName, name, entityName, connectionEnvelope, options = { requestOptions: {} }) {
    const result = await _updateRelayServiceConnectionSend(context, resourceGroupName, name, entityName, connectionEnvelope, options);
    return _updateRelayServiceConnectionDeserialize(result);
}
function _createOrUpdateRelayServiceConnectionSend(context, resourceGroupName, name, entityName, connectionEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/hybridconnection/{entityName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        entityName: entityName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* relayServiceConnectionEntitySerializer */.MMO)(connectionEnvelope),
    });
}
async function _createOrUpdateRelayServiceConnectionDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* relayServiceConnectionEntityDeserializer */.T5Z)(result.body);
}
/** Description for Creates a new hybrid connection configuration (PUT), or updates an existing one (PATCH). */
async function createOrUpdateRelayServiceConnection(context, resourceGroupName, name, entityName, connectionEnvelope, options = { requestOptions: {} }) {
    const result = await _createOrUpdateRelayServiceConnectionSend(context, resourceGroupName, name, entityName, connectionEnvelope, options);
    return _createOrUpdateRelayServiceConnectionDeserialize(result);
}
function _getRelayServiceConnectionSend(context, resourceGroupName, name, entityName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/hybridconnection/{entityName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        entityName: entityName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getRelayServiceConnectionDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* relayServiceConnectionEntityDeserializer */.T5Z)(result.body);
}
/** Description for Gets a hybrid connection configuration by its name. */
async function getRelayServiceConnection(context, resourceGroupName, name, entityName, options = { requestOptions: {} }) {
    const result = await _getRelayServiceConnectionSend(context, resourceGroupName, name, entityName, options);
    return _getRelayServiceConnectionDeserialize(result);
}
function _listHostNameBindingsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/hostNameBindings{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listHostNameBindingsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _hostNameBindingCollectionDeserializer */.R$V)(result.body);
}
/** Description for Get hostname bindings for an app or a deployment slot. */
function listHostNameBindingsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listHostNameBindingsSlotSend(context, resourceGroupName, name, slot, options), _listHostNameBindingsSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deleteHostNameBindingSlotSend(context, resourceGroupName, name, slot, hostName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/hostNameBindings/{hostName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        hostName: hostName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteHostNameBindingSlotDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Deletes a hostname binding for an app. */
async function deleteHostNameBindingSlot(context, resourceGroupName, name, slot, hostName, options = { requestOptions: {} }) {
    const result = await _deleteHostNameBindingSlotSend(context, resourceGroupName, name, slot, hostName, options);
    return _deleteHostNameBindingSlotDeserialize(result);
}
function _createOrUpdateHostNameBindingSlotSend(context, resourceGroupName, name, hostName, slot, hostNameBinding, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/hostNameBindings/{hostName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        hostName: hostName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* hostNameBindingSerializer */.T9q)(hostNameBinding),
    });
}
async function _createOrUpdateHostNameBindingSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* hostNameBindingDeserializer */.Ya_)(result.body);
}
/** Description for Creates a hostname binding for an app. */
async function createOrUpdateHostNameBindingSlot(context, resourceGroupName, name, hostName, slot, hostNameBinding, options = { requestOptions: {} }) {
    const result = await _createOrUpdateHostNameBindingSlotSend(context, resourceGroupName, name, hostName, slot, hostNameBinding, options);
    return _createOrUpdateHostNameBindingSlotDeserialize(result);
}
function _getHostNameBindingSlotSend(context, resourceGroupName, name, slot, hostName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/hostNameBindings/{hostName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        hostName: hostName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getHostNameBindingSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* hostNameBindingDeserializer */.Ya_)(result.body);
}
/** Description for Get the named hostname binding for an app (or deployment slot, if specified). */
async function getHostNameBindingSlot(context, resourceGroupName, name, slot, hostName, options = { requestOptions: {} }) {
    const result = await _getHostNameBindingSlotSend(context, resourceGroupName, name, slot, hostName, options);
    return _getHostNameBindingSlotDeserialize(result);
}
function _listHostNameBindingsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/hostNameBindings{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listHostNameBindingsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _hostNameBindingCollectionDeserializer */.R$V)(result.body);
}
/** Description for Get hostname bindings for an app or a deployment slot. */
function listHostNameBindings(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listHostNameBindingsSend(context, resourceGroupName, name, options), _listHostNameBindingsDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deleteHostNameBindingSend(context, resourceGroupName, name, hostName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/hostNameBindings/{hostName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        hostName: hostName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteHostNameBindingDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Deletes a hostname binding for an app. */
async function deleteHostNameBinding(context, resourceGroupName, name, hostName, options = { requestOptions: {} }) {
    const result = await _deleteHostNameBindingSend(context, resourceGroupName, name, hostName, options);
    return _deleteHostNameBindingDeserialize(result);
}
function _createOrUpdateHostNameBindingSend(context, resourceGroupName, name, hostName, hostNameBinding, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/hostNameBindings/{hostName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        hostName: hostName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* hostNameBindingSerializer */.T9q)(hostNameBinding),
    });
}
async function _createOrUpdateHostNameBindingDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* hostNameBindingDeserializer */.Ya_)(result.body);
}
/** Description for Creates a hostname binding for an app. */
async function createOrUpdateHostNameBinding(context, resourceGroupName, name, hostName, hostNameBinding, options = { requestOptions: {} }) {
    const result = await _createOrUpdateHostNameBindingSend(context, resourceGroupName, name, hostName, hostNameBinding, options);
    return _createOrUpdateHostNameBindingDeserialize(result);
}
function _getHostNameBindingSend(context, resourceGroupName, name, hostName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/hostNameBindings/{hostName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        hostName: hostName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getHostNameBindingDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* hostNameBindingDeserializer */.Ya_)(result.body);
}
/** Description for Get the named hostname binding for an app (or deployment slot, if specified). */
async function getHostNameBinding(context, resourceGroupName, name, hostName, options = { requestOptions: {} }) {
    const result = await _getHostNameBindingSend(context, resourceGroupName, name, hostName, options);
    return _getHostNameBindingDeserialize(result);
}
function _listFunctionSecretsSlotSend(context, resourceGroupName, name, functionName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/functions/{functionName}/listsecrets{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        functionName: functionName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listFunctionSecretsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* functionSecretsDeserializer */.FU3)(result.body);
}
/** Description for Get function secrets for a function in a web site, or a deployment slot. */
async function listFunctionSecretsSlot(context, resourceGroupName, name, functionName, slot, options = { requestOptions: {} }) {
    const result = await _listFunctionSecretsSlotSend(context, resourceGroupName, name, functionName, slot, options);
    return _listFunctionSecretsSlotDeserialize(result);
}
function _listFunctionKeysSlotSend(context, resourceGroupName, name, functionName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/functions/{functionName}/listkeys{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        functionName: functionName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listFunctionKeysSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* stringDictionaryDeserializer */.p3m)(result.body);
}
/** Description for Get function keys for a function in a web site, or a deployment slot. */
async function listFunctionKeysSlot(context, resourceGroupName, name, functionName, slot, options = { requestOptions: {} }) {
    const result = await _listFunctionKeysSlotSend(context, resourceGroupName, name, functionName, slot, options);
    return _listFunctionKeysSlotDeserialize(result);
}
function _deleteFunctionSecretSlotSend(context, resourceGroupName, name, functionName, keyName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/functions/{functionName}/keys/{keyName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        functionName: functionName,
        keyName: keyName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteFunctionSecretSlotDeserialize(result) {
    const expectedStatuses = ["204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Delete a function secret. */
async function deleteFunctionSecretSlot(context, resourceGroupName, name, functionName, keyName, slot, options = { requestOptions: {} }) {
    const result = await _deleteFunctionSecretSlotSend(context, resourceGroupName, name, functionName, keyName, slot, options);
    return _deleteFunctionSecretSlotDeserialize(result);
}
function _createOrUpdateFunctionSecretSlotSend(context, resourceGroupName, name, functionName, keyName, slot, key, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/functions/{functionName}/keys/{keyName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        functionName: functionName,
        keyName: keyName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* keyInfoSerializer */.cl)(key),
    });
}
async function _createOrUpdateFunctionSecretSlotDeserialize(result) {
    const expectedStatuses = ["200", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* keyInfoDeserializer */.fuS)(result.body);
}
/** Description for Add or update a function secret. */
async function createOrUpdateFunctionSecretSlot(context, resourceGroupName, name, functionName, keyName, slot, key, options = { requestOptions: {} }) {
    const result = await _createOrUpdateFunctionSecretSlotSend(context, resourceGroupName, name, functionName, keyName, slot, key, options);
    return _createOrUpdateFunctionSecretSlotDeserialize(result);
}
function _listInstanceFunctionsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/functions{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listInstanceFunctionsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _functionEnvelopeCollectionDeserializer */.zd)(result.body);
}
/** Description for List the functions for a web site, or a deployment slot. */
function listInstanceFunctionsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listInstanceFunctionsSlotSend(context, resourceGroupName, name, slot, options), _listInstanceFunctionsSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deleteInstanceFunctionSlotSend(context, resourceGroupName, name, functionName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/functions/{functionName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        functionName: functionName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteInstanceFunctionSlotDeserialize(result) {
    const expectedStatuses = ["204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Delete a function for web site, or a deployment slot. */
async function deleteInstanceFunctionSlot(context, resourceGroupName, name, functionName, slot, options = { requestOptions: {} }) {
    const result = await _deleteInstanceFunctionSlotSend(context, resourceGroupName, name, functionName, slot, options);
    return _deleteInstanceFunctionSlotDeserialize(result);
}
function _createInstanceFunctionSlotSend(context, resourceGroupName, name, functionName, slot, functionEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/functions/{functionName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        functionName: functionName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* functionEnvelopeSerializer */.Ny1)(functionEnvelope),
    });
}
async function _createInstanceFunctionSlotDeserialize(result) {
    const expectedStatuses = ["201", "200", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* functionEnvelopeDeserializer */.K3T)(result.body);
}
/** Description for Create function for web site, or a deployment slot. */
function createInstanceFunctionSlot(context, resourceGroupName, name, functionName, slot, functionEnvelope, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _createInstanceFunctionSlotDeserialize, ["201", "200", "202"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _createInstanceFunctionSlotSend(context, resourceGroupName, name, functionName, slot, functionEnvelope, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _getInstanceFunctionSlotSend(context, resourceGroupName, name, functionName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/functions/{functionName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        functionName: functionName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getInstanceFunctionSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* functionEnvelopeDeserializer */.K3T)(result.body);
}
/** Description for Get function information by its ID for web site, or a deployment slot. */
async function getInstanceFunctionSlot(context, resourceGroupName, name, functionName, slot, options = { requestOptions: {} }) {
    const result = await _getInstanceFunctionSlotSend(context, resourceGroupName, name, functionName, slot, options);
    return _getInstanceFunctionSlotDeserialize(result);
}
function _listFunctionSecretsSend(context, resourceGroupName, name, functionName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/functions/{functionName}/listsecrets{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        functionName: functionName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listFunctionSecretsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* functionSecretsDeserializer */.FU3)(result.body);
}
/** Description for Get function secrets for a function in a web site, or a deployment slot. */
async function listFunctionSecrets(context, resourceGroupName, name, functionName, options = { requestOptions: {} }) {
    const result = await _listFunctionSecretsSend(context, resourceGroupName, name, functionName, options);
    return _listFunctionSecretsDeserialize(result);
}
function _listFunctionKeysSend(context, resourceGroupName, name, functionName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/functions/{functionName}/listkeys{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        functionName: functionName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listFunctionKeysDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* stringDictionaryDeserializer */.p3m)(result.body);
}
/** Description for Get function keys for a function in a web site, or a deployment slot. */
async function listFunctionKeys(context, resourceGroupName, name, functionName, options = { requestOptions: {} }) {
    const result = await _listFunctionKeysSend(context, resourceGroupName, name, functionName, options);
    return _listFunctionKeysDeserialize(result);
}
function _deleteFunctionSecretSend(context, resourceGroupName, name, functionName, keyName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/functions/{functionName}/keys/{keyName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        functionName: functionName,
        keyName: keyName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteFunctionSecretDeserialize(result) {
    const expectedStatuses = ["204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Delete a function secret. */
async function deleteFunctionSecret(context, resourceGroupName, name, functionName, keyName, options = { requestOptions: {} }) {
    const result = await _deleteFunctionSecretSend(context, resourceGroupName, name, functionName, keyName, options);
    return _deleteFunctionSecretDeserialize(result);
}
function _createOrUpdateFunctionSecretSend(context, resourceGroupName, name, functionName, keyName, key, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/functions/{functionName}/keys/{keyName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        functionName: functionName,
        keyName: keyName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* keyInfoSerializer */.cl)(key),
    });
}
async function _createOrUpdateFunctionSecretDeserialize(result) {
    const expectedStatuses = ["200", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* keyInfoDeserializer */.fuS)(result.body);
}
/** Description for Add or update a function secret. */
async function createOrUpdateFunctionSecret(context, resourceGroupName, name, functionName, keyName, key, options = { requestOptions: {} }) {
    const result = await _createOrUpdateFunctionSecretSend(context, resourceGroupName, name, functionName, keyName, key, options);
    return _createOrUpdateFunctionSecretDeserialize(result);
}
function _listFunctionsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/functions{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listFunctionsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _functionEnvelopeCollectionDeserializer */.zd)(result.body);
}
/** Description for List the functions for a web site, or a deployment slot. */
function listFunctions(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listFunctionsSend(context, resourceGroupName, name, options), _listFunctionsDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deleteFunctionSend(context, resourceGroupName, name, functionName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/functions/{functionName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        functionName: functionName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteFunctionDeserialize(result) {
    const expectedStatuses = ["204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Delete a function for web site, or a deployment slot. */
async function deleteFunction(context, resourceGroupName, name, functionName, options = { requestOptions: {} }) {
    const result = await _deleteFunctionSend(context, resourceGroupName, name, functionName, options);
    return _deleteFunctionDeserialize(result);
}
function _createFunctionSend(context, resourceGroupName, name, functionName, functionEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/functions/{functionName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        functionName: functionName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* functionEnvelopeSerializer */.Ny1)(functionEnvelope),
    });
}
async function _createFunctionDeserialize(result) {
    const expectedStatuses = ["201", "200", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* functionEnvelopeDeserializer */.K3T)(result.body);
}
/** Description for Create function for web site, or a deployment slot. */
function createFunction(context, resourceGroupName, name, functionName, functionEnvelope, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _createFunctionDeserialize, ["201", "200", "202"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _createFunctionSend(context, resourceGroupName, name, functionName, functionEnvelope, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _getFunctionSend(context, resourceGroupName, name, functionName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/functions/{functionName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        functionName: functionName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getFunctionDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* functionEnvelopeDeserializer */.K3T)(result.body);
}
/** Description for Get function information by its ID for web site, or a deployment slot. */
async function getFunction(context, resourceGroupName, name, functionName, options = { requestOptions: {} }) {
    const result = await _getFunctionSend(context, resourceGroupName, name, functionName, options);
    return _getFunctionDeserialize(result);
}
function _getInstanceMSDeployLogSlotSend(context, resourceGroupName, name, slot, instanceId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/instances/{instanceId}/extensions/MSDeploy/log{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        instanceId: instanceId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getInstanceMSDeployLogSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* msDeployLogDeserializer */.Jh0)(result.body);
}
/** Description for Get the MSDeploy Log for the last MSDeploy operation. */
async function getInstanceMSDeployLogSlot(context, resourceGroupName, name, slot, instanceId, options = { requestOptions: {} }) {
    const result = await _getInstanceMSDeployLogSlotSend(context, resourceGroupName, name, slot, instanceId, options);
    return _getInstanceMSDeployLogSlotDeserialize(result);
}
function _createInstanceMSDeployOperationSlotSend(context, resourceGroupName, name, slot, instanceId, msDeploy, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/instances/{instanceId}/extensions/MSDeploy{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        instanceId: instanceId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* msDeploySerializer */.KPC)(msDeploy),
    });
}
async function _createInstanceMSDeployOperationSlotDeserialize(result) {
    const expectedStatuses = ["201", "200", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* msDeployStatusDeserializer */.fsM)(result.body);
}
/** Description for Invoke the MSDeploy web app extension. */
function createInstanceMSDeployOperationSlot(context, resourceGroupName, name, slot, instanceId, msDeploy, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _createInstanceMSDeployOperationSlotDeserialize, ["201", "200", "202"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _createInstanceMSDeployOperationSlotSend(context, resourceGroupName, name, slot, instanceId, msDeploy, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _getInstanceMsDeployStatusSlotSend(context, resourceGroupName, name, slot, instanceId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/instances/{instanceId}/extensions/MSDeploy{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        instanceId: instanceId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getInstanceMsDeployStatusSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* msDeployStatusDeserializer */.fsM)(result.body);
}
/** Description for Get the status of the last MSDeploy operation. */
async function getInstanceMsDeployStatusSlot(context, resourceGroupName, name, slot, instanceId, options = { requestOptions: {} }) {
    const result = await _getInstanceMsDeployStatusSlotSend(context, resourceGroupName, name, slot, instanceId, options);
    return _getInstanceMsDeployStatusSlotDeserialize(result);
}
function _getMSDeployLogSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/extensions/MSDeploy/log{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getMSDeployLogSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* msDeployLogDeserializer */.Jh0)(result.body);
}
/** Description for Get the MSDeploy Log for the last MSDeploy operation. */
async function getMSDeployLogSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _getMSDeployLogSlotSend(context, resourceGroupName, name, slot, options);
    return _getMSDeployLogSlotDeserialize(result);
}
function _createMSDeployOperationSlotSend(context, resourceGroupName, name, slot, msDeploy, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/extensions/MSDeploy{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* msDeploySerializer */.KPC)(msDeploy),
    });
}
async function _createMSDeployOperationSlotDeserialize(result) {
    const expectedStatuses = ["201", "200", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* msDeployStatusDeserializer */.fsM)(result.body);
}
/** Description for Invoke the MSDeploy web app extension. */
function createMSDeployOperationSlot(context, resourceGroupName, name, slot, msDeploy, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _createMSDeployOperationSlotDeserialize, ["201", "200", "202"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _createMSDeployOperationSlotSend(context, resourceGroupName, name, slot, msDeploy, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _getMSDeployStatusSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/extensions/MSDeploy{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getMSDeployStatusSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* msDeployStatusDeserializer */.fsM)(result.body);
}
/** Description for Get the status of the last MSDeploy operation. */
async function getMSDeployStatusSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _getMSDeployStatusSlotSend(context, resourceGroupName, name, slot, options);
    return _getMSDeployStatusSlotDeserialize(result);
}
function _getInstanceMSDeployLogSend(context, resourceGroupName, name, instanceId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/instances/{instanceId}/extensions/MSDeploy/log{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        instanceId: instanceId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getInstanceMSDeployLogDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* msDeployLogDeserializer */.Jh0)(result.body);
}
/** Description for Get the MSDeploy Log for the last MSDeploy operation. */
async function getInstanceMSDeployLog(context, resourceGroupName, name, instanceId, options = { requestOptions: {} }) {
    const result = await _getInstanceMSDeployLogSend(context, resourceGroupName, name, instanceId, options);
    return _getInstanceMSDeployLogDeserialize(result);
}
function _createInstanceMSDeployOperationSend(context, resourceGroupName, name, instanceId, msDeploy, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/instances/{instanceId}/extensions/MSDeploy{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        instanceId: instanceId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* msDeploySerializer */.KPC)(msDeploy),
    });
}
async function _createInstanceMSDeployOperationDeserialize(result) {
    const expectedStatuses = ["201", "200", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* msDeployStatusDeserializer */.fsM)(result.body);
}
/** Description for Invoke the MSDeploy web app extension. */
function createInstanceMSDeployOperation(context, resourceGroupName, name, instanceId, msDeploy, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _createInstanceMSDeployOperationDeserialize, ["201", "200", "202"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _createInstanceMSDeployOperationSend(context, resourceGroupName, name, instanceId, msDeploy, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _getInstanceMsDeployStatusSend(context, resourceGroupName, name, instanceId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/instances/{instanceId}/extensions/MSDeploy{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        instanceId: instanceId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getInstanceMsDeployStatusDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* msDeployStatusDeserializer */.fsM)(result.body);
}
/** Description for Get the status of the last MSDeploy operation. */
async function getInstanceMsDeployStatus(context, resourceGroupName, name, instanceId, options = { requestOptions: {} }) {
    const result = await _getInstanceMsDeployStatusSend(context, resourceGroupName, name, instanceId, options);
    return _getInstanceMsDeployStatusDeserialize(result);
}
function _getMSDeployLogSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/extensions/MSDeploy/log{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getMSDeployLogDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* msDeployLogDeserializer */.Jh0)(result.body);
}
/** Description for Get the MSDeploy Log for the last MSDeploy operation. */
async function getMSDeployLog(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _getMSDeployLogSend(context, resourceGroupName, name, options);
    return _getMSDeployLogDeserialize(result);
}
function _createMSDeployOperationSend(context, resourceGroupName, name, msDeploy, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/extensions/MSDeploy{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* msDeploySerializer */.KPC)(msDeploy),
    });
}
async function _createMSDeployOperationDeserialize(result) {
    const expectedStatuses = ["201", "200", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* msDeployStatusDeserializer */.fsM)(result.body);
}
/** Description for Invoke the MSDeploy web app extension. */
function createMSDeployOperation(context, resourceGroupName, name, msDeploy, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _createMSDeployOperationDeserialize, ["201", "200", "202"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _createMSDeployOperationSend(context, resourceGroupName, name, msDeploy, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _getMSDeployStatusSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/extensions/MSDeploy{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getMSDeployStatusDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* msDeployStatusDeserializer */.fsM)(result.body);
}
/** Description for Get the status of the last MSDeploy operation. */
async function getMSDeployStatus(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _getMSDeployStatusSend(context, resourceGroupName, name, options);
    return _getMSDeployStatusDeserialize(result);
}
function _listDomainOwnershipIdentifiersSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/domainOwnershipIdentifiers{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listDomainOwnershipIdentifiersSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _identifierCollectionDeserializer */.USR)(result.body);
}
/** Description for Lists ownership identifiers for domain associated with web app. */
function listDomainOwnershipIdentifiersSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listDomainOwnershipIdentifiersSlotSend(context, resourceGroupName, name, slot, options), _listDomainOwnershipIdentifiersSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deleteDomainOwnershipIdentifierSlotSend(context, resourceGroupName, name, domainOwnershipIdentifierName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/domainOwnershipIdentifiers/{domainOwnershipIdentifierName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        domainOwnershipIdentifierName: domainOwnershipIdentifierName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteDomainOwnershipIdentifierSlotDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Deletes a domain ownership identifier for a web app. */
async function deleteDomainOwnershipIdentifierSlot(context, resourceGroupName, name, domainOwnershipIdentifierName, slot, options = { requestOptions: {} }) {
    const result = await _deleteDomainOwnershipIdentifierSlotSend(context, resourceGroupName, name, domainOwnershipIdentifierName, slot, options);
    return _deleteDomainOwnershipIdentifierSlotDeserialize(result);
}
function _updateDomainOwnershipIdentifierSlotSend(context, resourceGroupName, name, domainOwnershipIdentifierName, slot, domainOwnershipIdentifier, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/domainOwnershipIdentifiers/{domainOwnershipIdentifierName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        domainOwnershipIdentifierName: domainOwnershipIdentifierName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).patch({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* identifierSerializer */.G1F)(domainOwnershipIdentifier),
    });
}
async function _updateDomainOwnershipIdentifierSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* identifierDeserializer */.RQ_)(result.body);
}
/** Description for Creates a domain ownership identifier for web app, or updates an existing ownership identifier. */
async function updateDomainOwnershipIdentifierSlot(context, resourceGroupName, name, domainOwnershipIdentifierName, slot, domainOwnershipIdentifier, options = { requestOptions: {} }) {
    const result = await _updateDomainOwnershipIdentifierSlotSend(context, resourceGroupName, name, domainOwnershipIdentifierName, slot, domainOwnershipIdentifier, options);
    return _updateDomainOwnershipIdentifierSlotDeserialize(result);
}
function _createOrUpdateDomainOwnershipIdentifierSlotSend(context, resourceGroupName, name, domainOwnershipIdentifierName, slot, domainOwnershipIdentifier, options = {
    requestOptions: {},
}) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/domainOwnershipIdentifiers/{domainOwnershipIdentifierName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        domainOwnershipIdentifierName: domainOwnershipIdentifierName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* identifierSerializer */.G1F)(domainOwnershipIdentifier),
    });
}
async function _createOrUpdateDomainOwnershipIdentifierSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* identifierDeserializer */.RQ_)(result.body);
}
/** Description for Creates a domain ownership identifier for web app, or updates an existing ownership identifier. */
async function createOrUpdateDomainOwnershipIdentifierSlot(context, resourceGroupName, name, domainOwnershipIdentifierName, slot, domainOwnershipIdentifier, options = {
    requestOptions: {},
}) {
    const result = await _createOrUpdateDomainOwnershipIdentifierSlotSend(context, resourceGroupName, name, domainOwnershipIdentifierName, slot, domainOwnershipIdentifier, options);
    return _createOrUpdateDomainOwnershipIdentifierSlotDeserialize(result);
}
function _getDomainOwnershipIdentifierSlotSend(context, resourceGroupName, name, domainOwnershipIdentifierName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/domainOwnershipIdentifiers/{domainOwnershipIdentifierName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        domainOwnershipIdentifierName: domainOwnershipIdentifierName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getDomainOwnershipIdentifierSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* identifierDeserializer */.RQ_)(result.body);
}
/** Description for Get domain ownership identifier for web app. */
async function getDomainOwnershipIdentifierSlot(context, resourceGroupName, name, domainOwnershipIdentifierName, slot, options = { requestOptions: {} }) {
    const result = await _getDomainOwnershipIdentifierSlotSend(context, resourceGroupName, name, domainOwnershipIdentifierName, slot, options);
    return _getDomainOwnershipIdentifierSlotDeserialize(result);
}
function _listDomainOwnershipIdentifiersSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/domainOwnershipIdentifiers{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listDomainOwnershipIdentifiersDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _identifierCollectionDeserializer */.USR)(result.body);
}
/** Description for Lists ownership identifiers for domain associated with web app. */
function listDomainOwnershipIdentifiers(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listDomainOwnershipIdentifiersSend(context, resourceGroupName, name, options), _listDomainOwnershipIdentifiersDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deleteDomainOwnershipIdentifierSend(context, resourceGroupName, name, domainOwnershipIdentifierName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/domainOwnershipIdentifiers/{domainOwnershipIdentifierName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        domainOwnershipIdentifierName: domainOwnershipIdentifierName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteDomainOwnershipIdentifierDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Deletes a domain ownership identifier for a web app. */
async function deleteDomainOwnershipIdentifier(context, resourceGroupName, name, domainOwnershipIdentifierName, options = { requestOptions: {} }) {
    const result = await _deleteDomainOwnershipIdentifierSend(context, resourceGroupName, name, domainOwnershipIdentifierName, options);
    return _deleteDomainOwnershipIdentifierDeserialize(result);
}
function _updateDomainOwnershipIdentifierSend(context, resourceGroupName, name, domainOwnershipIdentifierName, domainOwnershipIdentifier, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/domainOwnershipIdentifiers/{domainOwnershipIdentifierName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        domainOwnershipIdentifierName: domainOwnershipIdentifierName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).patch({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* identifierSerializer */.G1F)(domainOwnershipIdentifier),
    });
}
async function _updateDomainOwnershipIdentifierDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* identifierDeserializer */.RQ_)(result.body);
}
/** Description for Creates a domain ownership identifier for web app, or updates an existing ownership identifier. */
async function updateDomainOwnershipIdentifier(context, resourceGroupName, name, domainOwnershipIdentifierName, domainOwnershipIdentifier, options = { requestOptions: {} }) {
    const result = await _updateDomainOwnershipIdentifierSend(context, resourceGroupName, name, domainOwnershipIdentifierName, domainOwnershipIdentifier, options);
    return _updateDomainOwnershipIdentifierDeserialize(result);
}
function _createOrUpdateDomainOwnershipIdentifierSend(context, resourceGroupName, name, domainOwnershipIdentifierName, domainOwnershipIdentifier, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/domainOwnershipIdentifiers/{domainOwnershipIdentifierName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        domainOwnershipIdentifierName: domainOwnershipIdentifierName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* identifierSerializer */.G1F)(domainOwnershipIdentifier),
    });
}
async function _createOrUpdateDomainOwnershipIdentifierDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* identifierDeserializer */.RQ_)(result.body);
}
/** Description for Creates a domain ownership identifier for web app, or updates an existing ownership identifier. */
async function createOrUpdateDomainOwnershipIdentifier(context, resourceGroupName, name, domainOwnershipIdentifierName, domainOwnershipIdentifier, options = { requestOptions: {} }) {
    const result = await _createOrUpdateDomainOwnershipIdentifierSend(context, resourceGroupName, name, domainOwnershipIdentifierName, domainOwnershipIdentifier, options);
    return _createOrUpdateDomainOwnershipIdentifierDeserialize(result);
}
function _getDomainOwnershipIdentifierSend(context, resourceGroupName, name, domainOwnershipIdentifierName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/domainOwnershipIdentifiers/{domainOwnershipIdentifierName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        domainOwnershipIdentifierName: domainOwnershipIdentifierName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getDomainOwnershipIdentifierDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* identifierDeserializer */.RQ_)(result.body);
}
/** Description for Get domain ownership identifier for web app. */
async function getDomainOwnershipIdentifier(context, resourceGroupName, name, domainOwnershipIdentifierName, options = { requestOptions: {} }) {
    const result = await _getDomainOwnershipIdentifierSend(context, resourceGroupName, name, domainOwnershipIdentifierName, options);
    return _getDomainOwnershipIdentifierDeserialize(result);
}
function _listDeploymentLogSlotSend(context, resourceGroupName, name, id, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/deployments/{id}/log{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        id: id,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listDeploymentLogSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* deploymentDeserializer */.$Rm)(result.body);
}
/** Description for List deployment log for specific deployment for an app, or a deployment slot. */
async function listDeploymentLogSlot(context, resourceGroupName, name, id, slot, options = { requestOptions: {} }) {
    const result = await _listDeploymentLogSlotSend(context, resourceGroupName, name, id, slot, options);
    return _listDeploymentLogSlotDeserialize(result);
}
function _listDeploymentsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/deployments{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listDeploymentsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _deploymentCollectionDeserializer */.OP2)(result.body);
}
/** Description for List deployments for an app, or a deployment slot. */
function listDeploymentsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listDeploymentsSlotSend(context, resourceGroupName, name, slot, options), _listDeploymentsSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deleteDeploymentSlotSend(context, resourceGroupName, name, id, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/deployments/{id}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        id: id,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteDeploymentSlotDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Delete a deployment by its ID for an app, or a deployment slot. */
async function deleteDeploymentSlot(context, resourceGroupName, name, id, slot, options = { requestOptions: {} }) {
    const result = await _deleteDeploymentSlotSend(context, resourceGroupName, name, id, slot, options);
    return _deleteDeploymentSlotDeserialize(result);
}
function _createDeploymentSlotSend(context, resourceGroupName, name, id, slot, deployment, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/deployments/{id}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        id: id,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* deploymentSerializer */.yHS)(deployment),
    });
}
async function _createDeploymentSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* deploymentDeserializer */.$Rm)(result.body);
}
/** Description for Create a deployment for an app, or a deployment slot. */
async function createDeploymentSlot(context, resourceGroupName, name, id, slot, deployment, options = { requestOptions: {} }) {
    const result = await _createDeploymentSlotSend(context, resourceGroupName, name, id, slot, deployment, options);
    return _createDeploymentSlotDeserialize(result);
}
function _getDeploymentSlotSend(context, resourceGroupName, name, id, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/deployments/{id}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        id: id,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getDeploymentSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* deploymentDeserializer */.$Rm)(result.body);
}
/** Description for Get a deployment by its ID for an app, or a deployment slot. */
async function getDeploymentSlot(context, resourceGroupName, name, id, slot, options = { requestOptions: {} }) {
    const result = await _getDeploymentSlotSend(context, resourceGroupName, name, id, slot, options);
    return _getDeploymentSlotDeserialize(result);
}
function _listDeploymentLogSend(context, resourceGroupName, name, id, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/deployments/{id}/log{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        id: id,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listDeploymentLogDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* deploymentDeserializer */.$Rm)(result.body);
}
/** Description for List deployment log for specific deployment for an app, or a deployment slot. */
async function listDeploymentLog(context, resourceGroupName, name, id, options = { requestOptions: {} }) {
    const result = await _listDeploymentLogSend(context, resourceGroupName, name, id, options);
    return _listDeploymentLogDeserialize(result);
}
function _listDeploymentsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/deployments{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listDeploymentsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _deploymentCollectionDeserializer */.OP2)(result.body);
}
/** Description for List deployments for an app, or a deployment slot. */
function listDeployments(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listDeploymentsSend(context, resourceGroupName, name, options), _listDeploymentsDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deleteDeploymentSend(context, resourceGroupName, name, id, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/deployments/{id}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        id: id,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteDeploymentDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Delete a deployment by its ID for an app, or a deployment slot. */
async function deleteDeployment(context, resourceGroupName, name, id, options = { requestOptions: {} }) {
    const result = await _deleteDeploymentSend(context, resourceGroupName, name, id, options);
    return _deleteDeploymentDeserialize(result);
}
function _createDeploymentSend(context, resourceGroupName, name, id, deployment, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/deployments/{id}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        id: id,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* deploymentSerializer */.yHS)(deployment),
    });
}
async function _createDeploymentDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* deploymentDeserializer */.$Rm)(result.body);
}
/** Description for Create a deployment for an app, or a deployment slot. */
async function createDeployment(context, resourceGroupName, name, id, deployment, options = { requestOptions: {} }) {
    const result = await _createDeploymentSend(context, resourceGroupName, name, id, deployment, options);
    return _createDeploymentDeserialize(result);
}
function _getDeploymentSend(context, resourceGroupName, name, id, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/deployments/{id}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        id: id,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getDeploymentDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* deploymentDeserializer */.$Rm)(result.body);
}
/** Description for Get a deployment by its ID for an app, or a deployment slot. */
async function getDeployment(context, resourceGroupName, name, id, options = { requestOptions: {} }) {
    const result = await _getDeploymentSend(context, resourceGroupName, name, id, options);
    return _getDeploymentDeserialize(result);
}
function _listSlotSiteDeploymentStatusesSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/deploymentStatus{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listSlotSiteDeploymentStatusesSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _csmDeploymentStatusCollectionDeserializer */.h4t)(result.body);
}
/** List deployment statuses for an app (or deployment slot, if specified). */
function listSlotSiteDeploymentStatusesSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listSlotSiteDeploymentStatusesSlotSend(context, resourceGroupName, name, slot, options), _listSlotSiteDeploymentStatusesSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getSlotSiteDeploymentStatusSlotSend(context, resourceGroupName, name, slot, deploymentStatusId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/deploymentStatus/{deploymentStatusId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        deploymentStatusId: deploymentStatusId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getSlotSiteDeploymentStatusSlotDeserialize(result) {
    const expectedStatuses = ["200", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* csmDeploymentStatusDeserializer */.sl6)(result.body);
}
/** Gets the deployment status for an app (or deployment slot, if specified). */
function getSlotSiteDeploymentStatusSlot(context, resourceGroupName, name, slot, deploymentStatusId, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _getSlotSiteDeploymentStatusSlotDeserialize, ["200", "202"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _getSlotSiteDeploymentStatusSlotSend(context, resourceGroupName, name, slot, deploymentStatusId, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _listProductionSiteDeploymentStatusesSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/deploymentStatus{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listProductionSiteDeploymentStatusesDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _csmDeploymentStatusCollectionDeserializer */.h4t)(result.body);
}
/** List deployment statuses for an app (or deployment slot, if specified). */
function listProductionSiteDeploymentStatuses(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listProductionSiteDeploymentStatusesSend(context, resourceGroupName, name, options), _listProductionSiteDeploymentStatusesDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getProductionSiteDeploymentStatusSend(context, resourceGroupName, name, deploymentStatusId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/deploymentStatus/{deploymentStatusId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        deploymentStatusId: deploymentStatusId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getProductionSiteDeploymentStatusDeserialize(result) {
    const expectedStatuses = ["200", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* csmDeploymentStatusDeserializer */.sl6)(result.body);
}
/** Gets the deployment status for an app (or deployment slot, if specified). */
function getProductionSiteDeploymentStatus(context, resourceGroupName, name, deploymentStatusId, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _getProductionSiteDeploymentStatusDeserialize, ["200", "202"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _getProductionSiteDeploymentStatusSend(context, resourceGroupName, name, deploymentStatusId, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _stopContinuousWebJobSlotSend(context, resourceGroupName, name, webJobName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/continuouswebjobs/{webJobName}/stop{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        webJobName: webJobName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _stopContinuousWebJobSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Stop a continuous web job for an app, or a deployment slot. */
async function stopContinuousWebJobSlot(context, resourceGroupName, name, webJobName, slot, options = { requestOptions: {} }) {
    const result = await _stopContinuousWebJobSlotSend(context, resourceGroupName, name, webJobName, slot, options);
    return _stopContinuousWebJobSlotDeserialize(result);
}
function _startContinuousWebJobSlotSend(context, resourceGroupName, name, webJobName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/continuouswebjobs/{webJobName}/start{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        webJobName: webJobName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _startContinuousWebJobSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Start a continuous web job for an app, or a deployment slot. */
async function startContinuousWebJobSlot(context, resourceGroupName, name, webJobName, slot, options = { requestOptions: {} }) {
    const result = await _startContinuousWebJobSlotSend(context, resourceGroupName, name, webJobName, slot, options);
    return _startContinuousWebJobSlotDeserialize(result);
}
function _listContinuousWebJobsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/continuouswebjobs{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listContinuousWebJobsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _continuousWebJobCollectionDeserializer */.PQr)(result.body);
}
/** Description for List continuous web jobs for an app, or a deployment slot. */
function listContinuousWebJobsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listContinuousWebJobsSlotSend(context, resourceGroupName, name, slot, options), _listContinuousWebJobsSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deleteContinuousWebJobSlotSend(context, resourceGroupName, name, webJobName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/continuouswebjobs/{webJobName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        webJobName: webJobName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteContinuousWebJobSlotDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Delete a continuous web job by its ID for an app, or a deployment slot. */
async function deleteContinuousWebJobSlot(context, resourceGroupName, name, webJobName, slot, options = { requestOptions: {} }) {
    const result = await _deleteContinuousWebJobSlotSend(context, resourceGroupName, name, webJobName, slot, options);
    return _deleteContinuousWebJobSlotDeserialize(result);
}
function _getContinuousWebJobSlotSend(context, resourceGroupName, name, webJobName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/continuouswebjobs/{webJobName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        webJobName: webJobName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getContinuousWebJobSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* continuousWebJobDeserializer */.kTz)(result.body);
}
/** Description for Gets a continuous web job by its ID for an app, or a deployment slot. */
async function getContinuousWebJobSlot(context, resourceGroupName, name, webJobName, slot, options = { requestOptions: {} }) {
    const result = await _getContinuousWebJobSlotSend(context, resourceGroupName, name, webJobName, slot, options);
    return _getContinuousWebJobSlotDeserialize(result);
}
function _stopContinuousWebJobSend(context, resourceGroupName, name, webJobName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/continuouswebjobs/{webJobName}/stop{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        webJobName: webJobName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _stopContinuousWebJobDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Stop a continuous web job for an app, or a deployment slot. */
async function stopContinuousWebJob(context, resourceGroupName, name, webJobName, options = { requestOptions: {} }) {
    const result = await _stopContinuousWebJobSend(context, resourceGroupName, name, webJobName, options);
    return _stopContinuousWebJobDeserialize(result);
}
function _startContinuousWebJobSend(context, resourceGroupName, name, webJobName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/continuouswebjobs/{webJobName}/start{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        webJobName: webJobName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _startContinuousWebJobDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Start a continuous web job for an app, or a deployment slot. */
async function startContinuousWebJob(context, resourceGroupName, name, webJobName, options = { requestOptions: {} }) {
    const result = await _startContinuousWebJobSend(context, resourceGroupName, name, webJobName, options);
    return _startContinuousWebJobDeserialize(result);
}
function _listContinuousWebJobsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/continuouswebjobs{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listContinuousWebJobsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _continuousWebJobCollectionDeserializer */.PQr)(result.body);
}
/** Description for List continuous web jobs for an app, or a deployment slot. */
function listContinuousWebJobs(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listContinuousWebJobsSend(context, resourceGroupName, name, options), _listContinuousWebJobsDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deleteContinuousWebJobSend(context, resourceGroupName, name, webJobName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/continuouswebjobs/{webJobName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        webJobName: webJobName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteContinuousWebJobDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Delete a continuous web job by its ID for an app, or a deployment slot. */
async function deleteContinuousWebJob(context, resourceGroupName, name, webJobName, options = { requestOptions: {} }) {
    const result = await _deleteContinuousWebJobSend(context, resourceGroupName, name, webJobName, options);
    return _deleteContinuousWebJobDeserialize(result);
}
function _getContinuousWebJobSend(context, resourceGroupName, name, webJobName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/continuouswebjobs/{webJobName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        webJobName: webJobName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getContinuousWebJobDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* continuousWebJobDeserializer */.kTz)(result.body);
}
/** Description for Gets a continuous web job by its ID for an app, or a deployment slot. */
async function getContinuousWebJob(context, resourceGroupName, name, webJobName, options = { requestOptions: {} }) {
    const result = await _getContinuousWebJobSend(context, resourceGroupName, name, webJobName, options);
    return _getContinuousWebJobDeserialize(result);
}
function _recoverSiteConfigurationSnapshotSlotSend(context, resourceGroupName, name, snapshotId, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/web/snapshots/{snapshotId}/recover{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        snapshotId: snapshotId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _recoverSiteConfigurationSnapshotSlotDeserialize(result) {
    const expectedStatuses = ["204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Reverts the configuration of an app to a previous snapshot. */
async function recoverSiteConfigurationSnapshotSlot(context, resourceGroupName, name, snapshotId, slot, options = { requestOptions: {} }) {
    const result = await _recoverSiteConfigurationSnapshotSlotSend(context, resourceGroupName, name, snapshotId, slot, options);
    return _recoverSiteConfigurationSnapshotSlotDeserialize(result);
}
function _listConfigurationsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listConfigurationsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _siteConfigResourceCollectionDeserializer */.Cub)(result.body);
}
/** Description for List the configurations of an app */
function listConfigurationsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listConfigurationsSlotSend(context, resourceGroupName, name, slot, options), _listConfigurationsSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getConfigurationSnapshotSlotSend(context, resourceGroupName, name, snapshotId, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/web/snapshots/{snapshotId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        snapshotId: snapshotId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getConfigurationSnapshotSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteConfigResourceDeserializer */.xtY)(result.body);
}
/** Description for Gets a snapshot of the configuration of an app at a previous point in time. */
async function getConfigurationSnapshotSlot(context, resourceGroupName, name, snapshotId, slot, options = { requestOptions: {} }) {
    const result = await _getConfigurationSnapshotSlotSend(context, resourceGroupName, name, snapshotId, slot, options);
    return _getConfigurationSnapshotSlotDeserialize(result);
}
function _listConfigurationSnapshotInfoSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/web/snapshots{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listConfigurationSnapshotInfoSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _siteConfigurationSnapshotInfoCollectionDeserializer */.idM)(result.body);
}
/** Description for Gets a list of web app configuration snapshots identifiers. Each element of the list contains a timestamp and the ID of the snapshot. */
function listConfigurationSnapshotInfoSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listConfigurationSnapshotInfoSlotSend(context, resourceGroupName, name, slot, options), _listConfigurationSnapshotInfoSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _updateConfigurationSlotSend(context, resourceGroupName, name, slot, siteConfig, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/web{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).patch({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* siteConfigResourceSerializer */.Elb)(siteConfig),
    });
}
async function _updateConfigurationSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteConfigResourceDeserializer */.xtY)(result.body);
}
/** Description for Updates the configuration of an app. */
async function updateConfigurationSlot(context, resourceGroupName, name, slot, siteConfig, options = { requestOptions: {} }) {
    const result = await _updateConfigurationSlotSend(context, resourceGroupName, name, slot, siteConfig, options);
    return _updateConfigurationSlotDeserialize(result);
}
function _createOrUpdateConfigurationSlotSend(context, resourceGroupName, name, slot, siteConfig, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/web{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* siteConfigResourceSerializer */.Elb)(siteConfig),
    });
}
async function _createOrUpdateConfigurationSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteConfigResourceDeserializer */.xtY)(result.body);
}
/** Description for Updates the configuration of an app. */
async function createOrUpdateConfigurationSlot(context, resourceGroupName, name, slot, siteConfig, options = { requestOptions: {} }) {
    const result = await _createOrUpdateConfigurationSlotSend(context, resourceGroupName, name, slot, siteConfig, options);
    return _createOrUpdateConfigurationSlotDeserialize(result);
}
function _getConfigurationSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/web{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getConfigurationSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteConfigResourceDeserializer */.xtY)(result.body);
}
/** Description for Gets the configuration of an app, such as platform version and bitness, default documents, virtual applications, Always On, etc. */
async function getConfigurationSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _getConfigurationSlotSend(context, resourceGroupName, name, slot, options);
    return _getConfigurationSlotDeserialize(result);
}
function _recoverSiteConfigurationSnapshotSend(context, resourceGroupName, name, snapshotId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/web/snapshots/{snapshotId}/recover{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        snapshotId: snapshotId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _recoverSiteConfigurationSnapshotDeserialize(result) {
    const expectedStatuses = ["204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Reverts the configuration of an app to a previous snapshot. */
async function recoverSiteConfigurationSnapshot(context, resourceGroupName, name, snapshotId, options = { requestOptions: {} }) {
    const result = await _recoverSiteConfigurationSnapshotSend(context, resourceGroupName, name, snapshotId, options);
    return _recoverSiteConfigurationSnapshotDeserialize(result);
}
function _listConfigurationsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listConfigurationsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _siteConfigResourceCollectionDeserializer */.Cub)(result.body);
}
/** Description for List the configurations of an app */
function listConfigurations(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listConfigurationsSend(context, resourceGroupName, name, options), _listConfigurationsDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getConfigurationSnapshotSend(context, resourceGroupName, name, snapshotId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/web/snapshots/{snapshotId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        snapshotId: snapshotId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getConfigurationSnapshotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteConfigResourceDeserializer */.xtY)(result.body);
}
/** Description for Gets a snapshot of the configuration of an app at a previous point in time. */
async function getConfigurationSnapshot(context, resourceGroupName, name, snapshotId, options = { requestOptions: {} }) {
    const result = await _getConfigurationSnapshotSend(context, resourceGroupName, name, snapshotId, options);
    return _getConfigurationSnapshotDeserialize(result);
}
function _listConfigurationSnapshotInfoSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/web/snapshots{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listConfigurationSnapshotInfoDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _siteConfigurationSnapshotInfoCollectionDeserializer */.idM)(result.body);
}
/** Description for Gets a list of web app configuration snapshots identifiers. Each element of the list contains a timestamp and the ID of the snapshot. */
function listConfigurationSnapshotInfo(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listConfigurationSnapshotInfoSend(context, resourceGroupName, name, options), _listConfigurationSnapshotInfoDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _updateConfigurationSend(context, resourceGroupName, name, siteConfig, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/web{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).patch({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* siteConfigResourceSerializer */.Elb)(siteConfig),
    });
}
async function _updateConfigurationDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteConfigResourceDeserializer */.xtY)(result.body);
}
/** Description for Updates the configuration of an app. */
async function updateConfiguration(context, resourceGroupName, name, siteConfig, options = { requestOptions: {} }) {
    const result = await _updateConfigurationSend(context, resourceGroupName, name, siteConfig, options);
    return _updateConfigurationDeserialize(result);
}
function _createOrUpdateConfigurationSend(context, resourceGroupName, name, siteConfig, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/web{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* siteConfigResourceSerializer */.Elb)(siteConfig),
    });
}
async function _createOrUpdateConfigurationDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteConfigResourceDeserializer */.xtY)(result.body);
}
/** Description for Updates the configuration of an app. */
async function createOrUpdateConfiguration(context, resourceGroupName, name, siteConfig, options = { requestOptions: {} }) {
    const result = await _createOrUpdateConfigurationSend(context, resourceGroupName, name, siteConfig, options);
    return _createOrUpdateConfigurationDeserialize(result);
}
function _getConfigurationSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/web{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getConfigurationDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteConfigResourceDeserializer */.xtY)(result.body);
}
/** Description for Gets the configuration of an app, such as platform version and bitness, default documents, virtual applications, Always On, etc. */
async function getConfiguration(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _getConfigurationSend(context, resourceGroupName, name, options);
    return _getConfigurationDeserialize(result);
}
function _updateSlotConfigurationNamesSend(context, resourceGroupName, name, slotConfigNames, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/slotConfigNames{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* slotConfigNamesResourceSerializer */.XbK)(slotConfigNames),
    });
}
async function _updateSlotConfigurationNamesDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* slotConfigNamesResourceDeserializer */.ij$)(result.body);
}
/** Description for Updates the names of application settings and connection string that remain with the slot during swap operation. */
async function updateSlotConfigurationNames(context, resourceGroupName, name, slotConfigNames, options = { requestOptions: {} }) {
    const result = await _updateSlotConfigurationNamesSend(context, resourceGroupName, name, slotConfigNames, options);
    return _updateSlotConfigurationNamesDeserialize(result);
}
function _listSlotConfigurationNamesSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/slotConfigNames{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listSlotConfigurationNamesDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* slotConfigNamesResourceDeserializer */.ij$)(result.body);
}
/** Description for Gets the names of app settings and connection strings that stick to the slot (not swapped). */
async function listSlotConfigurationNames(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _listSlotConfigurationNamesSend(context, resourceGroupName, name, options);
    return _listSlotConfigurationNamesDeserialize(result);
}
function _updateDiagnosticLogsConfigSlotSend(context, resourceGroupName, name, slot, siteLogsConfig, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/logs{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* siteLogsConfigSerializer */.NBX)(siteLogsConfig),
    });
}
async function _updateDiagnosticLogsConfigSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteLogsConfigDeserializer */.uoy)(result.body);
}
/** Description for Updates the logging configuration of an app. */
async function updateDiagnosticLogsConfigSlot(context, resourceGroupName, name, slot, siteLogsConfig, options = { requestOptions: {} }) {
    const result = await _updateDiagnosticLogsConfigSlotSend(context, resourceGroupName, name, slot, siteLogsConfig, options);
    return _updateDiagnosticLogsConfigSlotDeserialize(result);
}
function _getDiagnosticLogsConfigurationSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/logs{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getDiagnosticLogsConfigurationSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteLogsConfigDeserializer */.uoy)(result.body);
}
/** Description for Gets the logging configuration of an app. */
async function getDiagnosticLogsConfigurationSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _getDiagnosticLogsConfigurationSlotSend(context, resourceGroupName, name, slot, options);
    return _getDiagnosticLogsConfigurationSlotDeserialize(result);
}
function _updateDiagnosticLogsConfigSend(context, resourceGroupName, name, siteLogsConfig, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/logs{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* siteLogsConfigSerializer */.NBX)(siteLogsConfig),
    });
}
async function _updateDiagnosticLogsConfigDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteLogsConfigDeserializer */.uoy)(result.body);
}
/** Description for Updates the logging configuration of an app. */
async function updateDiagnosticLogsConfig(context, resourceGroupName, name, siteLogsConfig, options = { requestOptions: {} }) {
    const result = await _updateDiagnosticLogsConfigSend(context, resourceGroupName, name, siteLogsConfig, options);
    return _updateDiagnosticLogsConfigDeserialize(result);
}
function _getDiagnosticLogsConfigurationSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/logs{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getDiagnosticLogsConfigurationDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteLogsConfigDeserializer */.uoy)(result.body);
}
/** Description for Gets the logging configuration of an app. */
async function getDiagnosticLogsConfiguration(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _getDiagnosticLogsConfigurationSend(context, resourceGroupName, name, options);
    return _getDiagnosticLogsConfigurationDeserialize(result);
}
function _listSiteConnectionStringKeyVaultReferencesSlotSend(context, resourceGroupName, name, slot, options = {
    requestOptions: {},
}) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/configreferences/connectionstrings{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listSiteConnectionStringKeyVaultReferencesSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _apiKVReferenceCollectionDeserializer */.pnm)(result.body);
}
/** Description for Gets the config reference app settings and status of an app */
function listSiteConnectionStringKeyVaultReferencesSlot(context, resourceGroupName, name, slot, options = {
    requestOptions: {},
}) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listSiteConnectionStringKeyVaultReferencesSlotSend(context, resourceGroupName, name, slot, options), _listSiteConnectionStringKeyVaultReferencesSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getSiteConnectionStringKeyVaultReferenceSlotSend(context, resourceGroupName, name, connectionStringKey, slot, options = {
    requestOptions: {},
}) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/configreferences/connectionstrings/{connectionStringKey}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        connectionStringKey: connectionStringKey,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getSiteConnectionStringKeyVaultReferenceSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* apiKVReferenceDeserializer */.eW4)(result.body);
}
/** Description for Gets the config reference and status of an app */
async function getSiteConnectionStringKeyVaultReferenceSlot(context, resourceGroupName, name, connectionStringKey, slot, options = {
    requestOptions: {},
}) {
    const result = await _getSiteConnectionStringKeyVaultReferenceSlotSend(context, resourceGroupName, name, connectionStringKey, slot, options);
    return _getSiteConnectionStringKeyVaultReferenceSlotDeserialize(result);
}
function _listAppSettingsKeyVaultReferencesSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/configreferences/appsettings{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listAppSettingsKeyVaultReferencesSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _apiKVReferenceCollectionDeserializer */.pnm)(result.body);
}
/** Description for Gets the config reference app settings and status of an app */
function listAppSettingsKeyVaultReferencesSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listAppSettingsKeyVaultReferencesSlotSend(context, resourceGroupName, name, slot, options), _listAppSettingsKeyVaultReferencesSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getAppSettingKeyVaultReferenceSlotSend(context, resourceGroupName, name, appSettingKey, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/configreferences/appsettings/{appSettingKey}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        appSettingKey: appSettingKey,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getAppSettingKeyVaultReferenceSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* apiKVReferenceDeserializer */.eW4)(result.body);
}
/** Description for Gets the config reference and status of an app */
async function getAppSettingKeyVaultReferenceSlot(context, resourceGroupName, name, appSettingKey, slot, options = { requestOptions: {} }) {
    const result = await _getAppSettingKeyVaultReferenceSlotSend(context, resourceGroupName, name, appSettingKey, slot, options);
    return _getAppSettingKeyVaultReferenceSlotDeserialize(result);
}
function _listSiteConnectionStringKeyVaultReferencesSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/configreferences/connectionstrings{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listSiteConnectionStringKeyVaultReferencesDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _apiKVReferenceCollectionDeserializer */.pnm)(result.body);
}
/** Description for Gets the config reference app settings and status of an app */
function listSiteConnectionStringKeyVaultReferences(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listSiteConnectionStringKeyVaultReferencesSend(context, resourceGroupName, name, options), _listSiteConnectionStringKeyVaultReferencesDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getSiteConnectionStringKeyVaultReferenceSend(context, resourceGroupName, name, connectionStringKey, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/configreferences/connectionstrings/{connectionStringKey}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        connectionStringKey: connectionStringKey,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getSiteConnectionStringKeyVaultReferenceDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* apiKVReferenceDeserializer */.eW4)(result.body);
}
/** Description for Gets the config reference and status of an app */
async function getSiteConnectionStringKeyVaultReference(context, resourceGroupName, name, connectionStringKey, options = { requestOptions: {} }) {
    const result = await _getSiteConnectionStringKeyVaultReferenceSend(context, resourceGroupName, name, connectionStringKey, options);
    return _getSiteConnectionStringKeyVaultReferenceDeserialize(result);
}
function _listAppSettingsKeyVaultReferencesSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/configreferences/appsettings{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listAppSettingsKeyVaultReferencesDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _apiKVReferenceCollectionDeserializer */.pnm)(result.body);
}
/** Description for Gets the config reference app settings and status of an app */
function listAppSettingsKeyVaultReferences(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listAppSettingsKeyVaultReferencesSend(context, resourceGroupName, name, options), _listAppSettingsKeyVaultReferencesDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _getAppSettingKeyVaultReferenceSend(context, resourceGroupName, name, appSettingKey, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/configreferences/appsettings/{appSettingKey}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        appSettingKey: appSettingKey,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getAppSettingKeyVaultReferenceDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* apiKVReferenceDeserializer */.eW4)(result.body);
}
/** Description for Gets the config reference and status of an app */
async function getAppSettingKeyVaultReference(context, resourceGroupName, name, appSettingKey, options = { requestOptions: {} }) {
    const result = await _getAppSettingKeyVaultReferenceSend(context, resourceGroupName, name, appSettingKey, options);
    return _getAppSettingKeyVaultReferenceDeserialize(result);
}
function _getAuthSettingsV2SlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/authsettingsV2/list{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getAuthSettingsV2SlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteAuthSettingsV2Deserializer */.oYd)(result.body);
}
/** Description for Gets site's Authentication / Authorization settings for apps via the V2 format */
async function getAuthSettingsV2Slot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _getAuthSettingsV2SlotSend(context, resourceGroupName, name, slot, options);
    return _getAuthSettingsV2SlotDeserialize(result);
}
function _updateAuthSettingsV2SlotSend(context, resourceGroupName, name, slot, siteAuthSettingsV2, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/authsettingsV2{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* siteAuthSettingsV2Serializer */.Zad)(siteAuthSettingsV2),
    });
}
async function _updateAuthSettingsV2SlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteAuthSettingsV2Deserializer */.oYd)(result.body);
}
/** Description for Updates site's Authentication / Authorization settings for apps via the V2 format */
async function updateAuthSettingsV2Slot(context, resourceGroupName, name, slot, siteAuthSettingsV2, options = { requestOptions: {} }) {
    const result = await _updateAuthSettingsV2SlotSend(context, resourceGroupName, name, slot, siteAuthSettingsV2, options);
    return _updateAuthSettingsV2SlotDeserialize(result);
}
function _getAuthSettingsV2WithoutSecretsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/authsettingsV2{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getAuthSettingsV2WithoutSecretsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteAuthSettingsV2Deserializer */.oYd)(result.body);
}
/** Gets site's Authentication / Authorization settings for apps via the V2 format */
async function getAuthSettingsV2WithoutSecretsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _getAuthSettingsV2WithoutSecretsSlotSend(context, resourceGroupName, name, slot, options);
    return _getAuthSettingsV2WithoutSecretsSlotDeserialize(result);
}
function _getAuthSettingsV2Send(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/authsettingsV2/list{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getAuthSettingsV2Deserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteAuthSettingsV2Deserializer */.oYd)(result.body);
}
/** Description for Gets site's Authentication / Authorization settings for apps via the V2 format */
async function getAuthSettingsV2(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _getAuthSettingsV2Send(context, resourceGroupName, name, options);
    return _getAuthSettingsV2Deserialize(result);
}
function _updateAuthSettingsV2Send(context, resourceGroupName, name, siteAuthSettingsV2, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/authsettingsV2{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* siteAuthSettingsV2Serializer */.Zad)(siteAuthSettingsV2),
    });
}
async function _updateAuthSettingsV2Deserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteAuthSettingsV2Deserializer */.oYd)(result.body);
}
/** Description for Updates site's Authentication / Authorization settings for apps via the V2 format */
async function updateAuthSettingsV2(context, resourceGroupName, name, siteAuthSettingsV2, options = { requestOptions: {} }) {
    const result = await _updateAuthSettingsV2Send(context, resourceGroupName, name, siteAuthSettingsV2, options);
    return _updateAuthSettingsV2Deserialize(result);
}
function _getAuthSettingsV2WithoutSecretsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/authsettingsV2{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getAuthSettingsV2WithoutSecretsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteAuthSettingsV2Deserializer */.oYd)(result.body);
}
/** Description for Gets site's Authentication / Authorization settings for apps via the V2 format */
async function getAuthSettingsV2WithoutSecrets(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _getAuthSettingsV2WithoutSecretsSend(context, resourceGroupName, name, options);
    return _getAuthSettingsV2WithoutSecretsDeserialize(result);
}
function _updateScmAllowedSlotSend(context, resourceGroupName, name, slot, csmPublishingAccessPoliciesEntity, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/basicPublishingCredentialsPolicies/scm{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* csmPublishingCredentialsPoliciesEntitySerializer */.SrG)(csmPublishingAccessPoliciesEntity),
    });
}
async function _updateScmAllowedSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* csmPublishingCredentialsPoliciesEntityDeserializer */.bFI)(result.body);
}
/** Description for Updates whether user publishing credentials are allowed on the site or not. */
async function updateScmAllowedSlot(context, resourceGroupName, name, slot, csmPublishingAccessPoliciesEntity, options = { requestOptions: {} }) {
    const result = await _updateScmAllowedSlotSend(context, resourceGroupName, name, slot, csmPublishingAccessPoliciesEntity, options);
    return _updateScmAllowedSlotDeserialize(result);
}
function _getScmAllowedSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/basicPublishingCredentialsPolicies/scm{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getScmAllowedSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* csmPublishingCredentialsPoliciesEntityDeserializer */.bFI)(result.body);
}
/** Description for Returns whether Scm basic auth is allowed on the site or not. */
async function getScmAllowedSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _getScmAllowedSlotSend(context, resourceGroupName, name, slot, options);
    return _getScmAllowedSlotDeserialize(result);
}
function _listBasicPublishingCredentialsPoliciesSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/basicPublishingCredentialsPolicies{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listBasicPublishingCredentialsPoliciesSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _publishingCredentialsPoliciesCollectionDeserializer */.qdD)(result.body);
}
/** Description for Returns whether Scm basic auth is allowed and whether Ftp is allowed for a given site. */
function listBasicPublishingCredentialsPoliciesSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listBasicPublishingCredentialsPoliciesSlotSend(context, resourceGroupName, name, slot, options), _listBasicPublishingCredentialsPoliciesSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _updateFtpAllowedSlotSend(context, resourceGroupName, name, slot, csmPublishingAccessPoliciesEntity, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/basicPublishingCredentialsPolicies/ftp{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* csmPublishingCredentialsPoliciesEntitySerializer */.SrG)(csmPublishingAccessPoliciesEntity),
    });
}
async function _updateFtpAllowedSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* csmPublishingCredentialsPoliciesEntityDeserializer */.bFI)(result.body);
}
/** Description for Updates whether FTP is allowed on the site or not. */
async function updateFtpAllowedSlot(context, resourceGroupName, name, slot, csmPublishingAccessPoliciesEntity, options = { requestOptions: {} }) {
    const result = await _updateFtpAllowedSlotSend(context, resourceGroupName, name, slot, csmPublishingAccessPoliciesEntity, options);
    return _updateFtpAllowedSlotDeserialize(result);
}
function _getFtpAllowedSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/basicPublishingCredentialsPolicies/ftp{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getFtpAllowedSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* csmPublishingCredentialsPoliciesEntityDeserializer */.bFI)(result.body);
}
/** Description for Returns whether FTP is allowed on the site or not. */
async function getFtpAllowedSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _getFtpAllowedSlotSend(context, resourceGroupName, name, slot, options);
    return _getFtpAllowedSlotDeserialize(result);
}
function _updateScmAllowedSend(context, resourceGroupName, name, csmPublishingAccessPoliciesEntity, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/basicPublishingCredentialsPolicies/scm{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* csmPublishingCredentialsPoliciesEntitySerializer */.SrG)(csmPublishingAccessPoliciesEntity),
    });
}
async function _updateScmAllowedDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* csmPublishingCredentialsPoliciesEntityDeserializer */.bFI)(result.body);
}
/** Description for Updates whether user publishing credentials are allowed on the site or not. */
async function updateScmAllowed(context, resourceGroupName, name, csmPublishingAccessPoliciesEntity, options = { requestOptions: {} }) {
    const result = await _updateScmAllowedSend(context, resourceGroupName, name, csmPublishingAccessPoliciesEntity, options);
    return _updateScmAllowedDeserialize(result);
}
function _getScmAllowedSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/basicPublishingCredentialsPolicies/scm{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getScmAllowedDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* csmPublishingCredentialsPoliciesEntityDeserializer */.bFI)(result.body);
}
/** Description for Returns whether Scm basic auth is allowed on the site or not. */
async function getScmAllowed(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _getScmAllowedSend(context, resourceGroupName, name, options);
    return _getScmAllowedDeserialize(result);
}
function _listBasicPublishingCredentialsPoliciesSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/basicPublishingCredentialsPolicies{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listBasicPublishingCredentialsPoliciesDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _publishingCredentialsPoliciesCollectionDeserializer */.qdD)(result.body);
}
/** Description for Returns whether Scm basic auth is allowed and whether Ftp is allowed for a given site. */
function listBasicPublishingCredentialsPolicies(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listBasicPublishingCredentialsPoliciesSend(context, resourceGroupName, name, options), _listBasicPublishingCredentialsPoliciesDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _updateFtpAllowedSend(context, resourceGroupName, name, csmPublishingAccessPoliciesEntity, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/basicPublishingCredentialsPolicies/ftp{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* csmPublishingCredentialsPoliciesEntitySerializer */.SrG)(csmPublishingAccessPoliciesEntity),
    });
}
async function _updateFtpAllowedDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* csmPublishingCredentialsPoliciesEntityDeserializer */.bFI)(result.body);
}
/** Description for Updates whether FTP is allowed on the site or not. */
async function updateFtpAllowed(context, resourceGroupName, name, csmPublishingAccessPoliciesEntity, options = { requestOptions: {} }) {
    const result = await _updateFtpAllowedSend(context, resourceGroupName, name, csmPublishingAccessPoliciesEntity, options);
    return _updateFtpAllowedDeserialize(result);
}
function _getFtpAllowedSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/basicPublishingCredentialsPolicies/ftp{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getFtpAllowedDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* csmPublishingCredentialsPoliciesEntityDeserializer */.bFI)(result.body);
}
/** Description for Returns whether FTP is allowed on the site or not. */
async function getFtpAllowed(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _getFtpAllowedSend(context, resourceGroupName, name, options);
    return _getFtpAllowedDeserialize(result);
}
function _restoreSlotSend(context, resourceGroupName, name, backupId, slot, request, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/backups/{backupId}/restore{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        backupId: backupId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        body: (0,models/* restoreRequestSerializer */.IgR)(request),
    });
}
async function _restoreSlotDeserialize(result) {
    const expectedStatuses = ["202", "200", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Restores a specific backup to another app (or deployment slot, if specified). */
function restoreSlot(context, resourceGroupName, name, backupId, slot, request, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _restoreSlotDeserialize, ["202", "200", "201"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _restoreSlotSend(context, resourceGroupName, name, backupId, slot, request, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _listBackupStatusSecretsSlotSend(context, resourceGroupName, name, backupId, slot, request, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/backups/{backupId}/list{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        backupId: backupId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* backupRequestSerializer */.CmB)(request),
    });
}
async function _listBackupStatusSecretsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* backupItemDeserializer */.fiP)(result.body);
}
/** Description for Gets status of a web app backup that may be in progress, including secrets associated with the backup, such as the Azure Storage SAS URL. Also can be used to update the SAS URL for the backup if a new URL is passed in the request body. */
async function listBackupStatusSecretsSlot(context, resourceGroupName, name, backupId, slot, request, options = { requestOptions: {} }) {
    const result = await _listBackupStatusSecretsSlotSend(context, resourceGroupName, name, backupId, slot, request, options);
    return _listBackupStatusSecretsSlotDeserialize(result);
}
function _listBackupsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/backups{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listBackupsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _backupItemCollectionDeserializer */.WuF)(result.body);
}
/** Description for Gets existing backups of an app. */
function listBackupsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listBackupsSlotSend(context, resourceGroupName, name, slot, options), _listBackupsSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deleteBackupSlotSend(context, resourceGroupName, name, backupId, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/backups/{backupId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        backupId: backupId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteBackupSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Deletes a backup of an app by its ID. */
async function deleteBackupSlot(context, resourceGroupName, name, backupId, slot, options = { requestOptions: {} }) {
    const result = await _deleteBackupSlotSend(context, resourceGroupName, name, backupId, slot, options);
    return _deleteBackupSlotDeserialize(result);
}
function _getBackupStatusSlotSend(context, resourceGroupName, name, backupId, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/backups/{backupId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        backupId: backupId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getBackupStatusSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* backupItemDeserializer */.fiP)(result.body);
}
/** Description for Gets a backup of an app by its ID. */
async function getBackupStatusSlot(context, resourceGroupName, name, backupId, slot, options = { requestOptions: {} }) {
    const result = await _getBackupStatusSlotSend(context, resourceGroupName, name, backupId, slot, options);
    return _getBackupStatusSlotDeserialize(result);
}
function _restoreSend(context, resourceGroupName, name, backupId, request, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/backups/{backupId}/restore{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        backupId: backupId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        body: (0,models/* restoreRequestSerializer */.IgR)(request),
    });
}
async function _restoreDeserialize(result) {
    const expectedStatuses = ["202", "200", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Restores a specific backup to another app (or deployment slot, if specified). */
function restore(context, resourceGroupName, name, backupId, request, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _restoreDeserialize, ["202", "200", "201"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _restoreSend(context, resourceGroupName, name, backupId, request, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _listBackupStatusSecretsSend(context, resourceGroupName, name, backupId, request, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/backups/{backupId}/list{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        backupId: backupId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* backupRequestSerializer */.CmB)(request),
    });
}
async function _listBackupStatusSecretsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* backupItemDeserializer */.fiP)(result.body);
}
/** Description for Gets status of a web app backup that may be in progress, including secrets associated with the backup, such as the Azure Storage SAS URL. Also can be used to update the SAS URL for the backup if a new URL is passed in the request body. */
async function listBackupStatusSecrets(context, resourceGroupName, name, backupId, request, options = { requestOptions: {} }) {
    const result = await _listBackupStatusSecretsSend(context, resourceGroupName, name, backupId, request, options);
    return _listBackupStatusSecretsDeserialize(result);
}
function _listBackupsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/backups{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listBackupsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _backupItemCollectionDeserializer */.WuF)(result.body);
}
/** Description for Gets existing backups of an app. */
function listBackups(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listBackupsSend(context, resourceGroupName, name, options), _listBackupsDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deleteBackupSend(context, resourceGroupName, name, backupId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/backups/{backupId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        backupId: backupId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteBackupDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Deletes a backup of an app by its ID. */
async function deleteBackup(context, resourceGroupName, name, backupId, options = { requestOptions: {} }) {
    const result = await _deleteBackupSend(context, resourceGroupName, name, backupId, options);
    return _deleteBackupDeserialize(result);
}
function _getBackupStatusSend(context, resourceGroupName, name, backupId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/backups/{backupId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        backupId: backupId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getBackupStatusDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* backupItemDeserializer */.fiP)(result.body);
}
/** Description for Gets a backup of an app by its ID. */
async function getBackupStatus(context, resourceGroupName, name, backupId, options = { requestOptions: {} }) {
    const result = await _getBackupStatusSend(context, resourceGroupName, name, backupId, options);
    return _getBackupStatusDeserialize(result);
}
function _listWorkflowsConnectionsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/listWorkflowsConnections{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listWorkflowsConnectionsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* workflowEnvelopeDeserializer */.nEK)(result.body);
}
/** Lists logic app's connections for web site, or a deployment slot. */
async function listWorkflowsConnections(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _listWorkflowsConnectionsSend(context, resourceGroupName, name, options);
    return _listWorkflowsConnectionsDeserialize(result);
}
function _deployWorkflowArtifactsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/deployWorkflowArtifacts{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        body: !options?.workflowArtifacts
            ? options?.workflowArtifacts
            : (0,models/* workflowArtifactsSerializer */.n4I)(options?.workflowArtifacts),
    });
}
async function _deployWorkflowArtifactsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Creates the artifacts for web site, or a deployment slot. */
async function deployWorkflowArtifacts(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _deployWorkflowArtifactsSend(context, resourceGroupName, name, options);
    return _deployWorkflowArtifactsDeserialize(result);
}
function _listUsagesSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/usages{?api%2Dversion,%24filter}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
        "%24filter": options?.filter,
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listUsagesDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _csmUsageQuotaCollectionDeserializer */.xsP)(result.body);
}
/** Description for Gets the quota usage information of an app (or deployment slot, if specified). */
function listUsages(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listUsagesSend(context, resourceGroupName, name, options), _listUsagesDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _syncFunctionTriggersSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/syncfunctiontriggers{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _syncFunctionTriggersDeserialize(result) {
    const expectedStatuses = ["204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Syncs function trigger metadata to the management database */
async function syncFunctionTriggers(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _syncFunctionTriggersSend(context, resourceGroupName, name, options);
    return _syncFunctionTriggersDeserialize(result);
}
function _syncRepositorySend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/sync{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _syncRepositoryDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Sync web app repository. */
async function syncRepository(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _syncRepositorySend(context, resourceGroupName, name, options);
    return _syncRepositoryDeserialize(result);
}
function _stopNetworkTraceSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/stopNetworkTrace{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _stopNetworkTraceDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Stop ongoing capturing network packets for the site. */
async function stopNetworkTrace(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _stopNetworkTraceSend(context, resourceGroupName, name, options);
    return _stopNetworkTraceDeserialize(result);
}
function _stopSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/stop{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _stopDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Stops an app (or deployment slot, if specified). */
async function stop(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _stopSend(context, resourceGroupName, name, options);
    return _stopDeserialize(result);
}
function _startNetworkTraceSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/startNetworkTrace{?api%2Dversion,durationInSeconds,maxFrameLength,sasUrl}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
        durationInSeconds: options?.durationInSeconds,
        maxFrameLength: options?.maxFrameLength,
        sasUrl: options?.sasUrl,
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _startNetworkTraceDeserialize(result) {
    const expectedStatuses = ["200", "202", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* networkTraceArrayDeserializer */.CYr)(result.body);
}
/** Description for Start capturing network packets for the site. */
function startNetworkTrace(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _startNetworkTraceDeserialize, ["200", "202", "201"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _startNetworkTraceSend(context, resourceGroupName, name, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _startSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/start{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _startDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Starts an app (or deployment slot, if specified). */
async function start(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _startSend(context, resourceGroupName, name, options);
    return _startDeserialize(result);
}
function _listSnapshotsFromDRSecondarySend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/snapshotsdr{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listSnapshotsFromDRSecondaryDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _snapshotCollectionDeserializer */.zlQ)(result.body);
}
/** Description for Returns all Snapshots to the user from DRSecondary endpoint. */
function listSnapshotsFromDRSecondary(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listSnapshotsFromDRSecondarySend(context, resourceGroupName, name, options), _listSnapshotsFromDRSecondaryDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _listSnapshotsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/snapshots{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listSnapshotsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _snapshotCollectionDeserializer */.zlQ)(result.body);
}
/** Description for Returns all Snapshots to the user. */
function listSnapshots(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listSnapshotsSend(context, resourceGroupName, name, options), _listSnapshotsDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _swapSlotWithProductionSend(context, resourceGroupName, name, slotSwapEntity, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slotsswap{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        body: (0,models/* csmSlotEntitySerializer */.LTI)(slotSwapEntity),
    });
}
async function _swapSlotWithProductionDeserialize(result) {
    const expectedStatuses = ["202", "200", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Swaps two deployment slots of an app. */
function swapSlotWithProduction(context, resourceGroupName, name, slotSwapEntity, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _swapSlotWithProductionDeserialize, ["202", "200", "201"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _swapSlotWithProductionSend(context, resourceGroupName, name, slotSwapEntity, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _listSlotDifferencesFromProductionSend(context, resourceGroupName, name, slotSwapEntity, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slotsdiffs{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* csmSlotEntitySerializer */.LTI)(slotSwapEntity),
    });
}
async function _listSlotDifferencesFromProductionDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _slotDifferenceCollectionDeserializer */.CrG)(result.body);
}
/** Description for Get the difference in configuration settings between two web app slots. */
function listSlotDifferencesFromProduction(context, resourceGroupName, name, slotSwapEntity, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listSlotDifferencesFromProductionSend(context, resourceGroupName, name, slotSwapEntity, options), _listSlotDifferencesFromProductionDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _restoreSnapshotSend(context, resourceGroupName, name, restoreRequest, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/restoreSnapshot{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        body: (0,models/* snapshotRestoreRequestSerializer */.gmH)(restoreRequest),
    });
}
async function _restoreSnapshotDeserialize(result) {
    const expectedStatuses = ["202", "200", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Restores a web app from a snapshot. */
function restoreSnapshot(context, resourceGroupName, name, restoreRequest, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _restoreSnapshotDeserialize, ["202", "200", "201"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _restoreSnapshotSend(context, resourceGroupName, name, restoreRequest, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _restoreFromDeletedAppSend(context, resourceGroupName, name, restoreRequest, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/restoreFromDeletedApp{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        body: (0,models/* deletedAppRestoreRequestSerializer */.oYf)(restoreRequest),
    });
}
async function _restoreFromDeletedAppDeserialize(result) {
    const expectedStatuses = ["202", "200", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Restores a deleted web app to this web app. */
function restoreFromDeletedApp(context, resourceGroupName, name, restoreRequest, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _restoreFromDeletedAppDeserialize, ["202", "200", "201"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _restoreFromDeletedAppSend(context, resourceGroupName, name, restoreRequest, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _restoreFromBackupBlobSend(context, resourceGroupName, name, request, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/restoreFromBackupBlob{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        body: (0,models/* restoreRequestSerializer */.IgR)(request),
    });
}
async function _restoreFromBackupBlobDeserialize(result) {
    const expectedStatuses = ["202", "200", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Restores an app from a backup blob in Azure Storage. */
function restoreFromBackupBlob(context, resourceGroupName, name, request, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _restoreFromBackupBlobDeserialize, ["202", "200", "201"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _restoreFromBackupBlobSend(context, resourceGroupName, name, request, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _restartSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/restart{?api%2Dversion,softRestart,synchronous}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
        softRestart: options?.softRestart,
        synchronous: options?.synchronous,
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _restartDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Restarts an app (or deployment slot, if specified). */
async function restart(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _restartSend(context, resourceGroupName, name, options);
    return _restartDeserialize(result);
}
function _resetProductionSlotConfigSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/resetSlotConfig{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _resetProductionSlotConfigDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Resets the configuration settings of the current slot if they were previously modified by calling the API with POST. */
async function resetProductionSlotConfig(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _resetProductionSlotConfigSend(context, resourceGroupName, name, options);
    return _resetProductionSlotConfigDeserialize(result);
}
function _listPublishingProfileXmlWithSecretsSend(context, resourceGroupName, name, publishingProfileOptions, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/publishxml{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/xml", ...options.requestOptions?.headers },
        body: (0,models/* csmPublishingProfileOptionsSerializer */.EOs)(publishingProfileOptions),
    });
}
async function _listPublishingProfileXmlWithSecretsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return { blobBody: result.blobBody, readableStreamBody: result.readableStreamBody };
}
/** Description for Gets the publishing profile for an app (or deployment slot, if specified). */
async function listPublishingProfileXmlWithSecrets(context, resourceGroupName, name, publishingProfileOptions, options = { requestOptions: {} }) {
    const streamableMethod = _listPublishingProfileXmlWithSecretsSend(context, resourceGroupName, name, publishingProfileOptions, options);
    const result = await getBinaryStreamResponse(streamableMethod);
    return _listPublishingProfileXmlWithSecretsDeserialize(result);
}
function _getPrivateLinkResourcesSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/privateLinkResources{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getPrivateLinkResourcesDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* privateLinkResourcesWrapperDeserializer */.Jxp)(result.body);
}
/** Description for Gets the private link resources */
async function getPrivateLinkResources(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _getPrivateLinkResourcesSend(context, resourceGroupName, name, options);
    return _getPrivateLinkResourcesDeserialize(result);
}
function _listPremierAddOnsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/premieraddons{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listPremierAddOnsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* premierAddOnDeserializer */.gvu)(result.body);
}
/** Description for Gets the premier add-ons of an app. */
async function listPremierAddOns(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _listPremierAddOnsSend(context, resourceGroupName, name, options);
    return _listPremierAddOnsDeserialize(result);
}
function _getSitePhpErrorLogFlagSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/phplogging{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getSitePhpErrorLogFlagDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* sitePhpErrorLogFlagDeserializer */.rU1)(result.body);
}
/** Description for Gets web app's event logs. */
async function getSitePhpErrorLogFlag(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _getSitePhpErrorLogFlagSend(context, resourceGroupName, name, options);
    return _getSitePhpErrorLogFlagDeserialize(result);
}
function _listPerfMonCountersSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/perfcounters{?api%2Dversion,%24filter}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
        "%24filter": options?.filter,
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listPerfMonCountersDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _perfMonCounterCollectionDeserializer */.Ez1)(result.body);
}
/** Description for Gets perfmon counters for web app. */
function listPerfMonCounters(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listPerfMonCountersSend(context, resourceGroupName, name, options), _listPerfMonCountersDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _generateNewSitePublishingPasswordSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/newpassword{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _generateNewSitePublishingPasswordDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Generates a new publishing password for an app (or deployment slot, if specified). */
async function generateNewSitePublishingPassword(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _generateNewSitePublishingPasswordSend(context, resourceGroupName, name, options);
    return _generateNewSitePublishingPasswordDeserialize(result);
}
function _getNetworkTracesV2Send(context, resourceGroupName, name, operationId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/networkTraces/{operationId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        operationId: operationId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getNetworkTracesV2Deserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* networkTraceArrayDeserializer */.CYr)(result.body);
}
/** Description for Gets a named operation for a network trace capturing (or deployment slot, if specified). */
async function getNetworkTracesV2(context, resourceGroupName, name, operationId, options = { requestOptions: {} }) {
    const result = await _getNetworkTracesV2Send(context, resourceGroupName, name, operationId, options);
    return _getNetworkTracesV2Deserialize(result);
}
function _getNetworkTraceOperationV2Send(context, resourceGroupName, name, operationId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/networkTraces/current/operationresults/{operationId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        operationId: operationId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getNetworkTraceOperationV2Deserialize(result) {
    const expectedStatuses = ["200", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* networkTraceArrayDeserializer */.CYr)(result.body);
}
/** Description for Gets a named operation for a network trace capturing (or deployment slot, if specified). */
async function getNetworkTraceOperationV2(context, resourceGroupName, name, operationId, options = { requestOptions: {} }) {
    const result = await _getNetworkTraceOperationV2Send(context, resourceGroupName, name, operationId, options);
    return _getNetworkTraceOperationV2Deserialize(result);
}
function _getNetworkTracesSend(context, resourceGroupName, name, operationId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/networkTrace/{operationId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        operationId: operationId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getNetworkTracesDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* networkTraceArrayDeserializer */.CYr)(result.body);
}
/** Description for Gets a named operation for a network trace capturing (or deployment slot, if specified). */
async function getNetworkTraces(context, resourceGroupName, name, operationId, options = { requestOptions: {} }) {
    const result = await _getNetworkTracesSend(context, resourceGroupName, name, operationId, options);
    return _getNetworkTracesDeserialize(result);
}
function _stopWebSiteNetworkTraceSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/networkTrace/stop{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _stopWebSiteNetworkTraceDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Stop ongoing capturing network packets for the site. */
async function stopWebSiteNetworkTrace(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _stopWebSiteNetworkTraceSend(context, resourceGroupName, name, options);
    return _stopWebSiteNetworkTraceDeserialize(result);
}
function _startWebSiteNetworkTraceOperationSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/networkTrace/startOperation{?api%2Dversion,durationInSeconds,maxFrameLength,sasUrl}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
        durationInSeconds: options?.durationInSeconds,
        maxFrameLength: options?.maxFrameLength,
        sasUrl: options?.sasUrl,
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _startWebSiteNetworkTraceOperationDeserialize(result) {
    const expectedStatuses = ["200", "202", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* networkTraceArrayDeserializer */.CYr)(result.body);
}
/** Description for Start capturing network packets for the site. */
function startWebSiteNetworkTraceOperation(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _startWebSiteNetworkTraceOperationDeserialize, ["200", "202", "201"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _startWebSiteNetworkTraceOperationSend(context, resourceGroupName, name, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _startWebSiteNetworkTraceSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/networkTrace/start{?api%2Dversion,durationInSeconds,maxFrameLength,sasUrl}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
        durationInSeconds: options?.durationInSeconds,
        maxFrameLength: options?.maxFrameLength,
        sasUrl: options?.sasUrl,
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _startWebSiteNetworkTraceDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return { body: result.body };
}
/** Description for Start capturing network packets for the site (To be deprecated). */
async function startWebSiteNetworkTrace(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _startWebSiteNetworkTraceSend(context, resourceGroupName, name, options);
    return _startWebSiteNetworkTraceDeserialize(result);
}
function _getNetworkTraceOperationSend(context, resourceGroupName, name, operationId, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/networkTrace/operationresults/{operationId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        operationId: operationId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getNetworkTraceOperationDeserialize(result) {
    const expectedStatuses = ["200", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* networkTraceArrayDeserializer */.CYr)(result.body);
}
/** Description for Gets a named operation for a network trace capturing (or deployment slot, if specified). */
async function getNetworkTraceOperation(context, resourceGroupName, name, operationId, options = { requestOptions: {} }) {
    const result = await _getNetworkTraceOperationSend(context, resourceGroupName, name, operationId, options);
    return _getNetworkTraceOperationDeserialize(result);
}
function _migrateMySqlSend(context, resourceGroupName, name, migrationRequestEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/migratemysql{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* migrateMySqlRequestSerializer */.DTJ)(migrationRequestEnvelope),
    });
}
async function _migrateMySqlDeserialize(result) {
    const expectedStatuses = ["200", "201", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* operationDeserializer */.Hn8)(result.body);
}
/** Description for Migrates a local (in-app) MySql database to a remote MySql database. */
function migrateMySql(context, resourceGroupName, name, migrationRequestEnvelope, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _migrateMySqlDeserialize, ["200", "201", "202"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _migrateMySqlSend(context, resourceGroupName, name, migrationRequestEnvelope, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _migrateStorageSend(context, subscriptionName, resourceGroupName, name, migrationOptions, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/migrate{?api%2Dversion,subscriptionName}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
        subscriptionName: subscriptionName,
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* storageMigrationOptionsSerializer */.gby)(migrationOptions),
    });
}
async function _migrateStorageDeserialize(result) {
    const expectedStatuses = ["200", "201", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* storageMigrationResponseDeserializer */.IU3)(result.body);
}
/** Description for Restores a web app. */
function migrateStorage(context, subscriptionName, resourceGroupName, name, migrationOptions, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _migrateStorageDeserialize, ["200", "201", "202"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _migrateStorageSend(context, subscriptionName, resourceGroupName, name, migrationOptions, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _updateMachineKeySend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/updatemachinekey{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _updateMachineKeyDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return result.body;
}
/** Updates the machine key of an app. */
async function updateMachineKey(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _updateMachineKeySend(context, resourceGroupName, name, options);
    return _updateMachineKeyDeserialize(result);
}
function _listSyncFunctionTriggersSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/listsyncfunctiontriggerstatus{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listSyncFunctionTriggersDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* functionSecretsDeserializer */.FU3)(result.body);
}
/** Description for This is to allow calling via powershell and ARM template. */
async function listSyncFunctionTriggers(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _listSyncFunctionTriggersSend(context, resourceGroupName, name, options);
    return _listSyncFunctionTriggersDeserialize(result);
}
function _listSiteBackupsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/listbackups{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listSiteBackupsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _backupItemCollectionDeserializer */.WuF)(result.body);
}
/** Description for Gets existing backups of an app. */
function listSiteBackups(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listSiteBackupsSend(context, resourceGroupName, name, options), _listSiteBackupsDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _isCloneableSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/iscloneable{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _isCloneableDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteCloneabilityDeserializer */.uUD)(result.body);
}
/** Description for Shows whether an app can be cloned to another resource group or subscription. */
async function isCloneable(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _isCloneableSend(context, resourceGroupName, name, options);
    return _isCloneableDeserialize(result);
}
function _listRelayServiceConnectionsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/hybridconnection{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listRelayServiceConnectionsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* relayServiceConnectionEntityDeserializer */.T5Z)(result.body);
}
/** Description for Gets hybrid connections configured for an app (or deployment slot, if specified). */
async function listRelayServiceConnections(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _listRelayServiceConnectionsSend(context, resourceGroupName, name, options);
    return _listRelayServiceConnectionsDeserialize(result);
}
function _listHybridConnectionsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/hybridConnectionRelays{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listHybridConnectionsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* hybridConnectionDeserializer */.mCI)(result.body);
}
/** Description for Retrieves all Service Bus Hybrid Connections used by this Web App. */
async function listHybridConnections(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _listHybridConnectionsSend(context, resourceGroupName, name, options);
    return _listHybridConnectionsDeserialize(result);
}
function _deleteHostSecretSend(context, resourceGroupName, name, keyType, keyName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/host/default/{keyType}/{keyName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        keyType: keyType,
        keyName: keyName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteHostSecretDeserialize(result) {
    const expectedStatuses = ["204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Delete a host level secret. */
async function deleteHostSecret(context, resourceGroupName, name, keyType, keyName, options = { requestOptions: {} }) {
    const result = await _deleteHostSecretSend(context, resourceGroupName, name, keyType, keyName, options);
    return _deleteHostSecretDeserialize(result);
}
function _createOrUpdateHostSecretSend(context, resourceGroupName, name, keyType, keyName, key, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/host/default/{keyType}/{keyName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        keyType: keyType,
        keyName: keyName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* keyInfoSerializer */.cl)(key),
    });
}
async function _createOrUpdateHostSecretDeserialize(result) {
    const expectedStatuses = ["200", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* keyInfoDeserializer */.fuS)(result.body);
}
/** Description for Add or update a host level secret. */
async function createOrUpdateHostSecret(context, resourceGroupName, name, keyType, keyName, key, options = { requestOptions: {} }) {
    const result = await _createOrUpdateHostSecretSend(context, resourceGroupName, name, keyType, keyName, key, options);
    return _createOrUpdateHostSecretDeserialize(result);
}
function _syncFunctionsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/host/default/sync{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _syncFunctionsDeserialize(result) {
    const expectedStatuses = ["204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Syncs function trigger metadata to the management database */
async function syncFunctions(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _syncFunctionsSend(context, resourceGroupName, name, options);
    return _syncFunctionsDeserialize(result);
}
function _listSyncStatusSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/host/default/listsyncstatus{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _listSyncStatusDeserialize(result) {
    const expectedStatuses = ["204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for This is to allow calling via powershell and ARM template. */
async function listSyncStatus(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _listSyncStatusSend(context, resourceGroupName, name, options);
    return _listSyncStatusDeserialize(result);
}
function _listHostKeysSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/host/default/listkeys{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listHostKeysDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* hostKeysDeserializer */.wFm)(result.body);
}
/** Description for Get host secrets for a function app. */
async function listHostKeys(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _listHostKeysSend(context, resourceGroupName, name, options);
    return _listHostKeysDeserialize(result);
}
function _getFunctionsAdminTokenSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/functions/admin/token{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getFunctionsAdminTokenDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return { body: result.body };
}
/** Description for Fetch a short lived token that can be exchanged for a master key. */
async function getFunctionsAdminToken(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _getFunctionsAdminTokenSend(context, resourceGroupName, name, options);
    return _getFunctionsAdminTokenDeserialize(result);
}
function _createOneDeployOperationSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/extensions/onedeploy{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _createOneDeployOperationDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return result.body;
}
/** Description for Invoke the OneDeploy publish web app extension. */
async function createOneDeployOperation(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _createOneDeployOperationSend(context, resourceGroupName, name, options);
    return _createOneDeployOperationDeserialize(result);
}
function _getOneDeployStatusSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/extensions/onedeploy{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getOneDeployStatusDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return result.body;
}
/** Description for Invoke onedeploy status API /api/deployments and gets the deployment status for the site */
async function getOneDeployStatus(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _getOneDeployStatusSend(context, resourceGroupName, name, options);
    return _getOneDeployStatusDeserialize(result);
}
function _discoverBackupSend(context, resourceGroupName, name, request, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/discoverbackup{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* restoreRequestSerializer */.IgR)(request),
    });
}
async function _discoverBackupDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* restoreRequestDeserializer */.BwH)(result.body);
}
/** Description for Discovers an existing app backup that can be restored from a blob in Azure storage. Use this to get information about the databases stored in a backup. */
async function discoverBackup(context, resourceGroupName, name, request, options = { requestOptions: {} }) {
    const result = await _discoverBackupSend(context, resourceGroupName, name, request, options);
    return _discoverBackupDeserialize(result);
}
function _getContainerLogsZipSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/containerlogs/zip/download{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/zip", ...options.requestOptions?.headers },
    });
}
async function _getContainerLogsZipDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return { blobBody: result.blobBody, readableStreamBody: result.readableStreamBody };
}
/** Description for Gets the ZIP archived docker log files for the given site */
async function getContainerLogsZip(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const streamableMethod = _getContainerLogsZipSend(context, resourceGroupName, name, options);
    const result = await getBinaryStreamResponse(streamableMethod);
    return _getContainerLogsZipDeserialize(result);
}
function _getWebSiteContainerLogsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/containerlogs{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/octet-stream", ...options.requestOptions?.headers },
    });
}
async function _getWebSiteContainerLogsDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return { blobBody: result.blobBody, readableStreamBody: result.readableStreamBody };
}
/** Description for Gets the last lines of docker logs for the given site */
async function getWebSiteContainerLogs(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const streamableMethod = _getWebSiteContainerLogsSend(context, resourceGroupName, name, options);
    const result = await getBinaryStreamResponse(streamableMethod);
    return _getWebSiteContainerLogsDeserialize(result);
}
function _listSitePushSettingsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/pushsettings/list{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listSitePushSettingsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* pushSettingsDeserializer */.z_5)(result.body);
}
/** Description for Gets the Push settings associated with web app. */
async function listSitePushSettings(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _listSitePushSettingsSend(context, resourceGroupName, name, options);
    return _listSitePushSettingsDeserialize(result);
}
function _updateSitePushSettingsSend(context, resourceGroupName, name, pushSettings, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/pushsettings{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* pushSettingsSerializer */.QxK)(pushSettings),
    });
}
async function _updateSitePushSettingsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* pushSettingsDeserializer */.z_5)(result.body);
}
/** Description for Updates the Push settings associated with web app. */
async function updateSitePushSettings(context, resourceGroupName, name, pushSettings, options = { requestOptions: {} }) {
    const result = await _updateSitePushSettingsSend(context, resourceGroupName, name, pushSettings, options);
    return _updateSitePushSettingsDeserialize(result);
}
function _listPublishingCredentialsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/publishingcredentials/list{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listPublishingCredentialsDeserialize(result) {
    const expectedStatuses = ["200", "201", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* userDeserializer */.jRe)(result.body);
}
/** Description for Gets the Git/FTP publishing credentials of an app. */
function listPublishingCredentials(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _listPublishingCredentialsDeserialize, ["200", "201", "202"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _listPublishingCredentialsSend(context, resourceGroupName, name, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _listMetadataSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/metadata/list{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listMetadataDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* stringDictionaryDeserializer */.p3m)(result.body);
}
/** Description for Gets the metadata of an app. */
async function listMetadata(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _listMetadataSend(context, resourceGroupName, name, options);
    return _listMetadataDeserialize(result);
}
function _updateMetadataSend(context, resourceGroupName, name, metadata, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/metadata{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* stringDictionarySerializer */.gNS)(metadata),
    });
}
async function _updateMetadataDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* stringDictionaryDeserializer */.p3m)(result.body);
}
/** Description for Replaces the metadata of an app. */
async function updateMetadata(context, resourceGroupName, name, metadata, options = { requestOptions: {} }) {
    const result = await _updateMetadataSend(context, resourceGroupName, name, metadata, options);
    return _updateMetadataDeserialize(result);
}
function _listConnectionStringsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/connectionstrings/list{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listConnectionStringsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* connectionStringDictionaryDeserializer */.b_R)(result.body);
}
/** Description for Gets the connection strings of an app. */
async function listConnectionStrings(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _listConnectionStringsSend(context, resourceGroupName, name, options);
    return _listConnectionStringsDeserialize(result);
}
function _updateConnectionStringsSend(context, resourceGroupName, name, connectionStrings, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/connectionstrings{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* connectionStringDictionarySerializer */._u4)(connectionStrings),
    });
}
async function _updateConnectionStringsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* connectionStringDictionaryDeserializer */.b_R)(result.body);
}
/** Description for Replaces the connection strings of an app. */
async function updateConnectionStrings(context, resourceGroupName, name, connectionStrings, options = { requestOptions: {} }) {
    const result = await _updateConnectionStringsSend(context, resourceGroupName, name, connectionStrings, options);
    return _updateConnectionStringsDeserialize(result);
}
function _getBackupConfigurationSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/backup/list{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getBackupConfigurationDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* backupRequestDeserializer */.vun)(result.body);
}
/** Description for Gets the backup configuration of an app. */
async function getBackupConfiguration(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _getBackupConfigurationSend(context, resourceGroupName, name, options);
    return _getBackupConfigurationDeserialize(result);
}
function _deleteBackupConfigurationSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/backup{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteBackupConfigurationDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Deletes the backup configuration of an app. */
async function deleteBackupConfiguration(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _deleteBackupConfigurationSend(context, resourceGroupName, name, options);
    return _deleteBackupConfigurationDeserialize(result);
}
function _updateBackupConfigurationSend(context, resourceGroupName, name, request, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/backup{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* backupRequestSerializer */.CmB)(request),
    });
}
async function _updateBackupConfigurationDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* backupRequestDeserializer */.vun)(result.body);
}
/** Description for Updates the backup configuration of an app. */
async function updateBackupConfiguration(context, resourceGroupName, name, request, options = { requestOptions: {} }) {
    const result = await _updateBackupConfigurationSend(context, resourceGroupName, name, request, options);
    return _updateBackupConfigurationDeserialize(result);
}
function _listAzureStorageAccountsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/azurestorageaccounts/list{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listAzureStorageAccountsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* azureStoragePropertyDictionaryResourceDeserializer */.RPv)(result.body);
}
/** Description for Gets the Azure storage account configurations of an app. */
async function listAzureStorageAccounts(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _listAzureStorageAccountsSend(context, resourceGroupName, name, options);
    return _listAzureStorageAccountsDeserialize(result);
}
function _updateAzureStorageAccountsSend(context, resourceGroupName, name, azureStorageAccounts, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/azurestorageaccounts{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* azureStoragePropertyDictionaryResourceSerializer */.ohR)(azureStorageAccounts),
    });
}
async function _updateAzureStorageAccountsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* azureStoragePropertyDictionaryResourceDeserializer */.RPv)(result.body);
}
/** Description for Updates the Azure storage account configurations of an app. */
async function updateAzureStorageAccounts(context, resourceGroupName, name, azureStorageAccounts, options = { requestOptions: {} }) {
    const result = await _updateAzureStorageAccountsSend(context, resourceGroupName, name, azureStorageAccounts, options);
    return _updateAzureStorageAccountsDeserialize(result);
}
function _getAuthSettingsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/authsettings/list{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getAuthSettingsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteAuthSettingsDeserializer */.i1p)(result.body);
}
/** Description for Gets the Authentication/Authorization settings of an app. */
async function getAuthSettings(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _getAuthSettingsSend(context, resourceGroupName, name, options);
    return _getAuthSettingsDeserialize(result);
}
function _updateAuthSettingsSend(context, resourceGroupName, name, siteAuthSettings, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/authsettings{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* siteAuthSettingsSerializer */.$x5)(siteAuthSettings),
    });
}
async function _updateAuthSettingsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteAuthSettingsDeserializer */.i1p)(result.body);
}
/** Description for Updates the Authentication / Authorization settings associated with web app. */
async function updateAuthSettings(context, resourceGroupName, name, siteAuthSettings, options = { requestOptions: {} }) {
    const result = await _updateAuthSettingsSend(context, resourceGroupName, name, siteAuthSettings, options);
    return _updateAuthSettingsDeserialize(result);
}
function _listApplicationSettingsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/appsettings/list{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listApplicationSettingsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* stringDictionaryDeserializer */.p3m)(result.body);
}
/** Description for Gets the application settings of an app. */
async function listApplicationSettings(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _listApplicationSettingsSend(context, resourceGroupName, name, options);
    return _listApplicationSettingsDeserialize(result);
}
function _updateApplicationSettingsSend(context, resourceGroupName, name, appSettings, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/config/appsettings{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* stringDictionarySerializer */.gNS)(appSettings),
    });
}
async function _updateApplicationSettingsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* stringDictionaryDeserializer */.p3m)(result.body);
}
/** Description for Replaces the application settings of an app. */
async function updateApplicationSettings(context, resourceGroupName, name, appSettings, options = { requestOptions: {} }) {
    const result = await _updateApplicationSettingsSend(context, resourceGroupName, name, appSettings, options);
    return _updateApplicationSettingsDeserialize(result);
}
function _backupSend(context, resourceGroupName, name, request, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/backup{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* backupRequestSerializer */.CmB)(request),
    });
}
async function _backupDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* backupItemDeserializer */.fiP)(result.body);
}
/** Description for Creates a backup of an app. */
async function backup(context, resourceGroupName, name, request, options = { requestOptions: {} }) {
    const result = await _backupSend(context, resourceGroupName, name, request, options);
    return _backupDeserialize(result);
}
function _applySlotConfigToProductionSend(context, resourceGroupName, name, slotSwapEntity, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/applySlotConfig{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        body: (0,models/* csmSlotEntitySerializer */.LTI)(slotSwapEntity),
    });
}
async function _applySlotConfigToProductionDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Applies the configuration settings from the target slot onto the current slot. */
async function applySlotConfigToProduction(context, resourceGroupName, name, slotSwapEntity, options = { requestOptions: {} }) {
    const result = await _applySlotConfigToProductionSend(context, resourceGroupName, name, slotSwapEntity, options);
    return _applySlotConfigToProductionDeserialize(result);
}
function _analyzeCustomHostnameSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/analyzeCustomHostname{?api%2Dversion,hostName}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
        hostName: options?.hostName,
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _analyzeCustomHostnameDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* customHostnameAnalysisResultDeserializer */.Lwi)(result.body);
}
/** Description for Analyze a custom hostname. */
async function analyzeCustomHostname(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _analyzeCustomHostnameSend(context, resourceGroupName, name, options);
    return _analyzeCustomHostnameDeserialize(result);
}
function _listSend(context, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/providers/Microsoft.Web/sites{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _webAppCollectionDeserializer */.WQy)(result.body);
}
/** Description for Get all apps for a subscription. */
function list(context, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listSend(context, options), _listDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _$deleteSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}{?api%2Dversion,deleteMetrics,deleteEmptyServerFarm}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
        deleteMetrics: options?.deleteMetrics,
        deleteEmptyServerFarm: options?.deleteEmptyServerFarm,
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _$deleteDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Deletes a web, mobile, or API app, or one of the deployment slots. */
async function $delete(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _$deleteSend(context, resourceGroupName, name, options);
    return _$deleteDeserialize(result);
}
function _updateSend(context, resourceGroupName, name, siteEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).patch({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* sitePatchResourceSerializer */.g5P)(siteEnvelope),
    });
}
async function _updateDeserialize(result) {
    const expectedStatuses = ["200", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteDeserializer */.znG)(result.body);
}
/** Description for Creates a new web, mobile, or API app in an existing resource group, or updates an existing app. */
async function update(context, resourceGroupName, name, siteEnvelope, options = { requestOptions: {} }) {
    const result = await _updateSend(context, resourceGroupName, name, siteEnvelope, options);
    return _updateDeserialize(result);
}
function _createOrUpdateSend(context, resourceGroupName, name, siteEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* siteSerializer */.Kh3)(siteEnvelope),
    });
}
async function _createOrUpdateDeserialize(result) {
    const expectedStatuses = ["200", "202", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteDeserializer */.znG)(result.body);
}
/** Description for Creates a new web, mobile, or API app in an existing resource group, or updates an existing app. */
function createOrUpdate(context, resourceGroupName, name, siteEnvelope, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _createOrUpdateDeserialize, ["200", "202", "201"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _createOrUpdateSend(context, resourceGroupName, name, siteEnvelope, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _getSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteDeserializer */.znG)(result.body);
}
/** Description for Gets the details of a web, mobile, or API app. */
async function get(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _getSend(context, resourceGroupName, name, options);
    return _getDeserialize(result);
}
function _updateVnetConnectionGatewaySend(context, resourceGroupName, name, vnetName, gatewayName, connectionEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/virtualNetworkConnections/{vnetName}/gateways/{gatewayName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        vnetName: vnetName,
        gatewayName: gatewayName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).patch({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* vnetGatewaySerializer */.EU8)(connectionEnvelope),
    });
}
async function _updateVnetConnectionGatewayDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* vnetGatewayDeserializer */.psM)(result.body);
}
/** Description for Adds a gateway to a connected Virtual Network (PUT) or updates it (PATCH). */
async function updateVnetConnectionGateway(context, resourceGroupName, name, vnetName, gatewayName, connectionEnvelope, options = { requestOptions: {} }) {
    const result = await _updateVnetConnectionGatewaySend(context, resourceGroupName, name, vnetName, gatewayName, connectionEnvelope, options);
    return _updateVnetConnectionGatewayDeserialize(result);
}
function _createOrUpdateVnetConnectionGatewaySend(context, resourceGroupName, name, vnetName, gatewayName, connectionEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/virtualNetworkConnections/{vnetName}/gateways/{gatewayName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        vnetName: vnetName,
        gatewayName: gatewayName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* vnetGatewaySerializer */.EU8)(connectionEnvelope),
    });
}
async function _createOrUpdateVnetConnectionGatewayDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* vnetGatewayDeserializer */.psM)(result.body);
}
/** Description for Adds a gateway to a connected Virtual Network (PUT) or updates it (PATCH). */
async function createOrUpdateVnetConnectionGateway(context, resourceGroupName, name, vnetName, gatewayName, connectionEnvelope, options = { requestOptions: {} }) {
    const result = await _createOrUpdateVnetConnectionGatewaySend(context, resourceGroupName, name, vnetName, gatewayName, connectionEnvelope, options);
    return _createOrUpdateVnetConnectionGatewayDeserialize(result);
}
function _getVnetConnectionGatewaySend(context, resourceGroupName, name, vnetName, gatewayName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/virtualNetworkConnections/{vnetName}/gateways/{gatewayName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        vnetName: vnetName,
        gatewayName: gatewayName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getVnetConnectionGatewayDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* vnetGatewayDeserializer */.psM)(result.body);
}
/** Description for Gets an app's Virtual Network gateway. */
async function getVnetConnectionGateway(context, resourceGroupName, name, vnetName, gatewayName, options = { requestOptions: {} }) {
    const result = await _getVnetConnectionGatewaySend(context, resourceGroupName, name, vnetName, gatewayName, options);
    return _getVnetConnectionGatewayDeserialize(result);
}
function _updateVnetConnectionGatewaySlotSend(context, resourceGroupName, name, vnetName, gatewayName, slot, connectionEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/virtualNetworkConnections/{vnetName}/gateways/{gatewayName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        vnetName: vnetName,
        gatewayName: gatewayName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).patch({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* vnetGatewaySerializer */.EU8)(connectionEnvelope),
    });
}
async function _updateVnetConnectionGatewaySlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* vnetGatewayDeserializer */.psM)(result.body);
}
/** Description for Adds a gateway to a connected Virtual Network (PUT) or updates it (PATCH). */
async function updateVnetConnectionGatewaySlot(context, resourceGroupName, name, vnetName, gatewayName, slot, connectionEnvelope, options = { requestOptions: {} }) {
    const result = await _updateVnetConnectionGatewaySlotSend(context, resourceGroupName, name, vnetName, gatewayName, slot, connectionEnvelope, options);
    return _updateVnetConnectionGatewaySlotDeserialize(result);
}
function _createOrUpdateVnetConnectionGatewaySlotSend(context, resourceGroupName, name, vnetName, gatewayName, slot, connectionEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/virtualNetworkConnections/{vnetName}/gateways/{gatewayName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        vnetName: vnetName,
        gatewayName: gatewayName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* vnetGatewaySerializer */.EU8)(connectionEnvelope),
    });
}
async function _createOrUpdateVnetConnectionGatewaySlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* vnetGatewayDeserializer */.psM)(result.body);
}
/** Description for Adds a gateway to a connected Virtual Network (PUT) or updates it (PATCH). */
async function createOrUpdateVnetConnectionGatewaySlot(context, resourceGroupName, name, vnetName, gatewayName, slot, connectionEnvelope, options = { requestOptions: {} }) {
    const result = await _createOrUpdateVnetConnectionGatewaySlotSend(context, resourceGroupName, name, vnetName, gatewayName, slot, connectionEnvelope, options);
    return _createOrUpdateVnetConnectionGatewaySlotDeserialize(result);
}
function _getVnetConnectionGatewaySlotSend(context, resourceGroupName, name, vnetName, gatewayName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/virtualNetworkConnections/{vnetName}/gateways/{gatewayName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        vnetName: vnetName,
        gatewayName: gatewayName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getVnetConnectionGatewaySlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* vnetGatewayDeserializer */.psM)(result.body);
}
/** Description for Gets an app's Virtual Network gateway. */
async function getVnetConnectionGatewaySlot(context, resourceGroupName, name, vnetName, gatewayName, slot, options = { requestOptions: {} }) {
    const result = await _getVnetConnectionGatewaySlotSend(context, resourceGroupName, name, vnetName, gatewayName, slot, options);
    return _getVnetConnectionGatewaySlotDeserialize(result);
}
function _listVnetConnectionsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/virtualNetworkConnections{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listVnetConnectionsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* vnetInfoResourceArrayDeserializer */.EKL)(result.body);
}
/** Description for Gets the virtual networks the app (or deployment slot) is connected to. */
async function listVnetConnections(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const result = await _listVnetConnectionsSend(context, resourceGroupName, name, options);
    return _listVnetConnectionsDeserialize(result);
}
function _deleteVnetConnectionSend(context, resourceGroupName, name, vnetName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/virtualNetworkConnections/{vnetName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        vnetName: vnetName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteVnetConnectionDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Deletes a connection from an app (or deployment slot to a named virtual network. */
async function deleteVnetConnection(context, resourceGroupName, name, vnetName, options = { requestOptions: {} }) {
    const result = await _deleteVnetConnectionSend(context, resourceGroupName, name, vnetName, options);
    return _deleteVnetConnectionDeserialize(result);
}
function _updateVnetConnectionSend(context, resourceGroupName, name, vnetName, connectionEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/virtualNetworkConnections/{vnetName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        vnetName: vnetName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).patch({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* vnetInfoResourceSerializer */.yGC)(connectionEnvelope),
    });
}
async function _updateVnetConnectionDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* vnetInfoResourceDeserializer */.B5Y)(result.body);
}
/** Description for Adds a Virtual Network connection to an app or slot (PUT) or updates the connection properties (PATCH). */
async function updateVnetConnection(context, resourceGroupName, name, vnetName, connectionEnvelope, options = { requestOptions: {} }) {
    const result = await _updateVnetConnectionSend(context, resourceGroupName, name, vnetName, connectionEnvelope, options);
    return _updateVnetConnectionDeserialize(result);
}
function _createOrUpdateVnetConnectionSend(context, resourceGroupName, name, vnetName, connectionEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/virtualNetworkConnections/{vnetName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        vnetName: vnetName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* vnetInfoResourceSerializer */.yGC)(connectionEnvelope),
    });
}
async function _createOrUpdateVnetConnectionDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* vnetInfoResourceDeserializer */.B5Y)(result.body);
}
/** Description for Adds a Virtual Network connection to an app or slot (PUT) or updates the connection properties (PATCH). */
async function createOrUpdateVnetConnection(context, resourceGroupName, name, vnetName, connectionEnvelope, options = { requestOptions: {} }) {
    const result = await _createOrUpdateVnetConnectionSend(context, resourceGroupName, name, vnetName, connectionEnvelope, options);
    return _createOrUpdateVnetConnectionDeserialize(result);
}
function _getVnetConnectionSend(context, resourceGroupName, name, vnetName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/virtualNetworkConnections/{vnetName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        vnetName: vnetName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getVnetConnectionDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* vnetInfoResourceDeserializer */.B5Y)(result.body);
}
/** Description for Gets a virtual network the app (or deployment slot) is connected to by name. */
async function getVnetConnection(context, resourceGroupName, name, vnetName, options = { requestOptions: {} }) {
    const result = await _getVnetConnectionSend(context, resourceGroupName, name, vnetName, options);
    return _getVnetConnectionDeserialize(result);
}
function _listVnetConnectionsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/virtualNetworkConnections{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listVnetConnectionsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* vnetInfoResourceArrayDeserializer */.EKL)(result.body);
}
/** Description for Gets the virtual networks the app (or deployment slot) is connected to. */
async function listVnetConnectionsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _listVnetConnectionsSlotSend(context, resourceGroupName, name, slot, options);
    return _listVnetConnectionsSlotDeserialize(result);
}
function _deleteVnetConnectionSlotSend(context, resourceGroupName, name, vnetName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/virtualNetworkConnections/{vnetName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        vnetName: vnetName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteVnetConnectionSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Deletes a connection from an app (or deployment slot to a named virtual network. */
async function deleteVnetConnectionSlot(context, resourceGroupName, name, vnetName, slot, options = { requestOptions: {} }) {
    const result = await _deleteVnetConnectionSlotSend(context, resourceGroupName, name, vnetName, slot, options);
    return _deleteVnetConnectionSlotDeserialize(result);
}
function _updateVnetConnectionSlotSend(context, resourceGroupName, name, vnetName, slot, connectionEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/virtualNetworkConnections/{vnetName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        vnetName: vnetName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).patch({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* vnetInfoResourceSerializer */.yGC)(connectionEnvelope),
    });
}
async function _updateVnetConnectionSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* vnetInfoResourceDeserializer */.B5Y)(result.body);
}
/** Description for Adds a Virtual Network connection to an app or slot (PUT) or updates the connection properties (PATCH). */
async function updateVnetConnectionSlot(context, resourceGroupName, name, vnetName, slot, connectionEnvelope, options = { requestOptions: {} }) {
    const result = await _updateVnetConnectionSlotSend(context, resourceGroupName, name, vnetName, slot, connectionEnvelope, options);
    return _updateVnetConnectionSlotDeserialize(result);
}
function _createOrUpdateVnetConnectionSlotSend(context, resourceGroupName, name, vnetName, slot, connectionEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/virtualNetworkConnections/{vnetName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        vnetName: vnetName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* vnetInfoResourceSerializer */.yGC)(connectionEnvelope),
    });
}
async function _createOrUpdateVnetConnectionSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* vnetInfoResourceDeserializer */.B5Y)(result.body);
}
/** Description for Adds a Virtual Network connection to an app or slot (PUT) or updates the connection properties (PATCH). */
async function createOrUpdateVnetConnectionSlot(context, resourceGroupName, name, vnetName, slot, connectionEnvelope, options = { requestOptions: {} }) {
    const result = await _createOrUpdateVnetConnectionSlotSend(context, resourceGroupName, name, vnetName, slot, connectionEnvelope, options);
    return _createOrUpdateVnetConnectionSlotDeserialize(result);
}
function _getVnetConnectionSlotSend(context, resourceGroupName, name, vnetName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/virtualNetworkConnections/{vnetName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        vnetName: vnetName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getVnetConnectionSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* vnetInfoResourceDeserializer */.B5Y)(result.body);
}
/** Description for Gets a virtual network the app (or deployment slot) is connected to by name. */
async function getVnetConnectionSlot(context, resourceGroupName, name, vnetName, slot, options = { requestOptions: {} }) {
    const result = await _getVnetConnectionSlotSend(context, resourceGroupName, name, vnetName, slot, options);
    return _getVnetConnectionSlotDeserialize(result);
}
function _deleteHybridConnectionSlotSend(context, resourceGroupName, name, namespaceName, relayName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/hybridConnectionNamespaces/{namespaceName}/relays/{relayName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        namespaceName: namespaceName,
        relayName: relayName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteHybridConnectionSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Removes a Hybrid Connection from this site. */
async function deleteHybridConnectionSlot(context, resourceGroupName, name, namespaceName, relayName, slot, options = { requestOptions: {} }) {
    const result = await _deleteHybridConnectionSlotSend(context, resourceGroupName, name, namespaceName, relayName, slot, options);
    return _deleteHybridConnectionSlotDeserialize(result);
}
function _updateHybridConnectionSlotSend(context, resourceGroupName, name, namespaceName, relayName, slot, connectionEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/hybridConnectionNamespaces/{namespaceName}/relays/{relayName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        namespaceName: namespaceName,
        relayName: relayName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).patch({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* hybridConnectionSerializer */.Dmj)(connectionEnvelope),
    });
}
async function _updateHybridConnectionSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* hybridConnectionDeserializer */.mCI)(result.body);
}
/** Description for Creates a new Hybrid Connection using a Service Bus relay. */
async function updateHybridConnectionSlot(context, resourceGroupName, name, namespaceName, relayName, slot, connectionEnvelope, options = { requestOptions: {} }) {
    const result = await _updateHybridConnectionSlotSend(context, resourceGroupName, name, namespaceName, relayName, slot, connectionEnvelope, options);
    return _updateHybridConnectionSlotDeserialize(result);
}
function _createOrUpdateHybridConnectionSlotSend(context, resourceGroupName, name, namespaceName, relayName, slot, connectionEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/hybridConnectionNamespaces/{namespaceName}/relays/{relayName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        namespaceName: namespaceName,
        relayName: relayName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* hybridConnectionSerializer */.Dmj)(connectionEnvelope),
    });
}
async function _createOrUpdateHybridConnectionSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* hybridConnectionDeserializer */.mCI)(result.body);
}
/** Description for Creates a new Hybrid Connection using a Service Bus relay. */
async function createOrUpdateHybridConnectionSlot(context, resourceGroupName, name, namespaceName, relayName, slot, connectionEnvelope, options = { requestOptions: {} }) {
    const result = await _createOrUpdateHybridConnectionSlotSend(context, resourceGroupName, name, namespaceName, relayName, slot, connectionEnvelope, options);
    return _createOrUpdateHybridConnectionSlotDeserialize(result);
}
function _getHybridConnectionSlotSend(context, resourceGroupName, name, namespaceName, relayName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/hybridConnectionNamespaces/{namespaceName}/relays/{relayName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        namespaceName: namespaceName,
        relayName: relayName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getHybridConnectionSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* hybridConnectionDeserializer */.mCI)(result.body);
}
/** Description for Retrieves a specific Service Bus Hybrid Connection used by this Web App. */
async function getHybridConnectionSlot(context, resourceGroupName, name, namespaceName, relayName, slot, options = { requestOptions: {} }) {
    const result = await _getHybridConnectionSlotSend(context, resourceGroupName, name, namespaceName, relayName, slot, options);
    return _getHybridConnectionSlotDeserialize(result);
}
function _deleteHybridConnectionSend(context, resourceGroupName, name, namespaceName, relayName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/hybridConnectionNamespaces/{namespaceName}/relays/{relayName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        namespaceName: namespaceName,
        relayName: relayName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteHybridConnectionDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Removes a Hybrid Connection from this site. */
async function deleteHybridConnection(context, resourceGroupName, name, namespaceName, relayName, options = { requestOptions: {} }) {
    const result = await _deleteHybridConnectionSend(context, resourceGroupName, name, namespaceName, relayName, options);
    return _deleteHybridConnectionDeserialize(result);
}
function _updateHybridConnectionSend(context, resourceGroupName, name, namespaceName, relayName, connectionEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/hybridConnectionNamespaces/{namespaceName}/relays/{relayName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        namespaceName: namespaceName,
        relayName: relayName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).patch({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* hybridConnectionSerializer */.Dmj)(connectionEnvelope),
    });
}
async function _updateHybridConnectionDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* hybridConnectionDeserializer */.mCI)(result.body);
}
/** Description for Creates a new Hybrid Connection using a Service Bus relay. */
async function updateHybridConnection(context, resourceGroupName, name, namespaceName, relayName, connectionEnvelope, options = { requestOptions: {} }) {
    const result = await _updateHybridConnectionSend(context, resourceGroupName, name, namespaceName, relayName, connectionEnvelope, options);
    return _updateHybridConnectionDeserialize(result);
}
function _createOrUpdateHybridConnectionSend(context, resourceGroupName, name, namespaceName, relayName, connectionEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/hybridConnectionNamespaces/{namespaceName}/relays/{relayName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        namespaceName: namespaceName,
        relayName: relayName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* hybridConnectionSerializer */.Dmj)(connectionEnvelope),
    });
}
async function _createOrUpdateHybridConnectionDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* hybridConnectionDeserializer */.mCI)(result.body);
}
/** Description for Creates a new Hybrid Connection using a Service Bus relay. */
async function createOrUpdateHybridConnection(context, resourceGroupName, name, namespaceName, relayName, connectionEnvelope, options = { requestOptions: {} }) {
    const result = await _createOrUpdateHybridConnectionSend(context, resourceGroupName, name, namespaceName, relayName, connectionEnvelope, options);
    return _createOrUpdateHybridConnectionDeserialize(result);
}
function _getHybridConnectionSend(context, resourceGroupName, name, namespaceName, relayName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/hybridConnectionNamespaces/{namespaceName}/relays/{relayName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        namespaceName: namespaceName,
        relayName: relayName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getHybridConnectionDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* hybridConnectionDeserializer */.mCI)(result.body);
}
/** Description for Retrieves a specific Service Bus Hybrid Connection used by this Web App. */
async function getHybridConnection(context, resourceGroupName, name, namespaceName, relayName, options = { requestOptions: {} }) {
    const result = await _getHybridConnectionSend(context, resourceGroupName, name, namespaceName, relayName, options);
    return _getHybridConnectionDeserialize(result);
}
function _listPrivateEndpointConnectionListSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/privateEndpointConnections{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listPrivateEndpointConnectionListSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _privateEndpointConnectionCollectionDeserializer */.L42)(result.body);
}
/** Description for Gets the list of private endpoint connections associated with a site */
function listPrivateEndpointConnectionListSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listPrivateEndpointConnectionListSlotSend(context, resourceGroupName, name, slot, options), _listPrivateEndpointConnectionListSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deletePrivateEndpointConnectionSlotSend(context, resourceGroupName, name, privateEndpointConnectionName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/privateEndpointConnections/{privateEndpointConnectionName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        privateEndpointConnectionName: privateEndpointConnectionName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _deletePrivateEndpointConnectionSlotDeserialize(result) {
    const expectedStatuses = ["200", "202", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return result.body;
}
/** Description for Deletes a private endpoint connection */
function deletePrivateEndpointConnectionSlot(context, resourceGroupName, name, privateEndpointConnectionName, slot, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _deletePrivateEndpointConnectionSlotDeserialize, ["200", "202", "204"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _deletePrivateEndpointConnectionSlotSend(context, resourceGroupName, name, privateEndpointConnectionName, slot, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _approveOrRejectPrivateEndpointConnectionSlotSend(context, resourceGroupName, name, privateEndpointConnectionName, slot, privateEndpointWrapper, options = {
    requestOptions: {},
}) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/privateEndpointConnections/{privateEndpointConnectionName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        privateEndpointConnectionName: privateEndpointConnectionName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* remotePrivateEndpointConnectionARMResourceSerializer */.Npv)(privateEndpointWrapper),
    });
}
async function _approveOrRejectPrivateEndpointConnectionSlotDeserialize(result) {
    const expectedStatuses = ["200", "202", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* remotePrivateEndpointConnectionARMResourceDeserializer */.APF)(result.body);
}
/** Description for Approves or rejects a private endpoint connection */
function approveOrRejectPrivateEndpointConnectionSlot(context, resourceGroupName, name, privateEndpointConnectionName, slot, privateEndpointWrapper, options = {
    requestOptions: {},
}) {
    return getLongRunningPoller(context, _approveOrRejectPrivateEndpointConnectionSlotDeserialize, ["200", "202", "201"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _approveOrRejectPrivateEndpointConnectionSlotSend(context, resourceGroupName, name, privateEndpointConnectionName, slot, privateEndpointWrapper, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _getPrivateEndpointConnectionSlotSend(context, resourceGroupName, name, privateEndpointConnectionName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/privateEndpointConnections/{privateEndpointConnectionName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        privateEndpointConnectionName: privateEndpointConnectionName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getPrivateEndpointConnectionSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* remotePrivateEndpointConnectionARMResourceDeserializer */.APF)(result.body);
}
/** Description for Gets a private endpoint connection */
async function getPrivateEndpointConnectionSlot(context, resourceGroupName, name, privateEndpointConnectionName, slot, options = { requestOptions: {} }) {
    const result = await _getPrivateEndpointConnectionSlotSend(context, resourceGroupName, name, privateEndpointConnectionName, slot, options);
    return _getPrivateEndpointConnectionSlotDeserialize(result);
}
function _listPrivateEndpointConnectionListSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/privateEndpointConnections{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listPrivateEndpointConnectionListDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _privateEndpointConnectionCollectionDeserializer */.L42)(result.body);
}
/** Description for Gets the list of private endpoint connections associated with a site */
function listPrivateEndpointConnectionList(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listPrivateEndpointConnectionListSend(context, resourceGroupName, name, options), _listPrivateEndpointConnectionListDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deletePrivateEndpointConnectionSend(context, resourceGroupName, name, privateEndpointConnectionName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/privateEndpointConnections/{privateEndpointConnectionName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        privateEndpointConnectionName: privateEndpointConnectionName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _deletePrivateEndpointConnectionDeserialize(result) {
    const expectedStatuses = ["200", "202", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return result.body;
}
/** Description for Deletes a private endpoint connection */
function deletePrivateEndpointConnection(context, resourceGroupName, name, privateEndpointConnectionName, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _deletePrivateEndpointConnectionDeserialize, ["200", "202", "204"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _deletePrivateEndpointConnectionSend(context, resourceGroupName, name, privateEndpointConnectionName, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _approveOrRejectPrivateEndpointConnectionSend(context, resourceGroupName, name, privateEndpointConnectionName, privateEndpointWrapper, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/privateEndpointConnections/{privateEndpointConnectionName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        privateEndpointConnectionName: privateEndpointConnectionName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* remotePrivateEndpointConnectionARMResourceSerializer */.Npv)(privateEndpointWrapper),
    });
}
async function _approveOrRejectPrivateEndpointConnectionDeserialize(result) {
    const expectedStatuses = ["200", "202", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* remotePrivateEndpointConnectionARMResourceDeserializer */.APF)(result.body);
}
/** Description for Approves or rejects a private endpoint connection */
function approveOrRejectPrivateEndpointConnection(context, resourceGroupName, name, privateEndpointConnectionName, privateEndpointWrapper, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _approveOrRejectPrivateEndpointConnectionDeserialize, ["200", "202", "201"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _approveOrRejectPrivateEndpointConnectionSend(context, resourceGroupName, name, privateEndpointConnectionName, privateEndpointWrapper, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _getPrivateEndpointConnectionSend(context, resourceGroupName, name, privateEndpointConnectionName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/privateEndpointConnections/{privateEndpointConnectionName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        privateEndpointConnectionName: privateEndpointConnectionName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getPrivateEndpointConnectionDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* remotePrivateEndpointConnectionARMResourceDeserializer */.APF)(result.body);
}
/** Description for Gets a private endpoint connection */
async function getPrivateEndpointConnection(context, resourceGroupName, name, privateEndpointConnectionName, options = { requestOptions: {} }) {
    const result = await _getPrivateEndpointConnectionSend(context, resourceGroupName, name, privateEndpointConnectionName, options);
    return _getPrivateEndpointConnectionDeserialize(result);
}
function _listWorkflowsConnectionsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/listWorkflowsConnections{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listWorkflowsConnectionsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* workflowEnvelopeDeserializer */.nEK)(result.body);
}
/** Lists logic app's connections for web site, or a deployment slot. */
async function listWorkflowsConnectionsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _listWorkflowsConnectionsSlotSend(context, resourceGroupName, name, slot, options);
    return _listWorkflowsConnectionsSlotDeserialize(result);
}
function _deployWorkflowArtifactsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/deployWorkflowArtifacts{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        body: !options?.workflowArtifacts
            ? options?.workflowArtifacts
            : (0,models/* workflowArtifactsSerializer */.n4I)(options?.workflowArtifacts),
    });
}
async function _deployWorkflowArtifactsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Creates the artifacts for web site, or a deployment slot. */
async function deployWorkflowArtifactsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _deployWorkflowArtifactsSlotSend(context, resourceGroupName, name, slot, options);
    return _deployWorkflowArtifactsSlotDeserialize(result);
}
function _listUsagesSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/usages{?api%2Dversion,%24filter}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
        "%24filter": options?.filter,
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listUsagesSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _csmUsageQuotaCollectionDeserializer */.xsP)(result.body);
}
/** Description for Gets the quota usage information of an app (or deployment slot, if specified). */
function listUsagesSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listUsagesSlotSend(context, resourceGroupName, name, slot, options), _listUsagesSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _syncFunctionTriggersSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/syncfunctiontriggers{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _syncFunctionTriggersSlotDeserialize(result) {
    const expectedStatuses = ["204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Syncs function trigger metadata to the management database */
async function syncFunctionTriggersSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _syncFunctionTriggersSlotSend(context, resourceGroupName, name, slot, options);
    return _syncFunctionTriggersSlotDeserialize(result);
}
function _syncRepositorySlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/sync{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _syncRepositorySlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Sync web app repository. */
async function syncRepositorySlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _syncRepositorySlotSend(context, resourceGroupName, name, slot, options);
    return _syncRepositorySlotDeserialize(result);
}
function _stopNetworkTraceSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/stopNetworkTrace{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _stopNetworkTraceSlotDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Stop ongoing capturing network packets for the site. */
async function stopNetworkTraceSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _stopNetworkTraceSlotSend(context, resourceGroupName, name, slot, options);
    return _stopNetworkTraceSlotDeserialize(result);
}
function _stopSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/stop{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _stopSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Stops an app (or deployment slot, if specified). */
async function stopSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _stopSlotSend(context, resourceGroupName, name, slot, options);
    return _stopSlotDeserialize(result);
}
function _startNetworkTraceSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/startNetworkTrace{?api%2Dversion,durationInSeconds,maxFrameLength,sasUrl}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
        durationInSeconds: options?.durationInSeconds,
        maxFrameLength: options?.maxFrameLength,
        sasUrl: options?.sasUrl,
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _startNetworkTraceSlotDeserialize(result) {
    const expectedStatuses = ["200", "202", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* networkTraceArrayDeserializer */.CYr)(result.body);
}
/** Description for Start capturing network packets for the site. */
function startNetworkTraceSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _startNetworkTraceSlotDeserialize, ["200", "202", "201"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _startNetworkTraceSlotSend(context, resourceGroupName, name, slot, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _startSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/start{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _startSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Starts an app (or deployment slot, if specified). */
async function startSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _startSlotSend(context, resourceGroupName, name, slot, options);
    return _startSlotDeserialize(result);
}
function _listSnapshotsFromDRSecondarySlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/snapshotsdr{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listSnapshotsFromDRSecondarySlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _snapshotCollectionDeserializer */.zlQ)(result.body);
}
/** Description for Returns all Snapshots to the user from DRSecondary endpoint. */
function listSnapshotsFromDRSecondarySlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listSnapshotsFromDRSecondarySlotSend(context, resourceGroupName, name, slot, options), _listSnapshotsFromDRSecondarySlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _listSnapshotsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/snapshots{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listSnapshotsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _snapshotCollectionDeserializer */.zlQ)(result.body);
}
/** Description for Returns all Snapshots to the user. */
function listSnapshotsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listSnapshotsSlotSend(context, resourceGroupName, name, slot, options), _listSnapshotsSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _swapSlotSend(context, resourceGroupName, name, slot, slotSwapEntity, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/slotsswap{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        body: (0,models/* csmSlotEntitySerializer */.LTI)(slotSwapEntity),
    });
}
async function _swapSlotDeserialize(result) {
    const expectedStatuses = ["202", "200", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Swaps two deployment slots of an app. */
function swapSlot(context, resourceGroupName, name, slot, slotSwapEntity, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _swapSlotDeserialize, ["202", "200", "201"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _swapSlotSend(context, resourceGroupName, name, slot, slotSwapEntity, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _listSlotDifferencesSlotSend(context, resourceGroupName, name, slot, slotSwapEntity, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/slotsdiffs{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* csmSlotEntitySerializer */.LTI)(slotSwapEntity),
    });
}
async function _listSlotDifferencesSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _slotDifferenceCollectionDeserializer */.CrG)(result.body);
}
/** Description for Get the difference in configuration settings between two web app slots. */
function listSlotDifferencesSlot(context, resourceGroupName, name, slot, slotSwapEntity, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listSlotDifferencesSlotSend(context, resourceGroupName, name, slot, slotSwapEntity, options), _listSlotDifferencesSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _restoreSnapshotSlotSend(context, resourceGroupName, name, slot, restoreRequest, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/restoreSnapshot{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        body: (0,models/* snapshotRestoreRequestSerializer */.gmH)(restoreRequest),
    });
}
async function _restoreSnapshotSlotDeserialize(result) {
    const expectedStatuses = ["202", "200", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Restores a web app from a snapshot. */
function restoreSnapshotSlot(context, resourceGroupName, name, slot, restoreRequest, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _restoreSnapshotSlotDeserialize, ["202", "200", "201"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _restoreSnapshotSlotSend(context, resourceGroupName, name, slot, restoreRequest, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _restoreFromDeletedAppSlotSend(context, resourceGroupName, name, slot, restoreRequest, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/restoreFromDeletedApp{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        body: (0,models/* deletedAppRestoreRequestSerializer */.oYf)(restoreRequest),
    });
}
async function _restoreFromDeletedAppSlotDeserialize(result) {
    const expectedStatuses = ["202", "200", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Restores a deleted web app to this web app. */
function restoreFromDeletedAppSlot(context, resourceGroupName, name, slot, restoreRequest, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _restoreFromDeletedAppSlotDeserialize, ["202", "200", "201"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _restoreFromDeletedAppSlotSend(context, resourceGroupName, name, slot, restoreRequest, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _restoreFromBackupBlobSlotSend(context, resourceGroupName, name, slot, request, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/restoreFromBackupBlob{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        body: (0,models/* restoreRequestSerializer */.IgR)(request),
    });
}
async function _restoreFromBackupBlobSlotDeserialize(result) {
    const expectedStatuses = ["202", "200", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Restores an app from a backup blob in Azure Storage. */
function restoreFromBackupBlobSlot(context, resourceGroupName, name, slot, request, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _restoreFromBackupBlobSlotDeserialize, ["202", "200", "201"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _restoreFromBackupBlobSlotSend(context, resourceGroupName, name, slot, request, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _restartSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/restart{?api%2Dversion,softRestart,synchronous}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
        softRestart: options?.softRestart,
        synchronous: options?.synchronous,
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _restartSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Restarts an app (or deployment slot, if specified). */
async function restartSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _restartSlotSend(context, resourceGroupName, name, slot, options);
    return _restartSlotDeserialize(result);
}
function _resetSlotConfigurationSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/resetSlotConfig{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _resetSlotConfigurationSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Resets the configuration settings of the current slot if they were previously modified by calling the API with POST. */
async function resetSlotConfigurationSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _resetSlotConfigurationSlotSend(context, resourceGroupName, name, slot, options);
    return _resetSlotConfigurationSlotDeserialize(result);
}
function _listPublishingProfileXmlWithSecretsSlotSend(context, resourceGroupName, name, slot, publishingProfileOptions, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/publishxml{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/xml", ...options.requestOptions?.headers },
        body: (0,models/* csmPublishingProfileOptionsSerializer */.EOs)(publishingProfileOptions),
    });
}
async function _listPublishingProfileXmlWithSecretsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return { blobBody: result.blobBody, readableStreamBody: result.readableStreamBody };
}
/** Description for Gets the publishing profile for an app (or deployment slot, if specified). */
async function listPublishingProfileXmlWithSecretsSlot(context, resourceGroupName, name, slot, publishingProfileOptions, options = { requestOptions: {} }) {
    const streamableMethod = _listPublishingProfileXmlWithSecretsSlotSend(context, resourceGroupName, name, slot, publishingProfileOptions, options);
    const result = await getBinaryStreamResponse(streamableMethod);
    return _listPublishingProfileXmlWithSecretsSlotDeserialize(result);
}
function _getPrivateLinkResourcesSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/privateLinkResources{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getPrivateLinkResourcesSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* privateLinkResourcesWrapperDeserializer */.Jxp)(result.body);
}
/** Description for Gets the private link resources */
async function getPrivateLinkResourcesSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _getPrivateLinkResourcesSlotSend(context, resourceGroupName, name, slot, options);
    return _getPrivateLinkResourcesSlotDeserialize(result);
}
function _listPremierAddOnsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/premieraddons{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listPremierAddOnsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* premierAddOnDeserializer */.gvu)(result.body);
}
/** Description for Gets the premier add-ons of an app. */
async function listPremierAddOnsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _listPremierAddOnsSlotSend(context, resourceGroupName, name, slot, options);
    return _listPremierAddOnsSlotDeserialize(result);
}
function _getSitePhpErrorLogFlagSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/phplogging{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getSitePhpErrorLogFlagSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* sitePhpErrorLogFlagDeserializer */.rU1)(result.body);
}
/** Description for Gets web app's event logs. */
async function getSitePhpErrorLogFlagSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _getSitePhpErrorLogFlagSlotSend(context, resourceGroupName, name, slot, options);
    return _getSitePhpErrorLogFlagSlotDeserialize(result);
}
function _listPerfMonCountersSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/perfcounters{?api%2Dversion,%24filter}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
        "%24filter": options?.filter,
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listPerfMonCountersSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _perfMonCounterCollectionDeserializer */.Ez1)(result.body);
}
/** Description for Gets perfmon counters for web app. */
function listPerfMonCountersSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listPerfMonCountersSlotSend(context, resourceGroupName, name, slot, options), _listPerfMonCountersSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _generateNewSitePublishingPasswordSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/newpassword{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _generateNewSitePublishingPasswordSlotDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Generates a new publishing password for an app (or deployment slot, if specified). */
async function generateNewSitePublishingPasswordSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _generateNewSitePublishingPasswordSlotSend(context, resourceGroupName, name, slot, options);
    return _generateNewSitePublishingPasswordSlotDeserialize(result);
}
function _getNetworkTracesSlotV2Send(context, resourceGroupName, name, operationId, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/networkTraces/{operationId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        operationId: operationId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getNetworkTracesSlotV2Deserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* networkTraceArrayDeserializer */.CYr)(result.body);
}
/** Description for Gets a named operation for a network trace capturing (or deployment slot, if specified). */
async function getNetworkTracesSlotV2(context, resourceGroupName, name, operationId, slot, options = { requestOptions: {} }) {
    const result = await _getNetworkTracesSlotV2Send(context, resourceGroupName, name, operationId, slot, options);
    return _getNetworkTracesSlotV2Deserialize(result);
}
function _getNetworkTraceOperationSlotV2Send(context, resourceGroupName, name, operationId, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/networkTraces/current/operationresults/{operationId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        operationId: operationId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getNetworkTraceOperationSlotV2Deserialize(result) {
    const expectedStatuses = ["200", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* networkTraceArrayDeserializer */.CYr)(result.body);
}
/** Description for Gets a named operation for a network trace capturing (or deployment slot, if specified). */
async function getNetworkTraceOperationSlotV2(context, resourceGroupName, name, operationId, slot, options = { requestOptions: {} }) {
    const result = await _getNetworkTraceOperationSlotV2Send(context, resourceGroupName, name, operationId, slot, options);
    return _getNetworkTraceOperationSlotV2Deserialize(result);
}
function _getNetworkTracesSlotSend(context, resourceGroupName, name, operationId, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/networkTrace/{operationId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        operationId: operationId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getNetworkTracesSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* networkTraceArrayDeserializer */.CYr)(result.body);
}
/** Description for Gets a named operation for a network trace capturing (or deployment slot, if specified). */
async function getNetworkTracesSlot(context, resourceGroupName, name, operationId, slot, options = { requestOptions: {} }) {
    const result = await _getNetworkTracesSlotSend(context, resourceGroupName, name, operationId, slot, options);
    return _getNetworkTracesSlotDeserialize(result);
}
function _stopWebSiteNetworkTraceSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/networkTrace/stop{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _stopWebSiteNetworkTraceSlotDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Stop ongoing capturing network packets for the site. */
async function stopWebSiteNetworkTraceSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _stopWebSiteNetworkTraceSlotSend(context, resourceGroupName, name, slot, options);
    return _stopWebSiteNetworkTraceSlotDeserialize(result);
}
function _startWebSiteNetworkTraceOperationSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/networkTrace/startOperation{?api%2Dversion,durationInSeconds,maxFrameLength,sasUrl}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
        durationInSeconds: options?.durationInSeconds,
        maxFrameLength: options?.maxFrameLength,
        sasUrl: options?.sasUrl,
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _startWebSiteNetworkTraceOperationSlotDeserialize(result) {
    const expectedStatuses = ["200", "202", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* networkTraceArrayDeserializer */.CYr)(result.body);
}
/** Description for Start capturing network packets for the site. */
function startWebSiteNetworkTraceOperationSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _startWebSiteNetworkTraceOperationSlotDeserialize, ["200", "202", "201"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _startWebSiteNetworkTraceOperationSlotSend(context, resourceGroupName, name, slot, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _startWebSiteNetworkTraceSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/networkTrace/start{?api%2Dversion,durationInSeconds,maxFrameLength,sasUrl}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
        durationInSeconds: options?.durationInSeconds,
        maxFrameLength: options?.maxFrameLength,
        sasUrl: options?.sasUrl,
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _startWebSiteNetworkTraceSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return { body: result.body };
}
/** Description for Start capturing network packets for the site (To be deprecated). */
async function startWebSiteNetworkTraceSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _startWebSiteNetworkTraceSlotSend(context, resourceGroupName, name, slot, options);
    return _startWebSiteNetworkTraceSlotDeserialize(result);
}
function _getNetworkTraceOperationSlotSend(context, resourceGroupName, name, operationId, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/networkTrace/operationresults/{operationId}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        operationId: operationId,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getNetworkTraceOperationSlotDeserialize(result) {
    const expectedStatuses = ["200", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* networkTraceArrayDeserializer */.CYr)(result.body);
}
/** Description for Gets a named operation for a network trace capturing (or deployment slot, if specified). */
async function getNetworkTraceOperationSlot(context, resourceGroupName, name, operationId, slot, options = { requestOptions: {} }) {
    const result = await _getNetworkTraceOperationSlotSend(context, resourceGroupName, name, operationId, slot, options);
    return _getNetworkTraceOperationSlotDeserialize(result);
}
function _listSyncFunctionTriggersSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/listsyncfunctiontriggerstatus{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listSyncFunctionTriggersSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* functionSecretsDeserializer */.FU3)(result.body);
}
/** Description for This is to allow calling via powershell and ARM template. */
async function listSyncFunctionTriggersSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _listSyncFunctionTriggersSlotSend(context, resourceGroupName, name, slot, options);
    return _listSyncFunctionTriggersSlotDeserialize(result);
}
function _listSiteBackupsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/listbackups{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listSiteBackupsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _backupItemCollectionDeserializer */.WuF)(result.body);
}
/** Description for Gets existing backups of an app. */
function listSiteBackupsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listSiteBackupsSlotSend(context, resourceGroupName, name, slot, options), _listSiteBackupsSlotDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _isCloneableSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/iscloneable{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _isCloneableSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteCloneabilityDeserializer */.uUD)(result.body);
}
/** Description for Shows whether an app can be cloned to another resource group or subscription. */
async function isCloneableSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _isCloneableSlotSend(context, resourceGroupName, name, slot, options);
    return _isCloneableSlotDeserialize(result);
}
function _listRelayServiceConnectionsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/hybridconnection{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listRelayServiceConnectionsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* relayServiceConnectionEntityDeserializer */.T5Z)(result.body);
}
/** Description for Gets hybrid connections configured for an app (or deployment slot, if specified). */
async function listRelayServiceConnectionsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _listRelayServiceConnectionsSlotSend(context, resourceGroupName, name, slot, options);
    return _listRelayServiceConnectionsSlotDeserialize(result);
}
function _listHybridConnectionsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/hybridConnectionRelays{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listHybridConnectionsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* hybridConnectionDeserializer */.mCI)(result.body);
}
/** Description for Retrieves all Service Bus Hybrid Connections used by this Web App. */
async function listHybridConnectionsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _listHybridConnectionsSlotSend(context, resourceGroupName, name, slot, options);
    return _listHybridConnectionsSlotDeserialize(result);
}
function _deleteHostSecretSlotSend(context, resourceGroupName, name, keyType, keyName, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/host/default/{keyType}/{keyName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        keyType: keyType,
        keyName: keyName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteHostSecretSlotDeserialize(result) {
    const expectedStatuses = ["204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Delete a host level secret. */
async function deleteHostSecretSlot(context, resourceGroupName, name, keyType, keyName, slot, options = { requestOptions: {} }) {
    const result = await _deleteHostSecretSlotSend(context, resourceGroupName, name, keyType, keyName, slot, options);
    return _deleteHostSecretSlotDeserialize(result);
}
function _createOrUpdateHostSecretSlotSend(context, resourceGroupName, name, keyType, keyName, slot, key, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/host/default/{keyType}/{keyName}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        keyType: keyType,
        keyName: keyName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* keyInfoSerializer */.cl)(key),
    });
}
async function _createOrUpdateHostSecretSlotDeserialize(result) {
    const expectedStatuses = ["200", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* keyInfoDeserializer */.fuS)(result.body);
}
/** Description for Add or update a host level secret. */
async function createOrUpdateHostSecretSlot(context, resourceGroupName, name, keyType, keyName, slot, key, options = { requestOptions: {} }) {
    const result = await _createOrUpdateHostSecretSlotSend(context, resourceGroupName, name, keyType, keyName, slot, key, options);
    return _createOrUpdateHostSecretSlotDeserialize(result);
}
function _syncFunctionsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/host/default/sync{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _syncFunctionsSlotDeserialize(result) {
    const expectedStatuses = ["204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Syncs function trigger metadata to the management database */
async function syncFunctionsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _syncFunctionsSlotSend(context, resourceGroupName, name, slot, options);
    return _syncFunctionsSlotDeserialize(result);
}
function _listSyncStatusSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/host/default/listsyncstatus{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _listSyncStatusSlotDeserialize(result) {
    const expectedStatuses = ["204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for This is to allow calling via powershell and ARM template. */
async function listSyncStatusSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _listSyncStatusSlotSend(context, resourceGroupName, name, slot, options);
    return _listSyncStatusSlotDeserialize(result);
}
function _listHostKeysSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/host/default/listkeys{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listHostKeysSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* hostKeysDeserializer */.wFm)(result.body);
}
/** Description for Get host secrets for a function app. */
async function listHostKeysSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _listHostKeysSlotSend(context, resourceGroupName, name, slot, options);
    return _listHostKeysSlotDeserialize(result);
}
function _getFunctionsAdminTokenSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/functions/admin/token{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getFunctionsAdminTokenSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return { body: result.body };
}
/** Description for Fetch a short lived token that can be exchanged for a master key. */
async function getFunctionsAdminTokenSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _getFunctionsAdminTokenSlotSend(context, resourceGroupName, name, slot, options);
    return _getFunctionsAdminTokenSlotDeserialize(result);
}
function _discoverBackupSlotSend(context, resourceGroupName, name, slot, request, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/discoverbackup{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* restoreRequestSerializer */.IgR)(request),
    });
}
async function _discoverBackupSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* restoreRequestDeserializer */.BwH)(result.body);
}
/** Description for Discovers an existing app backup that can be restored from a blob in Azure storage. Use this to get information about the databases stored in a backup. */
async function discoverBackupSlot(context, resourceGroupName, name, slot, request, options = { requestOptions: {} }) {
    const result = await _discoverBackupSlotSend(context, resourceGroupName, name, slot, request, options);
    return _discoverBackupSlotDeserialize(result);
}
function _getContainerLogsZipSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/containerlogs/zip/download{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/zip", ...options.requestOptions?.headers },
    });
}
async function _getContainerLogsZipSlotDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return { blobBody: result.blobBody, readableStreamBody: result.readableStreamBody };
}
/** Description for Gets the ZIP archived docker log files for the given site */
async function getContainerLogsZipSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const streamableMethod = _getContainerLogsZipSlotSend(context, resourceGroupName, name, slot, options);
    const result = await getBinaryStreamResponse(streamableMethod);
    return _getContainerLogsZipSlotDeserialize(result);
}
function _getWebSiteContainerLogsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/containerlogs{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/octet-stream", ...options.requestOptions?.headers },
    });
}
async function _getWebSiteContainerLogsSlotDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return { blobBody: result.blobBody, readableStreamBody: result.readableStreamBody };
}
/** Description for Gets the last lines of docker logs for the given site */
async function getWebSiteContainerLogsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const streamableMethod = _getWebSiteContainerLogsSlotSend(context, resourceGroupName, name, slot, options);
    const result = await getBinaryStreamResponse(streamableMethod);
    return _getWebSiteContainerLogsSlotDeserialize(result);
}
function _listSitePushSettingsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/pushsettings/list{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listSitePushSettingsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* pushSettingsDeserializer */.z_5)(result.body);
}
/** Description for Gets the Push settings associated with web app. */
async function listSitePushSettingsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _listSitePushSettingsSlotSend(context, resourceGroupName, name, slot, options);
    return _listSitePushSettingsSlotDeserialize(result);
}
function _updateSitePushSettingsSlotSend(context, resourceGroupName, name, slot, pushSettings, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/pushsettings{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* pushSettingsSerializer */.QxK)(pushSettings),
    });
}
async function _updateSitePushSettingsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* pushSettingsDeserializer */.z_5)(result.body);
}
/** Description for Updates the Push settings associated with web app. */
async function updateSitePushSettingsSlot(context, resourceGroupName, name, slot, pushSettings, options = { requestOptions: {} }) {
    const result = await _updateSitePushSettingsSlotSend(context, resourceGroupName, name, slot, pushSettings, options);
    return _updateSitePushSettingsSlotDeserialize(result);
}
function _listPublishingCredentialsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/publishingcredentials/list{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listPublishingCredentialsSlotDeserialize(result) {
    const expectedStatuses = ["200", "201", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* userDeserializer */.jRe)(result.body);
}
/** Description for Gets the Git/FTP publishing credentials of an app. */
function listPublishingCredentialsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _listPublishingCredentialsSlotDeserialize, ["200", "201", "202"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _listPublishingCredentialsSlotSend(context, resourceGroupName, name, slot, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _listMetadataSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/metadata/list{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listMetadataSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* stringDictionaryDeserializer */.p3m)(result.body);
}
/** Description for Gets the metadata of an app. */
async function listMetadataSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _listMetadataSlotSend(context, resourceGroupName, name, slot, options);
    return _listMetadataSlotDeserialize(result);
}
function _updateMetadataSlotSend(context, resourceGroupName, name, slot, metadata, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/metadata{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* stringDictionarySerializer */.gNS)(metadata),
    });
}
async function _updateMetadataSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* stringDictionaryDeserializer */.p3m)(result.body);
}
/** Description for Replaces the metadata of an app. */
async function updateMetadataSlot(context, resourceGroupName, name, slot, metadata, options = { requestOptions: {} }) {
    const result = await _updateMetadataSlotSend(context, resourceGroupName, name, slot, metadata, options);
    return _updateMetadataSlotDeserialize(result);
}
function _listConnectionStringsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/connectionstrings/list{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listConnectionStringsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* connectionStringDictionaryDeserializer */.b_R)(result.body);
}
/** Description for Gets the connection strings of an app. */
async function listConnectionStringsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _listConnectionStringsSlotSend(context, resourceGroupName, name, slot, options);
    return _listConnectionStringsSlotDeserialize(result);
}
function _updateConnectionStringsSlotSend(context, resourceGroupName, name, slot, connectionStrings, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/connectionstrings{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* connectionStringDictionarySerializer */._u4)(connectionStrings),
    });
}
async function _updateConnectionStringsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* connectionStringDictionaryDeserializer */.b_R)(result.body);
}
/** Description for Replaces the connection strings of an app. */
async function updateConnectionStringsSlot(context, resourceGroupName, name, slot, connectionStrings, options = { requestOptions: {} }) {
    const result = await _updateConnectionStringsSlotSend(context, resourceGroupName, name, slot, connectionStrings, options);
    return _updateConnectionStringsSlotDeserialize(result);
}
function _getBackupConfigurationSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/backup/list{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getBackupConfigurationSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* backupRequestDeserializer */.vun)(result.body);
}
/** Description for Gets the backup configuration of an app. */
async function getBackupConfigurationSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _getBackupConfigurationSlotSend(context, resourceGroupName, name, slot, options);
    return _getBackupConfigurationSlotDeserialize(result);
}
function _deleteBackupConfigurationSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/backup{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteBackupConfigurationSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Deletes the backup configuration of an app. */
async function deleteBackupConfigurationSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _deleteBackupConfigurationSlotSend(context, resourceGroupName, name, slot, options);
    return _deleteBackupConfigurationSlotDeserialize(result);
}
function _updateBackupConfigurationSlotSend(context, resourceGroupName, name, slot, request, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/backup{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* backupRequestSerializer */.CmB)(request),
    });
}
async function _updateBackupConfigurationSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* backupRequestDeserializer */.vun)(result.body);
}
/** Description for Updates the backup configuration of an app. */
async function updateBackupConfigurationSlot(context, resourceGroupName, name, slot, request, options = { requestOptions: {} }) {
    const result = await _updateBackupConfigurationSlotSend(context, resourceGroupName, name, slot, request, options);
    return _updateBackupConfigurationSlotDeserialize(result);
}
function _listAzureStorageAccountsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/azurestorageaccounts/list{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listAzureStorageAccountsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* azureStoragePropertyDictionaryResourceDeserializer */.RPv)(result.body);
}
/** Description for Gets the Azure storage account configurations of an app. */
async function listAzureStorageAccountsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _listAzureStorageAccountsSlotSend(context, resourceGroupName, name, slot, options);
    return _listAzureStorageAccountsSlotDeserialize(result);
}
function _updateAzureStorageAccountsSlotSend(context, resourceGroupName, name, slot, azureStorageAccounts, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/azurestorageaccounts{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* azureStoragePropertyDictionaryResourceSerializer */.ohR)(azureStorageAccounts),
    });
}
async function _updateAzureStorageAccountsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* azureStoragePropertyDictionaryResourceDeserializer */.RPv)(result.body);
}
/** Description for Updates the Azure storage account configurations of an app. */
async function updateAzureStorageAccountsSlot(context, resourceGroupName, name, slot, azureStorageAccounts, options = { requestOptions: {} }) {
    const result = await _updateAzureStorageAccountsSlotSend(context, resourceGroupName, name, slot, azureStorageAccounts, options);
    return _updateAzureStorageAccountsSlotDeserialize(result);
}
function _getAuthSettingsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/authsettings/list{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getAuthSettingsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteAuthSettingsDeserializer */.i1p)(result.body);
}
/** Description for Gets the Authentication/Authorization settings of an app. */
async function getAuthSettingsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _getAuthSettingsSlotSend(context, resourceGroupName, name, slot, options);
    return _getAuthSettingsSlotDeserialize(result);
}
function _updateAuthSettingsSlotSend(context, resourceGroupName, name, slot, siteAuthSettings, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/authsettings{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* siteAuthSettingsSerializer */.$x5)(siteAuthSettings),
    });
}
async function _updateAuthSettingsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteAuthSettingsDeserializer */.i1p)(result.body);
}
/** Description for Updates the Authentication / Authorization settings associated with web app. */
async function updateAuthSettingsSlot(context, resourceGroupName, name, slot, siteAuthSettings, options = { requestOptions: {} }) {
    const result = await _updateAuthSettingsSlotSend(context, resourceGroupName, name, slot, siteAuthSettings, options);
    return _updateAuthSettingsSlotDeserialize(result);
}
function _listApplicationSettingsSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/appsettings/list{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listApplicationSettingsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* stringDictionaryDeserializer */.p3m)(result.body);
}
/** Description for Gets the application settings of an app. */
async function listApplicationSettingsSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _listApplicationSettingsSlotSend(context, resourceGroupName, name, slot, options);
    return _listApplicationSettingsSlotDeserialize(result);
}
function _updateApplicationSettingsSlotSend(context, resourceGroupName, name, slot, appSettings, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/config/appsettings{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* stringDictionarySerializer */.gNS)(appSettings),
    });
}
async function _updateApplicationSettingsSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* stringDictionaryDeserializer */.p3m)(result.body);
}
/** Description for Replaces the application settings of an app. */
async function updateApplicationSettingsSlot(context, resourceGroupName, name, slot, appSettings, options = { requestOptions: {} }) {
    const result = await _updateApplicationSettingsSlotSend(context, resourceGroupName, name, slot, appSettings, options);
    return _updateApplicationSettingsSlotDeserialize(result);
}
function _backupSlotSend(context, resourceGroupName, name, slot, request, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/backup{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* backupRequestSerializer */.CmB)(request),
    });
}
async function _backupSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* backupItemDeserializer */.fiP)(result.body);
}
/** Description for Creates a backup of an app. */
async function backupSlot(context, resourceGroupName, name, slot, request, options = { requestOptions: {} }) {
    const result = await _backupSlotSend(context, resourceGroupName, name, slot, request, options);
    return _backupSlotDeserialize(result);
}
function _applySlotConfigurationSlotSend(context, resourceGroupName, name, slot, slotSwapEntity, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/applySlotConfig{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).post({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        body: (0,models/* csmSlotEntitySerializer */.LTI)(slotSwapEntity),
    });
}
async function _applySlotConfigurationSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Applies the configuration settings from the target slot onto the current slot. */
async function applySlotConfigurationSlot(context, resourceGroupName, name, slot, slotSwapEntity, options = { requestOptions: {} }) {
    const result = await _applySlotConfigurationSlotSend(context, resourceGroupName, name, slot, slotSwapEntity, options);
    return _applySlotConfigurationSlotDeserialize(result);
}
function _analyzeCustomHostnameSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}/analyzeCustomHostname{?api%2Dversion,hostName}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
        hostName: options?.hostName,
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _analyzeCustomHostnameSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* customHostnameAnalysisResultDeserializer */.Lwi)(result.body);
}
/** Description for Analyze a custom hostname. */
async function analyzeCustomHostnameSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _analyzeCustomHostnameSlotSend(context, resourceGroupName, name, slot, options);
    return _analyzeCustomHostnameSlotDeserialize(result);
}
function _listByResourceGroupSend(context, resourceGroupName, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites{?api%2Dversion,includeSlots}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
        includeSlots: options?.includeSlots,
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listByResourceGroupDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _webAppCollectionDeserializer */.WQy)(result.body);
}
/** Description for Gets all web, mobile, and API apps in the specified resource group. */
function listByResourceGroup(context, resourceGroupName, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listByResourceGroupSend(context, resourceGroupName, options), _listByResourceGroupDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
function _deleteSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}{?api%2Dversion,deleteMetrics,deleteEmptyServerFarm}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
        deleteMetrics: options?.deleteMetrics,
        deleteEmptyServerFarm: options?.deleteEmptyServerFarm,
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).delete({ ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options) });
}
async function _deleteSlotDeserialize(result) {
    const expectedStatuses = ["200", "204"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return;
}
/** Description for Deletes a web, mobile, or API app, or one of the deployment slots. */
async function deleteSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _deleteSlotSend(context, resourceGroupName, name, slot, options);
    return _deleteSlotDeserialize(result);
}
function _updateSlotSend(context, resourceGroupName, name, slot, siteEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).patch({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* sitePatchResourceSerializer */.g5P)(siteEnvelope),
    });
}
async function _updateSlotDeserialize(result) {
    const expectedStatuses = ["200", "202"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteDeserializer */.znG)(result.body);
}
/** Description for Creates a new web, mobile, or API app in an existing resource group, or updates an existing app. */
async function updateSlot(context, resourceGroupName, name, slot, siteEnvelope, options = { requestOptions: {} }) {
    const result = await _updateSlotSend(context, resourceGroupName, name, slot, siteEnvelope, options);
    return _updateSlotDeserialize(result);
}
function _createOrUpdateSlotSend(context, resourceGroupName, name, slot, siteEnvelope, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).put({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        contentType: "application/json",
        headers: { accept: "application/json", ...options.requestOptions?.headers },
        body: (0,models/* siteSerializer */.Kh3)(siteEnvelope),
    });
}
async function _createOrUpdateSlotDeserialize(result) {
    const expectedStatuses = ["200", "202", "201"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteDeserializer */.znG)(result.body);
}
/** Description for Creates a new web, mobile, or API app in an existing resource group, or updates an existing app. */
function createOrUpdateSlot(context, resourceGroupName, name, slot, siteEnvelope, options = { requestOptions: {} }) {
    return getLongRunningPoller(context, _createOrUpdateSlotDeserialize, ["200", "202", "201"], {
        updateIntervalInMs: options?.updateIntervalInMs,
        abortSignal: options?.abortSignal,
        getInitialResponse: () => _createOrUpdateSlotSend(context, resourceGroupName, name, slot, siteEnvelope, options),
        resourceLocationConfig: "location",
        apiVersion: context.apiVersion ?? "2025-05-01",
    });
}
function _getSlotSend(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots/{slot}{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        slot: slot,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _getSlotDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* siteDeserializer */.znG)(result.body);
}
/** Description for Gets the details of a web, mobile, or API app. */
async function getSlot(context, resourceGroupName, name, slot, options = { requestOptions: {} }) {
    const result = await _getSlotSend(context, resourceGroupName, name, slot, options);
    return _getSlotDeserialize(result);
}
function _listSlotsSend(context, resourceGroupName, name, options = { requestOptions: {} }) {
    const path = expandUrlTemplate("/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.Web/sites/{name}/slots{?api%2Dversion}", {
        subscriptionId: context.subscriptionId,
        resourceGroupName: resourceGroupName,
        name: name,
        "api%2Dversion": context.apiVersion ?? "2025-05-01",
    }, {
        allowReserved: options?.requestOptions?.skipUrlEncoding,
    });
    return context.path(path).get({
        ...(0,core_client_dist_esm/* operationOptionsToRequestParameters */.Iq)(options),
        headers: { accept: "application/json", ...options.requestOptions?.headers },
    });
}
async function _listSlotsDeserialize(result) {
    const expectedStatuses = ["200"];
    if (!expectedStatuses.includes(result.status)) {
        const error = (0,core_client_dist_esm/* createRestError */.t$)(result);
        error.details = (0,models/* defaultErrorResponseDeserializer */.Koi)(result.body);
        throw error;
    }
    return (0,models/* _webAppCollectionDeserializer */.WQy)(result.body);
}
/** Description for Gets an app's deployment slots. */
function listSlots(context, resourceGroupName, name, options = { requestOptions: {} }) {
    return (0,pagingHelpers/* buildPagedAsyncIterator */.O)(context, () => _listSlotsSend(context, resourceGroupName, name, options), _listSlotsDeserialize, ["200"], { itemName: "value", nextLinkName: "nextLink", apiVersion: context.apiVersion ?? "2025-05-01" });
}
//# sourceMappingURL=operations.js.map
;// CONCATENATED MODULE: ./node_modules/@azure/arm-appservice/dist/esm/api/webApps/index.js
// Copyright (c) Microsoft Corporation.
// Licensed under the MIT License.

//# sourceMappingURL=index.js.map

/***/ })

};
;