declare module '*.css';
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
/** Replaced at build time by webpack (`mode`); 'test' under jest. */
declare const process: { env: { NODE_ENV?: string } };
/** The Module Federation runtime core version the host is built with (tools/webpack/create-config.mjs). */
declare const __FEDERATION_RUNTIME_VERSION__: string;
/** Share key to version of each singleton the host provides (tools/webpack/create-config.mjs). */
declare const __SHARED_SINGLETONS__: Readonly<Record<string, string>>;
