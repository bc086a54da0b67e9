/**
 * The delivery platform: the release registry (published builds, moves, the live copy each instance follows), the
 * build origin, the deploy API with its tokens, real users' speed per version, and the render hosts that run each
 * app's server bundle apart from the API. The rest of the API imports it only through this file.
 */
export type { BuildOrigin } from './origin/build-origin';
export { createOrigin } from './origin/create-origin';
export { packBuild, type BuildFiles } from './deploy/build-archive';
export { buildDigest, buildIdentity, readBuildFolder } from './deploy/build-folder';
export { deployRoutes } from './deploy/deploy-routes';
export { createToken, listTokens, localDeployToken, revokeToken } from './deploy/deploy-tokens';
export { publishBuild } from './deploy/publish-build';
export { restoreMissingFiles } from './deploy/restore-origin';
export { liveRegistry, type LiveRegistry, type LiveRelease, type ServedRemote } from './registry/live-registry';
export { withdrawnVersions } from './registry/withdrawn-versions';
export type { RemoteRender, ShellRender } from './registry/live-release';
export { isRegistryApp, type RegistryApp } from './registry/registry-moves';
export { registryReport } from './registry/registry-report';
export { readApps, type Actor } from './registry/registry-repository';
export { moveApp } from './registry/registry-service';
export { renderHosts, type RenderHosts } from './render-hosts/render-hosts';
export { DEFAULT_RENDERER_LIMITS, type RendererFailure } from './render-hosts/renderer-process';
export { rendererFailureLog, rendererFailuresOfLast } from './render-hosts/renderer-failures';
export { verifiedFiles } from './render-hosts/verified-files';
export { speedRoutes } from './speed/speed-routes';
export { healthRoutes } from './health/health-routes';
export { versionHealth, type VersionHealth } from './health/version-health';
export { appHealthJson } from './health/health-schema';
export { canaryJudge, type CanaryJudge, type JudgeOutcome } from './rollout/canary-judge';
export { DEFAULT_ROLLOUT_POLICY, type RolloutPolicy } from './rollout/rollout-policy';
export { rolloutReportJson } from './rollout/rollout-schema';
export { servedRemoteFor } from './registry/cohort-versions';
export { previewLinkAnswer, previewPinOf } from './preview/preview-pin';
export type { PreviewPin } from './preview/preview-links';
