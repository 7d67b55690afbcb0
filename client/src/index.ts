export { WritecheckClient, type ClientOptions, type CallOptions, type CreatedCheck, type RulePatch, type DeletedRule, type UploadFields } from './writecheckClient.js';
export { WritecheckApiError } from './apiError.js';
export { waitForCheck, type WaitOptions } from './waitForCheck.js';
export * from './models.js';
export type { paths, components, operations } from './apiTypes.generated.js';
export type { HttpMethod, PathsWith, RequestOptions, TypedResponse } from './typedRequest.js';
