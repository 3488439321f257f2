import { LOCAL_PORTS } from '@member/shared-contracts/environment';

export interface ServicePorts {
  memberApi: number;
  identity: number;
  content: number;
  flags: number;
  testControl: number;
  survey: number;
}

const ENV_NAMES: Record<keyof ServicePorts, string> = {
  memberApi: 'MEMBER_API_PORT',
  identity: 'IDENTITY_PORT',
  content: 'CONTENT_PORT',
  flags: 'FLAGS_PORT',
  testControl: 'TEST_CONTROL_PORT',
  survey: 'SURVEY_PORT',
};

/** LOCAL_PORTS, each overridable by an environment variable (MEMBER_API_PORT, IDENTITY_PORT, ...). */
export function servicePortsFromEnv(env: NodeJS.ProcessEnv = process.env): ServicePorts {
  const port = (key: keyof ServicePorts) => {
    const text = env[ENV_NAMES[key]];
    const value = text === undefined || text === '' ? LOCAL_PORTS[key] : Number(text);
    if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`${ENV_NAMES[key]} must be a port number`);
    return value;
  };
  return { memberApi: port('memberApi'), identity: port('identity'), content: port('content'), flags: port('flags'), testControl: port('testControl'), survey: port('survey') };
}
