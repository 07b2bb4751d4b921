export declare const DEV_PORTS: Readonly<
  Record<
    | 'dev_api'
    | 'adlens_host'
    | 'remote_auth'
    | 'remote_search'
    | 'remote_insights'
    | 'remote_account',
    { variable: string; fallback: number }
  >
>;
export declare function devPort(name: keyof typeof DEV_PORTS, env?: NodeJS.ProcessEnv): number;
export declare function withDevPorts<T extends { remotes: { name: string; entry: string }[] }>(
  pinSet: T,
  env?: NodeJS.ProcessEnv,
): T;
