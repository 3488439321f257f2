/** What tests and e2e tooling import from the sandbox. */
export { startSandbox, type RunningSandbox, type SandboxOptions, type SandboxUrls } from './assembly/start-sandbox';
export { isSandboxMode } from './assembly/sandbox-mode';
export { servicePortsFromEnv, type ServicePorts } from './assembly/service-ports';
export { createMemberApiServer, type MemberApiServer, type MemberApiHandle, type MemberApiServerOptions } from './member-api/server';
export { openMemberDatabase } from './member-api/database/open-member-database';
export { createContentServer, type ContentServerOptions } from './content/server';
export { createFlagsServer, type FlagsServerOptions } from './flags/server';
export { FlagOverrides, EVERY_CONTEXT } from './flags/flag-overrides';
export { createTestControlServer, type TestControlServerOptions } from './test-control/server';
export { SANDBOX_PASSWORD, SANDBOX_CODE, personas } from './seed/personas';
export { testControlClient } from './test-control/test-control-client';
