declare module '*.css';
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
/** Replaced at build time by webpack (`mode`); 'test' under jest. */
declare const process: { env: { NODE_ENV?: string } };
